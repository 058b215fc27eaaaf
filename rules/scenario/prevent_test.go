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

// divineLight is Lumière divine / Luce Divina (APC 8) as printed.
func divineLight(lang string) corpus.Card {
	c := corpus.Card{ID: lang + "-apc-8", Doc: lang, Lang: lang, Set: "APC", Layout: corpus.LayoutNormal,
		ManaCost: "{W}", ManaValue: 1, Colors: []string{"W"}, Types: []string{"Sorcery"}, Modes: []string{}}
	if lang == "fr" {
		c.Name, c.TypeLine = "Lumière divine", "Rituel"
		c.Text = []string{"Prévenez toutes les blessures qui devraient être infligées ce tour-ci aux créatures que vous contrôlez."}
		return c
	}
	c.Name, c.TypeLine = "Luce Divina", "Stregoneria"
	c.Text = []string{"Previeni tutto il danno che verrebbe inflitto in questo turno alle creature che controlli."}
	return c
}

// TestPreventionNotLockedIn plays the printed Lumière divine: its
// prevention covers the creatures you control as damage would be dealt
// (611.2c locks in only what changes characteristics), a creature cast
// after it resolved included, and not the opponent's.
func TestPreventionNotLockedIn(t *testing.T) {
	kb := printedKB(t, divineLight("fr"), divineLight("it"))
	for _, lang := range []string{"fr", "it"} {
		id := lang + "-apc-8"
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		src := fmt.Sprintf(`
- id: prevent-filter
  title: prevent filter
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Aiguillon, cost: '{R}', type: Éphémère, abilities: [{targets: [any], do: [{op: damage, n: 1, to: t0}]}]}
  setup:
    - {card: %s, as: lumiere, zone: hand}
    - {card: Ours, as: mien, zone: hand}
    - {card: Ours, as: sien, owner: opp}
    - {card: Aiguillon, as: a1, zone: hand}
    - {card: Aiguillon, as: a2, zone: hand}
  pool: {you: "{W}{R}{R}{1}{G}"}
  actions:
    - {cast: lumiere}
    - {resolve: 1}
    - {cast: mien}
    - {resolve: 1}
    - {cast: a1, targets: [mien]}
    - {resolve: 1}
    - {cast: a2, targets: [sien]}
    - {resolve: 1}
  key: [lumiere]
  expect:
    - {damage_marked: mien, is: 0}
    - {damage_marked: sien, is: 1}
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
