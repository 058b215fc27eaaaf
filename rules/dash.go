package rules

// Dash (702.109a): "You may cast this spell by paying [cost] rather than
// its mana cost. If you do, it gains haste, and it's returned from the
// battlefield to its owner's hand at the beginning of the next end step."
// As blitz (blitz.go), what it gains comes from the resolving spell and
// the return finds only the object that entered.

// dashed gives the permanent n, which entered from a spell cast for its
// dash cost, haste and sets up its return to its owner's hand.
func (g *Game) dashed(n *Object) {
	g.grantUntilLeaves(n, &Effect{Op: "grant", Keywords: []string{"haste"}, Until: "game"},
		&Effect{Op: "bounce", What: "self"}, "dash")
	g.logf("%s was cast for its dash cost", g.Describe(n))
}
