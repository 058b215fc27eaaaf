package middleware

import (
	"container/list"
	"sync"
)

// LRU is a map bounded in bytes that forgets the least recently used
// entries first. The size of an entry is what size says (an estimate of
// the memory it holds); an entry larger than the whole bound is not kept.
// It is safe for concurrent use.
type LRU[K comparable, V any] struct {
	max  int64
	size func(K, V) int64

	mu    sync.Mutex
	used  int64
	order *list.List // front = most recently used; values are *lruEntry
	items map[K]*list.Element
}

type lruEntry[K comparable, V any] struct {
	key  K
	val  V
	size int64
}

// LRUEntryOverhead approximates what an entry costs beyond its key and
// value: the list element, the map slot, the entry itself.
const LRUEntryOverhead = 128

// NewLRU holds entries of size (as size estimates it) up to maxBytes.
func NewLRU[K comparable, V any](maxBytes int64, size func(K, V) int64) *LRU[K, V] {
	return &LRU[K, V]{max: maxBytes, size: size, order: list.New(), items: map[K]*list.Element{}}
}

// Get returns the value of k, which becomes the most recently used.
func (c *LRU[K, V]) Get(k K) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[k]; ok {
		c.order.MoveToFront(el)
		return el.Value.(*lruEntry[K, V]).val, true
	}
	var zero V
	return zero, false
}

// Put keeps v under k, forgetting the least recently used entries that
// no longer fit.
func (c *LRU[K, V]) Put(k K, v V) {
	n := c.size(k, v) + LRUEntryOverhead
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[k]; ok {
		c.remove(el)
	}
	if n > c.max {
		return
	}
	c.items[k] = c.order.PushFront(&lruEntry[K, V]{k, v, n})
	c.used += n
	for c.used > c.max {
		c.remove(c.order.Back())
	}
}

func (c *LRU[K, V]) remove(el *list.Element) {
	e := c.order.Remove(el).(*lruEntry[K, V])
	delete(c.items, e.key)
	c.used -= e.size
}

// Len is the number of entries.
func (c *LRU[K, V]) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.order.Len()
}

// Bytes is the estimated size of what the cache holds.
func (c *LRU[K, V]) Bytes() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.used
}
