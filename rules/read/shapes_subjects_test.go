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

// preventShapes are the preventions of damage to what a clause names.
var preventShapes = []readShape{
	{"prevent all damage to a target this turn", true,
		"Prévenez toutes les blessures qui devraient être infligées à la créature ciblée ce tour-ci.",
		"Previeni tutto il danno che verrebbe inflitto a una creatura bersaglio in questo turno.",
		[]string{"spell targets=[creature] do=[prevent(what=t0 until=this_turn)]"}},
	{"prevent all damage to you this turn", true,
		"Prévenez toutes les blessures qui devraient vous être infligées ce tour-ci.",
		"Previeni tutto il danno che ti verrebbe inflitto in questo turno.",
		[]string{"spell do=[prevent(what=you until=this_turn)]"}},
	{"prevent the next N damage to any target, the duration first (older wording)", false,
		"{T} : Prévenez, ce tour-ci, les prochaines 2 blessures qui devraient être infligées à une cible, créature ou joueur.",
		"{T}: Previeni i prossimi 2 danni che verrebbero inflitti a una creatura o a un giocatore bersaglio in questo turno.",
		[]string{"activated tap targets=[creature player] do=[prevent(n=2 what=t0 until=this_turn)]"}},
	{"prevent the next 1 damage", false,
		"{T} : Prévenez, ce tour-ci, la prochaine 1 blessure qui devrait être infligée à une cible, créature ou joueur.",
		"{T}: Previeni il prossimo punto danno che verrebbe inflitto a una creatura o a un giocatore bersaglio in questo turno.",
		[]string{"activated tap targets=[creature player] do=[prevent(n=1 what=t0 until=this_turn)]"}},
	{"a prevention without a duration stays unread", true,
		"Prévenez toutes les blessures qui devraient être infligées à la créature ciblée.",
		"Previeni tutto il danno che verrebbe inflitto a una creatura bersaglio.",
		[]string{unreadRow}},
}

func TestReadShapesPrevent(t *testing.T) { checkReadShapes(t, preventShapes) }

// negatedShapes are the statics and effects that say what an object can't
// do or be.
var negatedShapes = []readShape{
	{"the enchanted creature can't attack", false,
		"La créature enchantée ne peut pas attaquer.",
		"La creatura incantata non può attaccare.",
		[]string{"static static=[cant_attack(affects=enchanted)]"}},
	{"can't attack alone", false,
		"La Lanterne fantasque ne peut pas attaquer seule.",
		"La Lanterna Bizzarra non può attaccare da sola.",
		[]string{"static static=[grant(keywords=cant_attack_alone affects=self)]"}},
	{"can't be the target of spells or abilities: shroud", false,
		"La Lanterne fantasque ne peut pas être la cible de sorts ou de capacités.",
		"La Lanterna Bizzarra non può essere bersaglio di magie o abilità.",
		[]string{"static static=[grant(keywords=shroud affects=self)]"}},
	{"… your opponents control: hexproof, for a duration", true,
		"La créature ciblée ne peut pas être la cible de sorts ou de capacités que vos adversaires contrôlent ce tour-ci.",
		"Una creatura bersaglio non può essere bersaglio di magie o abilità controllate dai tuoi avversari in questo turno.",
		[]string{"spell targets=[creature] do=[grant(what=t0 keywords=hexproof until=this_turn)]"}},
	{"can't be blocked except by creatures of one quality", false,
		"La Lanterne fantasque ne peut pas être bloquée excepté par des créatures noires.",
		"La Lanterna Bizzarra non può essere bloccata tranne che da creature nere.",
		[]string{"static static=[cant_be_blocked_by(kind=!black affects=self)]"}},
	{"can be blocked only by creatures with a keyword", false,
		"La Lanterne fantasque ne peut être bloquée que par des créatures avec le vol.",
		"La Lanterna Bizzarra non può essere bloccata tranne che da creature con volare.",
		[]string{"static static=[cant_be_blocked_by(kind=!has:flying affects=self)]"}},
	{"blocked only by two or more creatures: no single quality, unread", false,
		"La Lanterne fantasque ne peut pas être bloquée excepté par deux créatures ou plus.",
		"La Lanterna Bizzarra non può essere bloccata tranne che da due o più creature.",
		[]string{unreadRow}},
}

func TestReadShapesNegated(t *testing.T) { checkReadShapes(t, negatedShapes) }

// attachedShapes are the fine points of triggers about the creature an
// aura is attached to.
var attachedShapes = []readShape{
	{"the possessive after a trigger about the enchanted creature is that creature's", false,
		"Quand la créature enchantée meurt, créez X jetons de créature 1/1 blanche Soldat, X étant sa force.",
		"Quando la creatura incantata muore, crea X pedine creatura Soldato 1/1 bianche, dove X è la sua forza.",
		[]string{"triggered when=dies_any filter=enchanted_by_self do=[token(n=power(it) kind=Creature — <type> colors=W pt=1/1)]"}},
	{"« attaque ou bloque » of the enchanted creature: no event of the card itself, unread", false,
		"À chaque fois que la créature enchantée attaque ou bloque, vous gagnez 4 points de vie.",
		"Ogniqualvolta la creatura incantata attacca o blocca, guadagni 4 punti vita.",
		[]string{unreadRow}},
	{"the card or the enchanted creature attacks: two events", false,
		"À chaque fois que la Lanterne fantasque ou la créature enchantée attaque, piochez une carte.",
		"Ogniqualvolta la Lanterna Bizzarra o la creatura incantata attacca, pesca una carta.",
		[]string{"triggered when=attacks do=[draw(n=1)]", "triggered when=creature_attacks filter=enchanted_by_self do=[draw(n=1)]"}},
}

func TestReadShapesAttached(t *testing.T) { checkReadShapes(t, attachedShapes) }
