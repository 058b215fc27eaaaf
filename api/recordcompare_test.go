package api

import (
	"bytes"
	"encoding/json"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/internal/golden"
	"github.com/arbitre/arbitre/rules/read"
)

// TestRecordCompareJSON: /api/compare/{id} takes a card record's id, with
// or without a language, as /api/cards/{id} does: the record's French,
// Italian and English texts and the reader's verdict on each two
// (goldens under testdata/recordcompare; -update rewrites them).
func TestRecordCompareJSON(t *testing.T) {
	with, without := newTestServer(t, withCardData(t)), newTestServer(t)
	for _, tt := range []struct {
		server *Server
		id     string
		status int
		golden string
	}{
		{with, unholyHeat, http.StatusOK, "unholy-heat.json"},
		{with, unholyHeat + ".fr", http.StatusOK, "unholy-heat.json"}, // the same record in one language
		{with, unholyHeat + ".it", http.StatusOK, "unholy-heat.json"},
		{with, delver + ".en", http.StatusOK, "delver.json"}, // two faces
		{with, pool, http.StatusOK, "pool.json"},             // a record of a notes card: its notes named
		{with, unholyHeat + ".xx", http.StatusNotFound, ""},  // a language the record lacks
		{with, "00000000-0000-0000-0000-000000000000", http.StatusNotFound, ""},
		{without, unholyHeat, http.StatusNotFound, ""}, // no card data
	} {
		w := get(t, tt.server, "/api/compare/"+tt.id)
		if w.Code != tt.status {
			t.Fatalf("/api/compare/%s: status %d, want %d: %s", tt.id, w.Code, tt.status, w.Body)
		}
		if tt.golden == "" {
			continue
		}
		var j recordComparisonJSON
		if err := json.Unmarshal(w.Body.Bytes(), &j); err != nil {
			t.Fatalf("/api/compare/%s: %v", tt.id, err)
		}
		if j.Object != "record_comparison" || j.Languages == nil || len(j.Languages.Pairs) == 0 {
			t.Errorf("/api/compare/%s: %+v, want a record comparison with verdicts", tt.id, j)
		}
		var out bytes.Buffer
		if err := json.Indent(&out, w.Body.Bytes(), "", "  "); err != nil {
			t.Fatal(err)
		}
		golden.Check(t, filepath.Join("testdata", "recordcompare", tt.golden), append(out.Bytes(), '\n'))
	}
}

// TestRecordCompareVerdicts: the verdict of a record is the reader's on
// its texts, one reading per language, French and Italian before the
// English Oracle text, every two compared.
func TestRecordCompareVerdicts(t *testing.T) {
	s := newTestServer(t, withCardData(t))
	var j recordComparisonJSON
	if err := json.Unmarshal(get(t, s, "/api/compare/"+unholyHeat).Body.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	var langs []string
	for _, r := range j.Languages.Readings {
		langs = append(langs, r.Lang)
		if r.Source != "carddata" || r.CardID != unholyHeat+"."+r.Lang {
			t.Errorf("reading %+v: want the record's text, id %s.%s", r, unholyHeat, r.Lang)
		}
	}
	if strings.Join(langs, " ") != "fr it en" {
		t.Errorf("readings in %v, want fr it en", langs)
	}
	if len(j.Languages.Pairs) != 3 {
		t.Fatalf("%d pairs, want 3", len(j.Languages.Pairs))
	}
	for _, p := range j.Languages.Pairs {
		switch p.Verdict {
		case read.AgreeSame, read.AgreeDifferent, read.AgreeUnread, read.AgreeNoReader:
		default:
			t.Errorf("pair %s/%s: verdict %q", p.From, p.To, p.Verdict)
		}
	}
	if n := len(j.Texts); n != 3 || j.Texts[0].Lang != "fr" || j.Texts[2].Lang != "en" {
		t.Errorf("texts %+v, want fr, it, en", j.Texts)
	}
}

// TestRecordCompareCache: a record's verdict is computed on the first
// request that asks for it, not when the server is built, and kept for
// the next ones whatever the id's form.
func TestRecordCompareCache(t *testing.T) {
	s := newTestServer(t, withCardData(t))
	if n := s.recordVerdicts.cache.Len(); n != 0 {
		t.Fatalf("%d verdicts computed before any request", n)
	}
	for _, target := range []string{"/api/compare/" + unholyHeat, "/compare/" + unholyHeat + ".fr", "/api/compare/" + unholyHeat + ".en"} {
		if w := get(t, s, target); w.Code != http.StatusOK {
			t.Fatalf("%s: %d", target, w.Code)
		}
	}
	if n := s.recordVerdicts.cache.Len(); n != 1 {
		t.Errorf("%d verdicts kept, want 1 (one record)", n)
	}
	get(t, s, "/api/compare/"+delver)
	if n := s.recordVerdicts.cache.Len(); n != 2 {
		t.Errorf("%d verdicts kept, want 2", n)
	}
}

// TestRecordComparePage: the record's page links to its compare page,
// which shows its languages side by side and the reader's verdicts in
// the interface language.
func TestRecordComparePage(t *testing.T) {
	s := newTestServer(t, withCardData(t))
	for _, tt := range []struct {
		target string
		want   []string
	}{
		{"/cards/" + unholyHeat + ".fr?hl=fr", []string{`<a class="compare-link" href="/compare/` + unholyHeat + `">comparer les langues</a>`}},
		{"/cards/" + unholyHeat + ".it?hl=it", []string{`confronta le lingue</a>`}},
		{"/compare/" + unholyHeat + "?hl=en", []string{`<h2 id="cmp-reader">The reader&#39;s verdict</h2>`,
			`<strong>French / Italian</strong>`, `<strong>Italian / English</strong>`,
			`href="/cards/` + unholyHeat + `.fr"`, `href="/cards/` + unholyHeat + `.it"`, `href="/cards/` + unholyHeat + `.en"`}},
		{"/compare/" + unholyHeat + ".it?hl=it", []string{`<strong>francese / italiano</strong>`}},
		{"/compare/" + pool + "?hl=fr", []string{`href="/cards/dsk-fr-piscine-sans-fond-vestiaire"`}},
	} {
		w := get(t, s, tt.target)
		if w.Code != http.StatusOK {
			t.Fatalf("%s: status %d", tt.target, w.Code)
		}
		body := w.Body.String()
		for _, want := range tt.want {
			if !strings.Contains(body, want) {
				t.Errorf("%s lacks %s", tt.target, want)
			}
		}
	}
}

// TestRecordCompareOpenAPI: the record comparisons, and the errors of an
// id that names no record, are as openapi.json describes them.
func TestRecordCompareOpenAPI(t *testing.T) {
	s := newTestServer(t, withCardData(t))
	_, router := openAPIRouter(t, s)
	for _, tt := range []struct {
		target string
		status int
	}{
		{"/api/compare/" + unholyHeat, 200},
		{"/api/compare/" + delver + ".fr", 200},
		{"/api/compare/" + pool, 200},
		{"/api/compare/" + unholyHeat + ".xx", 404},
		{"/api/compare/dsk-fr-suzerain-de-bouillecale", 200}, // a notes card's comparison, unchanged
	} {
		if w := checkAgainstOpenAPI(t, s, router, tt.target); w != nil && w.Code != tt.status {
			t.Errorf("%s: status %d, want %d", tt.target, w.Code, tt.status)
		}
	}
}

// shock is the Oracle id of testdata/recordcompare/shock-cards.json: a
// card in English, French and Italian whose French text is made to say
// 3 damage where the Oracle and Italian texts say 2, so that its
// languages compile differently (ids made up).
const shock = "5d2b7a38-5c3f-5a8e-9f0e-3c1d6f0e8a11"

// withShock adds the Shock fixture to the card data.
func withShock(t testing.TB) func(*Config) {
	cards, err := carddata.Load(carddata.Options{}, "../carddata/testdata/scryfall-cards.json",
		"../carddata/testdata/mtgjson-isd.json", "testdata/recordcompare/shock-cards.json")
	if err != nil {
		t.Fatal(err)
	}
	return func(c *Config) { c.CardData = cards }
}
