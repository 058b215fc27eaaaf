package scenario

import (
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// merfolkThaumaturgist is Thaumaturge ondin / Tritone Taumaturgo / Merfolk
// Thaumaturgist (PLC 56) as printed.
func merfolkThaumaturgist(lang string) corpus.Card {
	id, creature := lang+"-plc-56", []string{"Creature"}
	switch lang {
	case "fr":
		return layCard(id, lang, "{2}{U}", creature, "1/2", "Thaumaturge ondin", "Créature : ondin et sorcier",
			"{T} : Échangez la force et l'endurance de la créature ciblée jusqu'à la fin du tour.")
	case "it":
		return layCard(id, lang, "{2}{U}", creature, "1/2", "Tritone Taumaturgo", "Creatura — Mago Tritone",
			"{T}: Scambia la forza e la costituzione di una creatura bersaglio fino alla fine del turno.")
	}
	return layCard(id, lang, "{2}{U}", creature, "1/2", "Merfolk Thaumaturgist", "Creature — Merfolk Wizard",
		"{T}: Switch target creature's power and toughness until end of turn.")
}

// zendikarIncarnate is Zendikar incarné / Incarnazione di Zendikar /
// Zendikar Incarnate (C18 195) as printed.
func zendikarIncarnate(lang string) corpus.Card {
	id, creature := lang+"-c18-195", []string{"Creature"}
	switch lang {
	case "fr":
		return layCard(id, lang, "{2}{R}{G}", creature, "*/4", "Zendikar incarné", "Créature : élémental",
			"La force de Zendikar incarné est égale au nombre de terrains que vous contrôlez.")
	case "it":
		return layCard(id, lang, "{2}{R}{G}", creature, "*/4", "Incarnazione di Zendikar", "Creatura — Elementale",
			"La forza dell'Incarnazione di Zendikar è pari al numero di terre che controlli.")
	}
	return layCard(id, lang, "{2}{R}{G}", creature, "*/4", "Zendikar Incarnate", "Creature — Elemental",
		"Zendikar Incarnate's power is equal to the number of lands you control.")
}

// TestSwitchPT plays the printed Merfolk Thaumaturgist: a 1/4 becomes 4/1
// until end of turn, after a +2/+0 (layer 7d after 7c: 4/3), and is 3/4
// again the next turn.
func TestSwitchPT(t *testing.T) {
	runPrinted(t, merfolkThaumaturgist, `
- id: thaumaturgist
  title: thaumaturgist
  checks: [{id: x, quote: x}]
  cards:
    - {name: Mur, cost: '{1}{W}', type: 'Créature : mur', pt: 1/4}
    - {name: Force, cost: '{R}', type: Éphémère, abilities: [{targets: [creature], do: [{op: pump, p: 2, t: 0, what: t0}]}]}
  setup:
    - {card: %s, as: merfolk}
    - {card: Mur, as: mur}
    - {card: Force, as: force, zone: hand}
    - {card: Mur, as: pioche, zone: library}
    - {card: Mur, as: pioche2, zone: library, owner: opp}
  pool: {you: "{R}"}
  actions:
    - {activate: merfolk, targets: [mur]}
    - {resolve: 1}
    - check:
        - {pt: mur, is: 4/1}
    - {cast: force, targets: [mur]}
    - {resolve: 1}
    - check:
        - {pt: mur, is: 4/3}
    - {goto: main1, next_turn: true}
  key: [merfolk]
  expect:
    - {pt: mur, is: 1/4}
`)
}

// TestCdaPower plays the printed Zendikar Incarnate: its power is the
// number of lands its controller controls, counted all the time; its
// toughness is printed.
func TestCdaPower(t *testing.T) {
	runPrinted(t, zendikarIncarnate, `
- id: zendikar-incarnate
  title: zendikar incarnate
  checks: [{id: x, quote: x}]
  cards:
    - {name: Forêt, type: 'Terrain de base : forêt'}
  setup:
    - {card: %s, as: zi}
    - {card: Forêt, as: f1}
    - {card: Forêt, as: f2}
    - {card: Forêt, as: f3, zone: hand}
    - {card: Forêt, as: f4, owner: opp}
  actions:
    - check:
        - {pt: zi, is: 2/4}
    - {play_land: f3}
  key: [zi]
  expect:
    - {pt: zi, is: 3/4}
`)
}
