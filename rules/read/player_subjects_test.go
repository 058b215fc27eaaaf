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
