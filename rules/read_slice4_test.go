package rules

import "testing"

// slice4ReadShapes are shapes of the Duskmourn special guests, Commander
// and Archenemy cards of slice 4, in both languages, on invented cards.
var slice4ReadShapes = []readShape{
	{"enters as a copy of a creature, with a subtype and a quoted trigger added", false,
		"Vous pouvez faire que la Lanterne fantasque arrive comme une copie de n'importe quelle créature sur le champ de bataille, excepté que c'est un esprit en plus de ses autres types et qu'elle a « Quand cette créature devient la cible d'un sort ou d'une capacité, sacrifiez-la. »",
		"Puoi far entrare la Lanterna Bizzarra come una copia di qualsiasi creatura sul campo di battaglia, tranne che è uno Spirito in aggiunta ai suoi altri tipi e ha \"Quando questa creatura diventa bersaglio di una magia o abilità, sacrificala\".",
		[]string{"static static=[enters_as_copy(subtypes=<type> filter=creature ability={triggered when=targeted do=[sacrifice(what=self)]})]"}},
	{"enters as a copy of an artifact, no exception", false,
		"Vous pouvez faire que la Lanterne fantasque arrive comme une copie de n'importe quel artefact sur le champ de bataille.",
		"Puoi far entrare la Lanterna Bizzarra come una copia di qualsiasi artefatto sul campo di battaglia.",
		[]string{"static static=[enters_as_copy(filter=artifact)]"}},
	{"add an amount of one mana symbol: the mana value of the creature sacrificed as a cost", true,
		"Ajoutez une quantité de {B} égale à la valeur de mana de la créature sacrifiée.",
		"Aggiungi un ammontare di {B} pari al valore di mana della creatura sacrificata.",
		[]string{"spell do=[add_mana(n=mv(sacrificed) mana={B})]"}},
	{"add an amount of one mana symbol: a number of cards", true,
		"Ajoutez une quantité de {G} égale au nombre de cartes dans votre main.",
		"Aggiungi un ammontare di {G} pari al numero di carte nella tua mano.",
		[]string{"spell do=[add_mana(n=hand(you) mana={G})]"}},
	{"look at the top cards, put up to N matching onto the battlefield, the rest on the bottom", true,
		"Regardez les six cartes du dessus de votre bibliothèque. Mettez sur le champ de bataille jusqu'à deux cartes de créature avec une valeur de mana inférieure ou égale à 3 parmi elles. Mettez le reste au-dessous de votre bibliothèque, dans l'ordre de votre choix.",
		"Guarda le prime sei carte del tuo grimorio. Metti sul campo di battaglia fino a due carte creatura con valore di mana pari o inferiore a 3 scelte tra esse. Metti le altre in fondo al tuo grimorio in qualsiasi ordine.",
		[]string{"spell do=[look_top(n=6); put_looked(n=2 filter=card creature mv<=3 zone=battlefield); bottom_looked]"}},
	{"look at the top cards, put up to N matching into your hand", true,
		"Regardez les quatre cartes du dessus de votre bibliothèque. Mettez dans votre main jusqu'à une carte de terrain parmi elles. Mettez le reste au-dessous de votre bibliothèque, dans l'ordre de votre choix.",
		"Guarda le prime quattro carte del tuo grimorio. Aggiungi alla tua mano fino a una carta terra scelta tra esse. Metti le altre in fondo al tuo grimorio in qualsiasi ordine.",
		[]string{"spell do=[look_top(n=4); put_looked(n=1 filter=card land zone=hand); bottom_looked]"}},
	{"enters and whenever you play a card with two or more card types: each player creates a tapped token, goaded for the rest of the game", false,
		"Quand la Lanterne fantasque arrive et à chaque fois que vous jouez une carte avec au moins deux types de carte, chaque joueur crée un jeton de créature 1/1 blanche Esprit engagé avec le vol. Les jetons sont incités pour le reste de la partie.",
		"Quando la Lanterna Bizzarra entra e ogniqualvolta giochi una carta con due o più tipi di carta, ogni giocatore crea una pedina creatura Spirito 1/1 bianca con volare TAPpata. Le pedine sono spronate per il resto della partita.",
		[]string{"triggered when=enters do=[token(n=1 to=each_player kind=Creature — <type> keywords=flying colors=W pt=1/1 tapped); goad(what=created until=game)]",
			"triggered when=play_card filter=card ntypes>=2 do=[token(n=1 to=each_player kind=Creature — <type> keywords=flying colors=W pt=1/1 tapped); goad(what=created until=game)]"}},
	{"goad a target creature", true,
		"Incitez une créature ciblée.",
		"Sprona una creatura bersaglio.",
		[]string{"spell targets=[creature] do=[goad(what=t0 until=your_next_turn)]"}},
	{"cast spells from the top of your library, sacrificing a permanent in addition", false,
		"Vous pouvez lancer des sorts depuis le dessus de votre bibliothèque en sacrifiant un permanent non-terrain en plus de payer ses autres coûts.",
		"Puoi lanciare magie dalla cima del tuo grimorio sacrificando un permanente non terra oltre a pagare gli altri loro costi.",
		[]string{"static static=[cast_from_top(filter=nonland permanent you_control)]"}},
	{"cast spells from the top of your library, sacrificing a creature in addition", false,
		"Vous pouvez lancer des sorts depuis le dessus de votre bibliothèque en sacrifiant une créature en plus de payer ses autres coûts.",
		"Puoi lanciare magie dalla cima del tuo grimorio sacrificando una creatura oltre a pagare gli altri loro costi.",
		[]string{"static static=[cast_from_top(filter=creature you_control)]"}},
}

func TestReadShapesSlice4(t *testing.T) { checkReadShapes(t, slice4ReadShapes) }
