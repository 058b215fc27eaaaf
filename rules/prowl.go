package rules

import (
	"fmt"
	"slices"
)

// Prowl (702.76, Morningtide): "You may cast this spell by paying [cost]
// rather than paying its mana cost if you dealt combat damage to a player
// this turn with a source that, at the time it dealt that damage, was
// under your control and had any of this spell's creature types." The
// cast's alternative cost "prowl" (altcost.go's keywords); each player
// keeps, for the turn, the creatures that dealt combat damage to a player
// under their control, as they were then (Player.ProwlSources). "If its
// prowl cost was paid" is the expression prowled, of the spell or of the
// permanent it became (Object.WasProwled).

// recordProwlSource keeps the creature that dealt combat damage to a
// player for its controller's prowl this turn.
func (g *Game) recordProwlSource(ev *Event) {
	if !ev.Combat || ev.ToPlayer == 0 || ev.SourceCtrl < 0 || ev.SourceCtrl >= len(g.Players) {
		return
	}
	src := g.Objs[ev.Source]
	if src == nil {
		return
	}
	ch := g.Chars(src)
	if !ch.Is(TCreature) {
		return
	}
	pl := g.Players[ev.SourceCtrl]
	// Clipped: a snapshot of the game shares the slice (snapshot.go).
	pl.ProwlSources = append(slices.Clip(pl.ProwlSources), ch.clone())
}

// checkProwl refuses a cast for the prowl cost unless p dealt combat damage
// to a player this turn with a creature sharing a creature type with the
// spell.
func (g *Game) checkProwl(p int, obj *Object, ch *Chars, opts CastOptions) error {
	if opts.Alt != "prowl" {
		return nil
	}
	for _, src := range g.Players[p].ProwlSources {
		if sharesCreatureType(src, ch) || sharesCreatureType(ch, src) {
			return nil
		}
	}
	return fmt.Errorf("%s: prowl needs combat damage dealt to a player this turn by a creature of yours sharing a creature type with it", obj.Card.Name)
}

func compileProwled(_ string, _ []string) (evalFn, error) {
	return func(c *EvalCtx) int {
		if c.spell != nil {
			return b2i(c.spell.Alt == "prowl")
		}
		o := c.G.Objs[c.Src]
		return b2i(o != nil && o.Zone == ZoneBattlefield && o.WasProwled)
	}, nil
}
