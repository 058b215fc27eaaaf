package index

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// TestReaderLanguageFirst: hits in the reader's language (and the query's)
// come first, the others follow them, none is dropped.
func TestReaderLanguageFirst(t *testing.T) {
	ix := buildSmall(t)
	for _, tc := range []struct {
		q, hl     string
		firstLang string
		prefer    string
	}{
		{"t:creature", "fr", "fr", "fr"},
		{"t:creature", "it", "it", "it"},
		{"delirium", "fr", "fr", "fr"}, // an English word: the reader's language decides
		{"delirium", "it", "it", "it"},
		{"il delirio", "it", "it", "it"},
		{"il delirio", "", "it", "it"}, // no reader language: the query's
	} {
		all, err := ix.Search(context.Background(), Request{Query: tc.q, Limit: MaxLimit})
		if err != nil {
			t.Fatal(err)
		}
		res, err := ix.Search(context.Background(), Request{Query: tc.q, HL: tc.hl, Limit: MaxLimit})
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(res.Prefer, ","); got != tc.prefer {
			t.Errorf("%q hl=%s: prefer %q, want %q", tc.q, tc.hl, got, tc.prefer)
		}
		if len(res.Data) == 0 || res.Data[0].Lang != tc.firstLang {
			t.Errorf("%q hl=%s: first hit %v, want one in %s", tc.q, tc.hl, ids(res), tc.firstLang)
			continue
		}
		if res.Total != all.Total {
			t.Errorf("%q hl=%s: %d hits, %d without a reader language: none may be hidden", tc.q, tc.hl, res.Total, all.Total)
		}
		// The preferred language's hits form one block at the top
		// when the query has no better answer elsewhere.
		seenOther := false
		for _, h := range res.Data {
			if h.Lang != tc.firstLang {
				seenOther = true
			} else if seenOther && tc.q == "t:creature" {
				t.Errorf("%q hl=%s: %s after a hit in another language: %v", tc.q, tc.hl, h.ID, ids(res))
				break
			}
		}
	}
	if _, err := ix.Search(context.Background(), Request{Query: "delirio", HL: "de"}); !errors.As(err, new(*QueryError)) {
		t.Errorf("hl=de: err = %v, want a QueryError", err)
	}
}

// TestQueryLang: the words' language is the one some of them belong to
// alone; shared or unknown words tell nothing.
func TestQueryLang(t *testing.T) {
	ix := buildSmall(t)
	for q, want := range map[string]string{
		"il delirio":           "it",
		"le délire":            "fr",
		"cimetière cimitero":   "",
		"vestiaire":            "fr",
		"ottimista":            "it",
		"zzyzx":                "",
		`"carte nel cimitero"`: "it",
	} {
		res := find(t, ix, q)
		if res.QueryLang != want {
			t.Errorf("%q: query language %q, want %q", q, res.QueryLang, want)
		}
	}
}

// TestRespell: a word the index does not know is searched as it is most
// likely spelt; a known word, a short one or one being typed is left alone.
func TestRespell(t *testing.T) {
	ix := buildSmall(t)
	for _, tc := range []struct {
		q, to, top string
	}{
		{"déverouillez", "déverrouillez", "dsk-fr-piscine-sans-fond-vestiaire"},             // one r
		{"créatureenchantement", "créature-enchantement", "dsk-fr-suzerain-de-bouillecale"}, // joined
		{"vestiare", "vestiaire", "dsk-fr-piscine-sans-fond-vestiaire"},
		{"pileuse", "pilleuse", "dsk-fr-pilleuse-de-poubelles-optimiste"}, // a typo before two words ("pile use")
		{"bouille cale", "bouillecale", "dsk-fr-suzerain-de-bouillecale"}, // one word written as two
		{"piscine sans", "", "dsk-fr-piscine-sans-fond-vestiaire"},        // two known words are left alone
		{"vestiaire", "", "dsk-fr-piscine-sans-fond-vestiaire"},           // known
		{"piscin", "", "dsk-fr-piscine-sans-fond-vestiaire"},              // being typed
		{"zzyzxw", "", ""}, // nothing near
	} {
		res := find(t, ix, tc.q)
		got := ""
		if len(res.Respelled) > 0 {
			got = res.Respelled[0].To
			if res.Respelled[0].From != tc.q && tc.q != "bouille cale" {
				t.Errorf("%q: respelled from %q", tc.q, res.Respelled[0].From)
			}
		}
		if got != tc.to {
			t.Errorf("%q: respelled %q, want %q", tc.q, got, tc.to)
		}
		if top := ids(res)[:min(3, len(res.Data))]; tc.top != "" && !slices.Contains(top, tc.top) {
			t.Errorf("%q: got %v, want %s in the top 3", tc.q, ids(res), tc.top)
		}
	}
}

// TestSearchWordings: a term's search-only wordings find it, and expand to
// the wordings the documents print, not to themselves.
func TestSearchWordings(t *testing.T) {
	terms := []corpus.Term{
		{Key: "damage", Kind: "concept", Search: corpus.Words{"fr": {"blessures", "dégâts"}, "it": {"danno"}}},
		{Key: "room", Kind: "mechanic", EN: []string{"room"}, FR: []string{"accès"}, IT: []string{"stanza"},
			Search: corpus.Words{"fr": {"porte"}}},
	}
	ix, err := Build(context.Background(), smallKB(), Options{Terms: terms})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	for q, want := range map[string]string{
		"dégâts": "dsk-fr-suzerain-de-bouillecale", // « inflige 4 blessures »
		"porte":  "dsk-fr-piscine-sans-fond-vestiaire",
	} {
		res := find(t, ix, q)
		if top := ids(res)[:min(3, len(res.Data))]; !slices.Contains(top, want) {
			t.Errorf("%q: got %v, want %s in the top 3", q, ids(res), want)
		}
	}
	if tt := ix.terms; len(tt.phrases[1]["fr"]) != 1 {
		t.Errorf("room is expanded to %d French wordings, want 1 (accès, not porte)", len(tt.phrases[1]["fr"]))
	}
}

// TestNoDocumentsInLanguage: lang:en says there are no English documents
// rather than silently finding nothing.
func TestNoDocumentsInLanguage(t *testing.T) {
	ix := buildSmall(t)
	res := find(t, ix, "delirium lang:en")
	if res.Total != 0 || len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "no document is in English") {
		t.Errorf("lang:en: %d hits, warnings %q", res.Total, res.Warnings)
	}
	if res := find(t, ix, "delirium lang:it"); len(res.Warnings) != 0 {
		t.Errorf("lang:it warns %q", res.Warnings)
	}
}
