package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedMillHalf plays Traumatize (10e-119): the target player mills
// half their library, rounded down: two of five cards; Fleet Swallower's
// "rounded up" (xln-57) would be three.
func TestPrintedMillHalf(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"en", "Traumatize", "Sorcery", "Target player mills half their library, rounded down."},
		{"fr", "Traumatisme", "Rituel", "Le joueur ciblé met la moitié des cartes du dessus de sa bibliothèque, arrondie à l'inférieur, dans son cimetière."},
		{"it", "Traumatizzare", "Stregoneria", "Un giocatore bersaglio mette nel suo cimitero la metà superiore del suo grimorio, arrotondata per difetto."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 5)
		spell := g.AddCard(printedCard(t, tc.lang, tc.name, "{3}{U}{U}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{3}{U}{U}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Player: 2}}}}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		settle(t, g)
		if l, gy := len(g.Players[1].Library), len(g.Players[1].Graveyard); l != 3 || gy != 2 || len(g.Players[0].Library) != 5 {
			t.Errorf("%s: the target has %d cards in library, %d in graveyard; want 3 and 2 (yours untouched: %d)", tc.lang, l, gy, len(g.Players[0].Library))
		}
	}
}
