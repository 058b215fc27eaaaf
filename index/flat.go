package index

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"

	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	"github.com/blevesearch/bleve/v2/search/searcher"
	bindex "github.com/blevesearch/bleve_index_api"
	segment "github.com/blevesearch/scorch_segment_api/v2"
)

// The flat searchers search a shard as Bleve's searchers do -- the same
// documents, the same scores, summed in the same order -- with document
// numbers and scores as plain values. Bleve's searchers hand each other a
// DocumentMatch at every level of a query for every document any term
// holds (a question is five or six levels deep: boolean, conjunction,
// disjunctions of units, of a unit's wordings, of their terms), compare
// document numbers as bytes, and build a searcher, a scorer and a match
// pool for every term in every shard; at scale that walk was most of a
// question's cost and its garbage was most of the collector's work. A flat
// searcher moves on numbers, scores only what a parent asks for, and reads
// the shard's postings from its segment (shardPostings), opening a term's
// only when it is first moved.
//
// The queries compiled by compile.go are flattened (terms, our
// disjunctions, conjunctions, booleans, the term table's phrases, shard
// gates, prefixes of few terms; a typo is a term already); any other
// query (the user's phrases, longer prefixes, numeric ranges, filters) is
// searched by Bleve's own searcher, wrapped (flatBleve). Scores are the same bits as Bleve's
// (TestSearchersAsBleve): each node weighs, normalises and sums as its
// Bleve counterpart, noted on each.

// flatNode is one flat searcher. Before its first next or advance it is on
// no document.
type flatNode interface {
	// next moves to the next document (the first, at the start) and
	// returns its number, noDoc at the end.
	next() (uint64, error)
	// advance moves to the first document at or after n, unless the node
	// is there already, and returns its number.
	advance(n uint64) (uint64, error)
	// score is the score of the document the node is on.
	score() float64
	weight() float64
	setQueryNorm(qnorm float64)
	count() uint64
	min() int
	close() error
}

// flatBuilder makes the flat searchers of a query in one shard.
type flatBuilder struct {
	ctx   context.Context
	m     mapping.IndexMapping
	sctx  *search.SearchContext // for the searchers of Bleve's
	total uint64                // documents in the whole index
	src   termSource            // where the shard's terms read their postings
	slab  []flatTerm
	slabs *sync.Pool    // of *[]flatTerm, between searches
	used  []*[]flatTerm // the slabs taken, given back by done
}

// build returns the flat searcher of q on the shard r reads.
func (b *flatBuilder) build(q query.Query, r globalReader) (flatNode, error) {
	switch q := q.(type) {
	case *query.TermQuery:
		field := q.FieldVal
		if field == "" {
			field = b.m.DefaultSearchField()
		}
		return b.term(r, q.Term, field, q.BoostVal.Value())
	case *query.MatchNoneQuery:
		return flatNone{}, nil
	case *shardGate:
		if !r.none && !r.sh.canMatch(q.Query) {
			r.none = true
		}
		return b.build(q.Query, r)
	case *minMatchQuery:
		return b.minMatch(q, r)
	case *query.ConjunctionQuery:
		kids, err := b.all(q.Conjuncts, r)
		if err != nil {
			return nil, err
		}
		if len(kids) == 0 {
			return flatNone{}, nil // ConjunctionQuery.Searcher's MatchNoneSearcher
		}
		return newFlatConj(kids), nil
	case *query.BooleanQuery:
		return b.boolean(q, r)
	case *tablePhraseQuery:
		return b.tablePhrase(q, r)
	case *query.PrefixQuery:
		return b.prefix(q, r)
	}
	return b.bleve(q, r, search.SearcherOptions{})
}

// prefix is the flat searcher of a PrefixQuery, as Bleve's
// NewTermPrefixSearcher makes it from the index's terms with the prefix
// (globalReader.FieldDictPrefix): the term itself when it is the only one,
// else a disjunction of them, which Bleve searches with its slice
// searcher (flatMin, min 0) up to DisjunctionHeapTakeover terms; beyond,
// with its heap searcher, which sums a document's scores in another
// order, so that is left to Bleve.
func (b *flatBuilder) prefix(q *query.PrefixQuery, r globalReader) (flatNode, error) {
	field := q.FieldVal
	if field == "" {
		field = b.m.DefaultSearchField()
	}
	terms := r.ix.sortedTerms(field)
	lo := sort.SearchStrings(terms, q.Prefix)
	hi := lo
	for hi < len(terms) && strings.HasPrefix(terms[hi], q.Prefix) {
		hi++
	}
	terms = terms[lo:hi]
	boost := q.BoostVal.Value()
	switch {
	case len(terms) == 0 || len(terms) == 1 && terms[0] == q.Prefix:
		return b.term(r, q.Prefix, field, boost)
	case len(terms) > searcher.DisjunctionHeapTakeover:
		return b.bleve(q, r, search.SearcherOptions{})
	}
	kids := make([]flatNode, len(terms))
	for i, t := range terms {
		var err error
		if kids[i], err = b.term(r, t, field, boost); err != nil {
			return nil, err // unopened terms hold nothing to close
		}
	}
	return newFlatMin(kids, 0), nil
}

// all builds qs, closing those built when one fails. They are the
// searchers of a composite, which sets their query norm.
func (b *flatBuilder) all(qs []query.Query, r globalReader) ([]flatNode, error) {
	kids := make([]flatNode, 0, len(qs))
	for _, q := range qs {
		k, err := b.build(q, r)
		if err != nil {
			closeAll(kids)
			return nil, err
		}
		kids = append(kids, lone(k))
	}
	return kids, nil
}

// lone returns, for a conjunction or disjunction of one searcher that
// matches and scores as that searcher does, the searcher: every document
// then passes one level less. A conjunction of one sums one score (0+s),
// a disjunction of one multiplies it by 1/1, and both weigh and count as
// their searcher; their Min must be its Min too (a should part reads it).
// Only the searcher of a composite may be replaced so: the composite sets
// its query norm, which the outermost searcher sets for itself.
func lone(n flatNode) flatNode {
	switch c := n.(type) {
	case *flatConj:
		if len(c.kids) == 1 && c.kids[0].min() == 0 {
			return lone(c.kids[0])
		}
	case *flatMin:
		if len(c.kids) == 1 && c.mn <= 1 && c.kids[0].min() == c.mn {
			return lone(c.kids[0])
		}
	}
	return n
}

// flatNodes are the searchers under a disjunction or a conjunction, which
// weigh, take the query norm and count as Bleve's do: summed over them.
type flatNodes []flatNode

func (ns flatNodes) weight() float64 {
	var w float64
	for _, k := range ns {
		w += k.weight()
	}
	return w
}

func (ns flatNodes) setQueryNorm(q float64) {
	for _, k := range ns {
		k.setQueryNorm(q)
	}
}

func (ns flatNodes) count() uint64 {
	var n uint64
	for _, k := range ns {
		n += k.count()
	}
	return n
}

func closeAll(ns []flatNode) error {
	var first error
	for _, n := range ns {
		if err := n.close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// bleve wraps Bleve's searcher of q.
func (b *flatBuilder) bleve(q query.Query, r globalReader, opts search.SearcherOptions) (flatNode, error) {
	s, err := q.Searcher(b.ctx, r, b.m, opts)
	if err != nil {
		return nil, err
	}
	if _, ok := s.(*searcher.MatchNoneSearcher); ok {
		s.Close()
		return flatNone{}, nil
	}
	return &flatBleve{s: s, sctx: b.sctx}, nil
}

// term is the flat searcher of a term, as Bleve's TermSearcher through a
// globalReader: the term's count and idf are the whole index's, and a
// term the shard does not hold reads no dictionary.
func (b *flatBuilder) term(r globalReader, term, field string, boost float64) (*flatTerm, error) {
	// Counted as Bleve counts its term searchers, against a limit the
	// context may set.
	if err := search.RecordTermSearcher(b.ctx); err != nil {
		return nil, err
	}
	n := uint64(r.ix.counts[field][term])
	t := b.newTerm()
	*t = flatTerm{term: term, field: field, n: n, boost: boost, queryWeight: 1}
	// TermQueryScorer's tf-idf idf, Bleve's arithmetic as it is.
	t.idf = 1.0 + math.Log(float64(b.total)/float64(n+1))
	if !r.none && r.sh.counts[field][term] > 0 {
		t.src = &b.src
	}
	return t, nil
}

// newTerm returns a flat term from the builder's slab. A query holds
// hundreds of terms in every shard: slabs of them are taken from the
// index's pool and given back once the shard is searched (done).
func (b *flatBuilder) newTerm() *flatTerm {
	if len(b.slab) == cap(b.slab) {
		p, _ := b.slabs.Get().(*[]flatTerm)
		if p == nil {
			s := make([]flatTerm, 0, 64)
			p = &s
		}
		b.used = append(b.used, p)
		b.slab = (*p)[:0]
	}
	b.slab = b.slab[:len(b.slab)+1]
	return &b.slab[len(b.slab)-1]
}

// done gives the builder's slabs back, cleared, once every searcher it
// made is closed.
func (b *flatBuilder) done() {
	for _, p := range b.used {
		clear((*p)[:cap(*p)])
		b.slabs.Put(p)
	}
	b.used = nil
	b.src.sp.done()
}

// minMatch is the flat searcher of a minMatchQuery, as its Searcher.
func (b *flatBuilder) minMatch(q *minMatchQuery, r globalReader) (flatNode, error) {
	if len(q.Disjuncts) < max(int(q.Min), 1) {
		return b.bleve(q.DisjunctionQuery, r, search.SearcherOptions{})
	}
	kids, err := b.all(q.Disjuncts, r)
	if err != nil {
		return nil, err
	}
	// Fewer searchers than min: Bleve's disjunction, which weighs its
	// searchers and matches nothing, as flatMin does with no lead.
	return newFlatMin(kids, int(q.Min)), nil
}

// boolean is the flat searcher of a BooleanQuery, as its Searcher.
func (b *flatBuilder) boolean(q *query.BooleanQuery, r globalReader) (flatNode, error) {
	var parts []flatNode
	fail := func(err error) (flatNode, error) {
		closeAll(parts)
		return nil, err
	}
	part := func(q query.Query) (flatNode, error) {
		if q == nil {
			return nil, nil
		}
		n, err := b.build(q, r)
		if err != nil {
			return nil, err
		}
		if _, ok := n.(flatNone); ok {
			return nil, nil
		}
		parts = append(parts, n)
		return n, nil
	}
	if q.Must == nil && q.Should == nil && q.MustNot == nil && q.Filter != nil {
		return b.filterOnly(q.Filter, r)
	}
	not, err := part(q.MustNot)
	if err != nil {
		return fail(err)
	}
	must, err := part(q.Must)
	if err != nil {
		return fail(err)
	}
	should, err := part(q.Should)
	if err != nil {
		return fail(err)
	}
	var filter flatNode
	if q.Filter != nil {
		if must == nil && should == nil {
			// Bleve matches every document then, and filters them.
			closeAll(parts)
			return b.bleve(q, r, search.SearcherOptions{})
		}
		// Flat, as the rest: its documents are moved to, never scored.
		filter, err = b.build(q.Filter, r)
		if err != nil {
			return fail(err)
		}
	}
	switch {
	case must == nil && should == nil && not == nil && filter == nil:
		return flatNone{}, nil
	case must != nil && should == nil && not == nil && filter == nil:
		return must, nil
	case must == nil && should != nil && not == nil && filter == nil:
		return should, nil
	case must == nil && should == nil:
		closeAll(parts)
		return b.bleve(q, r, search.SearcherOptions{}) // every document but …
	}
	var n flatNode = newFlatBool(lone(must), lone(should), not)
	if filter != nil {
		n = &flatFilter{kid: n, filter: filter}
	}
	return n, nil
}

// tablePhrase is the flat searcher of a tablePhraseQuery: the shard's
// documents holding the phrase, scored by the conjunction of its words
// (see tablePhraseQuery.Searcher and phraseConjunction).
func (b *flatBuilder) tablePhrase(q *tablePhraseQuery, r globalReader) (flatNode, error) {
	for _, slot := range q.Terms {
		if len(slot) > searcher.DisjunctionHeapTakeover {
			return b.bleve(q, r, search.SearcherOptions{}) // Bleve's heap disjunction sums otherwise
		}
	}
	if q.Fuzziness != 0 {
		return b.bleve(q, r, search.SearcherOptions{})
	}
	pm := &phraseMatches{}
	if !r.none {
		var err error
		if pm, err = r.sh.phraseMatches(b.ctx, r, q.Terms, q.FieldVal); err != nil {
			return nil, err
		}
	}
	boost := q.BoostVal.Value()
	var slots []flatNode
	words := 0
	for _, slot := range q.Terms {
		var alts []flatNode
		for _, t := range slot {
			if t == "" {
				continue
			}
			ft, err := b.term(r, t, q.FieldVal, boost)
			if err != nil {
				closeAll(alts)
				closeAll(slots)
				return nil, err
			}
			if pm.tfn != nil {
				ft.tfn = pm.tfn[words]
			}
			words++
			alts = append(alts, ft)
		}
		switch {
		case len(slot) == 1:
			slots = append(slots, alts...)
		case len(slot) > 1:
			slots = append(slots, newFlatMin(alts, 1))
		}
	}
	p := &flatPhrase{must: newFlatConj(slots), docs: pm.docs, kept: pm.tfn != nil}
	p.setQueryNorm(1 / math.Sqrt(p.must.weight()))
	return p, nil
}

// byCount orders nodes as Bleve's OrderedSearcherList does (sort.Sort by
// count, the same comparisons on the same order, hence the same result).
type byCount struct {
	ns []flatNode
	cs []uint64
}

func (o byCount) Len() int           { return len(o.ns) }
func (o byCount) Less(i, j int) bool { return o.cs[i] < o.cs[j] }
func (o byCount) Swap(i, j int) {
	o.ns[i], o.ns[j] = o.ns[j], o.ns[i]
	o.cs[i], o.cs[j] = o.cs[j], o.cs[i]
}

func sortByCount(ns []flatNode) {
	if len(ns) <= 12 {
		// sort.Sort's own way with so few: an insertion sort (the same
		// comparisons and swaps), without putting the counts on the heap.
		var cs [12]uint64
		for i, n := range ns {
			cs[i] = n.count()
		}
		for i := 1; i < len(ns); i++ {
			for j := i; j > 0 && cs[j] < cs[j-1]; j-- {
				ns[j], ns[j-1] = ns[j-1], ns[j]
				cs[j], cs[j-1] = cs[j-1], cs[j]
			}
		}
		return
	}
	cs := make([]uint64, len(ns))
	for i, n := range ns {
		cs[i] = n.count()
	}
	sort.Sort(byCount{ns, cs})
}

// flatNone matches nothing: Bleve's MatchNoneSearcher.
type flatNone struct{}

func (flatNone) next() (uint64, error)          { return noDoc, nil }
func (flatNone) advance(uint64) (uint64, error) { return noDoc, nil }
func (flatNone) score() float64                 { return 0 }
func (flatNone) weight() float64                { return 0 }
func (flatNone) setQueryNorm(float64)           {}
func (flatNone) count() uint64                  { return 0 }
func (flatNone) min() int                       { return 0 }
func (flatNone) close() error                   { return nil }

// flatTerm is Bleve's TermSearcher and TermQueryScorer (tf-idf). Its
// postings are opened when it is first moved: a query's weights and order
// need only the index's counts, and many of its terms are never read in a
// shard (the followers of a disjunction whose leads find nothing there, a
// should part whose must finds nothing, the words of a phrase whose
// matches are kept). A query holds hundreds of terms in every shard, so
// the struct is kept small and allocated by the slab (flatBuilder.newTerm).
type flatTerm struct {
	src         *termSource // nil: not in the shard, or opened
	term, field string
	cursor      *postingsCursor  // the postings, read directly
	posting     segment.Posting  // the cursor's, until it moves
	dec         *decodedPostings // or decoded, kept by the shard
	di          int              // the position in dec of cur
	rd          *termReader      // or through a term reader of Bleve's
	err         error            // opening them
	cur, freq   uint64
	norm        float64
	started     bool

	n                       uint64 // documents of the index holding it
	boost, idf, queryWeight float64
	// tfn is the term's tf × norm in each document of a phrase's kept
	// matches (see phraseMatches.tfn), nil otherwise.
	tfn []float64
}

// termSource is where a shard's flat terms read their postings.
type termSource struct {
	ctx   context.Context
	shard bindex.IndexReader
	sp    *shardPostings // nil: through the shard's term readers
}

// termReader reads a term's postings through Bleve's term reader, for a
// shard whose segment cannot be read directly.
type termReader struct {
	r   bindex.TermFieldReader
	tfd bindex.TermFieldDoc
	id  bindex.IndexInternalID
}

// start opens the postings, and tells whether there are any.
func (t *flatTerm) start() (bool, error) {
	t.started = true
	if err := t.open(); err != nil || t.cursor == nil && t.rd == nil && t.dec == nil {
		t.cur = noDoc
		return false, err
	}
	return true, nil
}

// open opens the postings once; an error is kept, and said on every call.
func (t *flatTerm) open() error {
	src := t.src
	if src == nil {
		return t.err
	}
	t.src = nil
	if src.sp != nil {
		if t.dec, t.err = src.sp.decoded(t.term, t.field); t.dec != nil || t.err != nil {
			t.di = -1
			return t.err
		}
		t.cursor, t.err = src.sp.open(t.term, t.field)
		return t.err
	}
	r, err := src.shard.TermFieldReader(src.ctx, []byte(t.term), t.field, true, true, false)
	if err != nil {
		t.err = err
		return err
	}
	t.rd = &termReader{r: r}
	return nil
}

func (t *flatTerm) set(d *bindex.TermFieldDoc, err error) (uint64, error) {
	if err != nil || d == nil {
		t.cur = noDoc
		return noDoc, err
	}
	t.cur, t.freq, t.norm = d.ID.Value(), d.Freq, d.Norm
	return t.cur, nil
}

// setPosting puts the term on a posting of its cursor, whose frequency
// and norm are read only if the document is scored (most documents a
// term is moved to are not: a disjunction's candidates that fall short).
func (t *flatTerm) setPosting(p segment.Posting, err error) (uint64, error) {
	if err != nil || p == nil {
		t.cur, t.posting = noDoc, nil
		return noDoc, err
	}
	t.cur, t.posting = p.Number(), p
	return t.cur, nil
}

func (t *flatTerm) next() (uint64, error) {
	if t.dec != nil {
		return t.decNext(), nil
	}
	if t.cursor != nil {
		return t.setPosting(t.cursor.it.Next())
	}
	if ok, err := t.start(); !ok {
		return noDoc, err
	}
	if t.dec != nil {
		return t.decNext(), nil
	}
	if t.cursor != nil {
		return t.setPosting(t.cursor.it.Next())
	}
	return t.set(t.rd.r.Next(t.rd.tfd.Reset()))
}

func (t *flatTerm) advance(n uint64) (uint64, error) {
	if t.started && t.cur >= n {
		return t.cur, nil
	}
	if t.dec != nil {
		return t.decAdvance(n), nil
	}
	if t.cursor != nil {
		return t.setPosting(t.cursor.it.Advance(n))
	}
	if ok, err := t.start(); !ok {
		return noDoc, err
	}
	if t.dec != nil {
		return t.decAdvance(n), nil
	}
	if t.cursor != nil {
		return t.setPosting(t.cursor.it.Advance(n))
	}
	t.rd.id = bindex.NewIndexInternalID(t.rd.id, n)
	return t.set(t.rd.r.Advance(t.rd.id, t.rd.tfd.Reset()))
}

// decNext moves a term read from its decoded postings to the next one.
func (t *flatTerm) decNext() uint64 {
	if t.di < len(t.dec.docs) {
		t.di++
	}
	t.cur = noDoc
	if t.di < len(t.dec.docs) {
		t.cur = uint64(t.dec.docs[t.di])
	}
	return t.cur
}

// decAdvance moves a term read from its decoded postings to the first
// at or after n (which is after the term's document).
func (t *flatTerm) decAdvance(n uint64) uint64 {
	t.di = seek(t.dec.docs, t.di+1, n)
	t.cur = noDoc
	if t.di < len(t.dec.docs) {
		t.cur = uint64(t.dec.docs[t.di])
	}
	return t.cur
}

func (t *flatTerm) score() float64 {
	if t.dec != nil {
		return t.scoreOf(t.dec.tfn[t.di])
	}
	if t.posting != nil {
		return t.scoreOf(termTF(t.posting.Frequency()) * postingNorm(t.posting))
	}
	return t.scoreOf(termTF(t.freq) * t.norm)
}

// postingNorm is p.Norm(). Zap keeps a field's length and computes its
// norm, 1/√length as a float32, at every call: a square root and a
// division for every document scored, a tenth of a question's time. The
// norms of the lengths fields have are computed once (normTable), by the
// same expression, so they are the same values.
func postingNorm(p segment.Posting) float64 {
	if z, ok := p.(interface{ NormUint64() uint64 }); ok {
		if n := z.NormUint64(); n < uint64(len(normTable)) {
			return normTable[n]
		}
	}
	return p.Norm()
}

// normTable holds zap's norm of each field length up to 4095.
var normTable = func() (t [4096]float64) {
	for n := range t {
		t[n] = float64(float32(1.0 / math.Sqrt(float64(n))))
	}
	return t
}()

// scoreOf is the score of a document where the term's tf × norm is tfn,
// as TermQueryScorer computes it (tf * norm * idf, times the query weight).
func (t *flatTerm) scoreOf(tfn float64) float64 {
	s := tfn * t.idf
	if t.queryWeight != 1.0 {
		s = s * t.queryWeight
	}
	return s
}

func (t *flatTerm) weight() float64 {
	w := t.boost * t.idf
	return w * w
}

func (t *flatTerm) setQueryNorm(q float64) { t.queryWeight = t.boost * t.idf * q }
func (t *flatTerm) count() uint64          { return t.n }
func (t *flatTerm) min() int               { return 0 }

func (t *flatTerm) close() error {
	if t.cursor != nil {
		t.cursor.sp.release(t.cursor)
		t.cursor = nil
	}
	if t.rd == nil {
		return nil
	}
	return t.rd.r.Close()
}

// optimize lets the shard's reader of a term take part in a conjunction's
// intersection of postings, as Bleve's TermSearcher does; nil when it
// cannot.
func (t *flatTerm) optimizable() bindex.Optimizable {
	if t.open() != nil || t.rd == nil {
		return nil
	}
	if o, ok := t.rd.r.(bindex.Optimizable); ok {
		return o
	}
	return nil
}

// flatMin is minMatchSearcher, flat: its searchers in Bleve's order (by
// count), the first n-min+1 leading, the others moved to the leads'
// documents while they can still make min; a match scores the sum of its
// searchers' scores, in their order, times the coordination factor.
type flatMin struct {
	kids    flatNodes
	lead    int
	mn      int
	at      []uint64
	idxs    []int
	started bool
	cur     uint64
	// pending: the searchers of idxs are on cur, and are moved past it by
	// the next move. A match is scored when asked (scored, sc): most
	// are not (a filter's rejects, a follower's documents past its
	// parent's candidate, a should part's documents the must lacks).
	pending, scored bool
	sc              float64
	// Most disjunctions hold a few searchers: their at and idxs are
	// these, made with the struct.
	atBuf  [4]uint64
	idxBuf [4]int
}

func newFlatMin(kids []flatNode, min int) *flatMin {
	sortByCount(kids)
	s := &flatMin{
		kids: kids,
		lead: max(0, len(kids)-max(min, 1)+1),
		mn:   min,
	}
	if n := len(kids); n <= len(s.atBuf) {
		s.at, s.idxs = s.atBuf[:n], s.idxBuf[:0:n]
	} else {
		s.at, s.idxs = make([]uint64, n), make([]int, 0, n)
	}
	for i := range s.at {
		s.at[i] = noDoc
	}
	s.setQueryNorm(1 / math.Sqrt(s.weight()))
	return s
}

// coord is the coordination factor of k matching searchers of n, as
// DisjunctionQueryScorer computes it; those of up to 16 searchers are
// computed once (coords), the same quotients.
func coord(k, n int) float64 {
	if n < len(coords) {
		return coords[n][k]
	}
	return float64(k) / float64(n)
}

// coords[n][k] is k/n.
var coords = func() (t [17][17]float64) {
	for n := 1; n < len(t); n++ {
		for k := 0; k <= n; k++ {
			t[n][k] = float64(k) / float64(n)
		}
	}
	return t
}()

func (s *flatMin) start() error {
	s.started = true
	for i := 0; i < s.lead; i++ {
		d, err := s.kids[i].next()
		s.at[i] = d
		if err != nil {
			return err
		}
	}
	return nil
}

func (s *flatMin) next() (uint64, error) {
	if !s.started {
		if err := s.start(); err != nil {
			return noDoc, err
		}
	}
	if s.pending {
		s.pending = false
		for _, i := range s.idxs {
			d, err := s.kids[i].next()
			s.at[i] = d
			if err != nil {
				return noDoc, err
			}
		}
	}
	for {
		// The candidate, the first document a lead is on, and the leads
		// on it, in order.
		at := uint64(noDoc)
		idxs := s.idxs[:0]
		for i, d := range s.at[:s.lead] {
			switch {
			case d < at:
				at, idxs = d, append(idxs[:0], i)
			case d == at && d != noDoc:
				idxs = append(idxs, i)
			}
		}
		if at == noDoc {
			s.cur = noDoc
			return noDoc, nil
		}
		for i := s.lead; i < len(s.kids) && len(idxs)+len(s.kids)-i >= s.mn; i++ {
			d, err := s.kids[i].advance(at)
			s.at[i] = d
			if err != nil {
				return noDoc, err
			}
			if d == at {
				idxs = append(idxs, i)
			}
		}
		s.idxs = idxs
		if len(idxs) >= s.mn {
			s.cur, s.pending, s.scored = at, true, false
			return at, nil
		}
		for _, i := range idxs {
			d, err := s.kids[i].next()
			s.at[i] = d
			if err != nil {
				return noDoc, err
			}
		}
	}
}

func (s *flatMin) advance(n uint64) (uint64, error) {
	if s.started && s.cur >= n {
		return s.cur, nil
	}
	if !s.started {
		if err := s.start(); err != nil {
			return noDoc, err
		}
	}
	// The leads pending on cur (before n) move past it here; a follower
	// left on cur is advanced beyond it when next asks for it.
	s.pending = false
	for i := 0; i < s.lead; i++ {
		d, err := s.kids[i].advance(n)
		s.at[i] = d
		if err != nil {
			return noDoc, err
		}
	}
	return s.next()
}

// score is DisjunctionQueryScorer's: the sum, times the coordination
// factor (its quotients are computed once, the same values).
func (s *flatMin) score() float64 {
	if !s.scored {
		var sum float64
		for _, i := range s.idxs {
			sum += s.kids[i].score()
		}
		s.sc, s.scored = sum*coord(len(s.idxs), len(s.kids)), true
	}
	return s.sc
}

func (s *flatMin) weight() float64        { return s.kids.weight() }
func (s *flatMin) setQueryNorm(q float64) { s.kids.setQueryNorm(q) }
func (s *flatMin) count() uint64          { return s.kids.count() }

func (s *flatMin) min() int     { return s.mn }
func (s *flatMin) close() error { return closeAll(s.kids) }

// optimizable is the lone searcher's, as minMatchSearcher.Optimize.
func (s *flatMin) optimizable() bindex.Optimizable {
	if len(s.kids) == 1 {
		return optimizableOf(s.kids[0])
	}
	return nil
}

func optimizableOf(n flatNode) bindex.Optimizable {
	switch n := n.(type) {
	case *flatTerm:
		return n.optimizable()
	case *flatMin:
		return n.optimizable()
	}
	return nil
}

// flatConj is Bleve's ConjunctionSearcher: every searcher on a document;
// it scores the sum of their scores in their order (by count).
type flatConj struct {
	kids    flatNodes
	at      []uint64
	started bool
	cur     uint64
}

func newFlatConj(kids []flatNode) *flatConj {
	sortByCount(kids)
	c := &flatConj{kids: kids, at: make([]uint64, len(kids))}
	c.setQueryNorm(1.0 / math.Sqrt(c.weight()))
	if len(kids) > 1 {
		// Bleve's "conjunction" optimisation: the readers of the shard's
		// terms walk only the documents all of them hold. It changes what
		// is walked, not what matches.
		var octx bindex.OptimizableContext
		for _, k := range kids {
			o := optimizableOf(k)
			if o == nil {
				octx = nil
				break
			}
			var err error
			if octx, err = o.Optimize("conjunction", octx); err != nil || octx == nil {
				octx = nil
				break
			}
		}
		if octx != nil {
			octx.Finish()
		}
	}
	return c
}

// align moves the searchers to the first document all of them hold at or
// after the furthest of them.
func (c *flatConj) align() (uint64, error) {
	if len(c.kids) == 0 {
		c.cur = noDoc
		return noDoc, nil
	}
	target := c.at[0]
	for _, d := range c.at[1:] {
		target = max(target, d)
	}
	for target != noDoc {
		agreed := true
		for i, k := range c.kids {
			if c.at[i] >= target {
				continue
			}
			d, err := k.advance(target)
			c.at[i] = d
			if err != nil {
				return noDoc, err
			}
			if d > target {
				target, agreed = d, false
				break
			}
		}
		if agreed {
			break
		}
	}
	c.cur = target
	return target, nil
}

func (c *flatConj) next() (uint64, error) {
	if c.started && c.cur == noDoc {
		return noDoc, nil // its searchers are not moved past their end
	}
	c.started = true
	for i, k := range c.kids {
		d, err := k.next()
		c.at[i] = d
		if err != nil {
			return noDoc, err
		}
	}
	return c.align()
}

func (c *flatConj) advance(n uint64) (uint64, error) {
	if c.started && c.cur >= n {
		return c.cur, nil
	}
	c.started = true
	for i, k := range c.kids {
		d, err := k.advance(n)
		c.at[i] = d
		if err != nil {
			return noDoc, err
		}
	}
	return c.align()
}

// score is ConjunctionQueryScorer's sum.
func (c *flatConj) score() float64 {
	var sum float64
	for _, k := range c.kids {
		sum += k.score()
	}
	return sum
}

func (c *flatConj) weight() float64        { return c.kids.weight() }
func (c *flatConj) setQueryNorm(q float64) { c.kids.setQueryNorm(q) }
func (c *flatConj) count() uint64          { return c.kids.count() }

func (c *flatConj) min() int     { return 0 }
func (c *flatConj) close() error { return closeAll(c.kids) }

// flatPhrase is phraseDocsSearcher: the documents of docs, scored by the
// conjunction of the phrase's words. When the shard keeps the words' tf ×
// norm in those documents (kept), the conjunction's sum is made from them
// and no postings are read.
type flatPhrase struct {
	must    *flatConj
	docs    []uint32
	kept    bool
	at      int // the next document of docs; kept, the current one
	started bool
	cur     uint64
}

func (p *flatPhrase) next() (uint64, error) {
	if p.kept {
		if p.started && p.at < len(p.docs) {
			p.at++
		}
		return p.keptAt(), nil
	}
	p.started = true
	for p.at < len(p.docs) {
		want := uint64(p.docs[p.at])
		got, err := p.must.advance(want)
		if err != nil || got == noDoc {
			p.at, p.cur = len(p.docs), noDoc
			return noDoc, err
		}
		for p.at < len(p.docs) && uint64(p.docs[p.at]) <= got {
			p.at++
		}
		if got == want {
			p.cur = got
			return got, nil
		}
	}
	p.cur = noDoc
	return noDoc, nil
}

func (p *flatPhrase) advance(n uint64) (uint64, error) {
	if p.started && p.cur >= n {
		return p.cur, nil
	}
	if p.kept {
		p.at += sort.Search(len(p.docs)-p.at, func(i int) bool { return uint64(p.docs[p.at+i]) >= n })
		return p.keptAt(), nil
	}
	for p.at < len(p.docs) && uint64(p.docs[p.at]) < n {
		p.at++
	}
	return p.next()
}

// keptAt puts a phrase with kept scores on docs[at].
func (p *flatPhrase) keptAt() uint64 {
	p.started, p.cur = true, noDoc
	if p.at < len(p.docs) {
		p.cur = uint64(p.docs[p.at])
	}
	return p.cur
}

func (p *flatPhrase) score() float64 {
	if !p.kept {
		return p.must.score()
	}
	// flatConj.score, from the words' kept tf × norm.
	var sum float64
	for _, k := range p.must.kids {
		t := k.(*flatTerm)
		sum += t.scoreOf(t.tfn[p.at])
	}
	return sum
}

func (p *flatPhrase) weight() float64        { return p.must.weight() }
func (p *flatPhrase) setQueryNorm(q float64) { p.must.setQueryNorm(q) }
func (p *flatPhrase) count() uint64          { return p.must.count() }
func (p *flatPhrase) min() int               { return 0 }
func (p *flatPhrase) close() error           { return p.must.close() }

// flatBool is Bleve's BooleanSearcher, step for step: a document of must
// (of should, without must) that mustNot does not hold matches when should
// does or need not (its min is 0); it scores must's and should's scores
// summed.
type flatBool struct {
	must, should, not          flatNode // nil for none
	curMust, curShould, curNot uint64
	current                    uint64 // must's document (should's, without must)
	initialized, done          bool
	cur                        uint64
	// pending: must (should, without must) is on cur, moved past it by
	// the next move; the match is scored when asked (both: must's and
	// should's scores, else must's).
	pending, both, scored bool
	sc                    float64
}

func newFlatBool(must, should, not flatNode) *flatBool {
	b := &flatBool{must: must, should: should, not: not, curMust: noDoc, curShould: noDoc, curNot: noDoc, current: noDoc}
	b.setQueryNorm(1.0 / math.Sqrt(b.weight()))
	return b
}

func (b *flatBool) init() error {
	b.initialized = true
	var err error
	if b.must != nil {
		if b.curMust, err = b.must.next(); err != nil {
			return err
		}
	}
	if b.should != nil {
		if b.curShould, err = b.should.next(); err != nil {
			return err
		}
	}
	if b.not != nil {
		if b.curNot, err = b.not.next(); err != nil {
			return err
		}
	}
	b.setCurrent()
	return nil
}

func (b *flatBool) setCurrent() {
	switch {
	case b.must != nil:
		b.current = b.curMust
	case b.should != nil:
		b.current = b.curShould
	default:
		b.current = noDoc
	}
}

// nextMust moves must (should, without must) past its document.
func (b *flatBool) nextMust() error {
	var err error
	if b.must != nil {
		b.curMust, err = b.must.next()
	} else {
		b.curShould, err = b.should.next()
	}
	b.setCurrent()
	return err
}

// scoreBoth is the score of a document both must (if any) and should hold.
func (b *flatBool) scoreBoth() float64 {
	var sum float64
	if b.must != nil {
		sum += b.must.score()
	}
	return sum + b.should.score()
}

func (b *flatBool) next() (uint64, error) {
	if b.done {
		return noDoc, nil
	}
	if !b.initialized {
		if err := b.init(); err != nil {
			return noDoc, err
		}
	}
	if b.pending {
		b.pending = false
		if err := b.nextMust(); err != nil {
			return noDoc, err
		}
	}
	for b.current != noDoc {
		var err error
		if b.curNot != noDoc {
			if b.curNot < b.current {
				if b.curNot, err = b.not.advance(b.current); err != nil {
					return noDoc, err
				}
				if b.curNot == b.current {
					if err := b.nextMust(); err != nil {
						return noDoc, err
					}
					continue
				}
			} else if b.curNot == b.current {
				if err := b.nextMust(); err != nil {
					return noDoc, err
				}
				continue
			}
		}
		matched := false
		switch {
		case b.curShould < b.current: // never noDoc
			if b.curShould, err = b.should.advance(b.current); err != nil {
				return noDoc, err
			}
			if b.curShould == b.current {
				b.both, matched = true, true
			} else if b.should.min() == 0 {
				b.both, matched = false, true
			}
		case b.curShould == b.current:
			b.both, matched = true, true
		case b.should == nil || b.should.min() == 0:
			b.both, matched = false, true
		}
		if matched {
			b.cur, b.pending, b.scored = b.current, true, false
			return b.cur, nil
		}
		if err := b.nextMust(); err != nil {
			return noDoc, err
		}
	}
	b.done, b.cur = true, noDoc
	return noDoc, nil
}

func (b *flatBool) advance(n uint64) (uint64, error) {
	if b.initialized && b.cur >= n {
		return b.cur, nil
	}
	if b.done {
		return noDoc, nil
	}
	if !b.initialized {
		if err := b.init(); err != nil {
			return noDoc, err
		}
	}
	// Pending, must is on cur, before n: the moves below take it past.
	b.pending = false
	if b.current == noDoc || b.current < n {
		var err error
		if b.must != nil {
			if b.curMust, err = b.must.advance(n); err != nil {
				return noDoc, err
			}
		}
		if b.should != nil {
			if b.curShould, err = b.should.advance(n); err != nil {
				return noDoc, err
			}
		}
		if b.not != nil && b.curNot < n {
			if b.curNot, err = b.not.advance(n); err != nil {
				return noDoc, err
			}
		}
		b.setCurrent()
	}
	return b.next()
}

func (b *flatBool) score() float64 {
	if !b.scored {
		if b.both {
			b.sc = b.scoreBoth()
		} else {
			b.sc = 0 + b.must.score()
		}
		b.scored = true
	}
	return b.sc
}

func (b *flatBool) weight() float64 {
	var w float64
	if b.must != nil {
		w += b.must.weight()
	}
	if b.should != nil {
		w += b.should.weight()
	}
	return w
}

func (b *flatBool) setQueryNorm(q float64) {
	if b.must != nil {
		b.must.setQueryNorm(q)
	}
	if b.should != nil {
		b.should.setQueryNorm(q)
	}
}

func (b *flatBool) count() uint64 {
	var n uint64
	if b.must != nil {
		n += b.must.count()
	}
	if b.should != nil {
		n += b.should.count()
	}
	return n
}

func (b *flatBool) min() int { return 0 }

func (b *flatBool) close() error {
	var ns []flatNode
	for _, n := range []flatNode{b.must, b.should, b.not} {
		if n != nil {
			ns = append(ns, n)
		}
	}
	return closeAll(ns)
}

// flatFilter is Bleve's FilteringSearcher with BooleanQuery's filter: the
// documents of kid that filter (unscored) holds.
type flatFilter struct {
	kid, filter flatNode
	ref         uint64
	init        bool
}

func (f *flatFilter) accept(d uint64) (bool, error) {
	var err error
	if !f.init {
		f.init = true
		if f.ref, err = f.filter.next(); err != nil {
			return false, err
		}
	}
	if f.ref < d {
		if f.ref, err = f.filter.advance(d); err != nil {
			return false, err
		}
	}
	return f.ref == d, nil
}

func (f *flatFilter) next() (uint64, error) {
	for {
		d, err := f.kid.next()
		if err != nil || d == noDoc {
			return noDoc, err
		}
		if ok, err := f.accept(d); ok || err != nil {
			return d, err
		}
	}
}

func (f *flatFilter) advance(n uint64) (uint64, error) {
	d, err := f.kid.advance(n)
	if err != nil || d == noDoc {
		return noDoc, err
	}
	if ok, err := f.accept(d); ok || err != nil {
		return d, err
	}
	return f.next()
}

func (f *flatFilter) score() float64         { return f.kid.score() }
func (f *flatFilter) weight() float64        { return f.kid.weight() }
func (f *flatFilter) setQueryNorm(q float64) { f.kid.setQueryNorm(q) }
func (f *flatFilter) count() uint64          { return f.kid.count() }
func (f *flatFilter) min() int               { return f.kid.min() }

func (f *flatFilter) close() error {
	return closeAll([]flatNode{f.kid, f.filter})
}

// flatBleve is a searcher of Bleve's, for the queries not flattened.
type flatBleve struct {
	s       search.Searcher
	sctx    *search.SearchContext
	d       *search.DocumentMatch
	id      bindex.IndexInternalID
	started bool
	cur     uint64
}

func (a *flatBleve) set(d *search.DocumentMatch, err error) (uint64, error) {
	a.d = d
	if err != nil || d == nil {
		a.cur = noDoc
		return noDoc, err
	}
	a.cur = d.IndexInternalID.Value()
	return a.cur, nil
}

func (a *flatBleve) release() {
	if a.d != nil {
		a.sctx.DocumentMatchPool.Put(a.d)
		a.d = nil
	}
}

func (a *flatBleve) next() (uint64, error) {
	if a.started && a.cur == noDoc {
		return noDoc, nil
	}
	a.started = true
	a.release()
	return a.set(a.s.Next(a.sctx))
}

func (a *flatBleve) advance(n uint64) (uint64, error) {
	if a.started && a.cur >= n {
		return a.cur, nil
	}
	a.started = true
	a.release()
	a.id = bindex.NewIndexInternalID(a.id, n)
	return a.set(a.s.Advance(a.sctx, a.id))
}

func (a *flatBleve) score() float64         { return a.d.Score }
func (a *flatBleve) weight() float64        { return a.s.Weight() }
func (a *flatBleve) setQueryNorm(q float64) { a.s.SetQueryNorm(q) }
func (a *flatBleve) count() uint64          { return a.s.Count() }
func (a *flatBleve) min() int               { return a.s.Min() }

func (a *flatBleve) close() error {
	a.release()
	return a.s.Close()
}

// shardPostings reads the postings of a shard's terms straight from its
// segment (a shard is one segment, whose document numbers are the
// shard's), as scorch's term reader does, without making that reader,
// its dictionaries and its iterators for every term of every query: the
// field dictionaries are opened once per search, and the postings lists
// and iterators are reused from search to search (the shard's pool).
type shardPostings struct {
	sh     *shard // whose common terms are decoded (nil: none)
	limits decodeLimits
	ss     *scorch.SegmentSnapshot
	dicts  *segmentDicts
	pools  *postingsPools
}

// postingsPools are a shard's postings cursors and field dictionaries,
// for its searches to reuse.
type postingsPools struct {
	cursors sync.Pool // of *postingsCursor
	dicts   sync.Pool // of *segmentDicts
}

// segmentDicts are the field dictionaries of a segment, opened as terms
// are read; a dictionary is read by one search at a time.
type segmentDicts struct {
	ss *scorch.SegmentSnapshot
	m  map[string]segment.TermDictionary
}

// postingsCursor is a term's postings list and its iterator.
type postingsCursor struct {
	sp *shardPostings
	pl segment.PostingsList
	it segment.PostingsIterator
}

// newShardPostings reads the postings of r, a scorch snapshot of one
// segment; nil for any other reader.
func newShardPostings(r bindex.IndexReader, sh *shard, limits decodeLimits) *shardPostings {
	snap, ok := r.(*scorch.IndexSnapshot)
	if !ok || len(snap.Segments()) != 1 {
		return nil
	}
	pools := &sh.postings
	p := &shardPostings{sh: sh, limits: limits.orDefault(), ss: snap.Segments()[0], pools: pools}
	if d, ok := pools.dicts.Get().(*segmentDicts); ok && d.ss == p.ss {
		p.dicts = d
	} else {
		p.dicts = &segmentDicts{ss: p.ss, m: make(map[string]segment.TermDictionary, 8)}
	}
	return p
}

// done gives the dictionaries back for a later search.
func (p *shardPostings) done() {
	if p != nil {
		p.pools.dicts.Put(p.dicts)
	}
}

// open returns a cursor on the postings of term in field.
func (p *shardPostings) open(term, field string) (*postingsCursor, error) {
	d, ok := p.dicts.m[field]
	if !ok {
		var err error
		if d, err = p.ss.Segment().Dictionary(field); err != nil {
			return nil, fmt.Errorf("index: terms of %s: %w", field, err)
		}
		p.dicts.m[field] = d
	}
	c, _ := p.pools.cursors.Get().(*postingsCursor)
	if c == nil {
		c = &postingsCursor{}
	}
	pl, err := d.PostingsList([]byte(term), p.ss.Deleted(), c.pl)
	if err != nil {
		p.pools.cursors.Put(c)
		return nil, fmt.Errorf("index: postings of %s:%s: %w", field, term, err)
	}
	c.sp, c.pl = p, pl
	c.it = pl.Iterator(true, true, false, c.it)
	return c, nil
}

func (p *shardPostings) release(c *postingsCursor) {
	c.sp = nil
	p.pools.cursors.Put(c)
}

// filterOnly is the flat searcher of a query that only filters (a
// BooleanQuery of a Filter alone, as Search makes of a query with nothing
// to rank by). Bleve searches it as every document of the shard, each
// scoring its MatchAllSearcher's constant, kept where the filter's
// searcher also is; at full size that read the hundreds of thousands of
// documents of every shard for the few thousand of a filter. The same
// documents, with the same constant score, are the filter's own.
func (b *flatBuilder) filterOnly(filter query.Query, r globalReader) (flatNode, error) {
	// A filter that only filters in turn (Search wraps the filters of
	// "doc:carddata kind:ruling", a BooleanQuery of their conjunction, in
	// another) matches its own filter's documents.
	for {
		in, ok := filter.(*query.BooleanQuery)
		if !ok || in.Must != nil || in.Should != nil || in.MustNot != nil || in.Filter == nil {
			break
		}
		filter = in.Filter
	}
	f, err := b.build(filter, r)
	if err != nil {
		return nil, err
	}
	if _, ok := f.(flatNone); ok {
		return f, nil
	}
	return &flatConst{kid: f, queryWeight: 1, total: b.total}, nil
}

// flatConst is the documents of kid scored as Bleve's MatchAllSearcher
// scores every document (its ConstantScorer of 1 and boost 1); its count
// is, as that searcher's, the index's documents.
type flatConst struct {
	kid         flatNode
	queryWeight float64
	total       uint64
}

func (c *flatConst) next() (uint64, error)            { return c.kid.next() }
func (c *flatConst) advance(n uint64) (uint64, error) { return c.kid.advance(n) }
func (c *flatConst) score() float64                   { return c.queryWeight }
func (c *flatConst) weight() float64                  { return 1 }
func (c *flatConst) setQueryNorm(q float64)           { c.queryWeight = q }
func (c *flatConst) count() uint64                    { return c.total }
func (c *flatConst) min() int                         { return 0 }
func (c *flatConst) close() error                     { return c.kid.close() }
