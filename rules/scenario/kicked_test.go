package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// printedKB is a knowledge base of printed cards written here as printed
// (real cards of ../shared/realcards, which the tree never copies): the
// scenarios below play what the reader compiles from their text.
func printedKB(t *testing.T, cards ...corpus.Card) *Cards {
	t.Helper()
	kb := &corpus.KB{Cards: cards}
	if err := kb.Index(); err != nil {
		t.Fatal(err)
	}
	return NewCards(kb)
}

// korAeronaut is Aéronaute kor / Aeronauta Kor (DDF 10) as printed.
func korAeronaut(lang string) corpus.Card {
	c := corpus.Card{ID: lang + "-ddf-10", Doc: lang, Lang: lang, Set: "DDF", Layout: corpus.LayoutNormal,
		ManaCost: "{W}{W}", ManaValue: 2, Colors: []string{"W"}, Types: []string{"Creature"}, PT: "2/2",
		Power: "2", Toughness: "2", Modes: []string{}}
	if lang == "fr" {
		c.Name, c.TypeLine, c.Subtypes = "Aéronaute kor", "Créature : kor et soldat", []string{"kor", "soldat"}
		c.Text = []string{"Kick {1}{W} (Vous pouvez payer {1}{W} supplémentaires au moment où vous lancez ce sort.)", "Vol",
			"Quand l'Aéronaute kor arrive sur le champ de bataille, s'il a été kické, la créature ciblée acquiert le vol jusqu'à la fin du tour."}
		return c
	}
	c.Name, c.TypeLine, c.Subtypes = "Aeronauta Kor", "Creatura — Soldato Kor", []string{"soldato", "kor"}
	c.Text = []string{"Potenziamento {1}{W} (Puoi pagare {1}{W} addizionale quando lanci questa magia.)", "Volare",
		"Quando l'Aeronauta Kor entra nel campo di battaglia, se è stato potenziato, una creatura bersaglio ha volare fino alla fine del turno."}
	return c
}

// TestKickedPermanent plays the printed Aéronaute kor / Aeronauta Kor: its
// enters trigger asks whether the permanent entered as a kicked spell
// (702.33d), which the permanent remembers; cast without its kicker, the
// trigger does nothing.
func TestKickedPermanent(t *testing.T) {
	kb := printedKB(t, korAeronaut("fr"), korAeronaut("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-ddf-10"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		for _, tc := range []struct {
			kicked bool
			pool   string
			flying bool
		}{{true, "{1}{W}{W}{W}", true}, {false, "{W}{W}", false}} {
			src := fmt.Sprintf(`
- id: kicked
  title: kicked
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %s, as: aeronaute, zone: hand}
    - {card: Ours, as: ours}
  pool: {you: "%s"}
  actions:
    - {cast: aeronaute, kicked: %t}
    - {resolve: 1, trigger_targets: {aeronaute: [[ours]]}}
    - {resolve: all}
  key: [aeronaute]
  expect:
    - {zone: aeronaute, is: battlefield}
    - {keyword: ours, kind: flying, is: %t}
`, id, tc.pool, tc.kicked, tc.flying)
			scs, err := ParseScenarios("kicked.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s, kicked %t: %s\n%s", id, tc.kicked, res.Message, indent(res.Log))
			}
		}
	}
}
