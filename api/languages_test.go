package api

import (
	"encoding/json"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/internal/golden"
	"github.com/arbitre/arbitre/rules/read"
)

// englishLexicon says whether the reader reads English: until it does,
// the English Oracle text is reported not read, "no_reader".
func englishLexicon(t *testing.T) bool {
	t.Helper()
	langs, err := read.Languages()
	if err != nil {
		t.Fatal(err)
	}
	return slices.Contains(langs, "en")
}

// TestCompareLanguagesJSON: /api/compare/{card} gives the card read in
// every language it has, the record's English Oracle text with card data,
// and the reader's verdict on each two (goldens under
// testdata/languages; -update rewrites them).
func TestCompareLanguagesJSON(t *testing.T) {
	with, without, scry := newTestServer(t, withCardData(t)), newTestServer(t), scryfallServer(t)
	for _, tt := range []struct {
		server *Server
		card   string
		golden string
	}{
		{with, "dsk-fr-piscine-sans-fond-vestiaire", "piscine-carddata.json"},
		{with, "dsk-it-piscina-abissale-spogliatoio", "piscine-carddata.json"}, // the same card from the other side
		{without, "dsk-fr-piscine-sans-fond-vestiaire", "piscine.json"},
		{without, "dsk-fr-suzerain-de-bouillecale", "suzerain.json"},
		// The fixture's Italian Suzerain lacks impending, which the French
		// and the Oracle text have: a translation difference.
		{scry, "dsk-fr-suzerain-de-bouillecale", "suzerain-carddata.json"},
	} {
		w := get(t, tt.server, "/api/compare/"+tt.card)
		var j struct {
			Languages *read.CardLanguages `json:"languages"`
		}
		if err := json.Unmarshal(w.Body.Bytes(), &j); err != nil || j.Languages == nil {
			t.Fatalf("/api/compare/%s: %v, languages %v", tt.card, err, j.Languages)
		}
		for _, r := range j.Languages.Readings {
			if r.Lang == "en" && !englishLexicon(t) && r.Status != read.AgreeNoReader {
				t.Errorf("%s: English read without an English lexicon: %+v", tt.card, r)
			}
		}
		out, err := json.MarshalIndent(j.Languages, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		golden.Check(t, filepath.Join("testdata", "languages", tt.golden), append(out, '\n'))
	}
}

// TestCompareVerdicts: the compare page says, in the interface language,
// whether each two languages compile to the same form, to different ones
// (both shown, the lines one lacks marked) or cannot be read (why).
func TestCompareVerdicts(t *testing.T) {
	with := newTestServer(t, withCardData(t))
	english := englishLexicon(t)
	for _, tt := range []struct {
		target string
		want   []string
	}{
		{"/compare/dsk-fr-piscine-sans-fond-vestiaire?hl=fr", []string{`id="cmp-reader"`, "Le verdict du lecteur",
			`<li class="verdict-same"><strong>français / italien</strong> <span class="verdict">même forme`}},
		{"/compare/dsk-fr-suzerain-de-bouillecale?hl=en", []string{`<li class="verdict-different"><strong>French / Italian</strong> <span class="verdict">different form`,
			`<li class="only"><code>keyword impending 4 {2}{R}{R}</code></li>`}},
		{"/compare/dsk-it-suzerain-de-bouillecale?hl=it", nil},
	} {
		w := get(t, with, tt.target)
		if tt.want == nil {
			if w.Code != http.StatusNotFound {
				t.Errorf("%s: status %d, want 404", tt.target, w.Code)
			}
			continue
		}
		body := w.Body.String()
		for _, want := range tt.want {
			if !strings.Contains(body, want) {
				t.Errorf("%s lacks %s", tt.target, want)
			}
		}
	}
	scry := scryfallServer(t)
	for _, tt := range []struct {
		target string
		want   string
	}{
		{"/compare/dsk-fr-suzerain-de-bouillecale?hl=en", `<li class="verdict-different"><strong>Italian / English</strong> <span class="verdict">different form — translation difference`},
		{"/compare/dsk-fr-suzerain-de-bouillecale?hl=fr", `<li class="verdict-same"><strong>français / anglais</strong> <span class="verdict">même forme`},
		{"/differences?kind=translation&hl=it", `href="/compare/dsk-fr-suzerain-de-bouillecale#cmp-reader"`},
		{"/differences?kind=translation&hl=it", `<span lang="en">Overlord of the Boilerbilges</span>`},
	} {
		if body := get(t, scry, tt.target).Body.String(); !strings.Contains(body, tt.want) {
			t.Errorf("%s (card data with the Oracle text) lacks %s", tt.target, tt.want)
		}
	}
	body := get(t, with, "/compare/dsk-fr-piscine-sans-fond-vestiaire?hl=it").Body.String()
	noLexicon := strings.Contains(body, `<li class="verdict-no_reader"><strong>francese / inglese</strong> <span class="verdict">non leggibile</span> <span class="reason">il lettore non ha un lessico per: inglese</span>`)
	if noLexicon == english {
		t.Errorf("English lexicon %v, but the page says the reader has none %v", english, noLexicon)
	}
}

// TestLangDifferencesPage: /differences lists the cards whose languages
// compile differently, in the interface language, filtered by kind, each
// linking to its compare page's verdicts; it says which languages the
// reader cannot compare yet.
func TestLangDifferencesPage(t *testing.T) {
	with := newTestServer(t, withCardData(t))
	english := englishLexicon(t)
	suzerain := `href="/compare/dsk-fr-suzerain-de-bouillecale#cmp-reader"`
	for _, tt := range []struct {
		target  string
		status  int
		want    []string
		notWant []string
	}{
		{"/differences?hl=it", 200, []string{"Dove le lingue si compilano diversamente", suzerain, "forma diversa",
			`<strong>tutte (`}, nil},
		{"/differences?kind=printed&hl=fr", 200, []string{suzerain, "entre textes imprimés"}, nil},
		{"/differences?kind=errata&hl=en", 200, []string{"No card compiles differently in two languages."}, []string{suzerain}},
		{"/differences?kind=bogus", 400, nil, nil},
	} {
		w := get(t, with, tt.target)
		if w.Code != tt.status {
			t.Errorf("%s: status %d, want %d", tt.target, w.Code, tt.status)
			continue
		}
		body := w.Body.String()
		for _, want := range tt.want {
			if !strings.Contains(body, want) {
				t.Errorf("%s lacks %s", tt.target, want)
			}
		}
		for _, nw := range tt.notWant {
			if strings.Contains(body, nw) {
				t.Errorf("%s has %s", tt.target, nw)
			}
		}
	}
	body := get(t, with, "/differences?hl=en").Body.String()
	if note := strings.Contains(body, "The reader has no lexicon for English yet"); note == english {
		t.Errorf("English lexicon %v, note that there is none %v", english, note)
	}
}

// TestVerdictsNoLexicon: a language the reader has no lexicon for is
// named, in the interface language, as the reason its pairs are not
// compared; a different form shows both forms.
func TestVerdictsNoLexicon(t *testing.T) {
	cl := &read.CardLanguages{
		Readings: []read.LangReading{{Lang: "fr", Status: read.ReadCompiled, Source: "notes"},
			{Lang: "it", Status: read.ReadCompiled, Source: "notes"},
			{Lang: "en", Status: read.AgreeNoReader, Source: "carddata", Reason: `no reader for language "en"`}},
		Pairs: []read.LangPair{
			{From: "fr", To: "it", Verdict: read.AgreeDifferent, FromForm: []string{"keyword flying"}, ToForm: []string{"keyword reach"}},
			{From: "fr", To: "en", Verdict: read.AgreeNoReader, Reason: `en: no reader for language "en"`}},
	}
	vs := verdicts(cl, translator("it"))
	if len(vs) != 2 {
		t.Fatalf("%d verdicts, want 2", len(vs))
	}
	if v := vs[1]; v.Label != "non leggibile" || v.Reason != "il lettore non ha un lessico per: inglese" || v.FromName != "francese" || v.ToName != "inglese" {
		t.Errorf("no lexicon: %+v", v)
	}
	if v := vs[0]; v.Label != "forma diversa" || !strings.Contains(string(v.FromForm), `<li class="only"><code>keyword flying</code>`) ||
		!strings.Contains(string(v.ToForm), `<li class="only"><code>keyword reach</code>`) {
		t.Errorf("different form: %+v", v)
	}
}
