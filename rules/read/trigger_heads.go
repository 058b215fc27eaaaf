package read

import "github.com/arbitre/arbitre/rules"

// buildAddManaTo builds the effect shape "add_mana_to": a player other
// than you adds mana, "its controller adds an additional {G}{G}" / « son
// contrôleur ajoute {G}{G} supplémentaires » / « il suo controllore
// aggiunge {G}{G} addizionale » after a land is tapped for mana (the
// additional mana goes to that land's controller, not the aura's).
func buildAddManaTo(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	e, err := buildAddMana(rd, m)
	if err != nil {
		return nil, err
	}
	e.To = who
	return e, nil
}

// leftBattlefield are the events of another permanent leaving the
// battlefield: "it" is that permanent as it last existed.
var leftBattlefield = map[string]bool{"dies_any": true, "leaves_to_graveyard_any": true, "leaves_any": true}

// leftCard is what "return that card to its owner's hand" / « renvoyez
// cette carte dans la main de son propriétaire » returns after another
// permanent left the battlefield: the card it became (it_cards, 400.7),
// not the permanent as it last existed ("it"), which no longer is
// anywhere to return from.
func leftCard(rd *reader, op, ref string) string {
	if op == "bounce" && ref == "it" && leftBattlefield[rd.when] {
		return "it_cards"
	}
	return ref
}
