package read

import "github.com/arbitre/arbitre/rules"

// buildDiscardThatMany builds the effect shape "discard_that_many".
func buildDiscardThatMany(rd *reader, m map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "discard", N: rules.MustParseExpr("amount")}, nil
}

// buildDiscard builds the effect shape "discard".
func buildDiscard(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "discard", N: rules.ConstExpr(1)}
	if n, ok := m["n"]; ok {
		if e.N, err = rd.number(n); err != nil {
			return nil, err
		}
	}
	if who != "you" {
		e.To = who
	}
	if m["random"] != "" {
		// "… at random": the cards the draw gives, not chosen.
		e.Kind = "random"
	}
	return e, nil
}

// buildDiscardHand builds the effect shape "discard_hand".
func buildDiscardHand(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "discard", N: rules.MustParseExpr("hand(you)")}, nil
}

// buildLookHand builds the effect shape "look_hand":
// "Regardez la main d'un joueur ciblé".
func buildLookHand(rd *reader, m map[string]string) (*rules.Effect, error) {
	ref, err := rd.object(m["who"])
	if err != nil {
		return nil, err
	}
	if rd.lastPl != ref {
		return nil, unreadf("looking at the hand of %q, not a player", m["who"])
	}
	return &rules.Effect{Op: "look_hand", To: ref}, nil
}

// buildChooseFromHand builds the effect shape "choose_from_hand":
// "Vous pouvez y choisir une carte non-terrain": a card of the hand
// just looked at, chosen as the ability resolves.
func buildChooseFromHand(rd *reader, m map[string]string) (*rules.Effect, error) {
	if rd.lastPl == "" {
		return nil, unreadf("choosing in a hand without a hand looked at")
	}
	_, pf, err := rd.parsedFilterIn(m["what"], " in:hand owner:"+rd.lastPl, "choice")
	if err != nil {
		return nil, err
	}
	rd.last = "choice"
	return &rules.Effect{Op: "choose", Filter: pf}, nil
}

// buildDiscardThatCard builds the effect shape "discard_that_card":
// "Ce joueur se défausse de cette carte": the card chosen.
func buildDiscardThatCard(rd *reader, m map[string]string) (*rules.Effect, error) {
	if rd.last != "choice" {
		return nil, unreadf("\"that card\" without a card chosen")
	}
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "discard", What: "choice", To: who}, nil
}

// buildDiscardAny builds the effect shape "discard_any":
// "Vous défausser de n'importe quel nombre de cartes".
func buildDiscardAny(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "discard_any"}, nil
}

// buildDiscardOrPay builds the effect shape "discard_or_pay":
// "Vous défausser d'une carte ou payer {2}".
func buildDiscardOrPay(rd *reader, m map[string]string) (*rules.Effect, error) {
	c, err := rules.ParseManaCost(m["cost"])
	if err != nil {
		return nil, unreadf("cost %q: %v", m["cost"], err)
	}
	return &rules.Effect{Op: "discard_or_pay", Cost: c}, nil
}
