package scenario

import (
	"context"
	"fmt"
	"testing"
)

// TestParityChosen plays the printed Hypothèse de Zimone / Ipotesi di
// Zimone: the +1/+1 counter goes first, then every creature whose power has
// the parity chosen returns to its owner's hand (zero is even).
func TestParityChosen(t *testing.T) {
	kb := kbCards(t)
	for _, tc := range []struct {
		card, choice, counter string
		hand, battlefield     []string
	}{
		{"dsk-fr-hypothese-de-zimone", "pair", "geant", []string{"ours", "geant", "mur"}, nil},
		{"dsk-it-ipotesi-di-zimone", "pari", "geant", []string{"ours", "geant", "mur"}, nil},
		{"dsk-fr-hypothese-de-zimone", "impair", "ours", []string{"ours", "geant"}, []string{"mur"}},
		{"dsk-it-ipotesi-di-zimone", "dispari", "mur", []string{"geant", "mur"}, []string{"ours"}},
	} {
		src := fmt.Sprintf(`
- id: parity
  title: parity
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Géant, cost: '{2}{R}', type: 'Créature : géant', pt: 3/3}
    - {name: Mur, cost: '{W}', type: 'Créature : mur', pt: 0/4}
  setup:
    - {card: %s, as: zimone, zone: hand}
    - {card: Ours, as: ours}
    - {card: Géant, as: geant, owner: opp}
    - {card: Mur, as: mur}
  pool: {you: "{3}{U}{U}"}
  actions:
    - {cast: zimone, choice: %s}
    - {resolve: 1, choices: [%s]}
  key: [action:1]
  expect:
    - {zone: zimone, is: graveyard}
`, tc.card, tc.choice, tc.counter)
		for _, a := range tc.hand {
			src += fmt.Sprintf("    - {zone: %s, is: hand}\n", a)
		}
		for _, a := range tc.battlefield {
			src += fmt.Sprintf("    - {zone: %s, is: battlefield}\n", a)
		}
		scs, err := ParseScenarios("parity.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s, %s: %s\n%s", tc.card, tc.choice, res.Message, indent(res.Log))
		}
	}
}
