package rules

// "A creature dealt damage by ~ this turn" (Sengir Vampire): the filter
// word damaged_by_self holds for an object the ability's source dealt
// damage to during this turn, as the object was (a creature that died is
// matched on its last known information, under the same id).

func init() {
	resolutionFilterWords["damaged_by_self"] = damagedBySelf
}

// damagedBySelf looks back through this turn's events, to the turn's
// untap step, for damage the source dealt to o.
func damagedBySelf(c *EvalCtx, o *Object, _ *Chars) bool {
	evs := c.G.events
	for i := len(evs) - 1; i >= 0; i-- {
		ev := &evs[i]
		if ev.Kind == EvStep && ev.Step == StepUntap {
			return false
		}
		if ev.Kind == EvDamage && ev.ToPlayer == 0 && ev.Obj == o.ID && ev.Source == c.Src {
			return true
		}
	}
	return false
}
