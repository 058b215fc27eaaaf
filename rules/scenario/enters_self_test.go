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

// myojinOfCleansingFire is Myojin du Feu purificateur / Myojin del Fuoco
// Purificatore / Myojin of Cleansing Fire (CHK 35) as printed.
func myojinOfCleansingFire(lang string) corpus.Card {
	id, creature := lang+"-chk-35", []string{"Creature"}
	var c corpus.Card
	switch lang {
	case "fr":
		c = layCard(id, lang, "{5}{W}{W}{W}", creature, "4/6", "Myojin du Feu purificateur", "Créature légendaire : esprit",
			"Le Myojin du Feu purificateur arrive en jeu avec sur lui un marqueur « divinité » si vous l'avez joué depuis votre main.",
			"Le Myojin du Feu purificateur est indestructible tant qu'il a sur lui un marqueur « divinité ».",
			"Retirez un marqueur « divinité » du Myojin du Feu purificateur : Détruisez chaque autre créature.")
	case "it":
		c = layCard(id, lang, "{5}{W}{W}{W}", creature, "4/6", "Myojin del Fuoco Purificatore", "Creatura Leggendaria - Spirito",
			"Il Myojin del Fuoco Purificatore entra in gioco con un segnalino divinità se lo giochi dalla tua mano.",
			"Il Myojin del Fuoco Purificatore è indistruttibile fintanto che ha almeno un segnalino divinità.",
			"Rimuovi un segnalino divinità dal Myojin del Fuoco Purificatore: Distruggi ogni altra creatura.")
	default:
		c = layCard(id, lang, "{5}{W}{W}{W}", creature, "4/6", "Myojin of Cleansing Fire", "Legendary Creature — Spirit",
			"Myojin of Cleansing Fire enters the battlefield with a divinity counter on it if you cast it from your hand.",
			"Myojin of Cleansing Fire has indestructible as long as it has a divinity counter on it.",
			"Remove a divinity counter from Myojin of Cleansing Fire: Destroy all other creatures.")
	}
	c.Supertypes = []string{"Legendary"}
	return c
}

// TestEntersWithCountersFromHand plays the printed Myojin of Cleansing
// Fire: cast from the hand it enters with a divinity counter (the
// spell's CastFrom), indestructible while it has it; removing it
// destroys the other creatures and ends the indestructibility.
func TestEntersWithCountersFromHand(t *testing.T) {
	runPrinted(t, myojinOfCleansingFire, `
- id: myojin
  title: myojin
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %s, as: myojin, zone: hand}
    - {card: Ours, as: ours, owner: opp}
  pool: {you: "{5}{W}{W}{W}"}
  actions:
    - {cast: myojin}
    - {resolve: 1}
    - check:
        - {counters: myojin, kind: divinity, is: 1}
        - {keyword: myojin, kind: indestructible, is: true}
    - {activate: myojin}
    - {resolve: 1}
  key: [myojin]
  expect:
    - {zone: ours, is: graveyard}
    - {zone: myojin, is: battlefield}
    - {counters: myojin, kind: divinity, is: 0}
    - {keyword: myojin, kind: indestructible, is: false}
`)
}
