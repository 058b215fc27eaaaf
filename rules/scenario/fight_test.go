package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// preyUpon is Chasseur chassé / Predare (EMN 166) as printed.
func preyUpon(lang string) corpus.Card {
	c := corpus.Card{ID: lang + "-emn-166", Doc: lang, Lang: lang, Set: "EMN", Layout: corpus.LayoutNormal,
		ManaCost: "{G}", ManaValue: 1, Colors: []string{"G"}, Types: []string{"Sorcery"}, Modes: []string{}}
	if lang == "fr" {
		c.Name, c.TypeLine = "Chasseur chassé", "Rituel"
		c.Text = []string{"La créature ciblée que vous contrôlez se bat contre une créature ciblée que vous ne contrôlez pas."}
		return c
	}
	c.Name, c.TypeLine = "Predare", "Stregoneria"
	c.Text = []string{"Una creatura bersaglio che controlli lotta con una creatura bersaglio che non controlli."}
	return c
}

// TestFight plays the printed Chasseur chassé: your 3/3 and their 2/2
// fight, each dealing damage equal to its power to the other.
func TestFight(t *testing.T) {
	kb := printedKB(t, preyUpon("fr"), preyUpon("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-emn-166"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		src := fmt.Sprintf(`
- id: fight
  title: fight
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Géant, cost: '{2}{R}', type: 'Créature : géant', pt: 3/3}
  setup:
    - {card: %s, as: proie, zone: hand}
    - {card: Géant, as: geant}
    - {card: Ours, as: ours, owner: opp}
  pool: {you: "{G}"}
  actions:
    - {cast: proie, targets: [geant, ours]}
    - {resolve: 1}
  key: [proie]
  expect:
    - {zone: ours, is: graveyard}
    - {damage_marked: geant, is: 2}
`, id)
		scs, err := ParseScenarios("fight.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", id, res.Message, indent(res.Log))
		}
	}
}
