package read

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/realcards"
)

// TestLanguagesRealSets reads the cards of the three whole MTGJSON set
// files of shared/realcards (KLD, M21, VOW) as `verify --cards
// --card-data` reads a card: its printed French and Italian texts (laid
// out as notes cards, from the records) and its English Oracle text (the
// record's, read by CompareLanguages). It logs the verdicts and kinds of
// difference per set; REALCARDS_LANGS_DUMP=FILE writes every difference
// from the Oracle text with both forms, to check by hand.
func TestLanguagesRealSets(t *testing.T) {
	var dump strings.Builder
	for _, set := range []string{"KLD", "M21", "VOW"} {
		cards, err := carddata.Load(carddata.Options{}, realcards.Path(t, "mtgjson", set+".json.gz"))
		if err != nil {
			t.Fatal(err)
		}
		kb := &corpus.KB{}
		var pairs []CardPair
		of := map[string]*carddata.Card{}
		for _, rec := range cards.All() {
			fr, it := RecordCard(rec, "fr"), RecordCard(rec, "it")
			if fr == nil || it == nil || rec.Texts["en"] == nil || fr.Name == rec.Texts["en"].Name {
				continue // not printed in both languages (a token, a set's English-only card)
			}
			fr.ID, it.ID = rec.ID+"-fr", rec.ID+"-it"
			kb.Cards = append(kb.Cards, *fr, *it)
			pairs = append(pairs, CardPair{From: fr.ID, To: it.ID})
			of[fr.ID], of[it.ID] = rec, rec
		}
		if err := kb.Index(); err != nil {
			t.Fatal(err)
		}
		rep, err := ReadCards(kb, pairs)
		if err != nil {
			t.Fatal(err)
		}
		if err := rep.CompareLanguages(kb, pairs, func(id string) *carddata.Card { return of[id] }); err != nil {
			t.Fatal(err)
		}
		if len(rep.Languages) != len(pairs) {
			t.Errorf("%s: %d cards read in several languages, want %d", set, len(rep.Languages), len(pairs))
		}
		for _, k := range []string{"fr-it", "fr-en", "it-en"} {
			f := rep.LangPairs[k]
			if f == nil || f.Pairs != len(pairs) {
				t.Fatalf("%s %s: figures %+v, want %d pairs", set, k, f, len(pairs))
			}
			t.Logf("%s %s: %4d pairs, same %4d (%s), different %3d, unread %4d; errata %3d, translation %3d, undecided %3d",
				set, k, f.Pairs, f.Same, percent(f.Same, f.Pairs), f.Different, f.Unread, f.Errata, f.Translation, f.Undecided)
		}
		for _, cl := range rep.Languages {
			for _, p := range cl.Pairs {
				if p.Difference == "" {
					continue
				}
				fmt.Fprintf(&dump, "%s %s %s-%s %s\n", set, cl.Record, p.From, p.To, p.Difference)
				for _, r := range cl.Readings {
					if r.Lang == p.From || r.Lang == p.To {
						fmt.Fprintf(&dump, "  %s text: %s\n", r.Lang, strings.ReplaceAll(recordText(of, r), "\n", " | "))
					}
				}
				fmt.Fprintf(&dump, "  - %s\n  + %s\n", strings.Join(p.FromForm, "\n    "), strings.Join(p.ToForm, "\n    "))
			}
		}
	}
	if path := os.Getenv("REALCARDS_LANGS_DUMP"); path != "" {
		if err := os.WriteFile(path, []byte(dump.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// recordText is the text r read.
func recordText(of map[string]*carddata.Card, r LangReading) string {
	id, _, _ := strings.Cut(r.CardID, ".")
	rec := of[r.CardID]
	if rec == nil {
		rec = of[strings.TrimSuffix(id, "-"+r.Lang)+"-fr"]
	}
	if rec == nil || rec.Texts[r.Lang] == nil {
		return ""
	}
	return rec.Texts[r.Lang].Text
}
