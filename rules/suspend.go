package rules

import "fmt"

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

// suspendOps suspend a card in hand (702.62a: Sentenza Sospesa).
func suspendOps() []Op {
	return []Op{
		{Name: "suspend", Doc: "the special action of suspending what, a card in your hand (702.62a): its suspend cost is paid, it is exiled with time counters",
			Args: []Arg{Req("what", ArgRef)}, Handler: OneShot((*Game).suspend)},
	}
}

// suspend is the special action of exiling a card from its owner's hand
// with its suspend ability (702.62a, 116.2f): allowed whenever the player
// could begin to cast the card, judged by its card type and what changes
// when it may be cast (flash), whatever the rest of casting would need
// (targets, a mana cost). The suspend cost is paid; the card goes into
// exile with N time counters.
func (g *Game) suspend(e *Effect, ctx *EvalCtx) error {
	p := ctx.Ctrl
	objs := g.objTargets(e, ctx, "")
	if len(objs) != 1 {
		return fmt.Errorf("suspend: name one card (what)")
	}
	o := objs[0]
	if o.Zone != ZoneHand || o.Owner != p {
		return fmt.Errorf("%s is not in %s's hand: only a card in your hand can be suspended", g.Describe(o), g.Players[p].Name)
	}
	ch := g.SpellChars(o, CastOptions{Door: -1})
	kw, ok := ch.Keyword("suspend")
	if !ok {
		return fmt.Errorf("%s has no suspend ability", o.Card.Name)
	}
	if err := g.CanCastNow(p, ch); err != nil {
		return fmt.Errorf("it can be suspended only when it could be cast: %w", err)
	}
	if err := g.Players[p].Pool.Pay(kw.Cost); err != nil {
		return fmt.Errorf("suspending %s: %w", o.Card.Name, err)
	}
	n := g.Move(o, ZoneExile, MoveOpts{noReplace: true})
	if kw.N > 0 {
		if n.Counters == nil {
			n.Counters = map[string]int{}
		}
		n.Counters["time"] += kw.N
	}
	g.Touch()
	g.logf("%s suspends %s with %d time counters", g.Players[p].Name, o.Card.Name, kw.N)
	return nil
}
