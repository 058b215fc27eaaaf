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
// match (one when Min is 0 or 1): Bleve's own, searched by
// minMatchSearcher, which matches and scores exactly as Bleve's searcher
// does (TestSearchersAsBleve) but walks less. Bleve's disjunction
// searcher moves every disjunct to every document any of them holds, so
// that "half of the words of a question" walks the postings of its
// commonest words in full ("créature", "carte" hold tens of thousands of
// rulings at scale). A document that holds Min of n disjuncts holds one of
// the n-Min+1 rarest, so minMatchSearcher walks those only and moves the
// others (Advance) to the documents they find. It also compares document
// numbers as numbers, where Bleve compares their bytes at every step of
// every disjunction.
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

// withOurSearchers replaces, in q and the queries it holds, Bleve's
// disjunctions by minMatchQuery (unless the index searches with Bleve's
// searchers only).
func (ix *Index) withOurSearchers(q query.Query) query.Query {
	if ix.plain {
		return q
	}
	var walk func(q query.Query) query.Query
	walk = func(q query.Query) query.Query {
		switch q := q.(type) {
		case *query.DisjunctionQuery:
			for i, d := range q.Disjuncts {
				q.Disjuncts[i] = gate(walk(d))
			}
			return &minMatchQuery{q}
		case *minMatchQuery:
			for i, d := range q.Disjuncts {
				q.Disjuncts[i] = gate(walk(d))
			}
		case *query.ConjunctionQuery:
			for i, c := range q.Conjuncts {
				q.Conjuncts[i] = gate(walk(c))
			}
		case *query.BooleanQuery:
			// Bleve's boolean query adds to its parts as the types it
			// made them, so they are replaced only once it is complete.
			for _, p := range []*query.Query{&q.Must, &q.Should, &q.MustNot, &q.Filter} {
				if *p != nil {
					*p = walk(*p)
				}
			}
		}
		return q
	}
	return walk(q)
}

// gate puts q behind a shardGate, unless it is a term (a term absent from
// a shard costs nothing already).
func gate(q query.Query) query.Query {
	switch q.(type) {
	case *query.TermQuery, *query.MatchNoneQuery, *shardGate:
		return q
	}
	return &shardGate{q}
}

// shardGate is a part of a query searched in a shard where it cannot match
// (shard.canMatch) with every term read as absent: its searchers weigh
// what they weigh in every shard (the counts are the whole index's), so
// scores do not change, but no dictionary or postings list of the shard is
// read for them. A question's name half (a card's name and its prefixes)
// cannot match in the shards of every other set.
type shardGate struct {
	query.Query
}

func (g *shardGate) Searcher(ctx context.Context, r bindex.IndexReader, m mapping.IndexMapping, opts search.SearcherOptions) (search.Searcher, error) {
	if gr, ok := r.(globalReader); ok && !gr.none && !gr.sh.canMatch(g.Query) {
		gr.none = true
		r = gr
	}
	return g.Query.Searcher(ctx, r, m, opts)
}

func (q *minMatchQuery) Searcher(ctx context.Context, r bindex.IndexReader, m mapping.IndexMapping, opts search.SearcherOptions) (search.Searcher, error) {
	min := max(int(q.Min), 1)
	if opts.Score == "none" || opts.Explain || len(q.Disjuncts) < min {
		// Bleve's, which has a way of its own without scores.
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
	return newMinMatchSearcher(ss, int(q.Min), opts), nil
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
	at        []uint64 // currs' document numbers; noDoc for none
	done      []bool   // a searcher with no document left
	scorer    *scorer.DisjunctionQueryScorer
	started   bool
	matching  []*search.DocumentMatch
	idxs      []int
}

// noDoc is the document number of a searcher on no document.
const noDoc = math.MaxUint64

func newMinMatchSearcher(ss []search.Searcher, min int, opts search.SearcherOptions) *minMatchSearcher {
	sorted := make(searcher.OrderedSearcherList, len(ss))
	copy(sorted, ss)
	sort.Sort(sorted)
	s := &minMatchSearcher{
		searchers: sorted,
		lead:      len(sorted) - max(min, 1) + 1,
		min:       min,
		currs:     make([]*search.DocumentMatch, len(sorted)),
		at:        make([]uint64, len(sorted)),
		done:      make([]bool, len(sorted)),
		scorer:    scorer.NewDisjunctionQueryScorer(opts),
		matching:  make([]*search.DocumentMatch, 0, len(sorted)),
		idxs:      make([]int, 0, len(sorted)),
	}
	for i := range s.at {
		s.at[i] = noDoc
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

// set records searcher i's document.
func (s *minMatchSearcher) set(i int, d *search.DocumentMatch) {
	s.currs[i], s.done[i], s.at[i] = d, d == nil, noDoc
	if d != nil {
		s.at[i] = d.IndexInternalID.Value()
	}
}

// next moves searcher i to its next document.
func (s *minMatchSearcher) next(ctx *search.SearchContext, i int) error {
	d, err := s.searchers[i].Next(ctx)
	s.set(i, d)
	return err
}

// advance moves searcher i to its first document at or after id (whose
// number is n), unless it is there already.
func (s *minMatchSearcher) advance(ctx *search.SearchContext, i int, id bindex.IndexInternalID, n uint64) error {
	if s.done[i] || s.currs[i] != nil && s.at[i] >= n {
		return nil
	}
	if s.currs[i] != nil {
		ctx.DocumentMatchPool.Put(s.currs[i])
	}
	d, err := s.searchers[i].Advance(ctx, id)
	s.set(i, d)
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
		cand, at := -1, uint64(noDoc)
		for i := 0; i < s.lead; i++ {
			if s.at[i] < at {
				cand, at = i, s.at[i]
			}
		}
		if cand < 0 {
			return nil, nil
		}
		id := s.currs[cand].IndexInternalID
		// Which searchers are on it, in the searchers' order (the order
		// Bleve sums their scores in).
		s.matching, s.idxs = s.matching[:0], s.idxs[:0]
		for i := 0; i < s.lead; i++ {
			if s.at[i] == at {
				s.matching = append(s.matching, s.currs[i])
				s.idxs = append(s.idxs, i)
			}
		}
		for i := s.lead; i < len(s.searchers) && len(s.matching)+len(s.searchers)-i >= s.min; i++ {
			if err := s.advance(ctx, i, id, at); err != nil {
				return nil, err
			}
			if s.at[i] == at {
				s.matching = append(s.matching, s.currs[i])
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
	n := id.Value()
	for i := 0; i < s.lead; i++ {
		if err := s.advance(ctx, i, id, n); err != nil {
			return nil, err
		}
	}
	return s.Next(ctx)
}

// Optimize lets a disjunction of one searcher take part in Bleve's
// optimisations as that searcher, as Bleve's disjunction does.
func (s *minMatchSearcher) Optimize(kind string, octx bindex.OptimizableContext) (bindex.OptimizableContext, error) {
	if o, ok := s.searchers[0].(bindex.Optimizable); ok && len(s.searchers) == 1 {
		return o.Optimize(kind, octx)
	}
	return nil, nil
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
