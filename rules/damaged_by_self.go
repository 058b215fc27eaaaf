package rules

// "A creature dealt damage by ~ this turn" (Sengir Vampire), "target
// player dealt damage by ~ this turn" (Wicked Akuba): the filter word
// damaged_by_self holds for an object or a player the ability's source
// dealt damage to during this turn (a creature that died is matched on its
// last known information, under the same id).

// damagedBySelf looks back through this turn's events, to the turn's
// untap step, for damage the source dealt to o.
func damagedBySelf(c *EvalCtx, o *Object, _ *Chars) bool {
	return c.G.dealtThisTurn(c.Src, func(ev *Event) bool { return ev.ToPlayer == 0 && ev.Obj == o.ID })
}

// playerDamagedBySelf: the source dealt damage to player p this turn
// ("target player dealt damage by ~ this turn").
func playerDamagedBySelf(c *EvalCtx, p int) bool {
	return c.G.dealtThisTurn(c.Src, func(ev *Event) bool { return ev.ToPlayer == p+1 })
}

// dealtThisTurn reports whether source src dealt damage this turn to a
// recipient to accepts.
func (g *Game) dealtThisTurn(src int, to func(ev *Event) bool) bool {
	evs := g.events
	for i := len(evs) - 1; i >= 0; i-- {
		ev := &evs[i]
		if ev.Kind == EvStep && ev.Step == StepUntap {
			return false
		}
		if ev.Kind == EvDamage && ev.Source == src && to(ev) {
			return true
		}
	}
	return false
}
