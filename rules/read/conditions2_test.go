package read

import "testing"

// conditions2Rows are conditions of branch grammar-conditions2: real printed
// paragraphs in French, Italian and English.
var conditions2Rows = []conditionRow{
	{"fateful hour, an ability word, « tant que vous avez 5 points de vie ou moins » (DKA Gather the Townsfolk's kin, DKA 25)", false,
		[3]string{"x", "x", "x"},
		"Heure fatidique — Tant que vous avez 5 points de vie ou moins, les autres créatures que vous contrôlez gagnent +2/+2.",
		"Ora fatidica — Fintanto che hai 5 o meno punti vita, le altre creature che controlli prendono +2/+2.",
		"Fateful hour — As long as you have 5 or less life, other creatures you control get +2/+2.",
		"[fateful hour] static if=life(you) <= 5 static=[pump(p=2 t=2 affects=all:creature other you_control)]"},
	{"fateful hour granting a keyword (DKA 130)", false,
		[3]string{"x", "x", "x"},
		"Heure fatidique — Tant que vous avez 5 points de vie ou moins, les autres créatures que vous contrôlez ont la vigilance.",
		"Ora fatidica — Fintanto che hai 5 o meno punti vita, le altre creature che controlli hanno cautela.",
		"Fateful hour — As long as you have 5 or less life, other creatures you control have vigilance.",
		"[fateful hour] static if=life(you) <= 5 static=[grant(keywords=vigilance affects=all:creature other you_control)]"},
	{"fateful hour on a spell (MH1 70)", true,
		[3]string{"x", "", "x"},
		"Heure fatidique — Si vous avez 5 points de vie ou moins, piochez une carte.",
		"",
		"Fateful hour — If you have 5 or less life, draw a card.",
		"[fateful hour] spell do=[if(if=life(you) <= 5 then=[draw(n=1)])]"},
	{"\"those creatures\" after an instruction under \"if\": the ones tapped, not every attacker: unread (DKA 109)", true,
		[3]string{"x", "x", "x"},
		"Heure fatidique — Si vous avez 5 points de vie ou moins, engagez toutes les créatures attaquantes. Ces créatures ne se dégagent pas pendant la prochaine étape de dégagement de leur contrôleur.",
		"Ora fatidica — Se hai 5 o meno punti vita, TAPpa tutte le creature attaccanti. Quelle creature non STAPpano durante il prossimo STAP del loro controllore.",
		"Fateful hour — If you have 5 or less life, tap all attacking creatures. Those creatures don't untap during their controller's next untap step.",
		unreadRow},
	{"the card renowned: « est réputé », « è rinomato » (ORI Goblin Glory Chaser)", false,
		[3]string{"Gobelin chasse-gloire", "Cercatore di Gloria Goblin", "Goblin Glory Chaser"},
		"Tant que le Gobelin chasse-gloire est réputé, il a la menace.",
		"Fintanto che il Cercatore di Gloria Goblin è rinomato, ha minacciare.",
		"As long as Goblin Glory Chaser is renowned, it has menace.",
		"static if=renowned(self) static=[grant(keywords=menace affects=self)]"},
	{"the card renowned in an intervening if (ORI Scab-Clan Berserker)", false,
		[3]string{"Berserker du clan Psora", "Berserker del Clan Scab", "Scab-Clan Berserker"},
		"À chaque fois qu'un adversaire lance un sort non-créature, si la Berserker du clan Psora est réputée, la Berserker du clan Psora lui inflige 2 blessures.",
		"Ogniqualvolta un avversario lancia una magia non creatura, se la Berserker del Clan Scab è rinomata, la Berserker del Clan Scab infligge 2 danni a quel giocatore.",
		"Whenever an opponent casts a noncreature spell, if Scab-Clan Berserker is renowned, Scab-Clan Berserker deals 2 damage to that player.",
		"triggered when=opp_casts filter=noncreature spell if=renowned(self) do=[damage(n=2 to=them)]"},
}

func TestReadConditions2(t *testing.T) { checkConditionRows(t, conditions2Rows) }
