package rules

// Mentor (702.134a): "Whenever this creature attacks, put a +1/+1 counter
// on target attacking creature with lesser power." The target's power is
// compared with the mentor's as the target is chosen and again as the
// ability resolves (608.2b); a mentor that has left the battlefield
// counts as it last existed (608.2h).

// powerLessThanSource is the filter word "power_lt_src": the object's
// power is less than its filter's source's.
func powerLessThanSource(c *EvalCtx, _ *Object, ch *Chars) bool {
	if c == nil || c.G == nil {
		return false
	}
	if src := c.G.Objs[c.Src]; src != nil {
		return ch.Power < c.G.Chars(src).Power
	}
	if _, lch := c.G.LKI(c.Src); lch != nil {
		return ch.Power < lch.Power
	}
	return false
}

// mentorTrigger is mentor's triggered ability.
func mentorTrigger() *Ability {
	return &Ability{Kind: KindTriggered, Label: "mentor", When: "attacks",
		Targets: []*TargetSpec{{Filter: MustParseFilter("attacking creature power_lt_src"), Min: 1, Max: 1}},
		Effects: []*Effect{{Op: "counters", What: "t0", Kind: "+1/+1", N: ConstExpr(1)}}}
}
