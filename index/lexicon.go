package index

import (
	"maps"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// Language bits of a lexicon word.
const (
	langFR uint8 = 1 << iota
	langIT
	langEN
)

// langBits maps a document language to its bit; other languages have none.
func langBits(lang string) uint8 {
	switch lang {
	case "fr":
		return langFR
	case "it":
		return langIT
	case "en":
		return langEN
	}
	return 0
}

// lexicon holds every word the index knows, folded: the words of the
// documents' names and texts, of the term table's wordings (search-only
// ones included) and of the imported card names. It tells which language
// a query is written in, and gives a word the index does not know its
// likely intended spelling: a typo ("déverouiller"), or two words written
// as one ("millepattes" for "mille-pattes").
type lexicon struct {
	words  lexCounts
	sorted []string    // the words in order, for prefix tests
	near   *vocabulary // the words by length, for edit-distance lookups
}

type lexWord struct {
	langs uint8  // which languages use it
	n     int32  // how often it occurs
	shown string // as first written, in lower case, when that is not the folded word
	// first is the position of the first document writing it, among
	// those counted together (a shard's); see mergeLexicons.
	first int32
}

// lexCounts are the words of some documents, as count notes them.
type lexCounts map[string]*lexWord

// count notes one occurrence of the folded word k, written w, in the
// document at position at.
func (lc lexCounts) count(k, w string, langs uint8, at int32) {
	e := lc[k]
	if e == nil {
		e = &lexWord{first: at}
		if w != "" && w != k {
			if l := strings.ToLower(w); l != k {
				e.shown = l
			}
		}
		lc[k] = e
	}
	e.langs |= langs
	e.n++
}

// add counts the words of s.
func (lc lexCounts) add(s string, langs uint8, at int32) {
	lc.addWith(&wordBufs{}, s, langs, at)
}

// wordBufs are the slices addWith splits a text's words into, reused
// from one text to the next: counting a large build's words allocated
// them afresh, a fifth as much as Bleve's analysis beside it.
type wordBufs struct{ keys, written []string }

// addWith counts the words of s, split into b.
func (lc lexCounts) addWith(b *wordBufs, s string, langs uint8, at int32) {
	b.keys = text.AppendWords(b.keys[:0], text.Fold(s))
	b.written = text.AppendWords(b.written[:0], s)
	keys, written := b.keys, b.written
	if len(written) != len(keys) {
		// Folding joined or split words: no written forms.
		written = nil
	}
	for i, k := range keys {
		w := ""
		if written != nil {
			w = written[i]
		}
		lc.count(k, w, langs, at)
	}
}

// show is how a folded known word is written ("déverrouiller").
func (lx *lexicon) show(k string) string {
	if e := lx.words[k]; e != nil && e.shown != "" {
		return e.shown
	}
	return k
}

// docWords counts the words of the documents sel of docs: their names and
// texts, and their aliases.
func docWords(docs []indexDoc, sel []int32) lexCounts {
	lc := make(lexCounts, 4096)
	var b wordBufs
	for at, i := range sel {
		d := &docs[i]
		bit := langBits(d.lang)
		for _, f := range d.fields {
			switch {
			case f.isNum:
			case strings.HasPrefix(f.name, "text."), strings.HasPrefix(f.name, "name."):
				lc.addWith(&b, f.text, bit, int32(at))
			case f.name == fieldAlias:
				// A name in another language: its words are known, but
				// say nothing of the query's language.
				lc.addWith(&b, f.text, 0, int32(at))
			}
		}
	}
	return lc
}

// newLexicon is the lexicon of docs, the term table and the imported names.
func newLexicon(docs []indexDoc, terms []corpus.Term, names map[string][]string) *lexicon {
	all := make([]int32, len(docs))
	for i := range all {
		all[i] = int32(i)
	}
	return mergeLexicons([]lexCounts{docWords(docs, all)}, [][]int32{all}, terms, names)
}

// mergeLexicons makes the lexicon of the documents of several shards, each
// counted apart (parts[i] with the documents at[i], the positions of its
// documents in the index), then of the term table and of the imported
// names. A word is shown as the first document of the index writes it,
// whatever the shards.
func mergeLexicons(parts []lexCounts, at [][]int32, terms []corpus.Term, names map[string][]string) *lexicon {
	n := 0
	for _, p := range parts {
		n = max(n, len(p))
	}
	words := make(lexCounts, 2*n)
	for i, p := range parts {
		for k, w := range p {
			first := at[i][w.first]
			e := words[k]
			if e == nil {
				words[k] = &lexWord{langs: w.langs, n: w.n, shown: w.shown, first: first}
				continue
			}
			e.langs |= w.langs
			e.n += w.n
			if first < e.first {
				e.shown, e.first = w.shown, first
			}
		}
	}
	after := int32(math.MaxInt32) // after every document
	var b wordBufs
	for _, t := range terms {
		for _, l := range matchLangs {
			for _, f := range t.SearchForms(l) {
				words.addWith(&b, f, langBits(l), after)
			}
		}
	}
	for _, ns := range names {
		for _, n := range ns {
			words.addWith(&b, n, langEN, after)
		}
	}
	lx := &lexicon{words: words}
	lx.sorted = slices.Sorted(maps.Keys(lx.words))
	lx.near = newWordVocabulary(lx.sorted)
	return lx
}

// has reports whether w (folded) is a known word.
func (lx *lexicon) has(w string) bool {
	_, ok := lx.words[w]
	return ok
}

// startsWord reports whether w (folded) begins a longer known word: a
// word being typed, or cut short on purpose, which is no typo.
func (lx *lexicon) startsWord(w string) bool {
	i := sort.SearchStrings(lx.sorted, w)
	if i < len(lx.sorted) && lx.sorted[i] == w {
		i++
	}
	return i < len(lx.sorted) && strings.HasPrefix(lx.sorted[i], w)
}

// Respelling limits: a word shorter than minRespell is too short to tell a
// typo from another word; compound parts must be minPart letters long.
const (
	minRespell = 5
	minPart    = 3
)

// respell returns what an unknown word w (folded) most likely stands for,
// written as the documents write it:
// the known word one typo away that occurs most often; else two known
// words of one language that it joins ("mille-pattes", hyphenated so that
// both must match); else the most frequent known word two typos away,
// for a word of more than seven letters. It returns "" for a known word,
// a word too short or being typed, and a word with no likely spelling.
// A typo comes first: "pileuse" is "pilleuse", not "pile use".
func (lx *lexicon) respell(w string) string {
	n := utf8.RuneCountInString(w)
	if n < minRespell || lx.has(w) || lx.startsWord(w) {
		return ""
	}
	max := 1
	if n > 7 {
		max = 2
	}
	near := lx.near.near(w, max)
	best := func(dist int) string {
		b, bestN := "", int32(0)
		for _, nt := range near {
			if e := lx.words[nt.term]; nt.dist == dist && e.n > bestN {
				b, bestN = nt.term, e.n
			}
		}
		return b
	}
	if b := best(1); b != "" {
		return lx.show(b)
	}
	if s := lx.split(w); s != "" {
		return s
	}
	return lx.show(best(2))
}

// split finds two known words of one language that w joins, each at
// least minPart letters long; of several splits, the one whose rarer part
// is the most common.
func (lx *lexicon) split(w string) string {
	best, bestN := "", int32(0)
	for i := range w {
		if i == 0 {
			continue
		}
		left, right := w[:i], w[i:]
		if utf8.RuneCountInString(left) < minPart || utf8.RuneCountInString(right) < minPart {
			continue
		}
		l, r := lx.words[left], lx.words[right]
		if l == nil || r == nil || l.langs&r.langs == 0 {
			continue
		}
		if m := min(l.n, r.n); m > bestN {
			best, bestN = lx.show(left)+"-"+lx.show(right), m
		}
	}
	return best
}

// langOf returns the languages that use w (folded), as bits.
func (lx *lexicon) langOf(w string) uint8 {
	if e := lx.words[w]; e != nil {
		return e.langs
	}
	return 0
}

// queryLang is the language the words (folded) are written in: the one
// language that some words belong to alone, or, when words of both French
// and Italian are there, the one with more of them. "" when the words are
// shared by the languages or unknown ("valgavoth").
func (lx *lexicon) queryLang(words []string) string {
	var votes [3]int
	for _, w := range words {
		switch lx.langOf(w) {
		case langFR:
			votes[0]++
		case langIT:
			votes[1]++
		case langEN:
			votes[2]++
		}
	}
	best, tie := -1, false
	for i, v := range votes {
		switch {
		case v == 0:
		case best < 0 || v > votes[best]:
			best, tie = i, false
		case v == votes[best]:
			tie = true
		}
	}
	if best < 0 || tie {
		return ""
	}
	return [...]string{"fr", "it", "en"}[best]
}
