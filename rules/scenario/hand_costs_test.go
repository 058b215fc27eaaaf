package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// The costs of the grammar-keywords family played from printed cards:
// energy (Murène des épaves, AER 45), discarding a card of a kind (Troll
// de Lotleth, GK1 67), returning a land (Soramaro, SOK 58: its third
// paragraph) and returning the card itself (Peau en mue, SOK 138).

// printedCost builds one printed card in French and Italian.
func printedCost(lang, set, num, cost string, mv int, types []string, pt string, fr, it [3]string, frText, itText []string) corpus.Card {
	c := corpus.Card{ID: lang + "-" + set + "-" + num, Doc: lang, Lang: lang, Set: set, Layout: corpus.LayoutNormal,
		ManaCost: cost, ManaValue: mv, Types: types, Modes: []string{}}
	if pt != "" {
		c.PT = pt
		fmt.Sscanf(pt, "%1s/%1s", &c.Power, &c.Toughness)
	}
	name, typ, sub, text := fr[0], fr[1], fr[2], frText
	if lang == "it" {
		name, typ, sub, text = it[0], it[1], it[2], itText
	}
	c.Name, c.TypeLine, c.Text = name, typ, text
	if sub != "" {
		c.Subtypes = []string{sub}
	}
	return c
}

func shipwreckMoray(lang string) corpus.Card {
	return printedCost(lang, "aer", "45", "{3}{U}", 4, []string{"Creature"}, "0/5",
		[3]string{"Murène des épaves", "Créature : poisson", "poisson"}, [3]string{"Murena dei Relitti", "Creatura — Pesce", "pesce"},
		[]string{"Quand la Murène des épaves arrive sur le champ de bataille, vous gagnez {E}{E}{E}{E} (quatre marqueurs « énergie »).",
			"Payez {E} : La Murène des épaves gagne +2/-2 jusqu'à la fin du tour."},
		[]string{"Quando la Murena dei Relitti entra nel campo di battaglia, ottieni {E}{E}{E}{E} (quattro segnalini energia).",
			"Paga {E}: La Murena dei Relitti prende +2/-2 fino alla fine del turno."})
}

func lotlethTroll(lang string) corpus.Card {
	return printedCost(lang, "gk1", "67", "{B}{G}", 2, []string{"Creature"}, "2/1",
		[3]string{"Troll de Lotleth", "Créature : zombie et troll", "troll"}, [3]string{"Troll Lotleth", "Creatura — Troll Zombie", "troll"},
		[]string{"Piétinement", "Défaussez-vous d'une carte de créature : Mettez un marqueur +1/+1 sur le Troll de Lotleth.", "{B} : Régénérez le Troll de Lotleth."},
		[]string{"Travolgere", "Scarta una carta creatura: Metti un segnalino +1/+1 sul Troll Lotleth.", "{B}: Rigenera il Troll Lotleth."})
}

func soramaro(lang string) corpus.Card {
	return printedCost(lang, "sok", "58", "{4}{U}{U}", 6, []string{"Creature"}, "",
		[3]string{"Soramaro, premier à rêver", "Créature légendaire : esprit", "esprit"}, [3]string{"Soramaro, Primo a Sognare", "Creatura Leggendaria - Spirito", "spirito"},
		[]string{"{4}, Renvoyez un terrain que vous contrôlez dans la main de son propriétaire : Piochez une carte."},
		[]string{"{4}, Il proprietario riprende in mano una terra che tu controlli: Pesca una carta."})
}

func moltingSkin(lang string) corpus.Card {
	return printedCost(lang, "sok", "138", "{2}{G}", 3, []string{"Enchantment"}, "",
		[3]string{"Peau en mue", "Enchantement", ""}, [3]string{"Mutapelle", "Incantesimo", ""},
		[]string{"Renvoyez la Peau en mue dans la main de son propriétaire : Régénérez la créature ciblée."},
		[]string{"Il proprietario riprende in mano il Mutapelle: Rigenera una creatura bersaglio."})
}

// TestHandCosts plays each card in French and Italian: the cost is paid
// (energy spent, the creature card discarded and not the land before it,
// the land or the aura back in hand) and refused when it cannot be.
func TestHandCosts(t *testing.T) {
	var cards []corpus.Card
	for _, lang := range []string{"fr", "it"} {
		cards = append(cards, shipwreckMoray(lang), lotlethTroll(lang), soramaro(lang), moltingSkin(lang))
	}
	kb := printedKB(t, cards...)
	for _, lang := range []string{"fr", "it"} {
		for _, c := range []string{"aer-45", "gk1-67", "sok-58", "sok-138"} {
			if r := kb.Reading(lang + "-" + c); r == nil || r.Compiled() != len(r.Paragraphs) {
				t.Fatalf("%s-%s: not every paragraph compiled: %+v", lang, c, r)
			}
		}
		for _, sc := range []string{`
- id: energy
  title: energy got as it enters, paid to activate, refused when spent
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s-aer-45, as: moray, zone: hand}
  pool: {you: "{3}{U}"}
  actions:
    - {cast: moray}
    - {resolve: 1}
    - {resolve: 1}
    - check:
        - {energy: you, is: 4}
    - {activate: moray}
    - {resolve: 1}
    - {activate: moray}
    - {resolve: 1}
  key: [action:3, action:5, action:7]
  expect:
    - {energy: you, is: 2}
    - {pt: moray, is: 4/1}
`, `
- id: no-energy
  title: no energy, no activation
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s-aer-45, as: moray}
  actions:
    - {activate: moray, expect_error: "energy"}
  key: [moray]
  expect:
    - {pt: moray, is: 0/5}
`, `
- id: discard-kind
  title: discard a creature card, not the land before it
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Forêt, type: 'Terrain de base : forêt'}
  setup:
    - {card: %[1]s-gk1-67, as: troll}
    - {card: Forêt, as: foret, zone: hand}
    - {card: Ours, as: ours, zone: hand}
  actions:
    - {activate: troll}
    - {resolve: 1}
    - {activate: troll, expect_error: "not enough"}
  key: [ours, action:1]
  expect:
    - {zone: ours, is: graveyard}
    - {zone: foret, is: hand}
    - {counters: troll, kind: +1/+1, is: 1}
`, `
- id: bounce-land
  title: return a land you control to its owner's hand, draw
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Forêt, type: 'Terrain de base : forêt'}
  setup:
    - {card: %[1]s-sok-58, as: soramaro}
    - {card: Forêt, as: foret}
    - {card: Ours, as: ours}
    - {card: Ours, as: pioche, zone: library}
  pool: {you: "{4}"}
  actions:
    - {activate: soramaro, chosen: ours, expect_error: "land"}
    - {activate: soramaro, chosen: foret}
    - {resolve: 1}
  key: [foret, action:2]
  expect:
    - {zone: foret, is: hand}
    - {zone: pioche, is: hand}
    - {zone: ours, is: battlefield}
`, `
- id: bounce-self
  title: return the enchantment itself to its owner's hand, regenerate
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Coup, cost: '{B}', type: Éphémère, abilities: [{targets: [creature], do: [{op: destroy, what: t0}]}]}
  setup:
    - {card: Ours, as: ours}
    - {card: %[1]s-sok-138, as: peau}
    - {card: Coup, as: coup, zone: hand, owner: opp}
  pool: {opp: "{B}"}
  actions:
    - {activate: peau, targets: [ours]}
    - {resolve: 1}
    - {activate: peau, targets: [ours], expect_error: "not on the battlefield"}
    - {cast: coup, by: opp, targets: [ours]}
    - {resolve: 1}
  key: [action:1]
  expect:
    - {zone: peau, is: hand}
    - {zone: ours, is: battlefield}
`} {
			scs, err := ParseScenarios("hand_costs.yaml", []byte(fmt.Sprintf(sc, lang)))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s %s: %s\n%s", lang, scs[0].ID, res.Message, indent(res.Log))
			}
		}
	}
}
