package rules

// Transmute (702.53a): "[cost], Discard this card: Search your library for
// a card with the same mana value as the discarded card, reveal that card,
// and put it into your hand. Then shuffle your library. Activate only as a
// sorcery." An activated ability of the card in its owner's hand, as
// cycling is; the card is discarded as the cost, so the search compares
// with the card as it last was (its mana value is printed: it does not
// change in the graveyard).

// transmuteAbility is transmute's activated ability.
func transmuteAbility(k Keyword) *Ability {
	f, err := ParseFilter("card mv_self")
	if err != nil || k.Cost == nil {
		return nil
	}
	return &Ability{Kind: KindActivated, Label: "transmute", From: "hand", Cost: k.Cost, DiscardSelf: true, Sorcery: true,
		Effects: []*Effect{{Op: "search", Filter: f, Zone: "hand"}}}
}

// hasSourceManaValue is the filter word mv_self: the object's mana value
// is the filter's source's (the card transmuted), known by its last
// information once it left its zone.
func hasSourceManaValue(c *EvalCtx, _ *Object, ch *Chars) bool {
	if c.srcLKI != nil {
		// The source was discarded or exiled to pay the cost: as it last
		// existed where the ability was activated.
		return ch.ManaValue == c.srcLKI.ManaValue
	}
	src := c.sourceOrLast()
	if src == nil {
		return false
	}
	return ch.ManaValue == c.G.Chars(src).ManaValue
}
