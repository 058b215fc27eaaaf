package api

import (
	"html/template"
	"strings"
	"testing"
)

// The search page's list items as templates/search.html wrote them before
// fragment.go built them: the reference for their escaping.
const (
	facetItemsTemplate = `{{range .V}}<li{{if .Active}} class="active"{{end}}><a href="{{.URL}}"{{if .Active}} title="{{$.Clear}}"{{end}}>{{.Symbol}}<span{{if .Lang}} lang="{{.Lang}}"{{end}}>{{.Label}}</span></a> <span class="n">{{.Count}}</span></li>
{{end}}`
	hitItemsTemplate = `{{range .V}}<li class="hit hit-{{.Kind}}">
<p class="hit-title"><abbr class="lang-badge" title="{{.LangName}}">{{.LangLabel}}</abbr> <span class="kind">{{.KindLabel}}</span> <a href="{{.URL}}" lang="{{.Lang}}">{{.Title}}</a>{{if .Context}} <span class="context">· <a href="{{.ContextURL}}" lang="{{.Lang}}">{{.Context}}</a></span>{{end}}</p>
{{if .Snippet}}<p class="snippet" lang="{{.Lang}}">{{.Snippet}}</p>{{end}}
</li>
{{end}}`
	pageItemsTemplate = `{{range .V}}{{if .Gap}}<span class="gap">…</span>{{else if .Current}}<strong aria-current="page">{{.N}}</strong>{{else}}<a href="{{.URL}}">{{.N}}</a>{{end}} {{end}}`
)

// hostileStrings are values no corpus should hold, each of which an
// escaper must handle: markup, quotes, entities, the plus html/template
// escapes, NUL, invalid UTF-8, and non-ASCII text.
var hostileStrings = []string{
	"", "plain", `<script>alert("x")</script>`, `a "quoted" 'value'`, "R&D &amp; co", "1+1", "nul\x00byte",
	"bad \xff utf-8", "Épée de l'aube", "\ufdd0 \ufffe", "tab\tnew\nline",
}

// hostileURLs are hrefs to filter and normalise.
var hostileURLs = []string{
	"/search?q=piscine+kind%3Acard", "/cards/x#r1", "javascript:alert(1)", "JavaScript:x", "data:text/html,x",
	"https://example.org/a b", "mailto:a@b", "/search?q=é x", "/a%zz%4", "/a%41%4a", `/x"><script>`, "/q?a=1&b='2'",
	"//example.org/", "/a/b:c", "", "/\x00/\xff",
}

func renderReference(t *testing.T, src string, data any) string {
	t.Helper()
	tm, err := template.New("ref").Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := tm.Execute(&b, data); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestFragmentEscapesAsTemplates: facetItems and hitItems write, for any
// values, the very bytes html/template writes for the same markup.
func TestFragmentEscapesAsTemplates(t *testing.T) {
	var facets []facetValue
	var hits []hitView
	for i, s := range hostileStrings {
		u := hostileURLs[i%len(hostileURLs)]
		facets = append(facets, facetValue{Label: s, URL: u, Lang: s, Count: i * 7, Active: i%2 == 0,
			Symbol: template.HTML(`<img class="ms" src="/static/mana/U.svg" alt="">`)})
		hits = append(hits, hitView{Kind: s, KindLabel: s, LangLabel: s, LangName: s, Title: s, URL: u, Lang: s, Context: s,
			ContextURL: hostileURLs[(i+3)%len(hostileURLs)], Snippet: safeSnippet(s)})
	}
	for i, u := range hostileURLs {
		facets = append(facets, facetValue{Label: "l", URL: u, Count: -i})
		hits = append(hits, hitView{Kind: "card", Title: "t", URL: u, ContextURL: u, Context: "c"})
	}
	for _, clear := range hostileStrings {
		want := renderReference(t, facetItemsTemplate, struct {
			V     []facetValue
			Clear string
		}{facets, clear})
		if got := string(facetItems(facets, clear)); got != want {
			t.Errorf("facetItems (clear %q):\n got %q\nwant %q", clear, got, want)
		}
	}
	want := renderReference(t, hitItemsTemplate, struct{ V []hitView }{hits})
	if got := string(hitItems(hits)); got != want {
		t.Errorf("hitItems:\n got %q\nwant %q", got, want)
	}
	var pages []pageLink
	for i, u := range hostileURLs {
		pages = append(pages, pageLink{N: i - 1, URL: u, Current: i%5 == 2, Gap: i%7 == 3})
	}
	want = renderReference(t, pageItemsTemplate, struct{ V []pageLink }{pages})
	if got := string(pageItems(pages)); got != want {
		t.Errorf("pageItems:\n got %q\nwant %q", got, want)
	}
	if got := facetItems(nil, "x") + hitItems(nil) + pageItems(nil); got != "" {
		t.Errorf("no values: %q", got)
	}
}
