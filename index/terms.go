package index

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// token is one analysed token: its term, its position among the tokens of
// the input (stop words leave gaps), its byte range in the input, and for
// query words the index of the word it came from.
type token struct {
	term       string
	pos        int
	start, end int
	word       int
	surface    string // the token's text as written, folded; set by withSurfaces
}

// withSurfaces sets the surface of tokens analysed from s.
func withSurfaces(s string, ts []token) []token {
	for i := range ts {
		if 0 <= ts[i].start && ts[i].start <= ts[i].end && ts[i].end <= len(s) {
			ts[i].surface = text.Fold(s[ts[i].start:ts[i].end])
		}
	}
	return ts
}

// closeSurface reports whether a word as typed (a) is a wording's word (b)
// up to a plural or feminine ending, so that a stem shared by words of
// different meaning does not count as the wording: "pièces" and "stanze" are
// "pièce" and "stanza", but "regarder" (to look) is not "regard" (scry).
func closeSurface(a, b string) bool {
	if a == b {
		return true
	}
	if len(a) < len(b) {
		a, b = b, a
	}
	if strings.HasPrefix(a, b) {
		switch a[len(b):] {
		case "s", "x", "e", "es":
			return true
		}
		return false
	}
	if len(a) == len(b) && len(a) > 2 && a[:len(a)-1] == b[:len(b)-1] {
		return strings.ContainsRune("aeiou", rune(a[len(a)-1])) && strings.ContainsRune("aeiou", rune(b[len(b)-1]))
	}
	return false
}

// matchLangs are the languages a query is read in when looking for term
// table wordings: the user may type any of them.
var matchLangs = []string{"en", "fr", "it"}

// termTable is the term table prepared for query-time expansion.
type termTable struct {
	terms []corpus.Term
	// first maps a matching language and the first token of a wording to
	// the wordings that start with it.
	first map[string]map[string][]termForm
	// phrases[t][lang] are the wordings of term t in a document language,
	// analysed for that language's fields, as multi-phrase term lists.
	phrases []map[string][][][]string
	// typeKeys maps every folded wording of a type, supertype or subtype,
	// in any language, to the term key ("créature" → "creature").
	typeKeys map[string]string
	// typeWords maps the folded one-word wordings of every term to all the
	// term's one-word wordings in every language, for t: on subtypes the
	// type table does not list ("pièce" → "stanza", "room").
	typeWords map[string][]string
	// mechanicKeys maps mechanic keys and every folded wording of a
	// mechanic, in any language, to the mechanic's key.
	mechanicKeys map[string]string
}

// termForm is one wording of a term, analysed for matching.
type termForm struct {
	term     int // index into terms
	toks     []string
	surfaces []string // stemmed forms: the words as written, folded
	exact    bool     // match folded words, not stems: stop words were dropped
}

type analyzeFunc func(analyzer, text string) []token

func newTermTable(terms []corpus.Term, analyze analyzeFunc) (*termTable, error) {
	tt := &termTable{
		terms:        terms,
		first:        make(map[string]map[string][]termForm),
		phrases:      make([]map[string][][][]string, len(terms)),
		typeKeys:     make(map[string]string),
		mechanicKeys: make(map[string]string),
		typeWords:    make(map[string][]string),
	}
	for _, l := range matchLangs {
		tt.first[l] = make(map[string][]termForm)
	}
	tt.first[""] = make(map[string][]termForm) // exact, folded matching
	for ti, t := range terms {
		if t.Key == "" {
			return nil, fmt.Errorf("index: term table: term %d has no key", ti)
		}
		tt.phrases[ti] = make(map[string][][][]string)
		// A term is found by its search wordings too, but expanded to
		// the wordings the documents print, not to what people type:
		// "porte" (a door, to a player) finds the rooms, yet a French
		// text holding "porte" (carries) is no room. A row of search
		// wordings alone is expanded to them.
		printed := slices.ContainsFunc(matchLangs, func(l string) bool { return len(t.Forms(l)) > 0 })
		for _, l := range matchLangs {
			nForms := len(t.Forms(l))
			for fi, f := range t.SearchForms(l) {
				stemmed := withSurfaces(f, analyze(langAnalyzer(l), f))
				folded := analyze(analyzerName, f)
				if len(folded) == 0 {
					continue
				}
				if len(stemmed) == len(folded) {
					sf := make([]string, len(stemmed))
					for i, t := range stemmed {
						sf[i] = t.surface
					}
					tt.addForm(l, termForm{term: ti, toks: terms0(stemmed), surfaces: sf})
				}
				tt.addForm("", termForm{term: ti, toks: terms0(folded), exact: true})
				// An old wording of which the analysis keeps one word
				// ("en jeu": "jeu") is no longer that wording: it would
				// find today's texts that hold the word ("Salle de jeu
				// secrète" for the battlefield). The old rules hold the
				// term's other wordings too.
				lost := l == "fr" && fi >= len(t.FR) && fi < nForms && len(stemmed) < len(folded) && len(stemmed) < 2
				if ph := phraseTerms(stemmed); len(ph) > 0 && !lost && (fi < nForms || !printed) {
					tt.phrases[ti][l] = append(tt.phrases[ti][l], ph)
				}
				switch t.Kind {
				case "type", "supertype", "subtype":
					tt.typeKeys[strings.Join(terms0(folded), " ")] = t.Key
				case "mechanic":
					tt.mechanicKeys[strings.Join(terms0(folded), " ")] = t.Key
				}
			}
		}
		switch t.Kind {
		case "type", "supertype", "subtype":
			tt.typeKeys[text.Fold(t.Key)] = t.Key
		case "mechanic":
			tt.mechanicKeys[text.Fold(t.Key)] = t.Key
		}
		var words []string
		for _, l := range matchLangs {
			for _, f := range t.SearchForms(l) {
				if w := text.Fold(f); !strings.ContainsAny(w, " '-") && !slices.Contains(words, w) {
					words = append(words, w)
				}
			}
		}
		for _, w := range words {
			tt.typeWords[w] = append(tt.typeWords[w], words...)
		}
	}
	return tt, nil
}

func (tt *termTable) addForm(lang string, f termForm) {
	m := tt.first[lang]
	for _, g := range m[f.toks[0]] {
		if g.term == f.term && slices.Equal(g.toks, f.toks) {
			return
		}
	}
	m[f.toks[0]] = append(m[f.toks[0]], f)
}

func terms0(ts []token) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.term
	}
	return out
}

// phraseTerms lays analysed tokens out by position, leaving an empty slot
// where a stop word was, as Bleve's multi-phrase query expects.
func phraseTerms(ts []token) [][]string {
	if len(ts) == 0 {
		return nil
	}
	base := ts[0].pos
	out := make([][]string, ts[len(ts)-1].pos-base+1)
	for _, t := range ts {
		out[t.pos-base] = append(out[t.pos-base], t.term)
	}
	return out
}

// termSpan is a run of query words [from, to] that spells a wording of
// one or more terms.
type termSpan struct {
	from, to int
	terms    []int
}

// match finds the term wordings in a run of query words. It reads the words
// in every language (and folded but unstemmed), keeps the longest
// non-overlapping matches, and attaches to a span every term spelled by
// exactly those words. byLang holds the words analysed per matching
// language, folded the words analysed by the name analyzer.
func (tt *termTable) match(byLang map[string][]token) []termSpan {
	type cand struct{ from, to, term int }
	var cands []cand
	for lang, m := range tt.first {
		toks := byLang[lang]
		for i, t := range toks {
			for _, f := range m[t.term] {
				if i+len(f.toks) > len(toks) {
					continue
				}
				ok := true
				for j, ft := range f.toks {
					if toks[i+j].term != ft || f.surfaces != nil && !closeSurface(toks[i+j].surface, f.surfaces[j]) {
						ok = false
						break
					}
				}
				// The words must be consecutive: a wording never spans a
				// word the user typed between its parts.
				if ok && toks[i+len(f.toks)-1].word-toks[i].word > len(f.toks)-1 {
					ok = false
				}
				if ok {
					cands = append(cands, cand{toks[i].word, toks[i+len(f.toks)-1].word, f.term})
				}
			}
		}
	}
	sort.Slice(cands, func(i, j int) bool {
		a, b := cands[i], cands[j]
		if la, lb := a.to-a.from, b.to-b.from; la != lb {
			return la > lb
		}
		if a.from != b.from {
			return a.from < b.from
		}
		return a.term < b.term
	})
	var spans []termSpan
	for _, c := range cands {
		placed := false
		for k := range spans {
			s := &spans[k]
			if s.from == c.from && s.to == c.to {
				if !slices.Contains(s.terms, c.term) {
					s.terms = append(s.terms, c.term)
				}
				placed = true
				break
			}
			if c.from <= s.to && s.from <= c.to {
				placed = true // overlaps a longer span
				break
			}
		}
		if !placed {
			spans = append(spans, termSpan{from: c.from, to: c.to, terms: []int{c.term}})
		}
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].from < spans[j].from })
	return spans
}

// typeKey returns the term key a t: value names, if any.
func (tt *termTable) typeKey(value string) (string, bool) {
	toks := strings.Fields(text.Fold(value))
	k, ok := tt.typeKeys[strings.Join(toks, " ")]
	if !ok && strings.HasSuffix(value, "s") {
		k, ok = tt.typeKeys[strings.TrimSuffix(strings.Join(toks, " "), "s")]
	}
	return k, ok
}

// mechanicKey returns the key of the mechanic a mechanic: value names: a key
// ("manifest-dread") or a wording in any language ("manifester l'effroi").
func (tt *termTable) mechanicKey(value string) (string, bool) {
	f := text.Fold(strings.TrimSpace(value))
	if k, ok := tt.mechanicKeys[f]; ok {
		return k, true
	}
	// A wording as the name analyzer reads it: "l'effroi" → "effroi".
	var words []string
	for _, w := range strings.FieldsFunc(f, func(r rune) bool { return r == ' ' || r == '-' }) {
		if i := strings.LastIndexAny(w, "'’"); i >= 0 {
			w = w[i+1:]
		}
		words = append(words, w)
	}
	k, ok := tt.mechanicKeys[strings.Join(words, " ")]
	return k, ok
}
