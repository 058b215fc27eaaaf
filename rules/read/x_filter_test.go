package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedXInFilter: "Destroy each nonland permanent with mana value X
// or less" (C21; FR « ayant une valeur de mana inférieure ou égale à X »,
// IT « con valore di mana pari o inferiore a X ») compares with the X
// paid: cast with X=2, the permanents of mana value 2 and less are
// destroyed, the one of mana value 3 stays.
func TestPrintedXInFilter(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Rituel", "Détruisez chaque permanent non-terrain ayant une valeur de mana inférieure ou égale à X."},
		{"it", "Stregoneria", "Distruggi ogni permanente non terra con valore di mana pari o inferiore a X."},
		{"en", "Sorcery", "Destroy each nonland permanent with mana value X or less."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		spell := g.AddCard(printedCard(t, tc.lang, "Purge", "{X}{W}{W}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		kept := map[string]bool{}
		for _, c := range []struct {
			cost string
			kept bool
		}{{"{1}", false}, {"{1}{G}", false}, {"{2}{G}", true}} {
			mc, err := rules.ParseManaCost(c.cost)
			if err != nil {
				t.Fatal(err)
			}
			def := &rules.CardDef{ID: "inline:" + c.cost, Name: c.cost, Faces: []*rules.Face{{Name: c.cost, Types: []string{rules.TArtifact}, Cost: mc}}}
			g.AddCard(def, 1, rules.ZoneBattlefield, false)
			kept[c.cost] = c.kept
		}
		g.Players[0].Pool, _ = rules.ParsePool("{2}{W}{W}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, X: 2}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		left := map[string]bool{}
		for _, o := range g.Battlefield() {
			left[o.Card.Name] = true
		}
		for name, want := range kept {
			if left[name] != want {
				t.Errorf("%s: permanent of cost %s on the battlefield: %v, want %v", tc.lang, name, left[name], want)
			}
		}
	}
}
