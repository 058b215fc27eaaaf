package read

import "testing"

// colorOtherRows are real printed paragraphs (FR, IT, EN) of the Thriving
// lands' choice as they enter: a color other than the one named (branch
// grammar-search3).
var colorOtherRows = []struct {
	lang, name, text, want string
}{
	{"fr", "Bosquet prospère", "Au moment où le Bosquet prospère arrive sur le champ de bataille, choisissez une couleur autre que le vert.",
		"static static=[enters_choice(choices=colors-green)]"},
	{"it", "Boschetto Florido", "Mentre il Boschetto Florido entra nel campo di battaglia, scegli un colore diverso dal verde.",
		"static static=[enters_choice(choices=colors-green)]"},
	{"en", "Thriving Grove", "As Thriving Grove enters the battlefield, choose a color other than green.",
		"static static=[enters_choice(choices=colors-green)]"},
	{"fr", "Prairie prospère", "Au moment où la Prairie prospère arrive sur le champ de bataille, choisissez une couleur autre que le blanc.",
		"static static=[enters_choice(choices=colors-white)]"},
	{"it", "Brughiera Florida", "Mentre la Brughiera Florida entra nel campo di battaglia, scegli un colore diverso dal bianco.",
		"static static=[enters_choice(choices=colors-white)]"},
	{"en", "Thriving Heath", "As Thriving Heath enters the battlefield, choose a color other than white.",
		"static static=[enters_choice(choices=colors-white)]"},
	// Realmwright (gtc-45): a basic land type.
	{"fr", "Forgeroyaume", "Au moment où le Forgeroyaume arrive sur le champ de bataille, choisissez un type de terrain de base.",
		"static static=[enters_choice(choices=basic_land_types)]"},
	{"it", "Forgiareami", "Mentre il Forgiareami entra nel campo di battaglia, scegli un tipo di terra base.",
		"static static=[enters_choice(choices=basic_land_types)]"},
	{"en", "Realmwright", "As Realmwright enters the battlefield, choose a basic land type.",
		"static static=[enters_choice(choices=basic_land_types)]"},
	// Traveler's Cloak (inv-83): any land type, unread.
	{"en", "Traveler's Cloak", "As Traveler's Cloak enters the battlefield, choose a land type.", unreadRow},
	// Invented: colorless is no color to leave out.
	{"en", "Whimsical Lantern", "As Whimsical Lantern enters the battlefield, choose a color other than colorless.", unreadRow},
}

func TestReadColorOther(t *testing.T) {
	var rows []paragraphRow
	for _, r := range colorOtherRows {
		rows = append(rows, paragraphRow{r.lang, r.name, false, r.text, r.want})
	}
	checkParagraphRows(t, rows)
}
