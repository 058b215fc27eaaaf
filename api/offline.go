package api

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io/fs"
	"net/http"
	"sort"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/templates"
	"github.com/labstack/echo/v4"
)

// At the table, a judge may have no network. The pages install as a web
// app (static/manifest.webmanifest) whose service worker (static/sw.js,
// served at /sw.js so that it controls every page) keeps the pages
// already visited and a compact index of every name (/api/names),
// downloaded once; offline, a search falls back to /offline, which looks
// the name up in that index (static/offline.js). No script is inline: the
// Content-Security-Policy forbids it.

// nameRef is one line of the names index: what a judge may look up by
// name, and where it is.
type nameRef struct {
	Name string `json:"n"`
	Kind string `json:"k"` // card, glossary, section, term
	Lang string `json:"l"`
	URL  string `json:"u"`
}

type namesJSON struct {
	Object string    `json:"object"`
	Total  int       `json:"total"`
	Data   []nameRef `json:"data"`
}

// namesIndex lists every card, glossary entry, section and term by name,
// in knowledge-base order.
func (s *Server) namesIndex() []nameRef {
	var out []nameRef
	for i := range s.kb.Cards {
		c := &s.kb.Cards[i]
		out = append(out, nameRef{Name: c.Name, Kind: "card", Lang: c.Lang, URL: s.urls.card(c.ID)})
	}
	for i := range s.kb.Glossary {
		g := &s.kb.Glossary[i]
		out = append(out, nameRef{Name: g.Term, Kind: "glossary", Lang: g.Lang, URL: s.urls.glossary(g.ID)})
	}
	for i := range s.kb.Sections {
		sec := &s.kb.Sections[i]
		out = append(out, nameRef{Name: sec.Title, Kind: "section", Lang: sec.Lang, URL: s.urls.section(sec.ID)})
	}
	for _, t := range s.terms {
		for lang, forms := range map[string][]string{"en": t.EN, "fr": t.FR, "it": t.IT} {
			if len(forms) > 0 {
				out = append(out, nameRef{Name: forms[0], Kind: "term", Lang: lang, URL: s.urls.term(t.Key)})
			}
		}
	}
	// The terms' languages come from a map: sort them for a stable index.
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Kind != "term" || out[j].Kind != "term" {
			return false
		}
		return out[i].URL < out[j].URL || out[i].URL == out[j].URL && out[i].Lang < out[j].Lang
	})
	return out
}

func (s *Server) apiNames(c echo.Context) error {
	ns := s.namesList()
	return c.JSON(http.StatusOK, namesJSON{Object: "list", Total: len(ns), Data: ns})
}

// offlinePage is what a search shows without network: the name lookup in
// the index the service worker keeps. Online it works the same.
func (s *Server) offlinePage(c echo.Context) error {
	return s.render(c, http.StatusOK, "offline", msgKey("offline.title"), nil)
}

// serviceWorker serves static/sw.js at the root, so that it controls
// every page, with the version of the static assets and the names index
// written in: a new build makes browsers install the new worker, which
// drops the old caches.
func (s *Server) serviceWorker(c echo.Context) error {
	b, err := s.swScript()
	if err != nil {
		return err
	}
	h := c.Response().Header()
	h.Set("Cache-Control", "no-cache")
	h.Set("Service-Worker-Allowed", "/")
	return c.Blob(http.StatusOK, "text/javascript; charset=utf-8", b)
}

// swVersion hashes what the worker caches for good: the static assets.
func swVersion(versions map[string]string, corpus string) string {
	names := make([]string, 0, len(versions))
	for n := range versions {
		names = append(names, n)
	}
	sort.Strings(names)
	h := sha256.New()
	for _, n := range names {
		h.Write([]byte(n + "=" + versions[n] + "\n"))
	}
	h.Write([]byte(corpus))
	return hex.EncodeToString(h.Sum(nil)[:6])
}

// newSWScript reads static/sw.js once and writes the version and the
// URLs it needs into it.
func (s *Server) newSWScript() func() ([]byte, error) {
	return sync.OnceValues(func() ([]byte, error) {
		src, err := fs.ReadFile(templates.FS, "static/sw.js")
		if err != nil {
			return nil, err
		}
		fp, err := s.fingerprint()
		if err != nil {
			return nil, err
		}
		var assets []string
		for name, v := range s.tmpl.version {
			// The mana symbols are kept as pages that show them are
			// visited: precaching all of them would make every first
			// visit fetch some seventy files.
			if name == "sw.js" || strings.HasPrefix(name, "mana/") {
				continue
			}
			assets = append(assets, s.urls.static(name, v))
		}
		sort.Strings(assets)
		list, err := json.Marshal(assets)
		if err != nil {
			return nil, err
		}
		r := strings.NewReplacer(
			"__ASSETS__", string(list),
			"__VERSION__", swVersion(s.tmpl.version, fp),
			"__OFFLINE__", s.urls.path(routeOffline),
			"__NAMES__", s.urls.path(routeAPINames),
			"__STATIC__", s.urls.path(routeStatic, ""),
		)
		return []byte(r.Replace(string(src))), nil
	})
}
