package rules

import "testing"

// moreReadShapes are the shapes of the Commander cards' templating, each
// written once in French and once in Italian on invented cards.
var moreReadShapes = []readShape{
	{"trigger: the card itself or another object enters", false,
		"À chaque fois que la Lanterne fantasque ou qu'un autre artefact que vous contrôlez arrive, piochez une carte.",
		"Ogniqualvolta la Lanterna Bizzarra o un altro artefatto che controlli entra, pesca una carta.",
		[]string{"triggered when=enters do=[draw(n=1)]", "triggered when=enters_any filter=artifact other you_control do=[draw(n=1)]"}},
	{"static: counters that can't be removed", false,
		"Les marqueurs « étourdissement » ne peuvent pas être retirés des créatures que vos adversaires contrôlent.",
		"I segnalini stordimento non possono essere rimossi dalle creature controllate dai tuoi avversari.",
		[]string{"static static=[cant_remove_counters(kind=stun affects=all:creature opp_control)]"}},
	{"a static ability after a trigger in one paragraph", false,
		"Quand la Lanterne fantasque arrive, engagez jusqu'à une créature ciblée et mettez un marqueur « étourdissement » sur elle. Les marqueurs « étourdissement » ne peuvent pas être retirés des permanents que vos adversaires contrôlent.",
		"Quando la Lanterna Bizzarra entra, TAPpa fino a una creatura bersaglio e metti un segnalino stordimento su di essa. I segnalini stordimento non possono essere rimossi dai permanenti controllati dai tuoi avversari.",
		[]string{"triggered when=enters targets=[creature{0,1}] do=[tap(what=t0); counters(n=1 what=t0 kind=stun)]",
			"static static=[cant_remove_counters(kind=stun affects=all:opp_control permanent)]"}},
	{"token with a quoted ability", true,
		"Créez deux jetons de créature 1/1 rouge Diable avec « Quand cette créature meurt, elle inflige 1 blessure à n'importe quelle cible. »",
		"Crea due pedine creatura Diavolo 1/1 rosse con “Quando questa creatura muore, infligge 1 danno a un qualsiasi bersaglio”.",
		[]string{"spell do=[token(n=2 kind=Creature — <type> colors=R pt=1/1 ability={triggered when=dies targets=[any] do=[damage(n=1 to=t0)]})]"}},
	{"damage to an opponent increased", false,
		"Si une source que vous contrôlez devait infliger des blessures non-combat à un adversaire, elle inflige autant de blessures plus 1 à la place.",
		"Se una fonte che controlli sta per infliggere danno non da combattimento a un avversario, infligge invece altrettanti danni più 1.",
		[]string{"static static=[damage_plus(n=1 to=opponent kind=noncombat filter=you_control)]"}},
	{"spell: that player is the target's controller; exile it with counters; a keyword after the effect", true,
		"Détruisez une créature ciblée qu'un adversaire contrôle. Ce joueur perd 2 points de vie. Exilez la Foudre rêveuse avec deux marqueurs « temps » sur elle. Suspension 2 — {R} (Rappel.)",
		"Distruggi una creatura bersaglio controllata da un avversario. Quel giocatore perde 2 punti vita. Esilia il Fulmine Sognante con due segnalini tempo su di esso. Sospendere 2—{R} (Promemoria.)",
		[]string{"keyword suspend 2 {R}",
			"spell targets=[creature opp_control] do=[destroy(what=t0); lose_life(n=2 to=controller(t0)); move(n=2 what=self kind=time zone=exile)]"}},
	{"cards of two types, each of either", true,
		"Renvoyez sur le champ de bataille toutes les cartes d'artefact et d'enchantement de votre cimetière.",
		"Rimetti sul campo di battaglia tutte le carte artefatto e incantesimo dal tuo cimitero.",
		[]string{"spell do=[move(what=all:artifact|enchantment card in:graveyard you_own zone=battlefield)]"}},
	{"return from the graveyard with a counter", false,
		"Quand la Lanterne fantasque arrive, renvoyez sur le champ de bataille jusqu'à une carte de créature ciblée depuis votre cimetière avec un marqueur « vol » sur elle.",
		"Quando la Lanterna Bizzarra entra, fai tornare sul campo di battaglia fino a una carta creatura bersaglio dal tuo cimitero con un segnalino volare.",
		[]string{"triggered when=enters targets=[card creature in:graveyard you_own{0,1}] do=[move(n=1 what=t0 kind=flying zone=battlefield)]"}},
	{"token X/X, X defined by the sentence", true,
		"Créez un jeton de créature X/X incolore Changeforme avec le contact mortel, X étant le nombre de cartes de terrain dans votre cimetière.",
		"Crea una pedina creatura Mutaforma X/X incolore con tocco letale, dove X è il numero di carte terra nel tuo cimitero.",
		[]string{"spell do=[token(n=1 p=count(card in:graveyard land you_own) t=count(card in:graveyard land you_own) kind=Creature — <type> keywords=deathtouch pt=x/x)]"}},
}

func TestReadShapesMore(t *testing.T) { checkReadShapes(t, moreReadShapes) }
