package corpus

import (
	"strings"
	"testing"
)

func TestMetaFromName(t *testing.T) {
	tests := []struct {
		name string
		want DocMeta
		err  bool
	}{
		{"dsk-release-notes.fr.txt", DocMeta{ID: "dsk-fr", Set: "dsk", Kind: KindReleaseNotes, Lang: "fr"}, false},
		{"dsk-release-notes.it.txt", DocMeta{ID: "dsk-it", Set: "dsk", Kind: KindReleaseNotes, Lang: "it"}, false},
		{"emn-mechanics.fr.txt", DocMeta{ID: "emn-fr", Set: "emn", Kind: KindMechanics, Lang: "fr"}, false},
		{"rulebook-9ed.fr.txt", DocMeta{ID: "9ed-fr", Set: "9ed", Kind: KindRulebook, Lang: "fr"}, false},
		{"notes.txt", DocMeta{}, true},
		{"dsk.fr.txt", DocMeta{}, true},
		{"dsk-poems.fr.txt", DocMeta{}, true},
	}
	for _, tt := range tests {
		got, err := MetaFromName(tt.name)
		if (err != nil) != tt.err {
			t.Errorf("MetaFromName(%q) error = %v, want error %v", tt.name, err, tt.err)
			continue
		}
		if err != nil && !strings.Contains(err.Error(), tt.name) {
			t.Errorf("MetaFromName(%q) error %q does not name the file", tt.name, err)
		}
		if got != tt.want {
			t.Errorf("MetaFromName(%q) = %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func TestSourcesAreTheFiveDocuments(t *testing.T) {
	srcs, err := Sources()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range srcs {
		if len(s.Data) == 0 {
			t.Errorf("%s is empty", s.Name)
		}
		if _, err := MetaFromName(s.Name); err != nil {
			t.Error(err)
		}
		names = append(names, s.Name)
	}
	want := "dsk-release-notes.fr.txt dsk-release-notes.it.txt emn-mechanics.fr.txt jou-mechanics.fr.txt rulebook-9ed.fr.txt"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("Sources() = %s, want %s", got, want)
	}
}

func TestTermTable(t *testing.T) {
	terms, err := Terms()
	if err != nil {
		t.Fatal(err)
	}
	byKey := map[string]Term{}
	for _, tm := range terms {
		byKey[tm.Key] = tm
		if len(tm.EN) == 0 && len(tm.FROld) == 0 && len(tm.Search["en"]) == 0 {
			t.Errorf("term %s has no English wording", tm.Key)
		}
	}
	// The pairs the domain notes name must be in the table, in every era.
	for _, c := range []struct{ key, lang, form string }{
		{"delirium", "fr", "délire"}, {"delirium", "it", "delirio"}, {"delirium", "en", "delirium"},
		{"impending", "it", "imminente"}, {"manifest-dread", "it", "manifestare angoscia"},
		{"survival", "fr", "survie"}, {"eerie", "it", "inquietante"}, {"room", "it", "stanza"},
		{"meld", "fr", "assimilation"}, {"emerge", "fr", "émergence"}, {"escalate", "fr", "intensification"},
		{"strive", "fr", "obstination"}, {"bestow", "fr", "grâce"}, {"first-strike", "fr", "initiative"},
		{"trample", "fr", "piétinement"}, {"battlefield", "fr", "en jeu"}, {"mana-value", "fr", "coût converti de mana"},
		{"exile", "fr", "retiré de la partie"}, {"mana-burn", "en", "mana burn"},
	} {
		tm, ok := byKey[c.key]
		if !ok {
			t.Errorf("term %s missing", c.key)
			continue
		}
		found := false
		for _, f := range tm.Forms(c.lang) {
			if f == c.form {
				found = true
			}
		}
		if !found {
			t.Errorf("term %s: %s forms %v lack %q", c.key, c.lang, tm.Forms(c.lang), c.form)
		}
	}
}

// TestDocumentVocabulary checks documents.json against the term table:
// every language the term table holds has its profile, month names and
// phrases for set codes and dates, and set codes are unique.
func TestDocumentVocabulary(t *testing.T) {
	v, err := DocumentVocabulary()
	if err != nil {
		t.Fatal(err)
	}
	terms, err := Terms()
	if err != nil {
		t.Fatal(err)
	}
	langs := TermLanguages(terms)
	if strings.Join(langs, ",") != "en,fr,it" {
		t.Errorf("term languages %v", langs)
	}
	for _, l := range langs {
		found := false
		for _, p := range v.Languages {
			found = found || p.Code == l
		}
		if !found || len(v.Months[l]) != 12 || len(v.SetCode[l]) == 0 || len(v.Modified[l]) == 0 || len(v.Released[l]) == 0 {
			t.Errorf("%s: profile %v, %d months, set-code, modified or released phrases missing", l, found, len(v.Months[l]))
		}
		for _, k := range v.Kinds {
			if len(k.Phrases[l]) == 0 {
				t.Errorf("%s: no phrase for kind %s", l, k.Kind)
			}
		}
	}
	codes := map[string]bool{}
	for _, s := range v.Sets {
		if codes[s.Code] {
			t.Errorf("set %s listed twice", s.Code)
		}
		codes[s.Code] = true
	}
}

// TestSearchForms: search-only wordings follow a term's wordings, are
// never among them, and a table naming a language that does not exist for
// them is refused.
func TestSearchForms(t *testing.T) {
	terms, err := Terms()
	if err != nil {
		t.Fatal(err)
	}
	for _, tm := range terms {
		for lang, extra := range tm.Search {
			forms := tm.SearchForms(lang)
			if len(forms) != len(tm.Forms(lang))+len(extra) {
				t.Errorf("%s: SearchForms(%s) = %v", tm.Key, lang, forms)
			}
			for _, f := range tm.Forms(lang) {
				for _, e := range extra {
					if f == e {
						t.Errorf("%s: %q is both a wording and a search wording in %s", tm.Key, f, lang)
					}
				}
			}
		}
	}
	_, err = parseTerms([]byte(`{"terms": [{"key": "x", "kind": "concept", "en": ["x"], "search": {"de": ["y"]}}]}`))
	if err == nil || !strings.Contains(err.Error(), `unknown language "de"`) {
		t.Errorf("search wordings in German: err = %v", err)
	}
}
