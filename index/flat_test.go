package index

import (
	"context"
	"maps"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	"github.com/blevesearch/bleve/v2/search/searcher"
)

// countSearcher is a searcher of Bleve's that only counts, for ordering.
type countSearcher struct {
	search.Searcher
	n uint64
}

func (s countSearcher) Count() uint64 { return s.n }

// TestSortByCountAsBleve: the flat searchers are put in the order Bleve's
// OrderedSearcherList gets from sort.Sort, ties included (scores are summed
// in that order), for few searchers (an insertion sort of ours) and many.
func TestSortByCountAsBleve(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{0, 1, 2, 5, 11, 12, 13, 20, 40} {
		for round := range 20 {
			counts := make([]uint64, n)
			for i := range counts {
				counts[i] = uint64(rng.IntN(1 + round%4*3)) // many ties
			}
			ours := make([]flatNode, n)
			bleve := make(searcher.OrderedSearcherList, n)
			for i, c := range counts {
				ours[i] = &flatTerm{n: c, boost: float64(i)} // boost: where it started
				bleve[i] = countSearcher{n: c}
			}
			sortByCount(ours)
			sort.Sort(bleve)
			got := make([]uint64, n)
			for i, o := range ours {
				got[i] = uint64(o.(*flatTerm).boost)
			}
			// Bleve's permutation, read from where each count went: the
			// searchers are told apart by the position they started at.
			want := bleveOrder(counts)
			if !slices.Equal(got, want) {
				t.Fatalf("%d searchers, counts %v: order %v, sort.Sort %v", n, counts, got, want)
			}
			for i := range bleve {
				if bleve[i].Count() != ours[i].count() {
					t.Fatalf("counts %v: %v, sort.Sort %v", counts, ours, bleve)
				}
			}
		}
	}
}

// bleveOrder is the permutation sort.Sort makes of counts, as a list of
// the starting positions.
func bleveOrder(counts []uint64) []uint64 {
	idx := make([]uint64, len(counts))
	for i := range idx {
		idx[i] = uint64(i)
	}
	sort.Sort(permByCount{idx, slices.Clone(counts)})
	return idx
}

type permByCount struct {
	idx, cs []uint64
}

func (p permByCount) Len() int           { return len(p.idx) }
func (p permByCount) Less(i, j int) bool { return p.cs[i] < p.cs[j] }
func (p permByCount) Swap(i, j int) {
	p.idx[i], p.idx[j] = p.idx[j], p.idx[i]
	p.cs[i], p.cs[j] = p.cs[j], p.cs[i]
}

// TestTermSearcherLimit: a limit on term searchers set in the context
// fails a query that makes more in a shard, with the flat searchers as
// with Bleve's, and a query within it is answered.
func TestTermSearcherLimit(t *testing.T) {
	terms := func(ws ...string) query.Query {
		var qs []query.Query
		for _, w := range ws {
			q := query.NewTermQuery(w)
			q.SetField(textField("fr"))
			qs = append(qs, q)
		}
		return query.NewConjunctionQuery(qs)
	}
	ctx := context.WithValue(context.Background(), search.MaxTermSearchersKey, 2)
	for _, plain := range []bool{false, true} {
		ix := embeddedIndex(t, Options{plainSearchers: plain})
		// The three commonest words of the French texts.
		common := slices.SortedFunc(maps.Keys(ix.counts[textField("fr")]), func(a, b string) int {
			return int(ix.counts[textField("fr")][b]) - int(ix.counts[textField("fr")][a])
		})[:3]
		_, err := ix.collect(ctx, ix.withOurSearchers(terms(common...)))
		if err == nil || !strings.Contains(err.Error(), "TooManyTermSearchers") {
			t.Errorf("plain %v: three terms %v, two allowed: %v, want TooManyTermSearchers", plain, common, err)
		}
		if _, err := ix.collect(ctx, ix.withOurSearchers(terms(common[:2]...))); err != nil {
			t.Errorf("plain %v: two terms, two allowed: %v", plain, err)
		}
	}
}
