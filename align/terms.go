package align

import (
	"slices"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// termIndex finds the term-table entries a text uses. It matches words,
// longest form first, so "manifester l'effroi" is manifest dread and not
// manifest. The table lists verbs in the infinitive and few of their
// inflections, so an infinitive in -er or -are of six letters or more
// matches any word that starts with its stem (the infinitive without its
// ending) and is not longer than it by more than two letters: "meuler"
// finds "meule" and "meuliez", "manifester" finds "manifesterez",
// "manifestare angoscia" finds "manifesti angoscia", but "combinare" does
// not find "combinazione". Nouns are matched whole: "regard" (scry) must not find
// "regardez".
type termIndex struct {
	terms []corpus.Term
	kind  map[string]string // key → kind
	// related[key] lists the keys whose forms extend one of key's forms or
	// are extended by them ("manifester" and "manifester l'effroi"): one
	// language may say "manifest" where the other says "manifest dread".
	related map[string][]string
	// byLang[lang] files the forms by their first word (text.FormIndex),
	// longest first.
	byLang map[string]text.FormIndex[termForm]
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
		terms:   terms,
		kind:    make(map[string]string, len(terms)),
		related: make(map[string][]string),
		byLang:  make(map[string]text.FormIndex[termForm]),
	}
	for _, lang := range []string{"fr", "it", "en"} {
		byForm := make(map[string]*termForm)
		for _, t := range terms {
			ix.kind[t.Key] = t.Kind
			for i, f := range t.Forms(lang) {
				ws := text.Words(text.FoldPlain(f))
				if len(ws) == 0 {
					continue
				}
				k := strings.Join(ws, " ")
				if tf, ok := byForm[k]; ok {
					if !slices.Contains(tf.keys, t.Key) {
						tf.keys = append(tf.keys, t.Key)
					}
					continue
				}
				byForm[k] = &termForm{words: ws, keys: []string{t.Key}, form: f, index: i}
			}
		}
		m := make(text.FormIndex[termForm])
		for _, tf := range byForm {
			m.Add(tf.words[0], *tf)
		}
		for _, fs := range m {
			sort.Slice(fs, func(i, j int) bool {
				if len(fs[i].words) != len(fs[j].words) {
					return len(fs[i].words) > len(fs[j].words)
				}
				// A form matched whole goes before one matched by its stem.
				if a, b := stemmed(fs[i].words[0]), stemmed(fs[j].words[0]); a != b {
					return b
				}
				return strings.Join(fs[i].words, " ") < strings.Join(fs[j].words, " ")
			})
		}
		ix.byLang[lang] = m
		for _, a := range byForm {
			for _, b := range byForm {
				if a != b && properPrefix(a.words, b.words) {
					for _, ka := range a.keys {
						for _, kb := range b.keys {
							ix.relate(ka, kb)
						}
					}
				}
			}
		}
	}
	return ix
}

func (ix *termIndex) relate(a, b string) {
	if a == b || slices.Contains(ix.related[a], b) {
		return
	}
	ix.related[a] = append(ix.related[a], b)
	ix.related[b] = append(ix.related[b], a)
}

// near says whether two hits name the same term or related ones.
func (ix *termIndex) near(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y || slices.Contains(ix.related[x], y) {
				return true
			}
		}
	}
	return false
}

// hits lists the term occurrences in the words of a folded text.
func (ix *termIndex) hits(ws []string, lang string) []termHit {
	if ix == nil {
		return nil
	}
	m := ix.byLang[lang]
	var out []termHit
	for i := 0; i < len(ws); i++ {
		f, ok := longest(m.Candidates(ws[i]), ws[i:])
		if ok {
			out = append(out, termHit{Keys: f.keys, Form: f.form, Index: f.index})
			i += len(f.words) - 1
		}
	}
	return out
}

// longest returns the longest of forms (sorted longest first) that the
// words ws start with.
func longest(forms []termForm, ws []string) (termForm, bool) {
	for _, f := range forms {
		if len(f.words) <= len(ws) && matchWords(ws[:len(f.words)], f.words) {
			return f, true
		}
	}
	return termForm{}, false
}

// stemmed says whether a form word is matched by its stem.
func stemmed(w string) bool {
	return len(w) >= 6 && strings.HasSuffix(w, "er") || len(w) >= 7 && strings.HasSuffix(w, "are")
}

// stem strips an infinitive's ending.
func stem(w string) string {
	if strings.HasSuffix(w, "are") {
		return w[:len(w)-3]
	}
	return w[:len(w)-2]
}

// matchWords says whether text words ws match form words fs.
func matchWords(ws, fs []string) bool {
	for i, f := range fs {
		if stemmed(f) {
			if !strings.HasPrefix(ws[i], stem(f)) || len(ws[i]) > len(f)+2 {
				return false
			}
		} else if ws[i] != f {
			return false
		}
	}
	return true
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
