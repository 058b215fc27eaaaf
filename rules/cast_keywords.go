package rules

// Keyword abilities of other sets the engine plays where a spell is cast
// or enters: evoke (702.74a), an alternative cost whose permanent is
// sacrificed as it enters; bloodthirst (702.54a), counters it enters with
// when an opponent was dealt damage this turn; split second (702.61a),
// no other spell or non-mana ability while the spell is on the stack;
// rebound (702.88a), a spell cast from hand exiled as it resolves and cast
// again at the next upkeep; storm (702.40a), copies for the spells cast
// before it.

// evoked triggers the sacrifice of n, which entered from a spell cast for
// its evoke cost (702.74a): "When this permanent enters, if its evoke cost
// was paid, its controller sacrifices it", put on the stack with its other
// enters triggers.
func (g *Game) evoked(n *Object) {
	ctrl := g.Chars(n).Controller
	ab := &Ability{Kind: KindTriggered, When: "enters", RoomDoor: -1, Label: "evoke",
		Effects: []*Effect{{Op: "sacrifice", What: "self"}}}
	g.pending = append(g.pending, &pendingTrigger{ab: ab, ctx: &EvalCtx{G: g, Src: n.ID, Ctrl: ctrl},
		holder: n.Alias, name: g.Describe(n), order: len(g.pending)})
	g.logf("%s was cast for its evoke cost", g.Describe(n))
}

// opponentDamaged reports whether an opponent of player p was dealt damage
// this turn (bloodthirst).
func (g *Game) opponentDamaged(p int) bool {
	for i, pl := range g.Players {
		if i != p && pl.DamagedThisTurn > 0 {
			return true
		}
	}
	return false
}

// splitSecond is the spell with split second on the stack (702.61a), nil
// if none: while it is there, players cast no spell and activate no
// ability but mana abilities.
func (g *Game) splitSecond() *Object {
	for _, id := range g.stack {
		if o := g.Objs[id]; o != nil && o.Spell != nil && g.Chars(o).Has("split_second") {
			return o
		}
	}
	return nil
}

// rebound exiles top, a spell with rebound cast from its owner's hand, as
// it resolves (702.88a), with a delayed trigger: "At the beginning of your
// next upkeep, you may cast this card from exile without paying its mana
// cost."
func (g *Game) rebound(top *Object) {
	ctrl := top.Controller
	n := g.Move(top, ZoneExile, MoveOpts{})
	if n == nil || n.Zone != ZoneExile {
		return
	}
	ab := &Ability{Kind: KindTriggered, When: "upkeep", RoomDoor: -1, Label: "rebound",
		Effects: []*Effect{{Op: "cast_self", Kind: "free", Optional: true}}}
	g.delayed = append(g.delayed, &delayedTrigger{ab: ab, ctx: &EvalCtx{G: g, Src: n.ID, Ctrl: ctrl}, once: true})
	g.logf("%s is exiled (rebound)", g.Describe(n))
}

// spellsCastThisTurn counts the spells every player cast this turn.
func (g *Game) spellsCastThisTurn() int {
	n := 0
	for _, pl := range g.Players {
		n += pl.CastThisTurn
	}
	return n
}

// stormCopies copies the source spell, still on the stack, once for each
// spell cast before it this turn (702.40a), counted as it was cast.
func (g *Game) stormCopies(_ *Effect, ctx *EvalCtx) error {
	src := g.Objs[ctx.Src]
	if src == nil || src.Zone != ZoneStack || src.Spell == nil {
		g.logf("storm: the spell is no longer on the stack")
		return nil
	}
	for range min(src.Spell.CastBefore, MaxRepeat) {
		ctx.remember("copy", g.copySpell(src, ctx.Ctrl))
	}
	return nil
}
