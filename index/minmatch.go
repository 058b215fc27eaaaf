package index

import (
	"context"
	"math"
	"sort"

	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	"github.com/blevesearch/bleve/v2/search/scorer"
	"github.com/blevesearch/bleve/v2/search/searcher"
	bindex "github.com/blevesearch/bleve_index_api"
)

// minMatchQuery is a disjunction of which at least Min disjuncts must
// match: Bleve's own, searched without walking every disjunct's postings.
// Bleve's disjunction searcher moves every disjunct to every document any
// of them holds, so that "half of the words of a question" walks the
// postings of its commonest words in full ("créature", "carte" hold tens of
// thousands of rulings at scale). A document that holds Min of n disjuncts
// holds one of the n-Min+1 rarest, so minMatchSearcher walks those only
// and moves the others (Advance) to the documents they find. It matches
// and scores exactly as Bleve's searcher does (TestMinMatchAsBleve).
type minMatchQuery struct {
	*query.DisjunctionQuery
}

// minMatch is the disjunction of qs of which min must match.
func (c *compiler) minMatch(qs []query.Query, min int) query.Query {
	q := query.NewDisjunctionQuery(qs)
	q.SetMin(float64(min))
	if c.ix.plain {
		return q
	}
	return &minMatchQuery{q}
}

func (q *minMatchQuery) Searcher(ctx context.Context, r bindex.IndexReader, m mapping.IndexMapping, opts search.SearcherOptions) (search.Searcher, error) {
	min := int(q.Min)
	if min < 2 || len(q.Disjuncts) < min {
		return q.DisjunctionQuery.Searcher(ctx, r, m, opts)
	}
	// The disjuncts' searchers, as Bleve's DisjunctionQuery makes them
	// (a disjunct that cannot match still counts in the coordination
	// factor and the query norm).
	ss := make([]search.Searcher, 0, len(q.Disjuncts))
	for _, d := range q.Disjuncts {
		s, err := d.Searcher(ctx, r, m, opts)
		if err != nil {
			for _, s := range ss {
				s.Close()
			}
			return nil, err
		}
		if s != nil {
			ss = append(ss, s)
		}
	}
	if len(ss) < min {
		// Nothing can match; Bleve's searcher keeps the weight.
		return searcher.NewDisjunctionSearcher(ctx, r, ss, q.Min, opts)
	}
	return newMinMatchSearcher(ss, min, opts), nil
}

// minMatchSearcher finds the documents at least min of its searchers match.
// Its searchers are in Bleve's order (by count, rarest first), and the
// first n-min+1 lead: every match is a document one of them holds. The
// others follow, moved to a lead's document only while it can still
// gather min matches.
type minMatchSearcher struct {
	searchers searcher.OrderedSearcherList
	lead      int
	min       int
	currs     []*search.DocumentMatch
	done      []bool // a searcher with no document left
	scorer    *scorer.DisjunctionQueryScorer
	started   bool
	matching  []*search.DocumentMatch
	idxs      []int
}

func newMinMatchSearcher(ss []search.Searcher, min int, opts search.SearcherOptions) *minMatchSearcher {
	sorted := make(searcher.OrderedSearcherList, len(ss))
	copy(sorted, ss)
	sort.Sort(sorted)
	s := &minMatchSearcher{
		searchers: sorted,
		lead:      len(sorted) - min + 1,
		min:       min,
		currs:     make([]*search.DocumentMatch, len(sorted)),
		done:      make([]bool, len(sorted)),
		scorer:    scorer.NewDisjunctionQueryScorer(opts),
		matching:  make([]*search.DocumentMatch, 0, len(sorted)),
		idxs:      make([]int, 0, len(sorted)),
	}
	// The query norm, as Bleve's disjunction searcher sets it when it is
	// the outermost searcher (an enclosing one sets it again).
	s.SetQueryNorm(1 / math.Sqrt(s.Weight()))
	return s
}

func (s *minMatchSearcher) start(ctx *search.SearchContext) error {
	s.started = true
	for i := 0; i < s.lead; i++ {
		if err := s.next(ctx, i); err != nil {
			return err
		}
	}
	return nil
}

// next moves searcher i to its next document.
func (s *minMatchSearcher) next(ctx *search.SearchContext, i int) (err error) {
	s.currs[i], err = s.searchers[i].Next(ctx)
	s.done[i] = s.currs[i] == nil
	return err
}

// advance moves searcher i to its first document at or after id, unless
// it is there already.
func (s *minMatchSearcher) advance(ctx *search.SearchContext, i int, id bindex.IndexInternalID) (err error) {
	c := s.currs[i]
	if s.done[i] || c != nil && c.IndexInternalID.Compare(id) >= 0 {
		return nil
	}
	if c != nil {
		ctx.DocumentMatchPool.Put(c)
	}
	s.currs[i], err = s.searchers[i].Advance(ctx, id)
	s.done[i] = s.currs[i] == nil
	return err
}

func (s *minMatchSearcher) Next(ctx *search.SearchContext) (*search.DocumentMatch, error) {
	if !s.started {
		if err := s.start(ctx); err != nil {
			return nil, err
		}
	}
	for {
		// The candidate: the first document a lead searcher is on.
		var cand bindex.IndexInternalID
		for i := 0; i < s.lead; i++ {
			if c := s.currs[i]; c != nil && (cand == nil || c.IndexInternalID.Compare(cand) < 0) {
				cand = c.IndexInternalID
			}
		}
		if cand == nil {
			return nil, nil
		}
		// Which searchers are on it, in the searchers' order (the order
		// Bleve sums their scores in).
		s.matching, s.idxs = s.matching[:0], s.idxs[:0]
		for i := 0; i < s.lead; i++ {
			if c := s.currs[i]; c != nil && c.IndexInternalID.Equals(cand) {
				s.matching = append(s.matching, c)
				s.idxs = append(s.idxs, i)
			}
		}
		for i := s.lead; i < len(s.searchers) && len(s.matching)+len(s.searchers)-i >= s.min; i++ {
			if err := s.advance(ctx, i, cand); err != nil {
				return nil, err
			}
			if c := s.currs[i]; c != nil && c.IndexInternalID.Equals(cand) {
				s.matching = append(s.matching, c)
				s.idxs = append(s.idxs, i)
			}
		}
		var rv *search.DocumentMatch
		if len(s.matching) >= s.min {
			rv = s.scorer.Score(ctx, s.matching, len(s.matching), len(s.searchers))
		}
		// Every searcher on the candidate moves past it (the match
		// returned is one of theirs, and is the caller's now).
		for _, i := range s.idxs {
			if s.currs[i] != rv {
				ctx.DocumentMatchPool.Put(s.currs[i])
			}
			if err := s.next(ctx, i); err != nil {
				return nil, err
			}
		}
		if rv != nil {
			return rv, nil
		}
	}
}

func (s *minMatchSearcher) Advance(ctx *search.SearchContext, id bindex.IndexInternalID) (*search.DocumentMatch, error) {
	if !s.started {
		if err := s.start(ctx); err != nil {
			return nil, err
		}
	}
	// The lead only: the others are moved to the candidates it finds.
	for i := 0; i < s.lead; i++ {
		if err := s.advance(ctx, i, id); err != nil {
			return nil, err
		}
	}
	return s.Next(ctx)
}

func (s *minMatchSearcher) Weight() float64 {
	var w float64
	for _, x := range s.searchers {
		w += x.Weight()
	}
	return w
}

func (s *minMatchSearcher) SetQueryNorm(qnorm float64) {
	for _, x := range s.searchers {
		x.SetQueryNorm(qnorm)
	}
}

func (s *minMatchSearcher) Count() uint64 {
	var n uint64
	for _, x := range s.searchers {
		n += x.Count()
	}
	return n
}

func (s *minMatchSearcher) Close() error {
	var first error
	for _, x := range s.searchers {
		if err := x.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

func (s *minMatchSearcher) Min() int { return s.min }

func (s *minMatchSearcher) Size() int {
	n := 0
	for _, x := range s.searchers {
		n += x.Size()
	}
	return n
}

func (s *minMatchSearcher) DocumentMatchPoolSize() int {
	n := len(s.currs)
	for _, x := range s.searchers {
		n += x.DocumentMatchPoolSize()
	}
	return n
}
