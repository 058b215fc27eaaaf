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

// trostanisJudgment is Jugement selon Trostani / Sentenza di Trostani
// (C19 77) as printed.
func trostanisJudgment(lang string) corpus.Card {
	return printedCost(lang, "c19", "77", "{5}{W}", 6, []string{"Instant"}, "",
		[3]string{"Jugement selon Trostani", "Éphémère", ""}, [3]string{"Sentenza di Trostani", "Istantaneo", ""},
		[]string{"Exilez la créature ciblée, puis peuplez. (Créez un jeton qui est une copie d'un jeton de créature que vous contrôlez.)"},
		[]string{"Esilia una creatura bersaglio, poi popola. (Crea una pedina che è una copia di una pedina creatura che controlli.)"})
}

// TestPopulate plays the printed card: the creature token chosen is
// copied; with no creature token, nothing is created.
func TestPopulate(t *testing.T) {
	kb := printedKB(t, trostanisJudgment("fr"), trostanisJudgment("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-c19-77"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		for _, sc := range []string{`
- id: populate
  title: populate the chosen creature token
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Géant, cost: '{2}{R}', type: 'Créature : géant', pt: 3/3}
  setup:
    - {card: %[1]s, as: jugement, zone: hand}
    - {card: Ours, as: ours, token: true}
    - {card: Géant, as: geant, token: true}
    - {card: Ours, as: leur, owner: opp}
  pool: {you: "{5}{W}"}
  actions:
    - {cast: jugement, targets: [leur]}
    - {resolve: 1, choices: [geant]}
  key: [geant, action:2]
  expect:
    - {zone: leur, is: exile}
    - {value: "count(creature sub:geant you_control)", is: 2}
    - {value: "count(creature sub:ours you_control)", is: 1}
`, `
- id: populate-none
  title: no creature token, nothing to populate
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: jugement, zone: hand}
    - {card: Ours, as: ours}
    - {card: Ours, as: leur, owner: opp}
  pool: {you: "{5}{W}"}
  actions:
    - {cast: jugement, targets: [leur]}
    - {resolve: 1}
  key: [action:2]
  expect:
    - {zone: leur, is: exile}
    - {value: "count(creature you_control)", is: 1}
`} {
			scs, err := ParseScenarios("populate.yaml", []byte(fmt.Sprintf(sc, id)))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s %s: %s\n%s", lang, scs[0].ID, res.Message, indent(res.Log))
			}
		}
	}
}
