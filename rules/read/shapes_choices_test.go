package read

import "testing"

// choicesShapes are the shapes whose first instruction belongs to the choices family
// (builders in choices.go), each written in both languages on invented cards.
var choicesShapes = []readShape{
	{"beginning of combat: a random opponent it must attack; indestructible and +1/+1 per card type in your graveyard", false,
		"Au début du combat pendant votre tour, choisissez un adversaire au hasard. La Lanterne fantasque attaque ce joueur pendant ce combat si possible. Jusqu'à la fin du tour, la Lanterne fantasque acquiert l'indestructible et gagne +1/+1 pour chaque type de carte parmi les cartes dans votre cimetière.",
		"All'inizio del combattimento nel tuo turno, scegli un avversario a caso. La Lanterna Bizzarra attacca quel giocatore in questo combattimento, se può farlo. Fino alla fine del turno, la Lanterna Bizzarra ha indistruttibile e prende +1/+1 per ogni tipo di carta tra le carte nel tuo cimitero.",
		[]string{"triggered when=begin_combat do=[choose_opponent; must_attack(what=self to=chosen_player until=end_of_combat); grant(what=self keywords=indestructible until=eot); pump(p=1 * types_in_graveyard(you) t=1 * types_in_graveyard(you) what=self until=eot)]"}},
	{"two targets of one opponent, that player chooses one of them", true,
		"Choisissez deux créatures ciblées contrôlées par le même adversaire. Ce joueur choisit l'une de ces créatures.",
		"Scegli due creature bersaglio controllate dallo stesso avversario. Quel giocatore sceglie una di quelle creature.",
		[]string{"spell targets=[creature opp_control{2,2} same_controller] do=[choose(what=targets)]"}},
	{"each opponent may sacrifice or discard; damage to each who did neither", false,
		"Délire — Au début de votre étape de fin, s'il y a au moins quatre types de carte parmi les cartes de votre cimetière, chaque adversaire peut sacrifier un permanent non-terrain ou se défausser d'une carte. Puis la Lanterne fantasque inflige un nombre de blessures égal à sa force à chaque adversaire qui n'a pas sacrifié de permanent ou ne s'est pas défaussé d'une carte de cette manière.",
		"Delirio — All'inizio della tua sottofase finale, se ci sono quattro o più tipi di carta tra le carte nel tuo cimitero, ogni avversario può sacrificare un permanente non terra o scartare una carta. Poi la Lanterna Bizzarra infligge danno pari alla sua forza a ogni avversario che non ha sacrificato un permanente o scartato una carta in questo modo.",
		[]string{"[delirium] triggered when=end_step if=delirium do=[sacrifice_or_discard(to=each_opponent filter=nonland permanent); damage(n=power(self) to=declined)]"}},
	{"choose even or odd, return each creature whose power has that parity", true,
		"Choisissez pair ou impair. Renvoyez chaque créature avec une force de la nature choisie dans la main de son propriétaire. (Zéro est pair.)",
		"Scegli pari o dispari. Fai tornare ogni creatura con la forza del tipo scelto in mano al suo proprietario. (0 è pari.)",
		[]string{"spell do=[choose_parity; bounce(what=all:creature power_parity_chosen)]"}},
	{"each player, from the next opponent in turn order, chooses a creature you don't control; destroy the chosen", true,
		"En commençant par le prochain adversaire dans l'ordre du tour, chaque joueur choisit une créature que vous ne contrôlez pas. Détruisez les créatures choisies.",
		"Partendo dal prossimo avversario in ordine di turno, ogni giocatore sceglie una creatura che non controlli. Distruggi le creature scelte.",
		[]string{"spell do=[each_player_chooses(filter=creature opp_control); destroy(what=players_chosen)]"}},
	{"the enchanted player casts a noncreature spell: roll a die, damage equal to the result, attach to another opponent at random", false,
		"À chaque fois que le joueur enchanté lance un sort non-créature, lancez un d6. La Lanterne fantasque inflige à ce joueur un nombre de blessures égal au résultat. Puis attachez la Lanterne fantasque à un autre de vos adversaires choisis au hasard.",
		"Ogniqualvolta il giocatore incantato lancia una magia non creatura, tira un d6. La Lanterna Bizzarra infligge a quel giocatore danno pari al risultato. Poi assegna la Lanterna Bizzarra a un altro dei tuoi avversari scelto a caso.",
		[]string{"triggered when=enchanted_player_casts filter=noncreature spell do=[roll(n=6); damage(n=amount to=them); attach(to=other_opponent_random)]"}},
}

func TestReadShapesChoices(t *testing.T) { checkReadShapes(t, choicesShapes) }
