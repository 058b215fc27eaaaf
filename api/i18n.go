package api

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"

	"github.com/arbitre/arbitre/internal/locale"
	"golang.org/x/text/language"
)

// Page chrome (labels, buttons, headings) comes in French, Italian and
// English; the content keeps the language it was written in. The reader
// picks with ?hl= (remembered in a cookie), else Accept-Language decides,
// else French, the language of most of the corpus. A language is offered
// once its messages are in internal/locale and its code is here, in the
// order of the language switch (TestCatalogueLanguages holds the two
// together).
var uiLangs = []string{"fr", "it", "en"}

var uiMatcher = func() language.Matcher {
	tags := make([]language.Tag, len(uiLangs))
	for i, l := range uiLangs {
		tags[i] = language.Make(l)
	}
	return language.NewMatcher(tags)
}()

const uiCookie = "hl"

// uiLang chooses the chrome language of a request, and reports whether it
// came from ?hl= (the caller then remembers it in a cookie).
func uiLang(r *http.Request) (lang string, fromParam bool) {
	if hl := r.URL.Query().Get("hl"); isUILang(hl) {
		return hl, true
	}
	if c, err := r.Cookie(uiCookie); err == nil && isUILang(c.Value) {
		return c.Value, false
	}
	if al := r.Header.Get("Accept-Language"); al != "" {
		tags, _, err := language.ParseAcceptLanguage(al)
		if err == nil && len(tags) > 0 {
			_, i, conf := uiMatcher.Match(tags...)
			if conf != language.No {
				return uiLangs[i], false
			}
		}
	}
	return "fr", false
}

func isUILang(s string) bool {
	return slices.Contains(uiLangs, s)
}

// withParam returns u's path and query with one parameter set, for links
// that keep the rest of the query (language switch, facets, pages).
func withParam(u *url.URL, key, value string) string {
	q := u.Query()
	if value == "" {
		q.Del(key)
	} else {
		q.Set(key, value)
	}
	if len(q) == 0 {
		return u.Path
	}
	return u.Path + "?" + q.Encode()
}

// messages is the interface's catalogue (package locale), read and checked
// once; New fails if it does not load, so that a translator, which has no
// error to return, never meets a broken one.
func messages() *locale.Catalogue {
	c, err := locale.Load()
	if err != nil {
		panic(err)
	}
	return c
}

// translator returns the catalogue's string for key in one language,
// falling back to English, then to the key itself so that a missing
// string shows up on the page instead of an empty button.
type translator string

func (t translator) T(key string) string {
	m, ok := messages().Message(string(t), key)
	if !ok {
		return key
	}
	return m
}

// Layout names a card layout ("modal_dfc", corpus.Layout* or the card
// data's) in t's language; a layout the catalogue lacks keeps its code,
// better than the key.
func (t translator) Layout(layout string) string {
	if !messages().Has("layout." + layout) {
		return layout
	}
	return t.T("layout." + layout)
}

// Tf formats the catalogue's string for key with args, as fmt.Sprintf
// does; a translation may reorder them with %[2]s.
func (t translator) Tf(key string, args ...any) string {
	m, ok := messages().Message(string(t), key)
	if !ok {
		return fmt.Sprint(append([]any{key, ": "}, args...)...)
	}
	return fmt.Sprintf(m, args...)
}

// Has reports whether the catalogue holds key.
func (t translator) Has(key string) bool {
	return messages().Has(key)
}
