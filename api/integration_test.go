package api

import (
	"context"
	"html"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/rules/scenario"
	"github.com/arbitre/arbitre/verify"
)

// realServer serves the embedded corpus with the real index, built once
// for all the tests that need it.
var realServer = sync.OnceValues(func() (*Server, error) {
	kb, _, err := ingest.Embedded()
	if err != nil {
		return nil, err
	}
	all, err := align.AlignAll(kb)
	if err != nil {
		return nil, err
	}
	ix, err := index.Build(context.Background(), kb, index.Options{Aliases: all.Aliases()})
	if err != nil {
		return nil, err
	}
	// The rules engine's report, when its scenarios load: the pages work
	// without it, and TestRealVerify says what is wrong when they do not.
	cfg := Config{KB: kb, Index: ix, Alignments: all}
	if scs, err := scenario.LoadScenarios(); err == nil {
		if rep, err := verify.Run(context.Background(), scs, verify.NewIndex(kb)); err == nil {
			cfg.Verification, cfg.Scenarios = rep, scs
		}
	}
	return New(cfg)
})

func newRealServer(t testing.TB) *Server {
	t.Helper()
	s, err := realServer()
	if err != nil {
		t.Fatalf("building the real server: %v", err)
	}
	return s
}

// TestCrawl follows every link of every page reachable from the home page
// and the documents' tables of contents: no link may lead to an error, and
// every #anchor (ruling permalinks, rule paragraphs) must exist on its
// page. This is what "cross-links everywhere, unresolved references shown
// plainly" means in practice. Pages are read as HTML (goquery), not
// grepped, so a link or an id inside a comment or an attribute value does
// not count. It also checks that every block of French or Italian text
// (rules text, type lines, rulings, section and glossary paragraphs) says
// its language, whatever the language of the page chrome.
func TestCrawl(t *testing.T) {
	if testing.Short() {
		t.Skip("crawls the whole site")
	}
	s := newRealServer(t)
	seen := map[string]bool{}
	pages := map[string]*goquery.Document{}
	queue := []string{"/", "/documents", "/help", "/compare"}
	if s.verification() != nil {
		queue = append(queue, "/verify")
	}
	for i := range s.kb.Documents {
		queue = append(queue, s.urls.document(s.kb.Documents[i].ID))
	}
	type anchorRef struct{ page, anchor, from string }
	var anchors []anchorRef
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		w := get(t, s, p)
		if w.Code != 200 {
			t.Errorf("GET %s = %d", p, w.Code)
			continue
		}
		body := w.Body.String()
		checkNoInlineScript(t, p, body)
		doc, err := goquery.NewDocumentFromReader(strings.NewReader(body))
		if err != nil {
			t.Errorf("GET %s: %v", p, err)
			continue
		}
		pages[p] = doc
		checkTextLang(t, p, doc)
		for _, link := range doc.Find("a[href]").Map(func(_ int, a *goquery.Selection) string { return a.AttrOr("href", "") }) {
			if !strings.HasPrefix(link, "/") && !strings.HasPrefix(link, "#") {
				continue
			}
			u, err := url.Parse(link)
			if err != nil {
				t.Errorf("%s: bad link %q", p, link)
				continue
			}
			// Search, language switches and assets are checked elsewhere.
			if u.RawQuery != "" || strings.HasPrefix(u.Path, "/static/") || u.Path == "/search" {
				continue
			}
			if u.Fragment != "" {
				anchors = append(anchors, anchorRef{u.Path, u.Fragment, p})
			}
			if u.Path != "" && !seen[u.Path] {
				queue = append(queue, u.Path)
			}
		}
	}
	for _, a := range anchors {
		page := a.page
		if page == "" {
			page = a.from
		}
		if doc := pages[page]; doc == nil || doc.Find("[id]").FilterFunction(func(_ int, e *goquery.Selection) bool {
			return e.AttrOr("id", "") == a.anchor
		}).Length() == 0 {
			t.Errorf("%s links to %s#%s, which has no such anchor", a.from, page, a.anchor)
		}
	}
	kb := s.kb
	want := 4 + len(kb.Documents) + len(kb.Cards) + len(kb.Sections) + len(kb.Glossary)
	t.Logf("crawled %d pages, %d anchors (knowledge base: %d cards, %d sections, %d glossary entries, %d rules)",
		len(seen), len(anchors), len(kb.Cards), len(kb.Sections), len(kb.Glossary), len(kb.Rules))
	if len(seen) < want {
		t.Errorf("crawled %d pages; the tables of contents should reach at least %d", len(seen), want)
	}
}

// checkTextLang fails for a block of corpus text with no lang attribute on
// itself or on an enclosing element inside <main>: the <html> element's
// lang is the chrome's, not the text's.
func checkTextLang(t *testing.T, page string, doc *goquery.Document) {
	t.Helper()
	doc.Find("main .rules-text, main .typeline, main .ruling > p, main h1").Each(func(_ int, e *goquery.Selection) {
		if e.Is("[lang]") || e.ParentsUntil("main").Filter("[lang]").Length() > 0 {
			return
		}
		if strings.HasPrefix(page, "/documents") || strings.HasPrefix(page, "/help") || page == "/" {
			return // headings of pages about the site, in the chrome's language
		}
		if e.Is("h1") && e.Closest(".card, .section, .glossary").Length() == 0 {
			return
		}
		t.Errorf("%s: %s %q has no lang", page, goquery.NodeName(e), clipText(e.Text(), 40))
	})
}

func clipText(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// TestRealPages checks pages of the real corpus that the fixture cannot
// stand for: a card from each document, the old rulebook's glossary, the
// rules printed in the Eldritch Moon page.
func TestRealPages(t *testing.T) {
	s := newRealServer(t)
	kb := s.kb
	var withRulings *corpus.Card
	for i := range kb.Cards {
		if len(kb.Cards[i].Rulings) > 2 && kb.Cards[i].Lang == "it" {
			withRulings = &kb.Cards[i]
			break
		}
	}
	if withRulings == nil {
		t.Fatal("no Italian card with rulings in the corpus")
	}
	body := get(t, s, s.urls.card(withRulings.ID)).Body.String()
	for _, r := range withRulings.Rulings {
		if !strings.Contains(body, `<li id="`+r.ID+`" class="ruling"><p lang="it">`) {
			t.Errorf("%s: ruling %s missing or without lang", withRulings.ID, r.ID)
		}
	}
	w := get(t, s, "/rules/702.118")
	if w.Code != 200 || !strings.Contains(w.Body.String(), `id="emn-fr-702.118a"`) {
		t.Errorf("/rules/702.118 = %d, lacks 702.118a", w.Code)
	}
	// The rulebook's glossary links "Voir aussi" targets that exist and
	// shows dangling ones plainly.
	for _, g := range kb.Glossary {
		for _, sa := range g.SeeAlso {
			if sa.Dangling {
				body := get(t, s, s.urls.glossary(g.ID)).Body.String()
				if !strings.Contains(body, `<span class="dangling" lang="fr">`+html.EscapeString(sa.Term)+`</span>`) {
					t.Errorf("%s: dangling %q not shown plainly", g.ID, sa.Term)
				}
				return
			}
		}
	}
}

// TestRealOpenAPI checks real answers from the real index against the
// document, including the search's facets and next page.
func TestRealOpenAPI(t *testing.T) {
	s := newRealServer(t)
	_, router := openAPIRouter(t, s)
	for _, target := range []string{
		"/api/search?q=d%C3%A9lire", "/api/search?q=delirium+lang:it&limit=5", "/api/search?q=t:cr%C3%A9ature+mv%3C=2",
		"/api/search?q=kind:glossary+mana", "/api/search?q=702.118", "/api/cards/named?fuzzy=pilleuse+poubelle+optimiste",
		"/api/autocomplete?q=sov", "/api/documents/9ed-fr", "/api/rules/712.4",
		"/api/compare/dsk-fr-anthropede", "/api/compare/dsk-it-piscina-abissale-spogliatoio", "/api/differences", "/api/differences?kind=numbers",
	} {
		if w := checkAgainstOpenAPI(t, s, router, target); w != nil && w.Code != 200 {
			t.Errorf("%s = %d %.300s", target, w.Code, w.Body)
		}
	}
	w := get(t, s, "/api/search?q=d%C3%A9lire&limit=5")
	var next string
	if m := regexp.MustCompile(`"next_page":"([^"]+)"`).FindStringSubmatch(w.Body.String()); m != nil {
		next = strings.ReplaceAll(m[1], `\u0026`, "&")
	}
	if next == "" {
		t.Fatal("délire has one page of results?")
	}
	if w := checkAgainstOpenAPI(t, s, router, next); w != nil && (w.Code != 200 || !strings.Contains(w.Body.String(), `"offset":5`)) {
		t.Errorf("next page %s = %d %.300s", next, w.Code, w.Body)
	}
}

// TestRealVerify checks the marks of the real rules report on the real
// pages: every item a scenario checks shows its verdict.
func TestRealVerify(t *testing.T) {
	if _, err := scenario.LoadScenarios(); err != nil {
		t.Fatalf("the rules scenarios do not load, so no page shows marks: %v", err)
	}
	s := newRealServer(t)
	if s.verification() == nil {
		t.Fatal("the rules report was not built")
	}
	checked := 0
	for id, results := range s.verification().byID {
		u := s.elementURL(id)
		if u == "" {
			t.Errorf("scenario %s checks %s, which is in no page", results[0].Scenario, id)
			continue
		}
		page, _, _ := strings.Cut(u, "#")
		body := get(t, s, page).Body.String()
		if !strings.Contains(body, `<a href="/verify#`+results[0].Scenario+`"><code>`) {
			t.Errorf("%s: no mark for scenario %s", u, results[0].Scenario)
		}
		checked++
	}
	t.Logf("%d items marked by %d scenarios", checked, len(s.verification().report.Results))
}
