package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// componentPouch is Sacoche à composantes / Borsa per Componenti /
// Component Pouch (AFC 59) as printed: a d20 and its result table.
func componentPouch(lang string) corpus.Card {
	c := corpus.Card{ID: lang + "-afc-59", Doc: lang, Lang: lang, Set: "AFC", Layout: corpus.LayoutNormal,
		ManaCost: "{3}", ManaValue: 3, Types: []string{"Artifact"}, Modes: []string{}}
	switch lang {
	case "fr":
		c.Name, c.TypeLine = "Sacoche à composantes", "Artefact"
		c.Text = []string{"{T}, retirez un marqueur « composante » de la Sacoche à composantes : Ajoutez deux manas de couleurs différentes.",
			"{T} : Lancez un d20.", "1-9 | Mettez un marqueur « composante » sur la Sacoche à composantes.",
			"10-20 | Mettez deux marqueurs « composante » sur la Sacoche à composantes."}
	case "it":
		c.Name, c.TypeLine = "Borsa per Componenti", "Artefatto"
		c.Text = []string{"{T}, Rimuovi un segnalino componente dalla Borsa per Componenti: Aggiungi due mana di colori diversi.",
			"{T}: Tira un d20.", "1—9 | Metti un segnalino componente sulla Borsa per Componenti.",
			"10—20 | Metti due segnalini componente sulla Borsa per Componenti."}
	}
	return c
}

// TestResultTable plays the printed Component Pouch's d20: the row of
// the table the result falls in runs, and only that row.
func TestResultTable(t *testing.T) {
	kb := printedKB(t, componentPouch("fr"), componentPouch("it"))
	for _, lang := range []string{"fr", "it"} {
		for _, tc := range []struct{ roll, want int }{{1, 1}, {9, 1}, {10, 2}, {20, 2}} {
			src := fmt.Sprintf(`
- id: result-table
  title: result table
  checks: [{id: x, quote: x}]
  setup:
    - {card: %s-afc-59, as: sacoche}
  actions:
    - {activate: sacoche}
    - {resolve: 1, choices: ["%d"]}
  key: [action:2]
  expect:
    - {counters: sacoche, kind: component, is: %d}
`, lang, tc.roll, tc.want)
			scs, err := ParseScenarios("table.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s, d20 %d: %s\n%s", lang, tc.roll, res.Message, indent(res.Log))
			}
		}
	}
}
