package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// terror is Terreur / Terrore (10E 182) as printed.
func terror(lang string) corpus.Card {
	c := corpus.Card{ID: lang + "-10e-182", Doc: lang, Lang: lang, Set: "10E", Layout: corpus.LayoutNormal,
		ManaCost: "{1}{B}", ManaValue: 2, Colors: []string{"B"}, Types: []string{"Instant"}, Modes: []string{}}
	if lang == "fr" {
		c.Name, c.TypeLine = "Terreur", "Éphémère"
		c.Text = []string{"Détruisez la créature non-artefact, non-noire ciblée. Elle ne peut pas être régénérée."}
		return c
	}
	c.Name, c.TypeLine = "Terrore", "Istantaneo"
	c.Text = []string{"Distruggi una creatura non artefatto, non nera bersaglio. Non può essere rigenerata."}
	return c
}

// TestCantBeRegenerated plays the printed Terreur: the creature it destroys
// is not saved by the regeneration shield it had (701.19c), and the shield
// of another creature still works.
func TestCantBeRegenerated(t *testing.T) {
	kb := printedKB(t, terror("fr"), terror("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-10e-182"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		src := fmt.Sprintf(`
- id: regenerate
  title: regenerate
  checks: [{id: x, quote: x}]
  cards:
    - {name: Troll, cost: '{1}{G}', type: 'Créature : troll', pt: 2/2, abilities: [{cost: '{G}', do: [{op: regenerate}]}]}
    - {name: Coup, cost: '{B}', type: Éphémère, abilities: [{targets: [creature], do: [{op: destroy, what: t0}]}]}
  setup:
    - {card: %s, as: terreur, zone: hand}
    - {card: Coup, as: coup, zone: hand}
    - {card: Troll, as: troll, owner: opp}
    - {card: Troll, as: autre, owner: opp}
  pool: {you: "{1}{B}{B}", opp: "{G}{G}"}
  actions:
    - {activate: troll, by: opp}
    - {resolve: 1}
    - {activate: autre, by: opp}
    - {resolve: 1}
    - {cast: terreur, targets: [troll]}
    - {resolve: 1}
    - {cast: coup, targets: [autre]}
    - {resolve: 1}
  key: [terreur]
  expect:
    - {zone: troll, is: graveyard}
    - {zone: autre, is: battlefield}
`, id)
		scs, err := ParseScenarios("regenerate.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", id, res.Message, indent(res.Log))
		}
	}
}
