package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// motherOfRunes is Mère des runes / Madre delle Rune (CMD 21) as printed.
func motherOfRunes(lang string) corpus.Card {
	return printedCost(lang, "cmd", "21", "{W}", 1, []string{"Creature"}, "1/1",
		[3]string{"Mère des runes", "Créature : humain et clerc", "clerc"}, [3]string{"Madre delle Rune", "Creatura — Chierico Umano", "chierico"},
		[]string{"{T} : La créature ciblée que vous contrôlez acquiert la protection contre la couleur de votre choix jusqu'à la fin du tour."},
		[]string{"{T}: Una creatura bersaglio che controlli ha protezione da un colore a tua scelta fino alla fine del turno."})
}

// TestChosenColorProtection plays the printed card: the color is chosen as
// the ability resolves; protection from red stops a red spell's targeting,
// protection from blue does not.
func TestChosenColorProtection(t *testing.T) {
	kb := printedKB(t, motherOfRunes("fr"), motherOfRunes("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-cmd-21"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		for _, sc := range []string{`
- id: chosen-red
  title: protection from the chosen color, red
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Choc, cost: '{R}', type: Éphémère, abilities: [{targets: [any], do: [{op: damage, n: 2, to: t0}]}]}
  setup:
    - {card: %[1]s, as: mere}
    - {card: Ours, as: ours}
    - {card: Choc, as: choc, zone: hand, owner: opp}
  pool: {opp: "{R}"}
  actions:
    - {activate: mere, targets: [ours]}
    - {resolve: 1, choices: ["color:red"]}
    - {cast: choc, by: opp, targets: [ours], expect_error: "protection"}
  key: [action:2]
  expect:
    - {zone: ours, is: battlefield}
`, `
- id: chosen-blue
  title: protection from the chosen color, blue, does not stop red
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Choc, cost: '{R}', type: Éphémère, abilities: [{targets: [any], do: [{op: damage, n: 2, to: t0}]}]}
  setup:
    - {card: %[1]s, as: mere}
    - {card: Ours, as: ours}
    - {card: Choc, as: choc, zone: hand, owner: opp}
  pool: {opp: "{R}"}
  actions:
    - {activate: mere, targets: [ours]}
    - {resolve: 1, choices: ["color:blue"]}
    - {cast: choc, by: opp, targets: [ours]}
    - {resolve: 1}
  key: [choc, action:3]
  expect:
    - {zone: ours, is: graveyard}
`} {
			scs, err := ParseScenarios("chosen_color.yaml", []byte(fmt.Sprintf(sc, id)))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s %s: %s\n%s", lang, scs[0].ID, res.Message, indent(res.Log))
			}
		}
	}
}
