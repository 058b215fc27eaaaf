package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedOnceEachTurn: "do this only once each turn" lets the ability
// trigger every time but its optional instruction be done once a turn; a
// declined resolution does not count.
func TestPrintedOnceEachTurn(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"fr", "Vous pouvez piocher une carte. Si vous faites ainsi, vous perdez 1 point de vie. Ne faites ceci qu'une seule fois par tour."},
		{"it", "Puoi pescare una carta. Se lo fai, perdi 1 punto vita. Fallo solo una volta per turno."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 5)
		card := printedCard(t, tc.lang, "Choix", "{B}", "Rituel", "", tc.text)
		src := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		effs := card.Faces[0].Abilities[0].Effects
		run := func(decline bool) {
			t.Helper()
			g.Declining = decline
			if err := g.Run(effs, &rules.EvalCtx{G: g, Src: src.ID, Ctrl: 0}); err != nil {
				t.Fatal(err)
			}
			g.Declining = false
		}
		run(true)  // declined: not done
		run(false) // done
		run(false) // already done this turn
		if hand, life := len(g.Players[0].Hand), g.Players[0].Life; hand != 1 || life != 19 {
			t.Errorf("%s: hand %d life %d after three resolutions, want 1 and 19", tc.lang, hand, life)
		}
		g.Turn++
		run(false)
		if hand := len(g.Players[0].Hand); hand != 2 {
			t.Errorf("%s: hand %d on the next turn, want 2", tc.lang, hand)
		}
	}
}
