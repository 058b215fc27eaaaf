package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// choManno is Cho-Manno, révolutionnaire / Cho-Manno, Rivoluzionario (10E
// 12) as printed.
func choManno(lang string) corpus.Card {
	c := corpus.Card{ID: lang + "-10e-12", Doc: lang, Lang: lang, Set: "10E", Layout: corpus.LayoutNormal,
		ManaCost: "{2}{W}{W}", ManaValue: 4, Colors: []string{"W"}, Supertypes: []string{"Legendary"},
		Types: []string{"Creature"}, PT: "2/2", Power: "2", Toughness: "2", Modes: []string{}}
	if lang == "fr" {
		c.Name, c.TypeLine, c.Subtypes = "Cho-Manno, révolutionnaire", "Créature légendaire : humain et rebelle", []string{"humain", "rebelle"}
		c.Text = []string{"Prévenez toutes les blessures qui devraient être infligées à Cho-Manno, révolutionnaire."}
		return c
	}
	c.Name, c.TypeLine, c.Subtypes = "Cho-Manno, Rivoluzionario", "Creatura Leggendaria — Ribelle Umano", []string{"ribelle", "umano"}
	c.Text = []string{"Previeni tutto il danno che verrebbe inflitto a Cho-Manno, Rivoluzionario."}
	return c
}

// TestStaticPrevention plays the printed Cho-Manno: its static ability
// prevents all damage dealt to it, for as long as it is on the
// battlefield, and to it only (another creature is dealt the damage).
func TestStaticPrevention(t *testing.T) {
	kb := printedKB(t, choManno("fr"), choManno("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-10e-12"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		src := fmt.Sprintf(`
- id: prevent
  title: prevent
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Aiguillon, cost: '{R}', type: Éphémère, abilities: [{targets: [any], do: [{op: damage, n: 1, to: t0}]}]}
  setup:
    - {card: %s, as: cho}
    - {card: Ours, as: ours}
    - {card: Aiguillon, as: a1, zone: hand, owner: opp}
    - {card: Aiguillon, as: a2, zone: hand, owner: opp}
  pool: {opp: "{R}{R}"}
  turn: {active: opp, step: main1, number: 2}
  actions:
    - {cast: a1, by: opp, targets: [cho]}
    - {resolve: 1}
    - {cast: a2, by: opp, targets: [ours]}
    - {resolve: 1}
  key: [cho]
  expect:
    - {damage_marked: cho, is: 0}
    - {damage_marked: ours, is: 1}
`, id)
		scs, err := ParseScenarios("prevent.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", id, res.Message, indent(res.Log))
		}
	}
}
