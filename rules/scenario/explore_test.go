package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// merfolkBranchwalker is Marchebranche ondine / Tritona Calcafronde (XLN
// 197) as printed.
func merfolkBranchwalker(lang string) corpus.Card {
	return printedCost(lang, "xln", "197", "{1}{G}", 2, []string{"Creature"}, "2/1",
		[3]string{"Marchebranche ondine", "Créature : ondin et éclaireur", "ondin"}, [3]string{"Tritona Calcafronde", "Creatura — Esploratore Tritone", "tritone"},
		[]string{"Quand la Marchebranche ondine arrive sur le champ de bataille, elle explore. (Révélez la carte du dessus de votre bibliothèque. Mettez cette carte dans votre main si c'est un terrain. Sinon, mettez un marqueur +1/+1 sur cette créature, puis remettez la carte au-dessus de votre bibliothèque ou mettez-la dans votre cimetière.)"},
		[]string{"Quando la Tritona Calcafronde entra nel campo di battaglia, esplora. (Rivela la prima carta del tuo grimorio. Se è una terra, aggiungila alla tua mano. Altrimenti, metti un segnalino +1/+1 su questa creatura, poi rimetti quella carta al suo posto o mettila nel tuo cimitero.)"})
}

// TestExplore plays the printed card: a land revealed goes to the hand;
// a nonland card gives the creature a +1/+1 counter and goes to the
// graveyard when the resolve action names it.
func TestExplore(t *testing.T) {
	kb := printedKB(t, merfolkBranchwalker("fr"), merfolkBranchwalker("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-xln-197"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		for _, sc := range []string{`
- id: explore-land
  title: a land revealed goes to the hand
  checks: [{id: x, quote: x}]
  cards:
    - {name: Forêt, type: 'Terrain de base : forêt'}
  setup:
    - {card: %[1]s, as: ondine, zone: hand}
    - {card: Forêt, as: foret, zone: library}
  pool: {you: "{1}{G}"}
  actions:
    - {cast: ondine}
    - {resolve: 1}
    - {resolve: 1}
  key: [foret, action:3]
  expect:
    - {zone: foret, is: hand}
    - {counters: ondine, kind: +1/+1, is: 0}
`, `
- id: explore-nonland
  title: a nonland card, a counter, the card to the graveyard
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: ondine, zone: hand}
    - {card: Ours, as: ours, zone: library}
  pool: {you: "{1}{G}"}
  actions:
    - {cast: ondine}
    - {resolve: 1}
    - {resolve: 1, choices: [ours]}
  key: [ours, action:3]
  expect:
    - {zone: ours, is: graveyard}
    - {counters: ondine, kind: +1/+1, is: 1}
    - {pt: ondine, is: 3/2}
`} {
			scs, err := ParseScenarios("explore.yaml", []byte(fmt.Sprintf(sc, id)))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s %s: %s\n%s", lang, scs[0].ID, res.Message, indent(res.Log))
			}
		}
	}
}

// knightedMyr is Myr adoubé / Myr Cavaliere (MH2 17): its first paragraph.
func knightedMyr(lang string) corpus.Card {
	return printedCost(lang, "mh2", "17", "{2}{W}", 3, []string{"Artifact", "Creature"}, "2/2",
		[3]string{"Myr adoubé", "Créature-artefact : myr et chevalier", "myr"}, [3]string{"Myr Cavaliere", "Creatura Artefatto — Cavaliere Myr", "myr"},
		[]string{"{2}{W} : Adaptez 1. (Si cette créature n'a pas de marqueurs +1/+1 sur elle, mettez un marqueur +1/+1 sur elle.)"},
		[]string{"{2}{W}: Adattamento 1. (Se questa creatura non ha segnalini +1/+1, metti un segnalino +1/+1 su di essa.)"})
}

// TestAdapt plays the printed keyword action: a counter the first time,
// none while it has one.
func TestAdapt(t *testing.T) {
	kb := printedKB(t, knightedMyr("fr"), knightedMyr("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-mh2-17"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		src := fmt.Sprintf(`
- id: adapt
  title: adapt twice, one counter
  checks: [{id: x, quote: x}]
  setup:
    - {card: %s, as: myr}
  pool: {you: "{4}{W}{W}"}
  actions:
    - {activate: myr}
    - {resolve: 1}
    - {activate: myr}
    - {resolve: 1}
  key: [action:1]
  expect:
    - {counters: myr, kind: +1/+1, is: 1}
`, id)
		scs, err := ParseScenarios("adapt.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", id, res.Message, indent(res.Log))
		}
	}
}

// echoesOfTheKinTree is Échos de l'arbre-parent / Echi dell'Albero
// Atavico (DTK 15) as printed.
func echoesOfTheKinTree(lang string) corpus.Card {
	return printedCost(lang, "dtk", "15", "{1}{W}", 2, []string{"Enchantment"}, "",
		[3]string{"Échos de l'arbre-parent", "Enchantement", ""}, [3]string{"Echi dell'Albero Atavico", "Incantesimo", ""},
		[]string{"{2}{W} : Renforcement 1. (Choisissez une créature avec l'endurance la plus faible parmi les créatures que vous contrôlez et mettez un marqueur +1/+1 sur elle.)"},
		[]string{"{2}{W}: Sostieni 1. (Scegli una creatura con la costituzione minore tra le creature che controlli e metti un segnalino +1/+1 su di essa.)"})
}

// TestBolster plays the printed card: the counter goes on the creature of
// least toughness; between two of equal toughness, on the one chosen.
func TestBolster(t *testing.T) {
	kb := printedKB(t, echoesOfTheKinTree("fr"), echoesOfTheKinTree("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-dtk-15"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		src := fmt.Sprintf(`
- id: bolster
  title: bolster the least toughness, then the chosen one of two
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Géant, cost: '{2}{R}', type: 'Créature : géant', pt: 3/3}
  setup:
    - {card: %s, as: echos}
    - {card: Géant, as: geant}
    - {card: Ours, as: ours}
    - {card: Géant, as: autre}
  pool: {you: "{4}{W}{W}"}
  actions:
    - {activate: echos}
    - {resolve: 1}
    - {activate: echos}
    - {resolve: 1, choices: [autre]}
  key: [ours, action:4]
  expect:
    - {counters: ours, kind: +1/+1, is: 1}
    - {counters: autre, kind: +1/+1, is: 1}
    - {counters: geant, kind: +1/+1, is: 0}
`, id)
		scs, err := ParseScenarios("bolster.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", id, res.Message, indent(res.Log))
		}
	}
}
