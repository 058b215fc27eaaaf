package api

import (
	"html/template"
	"strconv"
	"strings"
)

// fragment builds the HTML of the search page's long lists (the hits, the
// facet values and the page links) in Go, escaping each value exactly as
// html/template escapes it in the same place: a text or quoted attribute
// value with its HTML escaper, an href with its URL filter, normaliser and
// attribute escaper (TestFragmentEscapesAsTemplates holds it to that). In a
// template every one of those escapers is a reflective call, and the search
// page made about seven hundred of them: the page cost twice the JSON API
// for the same search. The rest of the page stays in templates/search.html.
type fragment struct{ b strings.Builder }

// htmlEscaper is html/template's escaping of text and of quoted attribute
// values (its htmlReplacementTable), for valid UTF-8.
var htmlEscaper = strings.NewReplacer(
	"\x00", "\uFFFD", `"`, "&#34;", "&", "&amp;", "'", "&#39;", "+", "&#43;", "<", "&lt;", ">", "&gt;")

// raw writes markup as it is.
func (f *fragment) raw(s string) { f.b.WriteString(s) }

// text writes s as text or inside a quoted attribute value.
func (f *fragment) text(s string) { htmlEscaper.WriteString(&f.b, s) }

// html writes markup the caller has made safe (a snippet, a mana symbol).
func (f *fragment) html(s template.HTML) { f.b.WriteString(string(s)) }

// url writes s as an href's value: a URL with a scheme other than http,
// https and mailto is refused, bytes a URL may not hold are percent-encoded
// (valid escapes are kept), and the result is escaped as an attribute.
func (f *fragment) url(s string) {
	if scheme, _, ok := strings.Cut(s, ":"); ok && !strings.Contains(scheme, "/") &&
		!strings.EqualFold(scheme, "http") && !strings.EqualFold(scheme, "https") && !strings.EqualFold(scheme, "mailto") {
		s = "#ZgotmplZ"
	}
	if !urlClean(s) {
		s = normalizeURL(s)
	}
	f.text(s)
}

func (f *fragment) int(n int) { f.b.WriteString(strconv.Itoa(n)) }

func (f *fragment) String() template.HTML { return template.HTML(f.b.String()) }

// urlClean reports whether s holds only bytes a URL keeps as they are.
func urlClean(s string) bool {
	for i := 0; i < len(s); i++ {
		if !urlByte(s, i) {
			return false
		}
	}
	return true
}

// urlByte reports whether s[i] stays as it is in a normalised URL: an
// unreserved or reserved character, or the % of a valid escape.
func urlByte(s string, i int) bool {
	c := s[i]
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	case strings.IndexByte("-._~!#$&*+,/:;=?@[]", c) >= 0:
		return true
	case c == '%':
		return i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2])
	}
	return false
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// normalizeURL percent-encodes the bytes of s that urlByte does not keep.
func normalizeURL(s string) string {
	const hex = "0123456789abcdef"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if urlByte(s, i) {
			b.WriteByte(s[i])
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[s[i]>>4])
		b.WriteByte(hex[s[i]&15])
	}
	return b.String()
}

// facetItems is the list items of one facet group; clear is the title of
// an active value's link, which removes its filter.
func facetItems(values []facetValue, clear string) template.HTML {
	var f fragment
	f.b.Grow(160 * len(values))
	for _, v := range values {
		f.raw("<li")
		if v.Active {
			f.raw(` class="active"`)
		}
		f.raw(`><a href="`)
		f.url(v.URL)
		f.raw(`"`)
		if v.Active {
			f.raw(` title="`)
			f.text(clear)
			f.raw(`"`)
		}
		f.raw(">")
		f.html(v.Symbol)
		f.raw("<span")
		if v.Lang != "" {
			f.raw(` lang="`)
			f.text(v.Lang)
			f.raw(`"`)
		}
		f.raw(">")
		f.text(v.Label)
		f.raw(`</span></a> <span class="n">`)
		f.int(v.Count)
		f.raw("</span></li>\n")
	}
	return f.String()
}

// hitItems is the list items of the hits.
func hitItems(hits []hitView) template.HTML {
	var f fragment
	f.b.Grow(512 * len(hits))
	for _, h := range hits {
		f.raw(`<li class="hit hit-`)
		f.text(h.Kind)
		f.raw("\">\n<p class=\"hit-title\"><abbr class=\"lang-badge\" title=\"")
		f.text(h.LangName)
		f.raw(`">`)
		f.text(h.LangLabel)
		f.raw("</abbr> <span class=\"kind\">")
		f.text(h.KindLabel)
		f.raw(`</span> `)
		if h.Era != nil {
			f.raw(`<span class="badge-era" title="`)
			f.text(h.Era.Note)
			f.raw(`">`)
			f.text(h.EraBadge)
			f.raw(" · ")
			f.text(h.Era.Year)
			f.raw(`</span> `)
		}
		f.raw(`<a href="`)
		f.url(h.URL)
		f.raw(`" lang="`)
		f.text(h.Lang)
		f.raw(`">`)
		f.text(h.Title)
		f.raw("</a>")
		if h.Context != "" {
			f.raw(` <span class="context">· <a href="`)
			f.url(h.ContextURL)
			f.raw(`" lang="`)
			f.text(h.Lang)
			f.raw(`">`)
			f.text(h.Context)
			f.raw("</a></span>")
		}
		f.raw("</p>\n")
		if h.Snippet != "" {
			f.raw(`<p class="snippet" lang="`)
			f.text(h.Lang)
			f.raw(`">`)
			f.html(h.Snippet)
			f.raw("</p>")
		}
		if h.Era != nil {
			for _, c := range h.Era.Changes {
				f.raw("\n<p class=\"era-hit\">⚠ <span class=\"old-term\" lang=\"fr\">")
				f.text(c.Wording)
				f.raw("</span> — ")
				f.text(c.Note)
				f.raw("</p>")
			}
		}
		f.raw("\n</li>\n")
	}
	return f.String()
}

// pageItems is the page links of a pagination bar, each followed by a
// space.
func pageItems(pages []pageLink) template.HTML {
	var f fragment
	for _, p := range pages {
		switch {
		case p.Gap:
			f.raw(`<span class="gap">…</span>`)
		case p.Current:
			f.raw(`<strong aria-current="page">`)
			f.int(p.N)
			f.raw("</strong>")
		default:
			f.raw(`<a href="`)
			f.url(p.URL)
			f.raw(`">`)
			f.int(p.N)
			f.raw("</a>")
		}
		f.raw(" ")
	}
	return f.String()
}
