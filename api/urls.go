package api

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/labstack/echo/v4"
)

// Route names. Every path is spelt once, where routes() registers it under
// one of these names; every URL the server writes, in Go or in a template
// ({{url "card" .ID}}), is built from the name.
const (
	routeHome        = "home"
	routeSearch      = "search"
	routeHelp        = "help"
	routeCard        = "card"
	routeSection     = "section"
	routeGlossary    = "glossary"
	routeRule        = "rule"
	routeDocuments   = "documents"
	routeDocument    = "document"
	routeDifferences = "differences"
	// routeLangDifferences is /differences: the cards whose languages
	// compile differently (routeDifferences is the alignment's list).
	routeLangDifferences = "langdifferences"
	routeCompare         = "compare"
	routeVerify          = "verify"
	routeTerms           = "terms"
	routeTerm            = "term"
	routeStatic          = "static"
	routeHealthz         = "healthz"
	routeReadyz          = "readyz"
	routeMetrics         = "metrics"
	routeOffline         = "offline"
	routeSW              = "sw"

	routeAPIOpenAPI      = "api.openapi"
	routeAPIVersion      = "api.version"
	routeAPISearch       = "api.search"
	routeAPIAutocomplete = "api.autocomplete"
	routeAPICardNamed    = "api.card.named"
	routeAPICard         = "api.card"
	routeAPISection      = "api.section"
	routeAPIGlossary     = "api.glossary"
	routeAPIRule         = "api.rule"
	routeAPIDocuments    = "api.documents"
	routeAPIDocument     = "api.document"
	routeAPICompare      = "api.compare"
	routeAPIDifferences  = "api.differences"
	routeAPIVerify       = "api.verify"
	routeAPITerms        = "api.terms"
	routeAPITerm         = "api.term"
	routeAPINames        = "api.names"
)

// routeNames lists every name above: newURLs checks that each one names a
// registered route.
var routeNames = []string{
	routeHome, routeSearch, routeHelp, routeCard, routeSection, routeGlossary, routeRule,
	routeDocuments, routeDocument, routeDifferences, routeLangDifferences, routeCompare, routeVerify, routeTerms,
	routeTerm, routeStatic, routeHealthz, routeReadyz, routeMetrics, routeOffline, routeSW, routeAPINames,
	routeAPIOpenAPI, routeAPIVersion, routeAPISearch, routeAPIAutocomplete, routeAPICardNamed, routeAPICard,
	routeAPISection, routeAPIGlossary, routeAPIRule, routeAPIDocuments, routeAPIDocument,
	routeAPICompare, routeAPIDifferences, routeAPIVerify, routeAPITerms, routeAPITerm,
}

// urls builds the paths of the named routes. Each route's path is asked of
// Echo's Reverse once, with a mark for each parameter, and kept split at
// the marks: building a link is then a concatenation rather than a walk
// over the routing table, and it escapes its parameters, which Reverse
// does not.
type urls struct {
	routes map[string]reversed
}

type reversed struct {
	parts []string // len(parts) = number of parameters + 1
	wild  []bool   // parameter i is a "*" wildcard: its slashes are kept
}

// paramMark stands for a parameter in the path Reverse returns; no route
// path holds it.
const paramMark = "\x00"

func newURLs(e *echo.Echo) (*urls, error) {
	paths := map[string]string{}
	for _, r := range e.Routes() {
		paths[r.Name] = r.Path
	}
	u := &urls{routes: make(map[string]reversed, len(routeNames))}
	for _, name := range routeNames {
		p, ok := paths[name]
		if !ok {
			return nil, fmt.Errorf("api: no route named %q", name)
		}
		var r reversed
		for seg := range strings.SplitSeq(p, "/") {
			switch {
			case strings.HasPrefix(seg, ":"):
				r.wild = append(r.wild, false)
			case seg == "*":
				r.wild = append(r.wild, true)
			}
		}
		marks := make([]any, len(r.wild))
		for i := range marks {
			marks[i] = paramMark
		}
		r.parts = strings.Split(e.Reverse(name, marks...), paramMark)
		if len(r.parts) != len(r.wild)+1 {
			return nil, fmt.Errorf("api: route %q (%s) reverses to %q", name, p, r.parts)
		}
		u.routes[name] = r
	}
	return u, nil
}

// build returns the path of route name with its parameters, escaped.
func (u *urls) build(name string, params ...string) (string, error) {
	r, ok := u.routes[name]
	if !ok {
		return "", fmt.Errorf("api: no route named %q", name)
	}
	if len(params) != len(r.wild) {
		return "", fmt.Errorf("api: route %q takes %d parameters, not %d", name, len(r.wild), len(params))
	}
	var b strings.Builder
	b.WriteString(r.parts[0])
	for i, p := range params {
		if r.wild[i] {
			b.WriteString(escapeSegments(p))
		} else {
			b.WriteString(url.PathEscape(p))
		}
		b.WriteString(r.parts[i+1])
	}
	return b.String(), nil
}

// path is build for the Go code's own calls, whose names are the
// constants above and whose parameter counts the tests check: a mistake
// there is a programming error.
func (u *urls) path(name string, params ...string) string {
	p, err := u.build(name, params...)
	if err != nil {
		panic(err)
	}
	return p
}

// templateURL is the templates' url function: {{url "card" .ID}}. A wrong
// name or parameter count fails the page's rendering with an error.
func (u *urls) templateURL(name string, params ...any) (string, error) {
	ps := make([]string, len(params))
	for i, p := range params {
		ps[i] = fmt.Sprint(p)
	}
	return u.build(name, ps...)
}

// escapeSegments escapes each slash-separated segment of a wildcard
// parameter ("mana/W.svg").
func escapeSegments(p string) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return strings.Join(segs, "/")
}

func (u *urls) card(id string) string     { return u.path(routeCard, id) }
func (u *urls) section(id string) string  { return u.path(routeSection, id) }
func (u *urls) glossary(id string) string { return u.path(routeGlossary, id) }
func (u *urls) rule(id string) string     { return u.path(routeRule, id) }
func (u *urls) document(id string) string { return u.path(routeDocument, id) }
func (u *urls) compare(id string) string  { return u.path(routeCompare, id) }
func (u *urls) term(key string) string    { return u.path(routeTerm, key) }

// withQuery is the path of a route followed by a query.
func (u *urls) withQuery(name string, q url.Values, params ...string) string {
	p := u.path(name, params...)
	if len(q) == 0 {
		return p
	}
	return p + "?" + q.Encode()
}

// mana draws mana symbols with the static route's images.
func (u *urls) mana() manaImages { return manaImages{dir: u.path(routeStatic, "mana/")} }

// static is the URL of a static asset, versioned by its content hash so
// that browsers may keep it for good.
func (u *urls) static(name, version string) string {
	return u.withQuery(routeStatic, url.Values{"v": {version}}, name)
}
