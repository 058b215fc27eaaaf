package scenario

import (
	"context"
	"testing"
)

// TestEachPlayerChooses plays the printed Bonneteau sadique: in turn order
// from the next opponent, each player chooses a creature the caster doesn't
// control (two may choose the same); the chosen ones are destroyed.
func TestEachPlayerChooses(t *testing.T) {
	kb := kbCards(t)
	src := `
- id: bonneteau
  title: bonneteau
  checks: [{id: x, quote: x}]
  players: [you, opp, opp2]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: dsk-fr-bonneteau-sadique, as: bonneteau, zone: hand}
    - {card: Ours, as: a, owner: opp}
    - {card: Ours, as: b, owner: opp2}
    - {card: Ours, as: c, owner: opp2}
    - {card: Ours, as: mien}
  pool: {you: "{4}{B}"}
  actions:
    - {cast: bonneteau}
    - {resolve: 1, choices: [mien], expect_error: "cannot choose"}
    - {resolve: 1, choices: [b, a, b]}
  key: [action:3]
  expect:
    - {zone: a, is: graveyard}
    - {zone: b, is: graveyard}
    - {zone: c, is: battlefield}
    - {zone: mien, is: battlefield}
`
	scs, err := ParseScenarios("bonneteau.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if res := scs[0].Run(context.Background(), kb); !res.Passed {
		t.Errorf("%s\n%s", res.Message, indent(res.Log))
	}
}
