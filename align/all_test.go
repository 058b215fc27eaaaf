package align

import (
	"reflect"
	"slices"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
)

func TestDocPairs(t *testing.T) {
	doc := func(id, set, lang, by string) corpus.Document {
		return corpus.Document{ID: id, Set: set, Lang: lang, Kind: corpus.KindReleaseNotes, ReplacedBy: by}
	}
	tests := []struct {
		name string
		docs []corpus.Document
		want []DocPair
	}{
		{"one set", []corpus.Document{doc("a-it", "a", "it", ""), doc("a-fr", "a", "fr", "")},
			[]DocPair{{Set: "a", From: "a-fr", To: "a-it"}}},
		{"two sets, one alone", []corpus.Document{doc("a-fr", "a", "fr", ""), doc("b-fr", "b", "fr", ""), doc("a-it", "a", "it", "")},
			[]DocPair{{Set: "a", From: "a-fr", To: "a-it"}}},
		{"revision left out", []corpus.Document{doc("a-fr-2030-01-01", "a", "fr", "a-fr"), doc("a-fr", "a", "fr", ""), doc("a-it", "a", "it", "")},
			[]DocPair{{Set: "a", From: "a-fr", To: "a-it"}}},
		{"three languages", []corpus.Document{doc("a-en", "a", "en", ""), doc("a-it", "a", "it", ""), doc("a-fr", "a", "fr", "")},
			[]DocPair{{"a", "a-fr", "a-it"}, {"a", "a-fr", "a-en"}, {"a", "a-it", "a-en"}}},
		{"mechanics pages are not paired", []corpus.Document{{ID: "m-fr", Set: "m", Lang: "fr", Kind: corpus.KindMechanics}, {ID: "m-it", Set: "m", Lang: "it", Kind: corpus.KindMechanics}},
			nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := DocPairs(&corpus.KB{Documents: tt.docs})
			if !slices.Equal(got, tt.want) {
				t.Errorf("DocPairs = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestMentions: names that rulings mention without an entry are paired
// from the aligned rulings, with where each is used.
func TestMentions(t *testing.T) {
	kb, _, err := ingest.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	all, err := AlignAll(kb)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"Attaque-à-ressort": "Pupazzo a Morte",
		"Panharmonicus":     "Panarmonico",
		"Bassin d'élevage":  "Pozza Prolifica",
		"Changelieu":        "Morforama",
	}
	got := map[string]Mention{}
	for _, m := range all.Mentions {
		got[m.FromName] = m
	}
	for f, it := range want {
		m, ok := got[f]
		if !ok || m.ToName != it {
			t.Errorf("mention %s: got %+v, want %s", f, m, it)
			continue
		}
		if m.Set != "dsk" || len(m.FromUses) == 0 || len(m.ToUses) == 0 {
			t.Errorf("mention %s: set %q, uses %v / %v", f, m.Set, m.FromUses, m.ToUses)
		}
	}
	// No entry is a mention.
	for _, m := range all.Mentions {
		for _, c := range kb.Cards {
			if c.Name == m.FromName || c.Name == m.ToName {
				t.Errorf("mention %s ↔ %s is card %s", m.FromName, m.ToName, c.ID)
			}
		}
	}
	// A mention is an alias of the rulings that use it, in the other
	// language, so that either name finds them.
	al := all.Aliases()
	for _, m := range all.Mentions {
		for _, u := range m.ToUses {
			if !slices.Contains(al[u.Ruling], m.FromName) {
				t.Errorf("ruling %s: aliases %v lack %s", u.Ruling, al[u.Ruling], m.FromName)
			}
		}
	}
}

// TestAlignAllReusing: a pair whose documents did not change is taken
// from the earlier alignment, rebound to the new knowledge base, and
// answers as a fresh alignment does; a changed one is aligned again.
func TestAlignAllReusing(t *testing.T) {
	kb1, _, err := ingest.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	kb2, _, err := ingest.Embedded() // the same documents, parsed again
	if err != nil {
		t.Fatal(err)
	}
	prev, err := AlignAll(kb1)
	if err != nil {
		t.Fatal(err)
	}
	terms, err := corpus.Terms()
	if err != nil {
		t.Fatal(err)
	}
	a := NewAligner(terms)
	for _, tt := range []struct {
		name   string
		same   func(string) bool
		reused bool
	}{
		{"unchanged", func(string) bool { return true }, true},
		{"changed", func(id string) bool { return id != "dsk-it" }, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := a.AlignAllReusing(kb2, prev, tt.same)
			if err != nil {
				t.Fatal(err)
			}
			al := got.Alignments[0]
			// A reused alignment shares its lookups with the earlier one.
			if reused := reflect.ValueOf(al.byFrom).Pointer() == reflect.ValueOf(prev.Alignments[0].byFrom).Pointer(); reused != tt.reused {
				t.Errorf("reused = %v, want %v", reused, tt.reused)
			}
			if c := al.Pairs[0].FromCard(); c != kb2.Card(c.ID) {
				t.Error("a pair points into the earlier knowledge base")
			}
			if len(got.Mentions) != len(prev.Mentions) || len(got.Differences()) != len(prev.Differences()) {
				t.Errorf("%d mentions, %d differences; fresh: %d, %d", len(got.Mentions), len(got.Differences()), len(prev.Mentions), len(prev.Differences()))
			}
			if _, ok := got.Compare(al.Pairs[0].From.ID); !ok {
				t.Error("Compare fails on the reused alignment")
			}
		})
	}
}
