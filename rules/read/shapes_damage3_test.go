package read

import "testing"

// damageThreeLang: damage dealt by a card whose name is plural (« Les
// Tactiques de guérilla infligent »), and to « au joueur ciblé » / « al
// giocatore bersaglio » (the articulated preposition), in three languages.
var damageThreeLang = []threeLangShape{
	{"damage to target player, after a trigger", false,
		"Quand la Lanterne fantasque arrive, elle inflige 2 blessures au joueur ciblé.",
		"Quando la Lanterna Bizzarra entra, infligge 2 danni al giocatore bersaglio.",
		"When Whimsical Lantern enters, it deals 2 damage to target player.",
		[]string{"triggered when=enters targets=[player] do=[damage(n=2 to=t0)]"}, nil},
	{"damage by a card with a plural name", true,
		"Les Tactiques de guérilla infligent 2 blessures à n'importe quelle cible.",
		"Le Tattiche di Guerriglia infliggono 2 danni a un qualsiasi bersaglio.",
		"Guerrilla Tactics deals 2 damage to any target.",
		[]string{"spell targets=[any] do=[damage(n=2 to=t0)]"},
		[]string{"Tactiques de guérilla", "Tattiche di Guerriglia", "Guerrilla Tactics"}},
	{"damage equal to a count, to target player", false,
		"{T} : La Lanterne fantasque inflige au joueur ciblé un nombre de blessures égal au nombre de terrains non-base que ce joueur contrôle.",
		"{T}: La Lanterna Bizzarra infligge al giocatore bersaglio danno pari al numero di terre non base controllate da quel giocatore.",
		"{T}: Whimsical Lantern deals damage to target player equal to the number of nonbasic lands that player controls.",
		// "that player" is the target, which the amount, read before
		// the recipient, does not know yet; them_control (the player of
		// an event) would count nothing in an activated ability.
		[]string{unreadRow}, nil},
}

func TestReadShapesDamageThreeLang(t *testing.T) { checkThreeLangShapes(t, damageThreeLang) }
