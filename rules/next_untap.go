package rules

// "It doesn't untap during its controller's next untap step": an effect
// lasting until "next_untap" holds for the untap step of the turn of the
// controller of what it affects, then ends (its objects' controllers at
// that untap step; an object gone ends it too); "your_next_untap", for
// the untap step of the effect's controller.

// endNextUntapEffects ends, after the active player's untap step, the
// "next_untap" effects on permanents that player controls and the
// "your_next_untap" effects that player controls.
func (g *Game) endNextUntapEffects() {
	keep := g.effects[:0:0]
	for _, e := range g.effects {
		ends := e.until == "next_untap" && g.untapStepOf(e, g.Active) || e.until == "your_next_untap" && e.ctrl == g.Active
		if !ends {
			keep = append(keep, e)
		}
	}
	g.effects = keep
}

// untapStepOf reports whether the untap step of player p is the one effect
// e waits for: every object it affects is p's, or gone.
func (g *Game) untapStepOf(e *contEffect, p int) bool {
	for _, id := range e.locked {
		if o := g.Objs[id]; o != nil && o.Zone == ZoneBattlefield && g.Chars(o).Controller != p {
			return false
		}
	}
	return true
}
