package read

import "testing"

// combatThreeLang: fights and "can't attack" in three languages; the
// English Oracle wording "Target creature … fights …" compiles as the
// French and Italian do.
var combatThreeLang = []threeLangShape{
	{"a creature you control fights up to one you don't control", true,
		"Une créature ciblée que vous contrôlez se bat contre jusqu'à une créature ciblée que vous ne contrôlez pas.",
		"Una creatura bersaglio che controlli lotta con fino a una creatura bersaglio che non controlli.",
		"Target creature you control fights up to one target creature you don't control.",
		[]string{"spell targets=[creature you_control][creature opp_control{0,1}] do=[fight(what=t0 to=t1)]"}, nil},
	{"target creature can't attack this turn", true,
		"La créature ciblée ne peut pas attaquer ce tour-ci.",
		"La creatura bersaglio non può attaccare in questo turno.",
		"Target creature can't attack this turn.",
		[]string{"spell targets=[creature] do=[cant_attack(what=t0 until=this_turn)]"}, nil},
	{"a creature fights as it enters", false,
		"Quand la Lanterne fantasque arrive, elle se bat contre une créature ciblée que vous ne contrôlez pas.",
		"Quando la Lanterna Bizzarra entra, lotta con una creatura bersaglio che non controlli.",
		"When Whimsical Lantern enters, it fights target creature you don't control.",
		[]string{"triggered when=enters targets=[creature opp_control] do=[fight(what=self to=t0)]"}, nil},
	{"a fight whose loser is exiled: the definite phrase is not linked to its target yet", true,
		"Une créature ciblée que vous contrôlez se bat contre une créature ciblée qu'un adversaire contrôle. Si la créature qu'un adversaire contrôle devait mourir ce tour-ci, exilez-la à la place.",
		"Una creatura bersaglio che controlli lotta con una creatura bersaglio controllata da un avversario. Se la creatura controllata da un avversario sta per morire in questo turno, invece esiliala.",
		"Target creature you control fights target creature an opponent controls. If the creature an opponent controls would die this turn, exile it instead.",
		[]string{unreadRow}, nil},
}

func TestReadShapesCombatThreeLang(t *testing.T) { checkThreeLangShapes(t, combatThreeLang) }
