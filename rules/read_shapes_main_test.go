package rules

import "testing"

// readShapesMain are the shapes of the main set's printed cards (names
// A–L in French) that the reader learned after the first table: each
// written on invented cards, in both languages.
var readShapesMain = []readShape{
	{"amount: count with a power filter", false,
		"À chaque fois que la Lanterne fantasque attaque, elle inflige X blessures à chaque adversaire, X étant le nombre de créatures avec une force inférieure ou égale à 2 que vous contrôlez.",
		"Ogniqualvolta la Lanterna Bizzarra attacca, infligge X danni a ogni avversario, dove X è il numero di creature con forza pari o inferiore a 2 che controlli.",
		[]string{"triggered when=attacks do=[damage(n=count(creature power<=2 you_control) to=each_opponent)]"}},
	{"reflexive trigger: when you do", false,
		"Quand la Lanterne fantasque arrive, vous pouvez sacrifier une autre créature. Quand vous faites ainsi, la Lanterne fantasque inflige 2 blessures à n'importe quelle cible.",
		"Quando la Lanterna Bizzarra entra, puoi sacrificare un'altra creatura. Quando lo fai, la Lanterna Bizzarra infligge 2 danni a un qualsiasi bersaglio.",
		[]string{"triggered when=enters do=[sacrifice(n=1 filter=creature other you_control optional); reflexive(ability={triggered when=reflexive targets=[any] do=[damage(n=2 to=t0)]})]"}},
	{"filter: other than the enchanted creature", false,
		"Quand la Lanterne fantasque arrive, un joueur ciblé sacrifie une créature autre que la créature enchantée.",
		"Quando la Lanterna Bizzarra entra, un giocatore bersaglio sacrifica una creatura diversa dalla creatura incantata.",
		[]string{"triggered when=enters targets=[player] do=[sacrifice(n=1 to=t0 filter=!enchanted_by_self creature)]"}},
	{"static: unless a condition", false,
		"Délire — La Lanterne fantasque ne peut pas attaquer ou bloquer à moins qu'il n'y ait au moins quatre types de carte parmi les cartes dans votre cimetière.",
		"Delirio — La Lanterna Bizzarra non può attaccare o bloccare a meno che non ci siano quattro o più tipi di carta tra le carte nel tuo cimitero.",
		[]string{"[delirium] static if=!(delirium) static=[cant_attack_or_block(affects=self)]"}},
	{"put a land card from your hand onto the battlefield", true,
		"Piochez une carte. Puis vous pouvez mettre sur le champ de bataille, engagée, une carte de terrain de votre main.",
		"Pesca una carta. Poi puoi mettere sul campo di battaglia TAPPata una carta terra dalla tua mano.",
		[]string{"spell do=[draw(n=1); put(n=1 filter=card in:hand land you_own zone=battlefield tapped optional)]"}},
	{"exile it instead if it would die this turn", true,
		"La Foudre rêveuse inflige 3 blessures à une cible, créature ou planeswalker. Si cette créature ou ce planeswalker devait mourir ce tour-ci, exilez-le à la place.",
		"Il Fulmine Sognante infligge 3 danni a una creatura o a un planeswalker bersaglio. Se quella creatura o quel planeswalker sta per morire in questo turno, invece esilia quel permanente.",
		[]string{"spell targets=[creature|planeswalker] do=[damage(n=3 to=t0); redirect(what=t0 kind=dies until=this_turn zone=graveyard instead=exile)]"}},
	{"each player exiles their library but the bottom cards", false,
		"Quand la Lanterne fantasque arrive, s'il a été lancé, chaque joueur exile toutes les cartes de sa bibliothèque face cachée, à l'exception des six cartes du dessous.",
		"Quando la Lanterna Bizzarra entra, se è stata lanciata, ogni giocatore esilia a faccia in giù tutte le carte del proprio grimorio tranne le ultime sei.",
		[]string{"triggered when=enters if=was_cast(self) do=[exile_library_but(n=6 to=each_player)]"}},
	{"owner puts it on the top or bottom of their library", true,
		"Le propriétaire d'un permanent non-terrain ciblé le met au-dessus ou au-dessous de sa bibliothèque. Surveillez 1.",
		"Il proprietario di un permanente non terra bersaglio mette quel permanente in cima o in fondo al suo grimorio. Sorveglia 1.",
		[]string{"spell targets=[nonland permanent] do=[top_or_bottom(what=t0); surveil(n=1)]"}},
	{"do this only once each turn", false,
		"À chaque fois qu'une autre créature que vous contrôlez arrive, vous pouvez vous défausser d'une carte. Si vous faites ainsi, piochez une carte. Ne faites ceci qu'une seule fois par tour.",
		"Ogniqualvolta un'altra creatura che controlli entra, puoi scartare una carta. Se lo fai, pesca una carta. Fallo solo una volta per turno.",
		[]string{"triggered when=enters_any filter=creature other you_control do=[once_each_turn(ability={spell do=[discard(n=1 optional); if(if=did then=[draw(n=1)])]})]"}},
	{"static: during your turn, while it has counters, it's a creature", false,
		"Pendant votre tour, tant que la Lanterne fantasque a au moins un marqueur « loyauté » sur elle, c'est une créature 3/4 Ninja et elle a la défense talismanique.",
		"Durante il tuo turno, fintanto che la Lanterna Bizzarra ha uno o più segnalini fedeltà, è una creatura Ninja 3/4 e ha anti-malocchio.",
		[]string{"static if=your_turn && counters(self, loyalty) >= 1 static=[set_types(types=Creature affects=self); add_types(subtypes=<type> affects=self); set_pt(p=3 t=4 affects=self); grant(keywords=hexproof affects=self)]"}},
}

func TestReadShapesMain(t *testing.T) { checkReadShapes(t, readShapesMain) }
