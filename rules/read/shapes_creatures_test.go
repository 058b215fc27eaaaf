package read

import "testing"

// creaturesThreeLang: creature subjects for a time, in three languages
// (printed French and Italian, English Oracle), real printed sentences.
var creaturesThreeLang = []threeLangShape{
	{"old Italian « guadagna » a keyword until end of turn (chk-197)", true,
		"La créature ciblée acquiert la célérité jusqu'à la fin du tour.",
		"La creatura bersaglio guadagna rapidità fino alla fine del turno.",
		"Target creature gains haste until end of turn.",
		[]string{"spell targets=[creature] do=[grant(what=t0 keywords=haste until=eot)]"}, nil},
	{"the card itself gains a keyword (5dn-162)", false,
		"Sacrifiez un artefact : La Lanterne fantasque acquiert le vol jusqu'à la fin du tour.",
		"Sacrifica un artefatto: La Lanterna Bizzarra guadagna volare fino alla fine del turno.",
		"Sacrifice an artifact: Whimsical Lantern gains flying until end of turn.",
		[]string{"activated sacrifice=artifact you_control do=[grant(what=self keywords=flying until=eot)]"}, nil},
	{"can't attack or block this turn (ori-220)", false,
		"{1}, {T} : La créature ciblée ne peut ni attaquer ni bloquer ce tour-ci.",
		"{1}, {T}: Una creatura bersaglio non può attaccare o bloccare in questo turno.",
		"{1}, {T}: Target creature can't attack or block this turn.",
		[]string{"activated cost={1} tap targets=[creature] do=[cant_attack_or_block(what=t0 until=this_turn)]"}, nil},
	{"attacks this turn if able (cmd-184)", false,
		"{R} : La créature ciblée attaque ce tour-ci si possible.",
		"{R}: Una creatura bersaglio attacca in questo turno, se può farlo.",
		"{R}: Target creature attacks this turn if able.",
		[]string{"activated cost={R} targets=[creature] do=[attacks_each_combat(what=t0 until=this_turn)]"}, nil},
	{"enchanted creature can't attack or block nor activate (cmd-27)", false,
		"La créature enchantée ne peut ni attaquer ni bloquer et ses capacités activées ne peuvent pas être activées.",
		"La creatura incantata non può attaccare o bloccare e le sue abilità attivate non possono essere attivate.",
		"Enchanted creature can't attack or block, and its activated abilities can't be activated.",
		[]string{"static static=[cant_attack_or_block(affects=enchanted); cant_activate(affects=enchanted)]"}, nil},
	{"old wording: indestructible this turn (ala-150, Oracle today says until end of turn)", false,
		"{1} : La créature ciblée est indestructible ce tour-ci.",
		"{1}: La creatura bersaglio è indistruttibile in questo turno.",
		"{1}: Target creature is indestructible this turn.",
		[]string{"activated cost={1} targets=[creature] do=[grant(what=t0 keywords=indestructible until=this_turn)]"}, nil},
	{"the card can't be regenerated this turn", false,
		"{1} : La Lanterne fantasque ne peut pas être régénérée ce tour-ci.",
		"{1}: La Lanterna Bizzarra non può essere rigenerata in questo turno.",
		"{1}: Whimsical Lantern can't be regenerated this turn.",
		[]string{"activated cost={1} do=[cant_regenerate(what=self until=this_turn)]"}, nil},
	{"attacks if able with no duration is not read as this turn", false,
		"{R} : La créature ciblée attaque si possible.",
		"{R}: Una creatura bersaglio attacca, se può farlo.",
		"{R}: Target creature attacks if able.",
		[]string{unreadRow}, nil},
}

func TestReadShapesCreaturesThreeLang(t *testing.T) { checkThreeLangShapes(t, creaturesThreeLang) }
