package scenario

import (
	"context"
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

// scavengingOoze is Limon nécrophage / Melma Mangiacarogne / Scavenging
// Ooze (C16 166) as printed.
func scavengingOoze(lang string) corpus.Card {
	id, creature := lang+"-c16-166", []string{"Creature"}
	switch lang {
	case "fr":
		return layCard(id, lang, "{1}{G}", creature, "2/2", "Limon nécrophage", "Créature : limon",
			"{G} : Exilez une carte ciblée depuis un cimetière. Si c'était une carte de créature, mettez un marqueur +1/+1 sur le Limon nécrophage et vous gagnez 1 point de vie.")
	case "it":
		return layCard(id, lang, "{1}{G}", creature, "2/2", "Melma Mangiacarogne", "Creatura — Melma",
			"{G}: Esilia una carta bersaglio da un cimitero. Se era una carta creatura, metti un segnalino +1/+1 sulla Melma Mangiacarogne e guadagni 1 punto vita.")
	}
	return layCard(id, lang, "{1}{G}", creature, "2/2", "Scavenging Ooze", "Creature — Ooze",
		"{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on Scavenging Ooze and you gain 1 life.")
}

// TestIfItWasACreatureCard plays the printed Scavenging Ooze: "if it was a
// creature card" reads the exiled card's printed types; a creature card
// grows the ooze and gains life, a land card does not.
func TestIfItWasACreatureCard(t *testing.T) {
	others := []corpus.Card{island("fr"), island("it"), island("en")}
	for _, tc := range []struct{ card, life, pt string }{{"Ours", "21", "3/3"}, {"en-10e-368", "20", "2/2"}} {
		runPrinted(t, scavengingOoze, `
- id: ooze
  title: if it was a creature card
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: limon}
    - {card: `+tc.card+`, as: carte, owner: opp, zone: graveyard}
  pool: {you: "{G}"}
  actions:
    - {activate: limon, targets: [carte]}
    - {resolve: 1}
  key: [limon, action:1]
  expect:
    - {zone: carte, is: exile}
    - {life: you, is: `+tc.life+`}
    - {pt: limon, is: `+tc.pt+`}
`, others...)
	}
}

// feastOfWorms is Festin de vers / Banchetto di Vermi / Feast of Worms (CHK
// 207) as printed.
func feastOfWorms(lang string) corpus.Card {
	id, sorcery := lang+"-chk-207", []string{"Sorcery"}
	switch lang {
	case "fr":
		return layCard(id, lang, "{3}{G}{G}", sorcery, "", "Festin de vers", "Rituel : arcane",
			"Détruisez le terrain ciblé. Si ce terrain est légendaire, son contrôleur sacrifie un autre terrain.")
	case "it":
		return layCard(id, lang, "{3}{G}{G}", sorcery, "", "Banchetto di Vermi", "Stregoneria — Arcano",
			"Distruggi una terra bersaglio. Se quella terra è leggendaria, il suo controllore sacrifica un'altra terra.")
	}
	return layCard(id, lang, "{3}{G}{G}", sorcery, "", "Feast of Worms", "Sorcery — Arcane",
		"Destroy target land. If that land was legendary, its controller sacrifices another land.")
}

// TestIfThatLandWasLegendary plays the printed Feast of Worms: the
// destroyed target is read as it last existed on the battlefield (608.2h):
// a legendary land makes its controller sacrifice another; a basic one
// does not.
func TestIfThatLandWasLegendary(t *testing.T) {
	others := []corpus.Card{island("fr"), island("it"), island("en")}
	for _, tc := range []struct{ card, zone string }{{"Tombeau", "graveyard"}, {"en-10e-368", "battlefield"}} {
		runPrinted(t, feastOfWorms, `
- id: feast
  title: if that land was legendary
  checks: [{id: x, quote: x}]
  cards:
    - {name: Tombeau, type: 'Terrain légendaire'}
  setup:
    - {card: %[1]s, as: festin, zone: hand}
    - {card: `+tc.card+`, as: cible, owner: opp}
    - {card: en-10e-368, as: autre, owner: opp}
  pool: {you: "{3}{G}{G}"}
  actions:
    - {cast: festin, targets: [cible]}
    - {resolve: 1}
  key: [festin, action:1]
  expect:
    - {zone: cible, is: graveyard}
    - {zone: autre, is: `+tc.zone+`}
`, others...)
	}
}

// mightOfOldKrosa is Puissance de l'ancienne Krosia / Potenza della
// Vecchia Krosa / Might of Old Krosa (TSR 217) as printed.
func mightOfOldKrosa(lang string) corpus.Card {
	id, instant := lang+"-tsr-217", []string{"Instant"}
	switch lang {
	case "fr":
		return layCard(id, lang, "{G}", instant, "", "Puissance de l'ancienne Krosia", "Éphémère",
			"Une créature ciblée gagne +2/+2 jusqu'à la fin du tour. Si vous avez lancé ce sort pendant votre phase principale, cette créature gagne +4/+4 jusqu'à la fin du tour à la place.")
	case "it":
		return layCard(id, lang, "{G}", instant, "", "Potenza della Vecchia Krosa", "Istantaneo",
			"Una creatura bersaglio prende +2/+2 fino alla fine del turno. Se hai lanciato questa magia durante la tua fase principale, quella creatura prende invece +4/+4 fino alla fine del turno.")
	}
	return layCard(id, lang, "{G}", instant, "", "Might of Old Krosa", "Instant",
		"Target creature gets +2/+2 until end of turn. If you cast this spell during your main phase, that creature gets +4/+4 until end of turn instead.")
}

// TestAddendumMainPhase plays the printed Might of Old Krosa: cast in your
// main phase it gives +4/+4; cast in the opponent's turn (their main phase
// is not yours) +2/+2.
func TestAddendumMainPhase(t *testing.T) {
	for _, tc := range []struct{ active, pt string }{{"you", "6/6"}, {"opp", "4/4"}} {
		runPrinted(t, mightOfOldKrosa, `
- id: addendum
  title: cast during your main phase
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
  setup:
    - {card: %[1]s, as: sort, zone: hand}
    - {card: Ours, as: ours}
  turn: {active: `+tc.active+`, step: main1, number: 3}
  pool: {you: "{G}"}
  actions:
    - {cast: sort, by: you, targets: [ours]}
    - {resolve: 1}
  key: [sort, action:1]
  expect:
    - {pt: ours, is: `+tc.pt+`}
`)
	}
}

// TestKinship plays the printed Wandering Graybeard (MOR 27, the English
// Oracle text: the French and Italian « la révéler » / « rivelarla » are
// not read yet): the top card shares a creature type (Wizard) and is
// revealed, 4 life; a Bear does not, no life (the reveal not reached is
// not done).
func TestKinship(t *testing.T) {
	c := layCard("en-mor-27", "en", "{3}{W}{W}", []string{"Creature"}, "4/4", "Wandering Graybeard", "Creature — Giant Wizard",
		"Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares a creature type with Wandering Graybeard, you may reveal it. If you do, you gain 4 life.")
	c.Subtypes = []string{"giant", "wizard"}
	kb := printedKB(t, c)
	if r := kb.Reading("en-mor-27"); r == nil || r.Compiled() != len(r.Paragraphs) {
		t.Fatalf("en-mor-27: not every paragraph compiled: %+v", r)
	}
	for _, tc := range []struct{ top, life string }{{"Sorcier", "24"}, {"Ours", "20"}} {
		scs, err := ParseScenarios("kinship.yaml", []byte(`
- id: kinship
  title: kinship
  checks: [{id: x, quote: x}]
  cards:
    - {name: Ours, cost: '{1}{G}', type: 'Créature : ours', pt: 2/2}
    - {name: Sorcier, cost: '{1}{U}', type: 'Creature — Human Wizard', pt: 1/1}
  setup:
    - {card: en-mor-27, as: geant}
    - {card: `+tc.top+`, as: dessus, zone: library}
  turn: {active: you, step: untap, number: 3}
  actions:
    - {goto: upkeep}
    - {resolve: all}
  key: [geant, action:2]
  expect:
    - {life: you, is: `+tc.life+`}
`))
		if err != nil {
			t.Fatal(err)
		}
		if res := scs[0].Run(context.Background(), kb); !res.Passed {
			t.Errorf("%s: %s\n%s", tc.top, res.Message, indent(res.Log))
		}
	}
}
