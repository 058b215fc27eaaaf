package read

import "testing"

// handShapes are the shapes whose first instruction belongs to the hand family
// (builders in hand.go), each written in both languages on invented cards.
var handShapes = []readShape{
	{"trigger: you lose life", false,
		"À chaque fois que vous perdez des points de vie, défaussez-vous d'autant de cartes. Puis, si vous n'avez pas de carte en main, vous perdez la partie.",
		"Ogniqualvolta perdi punti vita, scarta altrettante carte. Poi, se non hai carte in mano, perdi la partita.",
		[]string{"triggered when=life_lost do=[discard(n=amount); if(if=hand(you) == 0 then=[lose_game])]"}},
	{"discard the hand", true,
		"Défaussez-vous de votre main, puis piochez trois cartes.",
		"Scarta la tua mano, poi pesca tre carte.",
		[]string{"spell do=[discard(n=hand(you)); draw(n=3)]"}},
	{"you may discard a card or pay a cost; when you do, a reflexive trigger", false,
		"Quand la Lanterne fantasque arrive, vous pouvez vous défausser d'une carte ou payer {3}. Quand vous faites ainsi, détruisez un artefact ciblé.",
		"Quando la Lanterna Bizzarra entra, puoi scartare una carta o pagare {3}. Quando lo fai, distruggi un artefatto bersaglio.",
		[]string{"triggered when=enters do=[discard_or_pay(cost={3} optional); reflexive(ability={triggered when=reflexive targets=[artifact] do=[destroy(what=t0)]})]"}},
	{"discard any number; when you do, up to that many targets", false,
		"Quand la Lanterne fantasque arrive, vous pouvez vous défausser de n'importe quel nombre de cartes. Quand vous faites ainsi, ciblez jusqu'à autant de créatures. Chacune gagne -1/-1 jusqu'à la fin du tour.",
		"Quando la Lanterna Bizzarra entra, puoi scartare un qualsiasi numero di carte. Quando lo fai, scegli fino ad altrettante creature bersaglio e ognuna prende -1/-1 fino alla fine del turno.",
		[]string{"triggered when=enters do=[discard_any(optional); reflexive(ability={triggered when=reflexive targets=[creature{0,discarded(you)}] do=[pump(p=-1 t=-1 what=targets until=eot)]})]"}},
	{"look at a player's hand, you may choose a nonland card, that player discards it", false,
		"Quand la Lanterne fantasque arrive, regardez la main d'un joueur ciblé. Vous pouvez y choisir une carte non-terrain. Ce joueur se défausse de cette carte.",
		"Quando la Lanterna Bizzarra entra, guarda la mano di un giocatore bersaglio. Puoi scegliere una carta non terra da quella mano. Quel giocatore scarta quella carta.",
		[]string{"triggered when=enters targets=[player] do=[look_hand(to=t0); choose(filter=card in:hand nonland owner:t0 optional); discard(what=choice to=t0)]"}},
	{"you may, if you do", false,
		"Quand la Lanterne fantasque arrive, vous pouvez vous défausser d'une carte. Si vous faites ainsi, piochez deux cartes.",
		"Quando la Lanterna Bizzarra entra, puoi scartare una carta. Se lo fai, pesca due carte.",
		[]string{"triggered when=enters do=[discard(n=1 optional); if(if=did then=[draw(n=2)])]"}},
}

func TestReadShapesHand(t *testing.T) { checkReadShapes(t, handShapes) }
