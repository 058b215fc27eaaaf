package rules

// Riot (702.136a): "You may have this permanent enter with an additional
// +1/+1 counter on it. If you don't, it gains haste." A replacement
// effect of the permanent's own, however it enters; its controller takes
// the counter unless the resolution declines (the scenario's decline),
// and each instance is a choice of its own (702.136b).

// riotEnters applies n's riot instances as it enters the battlefield.
func (g *Game) riotEnters(n *Object) {
	for _, k := range g.Chars(n).Keywords {
		if k.Key != "riot" {
			continue
		}
		if !g.Declining {
			if n.Counters == nil {
				n.Counters = map[string]int{}
			}
			n.Counters["+1/+1"]++
			g.logf("%s enters with an additional +1/+1 counter (riot)", g.Describe(n))
			continue
		}
		g.riotHaste(n)
	}
}

// riotHaste gives n haste for as long as it is on the battlefield.
func (g *Game) riotHaste(n *Object) {
	op, ok := g.opsRegistry().Lookup("grant")
	if !ok {
		return
	}
	e := &Effect{Op: "grant", Keywords: []string{"haste"}, Until: "game"}
	ctrl := g.Chars(n).Controller
	cls := op.Handler.class
	g.ts++
	g.effects = append(g.effects, &contEffect{kind: cls.kind, layer: cls.layer, ts: g.ts, source: n.ID, ctrl: ctrl,
		op: e, ctx: &EvalCtx{G: g, Src: n.ID, Ctrl: ctrl}, until: e.Until, turn: g.Turn, apply: op.Handler.apply, locked: []int{n.ID}})
	g.logf("%s gains haste (riot)", g.Describe(n))
	g.Touch()
}
