package rules

// handCardToDiscard is the card of player p's hand discarded next: the
// first; at random ("discards a card at random"), the card the draw gives,
// which the resolution's next choice names (the engine draws nothing
// itself, as for an opponent chosen at random), else the first.
func (g *Game) handCardToDiscard(p int, random bool) *Object {
	hand := g.Players[p].Hand
	if random && len(g.Choices) > 0 {
		if o := g.ByAlias(g.Choices[0]); o != nil && o.Zone == ZoneHand && o.Owner == p {
			g.Choices = g.Choices[1:]
			g.logf("%s is discarded at random", g.Describe(o))
			return o
		}
	}
	return g.Objs[hand[0]]
}
