package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedDomain plays the domain count of Conflux's con-85 printed in
// each language: "for each basic land type among lands
// you control" counts Forest and Island once each, though two Forests
// are printed in two languages and a nonbasic land has no basic type.
func TestPrintedDomain(t *testing.T) {
	lands := []struct{ lang, name, typeLine string }{
		{"fr", "Forêt", "Terrain de base : forêt"},
		{"it", "Foresta", "Terra Base — Foresta"},
		{"en", "Island", "Basic Land — Island"},
		{"fr", "Terres en friche", "Terrain"},
	}
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"fr", "Grondement", "Éphémère", "Domaine — La créature ciblée gagne +1/+1 jusqu'à la fin du tour pour chaque type de terrain de base parmi les terrains que vous contrôlez."},
		// The Italian printing's ability word (« Dominio ») lost its dash in
		// the source: the sentence after it.
		{"it", "Rombo", "Istantaneo", "Una creatura bersaglio prende +1/+1 fino alla fine del turno per ogni tipo di terra base tra le terre che controlli."},
		{"en", "Rumble", "Instant", "Domain — Target creature gets +1/+1 until end of turn for each basic land type among lands you control."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		for _, l := range lands {
			g.AddCard(printedCard(t, l.lang, l.name, "", l.typeLine, ""), 0, rules.ZoneBattlefield, false)
		}
		bear := g.AddCard(printedCard(t, "fr", "Ours", "{1}{G}", "Créature : ours", "2/2"), 1, rules.ZoneBattlefield, false)
		spell := g.AddCard(printedCard(t, tc.lang, tc.name, "{G}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{G}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: bear.ID}}}}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		settle(t, g)
		ch := g.Chars(bear)
		if ch.Power != 4 || ch.Toughness != 4 {
			t.Errorf("%s: the bear is %d/%d; want 4/4 (Forest and Island, each once)", tc.lang, ch.Power, ch.Toughness)
		}
	}
}
