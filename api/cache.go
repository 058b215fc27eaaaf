package api

import (
	"context"

	"github.com/arbitre/arbitre/index"
)

// cachedSearcher remembers the results of the most recent distinct
// searches. The knowledge base never changes while the server runs, so a
// result stays right for as long as it is kept; at an event the same few
// card names are looked up again and again. Results are shared between
// requests and must not be modified (the handlers copy what they change).
type cachedSearcher struct {
	inner   Searcher
	results *lru[index.Request, *index.Result]
}

func newCachedSearcher(inner Searcher, max int) *cachedSearcher {
	return &cachedSearcher{inner: inner, results: newLRU[index.Request, *index.Result](max)}
}

func (c *cachedSearcher) Search(ctx context.Context, req index.Request) (*index.Result, error) {
	if res, ok := c.results.get(req); ok {
		return res, nil
	}
	res, err := c.inner.Search(ctx, req)
	if err != nil {
		return nil, err // errors (timeouts above all) are not remembered
	}
	c.results.put(req, res)
	return res, nil
}

func (c *cachedSearcher) len() int { return c.results.len() }
