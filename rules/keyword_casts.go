package rules

// Keywords that cast or put a card from where it is, run from the printed
// keyword alone (no ability written for the card):
//
// Miracle (702.94a): "You may cast this card for its miracle cost when
// you draw it if it's the first card you drew this turn": a triggered
// ability of the card in its owner's hand (drawn_self, if amount == 1)
// that casts it for that cost as it resolves (cast_self kind miracle).
//
// Madness (702.35a): "If you discard this card, discard it into exile.
// When you do, cast it for its madness cost or put it into your
// graveyard": the discard puts the card into exile (discard), an event
// that triggers the card's ability there, which casts it for its madness
// cost (optional) or puts it into its owner's graveyard.
//
// Typecycling (702.29e): "[Type]cycling [cost]" is "[cost], Discard this
// card: Search your library for a [type] card, reveal it, put it into your
// hand, then shuffle": an activated ability of the card in hand.
//
// Ninjutsu and cycling are keyword_activated.go's; kicker is an
// additional cost (additionalCosts) read by the expression kicked.

// keywordCastTrigger is the triggered ability of miracle or madness.
func keywordCastTrigger(k Keyword) *Ability {
	switch k.Key {
	case "miracle":
		return &Ability{Kind: KindTriggered, Label: "miracle", When: "drawn_self", If: MustParseExpr("amount == 1"),
			Effects: []*Effect{{Op: "cast_self", Kind: "miracle", Optional: true}}}
	case "madness":
		if k.Cost == nil {
			return nil
		}
		return &Ability{Kind: KindTriggered, Label: "madness", When: "madness_exiled",
			Effects: []*Effect{{Op: "cast_self", Kind: "madness", Optional: true},
				// Not cast: it is put into its owner's graveyard (702.35a);
				// cast, "self" names nothing any more.
				{Op: "move", What: "self", Zone: "graveyard"}}}
	}
	return nil
}

// writtenMiracle reports whether c has a written miracle trigger (a
// drawn_self ability that casts the card for its miracle cost), which then
// stands for the keyword's own.
func writtenMiracle(c *Chars) bool {
	for _, a := range c.Abilities {
		if a.When != "drawn_self" || a.Label == "miracle" {
			continue
		}
		for _, e := range a.Effects {
			if e.Op == "cast_self" && e.Kind == "miracle" {
				return true
			}
		}
	}
	return false
}

// madnessDiscard discards o, a card with madness, into exile (702.35a):
// it is discarded all the same, and its madness ability triggers.
func (g *Game) madnessDiscard(o *Object) *Object {
	p := o.Owner
	n := g.Move(o, ZoneExile, MoveOpts{})
	if n == nil {
		return nil
	}
	g.logf("%s is discarded into exile (madness)", g.Describe(n))
	g.emit(Event{Kind: EvDiscard, Obj: n.ID, Old: o.ID, Player: p, To: n.Zone, Card: true})
	if n.Zone == ZoneExile {
		g.emit(Event{Kind: EvMadness, Obj: n.ID, Player: p})
	}
	return n
}

// typecyclingAbility is typecycling's activated ability.
func typecyclingAbility(k Keyword) *Ability {
	f, err := ParseFilter(k.Arg)
	if err != nil || k.Cost == nil {
		return nil
	}
	return &Ability{Kind: KindActivated, Label: "typecycling", From: "hand", Cost: k.Cost, DiscardSelf: true,
		Effects: []*Effect{{Op: "search", Filter: f, Zone: "hand"}}}
}
