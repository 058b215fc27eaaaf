package rules

import "fmt"

// « Distribuez deux marqueurs +1/+1 parmi une ou deux créatures ciblées »
// (601.2d): the division is announced with the targets, each target
// getting at least one; a target that has become illegal gets nothing, the
// others keep their share (608.2b). The engine knows the divisions the
// rule forces: everything on a single target, or as many counters as
// targets, one each; any other division is the player's choice, which a
// scenario cannot give yet, and is refused.
//
// « Doublez le nombre de marqueurs +1/+1 sur ces créatures »: as many
// counters are put on each as it already has (701.10e), an ordinary
// putting of counters.

func distributeCountersOp() Op {
	return Op{Name: "distribute_counters", Doc: "n counters of kind divided among the targets what names as they were chosen (one target: all; n targets: one each); an illegal target's share is lost",
		Args: []Arg{Req("n", ArgExpr), Req("kind", ArgString), Opt("what", ArgRef), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opDistributeCounters)}
}

func doubleCountersOp() Op {
	return Op{Name: "double_counters", Doc: "each object what names gets as many counters of kind as it has (701.10e)",
		Args: []Arg{Req("kind", ArgString), Opt("what", ArgRef), Opt("filter", ArgFilter), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opDoubleCounters)}
}

func (g *Game) opDistributeCounters(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	chosen := 0
	if ctx.mode < len(ctx.Targets) {
		chosen = len(ctx.Targets[ctx.mode])
	}
	var share int
	switch {
	case chosen == 0:
		return nil
	case chosen == 1:
		share = n
	case chosen == n:
		share = 1
	default:
		return fmt.Errorf("distribute_counters: dividing %d counters among %d targets is the player's choice, which the engine cannot take", n, chosen)
	}
	for _, o := range g.objTargets(e, ctx, "targets") {
		if o.Zone == ZoneBattlefield {
			g.addCounters(o, e.Kind, share)
		}
	}
	return nil
}

func (g *Game) opDoubleCounters(e *Effect, ctx *EvalCtx) error {
	for _, o := range g.objTargets(e, ctx, "self") {
		if o.Zone == ZoneBattlefield {
			g.addCounters(o, e.Kind, o.CounterCount(e.Kind))
		}
	}
	return nil
}
