package read

import (
	"strings"
	"testing"
)

// playerSubjectShapes are clauses whose subject is a player, read from
// real printed cards in the three languages to one form.
var playerSubjectShapes = []struct {
	name       string
	spell      bool
	fr, it, en string
	want       string
}{
	{"that player draws an additional card (m12-192)", false,
		"Au début de l'étape de pioche de chaque joueur, ce joueur pioche une carte supplémentaire.",
		"All'inizio dell'acquisizione di ogni giocatore, quel giocatore pesca una carta addizionale.",
		"At the beginning of each player's draw step, that player draws an additional card.",
		"triggered when=each_draw_step do=[draw(n=1 to=them)]"},
	{"draw an additional card (ori-131)", false,
		"Au début de votre étape de pioche, piochez une carte supplémentaire.",
		"All'inizio della tua acquisizione, pesca una carta addizionale.",
		"At the beginning of your draw step, draw an additional card.",
		"triggered when=draw_step do=[draw(n=1)]"},
	{"defending player mills (arb-28)", false,
		"À chaque fois que Foo attaque, le joueur défenseur met les dix cartes du dessus de sa bibliothèque dans son cimetière.",
		"Ogniqualvolta Foo attacca, il giocatore in difesa mette nel suo cimitero le prime dieci carte del suo grimorio.",
		"Whenever Foo attacks, defending player mills ten cards.",
		"triggered when=attacks do=[mill(n=10 to=defending)]"},
	{"defending player discards when blocked (gtc-78)", false,
		"À chaque fois que Foo devient bloqué, le joueur défenseur se défausse d'une carte.",
		"Ogniqualvolta Foo viene bloccata, il giocatore in difesa scarta una carta.",
		"Whenever Foo becomes blocked, defending player discards a card.",
		"triggered when=becomes_blocked do=[discard(n=1 to=defending)]"},
	{"a creature attacks, defending player loses life (c16-108)", false,
		"À chaque fois qu'une créature que vous contrôlez attaque, le joueur défenseur perd 1 point de vie et vous gagnez 1 point de vie.",
		"Ogniqualvolta una creatura che controlli attacca, il giocatore in difesa perde 1 punto vita e tu guadagni 1 punto vita.",
		"Whenever a creature you control attacks, defending player loses 1 life and you gain 1 life.",
		"triggered when=creature_attacks filter=creature you_control do=[lose_life(n=1 to=defending); gain_life(n=1)]"},
	{"sacrifice all creatures you control (8ed-124)", false,
		"Quand Foo arrive en jeu, sacrifiez toutes les créatures que vous contrôlez.",
		"Quando Foo entra in gioco, sacrifica tutte le creature che controlli.",
		"When Foo enters the battlefield, sacrifice all creatures you control.",
		"triggered when=enters do=[sacrifice(what=all:creature you_control)]"},
	{"each player sacrifices all they control: they is each player", true,
		"Chaque joueur sacrifie toutes les créatures qu'il contrôle.",
		"Ogni giocatore sacrifica tutte le creature che controlla.",
		"Each player sacrifices all creatures they control.",
		"spell do=[sacrifice(what=all:creature)]"},
	{"target player sacrifices all they control", true,
		"Le joueur ciblé sacrifie toutes les créatures qu'il contrôle.",
		"Un giocatore bersaglio sacrifica tutte le creature che controlla.",
		"Target player sacrifices all creatures they control.",
		"spell targets=[player] do=[sacrifice(what=all:controlled_by:t0 creature)]"},
	{"that player sacrifices one they control (upkeep)", false,
		"Au début de l'entretien de chaque joueur, ce joueur sacrifie une créature qu'il contrôle.",
		"All'inizio del mantenimento di ogni giocatore, quel giocatore sacrifica una creatura che controlla.",
		"At the beginning of each player's upkeep, that player sacrifices a creature they control.",
		"triggered when=each_upkeep do=[sacrifice(n=1 to=them filter=creature)]"},
	{"each player returns all from their graveyard to the battlefield (5dn-14)", true,
		"Chaque joueur renvoie en jeu toutes les cartes d'artefact se trouvant dans son cimetière.",
		"Ciascun giocatore rimette in gioco tutte le carte artefatto presenti nel proprio cimitero.",
		"Each player returns all artifact cards from their graveyard to the battlefield.",
		"spell do=[move(what=all:artifact card in:graveyard zone=battlefield)]"},
	{"each player returns all to their hand (ths-208)", false,
		"Quand Foo meurt, exilez-le et chaque joueur renvoie dans sa main toutes les cartes de créature de son cimetière.",
		"Quando Foo muore, esilialo e ogni giocatore riprende in mano tutte le carte creatura dal proprio cimitero.",
		"When Foo dies, exile it and each player returns all creature cards from their graveyard to their hand.",
		"triggered when=dies do=[exile(what=self); move(what=all:card creature in:graveyard zone=hand)]"},
	{"target player returns all: their graveyard only", true,
		"Le joueur ciblé renvoie dans sa main toutes les cartes de créature de son cimetière.",
		"Un giocatore bersaglio riprende in mano tutte le carte creatura dal proprio cimitero.",
		"Target player returns all creature cards from their graveyard to their hand.",
		"spell targets=[player] do=[move(what=all:card creature in:graveyard owner:t0 zone=hand)]"},
	{"a number past ten (soi-88a)", true,
		"L'adversaire ciblé met les treize cartes du dessus de sa bibliothèque dans son cimetière.",
		"Un avversario bersaglio mette nel suo cimitero le prime tredici carte del suo grimorio.",
		"Target opponent mills thirteen cards.",
		"spell targets=[opponent] do=[mill(n=13 to=t0)]"},
	{"the chosen player of a random choice", true,
		"Choisissez un adversaire au hasard. Foo inflige 3 blessures au joueur choisi.",
		"Scegli un avversario a caso. Foo infligge 3 danni al giocatore scelto.",
		"Choose an opponent at random. Foo deals 3 damage to the chosen player.",
		"spell do=[choose_opponent; damage(n=3 to=chosen_player)]"},
	{"that player gains control (ons-223)", false,
		"Au début de l'entretien de chaque joueur, ce joueur acquiert le contrôle de Foo.",
		"All'inizio del mantenimento di ogni giocatore, quel giocatore prende il controllo di Foo.",
		"At the beginning of each player's upkeep, that player gains control of Foo.",
		"triggered when=each_upkeep do=[control(what=self to=them until=game)]"},
	{"an opponent gains control of it (ths-210)", false,
		"Quand Foo arrive sur le champ de bataille, un adversaire en acquiert le contrôle.",
		"Quando Foo entra nel campo di battaglia, un avversario ne prende il controllo.",
		"When Foo enters the battlefield, an opponent gains control of it.",
		"triggered when=enters do=[control(what=self to=opp until=game)]"},
	{"each player gets a poison counter (som-67)", false,
		"Quand Foo arrive sur le champ de bataille, chaque joueur gagne un marqueur « poison ».",
		"Quando Foo entra nel campo di battaglia, ogni giocatore ottiene un segnalino veleno.",
		"When Foo enters the battlefield, each player gets a poison counter.",
		"triggered when=enters do=[counters(n=1 to=each_player kind=poison)]"},
	{"damage to target opponent and each creature that player controls (rix-201)", false,
		"+2 : Foo inflige 1 blessure à un adversaire ciblé et à chaque créature que ce joueur contrôle.",
		"+2: Foo infligge 1 danno a un avversario bersaglio e a ogni creatura controllata da quel giocatore.",
		"+2: Foo deals 1 damage to target opponent and each creature that player controls.",
		"activated loyalty=+2 targets=[opponent] do=[damage(n=1 to=t0); damage(n=1 to=all:controlled_by:t0 creature)]"},
	{"damage to each opponent and each creature they control (jou-116)", false,
		"Quand Foo devient monstrueux, il inflige 2 blessures à chaque adversaire et à chaque créature que vos adversaires contrôlent.",
		"Quando Foo diventa mostruoso, infligge 2 danni a ogni avversario e a ogni creatura controllata dai tuoi avversari.",
		"When Foo becomes monstrous, it deals 2 damage to each opponent and each creature they control.",
		"triggered when=becomes_monstrous do=[damage(n=2 to=each_opponent); damage(n=2 to=all:creature opp_control)]"},
	{"that player discards at random (rtr-186)", false,
		"À chaque fois que Foo inflige des blessures de combat à un joueur, ce joueur se défausse d'une carte au hasard.",
		"Ogniqualvolta Foo infligge danno da combattimento a un giocatore, quel giocatore scarta una carta a caso.",
		"Whenever Foo deals combat damage to a player, that player discards a card at random.",
		"triggered when=combat_damage_player filter=self do=[discard(n=1 to=them kind=random)]"},
	{"discard at random, « au hasard » first (10e-208, jud-100)", true,
		"Piochez quatre cartes, puis défaussez-vous au hasard de trois cartes.",
		"Pesca quattro carte, poi scarta tre carte a caso.",
		"Draw four cards, then discard three cards at random.",
		"spell do=[draw(n=4); discard(n=3 kind=random)]"},
	{"target player mills half their library, rounded up (xln-57)", false,
		"À chaque fois que Foo attaque, le joueur ciblé met la moitié des cartes du dessus de sa bibliothèque, arrondie à l'unité supérieure, dans son cimetière.",
		"Ogniqualvolta Foo attacca, un giocatore bersaglio mette nel suo cimitero la metà superiore del suo grimorio, arrotondata per eccesso.",
		"Whenever Foo attacks, target player mills half their library, rounded up.",
		"triggered when=attacks targets=[player] do=[mill(n=half_up(library(t0)) to=t0)]"},
}

// playerSubjectUnread are clauses of the family left unread, with the
// reason's words: a wrong reading would be worse.
var playerSubjectUnread = []struct {
	lang, text, reason string
	spell              bool
}{
	// Stuffy Doll (tsp-264): the player chosen as it entered, which the
	// engine does not remember (it read "them", the player dealt damage).
	{"en", "Whenever Foo is dealt damage, it deals that much damage to the chosen player.", "chosen as the permanent entered", false},
	{"it", "Ogniqualvolta viene inflitto danno a Foo, essa infligge altrettanti danni al giocatore scelto.", "chosen as the permanent entered", false},
	// Delirium's "that player … instead" in a paragraph of its own
	// (emn-114): the target player of the paragraph before, which this
	// one does not know (it read controller(t0), nobody).
	{"en", "Delirium — If there are four or more card types among cards in your graveyard, that player discards two cards at random instead.", "names no target", true},
	// Each permanent to its owner, not one player gaining control.
	{"en", "At the beginning of your end step, each player gains control of all creatures they own.", "not one player", false},
	{"fr", "Au début de votre étape de fin, chaque joueur acquiert le contrôle de toutes les créatures qu'il possède.", "not one player", false},
}

// TestReadPlayerSubjectUnread: those clauses stay unread, for their
// reason.
func TestReadPlayerSubjectUnread(t *testing.T) {
	for _, tc := range playerSubjectUnread {
		r, err := ReadParagraph(tc.lang, "Foo", tc.spell, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status == ReadCompiled || !strings.Contains(r.Reason, tc.reason) {
			t.Errorf("%s %q: %s %v %q, want unread for %q", tc.lang, tc.text, r.Status, r.Form(), r.Reason, tc.reason)
		}
	}
}

// TestReadPlayerSubjectShapes reads each shape in French, Italian and
// English to the one form.
func TestReadPlayerSubjectShapes(t *testing.T) {
	for _, tc := range playerSubjectShapes {
		for lang, text := range map[string]string{"fr": tc.fr, "it": tc.it, "en": tc.en} {
			r, err := ReadParagraph(lang, "Foo", tc.spell, text)
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != ReadCompiled {
				t.Errorf("%s (%s): unread: %s", tc.name, lang, r.Reason)
				continue
			}
			if got := strings.Join(r.Form(), " | "); got != tc.want {
				t.Errorf("%s (%s):\n got %s\nwant %s", tc.name, lang, got, tc.want)
			}
		}
	}
}
