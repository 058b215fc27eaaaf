package read

import (
	"github.com/arbitre/arbitre/rules"
)

// readPut reads "mettez sur le champ de bataille[, engagée,] une carte de
// terrain de votre main": a card the filter finds where the phrase says
// (a card in a hand, a graveyard), not a target.
func readPut(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.nounPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	var entersTapped bool
	if n.target && n.ref == "" && !n.all {
		return putTarget(rd, n, m)
	}
	if seenRef(n.ref) && !n.target && !n.all {
		return putSeen(rd, n, m)
	}
	if allInGraveyard(n) {
		return putAll(rd, n, m)
	}
	if n.ref != "" || n.target || n.all {
		return nil, unreadf("put %q: not a card to choose", m["what"])
	}
	n.tokens, entersTapped = enteringTapped(n.tokens)
	pf, err := rules.ParseFilter(n.filter())
	if err != nil {
		return nil, unreadf("put %q: %v", m["what"], err)
	}
	if n.min != n.max {
		// "Put up to two creature cards from graveyards onto the
		// battlefield": a number the player chooses, which N would fix.
		return nil, unreadf("put %q: up to a number of cards", m["what"])
	}
	if pf.InZone(rules.ZoneBattlefield) {
		return nil, unreadf("put %q: no zone to put it from", m["what"])
	}
	e := &rules.Effect{Op: "put", Filter: pf, Zone: "battlefield", N: rules.ConstExpr(max(n.min, 1)), Tapped: m["tapped"] != "" || entersTapped}
	if n.max == 1 {
		// The sentences after it name the permanent put (the engine's
		// moved), not the card whose ability it is (LRW 178: "That
		// creature gains haste … Sacrifice it" gave haste to the source).
		rd.last, rd.movedFilter = "moved", pf
	}
	if m["yours"] != "" {
		// "sous votre contrôle": a card of any graveyard, under yours.
		e.To = "you"
	}
	return e, nil
}
