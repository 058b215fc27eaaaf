package read

import "testing"

// blockersRows are the restrictions on how many creatures may block one
// attacker (blockers_count.go), and menace written out (702.111b).
var blockersRows = []conditionRow{
	{"no more than one blocker (M15 Charging Rhino)", false,
		[3]string{"Rhinocéros fougueux", "Rinoceronte alla Carica", "Charging Rhino"},
		"Le Rhinocéros fougueux ne peut pas être bloqué par plus d'une créature.",
		"Il Rinoceronte alla Carica non può essere bloccato da più di una creatura.",
		"Charging Rhino can't be blocked by more than one creature.",
		"static static=[max_blockers(n=1 affects=self)]"},
	{"no more than one blocker, the equipped creature (MRD Vorrac Battlehorns)", false,
		[3]string{"Cornes d'attaque de vorrac", "Corna da Battaglia Vorrac", "Vorrac Battlehorns"},
		"La créature équipée a le piétinement et elle ne peut pas être bloquée par plus d'une créature.",
		"La creatura equipaggiata ha travolgere e non può essere bloccata da più di una creatura.",
		"Equipped creature has trample and can't be blocked by more than one creature.",
		"static static=[grant(keywords=trample affects=equipped); max_blockers(n=1 affects=equipped)]"},
	{"no more than one blocker, creatures you control (WAR Challenger Troll)", false,
		[3]string{"Troll défieur", "Troll Sfidante", "Challenger Troll"},
		"Chaque créature de force supérieure ou égale à 4 que vous contrôlez ne peut pas être bloquée par plus d'une créature.",
		"Ogni creatura che controlli con forza pari o superiore a 4 non può essere bloccata da più di una creatura.",
		"Each creature you control with power 4 or greater can't be blocked by more than one creature.",
		"static static=[max_blockers(n=1 affects=all:creature power>=4 you_control)]"},
	{"three or more blockers (THS Underworld Cerberus)", false,
		[3]string{"Cerbère du Monde souterrain", "Cerbero dell'Ade", "Underworld Cerberus"},
		"Le Cerbère du Monde souterrain ne peut pas être bloqué excepté par trois créatures ou plus.",
		"Il Cerbero dell'Ade non può essere bloccato tranne che da tre o più creature.",
		"Underworld Cerberus can't be blocked except by three or more creatures.",
		"static static=[min_blockers(n=3 affects=self)]"},
	{"three or more blockers, creatures with menace (IKO Sonorous Howlbonder)", false,
		[3]string{"Bridecri sonore", "Vincolaululato Sonoro", "Sonorous Howlbonder"},
		"Chaque créature avec la menace que vous contrôlez ne peut pas être bloquée excepté par trois créatures ou plus.",
		"Ogni creatura con minacciare che controlli non può essere bloccata tranne che da tre o più creature.",
		"Each creature you control with menace can't be blocked except by three or more creatures.",
		"static static=[min_blockers(n=3 affects=all:creature has:menace you_control)]"},
	{"two or more blockers is menace, as Oracle's errata writes it", false,
		[3]string{"Lanterne fantasque", "Lanterna Bizzarra", ""},
		"Les créatures que vous contrôlez ne peuvent pas être bloquées excepté par deux créatures ou plus.",
		"Le creature che controlli non possono essere bloccate tranne che da due o più creature.",
		"",
		"static static=[grant(keywords=menace affects=all:creature you_control)]"},
	{"two or more blockers, the old « ne peut être bloquée que par »", false,
		[3]string{"Lanterne fantasque", "", "Lanterne"},
		"La créature enchantée gagne +3/+0 et ne peut être bloquée que par deux créatures ou plus.",
		"",
		"Enchanted creature gets +3/+0 and has menace.",
		"static static=[pump(p=3 t=0 affects=enchanted); grant(keywords=menace affects=enchanted)]"},
}

func TestReadBlockersCount(t *testing.T) { checkConditionRows(t, blockersRows) }
