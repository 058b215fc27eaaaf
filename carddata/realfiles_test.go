package carddata

import (
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/internal/realcards"
)

// realSets are the whole MTGJSON set files of shared/realcards.
var realSets = []string{"KLD", "M21", "VOW"}

// rawSet is a set file decoded whole with encoding/json, the simple way,
// to check the streaming reader against.
type rawSet struct {
	Data struct {
		Code  string `json:"code"`
		Cards []struct {
			Name        string `json:"name"`
			Identifiers struct {
				ScryfallOracleID string `json:"scryfallOracleId"`
			} `json:"identifiers"`
			Side        string `json:"side"`
			FaceName    string `json:"faceName"`
			Type        string `json:"type"`
			Text        string `json:"text"`
			Rulings     []struct{ Date, Text string }
			ForeignData []struct{ Language, Name, Type, Text string }
		} `json:"cards"`
	} `json:"data"`
}

func readRawSet(t *testing.T, path string) *rawSet {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var s rawSet
	if err := json.NewDecoder(zr).Decode(&s); err != nil {
		t.Fatal(err)
	}
	return &s
}

// TestRealSetFiles: of each real set file, at least 95% of the cards the
// file names in French, in Italian and in English are found by that name,
// in that language, with the text printed in it, their English name and
// exactly their English rulings.
func TestRealSetFiles(t *testing.T) {
	dir := realcards.Dir(t)
	for _, set := range realSets {
		t.Run(set, func(t *testing.T) {
			path := filepath.Join(dir, "mtgjson", set+".json.gz")
			cs, err := Load(Options{}, path)
			if err != nil {
				t.Fatal(err)
			}
			raw := readRawSet(t, path)
			langs := map[string]string{"English": "en", "French": "fr", "Italian": "it"}
			// A card's printings in one set may print different texts
			// (showcase frames leave reminder text out): the card holds
			// one, which must be one of them.
			type want struct{ oracle, name, en string }
			wants := map[string]map[want][]string{}
			rulings := map[string]int{}
			for _, c := range raw.Data.Cards {
				o := c.Identifiers.ScryfallOracleID
				rulings[o] = len(c.Rulings)
				add := func(lang, name, text string) {
					if wants[lang] == nil {
						wants[lang] = map[want][]string{}
					}
					w := want{o, name, c.Name}
					wants[lang][w] = append(wants[lang][w], text)
				}
				name := c.Name
				if c.Side != "" {
					name = c.FaceName // a face: found by its name, with its text
				}
				add("en", name, c.Text)
				for _, fd := range c.ForeignData {
					if l := langs[fd.Language]; l != "" {
						add(l, fd.Name, fd.Text)
					}
				}
			}
			for _, lang := range []string{"fr", "it", "en"} {
				// A card is found when each of its names in lang
				// (whole, faces) finds it.
				cards, missed := map[string]bool{}, map[string]bool{}
				for w, texts := range wants[lang] {
					cards[w.oracle] = true
					if !realFound(cs, lang, w.oracle, w.name, texts, w.en, rulings[w.oracle]) {
						missed[w.oracle] = true
						if testing.Verbose() {
							t.Logf("%s %s: %q not found with its text and rulings", set, lang, w.name)
						}
					}
				}
				n, found := len(cards), len(cards)-len(missed)
				t.Logf("%s: %d of the %d cards with a name in %s found by it (%.1f%%); the file has %d cards",
					set, found, n, lang, pct(found, n), countOracles(raw))
				if n == 0 || pct(found, n) < 95 {
					t.Errorf("%s: %d of %d cards found by their name in %s", set, found, n, lang)
				}
			}
		})
	}
}

// realFound reports whether name finds, in lang, the card of oracle id
// oracle with one of texts, English name en and n rulings.
func realFound(cs *Cards, lang, oracle, name string, texts []string, en string, n int) bool {
	for _, m := range cs.Named(name) {
		c := m.Card
		if m.Lang != lang || c.OracleID != oracle {
			continue
		}
		t := c.Text(lang)
		if t == nil || c.Name != en || len(c.Rulings) != n {
			return false
		}
		if slices.Contains(texts, t.Text) {
			return true
		}
		for _, f := range t.Faces {
			if nameKey(f.Name) == nameKey(name) && slices.Contains(texts, f.Text) {
				return true
			}
		}
		return false
	}
	return false
}

func countOracles(raw *rawSet) int {
	seen := map[string]bool{}
	for _, c := range raw.Data.Cards {
		seen[c.Identifiers.ScryfallOracleID] = true
	}
	return len(seen)
}

func pct(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return 100 * float64(n) / float64(of)
}

// realLine is one line of cards.jsonl.gz: a printing's English, French
// and Italian names and texts, read another way than MTGJSON's.
type realLine struct {
	Set      string `json:"set"`
	Number   string `json:"number"`
	Side     string `json:"side"`
	EnName   string `json:"en_name"`
	CardName string `json:"card_name"`
	EnType   string `json:"en_type"`
	EnText   string `json:"en_text"`
	FrName   string `json:"fr_name"`
	FrType   string `json:"fr_type"`
	FrText   string `json:"fr_text"`
	ItName   string `json:"it_name"`
	ItType   string `json:"it_type"`
	ItText   string `json:"it_text"`
	NRulings int    `json:"n_rulings_en"`
}

// TestRealCardsLines: the printings of cards.jsonl.gz from the three set
// files are found by their French, Italian and English names, with those
// names' type lines and texts, their whole English name and their number
// of rulings.
func TestRealCardsLines(t *testing.T) {
	dir := realcards.Dir(t)
	var paths []string
	sets := map[string]bool{}
	for _, s := range realSets {
		paths = append(paths, filepath.Join(dir, "mtgjson", s+".json.gz"))
		sets[s] = true
	}
	cs, err := Load(Options{}, paths...)
	if err != nil {
		t.Fatal(err)
	}
	found, lines := map[string]int{}, 0
	for _, l := range realcards.Printings[realLine](t) {
		if !sets[l.Set] {
			continue
		}
		lines++
		for _, x := range []struct{ lang, name, typ, text string }{
			{"fr", l.FrName, l.FrType, l.FrText}, {"it", l.ItName, l.ItType, l.ItText}, {"en", l.EnName, l.EnType, l.EnText},
		} {
			if lineFound(cs, &l, x.lang, x.name, x.typ, x.text) {
				found[x.lang]++
			} else if testing.Verbose() {
				t.Logf("%s %s: %q not found as the line has it", l.Set, x.lang, x.name)
			}
		}
	}
	for _, lang := range []string{"fr", "it", "en"} {
		t.Logf("cards.jsonl: %d of %d printings of %v found by their %s name (%.1f%%)", found[lang], lines, realSets, lang, pct(found[lang], lines))
		if lines == 0 || pct(found[lang], lines) < 95 {
			t.Errorf("%s: %d of %d found", lang, found[lang], lines)
		}
	}
}

// lineFound reports whether name finds, in lang, a card as line l has it.
func lineFound(cs *Cards, l *realLine, lang, name, typ, text string) bool {
	for _, m := range cs.Named(name) {
		c := m.Card
		if m.Lang != lang || c.Name != l.CardName {
			continue
		}
		t := c.Text(lang)
		if t == nil || len(c.Rulings) != l.NRulings {
			return false
		}
		got := t.FaceText
		if p := c.Printing(strings.ToLower(l.Set), l.Number, lang); p != nil {
			got = c.Printed(p)
		}
		if l.Side != "" {
			if i := int(l.Side[0] - 'a'); i >= 0 && i < len(t.Faces) {
				got = t.Faces[i]
			}
		}
		return got.Type == typ && got.Text == text
	}
	return false
}

// TestRealAllLangs: with every language kept, a card is found by its
// name in any of the ten MTGJSON gives, and says which.
func TestRealAllLangs(t *testing.T) {
	dir := realcards.Dir(t)
	cs, err := Load(Options{AllLangs: true}, filepath.Join(dir, "mtgjson", "VOW.json.gz"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, lang string }{
		{"不屈の意志", "ja"}, {"Unerschütterlicher Wille", "de"}, {"Voluntad inflexible", "es"},
		{"Непреклонная Воля", "ru"}, {"坚定意志", "zhs"}, {"堅定意志", "zht"}, {"단호한 의지", "ko"},
		{"Vontade Adamantina", "pt"}, {"Volonté inflexible", "fr"}, {"Volontà Adamantina", "it"},
	} {
		ms := cs.Named(tc.name)
		if len(ms) != 1 || ms[0].Lang != tc.lang || ms[0].Card.Name != "Adamant Will" || ms[0].Card.Text(tc.lang) == nil {
			t.Errorf("Named(%q) = %+v, want Adamant Will in %s", tc.name, ms, tc.lang)
		}
	}
}
