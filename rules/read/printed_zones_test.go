package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// Printed cards of the zones family (library searches, old milling, as
// enters choices), read by the reader and played by the engine.

// basicLand is a basic land card of the given type line.
func basicLand(t *testing.T, name, typeLine string) *rules.CardDef {
	t.Helper()
	f, err := rules.FaceFromText(name, "", typeLine, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	return &rules.CardDef{ID: "inline:" + name, Name: name, Faces: []*rules.Face{f}}
}

// castPrinted casts the printed spell o with pool and resolves the stack.
func castPrinted(t *testing.T, g *rules.Game, o *rules.Object, pool string) {
	t.Helper()
	g.Players[0].Pool, _ = rules.ParsePool(pool)
	if _, err := g.Cast(0, o, rules.CastOptions{Door: -1}); err != nil {
		t.Fatal(err)
	}
	if err := g.ResolveAll(); err != nil {
		t.Fatal(err)
	}
}

// TestPrintedSearchSeveral: « jusqu'à deux cartes de terrain de base,
// mettez-les sur le champ de bataille engagées » finds two basic lands
// (not the nonbasic one) and puts both onto the battlefield tapped.
func TestPrintedSearchSeveral(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, basic, nonbasic, text string }{
		{"fr", "Rituel", "Terrain de base : plaine", "Terrain", "Cherchez dans votre bibliothèque jusqu'à deux cartes de terrain de base, mettez-les sur le champ de bataille engagées, puis mélangez."},
		{"it", "Stregoneria", "Terra Base — Pianura", "Terra", "Passa in rassegna il tuo grimorio per trovare fino a due carte terra base, mettile sul campo di battaglia TAPpate, poi rimescola."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(basicLand(t, "Désert", tc.nonbasic), 0, rules.ZoneLibrary, false)
		for i := 0; i < 3; i++ {
			g.AddCard(basicLand(t, "Plaine", tc.basic), 0, rules.ZoneLibrary, false)
		}
		o := g.AddCard(printedCard(t, tc.lang, "Croissance", "{2}{G}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		castPrinted(t, g, o, "{2}{G}")
		var lands, tapped int
		for _, b := range g.Battlefield() {
			if b.Card.Name == "Plaine" {
				lands++
				if b.Tapped {
					tapped++
				}
			}
		}
		if lands != 2 || tapped != 2 || len(g.Players[0].Library) != 2 {
			t.Errorf("%s: %d plains on the battlefield (%d tapped), %d cards left in the library; want 2, 2 and 2",
				tc.lang, lands, tapped, len(g.Players[0].Library))
		}
	}
}
