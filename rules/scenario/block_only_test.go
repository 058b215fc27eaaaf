package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// cloudElemental is Élémental de nuage / Elementale delle Nubi (10E 74)
// as printed.
func cloudElemental(lang string) corpus.Card {
	c := corpus.Card{ID: lang + "-10e-74", Doc: lang, Lang: lang, Set: "10E", Layout: corpus.LayoutNormal,
		ManaCost: "{2}{U}", ManaValue: 3, Colors: []string{"U"}, Types: []string{"Creature"}, PT: "2/3",
		Power: "2", Toughness: "3", Modes: []string{}}
	if lang == "fr" {
		c.Name, c.TypeLine, c.Subtypes = "Élémental de nuage", "Créature : élémental", []string{"élémental"}
		c.Text = []string{"Vol (Cette créature ne peut être bloquée que par des créatures avec le vol ou la portée.)",
			"L'Élémental de nuage ne peut bloquer que les créatures avec le vol."}
		return c
	}
	c.Name, c.TypeLine, c.Subtypes = "Elementale delle Nubi", "Creatura — Elementale", []string{"elementale"}
	c.Text = []string{"Volare (Questa creatura non può essere bloccata tranne che da creature con volare o raggiungere.)",
		"L'Elementale delle Nubi può bloccare solo creature con volare."}
	return c
}

// TestBlockOnly plays the printed Élémental de nuage: it blocks an
// attacker with flying, and can't block one without.
func TestBlockOnly(t *testing.T) {
	kb := printedKB(t, cloudElemental("fr"), cloudElemental("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-10e-74"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		src := fmt.Sprintf(`
- id: block-only
  title: block only
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Drake, cost: '{1}{U}', type: 'Créature : drake', pt: 2/2, keywords: [Vol]}
  setup:
    - {card: %s, as: elemental}
    - {card: Ours, as: ours, owner: opp}
    - {card: Drake, as: drake, owner: opp}
  turn: {active: opp, step: main1, number: 2}
  actions:
    - {attack: [ours, drake], by: opp}
    - {block: [[elemental, ours]], expect_error: cannot be blocked}
    - {block: [[elemental, drake]]}
  key: [elemental]
  expect:
    - {blocked: drake, is: true}
    - {blocked: ours, is: false}
`, id)
		scs, err := ParseScenarios("block.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", id, res.Message, indent(res.Log))
		}
	}
}
