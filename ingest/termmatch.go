package ingest

import (
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
)

// loadTerms parses the embedded term table once; the table never changes
// while the program runs.
var loadTerms = sync.OnceValues(corpus.Terms)

// termMatcher finds term-table wordings of one language in text.
type termMatcher struct {
	forms []termForm // longest first, so "manifester l'effroi" wins over "manifester"
}

type termForm struct {
	form string // lower case
	key  string
	kind string
	// re also matches the form with its first word conjugated:
	// "manifester l'effroi" → "manifeste l'effroi", "manifesta angoscia".
	re *regexp.Regexp
}

// conjugated returns a pattern for a multi-word verb phrase whose first
// word may take another ending; nil for single words, which would match
// too much once loosened.
func conjugated(form string) *regexp.Regexp {
	first, rest, ok := strings.Cut(form, " ")
	r := []rune(first)
	if !ok || len(r) < 6 {
		return nil
	}
	stem := string(r[:len(r)-2])
	return regexp.MustCompile(regexp.QuoteMeta(stem) + `\p{L}{0,4} ` + regexp.QuoteMeta(rest))
}

func newTermMatcher(lang string) *termMatcher {
	m := &termMatcher{}
	terms, err := loadTerms()
	if err != nil {
		return m
	}
	for _, t := range terms {
		for _, f := range t.Forms(lang) {
			if f = strings.ToLower(strings.TrimSpace(f)); f != "" {
				m.forms = append(m.forms, termForm{form: f, key: t.Key, kind: t.Kind, re: conjugated(f)})
			}
		}
	}
	sort.SliceStable(m.forms, func(i, j int) bool { return len(m.forms[i].form) > len(m.forms[j].form) })
	return m
}

// find returns the keys of the terms of the given kinds worded in text, in
// order of first appearance. A wording counts only as whole words, and a
// span matched by a longer wording is not matched again by a shorter one.
func (m *termMatcher) find(text string, kinds ...string) []string {
	lt := strings.ToLower(text)
	taken := make([]bool, len(lt))
	type hit struct {
		at  int
		key string
	}
	var hits []hit
	for _, f := range m.forms {
		if !contains(kinds, f.kind) {
			continue
		}
		var spans [][]int
		if f.re != nil {
			spans = f.re.FindAllStringIndex(lt, -1)
		} else {
			for from := 0; from < len(lt); {
				i := strings.Index(lt[from:], f.form)
				if i < 0 {
					break
				}
				spans = append(spans, []int{from + i, from + i + len(f.form)})
				from += i + len(f.form)
			}
		}
		for _, sp := range spans {
			i, end := sp[0], sp[1]
			if !wordBoundary(lt, i, end) || anyTaken(taken[i:end]) {
				continue
			}
			for k := i; k < end; k++ {
				taken[k] = true
			}
			hits = append(hits, hit{i, f.key})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].at < hits[j].at })
	var keys []string
	for _, h := range hits {
		if !contains(keys, h.key) {
			keys = append(keys, h.key)
		}
	}
	return keys
}

func anyTaken(b []bool) bool {
	for _, t := range b {
		if t {
			return true
		}
	}
	return false
}

func wordBoundary(s string, i, end int) bool {
	if i > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:i])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	if end < len(s) {
		r, _ := utf8.DecodeRuneInString(s[end:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// cardMechanics lists the mechanics a card uses: those its rules text and
// modes word (its own name left out: "Émergence monstrueuse" is not
// emerge), plus rooms and schemes, which its type line says.
func (m *termMatcher) cardMechanics(c *corpus.Card) []string {
	text := strings.Join(c.Text, "\n") + "\n" + strings.Join(c.Modes, "\n")
	names := []string{c.Name}
	for _, f := range c.Faces {
		names = append(names, f.Name)
	}
	for _, n := range names {
		if n != "" {
			text = replaceFold(text, n)
		}
	}
	keys := m.find(text, "mechanic")
	for _, st := range c.Subtypes {
		for _, k := range m.find(st, "mechanic") {
			if !contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	if contains(c.Types, "Scheme") && !contains(keys, "scheme") {
		keys = append(keys, "scheme")
	}
	if keys == nil {
		return []string{}
	}
	return keys
}

// sectionMechanic is the mechanic (or rules concept) a general-notes
// section explains, read from its title: after the colon when there is one
// ("Nouveau mot de capacité : survie"), else anywhere ("Notes générales sur
// les cartes face cachée").
func (m *termMatcher) sectionMechanic(title string) string {
	t := plain(title)
	if i := strings.LastIndex(t, ":"); i >= 0 {
		if keys := m.find(t[i+1:], "mechanic", "concept"); len(keys) > 0 {
			return keys[0]
		}
	}
	if keys := m.find(t, "mechanic", "concept"); len(keys) > 0 {
		return keys[0]
	}
	return ""
}

// replaceFold blanks out every case-insensitive occurrence of name in text.
func replaceFold(text, name string) string {
	lt, ln := strings.ToLower(text), strings.ToLower(name)
	if len(lt) != len(text) || ln == "" {
		return text
	}
	var b strings.Builder
	for {
		i := strings.Index(lt, ln)
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		b.WriteString(text[:i])
		b.WriteString(" ")
		text, lt = text[i+len(ln):], lt[i+len(ln):]
	}
}
