package read

import "testing"

// wheelRows are real cards' "each player discards all the cards in their
// hand, then draws that many cards (minus one)": each player draws what
// they themselves discarded (draw_discarded), not one shared amount;
// "that many" after another verb (creates that many tokens) stays unread.
var wheelRows = []struct {
	lang, name string
	spell      bool
	text, want string // the form, or "unread: " and a part of the reason
}{
	{"en", "Winds of Qal Sisma", true, "Each player discards all the cards in their hand, then draws that many cards minus one.",
		"spell do=[discard_hand(to=each_player); draw_discarded(n=1 to=each_player)]"},
	{"fr", "Vents de Qal Sisma", true, "Chaque joueur se défausse de toutes les cartes de sa main et pioche ensuite autant de cartes moins une.",
		"spell do=[discard_hand(to=each_player); draw_discarded(n=1 to=each_player)]"},
	{"it", "Venti di Qal Sisma", true, "Ogni giocatore scarta tutte le carte nella propria mano, poi pesca altrettante carte meno una.",
		"spell do=[discard_hand(to=each_player); draw_discarded(n=1 to=each_player)]"},
	{"en", "Barbed Shocker", false, "Whenever Barbed Shocker deals damage to a player, that player discards all the cards in their hand, then draws that many cards.",
		"triggered when=damage_to_player filter=self do=[discard_hand(to=them); draw_discarded(to=them)]"},
	{"fr", "Affreux barbelé", false, "À chaque fois que l'Affreux barbelé inflige des blessures à un joueur, ce joueur se défausse de toutes les cartes dans sa main, puis pioche autant de cartes.",
		"triggered when=damage_to_player filter=self do=[discard_hand(to=them); draw_discarded(to=them)]"},
	{"it", "Squassatore Spinato", false, "Ogniqualvolta lo Squassatore Spinato infligge danno a un giocatore, quel giocatore scarta tutte le carte dalla propria mano, poi ne pesca altrettante.",
		"triggered when=damage_to_player filter=self do=[discard_hand(to=them); draw_discarded(to=them)]"},
	{"en", "Test Wheel", true, "Target player discards all the cards in their hand, then draws that many cards.",
		"spell targets=[player] do=[discard_hand(to=t0); draw_discarded(to=t0)]"},
	{"en", "Rain of Riches Zombie", true, "Each player discards all the cards in their hand, then creates that many 2/2 black Zombie creature tokens.",
		"unread: "},
}

func TestDiscardHandRedraw(t *testing.T) {
	for _, tc := range wheelRows {
		checkReading(t, tc.lang, tc.name, tc.spell, tc.text, tc.want)
	}
}
