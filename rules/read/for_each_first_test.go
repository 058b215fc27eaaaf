package read

import "testing"

// forEachFirstRows are real cards' instructions that open with "for each
// …" ("pour chaque …", "per ogni …"): the amount is n times the objects
// counted, as when "for each …" ends the instruction; what is not an
// object phrase ("… exiled this way") stays unread.
var forEachFirstRows = []struct {
	lang, name string
	spell      bool
	text, want string // the form, or "unread: " and a part of the reason
}{
	{"en", "Brass's Bounty", true, "For each land you control, create a Treasure token.",
		"spell do=[token(n=count(land you_control) kind=Artifact — <type> ability={mana tap sacrifice=self mana={W}|{U}|{B}|{R}|{G}})]"},
	{"fr", "Don d'Hardiesce", true, "Pour chaque terrain que vous contrôlez, créez un jeton Trésor.",
		"spell do=[token(n=count(land you_control) kind=Artifact — <type> ability={mana tap sacrifice=self mana={W}|{U}|{B}|{R}|{G}})]"},
	{"it", "Bottino di Cuor di Bronzo", true, "Per ogni terra che controlli, crea una pedina Tesoro.",
		"spell do=[token(n=count(land you_control) kind=Artifact — <type> ability={mana tap sacrifice=self mana={W}|{U}|{B}|{R}|{G}})]"},
	{"en", "Vraska, Golgari Queen", false, "−9: For each creature card in your graveyard, put a +1/+1 counter on each creature you control.", ""},
	{"fr", "Vraska, reine golgari", false, "−9 : Pour chaque carte de créature dans votre cimetière, mettez un marqueur +1/+1 sur chaque créature que vous contrôlez.", ""},
	{"it", "Vraska, Regina dei Golgari", false, "−9: Per ogni carta creatura nel tuo cimitero, metti un segnalino +1/+1 su ogni creatura che controlli.", ""},
	{"en", "Test Each", true, "For each creature you control, you gain 2 life.",
		"spell do=[gain_life(n=2 * count(creature you_control))]"},
	{"fr", "Test Each", true, "Pour chaque créature que vous contrôlez, vous gagnez 2 points de vie.",
		"spell do=[gain_life(n=2 * count(creature you_control))]"},
	{"it", "Test Each", true, "Per ogni creatura che controlli, guadagni 2 punti vita.",
		"spell do=[gain_life(n=2 * count(creature you_control))]"},
	{"fr", "Saheeli, la talentueuse", false, "-7 : Pour chaque artefact que vous contrôlez, créez un jeton qui en est une copie. Ces jetons acquièrent la célérité. Exilez ces jetons au début de la prochaine étape de fin.",
		"activated loyalty=-7 do=[token_copy(what=all:artifact you_control); grant(what=copies keywords=haste until=eot); delayed(ability={triggered when=each_end_step do=[exile(what=copies)]})]"},
	{"en", "Saheeli, the Gifted", false, "−7: For each artifact you control, create a token that's a copy of it. Those tokens gain haste. Exile those tokens at the beginning of the next end step.",
		"activated loyalty=-7 do=[token_copy(what=all:artifact you_control); grant(what=copies keywords=haste until=eot); delayed(ability={triggered when=each_end_step do=[exile(what=copies)]})]"},
	{"it", "Saheeli, la Talentuosa", false, "-7: Per ogni artefatto che controlli, crea una pedina che è una copia di quel permanente. Quelle pedine hanno rapidità. Esilia quelle pedine all'inizio della prossima sottofase finale.",
		"activated loyalty=-7 do=[token_copy(what=all:artifact you_control); grant(what=copies keywords=haste until=eot); delayed(ability={triggered when=each_end_step do=[exile(what=copies)]})]"},
	// For each player: one instruction per player ("that player"), unread.
	{"en", "Cadet Inseparable", false, "At the beginning of your end step, for each player, put a +1/+1 counter on up to one target creature that player controls.", "unread: for each player first"},
	{"fr", "Cadets inséparables", false, "Au début de votre étape de fin, pour chaque joueur, mettez un marqueur +1/+1 sur jusqu'à une créature ciblée que ce joueur contrôle.", "unread: for each player first"},
	{"it", "Test Giocatori", true, "Per ogni avversario, guadagni 1 punto vita.", "unread: for each player first"},
	// What the instruction before did: no object phrase, unread.
	{"en", "Visions of Ruin", true, "Each opponent sacrifices an artifact. For each artifact sacrificed this way, you create a Treasure token.", "unread: "},
	{"fr", "Visions de ruine", true, "Chaque adversaire sacrifie un artefact. Pour chaque artefact sacrifié de cette manière, vous créez un jeton Trésor.", "unread: "},
	{"it", "Visioni di Rovina", true, "Ogni avversario sacrifica un artefatto. Per ogni artefatto sacrificato in questo modo, crei una pedina Tesoro.", "unread: "},
}

func TestForEachFirst(t *testing.T) {
	for _, tc := range forEachFirstRows {
		want := tc.want
		if want == "" {
			want = "activated loyalty=-9 do=[counters(n=count(card creature in:graveyard you_own) what=all:creature you_control kind=+1/+1)]"
		}
		checkReading(t, tc.lang, tc.name, tc.spell, tc.text, want)
	}
}
