package read

import "testing"

// lifeEachRows are real cards' "loses N life for each …": one count for
// every player who loses it, "they" the player who loses; each of several
// players' own count is unread, and so is "that many" in a spell, which
// counts what the instruction before did (no event's amount).
var lifeEachRows = []struct {
	lang, name string
	spell      bool
	text, want string // the form, or "unread: " and a part of the reason
}{
	{"en", "Rise of the Dread Marn", true, "Each opponent loses 1 life for each creature you control.", ""},
	{"en", "Vicious Offering", true, "Target player loses 1 life for each tapped artifact they control.",
		"spell targets=[player] do=[lose_life(n=count(artifact controlled_by:t0 tapped) to=t0)]"},
	{"fr", "Perte de chaleur", true, "Le joueur ciblé perd 1 point de vie pour chaque artefact engagé qu'il contrôle.",
		"spell targets=[player] do=[lose_life(n=count(artifact controlled_by:t0 tapped) to=t0)]"},
	{"it", "Perdita di Calore", true, "Il giocatore bersaglio perde 1 punto vita per ogni artefatto TAPpato che controlla.",
		"spell targets=[player] do=[lose_life(n=count(artifact controlled_by:t0 tapped) to=t0)]"},
	{"en", "Emissary of Despair", false, "Whenever Emissary of Despair deals combat damage to a player, that player loses 1 life for each artifact they control.",
		"triggered when=combat_damage_player filter=self do=[lose_life(n=count(artifact them_control) to=them)]"},
	{"fr", "Émissaire du désespoir", false, "À chaque fois que l'Émissaire du désespoir inflige des blessures de combat à un joueur, ce joueur perd 1 point de vie pour chaque artefact qu'il contrôle.",
		"triggered when=combat_damage_player filter=self do=[lose_life(n=count(artifact them_control) to=them)]"},
	{"it", "Emissario della Disperazione", false, "Ogniqualvolta l'Emissario della Disperazione infligge danno da combattimento a un giocatore, quel giocatore perde 1 punto vita per ogni artefatto che controlla.",
		"triggered when=combat_damage_player filter=self do=[lose_life(n=count(artifact them_control) to=them)]"},
	// The event's player is not the target: the target's own count.
	{"en", "Test Entering", false, "When Test Entering enters the battlefield, target player loses 1 life for each creature they control.",
		"triggered when=enters targets=[player] do=[lose_life(n=count(controlled_by:t0 creature) to=t0)]"},
	// Each of several players' own count: once for each player, their own
	// (for_each_player).
	{"en", "Netherborn Phalanx", false, "When Netherborn Phalanx enters the battlefield, each opponent loses 1 life for each creature they control.",
		"triggered when=enters do=[for_each_player(to=each_opponent then=[lose_life(n=count(creature them_control) to=them)])]"},
	{"fr", "Phalange née des enfers", false, "Quand la Phalange née des enfers arrive sur le champ de bataille, chaque adversaire perd 1 point de vie pour chaque créature qu'il contrôle.",
		"triggered when=enters do=[for_each_player(to=each_opponent then=[lose_life(n=count(creature them_control) to=them)])]"},
	{"it", "Falange degli Inferi", false, "Quando la Falange degli Inferi entra nel campo di battaglia, ogni avversario perde 1 punto vita per ogni creatura che controlla.",
		"triggered when=enters do=[for_each_player(to=each_opponent then=[lose_life(n=count(creature them_control) to=them)])]"},
	{"en", "Pestilence", true, "Each player loses 1 life for each creature they control.", "spell do=[for_each_player(to=each_player then=[lose_life(n=count(creature them_control) to=them)])]"},
	{"fr", "Pestilence", true, "Chaque joueur perd 1 point de vie pour chaque créature qu'il contrôle.", "spell do=[for_each_player(to=each_player then=[lose_life(n=count(creature them_control) to=them)])]"},
	{"it", "Pestilenza", true, "Ogni giocatore perde 1 punto vita per ogni creatura che controlla.", "spell do=[for_each_player(to=each_player then=[lose_life(n=count(creature them_control) to=them)])]"},
	// "That many" in a spell: no event's amount.
	{"en", "Sovereign's Bite", true, "Target opponent loses 1 life for each attacking creature you control. You gain that much life.",
		"unread: no event before it"},
	{"fr", "Morsure de la souveraine", true, "L'adversaire ciblé perd 1 point de vie pour chaque créature attaquante que vous contrôlez. Vous gagnez autant de points de vie.",
		"unread: no event before it"},
	{"en", "Psychic Spiral", true, "Shuffle all cards from your graveyard into your library. Target player mills that many cards.",
		"unread: no event before it"},
	{"en", "Wheel of Fate", true, "Discard any number of cards, then draw that many cards.", "unread: "},
	// A granted ability has its own event, even under a condition.
	{"en", "Brute Force", true, "Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn. If {W} was spent to cast this spell, the creature gains \"Whenever this creature deals combat damage, you gain that much life\" until end of turn.",
		"spell targets=[creature] do=[untap(what=t0); control(what=t0 until=eot); grant(what=t0 keywords=haste until=eot); if(if=spent_color(self, W) >= 1 then=[grant(what=t0 until=eot ability={triggered when=deals_combat_damage filter=self do=[gain_life(n=amount)]})])]"},
	// A die rolled gives its result to the instructions after it.
	{"en", "Ebony Fly", false, "{4}: Roll a d6. Until end of turn, you may have Ebony Fly become an X/X Insect artifact creature with flying, where X is the result.",
		"activated cost={4} do=[roll(n=6); set_types(what=self types=Artifact,Creature until=eot optional); add_types(what=self subtypes=<type> until=eot optional); grant(what=self keywords=flying until=eot optional); set_pt(p=amount t=amount what=self until=eot optional)]"},
	// "Unless its controller pays {X}": the counterspell's X; an X the
	// sentence defines is unread.
	{"en", "Clash of Wills", true, "Counter target spell unless its controller pays {X}.",
		"spell targets=[spell] do=[counter_unless_paid(what=t0 cost={X})]"},
	{"fr", "Conflit de volontés", true, "Contrecarrez le sort ciblé à moins que son contrôleur ne paie {X}.",
		"spell targets=[spell] do=[counter_unless_paid(what=t0 cost={X})]"},
	{"it", "Acconsentire", true, "Neutralizza una magia bersaglio a meno che il suo controllore spenda {X}.",
		"spell targets=[spell] do=[counter_unless_paid(what=t0 cost={X})]"},
	{"fr", "Rejet", true, "Contrecarrez le sort ciblé à moins que son contrôleur ne paye {X}. Vous gagnez X points de vie.",
		"spell targets=[spell] do=[counter_unless_paid(what=t0 cost={X}); gain_life(n=x)]"},
	{"en", "Syncopate", true, "Counter target spell unless its controller pays {X}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
		"spell targets=[spell] do=[counter_unless_paid(what=t0 cost={X} instead=exile)]"},
	{"en", "Sway of the Stars", true, "Counter target spell unless its controller pays {X}, where X is your devotion to blue.",
		"unread: X defined as devotion(u)"},
	{"it", "Vagabondo dei Mausolei", false, "Sacrifica il Vagabondo dei Mausolei: Neutralizza una magia istantaneo o stregoneria bersaglio a meno che il suo controllore non paghi {X}, dove X è la forza del Vagabondo dei Mausolei.",
		"unread: X defined as power(self)"},
	// "Choose an opponent": a choice, no target; "you and that player
	// each" is you and the opponent chosen.
	{"en", "Intellectual Offering", true, "Choose an opponent. You and that player each draw three cards.",
		"spell do=[choose_player(kind=opponent); draw(n=3 to=you_and_chosen)]"},
	{"fr", "Offrande intellectuelle", true, "Choisissez un adversaire. Ce joueur et vous piochez chacun trois cartes.",
		"spell do=[choose_player(kind=opponent); draw(n=3 to=you_and_chosen)]"},
	{"it", "Offerta Intellettuale", true, "Scegli un avversario. Tu e quel giocatore pescate ognuno tre carte.",
		"spell do=[choose_player(kind=opponent); draw(n=3 to=you_and_chosen)]"},
	{"it", "Offerta Benevola", true, "Scegli un avversario. Tu e quel giocatore create ognuno tre pedine creatura Spirito 1/1 bianche con volare.",
		"spell do=[choose_player(kind=opponent); token(n=3 to=you_and_chosen kind=Creature — <type> keywords=flying colors=W pt=1/1)]"},
	// At random stays choose_opponent.
	{"en", "Test Random", true, "Choose an opponent at random. That player draws a card.",
		"spell do=[choose_opponent; draw(n=1 to=chosen_player)]"},
	// "You and that player each" after a trigger's player: no player chosen.
	{"en", "Diviner Spirit", false, "Whenever Diviner Spirit deals combat damage to a player, you and that player each draw that many cards.",
		"unread: no player chosen before it"},
	// A life total set: the difference gained or lost (119.5).
	{"en", "Magister Sphinx", false, "When Magister Sphinx enters the battlefield, target player's life total becomes 10.",
		"triggered when=enters targets=[player] do=[set_life(n=10 to=t0)]"},
	{"fr", "Magister sphinx", false, "Quand le Magister sphinx arrive en jeu, le total de points de vie du joueur ciblé devient 10.",
		"triggered when=enters targets=[player] do=[set_life(n=10 to=t0)]"},
	{"it", "Sfinge Magister", false, "Quando la Sfinge Magister entra in gioco, i punti vita di un giocatore bersaglio diventano 10.",
		"triggered when=enters targets=[player] do=[set_life(n=10 to=t0)]"},
	{"fr", "Sorin Markov", false, "-3 : Le total de points de vie de l'adversaire ciblé devient 10.",
		"activated loyalty=-3 targets=[opponent] do=[set_life(n=10 to=t0)]"},
	{"it", "Forma del Dinosauro", false, "Quando la Forma del Dinosauro entra nel campo di battaglia, i tuoi punti vita diventano 15.",
		"triggered when=enters do=[set_life(n=15)]"},
	{"en", "Form of the Dinosaur", false, "When Form of the Dinosaur enters the battlefield, your life total becomes 15.",
		"triggered when=enters do=[set_life(n=15)]"},
	// In a triggered ability, the event's amount.
	{"en", "Needle Specter", false, "Whenever Needle Specter deals combat damage to a player, that player discards that many cards.",
		"triggered when=combat_damage_player filter=self do=[discard(n=amount to=them)]"},
}

// TestLifeEach also reads the amounts of "counter unless pays {X}".
func TestLifeEach(t *testing.T) {
	for _, tc := range lifeEachRows {
		want := tc.want
		if want == "" {
			want = "spell do=[lose_life(n=count(creature you_control) to=each_opponent)]"
		}
		checkReading(t, tc.lang, tc.name, tc.spell, tc.text, want)
	}
}
