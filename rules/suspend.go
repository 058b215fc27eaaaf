package rules

// Suspend's two triggered abilities (702.62a), which work while the card
// is in exile: at the beginning of its owner's upkeep, if it has a time
// counter, remove one; when the last time counter is removed from it, if
// it is exiled, its owner may cast it without paying its mana cost. Both
// use the stack: countered, the first removes nothing and the second lets
// the card stay in exile with no time counter.

// suspendUpkeep puts the first ability of each suspended card the active
// player owns on the stack, as their upkeep begins.
func (g *Game) suspendUpkeep() {
	for _, o := range g.list(g.exile) {
		if o.Owner != g.Active || o.CounterCount("time") == 0 || !g.hasSuspend(o) {
			continue
		}
		a := &Ability{Kind: KindTriggered, When: "upkeep", RoomDoor: -1, Label: "suspend",
			Effects: []*Effect{{Op: "remove_counters", Kind: "time", N: ConstExpr(1), What: "self"}}}
		g.pending = append(g.pending, &pendingTrigger{ab: a, ctx: &EvalCtx{G: g, Src: o.ID, Ctrl: o.Owner},
			holder: o.Alias, name: g.Describe(o), order: len(g.pending)})
	}
}

// lastTimeCounter triggers suspend's second ability: the last time counter
// was removed from o, an exiled card with suspend, by whatever effect.
func (g *Game) lastTimeCounter(o *Object) {
	if o.Zone != ZoneExile || !g.hasSuspend(o) {
		return
	}
	a := &Ability{Kind: KindTriggered, When: "last_time_counter", RoomDoor: -1, Label: "suspend",
		Effects: []*Effect{{Op: "cast_self", Kind: "free", Optional: true}}}
	g.pending = append(g.pending, &pendingTrigger{ab: a, ctx: &EvalCtx{G: g, Src: o.ID, Ctrl: o.Owner},
		holder: o.Alias, name: g.Describe(o), order: len(g.pending)})
}

func (g *Game) hasSuspend(o *Object) bool {
	_, ok := g.SpellChars(o, CastOptions{Door: -1}).Keyword("suspend")
	return ok
}
