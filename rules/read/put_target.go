package read

import (
	"slices"

	"github.com/arbitre/arbitre/rules"
)

// putTarget reads a target card put onto the battlefield (branch
// grammar-library2): "Put target creature card from a graveyard onto the
// battlefield under your control" / « Mettez sur le champ de bataille sous
// votre contrôle la carte de créature ciblée d'un cimetière » / « Metti
// sul campo di battaglia sotto il tuo controllo una carta creatura
// bersaglio da un cimitero »: the card targeted as the ability is put on
// the stack, moved as "return target creature card … to the battlefield"
// is, under your control with "under your control" (any graveyard's card,
// whoever owns it). Only a card in a graveyard: a target elsewhere is not
// a card put "from" anywhere the grammar knows. "It" after it is the new
// permanent (moved), as after buildReturnUnderYourControl.
func putTarget(rd *reader, n np, m map[string]string) (*rules.Effect, error) {
	if !slices.Contains(n.tokens, "in:graveyard") || n.min != 1 || n.max != 1 {
		return nil, unreadf("put %q: a target not one card in a graveyard", m["what"])
	}
	var tapped bool
	n.tokens, tapped = enteringTapped(n.tokens)
	ref, err := rd.refOf(n, m["what"])
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "move", What: ref, Zone: "battlefield", Tapped: m["tapped"] != "" || tapped}
	if m["yours"] != "" {
		e.To = "you"
	}
	rd.last = "moved"
	return e, nil
}

// seenRef reports whether a reference names the card looked at or
// revealed from the top of the library before ("Reveal the top card of
// your library. If it's a creature card, put it onto the battlefield."):
// a card the ability remembers, which move finds where it is.
func seenRef(ref string) bool {
	return ref == "looked" || ref == "revealed" || ref == "all:card in:library top you_own"
}

// putSeen reads "put it onto the battlefield" after the top card was
// looked at or revealed: that card moves (tapped with "tapped").
func putSeen(rd *reader, n np, m map[string]string) (*rules.Effect, error) {
	if m["yours"] != "" {
		return nil, unreadf("put %q under your control: a card of your own library", m["what"])
	}
	return &rules.Effect{Op: "move", What: n.ref, Zone: "battlefield", Tapped: m["tapped"] != ""}, nil
}

// buildPutSeen builds the effect shape "put_seen": "Otherwise, put it
// into your graveyard" / « mettez-la dans votre cimetière » / « mettila
// nel tuo cimitero », into your hand with the group hand, on the bottom of
// your library with the group bottom: of the card looked at or revealed
// from the top of your library only (a move).
func buildPutSeen(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.nounPhrase(m["obj"])
	if err != nil {
		return nil, err
	}
	if !seenRef(n.ref) || n.target || n.all {
		return nil, unreadf("put %q: not the card looked at or revealed", m["obj"])
	}
	e := &rules.Effect{Op: "move", What: n.ref, Zone: "graveyard"}
	switch {
	case m["hand"] != "":
		e.Zone = "hand"
	case m["bottom"] != "":
		e.Zone, e.Bottom = "library", true
	}
	return e, nil
}

// allInGraveyard reports a phrase of every card of a kind in graveyards
// ("all creature cards from all graveyards").
func allInGraveyard(n np) bool {
	return n.all && n.ref == "" && !n.target && slices.Contains(n.tokens, "in:graveyard")
}

// putAll reads every card of a kind in graveyards put onto the
// battlefield: "Put all creature cards from all graveyards onto the
// battlefield under your control" / « Mettez sur le champ de bataille,
// sous votre contrôle, toutes les cartes de créature de tous les
// cimetières » / « … tutte le carte creatura in tutti i cimiteri »: they
// move together (as "return all … to the battlefield" does), and "they"
// after it are the permanents they became (moved).
func putAll(rd *reader, n np, m map[string]string) (*rules.Effect, error) {
	pf, err := rules.ParseFilter(n.filter())
	if err != nil {
		return nil, unreadf("put %q: %v", m["what"], err)
	}
	e := &rules.Effect{Op: "move", What: "all:" + pf.String(), Zone: "battlefield", Tapped: m["tapped"] != ""}
	if m["yours"] != "" {
		e.To = "you"
	}
	rd.last = "moved"
	return e, nil
}
