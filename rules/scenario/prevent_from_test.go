package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// layCard lays a real card out as the notes print it: its type
// words, and its name, type line and text in lang.
func layCard(id, lang, cost string, types []string, pt string, name, typeLine string, text ...string) corpus.Card {
	c := corpus.Card{ID: id, Doc: lang, Lang: lang, Layout: corpus.LayoutNormal, ManaCost: cost, Types: types,
		Subtypes: []string{}, Modes: []string{}, Name: name, TypeLine: typeLine, Text: text}
	if pt != "" {
		c.PT = pt
		c.Power, c.Toughness, _ = cutPT(pt)
	}
	return c
}

func cutPT(pt string) (string, string, bool) {
	for i := range pt {
		if pt[i] == '/' {
			return pt[:i], pt[i+1:], true
		}
	}
	return pt, "", false
}

// defang is Odontosectomie / Spezzacanini / Defang (AVR 15) as printed.
func defang(lang string) corpus.Card {
	id, aura := lang+"-avr-15", []string{"Enchantment"}
	var c corpus.Card
	switch lang {
	case "fr":
		c = layCard(id, lang, "{1}{W}", aura, "", "Odontosectomie", "Enchantement : aura", "Enchanter : créature",
			"Prévenez toutes les blessures qui devraient être infligées par la créature enchantée.")
	case "it":
		c = layCard(id, lang, "{1}{W}", aura, "", "Spezzacanini", "Incantesimo — Aura", "Incanta creatura",
			"Previeni tutto il danno che verrebbe inflitto dalla creatura incantata.")
	default:
		c = layCard(id, lang, "{1}{W}", aura, "", "Defang", "Enchantment — Aura", "Enchant creature",
			"Prevent all damage that would be dealt by enchanted creature.")
	}
	c.Subtypes = []string{"aura"}
	return c
}

// fogBank is Banc de brouillard / Banco di Nebbia / Fog Bank (M13 52) as
// printed.
func fogBank(lang string) corpus.Card {
	id, wall := lang+"-m13-52", []string{"Creature"}
	switch lang {
	case "fr":
		return layCard(id, lang, "{1}{U}", wall, "0/2", "Banc de brouillard", "Créature : mur",
			"Défenseur (Cette créature ne peut pas attaquer.)", "Vol",
			"Prévenez toutes les blessures de combat qui devraient être infligées à et par le Banc de brouillard.")
	case "it":
		return layCard(id, lang, "{1}{U}", wall, "0/2", "Banco di Nebbia", "Creatura — Muro",
			"Difensore (Questa creatura non può attaccare.)", "Volare",
			"Previeni tutto il danno da combattimento che verrebbe inflitto al e dal Banco di Nebbia.")
	}
	return layCard(id, lang, "{1}{U}", wall, "0/2", "Fog Bank", "Creature — Wall", "Defender, flying",
		"Prevent all combat damage that would be dealt to and dealt by Fog Bank.")
}

// mendingHands is Mains réparatrices / Mani Curatrici / Mending Hands
// (9ED 29) as printed.
func mendingHands(lang string) corpus.Card {
	id, instant := lang+"-9ed-29", []string{"Instant"}
	switch lang {
	case "fr":
		return layCard(id, lang, "{W}", instant, "", "Mains réparatrices", "Éphémère",
			"Prévenez, ce tour-ci, les prochaines 4 blessures qui devraient être infligées à une cible, créature ou joueur.")
	case "it":
		return layCard(id, lang, "{W}", instant, "", "Mani Curatrici", "Istantaneo",
			"Previeni i prossimi 4 danni che verrebbero inflitti a una creatura o a un giocatore bersaglio in questo turno.")
	}
	return layCard(id, lang, "{W}", instant, "", "Mending Hands", "Instant",
		"Prevent the next 4 damage that would be dealt to any target this turn.")
}

// runPrinted runs one scenario, src with %s for the card's id, against
// the printed card in each language, after checking every paragraph of
// it compiled; others are more cards of the knowledge base (whose type
// lines teach the reader their subtypes).
func runPrinted(t *testing.T, card func(lang string) corpus.Card, src string, others ...corpus.Card) {
	t.Helper()
	kb := printedKB(t, append([]corpus.Card{card("fr"), card("it"), card("en")}, others...)...)
	for _, lang := range []string{"fr", "it", "en"} {
		id := card(lang).ID
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		scs, err := ParseScenarios("printed.yaml", []byte(fmt.Sprintf(src, id)))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", id, res.Message, indent(res.Log))
		}
	}
}

// TestPreventFromEnchanted plays the printed Defang: the enchanted
// creature's damage is prevented (op prevent_from), another creature's
// is not.
func TestPreventFromEnchanted(t *testing.T) {
	runPrinted(t, defang, `
- id: defang
  title: defang
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Loup, cost: '{1}{G}', type: 'Créature : loup', pt: 3/3}
  setup:
    - {card: %s, as: aura, zone: hand}
    - {card: Ours, as: ours, owner: opp}
    - {card: Loup, as: loup, owner: opp}
    - {card: Ours, as: pioche, owner: opp, zone: library}
  pool: {you: "{1}{W}"}
  actions:
    - {cast: aura, targets: [ours]}
    - {resolve: 1}
    - {goto: main1, next_turn: true}
    - {attack: [ours, loup], by: opp}
    - {combat_damage: {assign: {}}}
    - {resolve: all}
  key: [aura]
  expect:
    - {attached_to: aura, is: ours}
    - {life: you, is: 17}
`)
}

// TestPreventCombatToAndBy plays the printed Fog Bank: noncombat damage
// to it is dealt, combat damage prevented (kind combat): one damage
// marked, not three.
func TestPreventCombatToAndBy(t *testing.T) {
	runPrinted(t, fogBank, `
- id: fog-bank
  title: fog bank
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Aiguillon, cost: '{R}', type: Éphémère, abilities: [{targets: [any], do: [{op: damage, n: 1, to: t0}]}]}
  setup:
    - {card: %s, as: fog}
    - {card: Ours, as: ours, owner: opp}
    - {card: Aiguillon, as: a1, zone: hand, owner: opp}
  pool: {opp: "{R}"}
  turn: {active: opp, step: main1, number: 2}
  actions:
    - {cast: a1, by: opp, targets: [fog]}
    - {resolve: 1}
    - {attack: [ours], by: opp}
    - {block: [[fog, ours]]}
    - {combat_damage: {assign: {}}}
    - {resolve: all}
  key: [fog]
  expect:
    - {damage_marked: fog, is: 1}
`)
}

// TestPreventNextDamage plays the printed Mending Hands: a shield of the
// next 4 damage to the target, the fifth dealt.
func TestPreventNextDamage(t *testing.T) {
	runPrinted(t, mendingHands, `
- id: mending-hands
  title: mending hands
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Pic, cost: '{R}', type: Éphémère, abilities: [{targets: [any], do: [{op: damage, n: 5, to: t0}]}]}
  setup:
    - {card: %s, as: hands, zone: hand}
    - {card: Ours, as: ours}
    - {card: Pic, as: pic, zone: hand, owner: opp}
  pool: {you: "{W}", opp: "{R}"}
  actions:
    - {cast: hands, targets: [ours]}
    - {resolve: 1}
    - {cast: pic, by: opp, targets: [ours]}
    - {resolve: 1}
  key: [hands]
  expect:
    - {damage_marked: ours, is: 1}
    - {zone: ours, is: battlefield}
`)
}
