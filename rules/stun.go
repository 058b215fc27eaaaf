package rules

// Stun counters (122.1d): if a tapped permanent with a stun counter on it
// would become untapped, a stun counter is removed from it instead. An
// effect may forbid removing counters of a kind from some permanents
// (cant_remove_counters): then the permanent neither untaps nor loses the
// counter.

// untapPermanent untaps o, or removes a stun counter from it instead.
func (g *Game) untapPermanent(o *Object) {
	if !o.Tapped {
		return
	}
	if o.CounterCount("stun") > 0 {
		if g.removeCounters(o, "stun", 1) == 0 {
			g.logf("%s doesn't untap (its stun counter can't be removed)", g.Describe(o))
			return
		}
		g.logf("%s doesn't untap: a stun counter is removed", g.Describe(o))
		return
	}
	o.Tapped = false
	g.Touch()
	g.emitUntapped(o)
}

// countersLocked reports whether counters of kind can't be removed from o.
func (g *Game) countersLocked(o *Object, kind string) bool {
	if o.Zone != ZoneBattlefield {
		return false
	}
	for _, e := range g.activeEffects() {
		if e.kind != effCombat || e.op.Op != "cant_remove_counters" || e.op.Kind != kind {
			continue
		}
		if e.cond != nil && e.cond.Eval(e.ctx) == 0 {
			continue
		}
		if g.effectApplies(e, o) {
			return true
		}
	}
	return false
}
