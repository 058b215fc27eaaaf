package carddata

import (
	"cmp"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// maxPrefixKeys bounds the names a short prefix gathers before ranking:
// "a" starts thousands, and the shortest are wanted.
const maxPrefixKeys = 2000

// typosAllowed is how many typos a query of n letters may hold: none
// below four letters, where one typo makes another word; two from eight.
func typosAllowed(n int) int {
	switch {
	case n < 4:
		return 0
	case n < 8:
		return 1
	}
	return 2
}

// Fuzzy returns up to limit cards whose name (in any language, folded as
// Named folds) is query, starts with it, or is one or two typos from it or
// its start: exact names first, then prefixes, then names by typos, then
// starts by typos; shorter names before longer. Each card comes once, by
// its best name.
func (cs *Cards) Fuzzy(query string, limit int) []Match {
	q := nameKey(query)
	if q == "" || limit <= 0 {
		return nil
	}
	f := fuzzy{cs: cs, best: map[*Card]scored{}}
	for _, r := range cs.names[q] {
		f.offer(r, 0, Match{})
	}
	i, _ := slices.BinarySearch(cs.keys, q)
	for n := 0; i < len(cs.keys) && strings.HasPrefix(cs.keys[i], q) && n < maxPrefixKeys; i, n = i+1, n+1 {
		f.key(i, 1, Match{Prefix: true})
	}
	if max := typosAllowed(len([]rune(q))); max > 0 {
		f.typos([]rune(q), max)
	}
	out := make([]scored, 0, len(f.best))
	for _, s := range f.best {
		out = append(out, s)
	}
	slices.SortFunc(out, func(a, b scored) int {
		return cmp.Or(cmp.Compare(a.rank, b.rank), cmp.Compare(a.m.Typos, b.m.Typos),
			cmp.Compare(len(a.m.Name), len(b.m.Name)), strings.Compare(a.m.Name, b.m.Name),
			strings.Compare(a.m.Card.ID, b.m.Card.ID))
	})
	if len(out) > limit {
		out = out[:limit]
	}
	ms := make([]Match, len(out))
	for i, s := range out {
		ms[i] = s.m
	}
	return ms
}

// fuzzy gathers a query's best match per card.
type fuzzy struct {
	cs   *Cards
	best map[*Card]scored
	buf  []int
}

// scored is a match and its rank: 0 exact, 1 prefix, 2 typos, 3 prefix
// with typos.
type scored struct {
	m    Match
	rank int
}

func (f *fuzzy) key(i, rank int, m Match) {
	for _, r := range f.cs.names[f.cs.keys[i]] {
		f.offer(r, rank, m)
	}
}

// offer keeps r for its card if it ranks better than what the card has.
func (f *fuzzy) offer(r nameRef, rank int, m Match) {
	m.Card, m.Lang, m.Name = r.card, r.lang, r.name
	s := scored{m, rank}
	old, ok := f.best[r.card]
	if !ok || rank < old.rank || rank == old.rank && m.Typos < old.m.Typos {
		f.best[r.card] = s
	}
}

// typos offers the names max typos or fewer from q, and the names whose
// start is.
func (f *fuzzy) typos(q []rune, max int) {
	if f.buf == nil {
		f.buf = make([]int, 3*(f.cs.longest+1))
	}
	for i, k := range f.cs.runes {
		if d := text.Distance(q, k, max, f.buf); d > 0 && d <= max {
			f.key(i, 2, Match{Typos: d})
			continue
		}
		if len(k) <= len(q) {
			continue
		}
		// The start of the name, as long as the query give or take
		// the letters a typo adds or drops.
		best := max + 1
		for n := len(q) - max; n <= len(q)+max && n <= len(k); n++ {
			if n > 0 {
				best = min(best, text.Distance(q, k[:n], max, f.buf))
			}
		}
		if best > 0 && best <= max {
			f.key(i, 3, Match{Prefix: true, Typos: best})
		}
	}
}
