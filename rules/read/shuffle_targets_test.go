package read

import "testing"

// shuffleTargetsRows are real cards' "target player shuffles up to N target
// cards from their graveyard into their library": the cards are targets
// owned by the target player, in their graveyard, moved to their owner's
// library. "Any number of target cards" stays unread (its reading would
// move every target, the player among them).
var shuffleTargetsRows = []struct {
	lang, name string
	text, want string // the form, or "unread: " and a part of the reason
}{
	{"en", "Memory's Journey", "Target player shuffles up to three target cards from their graveyard into their library.",
		"spell targets=[player][card in:graveyard owner:t0{0,3}] do=[move(what=slot1 zone=library)]"},
	{"fr", "Voyage de la mémoire", "Le joueur ciblé mélange jusqu'à trois cartes ciblées de son cimetière dans sa bibliothèque.",
		"spell targets=[player][card in:graveyard owner:t0{0,3}] do=[move(what=slot1 zone=library)]"},
	{"it", "Viaggio della Memoria", "Un giocatore bersaglio rimescola nel suo grimorio fino a tre carte bersaglio dal suo cimitero.",
		"spell targets=[player][card in:graveyard owner:t0{0,3}] do=[move(what=slot1 zone=library)]"},
	{"en", "Gaea's Blessing", "Target player shuffles up to three target cards from their graveyard into their library.",
		"spell targets=[player][card in:graveyard owner:t0{0,3}] do=[move(what=slot1 zone=library)]"},
	{"fr", "Bénédiction de Gaea", "Un joueur ciblé mélange jusqu'à trois cartes ciblées depuis son cimetière dans sa bibliothèque.",
		"spell targets=[player][card in:graveyard owner:t0{0,3}] do=[move(what=slot1 zone=library)]"},
	{"it", "Benedizione di Gea", "Un giocatore bersaglio rimescola nel proprio grimorio fino a 3 carte bersaglio presenti nel proprio cimitero.",
		"spell targets=[player][card in:graveyard owner:t0{0,3}] do=[move(what=slot1 zone=library)]"},
	{"en", "Stream of Consciousness", "Target player shuffles up to four target cards from their graveyard into their library.",
		"spell targets=[player][card in:graveyard owner:t0{0,4}] do=[move(what=slot1 zone=library)]"},
	{"en", "Test Any Number", "Target player shuffles any number of target cards from their graveyard into their library.",
		"unread: unknown clause"},
}

func TestShuffleTargetsFromGraveyard(t *testing.T) {
	for _, tc := range shuffleTargetsRows {
		checkReading(t, tc.lang, tc.name, true, tc.text, tc.want)
	}
}
