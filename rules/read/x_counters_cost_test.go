package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedRemoveXCounters: Infused Arrows (5DN), "{T}, Remove X charge
// counters from Infused Arrows: Target creature gets -X/-X until end of
// turn" in its three printings: with three charge counters, X=2 removes
// two and gives the 3/3 -2/-2; X=4 cannot be paid.
func TestPrintedRemoveXCounters(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"en", "Infused Arrows", "Artifact", "{T}, Remove X charge counters from Infused Arrows: Target creature gets -X/-X until end of turn."},
		{"fr", "Flèches infusées", "Artefact", "{T}, Retirez X marqueurs « charge » des Flèches infusées : La créature ciblée gagne -X/-X jusqu'à la fin du tour."},
		{"it", "Frecce Infuse", "Artefatto", "{T}, Rimuovi X segnalini carica dalle Frecce Infuse: La creatura bersaglio prende -X/-X fino alla fine del turno."},
	} {
		for _, c := range []struct {
			x, left, power int
			ok             bool
		}{{2, 1, 1, true}, {4, 3, 3, false}} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			card := printedCard(t, tc.lang, tc.name, "{4}", tc.typeLine, "", tc.text)
			arrows := g.AddCard(card, 0, rules.ZoneBattlefield, false)
			arrows.Counters = map[string]int{"charge": 3}
			bear := plainCreature(g, 1, "Bear", "3", "3")
			ab := card.Faces[0].Abilities[0]
			_, err := g.Activate(0, arrows, ab, rules.CastOptions{Door: -1, X: c.x, Targets: [][]rules.Target{{{Obj: bear.ID}}}})
			if (err == nil) != c.ok {
				t.Fatalf("%s X=%d: activation error %v, want ok=%v", tc.lang, c.x, err, c.ok)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			if n, p := arrows.Counters["charge"], g.Chars(bear).Power; n != c.left || p != c.power {
				t.Errorf("%s X=%d: %d counters left and power %d, want %d and %d", tc.lang, c.x, n, p, c.left, c.power)
			}
		}
	}
}
