package rules

import "fmt"

// Costs that involve a hand (602.2b): discarding cards of a kind
// ("Discard a creature card:", « Défaussez-vous d'une carte de
// terrain : ») and returning the permanent itself to its owner's hand
// ("Return ~ to its owner's hand:"). Returning another permanent is the
// Bounce cost of keyword_activated.go.

// discardMatching lists the cards of p's hand that match the ability's
// discard filter (every card when it has none).
func (g *Game) discardMatching(p int, obj *Object, a *Ability) ([]*Object, error) {
	var f *Filter
	if a.DiscardWhat != "" {
		var err error
		if f, err = ParseFilter(a.DiscardWhat); err != nil {
			return nil, err
		}
	}
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p}
	var out []*Object
	for _, id := range g.Players[p].Hand {
		o := g.Objs[id]
		if o == obj && a.DiscardWhat != "" {
			// The card whose ability it is is not another card to
			// discard ("discard another card named ~").
			continue
		}
		if f == nil || g.matchObj(ctx, f, o, g.Chars(o)) {
			out = append(out, o)
		}
	}
	return out, nil
}

// checkDiscardCost refuses an activation whose discard cost p cannot pay.
func (g *Game) checkDiscardCost(p int, obj *Object, a *Ability) error {
	if a.Discard <= 0 {
		return nil
	}
	cards, err := g.discardMatching(p, obj, a)
	if err != nil {
		return err
	}
	if len(cards) < a.Discard {
		what := "cards"
		if a.DiscardWhat != "" {
			what = a.DiscardWhat + " cards"
		}
		return fmt.Errorf("cannot pay the cost: not enough %s to discard", what)
	}
	return nil
}

// payDiscardCost discards the cards of the cost: the first that match go,
// the engine making the player's choice.
func (g *Game) payDiscardCost(p int, obj *Object, a *Ability) {
	if a.Discard <= 0 {
		return
	}
	cards, _ := g.discardMatching(p, obj, a)
	for i := 0; i < a.Discard && i < len(cards); i++ {
		g.discard(cards[i])
	}
}

// checkBounceSelf refuses a cost of returning the permanent itself to its
// owner's hand when it is not on the battlefield.
func (g *Game) checkBounceSelf(obj *Object, a *Ability) error {
	if a.Bounce == "self" && obj.Zone != ZoneBattlefield {
		return fmt.Errorf("cannot pay the cost: %s is not on the battlefield", g.Describe(obj))
	}
	return nil
}
