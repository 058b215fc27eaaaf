package read

import "testing"

// playerEventRows are triggers on another player's action (real cards'
// text): a player losing the game, an opponent losing life, a player
// drawing a card, a player or an opponent tapping a permanent for mana;
// "that player" / « ce joueur » / « quel giocatore » is the player of the
// event, "that land" / "that artifact" the permanent tapped.
var playerEventRows = []struct {
	lang, name, text string
	want             string // the form, or "unread: " and a part of the reason
}{
	{"en", "Blood Tyrant", "Whenever a player loses the game, put five +1/+1 counters on Blood Tyrant.",
		"triggered when=player_loses_game do=[counters(n=5 what=self kind=+1/+1)]"},
	{"fr", "Tyran de sang", "À chaque fois qu'un joueur perd la partie, mettez cinq marqueurs +1/+1 sur le Tyran de sang.",
		"triggered when=player_loses_game do=[counters(n=5 what=self kind=+1/+1)]"},
	{"it", "Tiranno Sanguinario", "Ogniqualvolta un giocatore perde la partita, metti cinque segnalini +1/+1 sul Tiranno Sanguinario.",
		"triggered when=player_loses_game do=[counters(n=5 what=self kind=+1/+1)]"},
	{"en", "Exquisite Blood", "Whenever an opponent loses life, you gain that much life.",
		"triggered when=opp_life_lost do=[gain_life(n=amount)]"},
	{"fr", "Sang délectable", "À chaque fois qu'un adversaire perd des points de vie, vous gagnez autant de points de vie.",
		"triggered when=opp_life_lost do=[gain_life(n=amount)]"},
	{"it", "Sangue Squisito", "Ogniqualvolta un avversario perde punti vita, guadagni altrettanti punti vita.",
		"triggered when=opp_life_lost do=[gain_life(n=amount)]"},
	{"en", "Mindcrank", "Whenever an opponent loses life, that player mills that many cards. (Damage dealt by sources without infect causes loss of life.)",
		"triggered when=opp_life_lost do=[mill(n=amount to=them)]"},
	// The first time in a turn stays its own event.
	{"en", "Bloodletter", "Whenever an opponent loses life for the first time during each of their turns, you draw a card.",
		"triggered when=opp_first_life_loss do=[draw(n=1)]"},
	{"en", "Spiteful Visions", "Whenever a player draws a card, Spiteful Visions deals 1 damage to that player.",
		"triggered when=player_draws filter=card do=[damage(n=1 to=them)]"},
	{"fr", "Visions de dépit", "À chaque fois qu'un joueur pioche une carte, les Visions de dépit infligent 1 blessure à ce joueur.",
		"triggered when=player_draws filter=card do=[damage(n=1 to=them)]"},
	{"it", "Visioni Astiose", "Ogniqualvolta un giocatore pesca una carta, le Visioni Astiose infliggono 1 danno a quel giocatore.",
		"triggered when=player_draws filter=card do=[damage(n=1 to=them)]"},
	{"en", "Sea of Sand", "Whenever a player draws a nonland card, that player loses 3 life.",
		"triggered when=player_draws filter=card nonland do=[lose_life(n=3 to=them)]"},
	{"fr", "Mer de sable", "À chaque fois qu'un joueur pioche une carte de terrain, ce joueur gagne 3 points de vie.",
		"triggered when=player_draws filter=card land do=[gain_life(n=3 to=them)]"},
	{"it", "Mare di Sabbia", "Ogniqualvolta un giocatore pesca una carta non terra, perde 3 punti vita.",
		"triggered when=player_draws filter=card nonland do=[lose_life(n=3 to=them)]"},
	// Not the first card of each draw step: a draw the engine does not count.
	{"en", "Kami of the Crescent Moon", "Whenever an opponent draws a card except the first one they draw in each of their draw steps, create a 1/1 green Snake creature token.",
		"unread: no such event"},
	{"en", "Burning Earth", "Whenever a player taps a nonbasic land for mana, Burning Earth deals 1 damage to that player.",
		"triggered when=tapped_for_mana_any filter=!basic land do=[damage(n=1 to=them)]"},
	{"fr", "Terre brûlante", "À chaque fois qu'un joueur engage un terrain non-base pour du mana, la Terre brûlante inflige 1 blessure à ce joueur.",
		"triggered when=tapped_for_mana_any filter=!basic land do=[damage(n=1 to=them)]"},
	{"it", "Terra Ardente", "Ogniqualvolta un giocatore TAPpa una terra non base per attingere mana, la Terra Ardente infligge 1 danno a quel giocatore.",
		"triggered when=tapped_for_mana_any filter=!basic land do=[damage(n=1 to=them)]"},
	{"en", "Eloren Wilds", "Whenever a player taps a permanent for mana, that player adds one mana of any type that permanent produced.",
		"triggered when=tapped_for_mana_any filter=permanent do=[add_mana_produced(to=them)]"},
	{"fr", "Friches d'Eloren", "À chaque fois qu'un joueur engage un permanent pour du mana, ce joueur ajoute à sa réserve un mana de n'importe quel type produit par ce permanent.",
		"triggered when=tapped_for_mana_any filter=permanent do=[add_mana_produced(to=them)]"},
	{"it", "Rovi di Eloren", "Ogniqualvolta un giocatore TAPpa un permanente per attingere mana, quel giocatore aggiunge alla sua riserva di mana un mana di qualsiasi tipo quel permanente abbia prodotto.",
		"triggered when=tapped_for_mana_any filter=permanent do=[add_mana_produced(to=them)]"},
	// The land's own row is unchanged.
	{"it", "Zendikar Resurgent", "Ogniqualvolta un giocatore TAPpa una terra per attingere mana, quel giocatore aggiunge alla sua riserva di mana un mana di qualsiasi tipo quella terra abbia prodotto.",
		"triggered when=land_tapped_for_mana do=[add_mana_produced(to=them)]"},
	{"en", "War's Toll", "Whenever an opponent taps a land for mana, tap all lands that player controls.",
		"triggered when=opp_taps_for_mana filter=land do=[tap(what=all:land them_control)]"},
	{"fr", "Coût de la guerre", "À chaque fois qu'un adversaire engage un terrain pour du mana, engagez tous les terrains que ce joueur contrôle.",
		"triggered when=opp_taps_for_mana filter=land do=[tap(what=all:land them_control)]"},
	{"it", "Prezzo della Guerra", "Ogniqualvolta un avversario TAPpa una terra per attingere mana, TAPpa tutte le terre che quel giocatore controlla.",
		"triggered when=opp_taps_for_mana filter=land do=[tap(what=all:land them_control)]"},
	{"en", "Treasure Nabber", "Whenever an opponent taps an artifact for mana, gain control of that artifact until the end of your next turn.",
		"triggered when=opp_taps_for_mana filter=artifact do=[control(what=it until=end_of_next_turn)]"},
	{"fr", "Chipeur de trésor", "À chaque fois qu'un adversaire engage un artefact pour du mana, acquérez le contrôle de cet artefact jusqu'à la fin de votre prochain tour.",
		"triggered when=opp_taps_for_mana filter=artifact do=[control(what=it until=end_of_next_turn)]"},
	{"it", "Arraffatore di Tesori", "Ogniqualvolta un avversario TAPpa un artefatto per attingere mana, prendi il controllo di quell'artefatto fino alla fine del tuo prossimo turno.",
		"triggered when=opp_taps_for_mana filter=artifact do=[control(what=it until=end_of_next_turn)]"},
	// "Its controller may …" after a trigger about another object: that
	// object's controller does it (as it last existed, for a creature that
	// died).
	{"fr", "Lien des âmes", "À chaque fois qu'une créature est mise dans un cimetière depuis le jeu, son contrôleur peut piocher une carte.",
		"triggered when=dies_any filter=creature do=[draw(n=1 to=controller(it) optional)]"},
	{"en", "Prahv", "Whenever a nontoken creature enters the battlefield, its controller may search their library for a basic land card, put it onto the battlefield tapped, then shuffle.",
		"triggered when=enters_any filter=creature nontoken do=[search(to=controller(it) filter=basic card land zone=battlefield tapped optional)]"},
	{"it", "Prahv", "Ogniqualvolta una creatura non pedina entra nel campo di battaglia, il suo controllore può passare in rassegna il suo grimorio per una carta terra base, metterla sul campo di battaglia TAPpata, poi rimescolare il suo grimorio.",
		"triggered when=enters_any filter=creature nontoken do=[search(to=controller(it) filter=basic card land zone=battlefield tapped optional)]"},
	// After a target: that target's controller draws, not you.
	{"en", "Test Destroy", "{T}: Destroy target creature. Its controller may draw a card.",
		"activated tap targets=[creature] do=[destroy(what=t0); draw(n=1 to=controller(t0) optional)]"},
	// Sacrificing it is its controller's anyway (701.17a).
	{"fr", "Athlète vedette", "À chaque fois que l'Athlète vedette attaque, choisissez jusqu'à un permanent non-terrain ciblé. Son contrôleur peut le sacrifier. S'il ne le fait pas, l'Athlète vedette inflige 5 blessures à ce joueur.",
		"triggered when=attacks targets=[nonland permanent{0,1}] do=[sacrifice(what=t0 optional); if(if=!did then=[damage(n=5 to=controller(t0))])]"},
	// "That artifact" after a target artifact is that target.
	{"en", "Hoard-Smelter Dragon", "{3}{R}: Destroy target artifact. Hoard-Smelter Dragon gets +X/+0 until end of turn, where X is that artifact's mana value.",
		"activated cost={3}{R} targets=[artifact] do=[destroy(what=t0); pump(p=mv(t0) t=0 what=self until=eot)]"},
	{"it", "Drago Fonditesori", "{3}{R}: Distruggi un artefatto bersaglio. Il Drago Fonditesori prende +X/+0 fino alla fine del turno, dove X è il costo di mana convertito di quell'artefatto.",
		"activated cost={3}{R} targets=[artifact] do=[destroy(what=t0); pump(p=mv(t0) t=0 what=self until=eot)]"},
}

func TestPlayerEvents(t *testing.T) {
	for _, tc := range playerEventRows {
		checkReading(t, tc.lang, tc.name, false, tc.text, tc.want)
	}
}
