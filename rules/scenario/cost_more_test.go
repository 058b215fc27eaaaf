package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// thalia is Thalia, vigile de Thraben / Thalia, Protettrice di Thraben
// (DKA 24) as printed.
func thalia(lang string) corpus.Card {
	c := printedCost(lang, "dka", "24", "{1}{W}", 2, []string{"Creature"}, "2/1",
		[3]string{"Thalia, vigile de Thraben", "Créature légendaire : humain et soldat", "soldat"}, [3]string{"Thalia, Protettrice di Thraben", "Creatura Leggendaria — Soldato Umano", "soldato"},
		[]string{"Initiative", "Les sorts non-créature coûtent {1} de plus à lancer."},
		[]string{"Attacco improvviso", "Le magie non creatura costano {1} in più per essere lanciate."})
	c.Supertypes = []string{"Legendary"}
	return c
}

// TestCostMore plays the printed card: an opponent's noncreature spell
// costs {1} more, a creature spell does not.
func TestCostMore(t *testing.T) {
	kb := printedKB(t, thalia("fr"), thalia("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-dka-24"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		src := fmt.Sprintf(`
- id: cost-more
  title: noncreature spells cost {1} more
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Choc, cost: '{R}', type: Éphémère, abilities: [{targets: [any], do: [{op: damage, n: 2, to: t0}]}]}
  setup:
    - {card: %s, as: thalia}
    - {card: Choc, as: choc, zone: hand, owner: opp}
    - {card: Ours, as: ours, zone: hand, owner: opp}
  pool: {opp: "{1}{G}{R}"}
  turn: {active: opp, step: main1, number: 2}
  actions:
    - {cast: ours, by: opp}
    - {resolve: 1}
    - {cast: choc, by: opp, targets: [you], expect_error: "mana"}
  key: [thalia, action:3]
  expect:
    - {zone: ours, is: battlefield}
    - {zone: choc, is: hand}
`, id)
		scs, err := ParseScenarios("cost_more.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", id, res.Message, indent(res.Log))
		}
	}
}
