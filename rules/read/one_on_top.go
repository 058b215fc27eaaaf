package read

import "github.com/arbitre/arbitre/rules"

// buildOneOnTop builds the effect shape "one_on_top": a player putting a
// card of their choice from their hand on top of their library ("target
// opponent puts a card from their hand on top of their library", « …
// met une carte de sa main au-dessus de sa bibliothèque », « … mette in
// cima al proprio grimorio una carta dalla propria mano »): one card of
// that hand moved to the library's top (move_one), the resolution's
// choice. One player only: each player putting one is several cards,
// which move_one does not move.
func buildOneOnTop(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	if severalPlayers[who] {
		return nil, unreadf("%q each putting a card on top: not one card", m["who"])
	}
	pf, err := rules.ParseFilter("card in:hand owner:" + who)
	if err != nil {
		return nil, unreadf("putting a card from a hand on top: %v", err)
	}
	return &rules.Effect{Op: "move_one", Filter: pf, Zone: "library"}, nil
}
