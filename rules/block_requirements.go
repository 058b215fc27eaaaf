package rules

import (
	"fmt"
	"slices"
)

// Blocking requirements (509.1c): "All creatures able to block ~ do so"
// (Lure), "Target creature blocks ~ this turn if able", "~ blocks each
// combat if able", "~ must be blocked if able". The defending player's
// declaration must obey as many requirements as it can without violating
// a restriction (509.1b). The engine refuses a declaration when it finds
// a legal one that obeys more: one creature moved (or added, if it can
// block several) to block an attacker a requirement names, or every
// creature with such a requirement moved to that attacker at once (a
// creature with menace). That search is not exhaustive: it never refuses
// a declaration that obeys the maximum, but could accept one that a
// cleverer rearrangement of several blockers beats.

func blockRequirementOps() []Op {
	return []Op{
		{Name: "must_be_blocked_by_all", Doc: "all creatures able to block the affected creatures do so (509.1c, Lure): a declaration of blockers is refused when a legal one obeying more requirements exists",
			Handler: continuous(effCombat)},
		{Name: "must_block", Doc: "the affected creatures block if able (509.1c); with choose, they block that attacking creature if able: a declaration of blockers is refused when a legal one obeying more requirements exists",
			Args: []Arg{Opt("choose", ArgRef)}, Handler: continuous(effCombat)},
		{Name: "must_be_blocked", Doc: "the affected creatures must be blocked if able (509.1c): a declaration of blockers is refused when a legal one obeying more requirements exists",
			Handler: continuous(effCombat)},
	}
}

// blockReq is one requirement: blocker blocks attacker; a nil blocker is
// any creature of the defending player ("must be blocked"), a nil
// attacker any attacking creature ("blocks if able").
type blockReq struct{ blocker, attacker *Object }

func (r blockReq) obeyed(blocks []Block) bool {
	return slices.ContainsFunc(blocks, func(b Block) bool {
		return (r.blocker == nil || b.Blocker == r.blocker) && (r.attacker == nil || b.Attacker == r.attacker)
	})
}

// blockRequirements lists the requirements on p's declaration of blocks.
func (g *Game) blockRequirements(p int) []blockReq {
	var mine, attackers []*Object
	for _, o := range g.Battlefield() {
		switch {
		case o.Attacking:
			attackers = append(attackers, o)
		case g.Chars(o).Controller == p && g.Chars(o).Is(TCreature) && !o.Tapped:
			mine = append(mine, o)
		}
	}
	var reqs []blockReq
	for _, at := range attackers {
		if r, _ := g.combatRestricted(at, "must_be_blocked_by_all"); r {
			for _, b := range mine {
				reqs = append(reqs, blockReq{b, at})
			}
		}
		if r, _ := g.combatRestricted(at, "must_be_blocked"); r {
			reqs = append(reqs, blockReq{nil, at})
		}
	}
	for _, e := range g.activeEffects() {
		if e.kind != effCombat || e.op.Op != "must_block" || (e.cond != nil && e.cond.Eval(e.ctx) == 0) {
			continue
		}
		var named *Object
		if e.op.Choose != "" {
			ids := e.ctx.objRefs(e.op.Choose)
			if len(ids) == 0 || g.Objs[ids[0]] == nil || !g.Objs[ids[0]].Attacking {
				continue // the creature to block is not attacking: nothing required
			}
			named = g.Objs[ids[0]]
		}
		for _, b := range mine {
			if g.effectApplies(e, b) {
				reqs = append(reqs, blockReq{b, named})
			}
		}
	}
	return reqs
}

// checkBlockRequirements refuses p's declaration of blocks when another
// legal declaration obeys more blocking requirements (509.1c).
func (g *Game) checkBlockRequirements(p int, blocks []Block) error {
	reqs := g.blockRequirements(p)
	if len(reqs) == 0 {
		return nil
	}
	count := func(bs []Block) int {
		n := 0
		for _, r := range reqs {
			if r.obeyed(bs) {
				n++
			}
		}
		return n
	}
	have := count(blocks)
	better := func(alt []Block) bool { return count(alt) > have && g.checkBlocks(p, alt) == nil }
	for _, at := range g.Battlefield() {
		if !at.Attacking {
			continue
		}
		moved := slices.Clone(blocks)
		var named []*Object
		for _, b := range g.Battlefield() {
			if g.Chars(b).Controller != p || !g.Chars(b).Is(TCreature) || b.Tapped || slices.Contains(blocks, Block{Blocker: b, Attacker: at}) {
				continue
			}
			block := Block{Blocker: b, Attacker: at}
			if better(append(withoutBlocker(blocks, b), block)) || better(append(slices.Clone(blocks), block)) {
				return fmt.Errorf("%s is able to block %s and must (509.1c)", g.Describe(b), g.Describe(at))
			}
			named = append(named, b)
			moved = append(withoutBlocker(moved, b), block)
		}
		if len(named) > 1 && better(moved) {
			return fmt.Errorf("%s are able to block %s and must (509.1c)", g.names(named), g.Describe(at))
		}
	}
	return nil
}

// withoutBlocker is blocks without o's blocks.
func withoutBlocker(blocks []Block, o *Object) []Block {
	return slices.DeleteFunc(slices.Clone(blocks), func(b Block) bool { return b.Blocker == o })
}
