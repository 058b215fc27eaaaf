package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// Keyword abilities of other eras played from printed cards (branch
// grammar-keywords): each card is read from its French and Italian text,
// every paragraph compiled, and the scenario plays the keyword's rule.

// dauthiSlayer is Tueur dauthi / Uccisore Dauthi (TSB 41) as printed.
func dauthiSlayer(lang string) corpus.Card {
	return printedCost(lang, "tsb", "41", "{B}{B}", 2, []string{"Creature"}, "2/2",
		[3]string{"Tueur dauthi", "Créature : dauthi et soldat", "dauthi"}, [3]string{"Uccisore Dauthi", "Creatura — Soldato Dauthi", "dauthi"},
		[]string{"Distorsion (Cette créature ne peut bloquer ou être bloquée que par des créatures avec la distorsion.)",
			"Le Tueur dauthi attaque à chaque tour si possible."},
		[]string{"Ombra (Questa creatura può bloccare o essere bloccata solo da creature con ombra.)",
			"L'Uccisore Dauthi attacca in ogni turno se può farlo."})
}

// playPrinted reads each card in French and Italian (every paragraph must
// compile) and runs each scenario with %[1]s the card's id in that
// language.
func playPrinted(t *testing.T, card func(string) corpus.Card, scenarios ...string) {
	t.Helper()
	kb := printedKB(t, card("fr"), card("it"))
	for _, lang := range []string{"fr", "it"} {
		id := card(lang).ID
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		for _, sc := range scenarios {
			scs, err := ParseScenarios("keywords.yaml", []byte(fmt.Sprintf(sc, id)))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s %s: %s\n%s", lang, scs[0].ID, res.Message, indent(res.Log))
			}
		}
	}
}

// TestShadow plays the printed Tueur dauthi (702.28b): it cannot be
// blocked by a creature without shadow, nor block one, and a creature
// with shadow blocks it.
func TestShadow(t *testing.T) {
	playPrinted(t, dauthiSlayer, `
- id: shadow-unblockable-by-non-shadow
  title: a creature without shadow cannot block it; it deals its damage
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: tueur}
    - {card: Ours, as: ours, owner: opp}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [tueur]}
    - {block: [[ours, tueur]], by: opp, expect_error: "shadow"}
    - {block: [], by: opp}
    - {goto: combat_damage}
    - {resolve: all}
  key: [tueur, action:2]
  expect:
    - {life: opp, is: 18}
`, `
- id: shadow-cannot-block-non-shadow
  title: it cannot block a creature without shadow
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: tueur, owner: opp}
    - {card: Ours, as: ours}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [ours]}
    - {block: [[tueur, ours]], by: opp, expect_error: "shadow"}
  key: [tueur, action:2]
`, `
- id: shadow-blocks-shadow
  title: a creature with shadow blocks it
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ombre, cost: '{B}', type: 'Créature : dauthi', pt: 1/3, keywords: [shadow]}
  setup:
    - {card: %[1]s, as: tueur}
    - {card: Ombre, as: ombre, owner: opp}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [tueur]}
    - {block: [[ombre, tueur]], by: opp}
  key: [ombre, action:2]
  expect:
    - {blocked: tueur, is: true}
`)
}

// treasureCruise is Fortune des mers / Traversata Sfarzosa (C16 101).
func treasureCruise(lang string) corpus.Card {
	return printedCost(lang, "c16", "101", "{7}{U}", 8, []string{"Sorcery"}, "",
		[3]string{"Fortune des mers", "Rituel", ""}, [3]string{"Traversata Sfarzosa", "Stregoneria", ""},
		[]string{"Fouille (Chaque carte que vous exilez depuis votre cimetière en lançant ce sort paie {1}.)", "Piochez trois cartes."},
		[]string{"Esumare (Ogni carta che esili dal tuo cimitero mentre lanci questa magia corrisponde al pagamento di {1}.)", "Pesca tre carte."})
}

// reverseEngineer is Rétro-ingénieur / Ingegneria Inversa (AER 42).
func reverseEngineer(lang string) corpus.Card {
	return printedCost(lang, "aer", "42", "{3}{U}{U}", 5, []string{"Sorcery"}, "",
		[3]string{"Rétro-ingénieur", "Rituel", ""}, [3]string{"Ingegneria Inversa", "Stregoneria", ""},
		[]string{"Improvisation (Vos artefacts peuvent aider à lancer ce sort. Chaque artefact que vous engagez après avoir activé des capacités de mana paie {1}.)", "Piochez trois cartes."},
		[]string{"Improvvisare (I tuoi artefatti possono aiutarti a lanciare questa magia. Ogni artefatto che TAPpi dopo aver attivato le abilità di mana corrisponde al pagamento di {1}.)", "Pesca tre carte."})
}

// libraryOfThree: three cards to draw.
const libraryOfThree = `
    - {card: Ours, as: l1, zone: library}
    - {card: Ours, as: l2, zone: library}
    - {card: Ours, as: l3, zone: library}`

// TestDelve plays the printed Fortune des mers (702.66): five cards
// exiled from the graveyard pay {5} of {7}{U}; the pool pays the rest. A
// card exiled for colored mana, or with no generic mana left, is refused.
func TestDelve(t *testing.T) {
	playPrinted(t, treasureCruise, `
- id: delve-pays-generic
  title: five graveyard cards and {2}{U} cast it
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: fortune, zone: hand}
    - {card: Ours, as: g1, zone: graveyard}
    - {card: Ours, as: g2, zone: graveyard}
    - {card: Ours, as: g3, zone: graveyard}
    - {card: Ours, as: g4, zone: graveyard}
    - {card: Ours, as: g5, zone: graveyard}`+libraryOfThree+`
  pool: {you: "{2}{U}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: fortune, delve: [g1, g2, g3, g4, g5]}
    - {resolve: 1}
  key: [fortune, action:1]
  expect:
    - {zone: g1, is: exile}
    - {zone: g5, is: exile}
    - {zone: l3, is: hand}
    - {zone: fortune, is: graveyard}
`, `
- id: delve-not-colored
  title: the graveyard cannot pay its {U}; nor more than its generic mana
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: fortune, zone: hand}
    - {card: Ours, as: g1, zone: graveyard}
    - {card: Ours, as: g2, zone: graveyard}
    - {card: Ours, as: g3, zone: graveyard}
    - {card: Ours, as: g4, zone: graveyard}
    - {card: Ours, as: g5, zone: graveyard}
    - {card: Ours, as: g6, zone: graveyard}
    - {card: Ours, as: g7, zone: graveyard}
    - {card: Ours, as: g8, zone: graveyard}
  pool: {you: "{2}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: fortune, delve: [g1, g2, g3, g4, g5, g6, g7, g8], expect_error: "generic"}
    - {cast: fortune, delve: [g1, g2, g3, g4, g5], expect_error: "casting"}
  key: [fortune, action:1]
  expect:
    - {zone: g1, is: graveyard}
    - {zone: fortune, is: hand}
`)
}

// TestImprovise plays the printed Rétro-ingénieur (702.126): two untapped
// artifacts tapped pay {2} of {3}{U}{U}; a tapped one pays nothing.
func TestImprovise(t *testing.T) {
	playPrinted(t, reverseEngineer, `
- id: improvise-pays-generic
  title: two artifacts and {1}{U}{U} cast it
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Babiole, cost: '{1}', type: 'Artefact'}
  setup:
    - {card: %[1]s, as: retro, zone: hand}
    - {card: Babiole, as: a1}
    - {card: Babiole, as: a2}
    - {card: Babiole, as: a3, tapped: true}`+libraryOfThree+`
  pool: {you: "{1}{U}{U}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: retro, improvise: [a1, a3], expect_error: "untapped artifact"}
    - {cast: retro, improvise: [a1, a2]}
    - {resolve: 1}
  key: [retro, action:2]
  expect:
    - {tapped: a1, is: true}
    - {tapped: a2, is: true}
    - {zone: l3, is: hand}
`)
}
