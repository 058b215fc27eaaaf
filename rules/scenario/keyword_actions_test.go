package scenario

import (
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// Keyword abilities of Ravnica's and Alara's eras played from printed
// cards (branch grammar-kwactions): each card read from its French and
// Italian text, every paragraph compiled.

// deadReveler is Fêtard décédé / Festaiolo Morto (RTR 62).
func deadReveler(lang string) corpus.Card {
	return printedCost(lang, "rtr", "62", "{2}{B}", 3, []string{"Creature"}, "2/3",
		[3]string{"Fêtard décédé", "Créature : zombie", "zombie"}, [3]string{"Festaiolo Morto", "Creatura — Zombie", "zombie"},
		[]string{"Emportement (Vous pouvez faire arriver cette créature sur le champ de bataille avec un marqueur +1/+1 sur elle. Elle ne peut pas bloquer tant qu'elle a un marqueur +1/+1 sur elle.)"},
		[]string{"Scatenare (Puoi far entrare questa creatura nel campo di battaglia con un segnalino +1/+1. Non può bloccare fintanto che ha un segnalino +1/+1.)"})
}

// TestUnleash plays the printed Fêtard décédé (702.98a): with its +1/+1
// counter it is 3/4 and cannot block; declining the counter, it is 2/3
// and blocks.
func TestUnleash(t *testing.T) {
	playPrinted(t, deadReveler, `
- id: unleash-counter-cannot-block
  title: entered with the counter, it cannot block
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: fetard, zone: hand}
    - {card: Ours, as: ours, owner: opp}
    - {card: Ours, as: pioche, owner: opp, zone: library}
  pool: {you: "{2}{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: fetard}
    - {resolve: 1}
    - {goto: main1, next_turn: true}
    - {attack: [ours], by: opp}
    - {block: [[fetard, ours]], expect_error: "unleash"}
  key: [fetard, action:2]
  expect:
    - {counters: fetard, kind: +1/+1, is: 1}
    - {pt: fetard, is: 3/4}
`, `
- id: unleash-declined-blocks
  title: declining the counter, it blocks
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: fetard, zone: hand}
    - {card: Ours, as: ours, owner: opp}
    - {card: Ours, as: pioche, owner: opp, zone: library}
  pool: {you: "{2}{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: fetard}
    - {resolve: 1, decline: true}
    - {goto: main1, next_turn: true}
    - {attack: [ours], by: opp}
    - {block: [[fetard, ours]]}
  key: [fetard, action:2]
  expect:
    - {counters: fetard, kind: +1/+1, is: 0}
    - {blocked: ours, is: true}
`)
}

// thunderThrashElder is Doyen rosse-éclair / Anziano di Batosta Tonante
// (ALA 117), printed with the old wording « arrive en jeu ».
func thunderThrashElder(lang string) corpus.Card {
	return printedCost(lang, "ala", "117", "{2}{R}", 3, []string{"Creature"}, "1/1",
		[3]string{"Doyen rosse-éclair", "Créature : viashino et guerrier", "viashino"}, [3]string{"Anziano di Batosta Tonante", "Creatura — Guerriero Viashino", "viashino"},
		[]string{"Dévorement 3 (Au moment où cette créature arrive en jeu, vous pouvez sacrifier le nombre de créatures de votre choix. Cette créature arrive en jeu avec trois fois ce nombre de marqueurs +1/+1 sur elle.)"},
		[]string{"Divorare 3 (Mentre questa creatura entra in gioco, puoi sacrificare un qualsiasi numero di creature. Entra in gioco con un numero di segnalini +1/+1 pari al triplo delle creature sacrificate.)"})
}

// TestDevour plays the printed Doyen rosse-éclair (702.82a): devouring
// two creatures of its controller it enters with six +1/+1 counters.
func TestDevour(t *testing.T) {
	playPrinted(t, thunderThrashElder, `
- id: devour-two
  title: two creatures sacrificed, six counters
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: doyen, zone: hand}
    - {card: Ours, as: ours1}
    - {card: Ours, as: ours2}
    - {card: Ours, as: ours3, owner: opp}
  pool: {you: "{2}{R}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: doyen}
    - {resolve: 1, choices: [ours1, ours2]}
  key: [doyen, action:2]
  expect:
    - {counters: doyen, kind: +1/+1, is: 6}
    - {pt: doyen, is: 7/7}
    - {zone: ours1, is: graveyard}
    - {zone: ours2, is: graveyard}
    - {zone: ours3, is: battlefield}
`, `
- id: devour-none
  title: nothing devoured, no counter
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: doyen, zone: hand}
    - {card: Ours, as: ours1}
  pool: {you: "{2}{R}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: doyen}
    - {resolve: 1}
  key: [doyen, action:2]
  expect:
    - {counters: doyen, kind: +1/+1, is: 0}
    - {zone: ours1, is: battlefield}
`)
}

// aquastrandSpider is Araignée aiguafile / Ragno Acquatela (CMD 141).
func aquastrandSpider(lang string) corpus.Card {
	return printedCost(lang, "cmd", "141", "{1}{G}", 2, []string{"Creature"}, "0/0",
		[3]string{"Araignée aiguafile", "Créature : araignée et mutant", "araignée"}, [3]string{"Ragno Acquatela", "Creatura — Mutante Ragno", "ragno"},
		[]string{"Greffe 2 (Cette créature arrive sur le champ de bataille avec deux marqueurs +1/+1 sur elle. À chaque fois qu'une autre créature arrive sur le champ de bataille, vous pouvez déplacer un marqueur +1/+1 de cette créature sur elle.)",
			"{G} : La créature ciblée avec un marqueur +1/+1 sur elle acquiert la portée jusqu'à la fin du tour. (Elle peut bloquer les créatures avec le vol.)"},
		[]string{"Innesto 2 (Questa creatura entra nel campo di battaglia con due segnalini +1/+1. Ogniqualvolta un'altra creatura entra nel campo di battaglia, puoi spostare sulla creatura un segnalino +1/+1 da questa creatura.)",
			"{G}: Una creatura bersaglio con un segnalino +1/+1 ha raggiungere fino alla fine del turno. (Può bloccare le creature con volare.)"})
}

// TestGraft plays the printed Araignée aiguafile (702.58a): it enters
// with two +1/+1 counters; another creature entering, even an opponent's,
// may take one of them; declined, the counters stay.
func TestGraft(t *testing.T) {
	playPrinted(t, aquastrandSpider, `
- id: graft-moves-a-counter
  title: enters with two counters; an opponent's creature entering takes one
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: araignee, zone: hand}
    - {card: Ours, as: ours, zone: hand, owner: opp}
    - {card: Ours, as: pioche, owner: opp, zone: library}
  pool: {you: "{1}{G}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: araignee}
    - {resolve: 1}
    - check:
        - {counters: araignee, kind: +1/+1, is: 2}
    - {goto: main1, next_turn: true}
    - {add_mana: {opp: "{1}{G}"}}
    - {cast: ours, by: opp}
    - {resolve: 1}
    - {resolve: 1}
  key: [araignee, action:7]
  expect:
    - {counters: araignee, kind: +1/+1, is: 1}
    - {counters: ours, kind: +1/+1, is: 1}
    - {pt: ours, is: 3/3}
`, `
- id: graft-declined
  title: declined, the counters stay
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: araignee, zone: hand}
    - {card: Ours, as: ours, zone: hand}
  pool: {you: "{1}{G}{1}{G}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: araignee}
    - {resolve: 1}
    - {cast: ours}
    - {resolve: 1}
    - {resolve: 1, decline: true}
  key: [araignee, action:5]
  expect:
    - {counters: araignee, kind: +1/+1, is: 2}
    - {counters: ours, kind: +1/+1, is: 0}
`)
}

// eelUmbra is Ombre d'anguille / Essenza dell'Anguilla (AFC 83).
func eelUmbra(lang string) corpus.Card {
	return printedCost(lang, "afc", "83", "{1}{U}", 2, []string{"Enchantment"}, "",
		[3]string{"Ombre d'anguille", "Enchantement : aura", "aura"}, [3]string{"Essenza dell'Anguilla", "Incantesimo — Aura", "aura"},
		[]string{"Flash", "Enchanter : créature", "La créature enchantée gagne +1/+1.",
			"Armure totémique (Si la créature enchantée devait être détruite, à la place, retirez-lui toutes ses blessures et détruisez cette aura.)"},
		[]string{"Lampo", "Incanta creatura", "La creatura incantata prende +1/+1.",
			"Armatura totem (Se la creatura incantata sta per essere distrutta, rimuovi invece tutto il danno da essa e distruggi quest'Aura.)"})
}

// TestTotemArmor plays the printed Ombre d'anguille (702.89a): the
// enchanted creature destroyed, or dealt lethal damage, the Aura is
// destroyed instead and the damage removed: the creature, 2/2 again,
// survives the 4 damage it was dealt.
func TestTotemArmor(t *testing.T) {
	playPrinted(t, eelUmbra, `
- id: totem-armor-destroy
  title: destroyed, the Aura goes instead
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - name: Meurtre
      cost: '{B}'
      type: Éphémère
      abilities:
        - targets: [creature]
          do: [{op: destroy, what: t0}]
  setup:
    - {card: %[1]s, as: ombre, zone: hand}
    - {card: Ours, as: ours}
    - {card: Meurtre, as: meurtre, zone: hand, owner: opp}
  pool: {you: "{1}{U}", opp: "{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: ombre, targets: [ours]}
    - {resolve: 1}
    - check:
        - {pt: ours, is: 3/3}
    - {cast: meurtre, by: opp, targets: [ours]}
    - {resolve: 1}
  key: [ombre, action:5]
  expect:
    - {zone: ours, is: battlefield}
    - {zone: ombre, is: graveyard}
    - {pt: ours, is: 2/2}
`, `
- id: totem-armor-lethal-damage
  title: lethal damage, the damage removed and the Aura destroyed
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - name: Choc
      cost: '{R}'
      type: Éphémère
      abilities:
        - targets: [any]
          do: [{op: damage, n: 2, to: t0}]
  setup:
    - {card: %[1]s, as: ombre, zone: hand}
    - {card: Ours, as: ours}
    - {card: Choc, as: choc1, zone: hand, owner: opp}
    - {card: Choc, as: choc2, zone: hand, owner: opp}
  pool: {you: "{1}{U}", opp: "{R}{R}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: ombre, targets: [ours]}
    - {resolve: 1}
    - {cast: choc1, by: opp, targets: [ours]}
    - {cast: choc2, by: opp, targets: [ours]}
    - {resolve: 1}
    - {resolve: 1}
  key: [ombre, action:6]
  expect:
    - {zone: ours, is: battlefield}
    - {zone: ombre, is: graveyard}
    - {pt: ours, is: 2/2}
    - {damage_marked: ours, is: 0}
`)
}

// greaterMossdog is Grand chien de mousse / Muschiocane Superiore (RAV
// 169).
func greaterMossdog(lang string) corpus.Card {
	return printedCost(lang, "rav", "169", "{3}{G}", 4, []string{"Creature"}, "3/3",
		[3]string{"Grand chien de mousse", "Créature : chien de chasse", "chien"}, [3]string{"Muschiocane Superiore", "Creatura — Segugio", "segugio"},
		[]string{"Dragage 3 (Si vous deviez piocher une carte, vous pouvez mettre exactement trois cartes du dessus de votre bibliothèque dans votre cimetière à la place. Si vous faites ainsi, renvoyez cette carte dans votre main depuis votre cimetière. Sinon, piochez une carte.)"},
		[]string{"Dragare 3 (Se stai per pescare una carta, invece puoi mettere nel tuo cimitero esattamente tre carte dalla cima del tuo grimorio. Se lo fai, riprendi in mano questa carta dal tuo cimitero. Altrimenti, pesca una carta.)"})
}

// TestDredge plays the printed Grand chien de mousse (702.52a): of two
// cards drawn, the first is replaced by milling three cards and returning
// the dog from the graveyard to the hand; the second is drawn.
func TestDredge(t *testing.T) {
	playPrinted(t, greaterMossdog, `
- id: dredge-one-draw-of-two
  title: the first draw dredged, the second drawn
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - name: Divination
      cost: '{2}{U}'
      type: Rituel
      abilities:
        - do: [{op: draw, n: 2}]
  setup:
    - {card: %[1]s, as: chien, zone: graveyard}
    - {card: Divination, as: divination, zone: hand}
    - {card: Ours, as: c1, zone: library}
    - {card: Ours, as: c2, zone: library}
    - {card: Ours, as: c3, zone: library}
    - {card: Ours, as: c4, zone: library}
  pool: {you: "{2}{U}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: divination}
    - {resolve: 1, choices: [chien]}
  key: [chien, action:2]
  expect:
    - {zone: chien, is: hand}
    - {zone: c1, is: graveyard}
    - {zone: c2, is: graveyard}
    - {zone: c3, is: graveyard}
    - {zone: c4, is: hand}
    - {hand: you, is: 2}
    - {library: you, is: 0}
`)
}
