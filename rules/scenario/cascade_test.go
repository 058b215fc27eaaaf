package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// enlistedWurm is Guivre conscrite / Wurm Arruolato (ARB 68): its one
// paragraph, the keyword (its reminder text left out).
func enlistedWurm(lang string) corpus.Card {
	return printedCost(lang, "arb", "68", "{4}{G}{W}", 6, []string{"Creature"}, "5/5",
		[3]string{"Guivre conscrite", "Créature : guivre", "guivre"}, [3]string{"Wurm Arruolato", "Creatura — Wurm", "wurm"},
		[]string{"Cascade"}, []string{"Cascata"})
}

// TestCascade plays the printed keyword: cards are exiled down to the
// first nonland card of lesser mana value, which is cast free when the
// resolve action names it; the land exiled before it goes to the bottom.
// A card of greater mana value is passed over.
func TestCascade(t *testing.T) {
	kb := printedKB(t, enlistedWurm("fr"), enlistedWurm("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-arb-68"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		for _, sc := range []string{`
- id: cascade
  title: cascade into a lesser card, cast free
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Colosse, cost: '{7}', type: 'Créature-artefact : golem', pt: 7/7}
    - {name: Forêt, type: 'Terrain de base : forêt'}
  setup:
    - {card: %[1]s, as: guivre, zone: hand}
    - {card: Forêt, as: foret, zone: library}
    - {card: Colosse, as: colosse, zone: library}
    - {card: Ours, as: ours, zone: library}
    - {card: Forêt, as: fond, zone: library}
  pool: {you: "{4}{G}{W}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: guivre}
    - {resolve: 1, choices: [ours]}
    - {resolve: 1}
    - {resolve: 1}
  key: [guivre, action:2]
  expect:
    - {zone: ours, is: battlefield}
    - {zone: guivre, is: battlefield}
    - {zone: foret, is: library}
    - {zone: colosse, is: library}
    - {library: you, is: 3}
`, `
- id: cascade-declined
  title: cascade, the card not cast goes to the bottom
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: guivre, zone: hand}
    - {card: Ours, as: ours, zone: library}
  pool: {you: "{4}{G}{W}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: guivre}
    - {resolve: 1}
  key: [guivre, action:2]
  expect:
    - {zone: ours, is: library}
`} {
			scs, err := ParseScenarios("cascade.yaml", []byte(fmt.Sprintf(sc, id)))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s %s: %s\n%s", lang, scs[0].ID, res.Message, indent(res.Log))
			}
		}
	}
}
