package scenario

import (
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// pyrotechnics is Pyrotechnie / Fuochi d'Artificio / Pyrotechnics (8ED
// 211) as printed.
func pyrotechnics(lang string) corpus.Card {
	id, sorcery := lang+"-8ed-211", []string{"Sorcery"}
	switch lang {
	case "fr":
		return layCard(id, lang, "{4}{R}", sorcery, "", "Pyrotechnie", "Rituel",
			"La Pyrotechnie inflige 4 blessures réparties de la manière que vous choisissez parmi un nombre quelconque de cibles, créatures et/ou joueurs.")
	case "it":
		return layCard(id, lang, "{4}{R}", sorcery, "", "Fuochi d'Artificio", "Stregoneria",
			"I Fuochi d'Artificio infliggono 4 danni divisi a tua scelta tra un qualsiasi numero di creature e/o giocatori bersaglio.")
	}
	return layCard(id, lang, "{4}{R}", sorcery, "", "Pyrotechnics", "Sorcery",
		"Pyrotechnics deals 4 damage divided as you choose among any number of targets.")
}

// TestDamageDivided plays the printed Pyrotechnics: the division announced
// with the targets (3 to the bear, 1 to the opponent; 601.2d); a second
// one with a single target deals it all 4.
func TestDamageDivided(t *testing.T) {
	runPrinted(t, pyrotechnics, `
- id: pyrotechnics
  title: pyrotechnics
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %s, as: p1, zone: hand}
    - {card: %[1]s, as: p2, zone: hand}
    - {card: Ours, as: ours, owner: opp}
  pool: {you: "{4}{R}{4}{R}"}
  actions:
    - {cast: p1, targets: [ours, opp], divide: [3, 1]}
    - {resolve: 1}
    - check:
        - {zone: ours, is: graveyard}
        - {life: opp, is: 19}
    - {cast: p2, targets: [opp]}
    - {resolve: 1}
  key: [p1]
  expect:
    - {life: opp, is: 15}
`)
}
