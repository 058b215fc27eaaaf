package middleware

import (
	"context"

	"github.com/arbitre/arbitre/index"
)

// Searcher answers search requests; *index.Index is one.
type Searcher interface {
	Search(ctx context.Context, req index.Request) (*index.Result, error)
}

// CachedSearcher remembers the results of the most recent distinct
// searches, within a bound in bytes. The knowledge base never changes
// while the server runs, so a result stays right for as long as it is
// kept; at an event the same few card names are looked up again and
// again. Results are shared between requests and must not be modified (the
// handlers copy what they change).
type CachedSearcher struct {
	inner   Searcher
	results *LRU[index.Request, *index.Result]
	metrics *Metrics // nil counts nothing
}

// NewCachedSearcher caches inner's results within maxBytes, counting its
// hits and misses in m (nil: nowhere).
func NewCachedSearcher(inner Searcher, maxBytes int64, m *Metrics) *CachedSearcher {
	return &CachedSearcher{inner: inner, results: NewLRU(maxBytes, requestResultSize), metrics: m}
}

// Search answers from the cache, or from the searcher it fronts.
func (c *CachedSearcher) Search(ctx context.Context, req index.Request) (*index.Result, error) {
	res, ok := c.results.Get(req)
	if c.metrics != nil {
		c.metrics.cacheHit(ok)
	}
	if ok {
		return res, nil
	}
	res, err := c.inner.Search(ctx, req)
	if err != nil {
		return nil, err // errors (timeouts above all) are not remembered
	}
	c.results.Put(req, res)
	return res, nil
}

// Cached returns req's result when it is in the cache, without searching:
// what a server answers before admitting the request to the index (a
// miss is counted by the Search that follows).
func (c *CachedSearcher) Cached(req index.Request) (*index.Result, bool) {
	res, ok := c.results.Get(req)
	if ok && c.metrics != nil {
		c.metrics.cacheHit(true)
	}
	return res, ok
}

// Len is the number of results cached, Bytes their estimated size.
func (c *CachedSearcher) Len() int     { return c.results.Len() }
func (c *CachedSearcher) Bytes() int64 { return c.results.Bytes() }

// requestResultSize estimates the memory a cached search holds: its key
// and every string and slice of its result, counted as if none were shared
// with the index (some are), so that the estimate errs on the large side.
func requestResultSize(req index.Request, res *index.Result) int64 {
	const str, slice, word = 16, 24, 8
	n := int64(len(req.Query)+len(req.Page)) + 2*str + 3*word
	n += 2*str + 2*word + slice + int64(len(res.Query)+len(res.Next)) + slice
	for _, w := range res.Warnings {
		n += str + int64(len(w))
	}
	for i := range res.Data {
		h := &res.Data[i]
		n += 10*str + word + int64(len(h.Kind)+len(h.ID)+len(h.Lang)+len(h.Title)+len(h.Snippet)+
			len(h.Doc)+len(h.Set)+len(h.CardID)+len(h.CardName)+len(h.SectionID)+len(h.SectionTitle))
	}
	if f := res.Facets; f != nil {
		n += 8 * slice
		for _, l := range [][]index.FacetCount{f.Kind, f.Lang, f.Doc, f.Set, f.Type, f.Color, f.ManaValue, f.Mechanic} {
			for _, fc := range l {
				n += str + word + int64(len(fc.Value))
			}
		}
	}
	return n
}
