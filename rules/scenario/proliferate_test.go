package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// contagionClasp is Boucle de contagion / Stretta Contagiosa (DDF 63) as
// printed.
func contagionClasp(lang string) corpus.Card {
	return printedCost(lang, "ddf", "63", "{2}", 2, []string{"Artifact"}, "",
		[3]string{"Boucle de contagion", "Artefact", ""}, [3]string{"Stretta Contagiosa", "Artefatto", ""},
		[]string{"Quand la Boucle de contagion arrive sur le champ de bataille, mettez un marqueur -1/-1 sur la créature ciblée.",
			"{4}, {T} : Proliférez. (Vous choisissez n'importe quel nombre de permanents et/ou de joueurs avec des marqueurs sur eux, puis vous leur donnez à chacun un autre marqueur d'une sorte déjà présente.)"},
		[]string{"Quando la Stretta Contagiosa entra nel campo di battaglia, metti un segnalino -1/-1 su una creatura bersaglio.",
			"{4}, {T}: Proliferare. (Scegli un qualsiasi numero di permanenti e/o giocatori con segnalini su di essi, poi metti su ognuno un altro segnalino di un tipo già presente.)"})
}

// TestProliferate plays the printed card: the permanents chosen get
// another counter of each kind they have; one not chosen gets none.
func TestProliferate(t *testing.T) {
	kb := printedKB(t, contagionClasp("fr"), contagionClasp("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-ddf-63"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		src := fmt.Sprintf(`
- id: proliferate
  title: proliferate the chosen permanents
  checks: [{id: x, quote: x}]
  cards:
    - {name: Géant, cost: '{2}{R}', type: 'Créature : géant', pt: 3/3}
  setup:
    - {card: %s, as: boucle}
    - {card: Géant, as: leur, owner: opp, counters: {-1/-1: 1}}
    - {card: Géant, as: mien, counters: {+1/+1: 1}}
  pool: {you: "{4}"}
  actions:
    - {activate: boucle}
    - {resolve: 1, choices: [leur]}
  key: [action:2]
  expect:
    - {counters: leur, kind: -1/-1, is: 2}
    - {counters: mien, kind: +1/+1, is: 1}
    - {pt: leur, is: 1/1}
`, id)
		scs, err := ParseScenarios("proliferate.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", id, res.Message, indent(res.Log))
		}
	}
}
