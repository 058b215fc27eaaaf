package scenario

import (
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// seaMonster is Monstre marin / Mostro Marino / Sea Monster (10E 106) as
// printed.
func seaMonster(lang string) corpus.Card {
	id, creature := lang+"-10e-106", []string{"Creature"}
	var c corpus.Card
	switch lang {
	case "fr":
		c = layCard(id, lang, "{4}{U}{U}", creature, "6/6", "Monstre marin", "Créature : serpent",
			"Le Monstre marin ne peut pas attaquer, à moins que le joueur défenseur contrôle au moins une île.")
	case "it":
		c = layCard(id, lang, "{4}{U}{U}", creature, "6/6", "Mostro Marino", "Creatura — Serpe",
			"Il Mostro Marino non può attaccare a meno che il giocatore in difesa non controlli un'Isola.")
	default:
		c = layCard(id, lang, "{4}{U}{U}", creature, "6/6", "Sea Monster", "Creature — Serpent",
			"Sea Monster can't attack unless defending player controls an Island.")
	}
	return c
}

// island is the basic Island (10E 368) in lang, whose type line teaches
// the reader the subtype.
func island(lang string) corpus.Card {
	id, land := lang+"-10e-368", []string{"Land"}
	var c corpus.Card
	switch lang {
	case "fr":
		c = layCard(id, lang, "", land, "", "Île", "Terrain de base : île")
		c.Subtypes = []string{"île"}
	case "it":
		c = layCard(id, lang, "", land, "", "Isola", "Terra Base — Isola")
		c.Subtypes = []string{"isola"}
	default:
		c = layCard(id, lang, "", land, "", "Island", "Basic Land — Island")
		c.Subtypes = []string{"island"}
	}
	c.Supertypes = []string{"Basic"}
	return c
}

// TestCantAttackUnlessDefendingControls plays the printed Sea Monster:
// "defending player" is the player the attack is declared against, read
// before the monster attacks (508.1c: restrictions are checked as
// attackers are declared): without an Island the declaration is refused;
// once the opponent controls one, it attacks.
func TestCantAttackUnlessDefendingControls(t *testing.T) {
	others := []corpus.Card{island("fr"), island("it"), island("en")}
	runPrinted(t, seaMonster, `
- id: sea-monster-no-island
  title: no island, no attack
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: monstre}
    - {card: en-10e-368, as: mine}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [monstre], expect_error: "cant_attack"}
  key: [monstre, action:1]
  expect:
    - {attacking: monstre, is: false}
`, others...)
	runPrinted(t, seaMonster, `
- id: sea-monster-island
  title: the defending player controls an island
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: monstre}
    - {card: en-10e-368, as: theirs, owner: opp}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [monstre]}
    - {goto: combat_damage}
    - {resolve: all}
  key: [monstre, action:1]
  expect:
    - {life: opp, is: 14}
`, others...)
}

// cosmicLarva is Larve cosmique / Larva Cosmica / Cosmic Larva (5DN 63) as
// printed.
func cosmicLarva(lang string) corpus.Card {
	id, creature := lang+"-5dn-63", []string{"Creature"}
	switch lang {
	case "fr":
		return layCard(id, lang, "{1}{R}{R}", creature, "7/6", "Larve cosmique", "Créature : bête", "Piétinement",
			"Au début de votre entretien, sacrifiez la Larve cosmique à moins que vous ne sacrifiiez deux terrains.")
	case "it":
		return layCard(id, lang, "{1}{R}{R}", creature, "7/6", "Larva Cosmica", "Creatura — Bestia", "Travolgere",
			"All'inizio del tuo mantenimento, sacrifica la Larva Cosmica a meno che tu sacrifichi due terre.")
	}
	return layCard(id, lang, "{1}{R}{R}", creature, "7/6", "Cosmic Larva", "Creature — Beast", "Trample",
		"At the beginning of your upkeep, sacrifice Cosmic Larva unless you sacrifice two lands.")
}

// TestUnlessYouSacrifice plays the printed Cosmic Larva: "unless you
// sacrifice two lands" is a cost offered as the trigger resolves; with two
// lands they go and the larva stays; with one, the cost cannot be paid in
// part (118.3): the land stays and the larva is sacrificed.
func TestUnlessYouSacrifice(t *testing.T) {
	others := []corpus.Card{island("fr"), island("it"), island("en")}
	runPrinted(t, cosmicLarva, `
- id: larva-two-lands
  title: two lands sacrificed, the larva stays
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: larve}
    - {card: en-10e-368, as: t1}
    - {card: en-10e-368, as: t2}
  turn: {active: you, step: untap, number: 3}
  actions:
    - {goto: upkeep}
    - {resolve: all}
  key: [larve, action:2]
  expect:
    - {zone: larve, is: battlefield}
    - {zone: t1, is: graveyard}
    - {zone: t2, is: graveyard}
`, others...)
	runPrinted(t, cosmicLarva, `
- id: larva-one-land
  title: one land cannot pay, the larva is sacrificed
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: larve}
    - {card: en-10e-368, as: t1}
  turn: {active: you, step: untap, number: 3}
  actions:
    - {goto: upkeep}
    - {resolve: all}
  key: [larve, action:2]
  expect:
    - {zone: larve, is: graveyard}
    - {zone: t1, is: battlefield}
`, others...)
}
