package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// marduHordechief is Chef de horde marduen / Condottiero dell'Orda Mardu
// (KTK 17) as printed.
func marduHordechief(lang string) corpus.Card {
	c := corpus.Card{ID: lang + "-ktk-17", Doc: lang, Lang: lang, Set: "KTK", Layout: corpus.LayoutNormal,
		ManaCost: "{2}{W}", ManaValue: 3, Colors: []string{"W"}, Types: []string{"Creature"}, PT: "2/3",
		Power: "2", Toughness: "3", Modes: []string{}}
	if lang == "fr" {
		c.Name, c.TypeLine, c.Subtypes = "Chef de horde marduen", "Créature : humain et guerrier", []string{"humain", "guerrier"}
		c.Text = []string{"Saccage — Quand le Chef de horde marduen arrive sur le champ de bataille, si vous avez attaqué avec une créature ce tour-ci, mettez sur le champ de bataille un jeton de créature 1/1 blanche Guerrier."}
		return c
	}
	c.Name, c.TypeLine, c.Subtypes = "Condottiero dell'Orda Mardu", "Creatura — Guerriero Umano", []string{"guerriero", "umano"}
	c.Text = []string{"Incursione — Quando il Condottiero dell'Orda Mardu entra nel campo di battaglia, se hai attaccato con una creatura in questo turno, metti sul campo di battaglia una pedina creatura Guerriero 1/1 bianca."}
	return c
}

// TestRaid plays the printed Chef de horde marduen: cast after you
// attacked this turn, it makes its token; cast without an attack, not.
func TestRaid(t *testing.T) {
	kb := printedKB(t, marduHordechief("fr"), marduHordechief("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-ktk-17"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		for _, tc := range []struct {
			attack string
			n      int
		}{{"    - {attack: [ours]}\n    - {goto: main2}\n", 3}, {"", 2}} {
			src := fmt.Sprintf(`
- id: raid
  title: raid
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %s, as: chef, zone: hand}
    - {card: Ours, as: ours}
  actions:
%s    - {add_mana: {you: "{2}{W}"}}
    - {cast: chef}
    - {resolve: all}
  key: [chef]
  expect:
    - {value: "count(creature you_control)", is: %d}
`, id, tc.attack, tc.n)
			scs, err := ParseScenarios("raid.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s, %d: %s\n%s", id, tc.n, res.Message, indent(res.Log))
			}
		}
	}
}
