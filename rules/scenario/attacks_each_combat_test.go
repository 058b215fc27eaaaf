package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// valleyDasher is Fonceur des vallées / Assaltatore della Valle (KTK 125)
// as printed: « attaque à chaque tour si possible », the wording of each
// combat before 2009 kept by the French print.
func valleyDasher(lang string) corpus.Card {
	return printedCost(lang, "ktk", "125", "{1}{R}", 2, []string{"Creature"}, "2/2",
		[3]string{"Fonceur des vallées", "Créature : humain et berserker", "berserker"}, [3]string{"Assaltatore della Valle", "Creatura — Berserker Umano", "berserker"},
		[]string{"Célérité", "Le Fonceur des vallées attaque à chaque tour si possible."},
		[]string{"Rapidità", "L'Assaltatore della Valle attacca ogni turno, se può farlo."})
}

// TestAttacksEachCombat plays the printed card: a declaration of attackers
// without it is refused while it can attack; tapped, it is not forced.
func TestAttacksEachCombat(t *testing.T) {
	kb := printedKB(t, valleyDasher("fr"), valleyDasher("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-ktk-125"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		for _, sc := range []string{`
- id: must-attack
  title: attacks each combat if able
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: fonceur, sick: true}
    - {card: Ours, as: ours}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [ours], expect_error: "attacks each combat"}
    - {attack: [ours, fonceur]}
    - {goto: combat_damage}
    - {resolve: all}
  key: [fonceur, action:2]
  expect:
    - {life: opp, is: 16}
`, `
- id: tapped-not-forced
  title: a tapped creature is not forced to attack
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: fonceur, tapped: true}
    - {card: Ours, as: ours}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [ours]}
    - {goto: combat_damage}
    - {resolve: all}
  key: [ours, action:1]
  expect:
    - {life: opp, is: 18}
`} {
			scs, err := ParseScenarios("attacks_each_combat.yaml", []byte(fmt.Sprintf(sc, id)))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s %s: %s\n%s", lang, scs[0].ID, res.Message, indent(res.Log))
			}
		}
	}
}
