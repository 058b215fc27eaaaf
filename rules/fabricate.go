package rules

// Fabricate N (702.123a): "When this permanent enters, you may put N
// +1/+1 counters on it. If you don't, create N 1/1 colorless Servo
// artifact creature tokens." A permanent that has left the battlefield
// as the ability resolves can have no counters put on it: its controller
// creates the tokens (the ruling of Kaladesh's release notes).

func fabricateOps() []Op {
	return []Op{
		{Name: "fabricate", Doc: "fabricate n (702.123a): n +1/+1 counters on the source if it is on the battlefield and its controller does not decline (the resolve action's decline), else n 1/1 colorless Servo artifact creature tokens",
			Args: []Arg{Req("n", ArgExpr)}, Handler: OneShot((*Game).opFabricate)},
	}
}

// fabricateTrigger is fabricate N's triggered ability.
func fabricateTrigger(k Keyword) *Ability {
	if k.N <= 0 {
		return nil
	}
	return &Ability{Kind: KindTriggered, Label: "fabricate", When: "enters",
		Effects: []*Effect{{Op: "fabricate", N: ConstExpr(k.N)}}}
}

// opFabricate puts the counters or creates the Servos.
func (g *Game) opFabricate(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	if src := g.Objs[ctx.Src]; src != nil && src.Zone == ZoneBattlefield && !g.Declining {
		g.addCounters(src, "+1/+1", n)
		return nil
	}
	return g.opToken(&Effect{Op: "token", N: ConstExpr(n), Name: "Servo", Kind: "Artifact Creature — Servo", PT: "1/1"}, ctx)
}
