package middleware

import "context"

// Cache remembers the answers of the most recent distinct requests, within
// a bound in bytes: the result cache in front of the search index. The
// knowledge base never changes while a snapshot is served, so an answer
// stays right for as long as it is kept; at an event the same few card
// names are looked up again and again. Answers are shared between
// requests and must not be modified (the handlers copy what they change).
// It knows nothing of what it caches: the handlers give it the search and
// the size of an answer.
type Cache[Req comparable, Res any] struct {
	inner   func(context.Context, Req) (Res, error)
	results *LRU[Req, Res]
	metrics *Metrics // nil counts nothing
}

// NewCache caches inner's answers within maxBytes, each of the size size
// estimates, counting its hits and misses in m (nil: nowhere).
func NewCache[Req comparable, Res any](inner func(context.Context, Req) (Res, error), maxBytes int64,
	size func(Req, Res) int64, m *Metrics) *Cache[Req, Res] {
	return &Cache[Req, Res]{inner: inner, results: NewLRU(maxBytes, size), metrics: m}
}

// Search answers from the cache, or from the search it fronts.
func (c *Cache[Req, Res]) Search(ctx context.Context, req Req) (Res, error) {
	res, ok := c.results.Get(req)
	if c.metrics != nil {
		c.metrics.cacheHit(ok)
	}
	if ok {
		return res, nil
	}
	res, err := c.inner(ctx, req)
	if err != nil {
		var zero Res
		return zero, err // errors (timeouts above all) are not remembered
	}
	c.results.Put(req, res)
	return res, nil
}

// Cached returns req's answer when it is in the cache, without searching:
// what a server answers before admitting the request to the index (a
// miss is counted by the Search that follows).
func (c *Cache[Req, Res]) Cached(req Req) (Res, bool) {
	res, ok := c.results.Get(req)
	if ok && c.metrics != nil {
		c.metrics.cacheHit(true)
	}
	return res, ok
}

// Len is the number of answers cached, Bytes their estimated size and
// MaxBytes the bound.
func (c *Cache[Req, Res]) Len() int        { return c.results.Len() }
func (c *Cache[Req, Res]) Bytes() int64    { return c.results.Bytes() }
func (c *Cache[Req, Res]) MaxBytes() int64 { return c.results.max }
