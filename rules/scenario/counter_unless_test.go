package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// reduce is Réduire / Attenuare (AKH 216) as printed.
func reduce(lang string) corpus.Card {
	c := corpus.Card{ID: lang + "-akh-216", Doc: lang, Lang: lang, Set: "AKH", Layout: corpus.LayoutNormal,
		ManaCost: "{2}{U}", ManaValue: 3, Colors: []string{"U"}, Types: []string{"Instant"}, Modes: []string{}}
	if lang == "fr" {
		c.Name, c.TypeLine = "Réduire", "Éphémère"
		c.Text = []string{"Contrecarrez le sort ciblé à moins que son contrôleur ne paie {3}."}
		return c
	}
	c.Name, c.TypeLine = "Attenuare", "Istantaneo"
	c.Text = []string{"Neutralizza una magia bersaglio a meno che il suo controllore non paghi {3}."}
	return c
}

// TestCounterUnlessPaid plays the printed Réduire: the targeted spell's
// controller pays {3} when they can and the spell resolves; when they
// can't, it is countered.
func TestCounterUnlessPaid(t *testing.T) {
	kb := printedKB(t, reduce("fr"), reduce("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-akh-216"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		for _, tc := range []struct {
			pool, zone string
			damage     int
		}{{"{R}{3}", "graveyard", 1}, {"{R}{2}", "graveyard", 0}} {
			src := fmt.Sprintf(`
- id: counter-unless
  title: counter unless
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Aiguillon, cost: '{R}', type: Éphémère, abilities: [{targets: [any], do: [{op: damage, n: 1, to: t0}]}]}
  setup:
    - {card: %s, as: reduire, zone: hand}
    - {card: Aiguillon, as: aiguillon, zone: hand, owner: opp}
    - {card: Ours, as: ours}
  pool: {you: "{2}{U}", opp: "%s"}
  turn: {active: opp, step: main1, number: 2}
  actions:
    - {cast: aiguillon, by: opp, targets: [ours]}
    - {cast: reduire, by: you, targets: [aiguillon]}
    - {resolve: all}
  key: [reduire]
  expect:
    - {zone: aiguillon, is: %s}
    - {damage_marked: ours, is: %d}
`, id, tc.pool, tc.zone, tc.damage)
			scs, err := ParseScenarios("counter.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s, pool %s: %s\n%s", id, tc.pool, res.Message, indent(res.Log))
			}
		}
	}
}
