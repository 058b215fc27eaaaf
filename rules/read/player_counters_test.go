package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedPoisonCounters plays Pistus Strike (mbs-86): the flying
// creature is destroyed and its controller, as it last existed, gets a
// poison counter; a player with ten loses the game (704.5c).
func TestPrintedPoisonCounters(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"en", "Pistus Strike", "Instant", "Destroy target creature with flying. Its controller gets a poison counter."},
		{"fr", "Frappe de pistus", "Éphémère", "Détruisez une créature avec le vol ciblée. Son contrôleur gagne un marqueur « poison »."},
		{"it", "Attacco dei Pistus", "Istantaneo", "Distruggi una creatura bersaglio con volare. Il suo controllore ottiene un segnalino veleno."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		bird := g.AddCard(&rules.CardDef{ID: "inline:bird", Name: "Bird", Faces: []*rules.Face{{Name: "Bird",
			Types: []string{rules.TCreature}, Power: "1", Toughness: "1", Keywords: []rules.Keyword{{Key: "flying"}}}}}, 1, rules.ZoneBattlefield, false)
		g.Players[1].Poison = 9
		spell := g.AddCard(printedCard(t, tc.lang, tc.name, "{2}{G}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{2}{G}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: bird.ID}}}}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		settle(t, g)
		if p := g.Players[1].Poison; p != 10 || g.Players[0].Poison != 0 || !g.Players[1].Lost {
			t.Errorf("%s: poison %d / %d, opponent lost %v; want the opponent at 10, lost", tc.lang, g.Players[0].Poison, p, g.Players[1].Lost)
		}
	}
}
