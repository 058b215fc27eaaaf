package api

import (
	"context"
	"encoding/json"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/cardnames"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/ingest"
)

// namedServer is the real server with the English names of the fixture of
// package cardnames loaded, as serve --names loads them.
var namedServer = sync.OnceValues(func() (*Server, error) {
	kb, _, err := ingest.Embedded()
	if err != nil {
		return nil, err
	}
	al, err := align.Align(kb, "dsk-fr", "dsk-it")
	if err != nil {
		return nil, err
	}
	f, err := cardnames.Load(filepath.Join("..", "cardnames", "testdata", "scryfall-all-cards.json"), cardnames.Sets(kb))
	if err != nil {
		return nil, err
	}
	names, _ := cardnames.Match(kb, f)
	ix, err := index.Build(context.Background(), kb, index.Options{Aliases: al.Aliases(), Names: names.Aliases(kb)})
	if err != nil {
		return nil, err
	}
	return New(Config{KB: kb, Index: ix, Alignment: al, Names: names})
})

func newNamedServer(t testing.TB) *Server {
	t.Helper()
	s, err := namedServer()
	if err != nil {
		t.Fatalf("building the server with names: %v", err)
	}
	return s
}

// fetchPage fetches a page and parses it.
func fetchPage(t *testing.T, s http.Handler, target string) (*goquery.Document, int, http.Header) {
	t.Helper()
	w := get(t, s, target)
	doc, err := goquery.NewDocumentFromReader(strings.NewReader(w.Body.String()))
	if err != nil {
		t.Fatal(err)
	}
	return doc, w.Code, w.Header()
}

// TestSearchPageLanguageFirst: with the interface in a language, its hits
// come first, each hit says its language, and the other languages are one
// click away.
func TestSearchPageLanguageFirst(t *testing.T) {
	s := newRealServer(t)
	for _, tc := range []struct {
		target, firstLang string
		top3              int // hits of firstLang among the first three
	}{
		{"/search?q=valgavoth&hl=fr", "fr", 3},
		// The Italian counterpart of the rooms' section stays near, third
		// (issue 25, point 8): the French section's rulings fold under it.
		{"/search?q=d%C3%A9verrouiller+une+porte&hl=fr", "fr", 2},
		{"/search?q=sbloccare+una+porta&hl=it", "it", 3},
		{"/search?q=valgavoth&hl=it", "it", 3},
	} {
		doc, code, _ := fetchPage(t, s, tc.target)
		if code != http.StatusOK {
			t.Fatalf("%s: %d", tc.target, code)
		}
		hits := doc.Find("ol.hits > li")
		if hits.Length() < 3 {
			t.Fatalf("%s: %d hits", tc.target, hits.Length())
		}
		n := 0
		hits.Slice(0, 3).Each(func(_ int, h *goquery.Selection) {
			if strings.TrimSpace(h.Find(".lang-badge").Text()) == strings.ToUpper(tc.firstLang) {
				n++
			}
		})
		if n < tc.top3 {
			t.Errorf("%s: %d of the top 3 in %s", tc.target, n, tc.firstLang)
		}
		if b := hits.Find(".lang-badge").Length(); b != hits.Length() {
			t.Errorf("%s: %d badges for %d hits", tc.target, b, hits.Length())
		}
		others, ok := doc.Find(".lang-bar a.others").Attr("href")
		if !ok || !strings.Contains(others, "-lang%3A"+tc.firstLang) {
			t.Errorf("%s: no link to the other languages (%q)", tc.target, others)
		}
		// The other languages are there, one click away, not dropped.
		odoc, _, _ := fetchPage(t, s, others)
		if odoc.Find("ol.hits > li .lang-badge").First().Text() == strings.ToUpper(tc.firstLang) {
			t.Errorf("%s: the other languages' link shows %s hits", tc.target, tc.firstLang)
		}
	}
}

// TestSearchPageExactName: a query that is exactly one card's name opens
// the card: the one that bears it, or for an English name the one in the
// interface language. The API keeps answering with the list.
func TestSearchPageExactName(t *testing.T) {
	s := newNamedServer(t)
	for target, want := range map[string]string{
		"/search?q=Anthrop%C3%A8de&hl=fr":                       "/cards/dsk-fr-anthropede",
		"/search?q=anthropede&hl=it":                            "/cards/dsk-fr-anthropede", // the French name: the French card
		"/search?q=SCIACALLA+OTTIMISTA&hl=fr":                   "/cards/dsk-it-sciacalla-ottimista",
		"/search?q=kaito+fleau+des+cauchemars":                  "/cards/dsk-fr-kaito-fleau-des-cauchemars",
		"/search?q=Unholy+Heat&hl=it":                           "/cards/dsk-it-calore-sacrilego",
		"/search?q=Unholy+Heat&hl=fr":                           "/cards/dsk-fr-chaleur-impie",
		"/search?q=Piscine+sans+fond&hl=fr":                     "/cards/dsk-fr-piscine-sans-fond-vestiaire", // a room's door
		"/search?q=Kaito%2C+Bane+of+Nightmares&hl=fr":           "/cards/dsk-fr-kaito-fleau-des-cauchemars",
		"/search?q=Valgavoth%2C+d%C3%A9voreur+de+terreur&hl=it": "/cards/dsk-fr-valgavoth-devoreur-de-terreur",
	} {
		w := get(t, s, target)
		if w.Code != http.StatusSeeOther || w.Header().Get("Location") != want {
			t.Errorf("%s: %d to %q, want 303 to %s", target, w.Code, w.Header().Get("Location"), want)
		}
	}
	for _, target := range []string{"/search?q=valgavoth", "/search?q=anthropede+kind%3Acard", "/search?q=%22Anthrop%C3%A8de%22", "/search?q=Anthrop%C3%A8de&page=2"} {
		if w := get(t, s, target); w.Code == http.StatusSeeOther {
			t.Errorf("%s redirects to %s", target, w.Header().Get("Location"))
		}
	}
	if w := get(t, s, "/api/search?q=Anthrop%C3%A8de"); w.Code != http.StatusOK {
		t.Errorf("the API redirects an exact name: %d", w.Code)
	}
}

// TestSearchNoDeadEnds: a search that finds nothing says what was searched,
// offers the nearest names and terms, and links to the syntax; lang:en says
// there are no English documents.
func TestSearchNoDeadEnds(t *testing.T) {
	s := newRealServer(t)
	doc, _, _ := fetchPage(t, s, "/search?q=paranormol+zzkq+wxqv&hl=fr")
	if got := doc.Find(".no-results .searched").Text(); got != "paranormol zzkq wxqv" {
		t.Errorf("searched for %q", got)
	}
	if href, _ := doc.Find(".no-results a.syntax").Attr("href"); href != "/help" {
		t.Errorf("syntax link %q", href)
	}
	if strings.Contains(doc.Find(".warnings").Text(), "--names") {
		t.Error("a slip of the fingers (zzkq) is taken for an English name")
	}
	doc, _, _ = fetchPage(t, s, "/search?q=delirum+zzkq&hl=fr")
	var dym []string
	doc.Find(".did-you-mean a").Each(func(_ int, a *goquery.Selection) { dym = append(dym, a.Text()) })
	if !strings.Contains(strings.Join(dym, "|"), "délire") {
		t.Errorf("did you mean for delirum: %q", dym)
	}
	doc, _, _ = fetchPage(t, s, "/search?q=zorglub+lang%3Aen&hl=fr")
	// In the interface language (issue 12, point 8).
	if !strings.Contains(doc.Find(".warnings").Text(), "aucun document n'est en lang:en") {
		t.Errorf("lang:en: notes %q", doc.Find(".warnings").Text())
	}
	doc, _, _ = fetchPage(t, s, "/search?q=zorglub+lang%3Aen&hl=en")
	if !strings.Contains(doc.Find(".warnings").Text(), "no document is in English") {
		t.Errorf("lang:en: notes %q", doc.Find(".warnings").Text())
	}

	var res searchJSON
	w := get(t, s, "/api/search?q=paranormol+zzkq+wxqv")
	if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil {
		t.Fatal(err)
	}
	if res.Total != 0 || len(res.DidYouMean) == 0 || res.DidYouMean[0].Name != "Analyste paranormal" || res.DidYouMean[0].URI != "/cards/dsk-fr-analyste-paranormal" {
		t.Errorf("did_you_mean: %+v (total %d)", res.DidYouMean, res.Total)
	}
}

// TestEnglishNamesNotLoaded: without names, an English name says that
// they are not loaded and how to load them; with them, it finds the card.
func TestEnglishNamesNotLoaded(t *testing.T) {
	var res searchJSON
	w := get(t, newRealServer(t), "/api/search?q=Optimistic+Scavenger")
	if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(strings.Join(res.Warnings, " "), "--names FILE") {
		t.Errorf("warnings %q", res.Warnings)
	}
	doc, _, _ := fetchPage(t, newRealServer(t), "/search?q=Optimistic+Scavenger&hl=it")
	if !strings.Contains(doc.Find(".warnings").Text(), "I nomi inglesi delle carte non sono caricati") {
		t.Errorf("page notes %q", doc.Find(".warnings").Text())
	}
	res = searchJSON{}
	w = get(t, newNamedServer(t), "/api/search?q=Optimistic+Scavenger&hl=fr&limit=2")
	if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Data) != 2 || res.Data[0].ID != "dsk-fr-pilleuse-de-poubelles-optimiste" || res.Data[1].ID != "dsk-it-sciacalla-ottimista" || len(res.Warnings) != 0 {
		t.Errorf("with names: %+v, warnings %q", res.Data, res.Warnings)
	}
}

// TestSearchHL: hl is checked, passed to the index, and kept by next_page.
func TestSearchHL(t *testing.T) {
	s := newRealServer(t)
	if w := get(t, s, "/api/search?q=valgavoth&hl=de"); w.Code != http.StatusBadRequest || !strings.Contains(w.Body.String(), "invalid_hl") {
		t.Errorf("hl=de: %d %s", w.Code, w.Body)
	}
	var res searchJSON
	w := get(t, s, "/api/search?q=valgavoth&hl=it&limit=2")
	if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil {
		t.Fatal(err)
	}
	if len(res.Data) != 2 || res.Data[0].Lang != "it" || strings.Join(res.Prefer, ",") != "it" || !strings.Contains(res.NextPage, "hl=it") {
		t.Errorf("hl=it: first %+v, prefer %v, next %q", res.Data[0].Hit, res.Prefer, res.NextPage)
	}
	var next searchJSON
	if err := json.Unmarshal(get(t, s, res.NextPage).Body.Bytes(), &next); err != nil || next.Data[0].Lang != "it" {
		t.Errorf("next page: %v %+v", err, next.Data)
	}
}

// TestAutocompleteTerms: autocomplete offers mechanics, rules terms and
// glossary entries beside card names, each with the page it opens, named
// and opened in the reader's language.
func TestAutocompleteTerms(t *testing.T) {
	s := newNamedServer(t)
	for _, tc := range []struct {
		target, name, uri string
	}{
		{"/api/autocomplete?q=delir&hl=fr", "délire", "/sections/dsk-fr-s-retour-de-mot-de-capacite-delire"},
		{"/api/autocomplete?q=delir&hl=it", "delirio", "/sections/dsk-it-s-riproposizione-di-una-parola-per-definire-un-abilita-delirio"},
		{"/api/autocomplete?q=pi%C3%A9tin&hl=fr", "piétinement", "/terms/trample"},
		{"/api/autocomplete?q=retirer+du&hl=fr", "Retirer du jeu", "/glossary/9ed-fr-g-retirer-du-jeu"},
		{"/api/autocomplete?q=unholy&hl=it", "Unholy Heat", "/cards/dsk-it-calore-sacrilego"},
		{"/api/autocomplete?q=anal&hl=it", "Analyste paranormal", "/cards/dsk-fr-analyste-paranormal"},
	} {
		var cat catalogJSON
		if err := json.Unmarshal(get(t, s, tc.target).Body.Bytes(), &cat); err != nil {
			t.Fatal(err)
		}
		found := false
		for i, it := range cat.Items {
			found = found || it.Name == tc.name && it.URI == tc.uri && cat.Data[i] == it.Name
		}
		if !found || cat.TotalValues != len(cat.Data) || len(cat.Data) != len(cat.Items) {
			t.Errorf("%s: want %s → %s in %+v", tc.target, tc.name, tc.uri, cat.Items)
		}
	}
}
