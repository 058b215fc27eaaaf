package align

import (
	"sort"
	"strings"

	"github.com/arbitre/arbitre/corpus"
)

// termIndex finds the term-table entries a text uses. It matches whole
// words, longest form first, so "manifester l'effroi" is manifest dread and
// not manifest.
type termIndex struct {
	terms []corpus.Term
	kind  map[string]string // key → kind
	// byLang[lang][first word] lists the forms starting with that word,
	// longest first.
	byLang map[string]map[string][]termForm
}

type termForm struct {
	words []string
	keys  []string // a form can belong to several terms ("équipement")
	form  string   // as in the table
	index int      // position among the term's forms in that language
}

// termHit is one occurrence of a term in a text.
type termHit struct {
	Keys  []string
	Form  string
	Index int // position of the form in the term's list for that language
}

func newTermIndex(terms []corpus.Term) *termIndex {
	ix := &termIndex{
		terms:  terms,
		kind:   make(map[string]string, len(terms)),
		byLang: make(map[string]map[string][]termForm),
	}
	for _, lang := range []string{"fr", "it", "en"} {
		byForm := make(map[string]*termForm)
		for _, t := range terms {
			ix.kind[t.Key] = t.Kind
			for i, f := range t.Forms(lang) {
				ws := words(fold(f))
				if len(ws) == 0 {
					continue
				}
				k := strings.Join(ws, " ")
				if tf, ok := byForm[k]; ok {
					if !contains(tf.keys, t.Key) {
						tf.keys = append(tf.keys, t.Key)
					}
					continue
				}
				byForm[k] = &termForm{words: ws, keys: []string{t.Key}, form: f, index: i}
			}
		}
		m := make(map[string][]termForm)
		for _, tf := range byForm {
			m[tf.words[0]] = append(m[tf.words[0]], *tf)
		}
		for _, fs := range m {
			sort.Slice(fs, func(i, j int) bool {
				if len(fs[i].words) != len(fs[j].words) {
					return len(fs[i].words) > len(fs[j].words)
				}
				return strings.Join(fs[i].words, " ") < strings.Join(fs[j].words, " ")
			})
		}
		ix.byLang[lang] = m
	}
	return ix
}

// hits lists the term occurrences in the words of a folded text.
func (ix *termIndex) hits(ws []string, lang string) []termHit {
	if ix == nil {
		return nil
	}
	m := ix.byLang[lang]
	var out []termHit
	for i := 0; i < len(ws); i++ {
		for _, f := range m[ws[i]] {
			if i+len(f.words) > len(ws) || !equalWords(ws[i:i+len(f.words)], f.words) {
				continue
			}
			out = append(out, termHit{Keys: f.keys, Form: f.form, Index: f.index})
			i += len(f.words) - 1
			break
		}
	}
	return out
}

// keys returns the multiset of term keys of a text, in text order.
func (ix *termIndex) keys(ws []string, lang string) []string {
	var out []string
	for _, h := range ix.hits(ws, lang) {
		out = append(out, h.Keys...)
	}
	return out
}

// forms returns a term's forms in lang, nil for an unknown key.
func (ix *termIndex) forms(key, lang string) []string {
	for _, t := range ix.terms {
		if t.Key == key {
			return t.Forms(lang)
		}
	}
	return nil
}

func equalWords(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
