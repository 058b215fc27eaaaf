package index

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/internal/text"
)

// TestInflection: a verb, its participles and the noun made from it have
// one stem (inflection.json, issue 25 point 7), and the endings are not
// stripped from short words.
func TestInflection(t *testing.T) {
	ix := buildSmall(t)
	for _, c := range []struct {
		analyzer string
		words    []string
	}{
		{analyzerIT, []string{"neutralizzare", "neutralizzata", "neutralizzato", "neutralizza", "neutralizzando"}},
		{analyzerIT, []string{"esiliare", "esiliata", "esilia"}},
		{analyzerIT, []string{"trasformare", "trasformata", "trasforma", "trasformarsi"}},
		{analyzerIT, []string{"attivare", "attivarla", "attivato"}},
		{analyzerIT, []string{"perdere", "perduto"}},
		{analyzerFR, []string{"brûler", "brûlure", "bruler"}},
		{analyzerFR, []string{"blesser", "blessure"}},
	} {
		want := strings.Join(terms0(ix.analyze(c.analyzer, c.words[0])), " ")
		for _, w := range c.words[1:] {
			if got := strings.Join(terms0(ix.analyze(c.analyzer, w)), " "); got != want || got == "" {
				t.Errorf("%s: %q → %q, %q → %q", c.analyzer, c.words[0], want, w, got)
			}
		}
	}
	for _, c := range []struct{ analyzer, a, b string }{
		{analyzerIT, "lato", "lati"},   // "lat": too short to lose "at"
		{analyzerIT, "limite", "lima"}, // "limit" keeps its "it"
	} {
		if a, b := terms0(ix.analyze(c.analyzer, c.a)), terms0(ix.analyze(c.analyzer, c.b)); slices.Equal(a, b) {
			t.Errorf("%s: %q and %q both → %v", c.analyzer, c.a, c.b, a)
		}
	}
}

// TestInflectedQueriesFind: the queries of issue 25, point 7, which found
// nothing (or the wrong word), find what the documents say.
func TestInflectedQueriesFind(t *testing.T) {
	ix := embeddedIndex(t, Options{})
	for _, c := range []struct {
		hl, q string
		lang  string // the first hit's language
		holds string // a word, folded, the first hit's text or title holds
	}{
		{"it", "neutralizzare una magia", "it", "neutralizzat"},
		{"it", "doppia faccia", "it", "bifronte"},
		{"it", "doppia faccia trasformare", "it", "non puo trasformarsi"},
		{"fr", "bruler de mana", "fr", "brulure de mana"},
		{"fr", "épouvante", "fr", "horreur"},
	} {
		res, err := ix.Search(context.Background(), Request{Query: c.q, HL: c.hl, Limit: 1, NoFacets: true})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Respelled) > 0 {
			t.Errorf("hl=%s %q: respelled %v", c.hl, c.q, res.Respelled)
		}
		if len(res.Data) == 0 {
			t.Errorf("hl=%s %q: nothing found", c.hl, c.q)
			continue
		}
		h := res.Data[0]
		e := ix.entries[ix.byID[h.ID]]
		if h.Lang != c.lang || !strings.Contains(text.Fold(e.title+" "+e.text), c.holds) {
			t.Errorf("hl=%s %q: first hit %s (%s) does not hold %q", c.hl, c.q, h.ID, h.Lang, c.holds)
		}
	}
}
