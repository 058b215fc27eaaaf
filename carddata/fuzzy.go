package carddata

import (
	"cmp"
	"slices"
	"strings"
)

// maxPrefixKeys bounds the names a short prefix gathers before ranking:
// "a" starts thousands, and the shortest are wanted.
const maxPrefixKeys = 2000

// minWithin is the shortest query looked for within names: a shorter one
// ("de", "of the") starts a word of half of them.
const minWithin = 4

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
// its start, or has a later word starting it (a legend without its
// given name: "torche de la défiance"): exact names first, then
// prefixes, then names by typos, then starts by typos, then later words;
// shorter names before longer. Each card comes once, by its best name.
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
	// Names by typos rank after every prefix: with enough of those, they
	// cannot make the list.
	if most := typosAllowed(len([]rune(q))); most > 0 && len(f.best) < limit {
		f.typos([]rune(q), most)
	}
	if len(q) >= minWithin && len(f.best) < limit {
		for i, k := range cs.keys {
			if strings.Contains(k, " "+q) {
				f.key(i, 4, Match{Within: true})
			}
		}
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
// with typos, 4 a later word's start.
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

// typos offers the names most typos or fewer from q, and the names whose
// start is.
func (f *fuzzy) typos(q []rune, most int) {
	if f.buf == nil {
		f.buf = make([]int, 3*(f.cs.longest+1))
	}
	for i, k := range f.cs.runes {
		whole, start := bandDistance(q, k, most, f.buf)
		switch {
		case whole > 0 && whole <= most:
			f.key(i, 2, Match{Typos: whole})
		case whole > most && start > 0 && start <= most:
			f.key(i, 3, Match{Prefix: true, Typos: start})
		}
	}
}

// bandDistance is text.Distance of q and k (insertions, deletions,
// substitutions, swaps of neighbours), and the least distance of q to a
// start of k, in one pass: only the cells within most of the diagonal are
// computed, since no alignment leaving that band costs most or less, and
// the pass stops once a row exceeds most. Either distance over most is
// most+1. rows holds at least 3×(len(k)+1) ints.
func bandDistance(q, k []rune, most int, rows []int) (whole, start int) {
	inf := most + 1
	m, n := len(q), len(k)
	w := n + 1
	prev2, prev, cur := rows[:w], rows[w:2*w], rows[2*w:3*w]
	if n < m-most {
		return inf, inf // too short for the whole or a start to be near
	}
	for j := 0; j <= min(n, most+1); j++ { // the first row's band, and its edge
		prev[j] = min(j, inf)
	}
	for i := 1; i <= m; i++ {
		lo, hi := max1(i-most), min(n, i+most)
		cur[0] = min(i, inf)
		if lo-1 >= 1 {
			cur[lo-1] = inf
		}
		if hi+1 <= n {
			cur[hi+1] = inf
		}
		rowMin := cur[0]
		for j := lo; j <= hi; j++ {
			cost := 1
			if q[i-1] == k[j-1] {
				cost = 0
			}
			d := min(prev[j-1]+cost, prev[j]+1, cur[j-1]+1)
			if i > 1 && j > 1 && q[i-1] == k[j-2] && q[i-2] == k[j-1] {
				d = min(d, prev2[j-2]+1)
			}
			cur[j] = min(d, inf)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > most {
			return inf, inf
		}
		prev2, prev, cur = prev, cur, prev2
	}
	whole, start = inf, inf
	if m-n <= most && n-m <= most {
		whole = prev[n]
	}
	for j := max(0, m-most); j <= min(n, m+most); j++ {
		start = min(start, prev[j])
	}
	return whole, min(start, whole)
}

// max1 is n, or 1 when n is less.
func max1(n int) int { return max(n, 1) }
