package api

import (
	"context"
	"errors"
	"html/template"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/labstack/echo/v4"
)

// searchJSON is the answer of /api/search.
type searchJSON struct {
	Object   string        `json:"object"`
	Total    int           `json:"total"`
	HasMore  bool          `json:"has_more"`
	NextPage string        `json:"next_page,omitempty"`
	Data     []hitJSON     `json:"data"`
	Facets   *index.Facets `json:"facets,omitempty"`
	Warnings []string      `json:"warnings"`
	Query    string        `json:"query"`
	Offset   int           `json:"offset"`
	Limit    int           `json:"limit"`
	// QueryLang, Prefer, Respelled and Unknown are the index's (see
	// index.Result): the query's language, the languages ranked first,
	// the words searched under another spelling, the words found nowhere.
	QueryLang string             `json:"query_lang,omitempty"`
	Prefer    []string           `json:"prefer,omitempty"`
	Respelled []index.Respelling `json:"respelled,omitempty"`
	Unknown   []string           `json:"unknown,omitempty"`
	// DidYouMean, on a search that found nothing, lists the card names
	// and terms nearest to the query.
	DidYouMean []suggestion `json:"did_you_mean,omitempty"`
}

type hitJSON struct {
	index.Hit
	// URI is the page showing the hit (a ruling's is its card's page at
	// the ruling's anchor).
	URI string `json:"uri"`
	// Era, for a hit from old rules, says so and what changed since.
	Era *eraJSON `json:"era,omitempty"`
}

// searchRequest reads q, limit, offset, page (a page number, or the opaque
// token of a next_page link) and facets=false from the request. Each
// parameter is checked on its own and a bad one is named by the error's
// code (invalid_limit, invalid_offset, invalid_page, invalid_facets), so a
// client's mistake never comes back as a query error or as an answer that
// silently ignored a parameter. The page number returned is 1-based.
func searchRequest(c echo.Context) (index.Request, int, error) {
	var req index.Request
	q, err := textParam(c, "q")
	if err != nil {
		return req, 0, err
	}
	req.Query = q
	if req.Limit, err = intParam(c, "limit", index.DefaultLimit, 1, index.MaxLimit); err != nil {
		return req, 0, err
	}
	if req.Offset, err = intParam(c, "offset", 0, 0, index.MaxOffset); err != nil {
		return req, 0, err
	}
	pageNum := 1
	switch p := c.QueryParam("page"); {
	case p == "":
	case numberLike(p):
		n, ok := decimal(p)
		if !ok || n < 1 || (n-1)*req.Limit > index.MaxOffset {
			return req, 0, badRequest("invalid_page", "page must be a number from 1 to %d at %d results a page, not %q",
				index.MaxOffset/req.Limit+1, req.Limit, text.Truncate(p, 40))
		}
		if c.QueryParam("offset") != "" {
			return req, 0, badRequest("invalid_offset", "offset and a page number cannot be combined: give one")
		}
		pageNum = n
		req.Offset = (n - 1) * req.Limit
	case len(p) > maxQueryBytes*2:
		return req, 0, badRequest("invalid_page", "page token too long")
	default:
		if c.QueryParam("offset") != "" || c.QueryParam("limit") != "" {
			return req, 0, badRequest("invalid_page", "a page token carries its own offset and limit: give it alone")
		}
		req.Page = p
	}
	if req.Page == "" && req.Offset > 0 {
		pageNum = req.Offset/req.Limit + 1
	}
	if hl := c.QueryParam("hl"); hl != "" {
		if !slices.Contains(index.UILangs, hl) {
			return req, 0, badRequest("invalid_hl", "hl must be fr, it or en, not %q", text.Truncate(hl, 40))
		}
		req.HL = hl
	}
	switch c.QueryParam("facets") {
	case "", "true", "1":
	case "false", "0":
		req.NoFacets = true
	default:
		return req, 0, badRequest("invalid_facets", "facets must be true or false")
	}
	if strings.TrimSpace(req.Query) == "" && req.Page == "" {
		return req, 0, badRequest("missing_query", "q is required")
	}
	return req, pageNum, nil
}

// numberLike reports whether a page parameter was meant as a page number
// rather than a next_page token: digits with perhaps a sign or a decimal
// point ("2", "-1", "+3", "1.5"). Tokens are base64 of text that starts
// with a letter, so they never look like this.
func numberLike(s string) bool {
	s = strings.TrimLeft(s, "+-")
	return s != "" && strings.Trim(s, "0123456789.") == ""
}

// answer is a search's result and, when suggestFor names a query for
// the result (a search that found nothing), the names and terms nearest
// to that query ("did you mean"), for a reader in lang. An answer whose
// parts are all cached is given before any limit: it costs next to
// nothing, and a client whose answer is ready must not wait behind costly
// queries (issue 23). The rest, the index and the suggestions, is the
// expensive part, admitted through the Limits: within the client's share,
// and the global cap.
func (s *Server) answer(c echo.Context, req index.Request, lang string, suggestFor func(*index.Result) string) (*index.Result, []suggestion, error) {
	if s.cache != nil {
		if res, ok := s.cache.Cached(req); ok {
			q := suggestFor(res)
			if q == "" {
				return res, nil, nil
			}
			if sg, ok := s.suggested.Get(suggestKey{q, lang}); ok {
				return res, sg, nil
			}
		}
	}
	release, err := s.limits.AdmitRequest(c, s.timeout, s.metrics)
	if err != nil {
		return nil, nil, err
	}
	defer release()
	// One search runs on no more processors than the client's share, or
	// a costly one would take every core while it collects (its shards
	// are searched concurrently), share or not.
	ctx := index.WithParallelism(c.Request().Context(), s.limits.ShareOf(c.RealIP()))
	res, err := s.search(ctx, req)
	if err != nil {
		return nil, nil, err
	}
	var sg []suggestion
	if q := suggestFor(res); q != "" {
		sg = s.suggestions(ctx, q, lang)
	}
	return res, sg, nil
}

// suggestKey is what "did you mean" depends on.
type suggestKey struct{ q, lang string }

// suggestions is didYouMean, remembered beside the result cache when
// there is one: a search that found nothing is answered from the cache
// only with its suggestions. Suggestions cut short by their deadline are
// not remembered.
func (s *Server) suggestions(ctx context.Context, q, lang string) []suggestion {
	if s.suggested == nil {
		sg, _ := s.didYouMean(ctx, q, lang)
		return sg
	}
	k := suggestKey{q, lang}
	if sg, ok := s.suggested.Get(k); ok {
		return sg
	}
	sg, complete := s.didYouMean(ctx, q, lang)
	if complete {
		s.suggested.Put(k, sg)
	}
	return sg
}

// suggestionsSize estimates the memory of a remembered "did you mean".
func suggestionsSize(k suggestKey, sg []suggestion) int64 {
	const str, slice = 16, 24
	n := int64(2*str+len(k.q)+len(k.lang)) + slice
	for _, x := range sg {
		n += 4*str + int64(len(x.Name)+len(x.Kind)+len(x.Lang)+len(x.URI))
	}
	return n
}

func (s *Server) search(ctx context.Context, req index.Request) (*index.Result, error) {
	if s.index == nil {
		return nil, apiError(http.StatusServiceUnavailable, "search_unavailable", "the search index is not available")
	}
	res, err := s.index.Search(ctx, req)
	if err != nil {
		return nil, err
	}
	return res, nil
}

func (s *Server) apiSearch(c echo.Context) error {
	req, _, err := searchRequest(c)
	if err != nil {
		return err
	}
	res, suggestions, err := s.answer(c, req, req.HL, func(res *index.Result) string {
		if res.Total == 0 && res.Offset == 0 {
			return res.Query
		}
		return ""
	})
	var qe *index.QueryError
	if req.Page != "" && errors.As(err, &qe) {
		// The token carries a query this server wrote, so a query error
		// means a token that was not one of its next_page links.
		return badRequest("invalid_page", "page is not a page number or the token of a next_page link")
	}
	if err != nil {
		return err
	}
	facets := res.Facets
	if facets != nil {
		// An empty facet is [], not null. The index's result may be shared
		// (cached), so the copy is changed, not it.
		f := *facets
		facets = &f
		for _, l := range []*[]index.FacetCount{&f.Kind, &f.Lang, &f.Doc, &f.Set, &f.Type, &f.Color, &f.ManaValue, &f.Mechanic} {
			if *l == nil {
				*l = []index.FacetCount{}
			}
		}
	}
	out := searchJSON{
		Object:    "list",
		Total:     res.Total,
		HasMore:   res.Next != "",
		Data:      make([]hitJSON, 0, len(res.Data)),
		Facets:    facets,
		Warnings:  s.searchNotes(res),
		Query:     res.Query,
		Offset:    res.Offset,
		Limit:     res.Limit,
		QueryLang: res.QueryLang,
		Prefer:    res.Prefer,
		Respelled: res.Respelled,
		Unknown:   res.Unknown,
	}
	// The query's own warnings come first, in English or ?hl=.
	copy(out.Warnings, apiWarnings(c, res))
	out.DidYouMean = suggestions
	if res.Next != "" {
		next := url.Values{"page": {res.Next}}
		if req.HL != "" {
			next.Set("hl", req.HL)
		}
		out.NextPage = s.urls.withQuery(routeAPISearch, next)
	}
	for _, h := range res.Data {
		out.Data = append(out.Data, hitJSON{Hit: h, URI: s.hitURL(h), Era: s.eras.of(h.ID, apiTr(c))})
	}
	return c.JSON(http.StatusOK, out)
}

// hitURL is the page of a hit.
func (s *Server) hitURL(h index.Hit) string {
	switch h.Kind {
	case index.KindRuling:
		if h.CardID != "" {
			return s.urls.card(h.CardID) + "#" + h.ID
		}
		if h.SectionID != "" {
			return s.urls.section(h.SectionID) + "#" + h.ID
		}
	case index.KindCard:
		return s.urls.card(h.ID)
	case index.KindSection:
		return s.urls.section(h.ID)
	case index.KindGlossary:
		return s.urls.glossary(h.ID)
	case index.KindRule:
		return s.urls.rule(h.ID)
	}
	return s.elementURL(h.ID)
}

// safeSnippet trusts a snippet's <mark> tags and nothing else: the index
// escapes the text, and anything else that looks like markup is escaped
// again rather than passed through.
func safeSnippet(snippet string) template.HTML {
	var b strings.Builder
	b.Grow(len(snippet) + 16)
	for snippet != "" {
		i := strings.IndexByte(snippet, '<')
		if i < 0 {
			writeLoose(&b, snippet)
			break
		}
		writeLoose(&b, snippet[:i])
		rest := snippet[i:]
		switch {
		case strings.HasPrefix(rest, "<mark>"):
			b.WriteString("<mark>")
			snippet = rest[len("<mark>"):]
		case strings.HasPrefix(rest, "</mark>"):
			b.WriteString("</mark>")
			snippet = rest[len("</mark>"):]
		default:
			b.WriteString("&lt;")
			snippet = rest[1:]
		}
	}
	return template.HTML(b.String())
}

// writeLoose writes s escaping what an escaped snippet must not contain,
// keeping the entities it already has. (A strings.Replacer built per call
// cost the search page a fifth of its time.)
func writeLoose(b *strings.Builder, s string) {
	for {
		i := strings.IndexAny(s, `>"`)
		if i < 0 {
			b.WriteString(s)
			return
		}
		b.WriteString(s[:i])
		if s[i] == '>' {
			b.WriteString("&gt;")
		} else {
			b.WriteString("&#34;")
		}
		s = s[i+1:]
	}
}

// searchView is the search page: the results and the facet sidebar, or,
// with no query, the home page.
type searchView struct {
	Query    string
	Error    string
	Result   *index.Result
	Hits     []hitView
	HitItems template.HTML // the hits' list items (fragment.go)
	Facets   []facetGroup
	Pages    pagination
	From, To int
	Docs     []*corpus.Document
	Syntax   string
	// Notes say what the search did with the query beyond the results
	// (warnings, respelled words, English names not loaded); Langs is
	// the bar that ranks, keeps or drops the other languages;
	// DidYouMean the nearest names and terms when nothing was found.
	Notes      []string
	Langs      *langBar
	DidYouMean []suggestion
	HelpURL    string
	Home       *homeView
}

type hitView struct {
	Kind, KindLabel, Title, URL, Lang, Context, ContextURL string
	// LangLabel is the hit's language as its badge shows it ("FR"),
	// LangName as the reader names it ("français").
	LangLabel, LangName string
	Snippet             template.HTML
	// Era, for a hit from old rules, says so; EraBadge is its label.
	Era      *eraJSON
	EraBadge string
}

type facetGroup struct {
	Label string
	Items template.HTML // its values' list items (fragment.go)
}

type facetValue struct {
	Label, URL, Lang string
	Symbol           template.HTML
	Count            int
	Active           bool
}

const pageSize = 20

func (s *Server) searchPage(c echo.Context) error {
	tr := translator(func() string { l, _ := uiLang(c.Request()); return l }())
	v := searchView{Syntax: index.Syntax}
	for i := range s.kb.Documents {
		v.Docs = append(v.Docs, &s.kb.Documents[i])
	}
	q := c.QueryParam("q")
	if strings.TrimSpace(q) == "" && c.QueryParam("page") == "" {
		v.Home = s.home(tr)
		return s.render(c, http.StatusOK, "search", "", v)
	}
	v.Query = q
	v.HelpURL = s.urls.path(routeHelp)
	if card := s.exactCard(q, string(tr)); card != nil && c.QueryParam("page") == "" {
		// The name of one card, in any language: its page is the answer.
		return c.Redirect(http.StatusSeeOther, s.urls.card(card.ID))
	}
	if u := s.exactRecordURL(q, string(tr)); u != "" && c.QueryParam("page") == "" {
		// The name of a card only the card data holds: its record.
		return c.Redirect(http.StatusSeeOther, u)
	}
	req, pageNum, err := searchRequest(c)
	req.HL = string(tr)
	if err == nil && req.Page != "" {
		err = badRequest("invalid_page", "page must be a number")
	}
	if err == nil {
		req.Limit = pageSize
		req.Offset = (pageNum - 1) * pageSize
		if req.Offset > index.MaxOffset {
			err = badRequest("invalid_page", "page too far")
		}
	}
	var res *index.Result
	var suggestions []suggestion
	if err == nil {
		res, suggestions, err = s.answer(c, req, string(tr), func(res *index.Result) string {
			if res.Total == 0 {
				return q
			}
			return ""
		})
	}
	if err != nil {
		e := s.toError(c, err)
		if e.Status >= 500 && !errors.Is(err, context.DeadlineExceeded) && e.Code != "search_unavailable" {
			return err
		}
		v.Error = e.in(tr)
		return s.render(c, e.Status, "search", q, v)
	}
	v.Result = res
	v.From, v.To = res.Offset+1, res.Offset+len(res.Data)
	for _, h := range res.Data {
		hv := hitView{Kind: h.Kind, KindLabel: tr.T("kind." + h.Kind), Title: h.Title, URL: s.hitURL(h), Lang: h.Lang,
			LangLabel: strings.ToUpper(h.Lang), LangName: tr.T("lang." + h.Lang), Snippet: s.snippetHTML(h.Snippet),
			Era: s.eras.of(h.ID, tr), EraBadge: tr.T("era.badge")}
		switch {
		case h.CardID != "" && h.Kind == index.KindRuling:
			hv.Context, hv.ContextURL = h.CardName, s.urls.card(h.CardID)
		case h.SectionID != "":
			hv.Context, hv.ContextURL = h.SectionTitle, s.urls.section(h.SectionID)
		}
		if hv.Context == hv.Title {
			// A ruling's title is its card's name already.
			hv.Context = ""
		}
		v.Hits = append(v.Hits, hv)
	}
	v.HitItems = hitItems(v.Hits)
	v.Facets = s.facetGroups(c.Request().URL, q, res.Facets, tr)
	v.Notes = s.pageNotes(res, tr)
	// The query's own warnings come first, worded in the reader's language.
	copy(v.Notes, resultWarnings(res, tr))
	v.Langs = s.langBar(q, res, tr)
	v.DidYouMean = suggestions
	v.Pages = paginate(c.Request().URL, res.Total, pageSize, pageNum, index.MaxOffset)
	return s.render(c, http.StatusOK, "search", q, v)
}

// facetGroups turns the facet counts into links that add (or, when
// already in the query, remove) the matching filter.
func (s *Server) facetGroups(u *url.URL, q string, f *index.Facets, tr translator) []facetGroup {
	if f == nil {
		return nil
	}
	var out []facetGroup
	clear := tr.T("search.clear")
	// Each value's link is the search path with the query toggled: the
	// query's words are split once, not once per value (there are dozens).
	fields := strings.Fields(q)
	search := s.urls.path(routeSearch) + "?q="
	add := func(key string, counts []index.FacetCount, filter func(string) string, label func(string) (string, string)) {
		var values []facetValue
		for _, fc := range counts {
			tok := filter(fc.Value)
			lbl, lang := label(fc.Value)
			fv := facetValue{Label: lbl, Lang: lang, Count: fc.Count}
			if key == "color" {
				if asset, ok := manaAsset(fc.Value); ok {
					fv.Symbol = template.HTML(`<img class="ms" src="` + template.HTMLEscapeString(s.mana.src(asset)) + `" alt="" width="16" height="16">`)
				}
			}
			nq, active := toggleFilter(fields, q, tok)
			fv.Active = active
			fv.URL = search + url.QueryEscape(nq) // as url.Values{"q": {nq}}.Encode()
			values = append(values, fv)
		}
		if len(values) > 0 {
			out = append(out, facetGroup{Label: tr.T("facet." + key), Items: facetItems(values, clear)})
		}
	}
	plain := func(v string) (string, string) { return v, "" }
	add("kind", f.Kind, prefixFilter("kind:"), func(v string) (string, string) { return tr.T("kind." + v), "" })
	add("lang", f.Lang, prefixFilter("lang:"), func(v string) (string, string) { return tr.T("lang." + v), "" })
	add("doc", f.Doc, prefixFilter("doc:"), func(v string) (string, string) {
		if d := s.kb.Document(v); d != nil {
			return d.Title, d.Lang
		}
		if v == index.DocCardData {
			return tr.T("record.source_carddata"), ""
		}
		return v, ""
	})
	add("set", f.Set, prefixFilter("set:"), func(v string) (string, string) { return setLabel(v), "" })
	add("type", f.Type, func(v string) string { return "t:" + strings.ToLower(v) }, func(v string) (string, string) {
		return s.termLabel(strings.ToLower(v), string(tr)), ""
	})
	add("color", f.Color, func(v string) string { return "c:" + strings.ToLower(v) }, func(v string) (string, string) { return tr.T("color." + v), "" })
	add("mana_value", f.ManaValue, prefixFilter("mv="), plain)
	add("mechanic", f.Mechanic, prefixFilter("mechanic:"), func(v string) (string, string) { return s.termLabel(v, string(tr)), "" })
	return out
}

func prefixFilter(p string) func(string) string {
	return func(v string) string { return p + v }
}

// toggleFilter adds tok to q, whose words are fields, or removes it when q
// already has it as a whole word; it reports whether it was there.
func toggleFilter(fields []string, q, tok string) (string, bool) {
	if !slices.ContainsFunc(fields, func(f string) bool { return strings.EqualFold(f, tok) }) {
		return strings.TrimSpace(q + " " + tok), false
	}
	var kept []string
	for _, f := range fields {
		if !strings.EqualFold(f, tok) {
			kept = append(kept, f)
		}
	}
	return strings.Join(kept, " "), true
}

func (s *Server) term(key string) *corpus.Term {
	for i := range s.terms {
		if s.terms[i].Key == key {
			return &s.terms[i]
		}
	}
	return nil
}

// termLabel names a term-table key in the reader's language.
func (s *Server) termLabel(key, lang string) string {
	t := s.term(key)
	if t == nil {
		return key
	}
	if forms := t.Forms(lang); len(forms) > 0 {
		return forms[0]
	}
	return key
}

func (s *Server) helpPage(c echo.Context) error {
	return s.render(c, http.StatusOK, "help", msgKey("nav.help"), newHelpView(pageTr(c)))
}
