package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedOneOnTop plays Chittering Rats (dst-39): the target
// opponent puts a card from their hand on top of their library, the one
// the resolution chooses (else the first), and draws it next.
func TestPrintedOneOnTop(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"en", "Chittering Rats", "Creature — Rat", "When Chittering Rats enters the battlefield, target opponent puts a card from their hand on top of their library."},
		{"fr", "Rats bruyants", "Créature : rat", "Quand les Rats bruyants arrivent en jeu, l'adversaire ciblé met une carte de sa main au-dessus de sa bibliothèque."},
		{"it", "Ratti Squittenti", "Creatura — Ratto", "Quando i Ratti Squittenti entrano in gioco, un avversario bersaglio mette in cima al proprio grimorio una carta dalla propria mano."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 2)
		for _, name := range []string{"Ours", "Loup"} {
			g.AddCard(&rules.CardDef{ID: "inline:" + name, Name: name, Faces: []*rules.Face{{Name: name,
				Types: []string{rules.TCreature}, Power: "2", Toughness: "2"}}}, 1, rules.ZoneHand, false)
		}
		rats := g.AddCard(printedCard(t, tc.lang, tc.name, "{1}{B}{B}", tc.typeLine, "2/2", tc.text), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{1}{B}{B}")
		if _, err := g.Cast(0, rats, rules.CastOptions{Door: -1}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		settle(t, g)
		settle(t, g)
		opp := g.Players[1]
		if len(opp.Hand) != 1 || len(opp.Library) != 3 {
			t.Fatalf("%s: the opponent has %d cards in hand and %d in library, want 1 and 3", tc.lang, len(opp.Hand), len(opp.Library))
		}
		if top := g.Objs[opp.Library[0]]; top.Card.Name != "Ours" {
			t.Errorf("%s: %s on top of the opponent's library, want the card from their hand (Ours)", tc.lang, top.Card.Name)
		}
	}
}
