package index

import (
	"math/bits"
	"sort"

	"github.com/arbitre/arbitre/internal/text"
)

// vocabulary is every term of the folded name and alias fields. Bleve's fuzzy query
// builds a Levenshtein automaton for each query word, which costs about
// half a millisecond at distance two; the names of the knowledge base hold
// little more than a thousand distinct words, so comparing a word with those
// of about its length is far cheaper. A word that is itself a term is
// compared too: "antropede" is the Italian card, and one letter away from
// the French one.
type vocabulary struct {
	has   map[string]bool
	byLen [][]vocabTerm // terms by length in runes
}

type vocabTerm struct {
	runes []rune
	mask  uint64 // which letters it holds, for a quick rejection
}

// letterMask sets a bit per distinct rune (folded modulo 64). One edit
// changes at most two bits, so terms whose masks differ in more than 2×max
// bits are more than max edits apart.
func letterMask(r []rune) uint64 {
	var m uint64
	for _, c := range r {
		m |= 1 << (uint(c) % 64)
	}
	return m
}

// newWordVocabulary is the vocabulary of words, which are distinct.
func newWordVocabulary(words []string) *vocabulary {
	v := &vocabulary{has: make(map[string]bool, len(words))}
	for _, w := range words {
		v.has[w] = true
		r := []rune(w)
		for len(v.byLen) <= len(r) {
			v.byLen = append(v.byLen, nil)
		}
		v.byLen[len(r)] = append(v.byLen[len(r)], vocabTerm{runes: r, mask: letterMask(r)})
	}
	v.sort()
	return v
}

// sort puts the terms of each length in order, so that lookups give the
// same answer whatever order the terms came in.
func (v *vocabulary) sort() {
	for _, ts := range v.byLen {
		sort.Slice(ts, func(i, j int) bool { return string(ts[i].runes) < string(ts[j].runes) })
	}
}

// nearTerm is a vocabulary term within some edits of a query word.
type nearTerm struct {
	term string
	dist int
}

// maxNear bounds how many spellings one word may stand for.
const maxNear = 12

// near returns the terms within max edits (insertions, deletions,
// substitutions, transpositions of neighbours) of w, closest first, w itself
// excluded.
func (v *vocabulary) near(w string, max int) []nearTerm {
	if max <= 0 {
		return nil
	}
	r := []rune(w)
	mask := letterMask(r)
	var out []nearTerm
	rows := make([]int, 3*(len(r)+max+2))
	for n := len(r) - max; n <= len(r)+max; n++ {
		if n <= 0 || n >= len(v.byLen) {
			continue
		}
		for _, t := range v.byLen[n] {
			if bits.OnesCount64(mask^t.mask) > 2*max {
				continue
			}
			if d := text.Distance(t.runes, r, max, rows); d <= max && d > 0 {
				out = append(out, nearTerm{string(t.runes), d})
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].dist < out[j].dist })
	if len(out) > maxNear {
		out = out[:maxNear]
	}
	return out
}
