package rules

import (
	"fmt"
	"slices"
)

// Moving counters (122.5): "déplacez un marqueur de … sur …". The counters
// are removed from one object and put on another; a counter that can't be
// removed (cant_remove_counters: the Peur de la paralysie du sommeil's stun
// counters on an opponent's permanent) is not moved, and nothing is put on
// the other object.

// moveCountersOps are the ops of this file.
func moveCountersOps() []Op {
	return []Op{
		{Name: "move_counters", Doc: "moves n (default 1) counters of kind from what (default t0) onto to (default t1); those that can't be removed stay and none is put in their place",
			Args: []Arg{Req("kind", ArgString), Opt("n", ArgExpr), Opt("what", ArgRef), Opt("to", ArgRef)}, Handler: OneShot((*Game).opMoveCounters)},
		{Name: "copy_counters", Doc: "puts on what (default t0) as many counters of each kind as source had (as it last existed): not moving them (\"mettez ces marqueurs sur …\")",
			Args: []Arg{Opt("what", ArgRef), Req("source", ArgRef)}, Handler: OneShot((*Game).opCopyCounters)},
	}
}

func (g *Game) opMoveCounters(e *Effect, ctx *EvalCtx) error {
	from := g.objTargets(&Effect{What: e.What}, ctx, "t0")
	to := g.objTargets(&Effect{What: e.To}, ctx, "t1")
	if len(from) != 1 || len(to) != 1 {
		return fmt.Errorf("move_counters: one object to move from and one to move to")
	}
	n := g.removeCounters(from[0], e.Kind, g.num(e.N, ctx, 1))
	if n == 0 {
		g.logf("no %s counter is moved from %s", e.Kind, g.Describe(from[0]))
		return nil
	}
	if to[0].Zone == ZoneBattlefield {
		g.addCounters(to[0], e.Kind, n)
	}
	return nil
}

// opCopyCounters puts on what the counters source had, kind by kind (in
// a fixed order of kinds, so that a run is reproducible).
func (g *Game) opCopyCounters(e *Effect, ctx *EvalCtx) error {
	from, _ := ctx.objRef(e.Source)
	if from == nil {
		from = ctx.lkiObj(e.Source)
	}
	if from == nil || len(from.Counters) == 0 {
		return nil
	}
	kinds := make([]string, 0, len(from.Counters))
	for k, n := range from.Counters {
		if n > 0 {
			kinds = append(kinds, k)
		}
	}
	slices.Sort(kinds)
	for _, o := range g.objTargets(e, ctx, "t0") {
		if o.Zone != ZoneBattlefield {
			continue
		}
		for _, k := range kinds {
			g.addCounters(o, k, from.Counters[k])
		}
	}
	return nil
}
