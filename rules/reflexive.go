package rules

// A reflexive triggered ability (603.12) triggers on an action its own
// ability just took: "Quand vous faites ainsi, …" / "Quando lo fai, …". It
// is not part of the resolving ability: it goes on the stack the next time
// a player would receive priority, with targets chosen then, and players
// may respond to it.

// reflexiveOps are the ops of this file.
func reflexiveOps() []Op {
	return []Op{
		{Name: "reflexive", Doc: "when the last optional instruction was done (did), or when if holds if it is given, ability triggers: it goes on the stack after the resolving ability, its targets chosen then (603.12); the scenario names them as trigger targets of the source",
			Args: []Arg{Req("ability", ArgAbility), Opt("if", ArgExpr)}, Handler: OneShot((*Game).opReflexive)},
	}
}

// opReflexive makes the reflexive ability trigger, from the ability's
// source, if the instruction it answers was done.
func (g *Game) opReflexive(e *Effect, ctx *EvalCtx) error {
	if e.Ability == nil {
		return nil
	}
	switch {
	case e.If != nil && e.If.Eval(ctx) == 0:
		// "Quand vous révélez au moins une carte non-terrain de cette
		// manière": the action did not reach what the trigger asks.
		g.logf("the reflexive trigger does not trigger: %s", e.If)
		return nil
	case e.If == nil && !g.did:
		g.logf("the reflexive trigger does not trigger: it was not done")
		return nil
	}
	c := *ctx
	c.Targets = nil
	ab := e.Ability
	if slotsCounted(ab) {
		// "Up to that many": the number is known as it triggers.
		cp := *ab
		cp.Targets = make([]*TargetSpec, len(ab.Targets))
		for i, t := range ab.Targets {
			ts := *t
			if t.MaxN != nil {
				ts.Max, ts.MaxN = max(t.MaxN.Eval(ctx), 0), nil
			}
			if t.MinN != nil {
				ts.Min, ts.MinN = max(t.MinN.Eval(ctx), 0), nil
			}
			cp.Targets[i] = &ts
		}
		ab = &cp
	}
	name, alias := "reflexive trigger", ""
	if src := g.Objs[ctx.Src]; src != nil {
		name, alias = g.Describe(src), src.Alias
	} else if ctx.srcObj != nil {
		name, alias = g.describeChars(ctx.srcLKI, ctx.srcObj), ctx.srcObj.Alias
	}
	g.pending = append(g.pending, &pendingTrigger{ab: ab, ctx: &c, holder: alias, name: name, order: len(g.pending)})
	return nil
}

// slotsCounted reports whether a target slot of a is counted as it
// triggers.
func slotsCounted(a *Ability) bool {
	for _, t := range a.Targets {
		if t.MaxN != nil {
			return true
		}
	}
	return false
}

// reflexiveTriggers: a reflexive ability is triggered by the op reflexive
// of the ability that holds it, never by an event.
func reflexiveTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"reflexive": {"triggered by the ability that holds it (op reflexive), when its optional instruction was done (603.12); no event triggers it", func(triggerEvent) bool { return false }},
	}
}
