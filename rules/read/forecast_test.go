package read

import "testing"

// TestForecast: forecast (702.57) in the three languages and its old
// printings without the dash: an ability activated from the hand, only
// during its owner's upkeep and once each turn, the card revealed as its
// cost (Skyscribing, Proclamation of Rebirth).
func TestForecast(t *testing.T) {
	for _, tc := range []struct{ lang, name, text, want string }{
		{"en", "Skyscribing", "Forecast — {2}{U}, Reveal Skyscribing from your hand: Each player draws a card. (Activate only during your upkeep and only once each turn.)",
			"activated once_per_turn cost={2}{U} activate_if=your_upkeep from=hand do=[draw(n=1 to=each_player)]"},
		{"fr", "Écriture céleste", "Prévision — {2}{U}, révélez l'Écriture céleste depuis votre main : Chaque joueur pioche une carte. (N'activez cette capacité que pendant votre entretien et qu'une seule fois par tour.)",
			"activated once_per_turn cost={2}{U} activate_if=your_upkeep from=hand do=[draw(n=1 to=each_player)]"},
		{"it", "Aeroscritta", "Previsione — {2}{U}, Rivela l'Aeroscritta dalla tua mano: Ogni giocatore pesca una carta. (Attiva questa abilità solo durante il tuo mantenimento e solo una volta ogni turno.)",
			"activated once_per_turn cost={2}{U} activate_if=your_upkeep from=hand do=[draw(n=1 to=each_player)]"},
		{"it", "Proclama della Rinascita", "Previsione {5}{W}, Rivela il Proclama della Rinascita dalla tua mano: Rimetti in gioco una carta creatura bersaglio con costo di mana convertito pari o inferiore a 1 dal tuo cimitero. (Gioca questa abilità solo durante il tuo mantenimento e solo una volta per turno.)",
			"activated once_per_turn cost={5}{W} activate_if=your_upkeep from=hand targets=[card creature in:graveyard mv<=1 you_own] do=[move(what=t0 zone=battlefield)]"},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != ReadCompiled || len(r.Form()) != 1 || r.Form()[0] != tc.want {
			t.Errorf("%s %q: %s %s %q, want %q", tc.lang, tc.text, r.Status, r.Reason, r.Form(), tc.want)
		}
	}
}
