package scenario

import (
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// treetopVillage is Village arboricole / Villaggio Arboricolo / Treetop
// Village (DDG 38) as printed; the French and Italian first paragraphs
// lost their line break in the printing.
func treetopVillage(lang string) corpus.Card {
	id, land := lang+"-ddg-38", []string{"Land"}
	switch lang {
	case "fr":
		return layCard(id, lang, "", land, "", "Village arboricole", "Terrain",
			"Le Village arboricole arrive sur le champ de bataille engagé.{T} : Ajoutez {G} à votre réserve.",
			"{1}{G} : Le Village arboricole devient une créature 3/3 verte Grand singe avec le piétinement jusqu'à la fin du tour. C'est toujours un terrain.")
	case "it":
		return layCard(id, lang, "", land, "", "Villaggio Arboricolo", "Terra",
			"Il Villaggio Arboricolo entra nel campo di battaglia TAPpato.", "{T}: Aggiungi {G} alla tua riserva di mana.",
			"{1}{G}: Il Villaggio Arboricolo diventa una creatura Scimpanzé 3/3 verde con travolgere fino alla fine del turno. È ancora una terra.")
	}
	return layCard(id, lang, "", land, "", "Treetop Village", "Land", "Treetop Village enters the battlefield tapped.", "{T}: Add {G}.",
		"{1}{G}: Treetop Village becomes a 3/3 green Ape creature with trample until end of turn. It's still a land. (It can deal excess combat damage to the player or planeswalker it's attacking.)")
}

// chimericStaff is Bâton chimérique / Bastone Chimerico / Chimeric Staff
// (10E 313) as printed.
func chimericStaff(lang string) corpus.Card {
	id, art := lang+"-10e-313", []string{"Artifact"}
	switch lang {
	case "fr":
		return layCard(id, lang, "{4}", art, "", "Bâton chimérique", "Artefact",
			"{X} : Le Bâton chimérique devient une créature-artefact X/X Construction jusqu'à la fin du tour.")
	case "it":
		return layCard(id, lang, "{4}", art, "", "Bastone Chimerico", "Artefatto",
			"{X}: Il Bastone Chimerico diventa una creatura artefatto Costrutto X/X fino alla fine del turno.")
	}
	return layCard(id, lang, "{4}", art, "", "Chimeric Staff", "Artifact",
		"{X}: Chimeric Staff becomes an X/X Construct artifact creature until end of turn.")
}

// TestLandBecomesCreature plays the printed Treetop Village: until end of
// turn a 3/3 green creature with trample that is still a land (205.1b);
// a land again, colorless, the next turn.
func TestLandBecomesCreature(t *testing.T) {
	runPrinted(t, treetopVillage, `
- id: treetop
  title: treetop
  checks: [{id: x, quote: x}]
  setup:
    - {card: %s, as: village}
    - {card: %[1]s, as: pioche, zone: library}
    - {card: %[1]s, as: pioche2, zone: library, owner: opp}
  pool: {you: "{1}{G}"}
  actions:
    - {activate: village, ability: "2"}
    - {resolve: 1}
    - check:
        - {is_creature: village, is: true}
        - {types: village, is: [Creature, Land]}
        - {pt: village, is: 3/3}
        - {colors: village, is: G}
        - {keyword: village, kind: trample, is: true}
    - {goto: main1, next_turn: true}
  key: [village]
  expect:
    - {is_creature: village, is: false}
    - {types: village, is: [Land]}
    - {colors: village, is: colorless}
`, ape("fr"), ape("it"))
}

// ape is a creature card of subtype ape, whose type line teaches the
// reader the French and Italian words: Gorille de guerre / Gorilla da
// Guerra (9ED 22).
func ape(lang string) corpus.Card {
	if lang == "fr" {
		c := layCard("fr-9ed-22", lang, "{2}{W}", []string{"Creature"}, "2/3", "Gorille de guerre", "Créature : grand singe et soldat")
		c.Subtypes = []string{"grand singe", "soldat"}
		return c
	}
	c := layCard("it-9ed-22", lang, "{2}{W}", []string{"Creature"}, "2/3", "Gorilla da Guerra", "Creatura — Soldato Scimpanzé")
	c.Subtypes = []string{"soldato", "scimpanzé"}
	return c
}

// TestArtifactBecomesCreature plays the printed Chimeric Staff: an X/X
// artifact creature for X paid, its card types replaced by "artifact
// creature" (205.1a), which it already was an artifact of.
func TestArtifactBecomesCreature(t *testing.T) {
	runPrinted(t, chimericStaff, `
- id: staff
  title: staff
  checks: [{id: x, quote: x}]
  setup:
    - {card: %s, as: staff}
  pool: {you: "{3}"}
  actions:
    - {activate: staff, x: 3}
    - {resolve: 1}
  key: [staff]
  expect:
    - {types: staff, is: [Artifact, Creature]}
    - {pt: staff, is: 3/3}
`)
}
