package rules

import (
	"fmt"
	"slices"
)

// Blocking requirements (509.1c): "All creatures able to block ~ do so"
// (Lure). The defending player's declaration must obey as many
// requirements as it can without violating a restriction (509.1b): each
// creature blocking a lured attacker obeys one. The engine refuses a
// declaration when it finds a legal one that obeys more: one creature
// able to block a lured attacker moved (or added, if it can block several)
// to block it, or every such creature moved to it at once (a lured
// creature with menace). That search is not exhaustive: it never refuses
// a declaration that obeys the maximum, but could accept one that a
// cleverer rearrangement of several blockers beats.

func blockRequirementOps() []Op {
	return []Op{
		{Name: "must_be_blocked_by_all", Doc: "all creatures able to block the affected creatures do so (509.1c, Lure): a declaration of blockers is refused when a legal one obeying more of these requirements exists",
			Handler: continuous(effCombat)},
	}
}

// luredAttackers are the attacking creatures every creature able to block
// must block.
func (g *Game) luredAttackers() []*Object {
	var out []*Object
	for _, o := range g.Battlefield() {
		if !o.Attacking {
			continue
		}
		if r, _ := g.combatRestricted(o, "must_be_blocked_by_all"); r {
			out = append(out, o)
		}
	}
	return out
}

// obeyed counts the requirements a declaration obeys: one per block of a
// lured attacker.
func obeyed(blocks []Block, lured []*Object) int {
	n := 0
	for _, b := range blocks {
		if slices.Contains(lured, b.Attacker) {
			n++
		}
	}
	return n
}

// checkBlockRequirements refuses p's declaration of blocks when another
// legal declaration obeys more blocking requirements (509.1c).
func (g *Game) checkBlockRequirements(p int, blocks []Block) error {
	lured := g.luredAttackers()
	if len(lured) == 0 {
		return nil
	}
	have := obeyed(blocks, lured)
	better := func(alt []Block) bool {
		return obeyed(alt, lured) > have && g.checkBlocks(p, alt) == nil
	}
	for _, at := range lured {
		var able []*Object
		moved := slices.Clone(blocks)
		for _, o := range g.Battlefield() {
			if g.Chars(o).Controller != p || !g.Chars(o).Is(TCreature) || o.Tapped ||
				slices.Contains(blocks, Block{Blocker: o, Attacker: at}) {
				continue
			}
			alone := append(withoutBlocker(blocks, o), Block{Blocker: o, Attacker: at})
			added := append(slices.Clone(blocks), Block{Blocker: o, Attacker: at})
			if better(alone) || better(added) {
				return fmt.Errorf("%s is able to block %s and must (all creatures able to block it do so, 509.1c)", g.Describe(o), g.Describe(at))
			}
			able = append(able, o)
			moved = append(withoutBlocker(moved, o), Block{Blocker: o, Attacker: at})
		}
		if len(able) > 1 && better(moved) {
			return fmt.Errorf("%s are able to block %s and must (all creatures able to block it do so, 509.1c)", g.names(able), g.Describe(at))
		}
	}
	return nil
}

// withoutBlocker is blocks without o's blocks.
func withoutBlocker(blocks []Block, o *Object) []Block {
	return slices.DeleteFunc(slices.Clone(blocks), func(b Block) bool { return b.Blocker == o })
}
