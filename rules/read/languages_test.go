package read

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
)

// TestComparePairs: every two readings of a card get a verdict, and a
// printed text compiling otherwise than the Oracle text is an errata when
// the other printed language agrees with it, a translation difference
// when the other agrees with the Oracle text, else undecided.
func TestComparePairs(t *testing.T) {
	a, b := []string{"keyword flying"}, []string{"keyword reach"}
	notes := func(lang string, form []string) LangReading {
		return LangReading{Lang: lang, CardID: lang + "-card", Source: "notes", Status: ReadCompiled, Form: form}
	}
	en := func(form []string) LangReading {
		return LangReading{Lang: "en", CardID: "rec.en", Source: "carddata", Status: ReadCompiled, Form: form}
	}
	unread := LangReading{Lang: "it", CardID: "it-card", Source: "notes", Status: ReadUnread, Reason: `unknown words "foo"`, Form: []string{}}
	noReader := LangReading{Lang: "en", CardID: "rec.en", Source: "carddata", Status: AgreeNoReader, Reason: `no reader for language "en"`, Form: []string{}}
	tests := []struct {
		name     string
		readings []LangReading
		want     []string // "from-to verdict difference" per pair
	}{
		{"all same", []LangReading{notes("fr", a), notes("it", a), en(a)},
			[]string{"fr-it same ", "fr-en same ", "it-en same "}},
		{"French translates otherwise", []LangReading{notes("fr", a), notes("it", b), en(b)},
			[]string{"fr-it different ", "fr-en different translation", "it-en same "}},
		{"both print an older wording", []LangReading{notes("fr", a), notes("it", a), en(b)},
			[]string{"fr-it same ", "fr-en different errata", "it-en different errata"}},
		{"the other printed one unread", []LangReading{notes("fr", a), unread, en(b)},
			[]string{"fr-it unread ", "fr-en different undecided", "it-en unread "}},
		{"the Oracle text first", []LangReading{en(b), notes("fr", a)},
			[]string{"en-fr different undecided"}},
		{"two printed texts are no Oracle text", []LangReading{notes("fr", a), notes("it", b)},
			[]string{"fr-it different "}},
		{"no English lexicon", []LangReading{notes("fr", a), noReader},
			[]string{"fr-en no_reader "}},
	}
	for _, tt := range tests {
		var got []string
		for _, p := range comparePairs(tt.readings) {
			got = append(got, p.From+"-"+p.To+" "+p.Verdict+" "+p.Difference)
			if p.Agree != (p.Verdict == AgreeSame) {
				t.Errorf("%s: %s-%s agree %v with verdict %s", tt.name, p.From, p.To, p.Agree, p.Verdict)
			}
			if (p.Verdict == AgreeDifferent) != (p.FromForm != nil && p.ToForm != nil) {
				t.Errorf("%s: %s-%s: forms %v / %v with verdict %s", tt.name, p.From, p.To, p.FromForm, p.ToForm, p.Verdict)
			}
			if (p.Verdict == AgreeUnread || p.Verdict == AgreeNoReader) && p.Reason == "" {
				t.Errorf("%s: %s-%s %s without a reason", tt.name, p.From, p.To, p.Verdict)
			}
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, got, tt.want)
		}
	}
}

// TestCompareLanguages: the notes' French and Italian cards of a pair and
// their record's English text are read and compared; a card of no pair is
// compared with its record's texts; a record's text in a language the
// reader has no lexicon for is left out, except English, reported
// "no_reader" until the reader has an English lexicon.
func TestCompareLanguages(t *testing.T) {
	kb := &corpus.KB{Cards: []corpus.Card{
		{ID: "fr-ange", Doc: "x-fr", Lang: "fr", Layout: corpus.LayoutNormal, Name: "Ange", Types: []string{"Creature"},
			Text: []string{"Vol", "Quand l'Ange arrive sur le champ de bataille, piochez une carte."}},
		{ID: "it-angelo", Doc: "x-it", Lang: "it", Layout: corpus.LayoutNormal, Name: "Angelo", Types: []string{"Creature"},
			Text: []string{"Volare", "Quando l'Angelo entra nel campo di battaglia, pesca una carta."}},
		{ID: "fr-seul", Doc: "x-fr", Lang: "fr", Layout: corpus.LayoutNormal, Name: "Seul", Types: []string{"Creature"},
			Text: []string{"Vol"}},
		{ID: "fr-sans", Doc: "x-fr", Lang: "fr", Layout: corpus.LayoutNormal, Name: "Sans", Text: []string{"Vol"}},
	}}
	if err := kb.Index(); err != nil {
		t.Fatal(err)
	}
	rec := &carddata.Card{ID: "rec-angel", Name: "Angel", Texts: map[string]*carddata.Text{
		"en": {Lang: "en", FaceText: carddata.FaceText{Name: "Angel", Type: "Creature — Angel", Text: "Flying\nWhen Angel enters, draw a card."}},
		"de": {Lang: "de", FaceText: carddata.FaceText{Name: "Engel", Type: "Kreatur — Engel", Text: "Fliegend"}},
	}}
	alone := &carddata.Card{ID: "rec-alone", Name: "Alone", Texts: map[string]*carddata.Text{
		"en": {Lang: "en", FaceText: carddata.FaceText{Name: "Alone", Type: "Creature — Angel", Text: "Flying"}},
		"it": {Lang: "it", FaceText: carddata.FaceText{Name: "Solo", Type: "Creatura — Angelo", Text: "Volare"}},
	}}
	recordOf := func(id string) *carddata.Card {
		return map[string]*carddata.Card{"fr-ange": rec, "fr-seul": alone}[id]
	}
	pairs := []CardPair{{From: "fr-ange", To: "it-angelo"}}
	rep, err := ReadCards(kb, pairs)
	if err != nil {
		t.Fatal(err)
	}
	if err := rep.CompareLanguages(kb, pairs, recordOf); err != nil {
		t.Fatal(err)
	}
	langs, err := Languages()
	if err != nil {
		t.Fatal(err)
	}
	english := slices.Contains(langs, "en")
	if len(rep.Languages) != 2 {
		t.Fatalf("%d cards in several languages, want 2: %+v", len(rep.Languages), rep.Languages)
	}
	for i, want := range []struct {
		record, cards string
	}{{"rec-angel", "fr-ange it-angelo rec-angel.en"}, {"rec-alone", "fr-seul rec-alone.it rec-alone.en"}} {
		cl := rep.Languages[i]
		var cards []string
		for _, r := range cl.Readings {
			cards = append(cards, r.CardID)
			if r.Lang == "en" && !english && (r.Status != AgreeNoReader || !strings.Contains(r.Reason, `"en"`)) {
				t.Errorf("%s: English read without an English lexicon: %+v", r.CardID, r)
			}
		}
		if cl.Record != want.record || strings.Join(cards, " ") != want.cards {
			t.Errorf("card %d: record %s, readings %v; want %s, %s", i, cl.Record, cards, want.record, want.cards)
		}
		if n := len(cl.Readings); len(cl.Pairs) != n*(n-1)/2 {
			t.Errorf("card %d: %d pairs of %d readings", i, len(cl.Pairs), n)
		}
		for _, p := range cl.Pairs {
			wantVerdict := AgreeSame
			if p.To == "en" && !english {
				wantVerdict = AgreeNoReader
			}
			if p.Verdict != wantVerdict {
				t.Errorf("card %d: %s-%s %s (%s), want %s", i, p.From, p.To, p.Verdict, p.Reason, wantVerdict)
			}
		}
	}
	if f := rep.LangPairs["fr-it"]; f == nil || f.Pairs != 2 || f.Same != 2 {
		t.Errorf("fr-it figures %+v, want 2 pairs, 2 same", f)
	}
	if f := rep.LangPairs["fr-en"]; f == nil || f.Pairs != 2 || f.Same+f.NoReader != 2 {
		t.Errorf("fr-en figures %+v, want 2 pairs", f)
	}
}
