package rules

// Renown N (702.112a): "When this creature deals combat damage to a
// player, if it isn't renowned, put N +1/+1 counters on it and it becomes
// renowned." Renowned is a designation of the permanent (702.112b), not a
// copiable value: the object that leaves the battlefield and returns is a
// new object, not renowned.

func renownOps() []Op {
	return []Op{
		{Name: "renown", Doc: "renown n (702.112a): the source, if it is still on the battlefield, gets n +1/+1 counters and becomes renowned",
			Args: []Arg{Req("n", ArgExpr)}, Handler: OneShot((*Game).opRenown)},
	}
}

// renownTrigger is renown N's triggered ability: its "if it isn't
// renowned" is an intervening if, checked as it triggers and as it
// resolves (603.4).
func renownTrigger(k Keyword) *Ability {
	if k.N <= 0 {
		return nil
	}
	return &Ability{Kind: KindTriggered, Label: "renown", When: "combat_damage_player", Filter: MustParseFilter("self"),
		If: MustParseExpr("renowned(self) == 0"), Effects: []*Effect{{Op: "renown", N: ConstExpr(k.N)}}}
}

// opRenown puts the counters on the source and makes it renowned.
func (g *Game) opRenown(e *Effect, ctx *EvalCtx) error {
	src := g.Objs[ctx.Src]
	if src == nil || src.Zone != ZoneBattlefield {
		g.logf("renown: the creature is gone, nothing happens")
		return nil
	}
	g.addCounters(src, "+1/+1", g.num(e.N, ctx, 0))
	src.Renowned = true
	g.Touch()
	return nil
}
