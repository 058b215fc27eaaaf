package rules

// Evoke (702.74a), an alternative cost whose permanent is sacrificed as it
// enters, and bloodthirst (702.54a), counters it enters with when an
// opponent was dealt damage this turn.

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
