package read

import "testing"

// subjectShapes are the shapes whose subject is another object than the
// card or "you": the creature an aura or equipment is attached to, other
// creatures, players; each written in both languages on invented cards.
var subjectShapes = []readShape{
	{"trigger: the card deals combat damage to a player (filter self)", false,
		"À chaque fois que la Lanterne fantasque inflige des blessures de combat à un joueur, piochez une carte.",
		"Ogniqualvolta la Lanterna Bizzarra infligge danno da combattimento a un giocatore, pesca una carta.",
		[]string{"triggered when=combat_damage_player filter=self do=[draw(n=1)]"}},
	{"trigger: the card deals combat damage (filter self)", false,
		"À chaque fois que la Lanterne fantasque inflige des blessures de combat, vous gagnez 1 point de vie.",
		"Ogniqualvolta la Lanterna Bizzarra infligge danno da combattimento, guadagni 1 punto vita.",
		[]string{"triggered when=deals_combat_damage filter=self do=[gain_life(n=1)]"}},
	{"trigger: the equipped creature deals combat damage to a player", false,
		"À chaque fois que la créature équipée inflige des blessures de combat à un joueur, piochez une carte.",
		"Ogniqualvolta la creatura equipaggiata infligge danno da combattimento a un giocatore, pesca una carta.",
		[]string{"triggered when=combat_damage_player filter=enchanted_by_self do=[draw(n=1)]"}},
	{"trigger: the enchanted creature attacks", false,
		"À chaque fois que la créature enchantée attaque, elle gagne +1/+1 jusqu'à la fin du tour.",
		"Ogniqualvolta la creatura incantata attacca, prende +1/+1 fino alla fine del turno.",
		[]string{"triggered when=creature_attacks filter=enchanted_by_self do=[pump(p=1 t=1 what=it until=eot)]"}},
	{"trigger: the enchanted creature dies", false,
		"Quand la créature enchantée meurt, piochez une carte.",
		"Quando la creatura incantata muore, pesca una carta.",
		[]string{"triggered when=dies_any filter=enchanted_by_self do=[draw(n=1)]"}},
	{"trigger: the enchanted creature is put into a graveyard (it dies)", false,
		"Quand la créature enchantée est mise dans un cimetière, piochez une carte.",
		"Quando la creatura incantata viene messa in un cimitero, pesca una carta.",
		[]string{"triggered when=dies_any filter=enchanted_by_self do=[draw(n=1)]"}},
}

func TestReadShapesSubjects(t *testing.T) { checkReadShapes(t, subjectShapes) }
