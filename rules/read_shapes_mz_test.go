package rules

import "testing"

// readShapesMore are shapes the Duskmourn main-set cards (M–Z), the
// special guests and the examples print, written on invented cards.
var readShapesMore = []readShape{
	{"the destroyed creature's controller", true,
		"Détruisez une créature ciblée. Son contrôleur manifeste l'effroi.",
		"Distruggi una creatura bersaglio. Il suo controllore manifesta angoscia.",
		[]string{"spell targets=[creature] do=[destroy(what=t0); manifest_dread(to=controller(t0))]"}},
	{"keyword during your turn", false,
		"La Lanterne fantasque a l'initiative pendant votre tour.",
		"La Lanterna Bizzarra ha attacco improvviso durante il tuo turno.",
		[]string{"static if=your_turn static=[grant(keywords=first_strike affects=self)]"}},
	{"discard the hand", true,
		"Défaussez-vous de votre main, puis piochez trois cartes.",
		"Scarta la tua mano, poi pesca tre carte.",
		[]string{"spell do=[discard(n=hand(you)); draw(n=3)]"}},
	{"instead, the condition after", true,
		"La Foudre rêveuse inflige 3 blessures à une créature ciblée. La Foudre rêveuse inflige 5 blessures à la place s'il y a au moins quatre types de carte parmi les cartes de votre cimetière.",
		"Il Fulmine Sognante infligge 3 danni a una creatura bersaglio. Il Fulmine Sognante infligge invece 5 danni se ci sono quattro o più tipi di carta tra le carte nel tuo cimitero.",
		[]string{"spell targets=[creature] do=[if(if=delirium then=[damage(n=5 to=t0)] else=[damage(n=3 to=t0)])]"}},
	{"unless you control", false,
		"Quand la Lanterne fantasque arrive, piochez une carte. Puis défaussez-vous d'une carte à moins que vous ne contrôliez une autre créature avec une force inférieure ou égale à 2.",
		"Quando la Lanterna Bizzarra entra, pesca una carta. Poi scarta una carta a meno che non controlli un'altra creatura con forza pari o inferiore a 2.",
		[]string{"triggered when=enters do=[draw(n=1); if(if=!(count(creature other power<=2 you_control) > 0) then=[discard(n=1)])]"}},
	{"enters tapped unless a player's life", false,
		"La Lanterne fantasque arrive engagée à moins qu'un joueur ait 10 points de vie ou moins.",
		"La Lanterna Bizzarra entra TAPpata a meno che un giocatore non abbia 10 o meno punti vita.",
		[]string{"static static=[enters_tapped(if=!(lowest_life(each_player) <= 10))]"}},
	{"X is the number of card types in your graveyard", true,
		"Piochez X cartes, X étant le nombre de types de carte parmi les cartes de votre cimetière.",
		"Pesca X carte, dove X è il numero di tipi di carta tra le carte nel tuo cimitero.",
		[]string{"spell do=[draw(n=types_in_graveyard(you))]"}},
	{"land becomes a creature until your next turn", false,
		"Quand la Lanterne fantasque arrive, mettez trois marqueurs +1/+1 sur jusqu'à un terrain ciblé que vous contrôlez. Ce terrain devient une créature 0/0 Élémental en plus de ses autres types. Elle acquiert la célérité jusqu'à votre prochain tour.",
		"Quando la Lanterna Bizzarra entra, scegli fino a una terra bersaglio che controlli. Metti tre segnalini +1/+1 su di essa. Quella terra diventa una creatura Elementale 0/0 in aggiunta ai suoi altri tipi. Ha rapidità fino al tuo prossimo turno.",
		[]string{"triggered when=enters targets=[land you_control{0,1}] do=[counters(n=3 what=t0 kind=+1/+1); add_types(what=t0 types=Creature subtypes=<type> until=game); set_pt(p=0 t=0 what=t0 until=game); grant(what=t0 keywords=haste until=your_next_turn)]"}},
}

func TestReadShapesMore(t *testing.T) { testReadShapes(t, readShapesMore) }
