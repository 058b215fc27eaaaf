package api

import (
	"slices"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// names answers the name lookups that need no search index: autocomplete
// and the exact or fuzzy card-name lookup of /api/cards/named.
type names struct {
	entries []nameEntry
}

type nameEntry struct {
	card   *corpus.Card
	name   string   // as written: the card's name, or one face of a room
	folded string   // text.Fold(name), words joined by single spaces
	words  []string // text.FoldWords(name)
}

func newNames(kb *corpus.KB) *names {
	n := &names{}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		n.add(c, c.Name)
		for _, f := range c.Faces {
			if f.Name != c.Name {
				n.add(c, f.Name)
			}
		}
	}
	return n
}

func (n *names) add(c *corpus.Card, name string) {
	w := text.FoldWords(name)
	if len(w) == 0 {
		return
	}
	n.entries = append(n.entries, nameEntry{card: c, name: name, folded: strings.Join(w, " "), words: w})
}

// Autocomplete returns up to limit card names, in every language, that
// complete q: names starting with q first, then names with a word starting
// with q's words, then names containing q; alphabetical within each group.
// Accents and case are ignored. A room's face completes to the room's
// full name.
func (n *names) Autocomplete(q string, limit int) []string {
	qw := text.FoldWords(q)
	if len(qw) == 0 || limit <= 0 {
		return []string{}
	}
	fq := strings.Join(qw, " ")
	type cand struct {
		rank int
		name string
	}
	best := map[string]int{}
	for _, e := range n.entries {
		rank := -1
		switch {
		case strings.HasPrefix(e.folded, fq):
			rank = 0
		case wordsPrefix(e.words, qw):
			rank = 1
		case strings.Contains(e.folded, fq):
			rank = 2
		}
		if rank < 0 {
			continue
		}
		if r, ok := best[e.card.Name]; !ok || rank < r {
			best[e.card.Name] = rank
		}
	}
	cands := make([]cand, 0, len(best))
	for name, r := range best {
		cands = append(cands, cand{r, name})
	}
	sort.Slice(cands, func(i, j int) bool {
		if cands[i].rank != cands[j].rank {
			return cands[i].rank < cands[j].rank
		}
		fi, fj := text.Fold(cands[i].name), text.Fold(cands[j].name)
		if fi != fj {
			return fi < fj
		}
		return cands[i].name < cands[j].name
	})
	out := make([]string, 0, min(limit, len(cands)))
	for _, c := range cands[:min(limit, len(cands))] {
		out = append(out, c.name)
	}
	return out
}

// wordsPrefix reports whether every query word starts some name word, in
// order: "pil pou" matches "pilleuse de poubelles optimiste".
func wordsPrefix(name, q []string) bool {
	i := 0
	for _, w := range name {
		if i < len(q) && strings.HasPrefix(w, q[i]) {
			i++
		}
	}
	return i == len(q)
}

// Exact returns the cards whose name (or a face's name) is q, ignoring
// case and accents, optionally restricted to one language. The same name
// printed in two sections of a document is one card to a reader; the
// first entry in document order is returned first.
func (n *names) Exact(q, lang string) []*corpus.Card {
	fq := strings.Join(text.FoldWords(q), " ")
	var out []*corpus.Card
	for _, e := range n.entries {
		if e.folded == fq && (lang == "" || e.card.Lang == lang) && !slices.Contains(out, e.card) {
			out = append(out, e.card)
		}
	}
	return out
}

// Fuzzy resolves a half-remembered name: an exact match first, then the
// names every query word starts a word of, then names within a few typos.
// It returns the distinct names that match equally well (several means
// ambiguous), and for each name its first card.
func (n *names) Fuzzy(q, lang string) []*corpus.Card {
	if cs := n.Exact(q, lang); len(cs) > 0 {
		return distinctNames(cs)
	}
	qw := text.FoldWords(q)
	if len(qw) == 0 {
		return nil
	}
	var pre []*corpus.Card
	for _, e := range n.entries {
		if (lang == "" || e.card.Lang == lang) && wordsPrefix(e.words, qw) {
			pre = append(pre, e.card)
		}
	}
	if len(pre) > 0 {
		return distinctNames(pre)
	}
	// Typos: the smallest total edit distance, word by word, within a
	// budget that grows with the length of the query.
	fq := strings.Join(qw, " ")
	budget := 1 + len([]rune(fq))/6
	bestDist := budget + 1
	var best []*corpus.Card
	for _, e := range n.entries {
		if lang != "" && e.card.Lang != lang {
			continue
		}
		d := min(editDistance(fq, e.folded, bestDist), wordsDistance(qw, e.words, bestDist))
		switch {
		case d < bestDist:
			bestDist, best = d, []*corpus.Card{e.card}
		case d == bestDist && d <= budget:
			best = append(best, e.card)
		}
	}
	return distinctNames(best)
}

// distinctNames keeps the first card of each name.
func distinctNames(cs []*corpus.Card) []*corpus.Card {
	var out []*corpus.Card
	seen := map[string]bool{}
	for _, c := range cs {
		if k := text.Fold(c.Name); !seen[k] {
			seen[k] = true
			out = append(out, c)
		}
	}
	return out
}

// wordsDistance matches each query word to a distinct word of the name
// (a prefix costs nothing, so "pilleuse poubelle" finds "Pilleuse de
// poubelles") and sums the edit distances; names may have words the
// query leaves out.
func wordsDistance(q, name []string, limit int) int {
	total := 0
	j := 0
	for _, w := range q {
		best, at := limit+1, -1
		for k := j; k < len(name); k++ {
			d := editDistance(w, name[k], limit)
			if strings.HasPrefix(name[k], w) {
				d = 0
			}
			if d < best {
				best, at = d, k
			}
		}
		if at < 0 {
			return limit + 1
		}
		total += best
		if total > limit {
			return limit + 1
		}
		j = at + 1
	}
	return total
}

// editDistance is text.Distance between two strings: the
// optimal-string-alignment distance, or limit+1 once it must exceed limit.
func editDistance(a, b string, limit int) int {
	return text.Distance([]rune(a), []rune(b), limit, nil)
}
