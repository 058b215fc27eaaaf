package rules

// Replacement effects that change how much of something happens (614.1a):
// "If you would gain life, you gain twice that much life instead"
// (Boon Reflection), "If one or more +1/+1 counters would be put on a
// creature you control, that many plus one +1/+1 counters are put on it
// instead" (Hardened Scales), "… twice that many … instead" (Corpsejack
// Menace). Where several apply, the affected player or the controller of
// the affected object orders them (616.1); the engine applies the
// additions before the doublings, the order that gives the most.

func replaceAmountOps() []Op {
	n := []Arg{Opt("n", ArgExpr)}
	kind := []Arg{Opt("kind", ArgString)}
	return []Op{
		{Name: "life_gain_double", Doc: "the affected player gains twice that much life instead", Handler: continuous(effPlayer)},
		{Name: "counters_plus", Doc: "counters (of kind, any kind without one) put on the affected permanents are that many plus n (default 1) instead",
			Args: append(kind, n...), Handler: continuous(effCombat)},
		{Name: "counters_double", Doc: "counters (of kind, any kind without one) put on the affected permanents are twice that many instead",
			Args: kind, Handler: continuous(effCombat)},
		{Name: "tokens_double", Doc: "tokens created under the affected players' control are twice that many instead (token, token_copy, populate)",
			Handler: continuous(effPlayer)},
	}
}

// tokenTimes is how many tokens are created under p's control for each
// one an effect would create: doubled by each tokens_double (Anointed
// Procession, Parallel Lives).
func (g *Game) tokenTimes(p int) int {
	k := 1
	for _, e := range g.activeEffects() {
		if e.kind == effPlayer && e.op.Op == "tokens_double" && g.playerAffected(e, p) && k < MaxRepeat {
			k *= 2
		}
	}
	return k
}

// modifyCounters applies counters_plus then counters_double to n counters
// of kind about to be put on o, a permanent (122.6: a permanent entering
// with counters has them put on it).
func (g *Game) modifyCounters(o *Object, kind string, n int) int {
	if o.Zone != ZoneBattlefield {
		return n
	}
	for _, pass := range []string{"counters_plus", "counters_double"} {
		for _, e := range g.activeEffects() {
			if e.kind != effCombat || e.op.Op != pass || e.op.Kind != "" && e.op.Kind != kind {
				continue
			}
			if e.cond != nil && e.cond.Eval(e.ctx) == 0 || !g.effectApplies(e, o) {
				continue
			}
			if pass == "counters_plus" {
				n += g.num(e.op.N, e.ctx, 1)
			} else {
				n *= 2
			}
			g.logf("the counters put on %s are %d instead", g.Describe(o), n)
		}
	}
	return n
}

// lifeGainDoubled doubles n once for each life_gain_double affecting p.
func (g *Game) lifeGainDoubled(p, n int) int {
	for _, e := range g.activeEffects() {
		if e.kind == effPlayer && e.op.Op == "life_gain_double" && g.playerAffected(e, p) {
			n *= 2
		}
	}
	return n
}
