package read

import "testing"

// eachPlayerOwnRows are real cards whose player subject is each of
// several players counting their own objects, or who offers a cost of
// their own ("unless they pay {2}"): the same form in FR, IT and EN, and
// the cost of a player not named (the Italian verb without a subject, a
// card's filter the engine's discard lacks) unread.
var eachPlayerOwnRows = []struct {
	lang, name string
	spell      bool
	text, want string // the form, or "unread: " and a part of the reason
}{
	// Per-player amounts (for_each_player, "them" that player).
	{"fr", "Terrain traître", true, "Le Terrain traître inflige à chaque adversaire un nombre de blessures égal au nombre de terrains que ce joueur contrôle.", terrainForm},
	{"it", "Terreno Infido", true, "Il Terreno Infido infligge a ogni avversario danno pari al numero di terre controllate da quel giocatore.", terrainForm},
	{"en", "Treacherous Terrain", true, "Treacherous Terrain deals damage to each opponent equal to the number of lands that player controls.", terrainForm},
	{"en", "Searing Rays", true, "Choose a color. Searing Rays deals damage to each player equal to the number of creatures of that color that player controls.",
		"spell do=[choose_color; for_each_player(to=each_player then=[damage(n=count(chosen_color creature them_control) to=them)])]"},
	// One target player: their own count, no iteration.
	{"en", "Test Target", true, "Test Target deals damage to target player equal to the number of lands you control.",
		"spell targets=[player] do=[damage(n=count(land you_control) to=t0)]"},
	// "Unless they pay": the cost of the player who does the instruction.
	{"fr", "Cellule d'isolation", false, "À chaque fois qu'un adversaire lance un sort de créature, ce joueur perd 2 points de vie à moins qu'il ne paie {2}.", cellForm},
	{"it", "Cella d'Isolamento", false, "Ogniqualvolta un avversario lancia una magia creatura, quel giocatore perde 2 punti vita a meno che quel giocatore non paghi {2}.", cellForm},
	{"en", "Isolation Cell", false, "Whenever an opponent casts a creature spell, that player loses 2 life unless they pay {2}.", cellForm},
	{"fr", "Douloureux dilemme", false, "À chaque fois qu'un adversaire lance un sort, ce joueur perd 5 points de vie à moins qu'il ne se défausse d'une carte.", quandaryForm},
	{"en", "Painful Quandary", false, "Whenever an opponent casts a spell, that player loses 5 life unless they discard a card.", quandaryForm},
	{"fr", "Tyranniser", true, "Le joueur ciblé se défausse de sa main à moins qu'il ne paie 7 points de vie.", tyrannizeForm},
	{"en", "Tyrannize", true, "Target player discards their hand unless they pay 7 life.", tyrannizeForm},
	{"fr", "Dragon exigeant", false, "Quand le Dragon exigeant arrive sur le champ de bataille, il inflige 5 blessures à un adversaire ciblé à moins que ce joueur ne sacrifie une créature.", dragonForm},
	{"it", "Drago Rapace", false, "Quando il Drago Rapace entra nel campo di battaglia, infligge 5 danni a un avversario bersaglio a meno che quel giocatore non sacrifichi una creatura.", dragonForm},
	{"en", "Demanding Dragon", false, "When Demanding Dragon enters the battlefield, it deals 5 damage to target opponent unless that player sacrifices a creature.", dragonForm},
	// Each player offers their own cost, in turn.
	{"fr", "Portail possédé", false, "À la fin de chaque tour, chaque joueur sacrifie un permanent à moins qu'il ne se défausse d'une carte de sa main.", portalForm},
	{"en", "Possessed Portal", false, "At the beginning of each end step, each player sacrifices a permanent unless they discard a card.", portalForm},
	// A player adds mana for each of their objects.
	{"fr", "Urne à scintimite", false, "Au début de la première phase principale de chaque joueur, si l'Urne à scintimite est dégagée, ce joueur ajoute {C} à sa réserve pour chaque artefact qu'il contrôle.", urnForm},
	{"it", "Urna di Lampidotteri", false, "All'inizio della fase principale pre-combattimento di ogni giocatore, se l'Urna di Lampidotteri è STAPpata, quel giocatore aggiunge {C} alla sua riserva di mana per ogni artefatto che controlla.", urnForm},
	{"en", "Blinkmoth Urn", false, "At the beginning of each player's precombat main phase, if Blinkmoth Urn is untapped, that player adds {C} for each artifact they control.", urnForm},
	// Hand and graveyard into the library; "then draws" is the same
	// player's, "You draw" yours.
	{"fr", "Inversion temporelle", true, "Chaque joueur mélange sa main et son cimetière avec sa bibliothèque et pioche ensuite sept cartes.", twisterForm},
	{"it", "Inversione Temporale", true, "Ogni giocatore rimescola la propria mano e il proprio cimitero nel proprio grimorio, poi pesca sette carte.", twisterForm},
	{"en", "Time Reversal", true, "Each player shuffles their hand and graveyard into their library, then draws seven cards.", twisterForm},
	{"en", "Jace", true, "Each player shuffles their hand and graveyard into their library. You draw seven cards.",
		"spell do=[move(what=all:card in:hand owner:each_player zone=library); move(what=all:card in:graveyard owner:each_player zone=library); draw(n=7)]"},
	// Skipping a step, a phase or a turn (op skip).
	{"fr", "Dignitaire cornepierre", false, "Quand le Dignitaire cornepierre arrive sur le champ de bataille, l'adversaire ciblé passe sa prochaine phase de combat.", dignitaryForm},
	{"it", "Dignitario Corno di Pietra", false, "Quando il Dignitario Corno di Pietra entra nel campo di battaglia, un avversario bersaglio salta la sua prossima fase di combattimento.", dignitaryForm},
	{"en", "Stonehorn Dignitary", false, "When Stonehorn Dignitary enters the battlefield, target opponent skips their next combat phase.", dignitaryForm},
	{"fr", "Chronosavant", false, "{1}{W} : Renvoyez en jeu, engagé, le Chronosavant depuis votre cimetière. Passez votre prochain tour.", chronoForm},
	{"it", "Cronosapiente", false, "{1}{W}: Rimetti in gioco TAPpato il Cronosapiente dal tuo cimitero. Salta il tuo prossimo turno.", chronoForm},
	{"en", "Chronosavant", false, "{1}{W}: Return Chronosavant from your graveyard to the battlefield tapped. You skip your next turn.", chronoForm},
	{"en", "Eater of Days", false, "When Eater of Days enters the battlefield, you skip your next two turns.", "triggered when=enters do=[skip(n=2 kind=turn)]"},
	// "That player controls" in a triggered ability, after a target
	// player: that target's (not the event's player's).
	{"fr", "Yosei, l'étoile du matin", false, "Quand Yosei, l'étoile du matin est mis dans un cimetière depuis le jeu, le joueur ciblé passe sa prochaine étape de dégagement. Engagez jusqu'à cinq permanents ciblés que ce joueur contrôle.", yoseiOldForm},
	{"it", "Yosei, Stella del Mattino", false, "Quando Yosei, Stella del Mattino viene messo in un cimitero dal gioco, il giocatore bersaglio salta il proprio prossimo STAP. TAPpa fino a cinque permanenti bersaglio controllati da quel giocatore.", yoseiOldForm},
	{"en", "Yosei, the Morning Star", false, "When Yosei, the Morning Star dies, target player skips their next untap step. Tap up to five target permanents that player controls.", yoseiForm},
	{"en", "Shisato, Whispering Hunter", false, "Whenever Shisato, Whispering Hunter deals combat damage to a player, that player skips their next untap step.",
		"triggered when=combat_damage_player filter=self do=[skip(to=them kind=untap)]"},
	// Whose cost: the Italian verb without a subject is also yours.
	{"it", "Tirannizzare", true, "Un giocatore bersaglio scarta la sua mano a meno che non paghi 7 punti vita.", "unread: "},
	// A land card: the engine's discard takes any card; unread.
	{"en", "Jovial Evil", true, "Target player draws three cards. Then that player discards two cards unless they discard a land card.", "unread: "},
	{"fr", "Jovial Evil", true, "Le joueur ciblé se défausse de deux cartes de sa main à moins qu'il ne se défausse d'une carte d'artefact de sa main.", "unread: "},
}

const (
	dignitaryForm = "triggered when=enters targets=[opponent] do=[skip(to=t0 kind=combat)]"
	chronoForm    = "activated cost={1}{W} from=graveyard do=[move(what=self zone=battlefield tapped); skip(kind=turn)]"
	// « Mis dans un cimetière depuis le jeu »: read without the type line,
	// put into a graveyard (as a creature card, the harness reads it dies).
	yoseiOldForm  = "triggered when=leaves_to_graveyard targets=[player][controlled_by:t0 permanent{0,5}] do=[skip(to=t0 kind=untap); tap(what=slot1)]"
	yoseiForm     = "triggered when=dies targets=[player][controlled_by:t0 permanent{0,5}] do=[skip(to=t0 kind=untap); tap(what=slot1)]"
	urnForm       = "triggered when=each_main1 if=is(self, untapped) do=[add_mana(n=count(artifact them_control) to=them mana={C})]"
	twisterForm   = "spell do=[move(what=all:card in:hand owner:each_player zone=library); move(what=all:card in:graveyard owner:each_player zone=library); draw(n=7 to=each_player)]"
	terrainForm   = "spell do=[for_each_player(to=each_opponent then=[damage(n=count(land them_control) to=them)])]"
	cellForm      = "triggered when=opp_casts filter=creature spell do=[pay_mana(to=them cost={2} optional); if(if=!did then=[lose_life(n=2 to=them)])]"
	quandaryForm  = "triggered when=opp_casts filter=spell do=[discard(n=1 to=them optional); if(if=!did then=[lose_life(n=5 to=them)])]"
	tyrannizeForm = "spell targets=[player] do=[pay_life(n=7 to=t0 optional); if(if=!did then=[discard_hand(to=t0)])]"
	dragonForm    = "triggered when=enters targets=[opponent] do=[sacrifice(n=1 to=t0 filter=creature optional); if(if=!did then=[damage(n=5 to=t0)])]"
	portalForm    = "triggered when=each_end_step do=[for_each_player(to=each_player then=[discard(n=1 to=them optional); if(if=!did then=[sacrifice(n=1 to=them filter=permanent)])])]"
)

func TestEachPlayerOwn(t *testing.T) {
	for _, tc := range eachPlayerOwnRows {
		checkReading(t, tc.lang, tc.name, tc.spell, tc.text, tc.want)
	}
}
