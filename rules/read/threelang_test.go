package read

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestThreeLanguages reads the real cards of testdata/three-languages.txt
// in French, Italian and English (Oracle): a card compiles to one form
// whatever its language, and where it does not the file says why
// (errata, old wording, a translation's difference). Each line is checked
// both ways, so the list stays true.
func TestThreeLanguages(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "three-languages.txt"))
	if err != nil {
		t.Fatal(err)
	}
	cards := loadRealCards(t)
	kb, _ := realKB(t, cards)
	vocab := NewVocabulary(kb)
	byID := map[string]int{}
	for i := range kb.Cards {
		byID[kb.Cards[i].ID] = i
	}
	form := func(id string) ([]string, bool) {
		i, ok := byID[id]
		if !ok {
			t.Fatalf("%s: not among the real cards", id)
		}
		cr, err := ReadCardWith(&kb.Cards[i], vocab)
		if err != nil {
			t.Fatal(err)
		}
		return neutralSubtypes(cr.Form()), cr.Compiled() == len(cr.Paragraphs)
	}
	for n, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(line, "#") {
			continue
		}
		key, want := f[0], f[1]
		if want != "same" && (want != "differ" || len(f) < 3) {
			t.Fatalf("three-languages.txt:%d: want \"KEY same\" or \"KEY differ REASON\"", n+1)
		}
		fr, frWhole := form("fr-" + key)
		it, itWhole := form("it-" + key)
		en, enWhole := form("en-" + key)
		same := frWhole && itWhole && enWhole && slices.Equal(fr, en) && slices.Equal(it, en)
		switch {
		case want == "same" && !same:
			t.Errorf("%s: the three languages do not agree:\nfr %q (whole %v)\nit %q (whole %v)\nen %q (whole %v)",
				key, fr, frWhole, it, itWhole, en, enWhole)
		case want == "differ" && same:
			t.Errorf("%s: listed as differing (%s), but the three forms agree: %q", key, strings.Join(f[2:], " "), en)
		}
	}
}
