package scenario

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/internal/realcards"
)

// realPrinting is one line of ../shared/realcards/cards.jsonl.gz: the
// fields a printed card of a scenario must match.
type realPrinting struct {
	Set      string `json:"set"`
	Number   string `json:"number"`
	Side     string `json:"side"`
	ManaCost string `json:"mana_cost"`
	Power    string `json:"power"`
	Tough    string `json:"toughness"`
	FrName   string `json:"fr_name"`
	FrType   string `json:"fr_type"`
	FrText   string `json:"fr_text"`
	ItName   string `json:"it_name"`
	ItType   string `json:"it_type"`
	ItText   string `json:"it_text"`
	EnName   string `json:"en_name"`
	EnType   string `json:"en_type"`
	EnText   string `json:"en_text"`
}

// TestPrintedCardsAreReal: every real printed card an embedded scenario
// declares (lang, set, number) is that printing, word for word: its name,
// type line, mana cost, power and toughness and text in that language, and
// the back face of a transforming card likewise. A scenario that checks a
// ruling against a real card cannot run an invented one.
func TestPrintedCardsAreReal(t *testing.T) {
	scs, err := LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	type key struct{ set, number, side string }
	real := map[key]realPrinting{}
	for _, p := range realcards.Printings[realPrinting](t) {
		real[key{p.Set, p.Number, p.Side}] = p
	}
	n := 0
	for _, s := range scs {
		for _, c := range s.Cards {
			if c.Lang == "" {
				continue
			}
			faces := []*CardSpec{c}
			if c.Back != nil {
				faces = append(faces, c.Back)
			}
			for i, f := range faces {
				side := ""
				if c.Back != nil {
					side = string(rune('a' + i))
				}
				p, ok := real[key{c.Set, c.Number, side}]
				if !ok {
					t.Errorf("%s: %s %s%s is not a printing of the real cards", s.ID, c.Set, c.Number, side)
					continue
				}
				n++
				checkPrinted(t, s.ID, c.Lang, f, p, i == 0)
			}
		}
	}
	if n == 0 {
		t.Error("no printed card in the embedded scenarios")
	}
}

// checkPrinted compares one face as a scenario writes it with the printing.
func checkPrinted(t *testing.T, id, lang string, f *CardSpec, p realPrinting, front bool) {
	t.Helper()
	name, typ, text := p.FrName, p.FrType, p.FrText
	switch lang {
	case "it":
		name, typ, text = p.ItName, p.ItType, p.ItText
	case "en":
		// English Oracle text, the rules' authority (issue 22).
		name, typ, text = p.EnName, p.EnType, p.EnText
	}
	pt := ""
	if p.Power != "" {
		pt = p.Power + "/" + p.Tough
	}
	for _, c := range []struct{ what, got, want string }{
		{"name", f.Name, name}, {"type", f.Type, typ}, {"text", strings.Join(f.Text, "\n"), text}, {"pt", f.PT, pt},
	} {
		if c.got != c.want {
			t.Errorf("%s: %s %s: %q, printed %q", id, name, c.what, c.got, c.want)
		}
	}
	if front && f.Cost != p.ManaCost {
		t.Errorf("%s: %s cost: %q, printed %q", id, name, f.Cost, p.ManaCost)
	}
}
