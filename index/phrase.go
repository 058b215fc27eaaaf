package index

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"sync"

	"github.com/blevesearch/bleve/v2/mapping"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
	"github.com/blevesearch/bleve/v2/search/scorer"
	"github.com/blevesearch/bleve/v2/search/searcher"
	bindex "github.com/blevesearch/bleve_index_api"
)

// tablePhraseQuery is a wording of the term table searched as a phrase
// ("champ de bataille" for "en jeu"): Bleve's multi-phrase query, whose
// matches in a shard are found once and kept. Bleve checks a phrase by
// reading the positions of its words in every document that holds them
// all, which for the wordings of common terms is most of a large corpus and
// most of a query's cost; yet a shard never changes, and the table's
// wordings are few, so which of the shard's documents hold each is kept
// (shard.phraseDocs) and a query only scores those. A match scores what
// Bleve's phrase searcher gives it, the score of its words' conjunction
// (TestTablePhraseAsBleve). Wordings typed by the user are not kept: they
// are Bleve's own phrase queries, so that what is kept stays bounded by the
// table.
type tablePhraseQuery struct {
	*query.MultiPhraseQuery
}

func (q *tablePhraseQuery) Searcher(ctx context.Context, r bindex.IndexReader, m mapping.IndexMapping, opts search.SearcherOptions) (search.Searcher, error) {
	gr, ok := r.(globalReader)
	if !ok || q.Fuzziness != 0 || opts.IncludeTermVectors || opts.Explain || opts.Score != "" {
		return q.MultiPhraseQuery.Searcher(ctx, r, m, opts)
	}
	var docs []uint32
	if !gr.none {
		var err error
		if docs, err = gr.sh.phraseDocs(ctx, gr, q.Terms, q.FieldVal); err != nil {
			return nil, err
		}
	}
	must, err := phraseConjunction(ctx, gr, q.Terms, q.FieldVal, q.BoostVal.Value(), opts)
	if err != nil {
		return nil, err
	}
	s := &phraseDocsSearcher{must: must, docs: docs}
	// As Bleve's phrase searcher, outermost (an enclosing searcher sets
	// it again).
	s.SetQueryNorm(1 / math.Sqrt(must.Weight()))
	return s, nil
}

// phraseConjunction is the conjunction of a phrase's words that Bleve's
// phrase searcher scores its matches with (NewMultiPhraseSearcher), the
// words' positions left unread.
func phraseConjunction(ctx context.Context, r bindex.IndexReader, terms [][]string, field string, boost float64, opts search.SearcherOptions) (search.Searcher, error) {
	var slots []search.Searcher
	fail := func(err error) (search.Searcher, error) {
		for _, s := range slots {
			s.Close()
		}
		return nil, fmt.Errorf("index: phrase: %w", err)
	}
	for _, slot := range terms {
		var alts []search.Searcher
		for _, t := range slot {
			if t == "" {
				continue
			}
			ts, err := searcher.NewTermSearcher(ctx, r, t, field, boost, opts)
			if err != nil {
				for _, s := range alts {
					s.Close()
				}
				return fail(err)
			}
			alts = append(alts, ts)
		}
		switch {
		case len(slot) == 1:
			slots = append(slots, alts...)
		case len(slot) > 1:
			d, err := searcher.NewDisjunctionSearcher(ctx, r, alts, 1, opts)
			if err != nil {
				for _, s := range alts {
					s.Close()
				}
				return fail(err)
			}
			slots = append(slots, d)
		}
	}
	c, err := searcher.NewConjunctionSearcher(ctx, r, slots, opts)
	if err != nil {
		return fail(err)
	}
	return c, nil
}

// phraseDocsSearcher gives the documents of docs, in order, as its must
// searcher scores them (every one holds all the phrase's words).
type phraseDocsSearcher struct {
	must search.Searcher
	docs []uint32 // document numbers, ascending
	at   int
	id   bindex.IndexInternalID
}

func (s *phraseDocsSearcher) Next(ctx *search.SearchContext) (*search.DocumentMatch, error) {
	for s.at < len(s.docs) {
		want := uint64(s.docs[s.at])
		s.id = bindex.NewIndexInternalID(s.id, want)
		d, err := s.must.Advance(ctx, s.id)
		if err != nil || d == nil {
			s.at = len(s.docs)
			return nil, err
		}
		got := d.IndexInternalID.Value()
		for s.at < len(s.docs) && uint64(s.docs[s.at]) <= got {
			s.at++
		}
		if got == want {
			return d, nil
		}
		ctx.DocumentMatchPool.Put(d) // cannot be: the phrase's documents hold its words
	}
	return nil, nil
}

func (s *phraseDocsSearcher) Advance(ctx *search.SearchContext, id bindex.IndexInternalID) (*search.DocumentMatch, error) {
	v := id.Value()
	for s.at < len(s.docs) && uint64(s.docs[s.at]) < v {
		s.at++
	}
	return s.Next(ctx)
}

func (s *phraseDocsSearcher) Weight() float64            { return s.must.Weight() }
func (s *phraseDocsSearcher) SetQueryNorm(qnorm float64) { s.must.SetQueryNorm(qnorm) }
func (s *phraseDocsSearcher) Count() uint64              { return s.must.Count() }
func (s *phraseDocsSearcher) Close() error               { return s.must.Close() }
func (s *phraseDocsSearcher) Min() int                   { return 0 }
func (s *phraseDocsSearcher) Size() int                  { return s.must.Size() + 4*len(s.docs) }
func (s *phraseDocsSearcher) DocumentMatchPoolSize() int {
	return s.must.DocumentMatchPoolSize() + 1
}

// phraseMatches are the documents of a shard that hold a phrase, found
// once.
type phraseMatches struct {
	once sync.Once
	segs []uint64 // the segments they were found in
	docs []uint32
	// tfn are, for each word of a phrase whose every place holds one word,
	// in order, the word's tf × norm in each of docs, as Bleve's term
	// scorer multiplies them: the part of the word's score that does not
	// depend on the query, so that the flat searchers score a match
	// without reading its words' postings (nil for other phrases).
	tfn [][]float64
	err error
}

// phraseDocs returns the numbers of the shard's documents in which field
// holds the phrase terms (a multi-phrase), as Bleve's phrase searcher finds
// them; they are found on the first call and kept.
func (sh *shard) phraseDocs(ctx context.Context, r globalReader, terms [][]string, field string) ([]uint32, error) {
	pm, err := sh.phraseMatches(ctx, r, terms, field)
	if err != nil {
		return nil, err
	}
	return pm.docs, nil
}

// phraseMatches returns the shard's matches of a phrase, found on the
// first call and kept (see phraseDocs).
func (sh *shard) phraseMatches(ctx context.Context, r globalReader, terms [][]string, field string) (*phraseMatches, error) {
	var key strings.Builder
	key.WriteString(field)
	for _, slot := range terms {
		key.WriteByte(0)
		key.WriteString(strings.Join(slot, "\x01"))
	}
	v, _ := sh.phrases.LoadOrStore(key.String(), &phraseMatches{})
	pm := v.(*phraseMatches)
	pm.once.Do(func() {
		pm.segs = segmentsOf(r.IndexReader)
		pm.docs, pm.err = findPhrase(ctx, r, terms, field)
		if pm.err == nil {
			pm.tfn, pm.err = phraseTFN(ctx, r.IndexReader, terms, field, pm.docs)
		}
	})
	if pm.err != nil || pm.segs == nil || !slices.Equal(pm.segs, segmentsOf(r.IndexReader)) {
		// An error is not kept (the next query tries again), nor are the
		// matches of other segments than r's.
		sh.phrases.CompareAndDelete(key.String(), pm)
		if pm.err != nil {
			return nil, pm.err
		}
		docs, err := findPhrase(ctx, r, terms, field)
		return &phraseMatches{docs: docs}, err
	}
	return pm, nil
}

// phraseTFN reads, for a phrase whose every place holds at most one word,
// the tf × norm of each word in each of docs (see phraseMatches.tfn); nil
// for other phrases.
func phraseTFN(ctx context.Context, r bindex.IndexReader, terms [][]string, field string, docs []uint32) ([][]float64, error) {
	var words []string
	for _, slot := range terms {
		if len(slot) > 1 {
			return nil, nil
		}
		if len(slot) == 1 && slot[0] != "" {
			words = append(words, slot[0])
		}
	}
	if len(words) == 0 {
		return nil, nil
	}
	tfn := make([][]float64, len(words))
	var id bindex.IndexInternalID
	for w, t := range words {
		tfr, err := r.TermFieldReader(ctx, []byte(t), field, true, true, false)
		if err != nil {
			return nil, fmt.Errorf("index: phrase: %w", err)
		}
		col := make([]float64, len(docs))
		var d bindex.TermFieldDoc
		for i, n := range docs {
			id = bindex.NewIndexInternalID(id, uint64(n))
			got, err := tfr.Advance(id, d.Reset())
			if err == nil && (got == nil || got.ID.Value() != uint64(n)) {
				err = fmt.Errorf("document %d holds the phrase but not %q", n, t)
			}
			if err != nil {
				tfr.Close()
				return nil, fmt.Errorf("index: phrase: %w", err)
			}
			col[i] = termTF(got.Freq) * got.Norm
		}
		tfr.Close()
		tfn[w] = col
	}
	return tfn, nil
}

// termTF is the tf of Bleve's term scorer.
func termTF(freq uint64) float64 {
	if freq < scorer.MaxSqrtCache {
		return scorer.SqrtCache[int(freq)]
	}
	return math.Sqrt(float64(freq))
}

// findPhrase runs Bleve's phrase searcher and lists the documents it
// finds.
func findPhrase(ctx context.Context, r bindex.IndexReader, terms [][]string, field string) ([]uint32, error) {
	ps, err := searcher.NewMultiPhraseSearcher(ctx, r, terms, 0, false, field, 1, search.SearcherOptions{})
	if err != nil {
		return nil, fmt.Errorf("index: phrase: %w", err)
	}
	defer ps.Close()
	sctx := &search.SearchContext{DocumentMatchPool: search.NewDocumentMatchPool(ps.DocumentMatchPoolSize()+1, 0), IndexReader: r}
	var docs []uint32
	for {
		d, err := ps.Next(sctx)
		if err != nil {
			return nil, fmt.Errorf("index: phrase: %w", err)
		}
		if d == nil {
			return slices.Clip(docs), nil
		}
		docs = append(docs, uint32(d.IndexInternalID.Value()))
		sctx.DocumentMatchPool.Put(d)
	}
}
