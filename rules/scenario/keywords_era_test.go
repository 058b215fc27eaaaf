package scenario

import (
	"context"
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// Keyword abilities of other eras played from printed cards (branch
// grammar-keywords): each card is read from its French and Italian text,
// every paragraph compiled, and the scenario plays the keyword's rule.

// dauthiSlayer is Tueur dauthi / Uccisore Dauthi (TSB 41) as printed.
func dauthiSlayer(lang string) corpus.Card {
	return printedCost(lang, "tsb", "41", "{B}{B}", 2, []string{"Creature"}, "2/2",
		[3]string{"Tueur dauthi", "Créature : dauthi et soldat", "dauthi"}, [3]string{"Uccisore Dauthi", "Creatura — Soldato Dauthi", "dauthi"},
		[]string{"Distorsion (Cette créature ne peut bloquer ou être bloquée que par des créatures avec la distorsion.)",
			"Le Tueur dauthi attaque à chaque tour si possible."},
		[]string{"Ombra (Questa creatura può bloccare o essere bloccata solo da creature con ombra.)",
			"L'Uccisore Dauthi attacca in ogni turno se può farlo."})
}

// playPrinted reads each card in French and Italian (every paragraph must
// compile) and runs each scenario with %[1]s the card's id in that
// language.
func playPrinted(t *testing.T, card func(string) corpus.Card, scenarios ...string) {
	t.Helper()
	kb := printedKB(t, card("fr"), card("it"))
	for _, lang := range []string{"fr", "it"} {
		id := card(lang).ID
		if r := kb.Reading(id); r == nil || r.Compiled() != len(r.Paragraphs) {
			t.Fatalf("%s: not every paragraph compiled: %+v", id, r)
		}
		for _, sc := range scenarios {
			scs, err := ParseScenarios("keywords.yaml", []byte(fmt.Sprintf(sc, id)))
			if err != nil {
				t.Fatal(err)
			}
			if res := scs[0].Run(context.Background(), kb); !res.Passed {
				t.Errorf("%s %s: %s\n%s", lang, scs[0].ID, res.Message, indent(res.Log))
			}
		}
	}
}

// TestShadow plays the printed Tueur dauthi (702.28b): it cannot be
// blocked by a creature without shadow, nor block one, and a creature
// with shadow blocks it.
func TestShadow(t *testing.T) {
	playPrinted(t, dauthiSlayer, `
- id: shadow-unblockable-by-non-shadow
  title: a creature without shadow cannot block it; it deals its damage
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: tueur}
    - {card: Ours, as: ours, owner: opp}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [tueur]}
    - {block: [[ours, tueur]], by: opp, expect_error: "shadow"}
    - {block: [], by: opp}
    - {goto: combat_damage}
    - {resolve: all}
  key: [tueur, action:2]
  expect:
    - {life: opp, is: 18}
`, `
- id: shadow-cannot-block-non-shadow
  title: it cannot block a creature without shadow
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: tueur, owner: opp}
    - {card: Ours, as: ours}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [ours]}
    - {block: [[tueur, ours]], by: opp, expect_error: "shadow"}
  key: [tueur, action:2]
`, `
- id: shadow-blocks-shadow
  title: a creature with shadow blocks it
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ombre, cost: '{B}', type: 'Créature : dauthi', pt: 1/3, keywords: [shadow]}
  setup:
    - {card: %[1]s, as: tueur}
    - {card: Ombre, as: ombre, owner: opp}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [tueur]}
    - {block: [[ombre, tueur]], by: opp}
  key: [ombre, action:2]
  expect:
    - {blocked: tueur, is: true}
`)
}

// treasureCruise is Fortune des mers / Traversata Sfarzosa (C16 101).
func treasureCruise(lang string) corpus.Card {
	return printedCost(lang, "c16", "101", "{7}{U}", 8, []string{"Sorcery"}, "",
		[3]string{"Fortune des mers", "Rituel", ""}, [3]string{"Traversata Sfarzosa", "Stregoneria", ""},
		[]string{"Fouille (Chaque carte que vous exilez depuis votre cimetière en lançant ce sort paie {1}.)", "Piochez trois cartes."},
		[]string{"Esumare (Ogni carta che esili dal tuo cimitero mentre lanci questa magia corrisponde al pagamento di {1}.)", "Pesca tre carte."})
}

// reverseEngineer is Rétro-ingénieur / Ingegneria Inversa (AER 42).
func reverseEngineer(lang string) corpus.Card {
	return printedCost(lang, "aer", "42", "{3}{U}{U}", 5, []string{"Sorcery"}, "",
		[3]string{"Rétro-ingénieur", "Rituel", ""}, [3]string{"Ingegneria Inversa", "Stregoneria", ""},
		[]string{"Improvisation (Vos artefacts peuvent aider à lancer ce sort. Chaque artefact que vous engagez après avoir activé des capacités de mana paie {1}.)", "Piochez trois cartes."},
		[]string{"Improvvisare (I tuoi artefatti possono aiutarti a lanciare questa magia. Ogni artefatto che TAPpi dopo aver attivato le abilità di mana corrisponde al pagamento di {1}.)", "Pesca tre carte."})
}

// libraryOfThree: three cards to draw.
const libraryOfThree = `
    - {card: Ours, as: l1, zone: library}
    - {card: Ours, as: l2, zone: library}
    - {card: Ours, as: l3, zone: library}`

// TestDelve plays the printed Fortune des mers (702.66): five cards
// exiled from the graveyard pay {5} of {7}{U}; the pool pays the rest. A
// card exiled for colored mana, or with no generic mana left, is refused.
func TestDelve(t *testing.T) {
	playPrinted(t, treasureCruise, `
- id: delve-pays-generic
  title: five graveyard cards and {2}{U} cast it
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: fortune, zone: hand}
    - {card: Ours, as: g1, zone: graveyard}
    - {card: Ours, as: g2, zone: graveyard}
    - {card: Ours, as: g3, zone: graveyard}
    - {card: Ours, as: g4, zone: graveyard}
    - {card: Ours, as: g5, zone: graveyard}`+libraryOfThree+`
  pool: {you: "{2}{U}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: fortune, delve: [g1, g2, g3, g4, g5]}
    - {resolve: 1}
  key: [fortune, action:1]
  expect:
    - {zone: g1, is: exile}
    - {zone: g5, is: exile}
    - {zone: l3, is: hand}
    - {zone: fortune, is: graveyard}
`, `
- id: delve-not-colored
  title: the graveyard cannot pay its {U}; nor more than its generic mana
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: fortune, zone: hand}
    - {card: Ours, as: g1, zone: graveyard}
    - {card: Ours, as: g2, zone: graveyard}
    - {card: Ours, as: g3, zone: graveyard}
    - {card: Ours, as: g4, zone: graveyard}
    - {card: Ours, as: g5, zone: graveyard}
    - {card: Ours, as: g6, zone: graveyard}
    - {card: Ours, as: g7, zone: graveyard}
    - {card: Ours, as: g8, zone: graveyard}
  pool: {you: "{2}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: fortune, delve: [g1, g2, g3, g4, g5, g6, g7, g8], expect_error: "generic"}
    - {cast: fortune, delve: [g1, g2, g3, g4, g5], expect_error: "casting"}
  key: [fortune, action:1]
  expect:
    - {zone: g1, is: graveyard}
    - {zone: fortune, is: hand}
`)
}

// TestImprovise plays the printed Rétro-ingénieur (702.126): two untapped
// artifacts tapped pay {2} of {3}{U}{U}; a tapped one pays nothing.
func TestImprovise(t *testing.T) {
	playPrinted(t, reverseEngineer, `
- id: improvise-pays-generic
  title: two artifacts and {1}{U}{U} cast it
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Babiole, cost: '{1}', type: 'Artefact'}
  setup:
    - {card: %[1]s, as: retro, zone: hand}
    - {card: Babiole, as: a1}
    - {card: Babiole, as: a2}
    - {card: Babiole, as: a3, tapped: true}`+libraryOfThree+`
  pool: {you: "{1}{U}{U}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: retro, improvise: [a1, a3], expect_error: "untapped artifact"}
    - {cast: retro, improvise: [a1, a2]}
    - {resolve: 1}
  key: [retro, action:2]
  expect:
    - {tapped: a1, is: true}
    - {tapped: a2, is: true}
    - {zone: l3, is: hand}
`)
}

// flayerHusk is Carapace écorcheuse / Guscio dello Scorticatore (MBS 107).
func flayerHusk(lang string) corpus.Card {
	return printedCost(lang, "mbs", "107", "{1}", 1, []string{"Artifact"}, "",
		[3]string{"Carapace écorcheuse", "Artefact : équipement", "equipement"}, [3]string{"Guscio dello Scorticatore", "Artefatto — Equipaggiamento", "equipaggiamento"},
		[]string{"Arme vivante (Quand cet équipement arrive sur le champ de bataille, mettez sur le champ de bataille un jeton de créature 0/0 noire Germe, puis attachez-lui cet équipement.)",
			"La créature équipée gagne +1/+1.",
			"Équipement {2} ({2} : Attachez à la créature ciblée que vous contrôlez. N'attachez l'équipement que lorsque vous pourriez lancer un rituel.)"},
		[]string{"Arma vivente (Quando questo Equipaggiamento entra nel campo di battaglia, metti sul campo di battaglia una pedina creatura Microbo 0/0 nera, poi assegnalo ad essa.)",
			"La creatura equipaggiata prende +1/+1.",
			"Equipaggiare {2} ({2}: Assegna a una creatura bersaglio che controlli. Equipaggia solo quando potresti lanciare una stregoneria.)"})
}

// TestLivingWeapon plays the printed Carapace écorcheuse (702.92a): as
// it enters, a 0/0 black Phyrexian Germ token is created and the
// Equipment attached to it, a 1/1 with the Equipment's bonus; moved to
// another creature, the Equipment leaves the Germ a 0/0, which dies.
func TestLivingWeapon(t *testing.T) {
	playPrinted(t, flayerHusk, `
- id: living-weapon-germ
  title: the Germ enters equipped
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: carapace, zone: hand}
    - {card: Ours, as: ours}
  pool: {you: "{3}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: carapace}
    - {resolve: 1}
    - {resolve: 1, tokens: [germe]}
  key: [carapace, action:3]
  expect:
    - {attached_to: carapace, is: germe}
    - {pt: germe, is: 1/1}
    - {colors: germe, is: B}
    - {subtype: germe, kind: germ, is: true}
`, `
- id: living-weapon-germ-dies-unequipped
  title: equipped to another creature, the Germ is a 0/0 and dies
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: carapace, zone: hand}
    - {card: Ours, as: ours}
  pool: {you: "{3}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: carapace}
    - {resolve: 1}
    - {resolve: 1, tokens: [germe]}
    - {activate: carapace, targets: [ours]}
    - {resolve: 1}
  key: [carapace, action:4]
  expect:
    - {attached_to: carapace, is: ours}
    - {pt: ours, is: 3/3}
    - {exists: germe, is: false}
`)
}

// experimentOne is Expérience Un / Primo Esperimento (GTC 119).
func experimentOne(lang string) corpus.Card {
	return printedCost(lang, "gtc", "119", "{G}", 1, []string{"Creature"}, "1/1",
		[3]string{"Expérience Un", "Créature : ooze", "ooze"}, [3]string{"Primo Esperimento", "Creatura — Melma", "melma"},
		[]string{"Évolution (À chaque fois qu'une créature arrive sur le champ de bataille sous votre contrôle, si sa force ou son endurance est supérieure à celle de cette créature, mettez un marqueur +1/+1 sur cette créature.)",
			"Retirez deux marqueurs +1/+1 de l'Expérience Un : Régénérez l'Expérience Un."},
		[]string{"Evoluzione (Ogniqualvolta una creatura entra nel campo di battaglia sotto il tuo controllo, se quella creatura ha forza o costituzione maggiore di questa creatura, metti un segnalino +1/+1 su questa creatura.)",
			"Rimuovi due segnalini +1/+1 dal Primo Esperimento: Rigenera il Primo Esperimento."})
}

// TestEvolve plays the printed Expérience Un (702.100a): a 2/2 entering
// under its controller's control makes the 1/1 evolve to 2/2; a second
// 2/2 is no greater and does nothing; a greater creature entering under
// an opponent's control does nothing either.
func TestEvolve(t *testing.T) {
	playPrinted(t, experimentOne, `
- id: evolve-greater-only
  title: evolves once for a greater creature, not for an equal one
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: experience}
    - {card: Ours, as: ours1, zone: hand}
    - {card: Ours, as: ours2, zone: hand}
  pool: {you: "{1}{G}{1}{G}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: ours1}
    - {resolve: 1}
    - {resolve: 1}
    - {cast: ours2}
    - {resolve: 1}
  key: [experience, action:3]
  expect:
    - {counters: experience, kind: +1/+1, is: 1}
    - {pt: experience, is: 2/2}
    - {stack_size: x, is: 0}
`, `
- id: evolve-not-opponent
  title: a creature entering under an opponent's control does not make it evolve
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: experience}
    - {card: Ours, as: ours, zone: hand, owner: opp}
  pool: {opp: "{1}{G}"}
  turn: {active: opp, step: main1, number: 3}
  actions:
    - {cast: ours, by: opp}
    - {resolve: 1}
  key: [experience, action:2]
  expect:
    - {counters: experience, kind: +1/+1, is: 0}
    - {stack_size: x, is: 0}
`)
}

// sidisisFaithful is Fidèle de Sidisi / Fedele di Sidisi (DTK 74).
func sidisisFaithful(lang string) corpus.Card {
	return printedCost(lang, "dtk", "74", "{U}", 1, []string{"Creature"}, "0/4",
		[3]string{"Fidèle de Sidisi", "Créature : naga et sorcier", "naga"}, [3]string{"Fedele di Sidisi", "Creatura — Mago Naga", "naga"},
		[]string{"Exploitation (Quand cette créature arrive sur le champ de bataille, vous pouvez sacrifier une créature.)",
			"Quand la Fidèle de Sidisi exploite une créature, renvoyez la créature ciblée dans la main de son propriétaire."},
		[]string{"Sfruttare (Quando questa creatura entra nel campo di battaglia, puoi sacrificare una creatura.)",
			"Quando la Fedele di Sidisi sfrutta una creatura, fai tornare una creatura bersaglio in mano al suo proprietario."})
}

// TestExploit plays the printed Fidèle de Sidisi (702.110): as it
// enters, its controller may sacrifice a creature; when they do, it
// exploits it and its second ability returns a target creature, also when
// it sacrificed itself (it sees that from the graveyard); declined,
// nothing is sacrificed and nothing returns.
func TestExploit(t *testing.T) {
	const setup = `
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: fidele, zone: hand}
    - {card: Ours, as: ours}
    - {card: Ours, as: ours-adv, owner: opp}
  pool: {you: "{U}"}
  turn: {active: you, step: main1, number: 3}`
	playPrinted(t, sidisisFaithful, `
- id: exploit-another
  title: exploiting another creature returns the target`+setup+`
  actions:
    - {cast: fidele}
    - {resolve: 1}
    - {resolve: 1, choices: [ours], trigger_targets: {fidele: [[ours-adv]]}}
    - {resolve: 1}
  key: [fidele, action:3]
  expect:
    - {zone: ours, is: graveyard}
    - {zone: ours-adv, is: hand}
    - {zone: fidele, is: battlefield}
`, `
- id: exploit-itself
  title: exploiting itself, it still returns the target`+setup+`
  actions:
    - {cast: fidele}
    - {resolve: 1}
    - {resolve: 1, choices: [fidele], trigger_targets: {fidele: [[ours-adv]]}}
    - {resolve: 1}
  key: [fidele, action:3]
  expect:
    - {zone: fidele, is: graveyard}
    - {zone: ours-adv, is: hand}
`, `
- id: exploit-declined
  title: declined, nothing is sacrificed and nothing returns`+setup+`
  actions:
    - {cast: fidele}
    - {resolve: 1}
    - {resolve: 1}
  key: [fidele, action:3]
  expect:
    - {zone: ours, is: battlefield}
    - {zone: ours-adv, is: battlefield}
    - {stack_size: x, is: 0}
`)
}

// devotedRetainer is Serviteur dévoué / Seguace Devoto (CHK 7).
func devotedRetainer(lang string) corpus.Card {
	return printedCost(lang, "chk", "7", "{W}", 1, []string{"Creature"}, "1/1",
		[3]string{"Serviteur dévoué", "Créature : humain et samouraï", "samourai"}, [3]string{"Seguace Devoto", "Creatura - Samurai Umano", "samurai"},
		[]string{"Bushido 1 (Quand cette créature bloque ou devient bloquée, elle gagne +1/+1 jusqu'à la fin du tour.)"},
		[]string{"Bushido 1 (Quando questa blocca o viene bloccata, prende +1/+1 fino alla fine del turno.)"})
}

// TestBushido plays the printed Serviteur dévoué (702.45a): blocked by a
// 2/2, the 1/1 is 2/2 until end of turn and both die; it was read as a
// keyword the engine gave no ability until this branch.
func TestBushido(t *testing.T) {
	playPrinted(t, devotedRetainer, `
- id: bushido-blocked
  title: blocked, it gets +1/+1 until end of turn
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: serviteur}
    - {card: Ours, as: ours, owner: opp}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [serviteur]}
    - {block: [[ours, serviteur]], by: opp}
    - {resolve: 1}
    - check:
        - {pt: serviteur, is: 2/2}
    - {goto: combat_damage}
    - {resolve: all}
  key: [serviteur, action:3]
  expect:
    - {zone: ours, is: graveyard}
    - {zone: serviteur, is: graveyard}
`)
}

// benalishCavalry is Cavalerie bénaliane / Cavalleria di Benalia (TSP 4).
func benalishCavalry(lang string) corpus.Card {
	return printedCost(lang, "tsp", "4", "{1}{W}", 2, []string{"Creature"}, "2/2",
		[3]string{"Cavalerie bénaliane", "Créature : humain et chevalier", "chevalier"}, [3]string{"Cavalleria di Benalia", "Creatura — Cavaliere Umano", "cavaliere"},
		[]string{"Débordement (À chaque fois qu'une créature sans le débordement bloque cette créature, la créature bloqueuse gagne -1/-1 jusqu'à la fin du tour.)"},
		[]string{"Aggirare (Ogniqualvolta una creatura senza aggirare blocca questa creatura, la creatura bloccante prende -1/-1 fino alla fine del turno.)"})
}

// TestFlanking plays the printed Cavalerie bénaliane (702.25a): a 2/2
// without flanking blocking it gets -1/-1 and dies in combat while the
// Cavalry survives; a blocker with flanking gets nothing.
func TestFlanking(t *testing.T) {
	playPrinted(t, benalishCavalry, `
- id: flanking-blocker-shrinks
  title: a blocker without flanking gets -1/-1
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: cavalerie}
    - {card: Ours, as: ours, owner: opp}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [cavalerie]}
    - {block: [[ours, cavalerie]], by: opp}
    - {resolve: 1}
    - check:
        - {pt: ours, is: 1/1}
    - {goto: combat_damage}
    - {resolve: all}
  key: [cavalerie, action:3]
  expect:
    - {zone: ours, is: graveyard}
    - {zone: cavalerie, is: battlefield}
`, `
- id: flanking-blocker-with-flanking
  title: a blocker with flanking gets nothing
  checks: [{id: x, quote: x}]
  cards:
    - {name: Cavalier, cost: '{1}{W}', type: 'Créature : chevalier', pt: 2/2, keywords: [flanking]}
  setup:
    - {card: %[1]s, as: cavalerie}
    - {card: Cavalier, as: cavalier, owner: opp}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [cavalerie]}
    - {block: [[cavalier, cavalerie]], by: opp}
  key: [cavalier, action:2]
  expect:
    - {pt: cavalier, is: 2/2}
    - {stack_size: x, is: 0}
`)
}

// irontreadCrusher is Écrabouilleur roulefer / Distruttore Ferromobile
// (AER 161).
func irontreadCrusher(lang string) corpus.Card {
	return printedCost(lang, "aer", "161", "{4}", 4, []string{"Artifact"}, "6/6",
		[3]string{"Écrabouilleur roulefer", "Artefact : véhicule", "vehicule"}, [3]string{"Distruttore Ferromobile", "Artefatto — Veicolo", "veicolo"},
		[]string{"Pilotage 3 (Engagez n'importe quel nombre de créatures que vous contrôlez dont la force totale est supérieure ou égale à 3 : Ce véhicule devient une créature-artefact jusqu'à la fin du tour.)"},
		[]string{"Manovrare 3 (TAPpa un qualsiasi numero di creature che controlli con forza totale pari o superiore a 3: Questo Veicolo diventa una creatura artefatto fino alla fine del turno.)"})
}

// TestCrew plays the printed Écrabouilleur roulefer (702.122a): not a
// creature, it cannot attack; one 2/2 has too little power to crew it;
// two 2/2s, one of them come this turn, crew it: tapped, they make it a 6/6
// artifact creature that attacks, and only until end of turn.
func TestCrew(t *testing.T) {
	playPrinted(t, irontreadCrusher, `
- id: crew-total-power
  title: crewed by total power 3 or more, it attacks as a 6/6 until end of turn
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: vehicule}
    - {card: Ours, as: ours1}
    - {card: Ours, as: ours2, sick: true}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [vehicule], expect_error: "creature"}
    - {activate: vehicule, crew: [ours1], expect_error: "total power 2"}
    - {activate: vehicule, crew: [ours1, ours2]}
    - {resolve: 1}
    - check:
        - {is_creature: vehicule, is: true}
        - {tapped: ours1, is: true}
        - {tapped: ours2, is: true}
    - {attack: [vehicule]}
    - {goto: combat_damage}
    - {resolve: all}
    - {goto: untap, next_turn: true}
  key: [vehicule, action:3]
  expect:
    - {life: opp, is: 14}
    - {is_creature: vehicule, is: false}
`)
}

// kamiOfEmptyGraves is Kami des tombes vides / Kami dei Sepolcri Vuoti
// (SOK 75).
func kamiOfEmptyGraves(lang string) corpus.Card {
	return printedCost(lang, "sok", "75", "{3}{B}", 4, []string{"Creature"}, "4/1",
		[3]string{"Kami des tombes vides", "Créature : esprit", "esprit"}, [3]string{"Kami dei Sepolcri Vuoti", "Creatura - Spirito", "spirito"},
		[]string{"Transmigration 3 (Quand cette créature est mise dans un cimetière depuis le jeu, vous pouvez renvoyer une carte d'esprit ciblée dont le coût converti de mana est de 3 ou moins depuis votre cimetière dans votre main.)"},
		[]string{"Muta-anima 3 (Quando questa viene messa in un cimitero dal gioco, puoi riprendere in mano una carta Spirito bersaglio con costo di mana convertito pari o inferiore a 3 dal tuo cimitero.)"})
}

// TestSoulshift plays the printed Kami des tombes vides (702.46a): put
// into the graveyard from the battlefield, it returns a target Spirit card
// of mana value 3 or less from its owner's graveyard to their hand; a
// Spirit of mana value 4 cannot be the target.
func TestSoulshift(t *testing.T) {
	const cards = `
  checks: [{id: x, quote: x}]
  cards:
    - {name: Petit esprit, cost: '{2}{B}', type: 'Créature : esprit', pt: 2/2}
    - {name: Grand esprit, cost: '{3}{B}', type: 'Créature : esprit', pt: 3/3}
  setup:
    - {card: %[1]s, as: kami}
    - {card: Petit esprit, as: petit, zone: graveyard}
    - {card: Grand esprit, as: grand, zone: graveyard}
  turn: {active: you, step: main1, number: 3}`
	playPrinted(t, kamiOfEmptyGraves, `
- id: soulshift-returns-spirit
  title: it returns a Spirit card of mana value 3`+cards+`
  actions:
    - {do: [{op: destroy, what: kami}], trigger_targets: {kami: [[petit]]}}
    - {resolve: 1}
  key: [kami, action:2]
  expect:
    - {zone: petit, is: hand}
    - {zone: kami, is: graveyard}
`, `
- id: soulshift-not-greater
  title: a Spirit card of mana value 4 is no legal target, nor a card of the opponent's graveyard
  checks: [{id: x, quote: x}]
  cards:
    - {name: Petit esprit, cost: '{2}{B}', type: 'Créature : esprit', pt: 2/2}
    - {name: Grand esprit, cost: '{3}{B}', type: 'Créature : esprit', pt: 3/3}
  setup:
    - {card: %[1]s, as: kami}
    - {card: Grand esprit, as: grand, zone: graveyard}
    - {card: Petit esprit, as: petit-adv, zone: graveyard, owner: opp}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {do: [{op: destroy, what: kami}]}
  key: [kami, action:1]
  expect:
    - {zone: grand, is: graveyard}
    - {zone: petit-adv, is: graveyard}
    - {stack_size: x, is: 0}
`)
}

// saltRoadPatrol is Patrouille de la Route du sel / Pattuglia della Via
// del Sale (KTK 21).
func saltRoadPatrol(lang string) corpus.Card {
	return printedCost(lang, "ktk", "21", "{3}{W}", 4, []string{"Creature"}, "2/5",
		[3]string{"Patrouille de la Route du sel", "Créature : humain et éclaireur", "eclaireur"}, [3]string{"Pattuglia della Via del Sale", "Creatura — Esploratore Umano", "esploratore"},
		[]string{"Résilience {1}{W} ({1}{W}, {T} : Mettez un marqueur +1/+1 sur cette créature. N'utilisez la résilience que lorsque vous pourriez lancer un rituel.)"},
		[]string{"Perdurare {1}{W} ({1}{W}, {T}: Metti un segnalino +1/+1 su questa creatura. Perdura solo quando potresti lanciare una stregoneria.)"})
}

// TestOutlast plays the printed Patrouille de la Route du sel (702.107a):
// {1}{W} and {T} put a +1/+1 counter on it, only as a sorcery.
func TestOutlast(t *testing.T) {
	playPrinted(t, saltRoadPatrol, `
- id: outlast-sorcery
  title: outlast puts a counter, tapping it
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: patrouille}
  pool: {you: "{1}{W}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {activate: patrouille}
    - {resolve: 1}
  key: [patrouille, action:1]
  expect:
    - {counters: patrouille, kind: +1/+1, is: 1}
    - {tapped: patrouille, is: true}
`, `
- id: outlast-only-as-sorcery
  title: not in an opponent's turn
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: patrouille}
  pool: {you: "{1}{W}"}
  turn: {active: opp, step: main1, number: 3}
  actions:
    - {activate: patrouille, by: you, expect_error: "sorcery"}
  key: [patrouille, action:1]
`)
}

// screamreachBrawler is Bagarreur de l'Étendue des Clameurs / Lottatore
// della Distesa delle Urla (DTK 155).
func screamreachBrawler(lang string) corpus.Card {
	return printedCost(lang, "dtk", "155", "{2}{R}", 3, []string{"Creature"}, "2/3",
		[3]string{"Bagarreur de l'Étendue des Clameurs", "Créature : orque et berserker", "orque"}, [3]string{"Lottatore della Distesa delle Urla", "Creatura — Berserker Orco", "orco"},
		[]string{"Précipitation {1}{R} (Vous pouvez lancer ce sort pour son coût de précipitation. Si vous faites ainsi, il acquiert la célérité et il est renvoyé dans la main de son propriétaire depuis le champ de bataille au début de la prochaine étape de fin.)"},
		[]string{"Accelerare {1}{R} (Puoi lanciare questa magia pagando il suo costo di accelerare. Se lo fai, ha rapidità e torna in mano al suo proprietario dal campo di battaglia all'inizio della prossima sottofase finale.)"})
}

// TestDash plays the printed Bagarreur de l'Étendue des Clameurs
// (702.109a): cast for {1}{R}, it has haste, attacks, and returns to its
// owner's hand at the beginning of the end step; cast for its mana cost,
// it has neither.
func TestDash(t *testing.T) {
	playPrinted(t, screamreachBrawler, `
- id: dash-haste-and-return
  title: dashed, it attacks at once and returns to the hand at the end step
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: bagarreur, zone: hand}
  pool: {you: "{1}{R}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - check:
        - {cost: bagarreur, alt: dash, is: "{1}{R}"}
    - {cast: bagarreur, alt: dash}
    - {resolve: 1}
    - {attack: [bagarreur]}
    - {goto: combat_damage}
    - {resolve: all}
    - {goto: end}
    - {resolve: all}
  key: [bagarreur, action:2]
  expect:
    - {life: opp, is: 18}
    - {zone: bagarreur, is: hand}
`, `
- id: dash-not-cast-for-it
  title: cast for its mana cost, no haste and it stays
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: bagarreur, zone: hand}
  pool: {you: "{2}{R}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: bagarreur}
    - {resolve: 1}
    - {attack: [bagarreur], expect_error: "summoning sickness"}
    - {goto: end}
    - {resolve: all}
  key: [bagarreur, action:1]
  expect:
    - {zone: bagarreur, is: battlefield}
`)
}

// voiceOfAll is Voix du Grand Tout / Voce Omnia (10E 56), the old wording
// « arrive en jeu » / « entra in gioco ».
func voiceOfAll(lang string) corpus.Card {
	return printedCost(lang, "10e", "56", "{2}{W}{W}", 4, []string{"Creature"}, "2/2",
		[3]string{"Voix du Grand Tout", "Créature : ange", "ange"}, [3]string{"Voce Omnia", "Creatura — Angelo", "angelo"},
		[]string{"Vol (Cette créature ne peut être bloquée que par des créatures avec le vol ou la portée.)",
			"Au moment où la Voix du Grand Tout arrive en jeu, choisissez une couleur.",
			"La Voix du Grand Tout a la protection contre la couleur choisie. (Elle ne peut pas être bloquée, ciblée, blessée ou enchantée par une source de la couleur choisie.)"},
		[]string{"Volare (Questa creatura non può essere bloccata tranne che da creature con volare o raggiungere.)",
			"Mentre la Voce Omnia entra in gioco, scegli un colore.",
			"La Voce Omnia ha protezione dal colore scelto. (Non può essere bloccata, bersagliata, non le può essere inflitto danno, né può essere incantata da nulla del colore scelto.)"})
}

// TestProtectionFromTheChosenColor plays the printed Voix du Grand Tout
// (702.16): red chosen as it enters, a red flier cannot block it, a blue
// one can.
func TestProtectionFromTheChosenColor(t *testing.T) {
	playPrinted(t, voiceOfAll, `
- id: protection-chosen-color
  title: the chosen color is the one it has protection from
  checks: [{id: x, quote: x}]
  cards:
    - {name: Drake rouge, cost: '{1}{R}', type: 'Créature : drake', pt: 1/1, keywords: [flying]}
    - {name: Drake bleu, cost: '{1}{U}', type: 'Créature : drake', pt: 1/1, keywords: [flying]}
  setup:
    - {card: %[1]s, as: voix, zone: hand}
    - {card: Drake rouge, as: rouge, owner: opp}
    - {card: Drake bleu, as: bleu, owner: opp}
    - {card: Drake bleu, as: pioche, zone: library, count: 2}
    - {card: Drake bleu, as: pioche-adv, zone: library, owner: opp, count: 2}
  pool: {you: "{2}{W}{W}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: voix, choice: red}
    - {resolve: 1}
    - check:
        - {keyword: voix, kind: protection, is: true}
    - {goto: begin_combat, next_turn: true}
    - {goto: main1, next_turn: true}
    - {attack: [voix]}
    - {block: [[rouge, voix]], by: opp, expect_error: "protection from red"}
    - {block: [[bleu, voix]], by: opp}
  key: [voix, action:1]
  expect:
    - {blocked: voix, is: true}
`)
}

// cavalryMaster is Maître de cavalerie / Capitano di Cavalleria (TSP 6).
func cavalryMaster(lang string) corpus.Card {
	return printedCost(lang, "tsp", "6", "{2}{W}{W}", 4, []string{"Creature"}, "3/3",
		[3]string{"Maître de cavalerie", "Créature : humain et chevalier", "chevalier"}, [3]string{"Capitano di Cavalleria", "Creatura — Cavaliere Umano", "cavaliere"},
		[]string{"Débordement (À chaque fois qu'une créature sans le débordement bloque cette créature, la créature bloqueuse gagne -1/-1 jusqu'à la fin du tour.)",
			"Les autres créatures avec le débordement que vous contrôlez ont le débordement. (Chaque occurrence de débordement se déclenche séparément.)"},
		[]string{"Aggirare (Ogniqualvolta una creatura senza aggirare blocca questa creatura, la creatura bloccante prende -1/-1 fino alla fine del turno.)",
			"Le altre creature che controlli con aggirare hanno aggirare. (Ogni istanza di aggirare si innesca separatamente.)"})
}

// TestFlankingInstances plays the printed Maître de cavalerie: another
// creature with flanking gets a second instance, each triggering
// separately (702.25c): its 2/2 blocker gets -2/-2 and dies before
// damage; the Master itself has one instance (-1/-1).
func TestFlankingInstances(t *testing.T) {
	playPrinted(t, cavalryMaster, `
- id: flanking-two-instances
  title: a granted flanking is a second instance
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Cavalier, cost: '{1}{W}', type: 'Créature : chevalier', pt: 2/2, keywords: [flanking]}
  setup:
    - {card: %[1]s, as: maitre}
    - {card: Cavalier, as: cavalier}
    - {card: Ours, as: ours1, owner: opp}
    - {card: Ours, as: ours2, owner: opp}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [maitre, cavalier]}
    - {block: [[ours1, cavalier], [ours2, maitre]], by: opp}
    - {resolve: all}
  key: [maitre, action:3]
  expect:
    - {zone: ours1, is: graveyard}
    - {pt: ours2, is: 1/1}
`)
}

// inspiringStatuary is Statuaire inspiratrice / Statuaria Ispiratrice
// (AER 160).
func inspiringStatuary(lang string) corpus.Card {
	return printedCost(lang, "aer", "160", "{3}", 3, []string{"Artifact"}, "",
		[3]string{"Statuaire inspiratrice", "Artefact", ""}, [3]string{"Statuaria Ispiratrice", "Artefatto", ""},
		[]string{"Les sorts non-artefact que vous lancez ont l'improvisation. (Vos artefacts peuvent aider à lancer ces sorts. Chaque artefact que vous engagez après avoir activé des capacités de mana paie {1}.)"},
		[]string{"Le magie non artefatto che lanci hanno improvvisare. (I tuoi artefatti possono aiutarti a lanciare quelle magie. Ogni artefatto che TAPpi dopo aver attivato le abilità di mana corrisponde al pagamento di {1}.)"})
}

// TestImproviseGranted plays the printed Statuaire inspiratrice: a
// nonartifact spell its controller casts has improvise (the Statuary
// itself taps to pay); an artifact spell does not.
func TestImproviseGranted(t *testing.T) {
	playPrinted(t, inspiringStatuary, `
- id: improvise-granted
  title: a nonartifact spell has improvise, an artifact spell has not
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{2}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Babiole, cost: '{2}', type: 'Artefact'}
  setup:
    - {card: %[1]s, as: statuaire}
    - {card: Babiole, as: babiole}
    - {card: Babiole, as: autre, zone: hand}
    - {card: Ours, as: ours, zone: hand}
  pool: {you: "{G}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: autre, improvise: [statuaire, babiole], expect_error: "improvise"}
    - {cast: ours, improvise: [statuaire, babiole]}
    - {resolve: 1}
  key: [statuaire, action:2]
  expect:
    - {zone: ours, is: battlefield}
    - {tapped: statuaire, is: true}
`)
}

// deepAnalysis is Analyse en profondeur / Analisi Approfondita (C19 83).
func deepAnalysis(lang string) corpus.Card {
	return printedCost(lang, "c19", "83", "{3}{U}", 4, []string{"Sorcery"}, "",
		[3]string{"Analyse en profondeur", "Rituel", ""}, [3]string{"Analisi Approfondita", "Stregoneria", ""},
		[]string{"Le joueur ciblé pioche deux cartes.",
			"Flashback — {1}{U}, payez 3 points de vie. (Vous pouvez lancer cette carte depuis votre cimetière pour son coût de flashback. Exilez-la ensuite.)"},
		[]string{"Un giocatore bersaglio pesca due carte.",
			"Flashback—{1}{U}, Paga 3 punti vita. (Puoi lanciare questa carta dal tuo cimitero pagando il suo costo di flashback. Poi esiliala.)"})
}

// TestFlashbackLife plays the printed Analyse en profondeur (702.34a):
// cast from the graveyard for {1}{U} and 3 life, it draws two cards and
// is exiled; with 2 life, its flashback cost cannot be paid.
func TestFlashbackLife(t *testing.T) {
	playPrinted(t, deepAnalysis, `
- id: flashback-pays-life
  title: flashback for {1}{U} and 3 life
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: analyse, zone: graveyard}
    - {card: Ours, as: l1, zone: library}
    - {card: Ours, as: l2, zone: library}
  pool: {you: "{1}{U}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: analyse, alt: flashback, targets: [you]}
    - {resolve: 1}
  key: [analyse, action:1]
  expect:
    - {life: you, is: 17}
    - {zone: l2, is: hand}
    - {zone: analyse, is: exile}
`, `
- id: flashback-life-not-enough
  title: with 2 life the flashback cost cannot be paid
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: analyse, zone: graveyard}
  life: {you: 2}
  pool: {you: "{1}{U}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: analyse, alt: flashback, targets: [you], expect_error: "pays 3 life"}
  key: [analyse, action:1]
`)
}

// dregscapeZombie is Zombie de la Bourbière / Zombie di Fecciorama (ALA
// 74), its reminder text of the old wording (« renvoyez en jeu »,
// « retirez-la de la partie »).
func dregscapeZombie(lang string) corpus.Card {
	return printedCost(lang, "ala", "74", "{1}{B}", 2, []string{"Creature"}, "2/1",
		[3]string{"Zombie de la Bourbière", "Créature : zombie", "zombie"}, [3]string{"Zombie di Fecciorama", "Creatura — Zombie", "zombie"},
		[]string{"Exhumation {B} ({B} : Renvoyez en jeu cette carte depuis votre cimetière. Elle acquiert la célérité. Retirez-la de la partie à la fin du tour ou si elle devait quitter le jeu. N'exhumez que lorsque vous pourriez jouer un rituel.)"},
		[]string{"Dissotterrare {B} ({B}: Rimetti in gioco questa carta dal tuo cimitero. Ha rapidità. Rimuovila dal gioco alla fine del turno o se sta per lasciare il gioco. Dissotterra solo quando potresti giocare una stregoneria.)"})
}

// TestUnearth plays the printed Zombie de la Bourbière (702.84a): {B}
// returns it from the graveyard with haste; it attacks and is exiled at
// the end step; destroyed, it is exiled instead of going to the graveyard.
func TestUnearth(t *testing.T) {
	playPrinted(t, dregscapeZombie, `
- id: unearth-haste-exiled-at-end
  title: unearthed, it attacks at once and is exiled at the end step
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: zombie, zone: graveyard}
  pool: {you: "{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {activate: zombie}
    - {resolve: 1}
    - {attack: [zombie]}
    - {goto: combat_damage}
    - {resolve: all}
    - {goto: end}
    - {resolve: all}
  key: [zombie, action:1]
  expect:
    - {life: opp, is: 18}
    - {zone: zombie, is: exile}
`, `
- id: unearth-leaves-exiled
  title: destroyed, the unearthed card is exiled instead
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: zombie, zone: graveyard}
  pool: {you: "{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {activate: zombie}
    - {resolve: 1}
    - {do: [{op: destroy, what: zombie}]}
  key: [zombie, action:1]
  expect:
    - {zone: zombie, is: exile}
`)
}

// sedris is Sedris, le Roi traître / Sedris, il Re Traditore (ALA 193).
func sedris(lang string) corpus.Card {
	c := printedCost(lang, "ala", "193", "{3}{U}{B}{R}", 6, []string{"Creature"}, "5/5",
		[3]string{"Sedris, le Roi traître", "Créature légendaire : zombie et guerrier", "zombie"}, [3]string{"Sedris, il Re Traditore", "Creatura Leggendaria — Guerriero Zombie", "zombie"},
		[]string{"Chaque carte de créature dans votre cimetière a exhumation {2}{B}. ({2}{B} : Renvoyez en jeu la carte. La créature acquiert la célérité. Retirez-la de la partie à la fin du tour ou si elle devait quitter le jeu. N'exhumez que lorsque vous pourriez jouer un rituel.)"},
		[]string{"Ogni carta creatura nel tuo cimitero ha dissotterrare {2}{B}. ({2}{B}: Rimetti in gioco la carta. La creatura ha rapidità. Rimuovila dal gioco alla fine del turno o se sta per lasciare il gioco. Dissotterra solo quando potresti giocare una stregoneria.)"})
	c.Supertypes = []string{"Legendary"}
	return c
}

// TestUnearthGranted plays the printed Sedris: a creature card in its
// controller's graveyard has unearth {2}{B} and returns with it, exiled at
// the end step.
func TestUnearthGranted(t *testing.T) {
	playPrinted(t, sedris, `
- id: unearth-granted
  title: a creature card of the graveyard is unearthed
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: sedris}
    - {card: Ours, as: ours, zone: graveyard}
  pool: {you: "{2}{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - check:
        - {keyword: ours, kind: unearth, is: true}
    - {activate: ours}
    - {resolve: 1}
    - check:
        - {zone: ours, is: battlefield}
        - {keyword: ours, kind: haste, is: true}
    - {goto: end}
    - {resolve: all}
  key: [sedris, action:1]
  expect:
    - {zone: ours, is: exile}
`)
}

// waningWurm is Guivre déclinante / Wurm Evanescente (PLC 83), the old
// wording « arrive en jeu » / « entra in gioco » in its reminder.
func waningWurm(lang string) corpus.Card {
	return printedCost(lang, "plc", "83", "{3}{B}", 4, []string{"Creature"}, "7/6",
		[3]string{"Guivre déclinante", "Créature : zombie et guivre", "guivre"}, [3]string{"Wurm Evanescente", "Creatura — Wurm Zombie", "wurm"},
		[]string{"Disparition 2 (Ce permanent arrive en jeu avec, sur lui, deux marqueurs « temps ». Au début de votre entretien, retirez-lui un marqueur « temps ». Quand le dernier marqueur est retiré, sacrifiez le permanent.)"},
		[]string{"Evanescenza 2 (Questo permanente entra in gioco con due segnalini tempo su di esso. All'inizio del tuo mantenimento, rimuovi un segnalino tempo da esso. Quando l'ultimo viene rimosso, sacrificalo.)"})
}

// TestVanishing plays the printed Guivre déclinante (702.63a): it enters
// with two time counters, loses one at each of its controller's upkeeps,
// and is sacrificed when the last is removed, on the stack.
func TestVanishing(t *testing.T) {
	playPrinted(t, waningWurm, `
- id: vanishing-two-upkeeps
  title: two upkeeps later it is sacrificed
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: guivre, zone: hand}
    - {card: Ours, as: pioche, zone: library, count: 3}
    - {card: Ours, as: pioche-adv, zone: library, owner: opp, count: 3}
  pool: {you: "{3}{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: guivre}
    - {resolve: 1}
    - check:
        - {counters: guivre, kind: time, is: 2}
    - {goto: upkeep, next_turn: true}
    - {goto: upkeep, next_turn: true}
    - {resolve: 1}
    - check:
        - {counters: guivre, kind: time, is: 1}
        - {zone: guivre, is: battlefield}
    - {goto: upkeep, next_turn: true}
    - {goto: upkeep, next_turn: true}
    - {resolve: 1}
    - check:
        - {counters: guivre, kind: time, is: 0}
        - {zone: guivre, is: battlefield}
    - {resolve: 1}
  key: [guivre, action:1]
  expect:
    - {zone: guivre, is: graveyard}
`)
}

// arcboundBruiser is Cogneur entravarc / Colosso Elettrofuso (DST 94).
func arcboundBruiser(lang string) corpus.Card {
	return printedCost(lang, "dst", "94", "{5}", 5, []string{"Artifact", "Creature"}, "0/0",
		[3]string{"Cogneur entravarc", "Créature-artefact", ""}, [3]string{"Colosso Elettrofuso", "Creatura Artefatto", ""},
		[]string{"Modularité 3 (Cette carte arrive en jeu avec trois marqueurs +1/+1 sur elle. Quand elle est mise dans un cimetière, vous pouvez placer ses marqueurs +1/+1 sur la créature-artefact ciblée.)"},
		[]string{"Modulare 3 (Questa creatura entra in gioco con tre segnalini +1/+1 su di essa. Quando viene messa in un cimitero, puoi mettere i suoi segnalini +1/+1 su una creatura artefatto bersaglio.)"})
}

// TestModular plays the printed Cogneur entravarc (702.43a): the 0/0
// enters with three +1/+1 counters; put into the graveyard, its counters,
// as it last existed, go on a target artifact creature.
func TestModular(t *testing.T) {
	playPrinted(t, arcboundBruiser, `
- id: modular-counters-move
  title: it enters with three counters and gives them on dying
  checks: [{id: x, quote: x}]
  cards:
    - {name: Golem, cost: '{2}', type: 'Créature-artefact : golem', pt: 1/1}
  setup:
    - {card: %[1]s, as: cogneur, zone: hand}
    - {card: Golem, as: golem}
  pool: {you: "{5}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: cogneur}
    - {resolve: 1}
    - check:
        - {pt: cogneur, is: 3/3}
    - {do: [{op: destroy, what: cogneur}], trigger_targets: {cogneur: [[golem]]}}
    - {resolve: 1}
  key: [cogneur, action:4]
  expect:
    - {counters: golem, kind: +1/+1, is: 3}
    - {pt: golem, is: 4/4}
`)
}

// ministrantOfObligation is Ministre d'obligation / Officiante delle
// Obbligazioni (RNA 16).
func ministrantOfObligation(lang string) corpus.Card {
	return printedCost(lang, "rna", "16", "{2}{W}", 3, []string{"Creature"}, "2/1",
		[3]string{"Ministre d'obligation", "Créature : humain et clerc", "clerc"}, [3]string{"Officiante delle Obbligazioni", "Creatura — Chierico Umano", "chierico"},
		[]string{"Au-delà 2 (Quand cette créature meurt, créez deux jetons de créature 1/1 blanche et noire Esprit avec le vol.)"},
		[]string{"Aldilà 2 (Quando questa creatura muore, crea due pedine creatura Spirito 1/1 bianche e nere con volare.)"})
}

// TestAfterlife plays the printed Ministre d'obligation (702.135a): when
// it dies, two 1/1 white and black Spirit tokens with flying.
func TestAfterlife(t *testing.T) {
	playPrinted(t, ministrantOfObligation, `
- id: afterlife-spirits
  title: dying, it creates two flying Spirits
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: ministre}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {do: [{op: destroy, what: ministre}]}
    - {resolve: 1, tokens: [esprit, esprit2]}
  key: [ministre, action:1]
  expect:
    - {zone: ministre, is: graveyard}
    - {pt: esprit, is: 1/1}
    - {pt: esprit2, is: 1/1}
    - {colors: esprit, is: WB}
    - {keyword: esprit2, kind: flying, is: true}
    - {subtype: esprit, kind: spirit, is: true}
`)
}

// bladeInstructor is Instructrice de lame / Istruttrice delle Lame (GRN 1).
func bladeInstructor(lang string) corpus.Card {
	return printedCost(lang, "grn", "1", "{2}{W}", 3, []string{"Creature"}, "3/1",
		[3]string{"Instructrice de lame", "Créature : humain et soldat", "soldat"}, [3]string{"Istruttrice delle Lame", "Creatura — Soldato Umano", "soldato"},
		[]string{"Mentor (À chaque fois que cette créature attaque, mettez un marqueur +1/+1 sur une créature attaquante ciblée de force inférieure.)"},
		[]string{"Mentore (Ogniqualvolta questa creatura attacca, metti un segnalino +1/+1 su una creatura attaccante bersaglio con forza inferiore.)"})
}

// TestMentor plays the printed Instructrice de lame (702.134a): attacking
// with a 2/2, the 3/1 puts a +1/+1 counter on it; an attacking creature
// of equal power, or one that does not attack, is no legal target.
func TestMentor(t *testing.T) {
	playPrinted(t, bladeInstructor, `
- id: mentor-lesser-power
  title: an attacking creature of lesser power gets a counter
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: instructrice}
    - {card: Ours, as: ours}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [instructrice, ours], trigger_targets: {instructrice: [[ours]]}}
    - {resolve: 1}
  key: [instructrice, action:1]
  expect:
    - {counters: ours, kind: +1/+1, is: 1}
    - {pt: ours, is: 3/3}
    - {pt: instructrice, is: 3/1}
`, `
- id: mentor-equal-power
  title: neither an attacking creature of equal power nor one that does not attack is a legal target
  checks: [{id: x, quote: x}]
  cards:
    - {name: Géant, cost: '{2}{R}', type: 'Créature : géant', pt: 3/3}
    - {name: Écureuil, cost: '{G}', type: 'Créature : écureuil', pt: 1/1}
  setup:
    - {card: %[1]s, as: instructrice}
    - {card: Géant, as: geant}
    - {card: Écureuil, as: ecureuil}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [instructrice, geant]}
    - {resolve: all}
  key: [instructrice, action:1]
  expect:
    - {counters: geant, kind: +1/+1, is: 0}
    - {counters: ecureuil, kind: +1/+1, is: 0}
    - {counters: instructrice, kind: +1/+1, is: 0}
`)
}

// pilgrimsRoadKnight is Chevalière de la Route du Pèlerin / Cavaliera
// della Via del Pellegrino (ORI 20).
func pilgrimsRoadKnight(lang string) corpus.Card {
	return printedCost(lang, "ori", "20", "{2}{W}", 3, []string{"Creature"}, "3/2",
		[3]string{"Chevalière de la Route du Pèlerin", "Créature : humain et chevalier", "chevalier"}, [3]string{"Cavaliera della Via del Pellegrino", "Creatura — Cavaliere Umano", "cavaliere"},
		[]string{"Réputation 1 (Quand cette créature inflige des blessures de combat à un joueur, si elle n'est pas réputée, mettez un marqueur +1/+1 sur elle et elle devient réputée.)"},
		[]string{"Rinomare 1 (Quando questa creatura infligge danno da combattimento a un giocatore, se non è rinomata, metti un segnalino +1/+1 su di essa e diventa rinomata.)"})
}

// TestRenown plays the printed Chevalière de la Route du Pèlerin
// (702.112a): unblocked, its combat damage makes it renowned with a +1/+1
// counter; with double strike, its first-strike damage makes it renowned
// and its regular damage no longer triggers (the intervening if, 603.4).
func TestRenown(t *testing.T) {
	playPrinted(t, pilgrimsRoadKnight, `
- id: renown-unblocked
  title: dealing combat damage to a player, it becomes renowned with a counter
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: chevaliere}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [chevaliere]}
    - {goto: combat_damage}
    - {resolve: all}
  key: [chevaliere, action:3]
  expect:
    - {life: opp, is: 17}
    - {counters: chevaliere, kind: +1/+1, is: 1}
    - {pt: chevaliere, is: 4/3}
`, `
- id: renown-double-strike-once
  title: renowned after first-strike damage, its regular damage does not trigger renown again
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: chevaliere}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {do: [{op: grant, what: chevaliere, keywords: [double_strike], until: eot}]}
    - {attack: [chevaliere]}
    - {goto: combat_damage}
    - {resolve: all}
    - {goto: end}
  key: [chevaliere, action:5]
  expect:
    - {life: opp, is: 13}
    - {counters: chevaliere, kind: +1/+1, is: 1}
`)
}

// tithebearerSyndic is Syndic des dîmes / Amministratore delle Decime (GTC 26).
func tithebearerSyndic(lang string) corpus.Card {
	return printedCost(lang, "gtc", "26", "{1}{W}", 2, []string{"Creature"}, "2/2",
		[3]string{"Syndic des dîmes", "Créature : humain et clerc", "clerc"}, [3]string{"Amministratore delle Decime", "Creatura — Chierico Umano", "chierico"},
		[]string{"Extorsion (À chaque fois que vous lancez un sort, vous pouvez payer {W/B}. Si vous faites ainsi, chaque adversaire perd 1 point de vie et vous gagnez autant de points de vie.)"},
		[]string{"Estorsione (Ogniqualvolta lanci una magia, puoi pagare {W/B}. Se lo fai, ogni avversario perde 1 punto vita e tu guadagni altrettanti punti vita.)"})
}

// TestExtort plays the printed Syndic des dîmes (702.101a): casting a
// spell, its controller may pay {W/B} (with black mana here) to drain
// each opponent of 1 life; declined, or without the mana, nothing.
func TestExtort(t *testing.T) {
	playPrinted(t, tithebearerSyndic, `
- id: extort-paid
  title: paid with black mana, the opponent loses 1 life and you gain 1
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: syndic}
    - {card: Ours, as: ours, zone: hand}
  pool: {you: "{1}{G}{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: ours}
    - {resolve: 1}
  key: [syndic, action:2]
  expect:
    - {life: opp, is: 19}
    - {life: you, is: 21}
    - {zone: ours, is: stack}
`, `
- id: extort-declined
  title: declined, nothing is paid nor drained
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: syndic}
    - {card: Ours, as: ours, zone: hand}
  pool: {you: "{1}{G}{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: ours}
    - {resolve: 1, decline: true}
  key: [syndic, action:2]
  expect:
    - {life: opp, is: 20}
    - {life: you, is: 20}
`, `
- id: extort-no-mana
  title: without white or black mana, it cannot be paid
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: syndic}
    - {card: Ours, as: ours, zone: hand}
  pool: {you: "{1}{G}{R}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: ours}
    - {resolve: 1}
  key: [syndic, action:2]
  expect:
    - {life: opp, is: 20}
    - {life: you, is: 20}
`)
}

// weaponcraftEnthusiast is Façonneur d'armes amateur / Forgiarsenale
// Fanatico (KLD 105).
func weaponcraftEnthusiast(lang string) corpus.Card {
	return printedCost(lang, "kld", "105", "{2}{B}", 3, []string{"Creature"}, "0/1",
		[3]string{"Façonneur d'armes amateur", "Créature : éthérien et artificier", "artificier"}, [3]string{"Forgiarsenale Fanatico", "Creatura — Artefice Eteride", "artefice"},
		[]string{"Fabrication 2 (Quand cette créature arrive sur le champ de bataille, mettez deux marqueurs +1/+1 sur elle ou créez deux jetons de créature-artefact 1/1 incolore Servo.)"},
		[]string{"Fabbrica 2 (Quando questa creatura entra nel campo di battaglia, metti due segnalini +1/+1 su di essa o crea due pedine creatura artefatto Servomeccanismo 1/1 incolori.)"})
}

// TestFabricate plays the printed Façonneur d'armes amateur (702.123a):
// two +1/+1 counters, or, declined, two 1/1 Servos; gone before its
// ability resolves, it gets no counters and the Servos are created.
func TestFabricate(t *testing.T) {
	playPrinted(t, weaponcraftEnthusiast, `
- id: fabricate-counters
  title: the counters, by default
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: faconneur, zone: hand}
  pool: {you: "{2}{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: faconneur}
    - {resolve: 1}
    - {resolve: 1}
  key: [faconneur, action:3]
  expect:
    - {counters: faconneur, kind: +1/+1, is: 2}
    - {pt: faconneur, is: 2/3}
`, `
- id: fabricate-servos
  title: declining the counters, two Servos
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: faconneur, zone: hand}
  pool: {you: "{2}{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: faconneur}
    - {resolve: 1}
    - {resolve: 1, decline: true, tokens: [servo, servo2]}
  key: [faconneur, action:3]
  expect:
    - {counters: faconneur, kind: +1/+1, is: 0}
    - {pt: servo, is: 1/1}
    - {pt: servo2, is: 1/1}
    - {type: servo, kind: artifact, is: true}
    - {colors: servo, is: colorless}
`, `
- id: fabricate-gone
  title: gone before its ability resolves, the Servos are created
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: faconneur, zone: hand}
  pool: {you: "{2}{B}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: faconneur}
    - {resolve: 1}
    - {do: [{op: destroy, what: faconneur}]}
    - {resolve: 1, tokens: [servo, servo2]}
  key: [faconneur, action:4]
  expect:
    - {zone: faconneur, is: graveyard}
    - {pt: servo2, is: 1/1}
`)
}

// apprenticeSharpshooter is Apprentie franc-tireuse / Apprendista
// Tiratrice (VOW 185).
func apprenticeSharpshooter(lang string) corpus.Card {
	return printedCost(lang, "vow", "185", "{2}{G}", 3, []string{"Creature"}, "1/4",
		[3]string{"Apprentie franc-tireuse", "Créature : humain et archer", "archer"}, [3]string{"Apprendista Tiratrice", "Creatura — Arciere Umano", "arciere"},
		[]string{"Portée", "Entraînement (À chaque fois que cette créature attaque avec une autre créature de force supérieure, mettez un marqueur +1/+1 sur cette créature.)"},
		[]string{"Raggiungere", "Addestramento (Ogniqualvolta questa creatura attacca con un'altra creatura con forza maggiore, metti un segnalino +1/+1 su questa creatura.)"})
}

// TestTraining plays the printed Apprentie franc-tireuse (702.149a):
// attacking with a 2/2 it gets a +1/+1 counter; with a 1/1 (equal
// power), or alone, it does not.
func TestTraining(t *testing.T) {
	playPrinted(t, apprenticeSharpshooter, `
- id: training-greater-power
  title: attacking with a creature of greater power, a +1/+1 counter
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: apprentie}
    - {card: Ours, as: ours}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [apprentie, ours]}
    - {resolve: 1}
  key: [apprentie, action:1]
  expect:
    - {counters: apprentie, kind: +1/+1, is: 1}
    - {pt: apprentie, is: 2/5}
`, `
- id: training-equal-power
  title: attacking with a creature of equal power, no counter
  checks: [{id: x, quote: x}]
  cards:
    - {name: Écureuil, cost: '{G}', type: 'Créature : écureuil', pt: 1/1}
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: apprentie}
    - {card: Écureuil, as: ecureuil}
    - {card: Ours, as: ours}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {attack: [apprentie, ecureuil]}
    - {resolve: all}
  key: [apprentie, action:1]
  expect:
    - {counters: apprentie, kind: +1/+1, is: 0}
`)
}

// suntouchedMyr is Myr irradié / Myr Eliotinto (5DN 160).
func suntouchedMyr(lang string) corpus.Card {
	return printedCost(lang, "5dn", "160", "{3}", 3, []string{"Artifact", "Creature"}, "0/0",
		[3]string{"Myr irradié", "Créature-artefact : myr", "myr"}, [3]string{"Myr Eliotinto", "Creatura Artefatto — Myr", "myr"},
		[]string{"Solarisation (Cette carte arrive en jeu avec, sur elle, un marqueur +1/+1 pour chaque couleur de mana utilisée pour payer son coût.)"},
		[]string{"Solarizzazione (Questa carta entra in gioco con un segnalino +1/+1 per ogni colore di mana usato per pagare il suo costo.)"})
}

// TestSunburst plays the printed Myr irradié (702.44a): cast with red and
// green mana (three mana, two colors), the 0/0 enters with two +1/+1
// counters; cast with colorless mana, it enters with none and dies.
func TestSunburst(t *testing.T) {
	playPrinted(t, suntouchedMyr, `
- id: sunburst-two-colors
  title: two colors spent, two +1/+1 counters
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: myr, zone: hand}
  pool: {you: "{R}{G}{G}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: myr}
    - {resolve: 1}
  key: [myr, action:2]
  expect:
    - {counters: myr, kind: +1/+1, is: 2}
    - {pt: myr, is: 2/2}
`, `
- id: sunburst-colorless
  title: colorless mana spent, no counter, and the 0/0 dies
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: myr, zone: hand}
  pool: {you: "{3}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: myr}
    - {resolve: 1}
  key: [myr, action:2]
  expect:
    - {zone: myr, is: graveyard}
`)
}

// zhurTaaGoblin is Gobelin de Zhur-Taa / Goblin del Clan Zhur-Taa (RNA
// 215).
func zhurTaaGoblin(lang string) corpus.Card {
	return printedCost(lang, "rna", "215", "{R}{G}", 2, []string{"Creature"}, "2/2",
		[3]string{"Gobelin de Zhur-Taa", "Créature : gobelin et berserker", "gobelin"}, [3]string{"Goblin del Clan Zhur-Taa", "Creatura — Berserker Goblin", "goblin"},
		[]string{"Émeute (Cette créature arrive sur le champ de bataille avec, selon votre choix, un marqueur +1/+1 ou la célérité.)"},
		[]string{"Tumulto (Questa creatura entra nel campo di battaglia con un segnalino +1/+1 o rapidità a tua scelta.)"})
}

// TestRiot plays the printed Gobelin de Zhur-Taa (702.136a): it enters
// with a +1/+1 counter and cannot attack the turn it arrives; declining
// the counter, it has haste and attacks at once.
func TestRiot(t *testing.T) {
	playPrinted(t, zhurTaaGoblin, `
- id: riot-counter
  title: the counter, without haste
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: gobelin, zone: hand}
  pool: {you: "{R}{G}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: gobelin}
    - {resolve: 1}
    - {attack: [gobelin], expect_error: "summoning sickness"}
  key: [gobelin, action:2]
  expect:
    - {counters: gobelin, kind: +1/+1, is: 1}
    - {pt: gobelin, is: 3/3}
    - {keyword: gobelin, kind: haste, is: false}
`, `
- id: riot-haste
  title: declining the counter, haste
  checks: [{id: x, quote: x}]
  setup:
    - {card: %[1]s, as: gobelin, zone: hand}
  pool: {you: "{R}{G}"}
  turn: {active: you, step: main1, number: 3}
  actions:
    - {cast: gobelin}
    - {resolve: 1, decline: true}
    - {attack: [gobelin]}
    - {goto: combat_damage}
    - {resolve: all}
  key: [gobelin, action:2]
  expect:
    - {counters: gobelin, kind: +1/+1, is: 0}
    - {keyword: gobelin, kind: haste, is: true}
    - {life: opp, is: 18}
`)
}
