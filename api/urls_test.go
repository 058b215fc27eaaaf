package api

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"testing"
	"text/template/parse"

	"github.com/labstack/echo/v4"
)

// TestRouteNamesRoundTrip: every route name builds a path that the router
// sends back to the route of that name, with its parameters intact however
// they are spelt.
func TestRouteNamesRoundTrip(t *testing.T) {
	s := newTestServer(t)
	paths := map[string]string{}
	for _, r := range s.echo.Routes() {
		if r.Method == http.MethodGet {
			paths[r.Name] = r.Path
		}
	}
	for _, name := range routeNames {
		for _, value := range []string{"dsk-fr-anthropede", "702.118a", "à b/c?d#e%f"} {
			n := len(s.urls.routes[name].wild)
			params := slices.Repeat([]string{value}, n)
			p, err := s.urls.build(name, params...)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			req.URL, err = url.Parse(p)
			if err != nil {
				t.Errorf("%s: %q is not a URL: %v", name, p, err)
				continue
			}
			c := s.echo.NewContext(req, httptest.NewRecorder())
			s.echo.Router().Find(http.MethodGet, echo.GetPath(req), c)
			if c.Path() != paths[name] {
				t.Errorf("%s(%q) = %q, which routes to %q, not %q", name, value, p, c.Path(), paths[name])
				continue
			}
			for i, v := range c.ParamValues()[:n] {
				if s.urls.routes[name].wild[i] {
					continue // a wildcard keeps its slashes: checked below
				}
				if got, err := url.PathUnescape(v); err != nil || got != value {
					t.Errorf("%s(%q) = %q: parameter %d reads back as %q (%v)", name, value, p, i, got, err)
				}
			}
		}
	}
}

func TestURLs(t *testing.T) {
	u := newTestServer(t).urls
	tests := []struct{ got, want string }{
		{u.card("dsk-fr-anthropede"), "/cards/dsk-fr-anthropede"},
		{u.card("a b/c"), "/cards/a%20b%2Fc"},
		{u.section("dsk-it-s-delirio"), "/sections/dsk-it-s-delirio"},
		{u.glossary("9ed-fr-g-initiative"), "/glossary/9ed-fr-g-initiative"},
		{u.rule("emn-fr-702.118a"), "/rules/emn-fr-702.118a"},
		{u.document("dsk-fr"), "/documents/dsk-fr"},
		{u.compare("dsk-fr-anthropede"), "/compare/dsk-fr-anthropede"},
		{u.term("manifest-dread"), "/terms/manifest-dread"},
		{u.path(routeHome), "/"},
		{u.withQuery(routeSearch, url.Values{"q": {"t:créature mv>=2"}}), "/search?q=t%3Acr%C3%A9ature+mv%3E%3D2"},
		{u.withQuery(routeDifferences, nil), "/compare"},
		{u.static("style.css", "0a1b"), "/static/style.css?v=0a1b"},
		{u.static("mana/W U.svg", "0a1b"), "/static/mana/W%20U.svg?v=0a1b"},
		{u.mana().src("WU.svg"), "/static/mana/WU.svg"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

func TestURLsBadUse(t *testing.T) {
	u := newTestServer(t).urls
	for _, tt := range []struct {
		name   string
		params []any
		want   string
	}{
		{"nope", nil, `no route named "nope"`},
		{routeCard, nil, "takes 1 parameters, not 0"},
		{routeHelp, []any{"x"}, "takes 0 parameters, not 1"},
	} {
		if _, err := u.templateURL(tt.name, tt.params...); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("url %q %v: error %v, want %q", tt.name, tt.params, err, tt.want)
		}
	}
	defer func() {
		if r := recover(); r == nil {
			t.Error("path with a wrong parameter count did not panic")
		}
	}()
	u.path(routeCard)
}

// TestNewURLsNeedsEveryRoute: a route name the code uses but routes()
// forgot to register stops the server from being built.
func TestNewURLsNeedsEveryRoute(t *testing.T) {
	e := echo.New()
	e.GET("/", func(echo.Context) error { return nil }).Name = routeHome
	if _, err := newURLs(e); err == nil || !strings.Contains(err.Error(), "no route named") {
		t.Errorf("newURLs with one route: %v", err)
	}
}

// TestTemplatesUseNamedRoutes: every {{url "name" …}} of every template
// names a route and gives it as many parameters as its path has, and no
// template writes a site path by hand.
func TestTemplatesUseNamedRoutes(t *testing.T) {
	s := newTestServer(t)
	calls := 0
	for page, pt := range s.tmpl.pages {
		for _, tm := range pt.Templates() {
			if tm.Tree == nil {
				continue
			}
			walkCommands(tm.Tree.Root, func(cmd *parse.CommandNode) {
				id, ok := cmd.Args[0].(*parse.IdentifierNode)
				if !ok || id.Ident != "url" {
					return
				}
				calls++
				name, ok := cmd.Args[1].(*parse.StringNode)
				if !ok {
					t.Errorf("%s: %s: the route name is not a constant", page, cmd)
					return
				}
				r, ok := s.urls.routes[name.Text]
				if !ok {
					t.Errorf("%s: %s: no route named %q", page, cmd, name.Text)
					return
				}
				if got := len(cmd.Args) - 2; got != len(r.wild) {
					t.Errorf("%s: %s: %d parameters, route %q takes %d", page, cmd, got, name.Text, len(r.wild))
				}
			})
			walkText(tm.Tree.Root, func(text string) {
				for _, attr := range []string{`href="/`, `src="/`, `action="/`} {
					if strings.Contains(text, attr) {
						t.Errorf("%s: template %s writes a path by hand: %s…", page, tm.Name(), attr)
					}
				}
			})
		}
	}
	if calls == 0 {
		t.Fatal("no url call found in the templates: the walk is broken")
	}
}

// walkCommands calls f for every command of every pipeline under n.
func walkCommands(n parse.Node, f func(*parse.CommandNode)) {
	switch n := n.(type) {
	case *parse.ListNode:
		if n != nil {
			for _, c := range n.Nodes {
				walkCommands(c, f)
			}
		}
	case *parse.ActionNode:
		walkCommands(n.Pipe, f)
	case *parse.TemplateNode:
		walkCommands(n.Pipe, f)
	case *parse.IfNode:
		walkBranch(&n.BranchNode, f)
	case *parse.RangeNode:
		walkBranch(&n.BranchNode, f)
	case *parse.WithNode:
		walkBranch(&n.BranchNode, f)
	case *parse.PipeNode:
		if n != nil {
			for _, c := range n.Cmds {
				f(c)
				for _, a := range c.Args {
					walkCommands(a, f)
				}
			}
		}
	}
}

func walkBranch(b *parse.BranchNode, f func(*parse.CommandNode)) {
	walkCommands(b.Pipe, f)
	walkCommands(b.List, f)
	walkCommands(b.ElseList, f)
}

// walkText calls f for every piece of literal text under n.
func walkText(n parse.Node, f func(string)) {
	switch n := n.(type) {
	case *parse.ListNode:
		if n != nil {
			for _, c := range n.Nodes {
				walkText(c, f)
			}
		}
	case *parse.TextNode:
		f(string(n.Text))
	case *parse.IfNode:
		walkText(n.List, f)
		walkText(n.ElseList, f)
	case *parse.RangeNode:
		walkText(n.List, f)
		walkText(n.ElseList, f)
	case *parse.WithNode:
		walkText(n.List, f)
		walkText(n.ElseList, f)
	}
}
