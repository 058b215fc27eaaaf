package scenario

import (
	"context"
	"testing"
)

// TestSpellsAreEnchantments plays the printed Sala Giochi Segreta //
// Salotto Polveroso with both doors unlocked: a creature spell is an
// enchantment spell (the Salotto triggers: two counters, its mana value, on
// another creature), the creature an enchantment on the battlefield; a land
// is not.
func TestSpellsAreEnchantments(t *testing.T) {
	kb := kbCards(t)
	src := `
- id: sala
  title: sala
  checks: [{id: x, quote: x}]
  cards:
    - {name: Orso, cost: '{1}{G}', type: Creatura — Orso, pt: 2/2}
    - {name: Foresta, type: Terra Base — Foresta}
  setup:
    - {card: dsk-it-sala-giochi-segreta-salotto-polveroso, as: sala, unlocked: [0, 1]}
    - {card: Orso, as: orso, zone: hand}
    - {card: Foresta, as: foresta}
    - {card: Orso, as: altro}
  pool: {you: "{1}{G}"}
  actions:
    - {cast: orso, trigger_targets: {sala: [[altro]]}}
    - check:
        - {type: orso, kind: Enchantment, is: true}
        - {stack_size: x, is: 2}
    - {resolve: all}
  key: [sala]
  expect:
    - {type: orso, kind: Enchantment, is: true}
    - {type: orso, kind: Creature, is: true}
    - {counters: altro, kind: +1/+1, is: 2}
    - {type: altro, kind: Enchantment, is: true}
    - {type: foresta, kind: Enchantment, is: false}
`
	scs, err := ParseScenarios("sala.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if res := scs[0].Run(context.Background(), kb); !res.Passed {
		t.Errorf("%s\n%s", res.Message, indent(res.Log))
	}
}
