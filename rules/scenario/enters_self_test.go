package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// vividCreek is Ruisseau éclatant / Torrente Iridescente / Vivid Creek:
// French and Italian as printed in C13 334, where the printing lost its
// line breaks (one paragraph: « … sur lui.{T} : Ajoutez {U} … »), English
// as Oracle writes it, one paragraph per ability.
func vividCreek(lang string) corpus.Card {
	c := corpus.Card{ID: lang + "-c13-334", Doc: lang, Lang: lang, Set: "C13", Layout: corpus.LayoutNormal,
		Types: []string{"Land"}, Subtypes: []string{}, Modes: []string{}}
	switch lang {
	case "fr":
		c.Name, c.TypeLine = "Ruisseau éclatant", "Terrain"
		c.Text = []string{"Le Ruisseau éclatant arrive sur le champ de bataille engagé avec deux marqueurs « charge » sur lui.{T} : Ajoutez {U} à votre réserve.{T}, retirez un marqueur « charge » du Ruisseau éclatant : Ajoutez un mana de la couleur de votre choix à votre réserve."}
	case "it":
		c.Name, c.TypeLine = "Torrente Iridescente", "Terra"
		c.Text = []string{"Il Torrente Iridescente entra nel campo di battaglia TAPpato con due segnalini carica.{T}: Aggiungi {U} alla tua riserva di mana."}
	default:
		c.Name, c.TypeLine = "Vivid Creek", "Land"
		c.Text = []string{"Vivid Creek enters the battlefield tapped with two charge counters on it.", "{T}: Add {U}.",
			"{T}, Remove a charge counter from Vivid Creek: Add one mana of any color."}
	}
	return c
}

// TestPlayedLandEntersWithCounters plays the printed Vivid Creek: played
// from the hand, a land is not cast, yet its "enters with two charge
// counters" applies (614.1c) as its "enters tapped" does.
func TestPlayedLandEntersWithCounters(t *testing.T) {
	kb := printedKB(t, vividCreek("fr"), vividCreek("it"), vividCreek("en"))
	for _, lang := range []string{"fr", "it", "en"} {
		id := lang + "-c13-334"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		src := fmt.Sprintf(`
- id: vivid
  title: vivid
  checks: [{id: x, quote: x}]
  setup:
    - {card: %s, as: creek, zone: hand}
  actions:
    - {play_land: creek}
  key: [creek]
  expect:
    - {tapped: creek, is: true}
    - {counters: creek, kind: charge, is: 2}
`, id)
		scs, err := ParseScenarios("vivid.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", id, res.Message, indent(res.Log))
		}
	}
}
