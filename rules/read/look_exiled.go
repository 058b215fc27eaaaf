package read

import "github.com/arbitre/arbitre/rules"

// "You may look at cards exiled with ~[, and you may play lands and cast
// spells from among those cards]", « Vous pouvez regarder (et jouer) les
// cartes exilées par ~ », « Puoi guardare (e giocare) le carte esiliate con
// ~ »: the cards the card exiled, even face down, seen by its controller
// at any time (may_look) and, with "play", played from exile as from a
// hand, whoever owns them (may_play).

// buildLookExiledBySelf builds the static shape "look_exiled_by_self".
func buildLookExiledBySelf(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("looking at the cards exiled with the card: only as a static ability")
	}
	f := rules.MustParseFilter("card exiled_by_self")
	effs := []*rules.Effect{{Op: "may_look", Filter: f}}
	if m["play"] != "" {
		effs = append(effs, &rules.Effect{Op: "may_play", Zone: "exile", Filter: f})
	}
	return effs, nil
}
