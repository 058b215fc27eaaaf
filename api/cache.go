package api

import (
	"container/list"
	"context"
	"sync"

	"github.com/arbitre/arbitre/index"
)

// cachedSearcher remembers the results of the most recent distinct
// searches. The knowledge base never changes while the server runs, so a
// result stays right for as long as it is kept; at an event the same few
// card names are looked up again and again. Results are shared between
// requests and must not be modified (the handlers copy what they change).
type cachedSearcher struct {
	inner Searcher
	max   int

	mu    sync.Mutex
	order *list.List // front = most recently used; values are *cacheEntry
	items map[index.Request]*list.Element
}

type cacheEntry struct {
	key index.Request
	res *index.Result
}

func newCachedSearcher(inner Searcher, max int) *cachedSearcher {
	return &cachedSearcher{inner: inner, max: max, order: list.New(), items: make(map[index.Request]*list.Element, max)}
}

func (c *cachedSearcher) Search(ctx context.Context, req index.Request) (*index.Result, error) {
	c.mu.Lock()
	if el, ok := c.items[req]; ok {
		c.order.MoveToFront(el)
		res := el.Value.(*cacheEntry).res
		c.mu.Unlock()
		return res, nil
	}
	c.mu.Unlock()
	res, err := c.inner.Search(ctx, req)
	if err != nil {
		return nil, err // errors (timeouts above all) are not remembered
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[req]; ok {
		c.order.MoveToFront(el)
		return res, nil
	}
	c.items[req] = c.order.PushFront(&cacheEntry{key: req, res: res})
	for c.order.Len() > c.max {
		old := c.order.Back()
		c.order.Remove(old)
		delete(c.items, old.Value.(*cacheEntry).key)
	}
	return res, nil
}

func (c *cachedSearcher) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}
