package read

import (
	"slices"
	"strings"
	"testing"
)

// threeLangShape is a shape written in French, Italian and English: a card
// compiles to one form whatever the language it is printed in.
type threeLangShape struct {
	name       string
	spell      bool
	fr, it, en string
	want       []string
	names      []string // the card's names (fr, it, en) when not the invented ones
}

// protectionShapes: protection as a keyword with its quality (702.16),
// several qualities, and protection granted or lost, on the invented cards
// "Lanterne fantasque" / "Lanterna Bizzarra" / "Whimsical Lantern".
var protectionShapes = []threeLangShape{
	{"protection from a color", false,
		"Protection contre le rouge", "Protezione dal rosso", "Protection from red",
		[]string{"keyword protection red"}, nil},
	{"protection from two colors, with another keyword", false,
		"Vol, protection contre le blanc et contre le bleu", "Volare, protezione dal bianco e dal blu",
		"Flying, protection from white and from blue",
		[]string{"keyword flying", "keyword protection white", "keyword protection blue"}, nil},
	{"protection from a card type", false,
		"Protection contre les créatures", "Protezione dalle creature", "Protection from creatures",
		[]string{"keyword protection creatures"}, nil},
	{"protection from all colors", false,
		"Protection contre toutes les couleurs", "Protezione da tutti i colori", "Protection from all colors",
		[]string{"keyword protection all colors"}, nil},
	{"protection granted by an aura", false,
		"La créature enchantée a la protection contre le noir.", "La creatura incantata ha protezione dal nero.",
		"Enchanted creature has protection from black.",
		[]string{"static static=[grant(keywords=protection:black affects=enchanted)]"}, nil},
	{"protection gained until end of turn", false,
		"{R} : La Lanterne fantasque acquiert la protection contre le rouge jusqu'à la fin du tour.",
		"{R}: La Lanterna Bizzarra ha protezione dal rosso fino alla fine del turno.",
		"{R}: Whimsical Lantern gains protection from red until end of turn.",
		[]string{"activated cost={R} do=[grant(what=self keywords=protection:red until=eot)]"}, nil},
	{"protection from a creature type: not run by the engine", false,
		"Protection contre les Gobelins", "Protezione dai Goblin", "Protection from Goblins",
		[]string{unreadRow}, nil},
}

func TestReadShapesProtection(t *testing.T) { checkThreeLangShapes(t, protectionShapes) }

// checkThreeLangShapes reads each row in the three languages and compares
// each form with the row's (a row that wants unreadRow must stay unread,
// with a reason).
func checkThreeLangShapes(t *testing.T, rows []threeLangShape) {
	t.Helper()
	names := map[string][2]string{"fr": {"Lanterne fantasque", "Foudre rêveuse"},
		"it": {"Lanterna Bizzarra", "Fulmine Sognante"}, "en": {"Whimsical Lantern", "Dreaming Bolt"}}
	for _, tc := range rows {
		for _, lang := range []string{"fr", "it", "en"} {
			txt := map[string]string{"fr": tc.fr, "it": tc.it, "en": tc.en}[lang]
			name := names[lang][0]
			if tc.spell {
				name = names[lang][1]
			}
			if tc.names != nil {
				name = tc.names[map[string]int{"fr": 0, "it": 1, "en": 2}[lang]]
			}
			r, err := ReadParagraph(lang, name, tc.spell, txt)
			if err != nil {
				t.Fatal(err)
			}
			if slices.Equal(tc.want, []string{unreadRow}) {
				if r.Status == ReadCompiled || r.Reason == "" {
					t.Errorf("%s (%s): compiled %q, want unread with a reason", tc.name, lang, r.Form())
				}
				continue
			}
			if r.Status != ReadCompiled {
				t.Errorf("%s (%s): unread: %s", tc.name, lang, r.Reason)
				continue
			}
			if got := r.Form(); strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("%s (%s):\n got %q\nwant %q", tc.name, lang, got, tc.want)
			}
		}
	}
}
