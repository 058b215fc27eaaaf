package rules

import "fmt"

// discardOrPayOps: "you may discard a card or pay {2}" (Anthropède), a
// choice between two costs made as the ability resolves; "when you do"
// (did) reads whether either was done.
// choiceWords are the choices of a resolution that name neither an object
// nor a player: "pay" (discard_or_pay), "none" (sacrifice_or_discard).
var ChoiceWords = map[string]bool{"pay": true, "none": true}

func discardOrPayOps() []Op {
	return []Op{
		{Name: "discard_or_pay", Doc: "you discard a card or pay cost: the resolution's choice \"pay\" pays, a choice naming a card of your hand discards it (default the first card of your hand, else paying); did holds when either was done",
			Args: []Arg{Req("cost", ArgMana)}, Handler: OneShot((*Game).opDiscardOrPay)},
	}
}

func (g *Game) opDiscardOrPay(e *Effect, ctx *EvalCtx) error {
	p := ctx.Ctrl
	pl := g.Players[p]
	choice := ""
	if len(g.Choices) > 0 {
		choice, g.Choices = g.Choices[0], g.Choices[1:]
	}
	var card *Object
	switch {
	case choice == "pay":
	case choice != "":
		card = g.ByAlias(choice)
		if card == nil || card.Zone != ZoneHand || card.Owner != p {
			return fmt.Errorf("discard_or_pay: %q is not a card in %s's hand", choice, pl.Name)
		}
	case len(pl.Hand) > 0:
		card = g.Objs[pl.Hand[0]]
	}
	if card != nil {
		g.discard(card)
		g.did = true
		return nil
	}
	if err := pl.Pool.Clone().Pay(e.Cost); err != nil {
		g.logf("%s can neither discard nor pay %s", pl.Name, e.Cost)
		g.did = false
		return nil
	}
	pl.Pool.Pay(e.Cost)
	g.Touch()
	g.logf("%s pays %s", pl.Name, e.Cost)
	g.did = true
	return nil
}

// discardAnyOps: "vous pouvez vous défausser de n'importe quel nombre de
// cartes" (Démon de miasmes): the cards are the resolution's choices
// (none: nothing is discarded, and "when you do" does not trigger).
func discardAnyOps() []Op {
	return []Op{
		{Name: "discard_any", Doc: "you discard any number of cards of your hand: those the resolution's choices name (later instructions count them: discarded(you)); did holds when at least one was",
			Handler: OneShot((*Game).opDiscardAny)},
	}
}

func (g *Game) opDiscardAny(_ *Effect, ctx *EvalCtx) error {
	p := ctx.Ctrl
	var rest []string
	n := 0
	for _, c := range g.Choices {
		o := g.ByAlias(c)
		if o == nil || o.Zone != ZoneHand || o.Owner != p {
			rest = append(rest, c)
			continue
		}
		ctx.remember("discarded", g.discard(o))
		n++
	}
	g.Choices = rest
	g.did = n > 0
	g.logf("%s discards %d cards", g.Players[p].Name, n)
	return nil
}
