package rules

// "The next time a source of your choice would deal damage to you this
// turn, prevent that damage" (Circle of Protection): a prevention shield
// (615.1a) against one source, chosen as the effect begins (609.7b: the
// resolve action's first choice, which must match the kind the card
// names), used up by the first damage it prevents. Damage from another
// source is not prevented and does not use it up.

func preventNextOps() []Op {
	return []Op{
		{Name: "prevent_next_chosen", Doc: "the next time a source chosen as it begins (the resolve action's first choice; one matching the filter choose, if given) would deal damage to the affected players or objects (default you), that damage is prevented and the shield is used up (615.1a, 609.7b)",
			Args: []Arg{Opt("choose", ArgString)}, Handler: continuous(effDamage)},
	}
}

// setShield fixes a prevention shield as it begins: the amount of the
// next damage to prevent (608.2h), or the source chosen.
func (g *Game) setShield(ce *contEffect, e *Effect, ctx *EvalCtx) {
	switch {
	case e.N != nil && e.Op == "prevent":
		ce.shield = e.N.Eval(ctx)
	case e.Op == "prevent_next_chosen":
		ce.chosenSrc = g.chooseDamageSource(e, ctx)
	}
}

// chooseDamageSource takes the source chosen for a prevention shield from
// the resolve action's choices: an object on the battlefield or the stack
// (609.7a), matching the filter the card names. Nothing chosen, or a
// choice that does not fit, leaves the shield without a source: it
// prevents nothing.
func (g *Game) chooseDamageSource(e *Effect, ctx *EvalCtx) int {
	if len(g.Choices) == 0 {
		g.logf("no source chosen: the shield prevents nothing")
		return 0
	}
	o := g.ByAlias(g.Choices[0])
	g.Choices = g.Choices[1:]
	if o == nil || (o.Zone != ZoneBattlefield && o.Zone != ZoneStack) {
		return 0
	}
	if e.Choose != "" {
		kind := e.Choose
		if o.Zone == ZoneStack {
			kind += " spell" // a filter names permanents unless it says spell
		}
		f, err := ParseFilter(kind)
		if err != nil || !g.matchObj(ctx, f, o, g.Chars(o)) {
			g.logf("%s is not a %s source: the shield prevents nothing", g.Describe(o), e.Choose)
			return 0
		}
	}
	g.logf("source chosen: %s", g.Describe(o))
	return o.ID
}

// preventNextChosen prevents the damage src would deal to t when the
// shield e covers t and src is its chosen source, and uses the shield up.
func (g *Game) preventNextChosen(e *contEffect, src damageSource, t Target) bool {
	if e.chosenSrc == 0 || src.id != e.chosenSrc || !g.damageEffectCovers(e, t) {
		return false
	}
	e.chosenSrc = 0
	g.logf("the damage from the chosen source is prevented; the shield is used up")
	return true
}
