package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedReflexive: "when you do" triggers only when the optional
// instruction was done, goes on the stack after the resolving ability, and
// chooses its target then.
func TestPrintedReflexive(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"fr", "Vous pouvez piocher une carte. Quand vous faites ainsi, le Choix inflige 2 blessures à un adversaire ciblé."},
		{"it", "Puoi pescare una carta. Quando lo fai, la Scelta infligge 2 danni a un avversario bersaglio."},
	} {
		for _, decline := range []bool{false, true} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			library(g, 3)
			name := map[string]string{"fr": "Choix", "it": "Scelta"}[tc.lang]
			card := printedCard(t, tc.lang, name, "{B}", "Rituel", "", tc.text)
			g.Declining = decline
			if err := g.Run(card.Faces[0].Abilities[0].Effects, &rules.EvalCtx{G: g, Ctrl: 0}); err != nil {
				t.Fatal(err)
			}
			g.Declining = false
			if life := g.Players[1].Life; life != 20 {
				t.Errorf("%s: the reflexive ability resolved with the one that triggered it (life %d)", tc.lang, life)
			}
			if err := g.PutTriggers(); err != nil {
				t.Fatal(err)
			}
			want := 1
			if decline {
				want = 0
			}
			if len(g.Stack()) != want {
				t.Fatalf("%s decline %v: %d objects on the stack, want %d", tc.lang, decline, len(g.Stack()), want)
			}
			if decline {
				continue
			}
			if err := g.ResolveTop(); err != nil {
				t.Fatal(err)
			}
			if life := g.Players[1].Life; life != 18 {
				t.Errorf("%s: opponent's life %d after the reflexive trigger, want 18", tc.lang, life)
			}
		}
	}
}
