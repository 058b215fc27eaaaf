package rules

// Blitz (702.152a): a creature spell cast for its blitz cost gains haste
// and "When this creature dies, draw a card", and is sacrificed at the
// beginning of the next end step. What it gains comes from the resolving
// spell, not from its copiable values: a copy of it has none of it, and
// the sacrifice finds only the object that entered (a creature that left
// and came back is a new object).

// blitzed gives the permanent n, which entered from a spell cast for its
// blitz cost, haste and the dies trigger, and sets up its sacrifice.
func (g *Game) blitzed(n *Object) {
	g.grantUntilLeaves(n, &Effect{Op: "grant", Keywords: []string{"haste"}, Until: "game",
		Ability: &Ability{Kind: KindTriggered, When: "dies", RoomDoor: -1, Label: "blitz", Effects: []*Effect{{Op: "draw", N: ConstExpr(1)}}}},
		&Effect{Op: "sacrifice", What: "self"}, "blitz")
	g.logf("%s was cast for its blitz cost", g.Describe(n))
}

// grantUntilLeaves gives the permanent n, which entered from a spell cast
// for an alternative cost (label), what e grants, for as long as it is
// this object, and at the beginning of the next end step does at to it.
func (g *Game) grantUntilLeaves(n *Object, e, at *Effect, label string) {
	op, ok := g.opsRegistry().Lookup("grant")
	if !ok {
		return
	}
	ctrl := g.Chars(n).Controller
	ctx := &EvalCtx{G: g, Src: n.ID, Ctrl: ctrl}
	cls := op.Handler.class
	g.ts++
	g.effects = append(g.effects, &contEffect{kind: cls.kind, layer: cls.layer, ts: g.ts, source: n.ID, ctrl: ctrl,
		op: e, ctx: ctx, until: e.Until, turn: g.Turn, apply: op.Handler.apply, locked: []int{n.ID}})
	end := &Ability{Kind: KindTriggered, When: "each_end_step", RoomDoor: -1, Label: label, Effects: []*Effect{at}}
	g.delayed = append(g.delayed, &delayedTrigger{ab: end, ctx: ctx, once: true})
	g.Touch()
}
