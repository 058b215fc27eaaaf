package read

import (
	"regexp"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The cards revealed from the top of the library and taken "from among
// them" (branch grammar-library2): "Reveal the top four cards of your
// library. You may put a creature card from among them onto the
// battlefield. Put the rest into your graveyard." / « Révélez les quatre
// cartes du dessus de votre bibliothèque. Vous pouvez mettre sur le champ
// de bataille une carte de créature parmi elles. Mettez le reste dans
// votre cimetière. » / « Rivela le prime quattro carte del tuo grimorio.
// Puoi mettere sul campo di battaglia una carta creatura scelta tra esse.
// Metti le altre nel tuo cimitero. » The sentences after the reveal say
// what is done with the cards: the reader remembers them across the
// sentences of the ability as the cards looked at (look_top), which the
// engine carries to put_looked, rest_looked and bottom_looked. The engine
// keeps no hidden information, so revealing and looking differ in nothing
// it runs; "You may reveal a creature card from among them and put it into
// your hand" is already put_looked.

// revealedAsLooked turns the reveal just read ("reveal the top n cards of
// your library", reveal_pick with nothing taken yet) into the cards looked
// at, when the next sentence takes some "from among them" one by one
// rather than reveal_pick's "any number … into your hand, the rest on the
// bottom".
func revealedAsLooked(out []*rules.Effect) {
	if e := rules.LastRevealPick(out); e != nil && e.Filter == nil && e.Kind == "" {
		out[len(out)-1] = &rules.Effect{Op: "look_top", N: e.N}
	}
}

// flowLookedPutEach builds the flow shape "looked_put_each": "You may put
// a creature card and/or a land card from among them into your hand" is
// up to one card of each kind (two put_looked, one for each), not one card
// of either kind.
func flowLookedPutEach(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	revealedAsLooked(*out)
	if !lookedBefore(*out) {
		return unreadf("cards put \"from among them\" with no cards looked at before")
	}
	zone := "hand"
	if m["bf"] != "" {
		zone = "battlefield"
	}
	var effs []*rules.Effect
	for _, what := range []string{m["what"], m["what2"]} {
		e, err := putLooked(rd, map[string]string{"n": m["n"], "what": what}, zone)
		if err != nil {
			return err
		}
		if err := xFilterDefined(*out, e.Filter); err != nil {
			return err
		}
		effs = append(effs, e)
	}
	*out = append(*out, effs...)
	takenAsMoved(rd)
	return nil
}

// takenAsMoved makes "it" after a card taken from among the cards looked
// at ("You may put a creature card from among them onto the battlefield.
// It gains haste …") the card put, a new object the engine remembers as
// moved (put_looked moves it), never the card whose ability this is.
func takenAsMoved(rd *reader) {
	rd.last = "moved"
}

// flowRestLookedBottom builds the flow shape "rest_looked_bottom": "Then
// put the rest of the cards revealed this way on the bottom of your
// library in any order", after some of the cards looked at (or revealed)
// were taken: the others go to the bottom (bottom_looked).
func flowRestLookedBottom(_ *reader, _ map[string]string, out *[]*rules.Effect) error {
	if !lookedBefore(*out) || !slices.ContainsFunc(*out, func(e *rules.Effect) bool { return e.Op == "put_looked" }) {
		return unreadf("\"the rest\" with no cards looked at and taken before")
	}
	*out = append(*out, &rules.Effect{Op: "bottom_looked"})
	return nil
}

// eachKind reports whether a phrase of one card joins its kinds with
// "and/or" (« et/ou », « e/o »): "a creature and/or land card" is one card
// of each kind, which put_looked's one filter cannot say.
func eachKind(what string) bool {
	return strings.Contains(what, "/")
}

// xInFilter finds a comparison with X in a filter ("mv<=x").
var xInFilter = regexp.MustCompile(`[<>=]x\b`)

// xFilterDefined reports a filter that compares with X where the text
// defines X ("reveal the top X cards of your library, where X is the
// number of creature cards in your graveyard. You may put a green
// permanent card with mana value X or less from among them …"): the
// engine's filter compares with the X paid, and the cards looked at were
// counted by another number.
func xFilterDefined(out []*rules.Effect, pf *rules.Filter) error {
	if pf == nil || !xInFilter.MatchString(pf.String()) {
		return nil
	}
	for _, e := range out {
		if e.Op == "look_top" && e.N != nil && e.N.String() != "x" {
			return unreadf("filter %q: X defined by the text, where a filter's X is the X paid", pf)
		}
	}
	return nil
}
