package api

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"path"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/rules"
	"github.com/arbitre/arbitre/templates"
	"github.com/labstack/echo/v4"
)

// renderer holds one parsed template set per page (the layout plus the
// page's own file) and the content hashes of the static assets, which
// version their URLs so that browsers may cache them for good.
type renderer struct {
	urls    *urls
	pages   map[string]*template.Template
	version map[string]string // static file name → short content hash
	assets  map[string]string // static file name → its versioned URL
	chromes sync.Map          // chromeKey → chrome, rendered on first use
}

// chrome is the constant part of a page's head and header, in one
// language with one set of pages in the navigation (templates/layout.html:
// chrome-head, chrome-top, chrome-nav). Rendered once for each, it saved
// every page some fifty reflective template calls of the hundred and
// sixty a search page made.
type chrome struct{ Head, Top, Nav template.HTML }

type chromeKey struct {
	ui                    string
	hasCompare, hasVerify bool
}

// chromeFor returns p's chrome, rendering it with t (any page's template
// set: all hold the layout) the first time.
func (r *renderer) chromeFor(t *template.Template, p page) (chrome, error) {
	key := chromeKey{p.UI, p.HasCompare, p.HasVerify}
	if c, ok := r.chromes.Load(key); ok {
		return c.(chrome), nil
	}
	var c chrome
	for _, part := range []struct {
		name string
		out  *template.HTML
	}{{"chrome-head", &c.Head}, {"chrome-top", &c.Top}, {"chrome-nav", &c.Nav}} {
		var b strings.Builder
		if err := t.ExecuteTemplate(&b, part.name, p); err != nil {
			return chrome{}, fmt.Errorf("api: rendering %s: %w", part.name, err)
		}
		*part.out = template.HTML(b.String())
	}
	r.chromes.Store(key, c)
	return c, nil
}

func newRenderer(u *urls) (*renderer, error) {
	r := &renderer{urls: u, pages: map[string]*template.Template{}, version: map[string]string{}, assets: map[string]string{}}
	layout, err := fs.ReadFile(templates.FS, "layout.html")
	if err != nil {
		return nil, fmt.Errorf("api: templates: %w", err)
	}
	names, err := fs.Glob(templates.FS, "*.html")
	if err != nil {
		return nil, fmt.Errorf("api: templates: %w", err)
	}
	for _, name := range names {
		if name == "layout.html" {
			continue
		}
		src, err := fs.ReadFile(templates.FS, name)
		if err != nil {
			return nil, fmt.Errorf("api: templates: %w", err)
		}
		t := template.New("layout").Funcs(template.FuncMap{"mana": u.mana().html, "url": u.templateURL, "withPage": withPage})
		if _, err := t.Parse(string(layout)); err != nil {
			return nil, fmt.Errorf("api: templates/layout.html: %w", err)
		}
		if _, err := t.New(name).Parse(string(src)); err != nil {
			return nil, fmt.Errorf("api: templates/%s: %w", name, err)
		}
		r.pages[strings.TrimSuffix(name, ".html")] = t
	}
	err = fs.WalkDir(templates.FS, "static", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(templates.FS, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(b)
		name := strings.TrimPrefix(p, "static/")
		r.version[name] = hex.EncodeToString(sum[:6])
		r.assets[name] = u.static(name, r.version[name])
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("api: static assets: %w", err)
	}
	return r, nil
}

// page is what every template receives: the chrome's language and strings,
// the search box's content, the language switch, and the page's own view.
type page struct {
	translator
	UI     string
	Title  string
	Query  string
	Switch []langLink
	// HasCompare and HasVerify say whether the translators' and the rules
	// engine's pages are available, for the navigation.
	HasCompare, HasVerify bool
	V                     any
	Chrome                chrome
	assets                map[string]string // see renderer
}

// withPage pairs a value with the page, for partial templates that need
// the chrome strings: {{template "marks" (withPage $ .Marks)}}.
func withPage(p page, v any) struct {
	P page
	V any
} {
	return struct {
		P page
		V any
	}{p, v}
}

// msgKey is a page title given as a chrome string's key, translated into
// the reader's language.
type msgKey string

type langLink struct {
	Code, Label, URL string
	Current          bool
}

// GameLog words a rules engine's game log in the page's language.
// A log given only as text (a report read back from JSON) stays as is.
func (p page) GameLog(ls []rules.LogLine, plain []string) []string {
	if len(ls) == 0 {
		return plain
	}
	return logLines(ls, p.translator)
}

// Static returns the versioned URL of a static asset.
func (p page) Static(name string) string {
	return p.assets[name]
}

var langLabels = map[string]string{"fr": "Français", "it": "Italiano", "en": "English"}

// maxEchoBytes bounds how much of the request target a page repeats in its
// links; a page for a longer one links to less.
const maxEchoBytes = 2 << 10

// render writes a page. The chrome language follows the request (see
// uiLang); a choice made with ?hl= is remembered in a cookie.
func (s *Server) render(c echo.Context, status int, name string, title any, v any) error {
	buf := s.bufs.Get()
	defer s.bufs.Put(buf)
	ui, err := s.execute(c, buf, name, title, v)
	if err != nil {
		return err
	}
	return writePage(c, status, ui, buf.Bytes())
}

// renderCached is render for a page that shows nothing but what its
// owner holds, in the reader's language: the bytes rendered for each
// language are kept in pages and written again, without rendering. The
// owner holds pages for as long as what the page shows stays (a
// snapshot's verification report). A request with any parameter other
// than its language is rendered as usual, so that pages holds at most
// two entries per language.
func (s *Server) renderCached(c echo.Context, pages *pageCache, name string, title any, view func() any) error {
	req := c.Request()
	ui, fromParam := uiLang(req)
	if q := req.URL.RawQuery; q != "" && !(fromParam && q == "hl="+ui) {
		return s.render(c, http.StatusOK, name, title, view())
	}
	rendered := false
	body, err := pages.get(req.Context(), ui+"?"+req.URL.RawQuery, func() ([]byte, error) {
		rendered = true
		buf := s.bufs.Get()
		defer s.bufs.Put(buf)
		if _, err := s.execute(c, buf, name, title, view()); err != nil {
			return nil, err
		}
		return bytes.Clone(buf.Bytes()), nil
	})
	if err != nil {
		return err
	}
	if !rendered {
		s.pageLang(c) // execute did it for the request that rendered
	}
	return writePage(c, http.StatusOK, ui, body)
}

// pageCache keeps pages rendered once per key (renderCached). While one
// request renders a key, the others asking for it wait for that
// rendering rather than each doing it: a thousand readers arriving at
// once on a cold cache rendered /verify as many times at once as
// --max-busy let in, and on a loaded machine some of them ran out of
// time.
type pageCache struct {
	mu    sync.Mutex
	pages map[string]*pageCall
}

// pageCall is one key's rendering: body is set, or err, before done is
// closed.
type pageCall struct {
	done chan struct{}
	body []byte
	err  error
}

// get returns the page kept for key, rendering it with render if none is
// kept yet or being rendered; a rendering that fails is not kept, and
// those waiting for it try again. A caller whose ctx ends while it waits
// gets ctx's error.
func (pc *pageCache) get(ctx context.Context, key string, render func() ([]byte, error)) ([]byte, error) {
	for {
		pc.mu.Lock()
		call := pc.pages[key]
		if call == nil {
			call = &pageCall{done: make(chan struct{})}
			if pc.pages == nil {
				pc.pages = make(map[string]*pageCall)
			}
			pc.pages[key] = call
			pc.mu.Unlock()
			call.body, call.err = render()
			if call.err != nil {
				pc.mu.Lock()
				delete(pc.pages, key)
				pc.mu.Unlock()
			}
			close(call.done)
			return call.body, call.err
		}
		pc.mu.Unlock()
		select {
		case <-call.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if call.err == nil {
			return call.body, nil
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
	}
}

// pageLang is the reader's language for a page (see uiLang). A choice
// made with ?hl= is remembered in a cookie, and the response is then
// kept from shared caches.
func (s *Server) pageLang(c echo.Context) string {
	ui, fromParam := uiLang(c.Request())
	if fromParam {
		c.SetCookie(&http.Cookie{Name: uiCookie, Value: ui, Path: "/", MaxAge: 365 * 24 * 3600, SameSite: http.SameSiteLaxMode, HttpOnly: true})
		// A shared cache must neither keep nor replay this response: its
		// cookie is one reader's choice of language.
		c.Response().Header().Set("Cache-Control", "private, no-cache")
	}
	return ui
}

// writePage writes a rendered page in language ui.
func writePage(c echo.Context, status int, ui string, body []byte) error {
	h := c.Response().Header()
	h.Set("Content-Language", ui)
	h.Add("Vary", "Accept-Language, Cookie")
	return c.HTMLBlob(status, body) // copied by the writer
}

// execute renders page name into buf and returns its language.
func (s *Server) execute(c echo.Context, buf *bytes.Buffer, name string, title any, v any) (string, error) {
	t := s.tmpl.pages[name]
	if t == nil {
		return "", fmt.Errorf("api: no template %q", name)
	}
	req := c.Request()
	ui := s.pageLang(c)
	p := page{translator: translator(ui), UI: ui, V: v, assets: s.tmpl.assets, HasCompare: s.align.Len() > 0, HasVerify: s.verification() != nil}
	switch t := title.(type) {
	case string:
		p.Title = t
	case msgKey:
		p.Title = p.T(string(t))
	}
	if q := req.URL.Query().Get("q"); len(q) <= maxQueryBytes {
		p.Query = q
	}
	// The language links repeat the request's target; an overlong one (the
	// page refusing it, say) is not echoed back, only its path or the home.
	here := req.URL
	if len(req.URL.RawQuery) > maxEchoBytes {
		here = &url.URL{Path: req.URL.Path}
	}
	if len(here.Path) > maxEchoBytes {
		here = &url.URL{Path: s.urls.path(routeHome)}
	}
	for _, l := range uiLangs {
		p.Switch = append(p.Switch, langLink{Code: l, Label: langLabels[l], URL: withParam(here, "hl", l), Current: l == ui})
	}
	// A request past its deadline is not rendered: under load, a page
	// finished after the client gave up only delays the next one. The
	// writer stops a long rendering when the deadline passes mid-way.
	ctx := req.Context()
	if err := ctx.Err(); err != nil {
		return "", err
	}
	var err error
	if p.Chrome, err = s.tmpl.chromeFor(t, p); err != nil {
		return "", err
	}
	if err := t.ExecuteTemplate(&ctxWriter{ctx: ctx, w: buf}, "layout", p); err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return "", cerr
		}
		return "", fmt.Errorf("api: rendering %s: %w", name, err)
	}
	return ui, nil
}

// staticHandler serves templates/static. A request carrying the current
// version (?v=hash, as Static writes it) may be cached for a year.
func (s *Server) staticHandler(c echo.Context) error {
	name := path.Clean(c.Param("*"))
	if !fs.ValidPath(name) || name == "." {
		return notFoundMsg("err.no_file")
	}
	b, err := fs.ReadFile(templates.FS, "static/"+name)
	if err != nil {
		return notFoundMsg("err.no_file")
	}
	ct := "application/octet-stream"
	switch path.Ext(name) {
	case ".css":
		ct = "text/css; charset=utf-8"
	case ".js":
		ct = "text/javascript; charset=utf-8"
	case ".svg":
		ct = "image/svg+xml"
	case ".png":
		ct = "image/png"
	case ".webmanifest":
		ct = "application/manifest+json"
	}
	if v := c.QueryParam("v"); v != "" && v == s.tmpl.version[name] {
		c.Response().Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		c.Response().Header().Set("Cache-Control", "public, max-age=86400")
	}
	return c.Blob(http.StatusOK, ct, b)
}

// ctxWriter writes to w until ctx is done, then fails, which stops the
// template writing to it. It looks at ctx every few kilobytes: a template
// writes in many small pieces.
type ctxWriter struct {
	ctx     context.Context
	w       *bytes.Buffer
	unready int // bytes written since ctx was last looked at
}

func (w *ctxWriter) Write(p []byte) (int, error) {
	if w.unready += len(p); w.unready >= 4<<10 {
		w.unready = 0
		if err := w.ctx.Err(); err != nil {
			return 0, err
		}
	}
	return w.w.Write(p)
}
