package rules

// "It doesn't untap during its controller's next untap step": an effect
// lasting until "next_untap" holds, for each object it affects, until the
// untap step of that object's controller (as that step comes), then lets
// that object go; it ends when it affects nothing (an object gone lets go
// too). "your_next_untap" ends after the untap step of the effect's
// controller.

// endNextUntapEffects lets go, after the active player's untap step, of
// the permanents that player controls in "next_untap" effects, and ends
// the "your_next_untap" effects that player controls.
func (g *Game) endNextUntapEffects() {
	keep := g.effects[:0:0]
	for _, e := range g.effects {
		switch e.until {
		case "next_untap":
			e.locked = g.notActives(e.locked)
			if len(e.locked) == 0 {
				continue
			}
		case "your_next_untap":
			if e.ctrl == g.Active {
				continue
			}
		}
		keep = append(keep, e)
	}
	g.effects = keep
}

// notActives are the permanents of ids still on the battlefield that the
// active player does not control.
func (g *Game) notActives(ids []int) []int {
	var out []int
	for _, id := range ids {
		if o := g.Objs[id]; o != nil && o.Zone == ZoneBattlefield && g.Chars(o).Controller != g.Active {
			out = append(out, id)
		}
	}
	return out
}
