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
