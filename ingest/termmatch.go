package ingest

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// loadTerms parses the embedded term table once; the table never changes
// while the program runs.
var loadTerms = sync.OnceValues(corpus.Terms)

// termMatcher finds term-table wordings of one language in text.
type termMatcher struct {
	forms []termForm // longest first, so "manifester l'effroi" wins over "manifester"
	// byKinds caches the forms of a set of kinds ("mechanic",
	// "mechanic|concept"), filled when the matcher is built.
	byKinds map[string]text.FormIndex[termForm]
	// known holds every key of the term table.
	known map[string]bool
}

// kindSets are the sets of kinds the parsers look for.
var kindSets = [][]string{{"mechanic"}, {"mechanic", "concept"}}

type termForm struct {
	form string // lower case
	key  string
	kind string
	// re also matches the form with its first word conjugated:
	// "manifester l'effroi" → "manifeste l'effroi", "manifesta angoscia".
	// It runs only where the stem occurs.
	re   *regexp.Regexp // anchored at the start
	stem string
}

// conjugated returns a pattern for a multi-word verb phrase whose first
// word may take another ending; nil for single words, which would match
// too much once loosened.
func conjugated(form string) (*regexp.Regexp, string) {
	first, rest, ok := strings.Cut(form, " ")
	r := []rune(first)
	if !ok || len(r) < 6 {
		return nil, ""
	}
	stem := string(r[:len(r)-2])
	return regexp.MustCompile(`^` + regexp.QuoteMeta(stem) + `\p{L}{0,4} ` + regexp.QuoteMeta(rest)), stem
}

// termMatchers are built once for the corpus languages: compiling the
// conjugation patterns on every parse would cost more than the parse.
var termMatchers = sync.OnceValue(func() map[string]*termMatcher {
	ms := map[string]*termMatcher{}
	for _, lang := range []string{"fr", "it", "en"} {
		ms[lang] = buildTermMatcher(lang)
	}
	return ms
})

func newTermMatcher(lang string) *termMatcher {
	if m, ok := termMatchers()[lang]; ok {
		return m
	}
	return buildTermMatcher(lang)
}

func buildTermMatcher(lang string) *termMatcher {
	m := &termMatcher{known: map[string]bool{}}
	terms, err := loadTerms()
	if err != nil {
		return m
	}
	for _, t := range terms {
		m.known[t.Key] = true
		for _, f := range t.Forms(lang) {
			if f = strings.ToLower(strings.TrimSpace(f)); f != "" {
				re, stem := conjugated(f)
				m.forms = append(m.forms, termForm{form: f, key: t.Key, kind: t.Kind, re: re, stem: stem})
			}
		}
	}
	sort.SliceStable(m.forms, func(i, j int) bool { return len(m.forms[i].form) > len(m.forms[j].form) })
	m.byKinds = map[string]text.FormIndex[termForm]{}
	for _, ks := range kindSets {
		m.byKinds[strings.Join(ks, "|")] = indexForms(m.formsOf(ks))
	}
	return m
}

func (m *termMatcher) formsOf(kinds []string) []termForm {
	var out []termForm
	for _, f := range m.forms {
		if slices.Contains(kinds, f.kind) {
			out = append(out, f)
		}
	}
	return out
}

// find returns the keys of the terms of the given kinds worded in text, in
// order of first appearance. A wording counts only as whole words, and a
// span matched by a longer wording is not matched again by a shorter one.
func (m *termMatcher) find(text string, kinds ...string) []string {
	return m.findExcept(text, nil, kinds...)
}

// findExcept is find with the spans of the except strings (a card's own
// name) left out: "Émergence monstrueuse" is not emerge.
//
// The text is read word by word; each word's first bytes select the few
// wordings that can start there, so the cost does not grow with the size
// of the term table.
func (m *termMatcher) findExcept(text string, except []string, kinds ...string) []string {
	lt := strings.ToLower(text)
	taken := make([]bool, len(lt))
	for _, e := range except {
		if e = strings.ToLower(e); e == "" {
			continue
		}
		for from := 0; from < len(lt); {
			i := strings.Index(lt[from:], e)
			if i < 0 {
				break
			}
			for k := from + i; k < from+i+len(e); k++ {
				taken[k] = true
			}
			from += i + len(e)
		}
	}
	idx, ok := m.byKinds[strings.Join(kinds, "|")]
	if !ok {
		idx = indexForms(m.formsOf(kinds))
	}
	type hit struct {
		at  int
		key string
	}
	var hits []hit
	for i := 0; i < len(lt); {
		r, size := utf8.DecodeRuneInString(lt[i:])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			i += size
			continue
		}
		end := i
		for end < len(lt) {
			r2, s2 := utf8.DecodeRuneInString(lt[end:])
			if !unicode.IsLetter(r2) && !unicode.IsDigit(r2) {
				break
			}
			end += s2
		}
		for _, f := range idx.Candidates(lt[i:end]) {
			var fend int
			switch {
			case strings.HasPrefix(lt[i:], f.form):
				fend = i + len(f.form)
			case f.re != nil && strings.HasPrefix(lt[i:], f.stem):
				loc := f.re.FindStringIndex(lt[i:])
				if loc == nil {
					continue
				}
				fend = i + loc[1]
			default:
				continue
			}
			if !wordBoundary(lt, i, fend) || anyTaken(taken[i:fend]) {
				continue
			}
			hits = append(hits, hit{i, f.key})
			for k := i; k < fend; k++ {
				taken[k] = true
			}
			break
		}
		i = end
	}
	var keys []string
	for _, h := range hits {
		if !slices.Contains(keys, h.key) {
			keys = append(keys, h.key)
		}
	}
	return keys
}

// indexForms files wordings by their first word, longest wording first.
func indexForms(forms []termForm) text.FormIndex[termForm] {
	idx := make(text.FormIndex[termForm])
	for _, f := range forms {
		idx.Add(f.form, f)
	}
	return idx
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
	keys := m.findExcept(text, names, "mechanic")
	for _, st := range c.Subtypes {
		for _, k := range m.find(st, "mechanic") {
			if !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	if slices.Contains(c.Types, "Scheme") && !slices.Contains(keys, "scheme") {
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
