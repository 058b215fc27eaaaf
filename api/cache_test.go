package api

import (
	"context"
	"errors"
	"sync"
	"testing"

	"github.com/arbitre/arbitre/index"
)

type countingSearcher struct {
	mu    sync.Mutex
	calls map[string]int
	fail  bool
}

func (c *countingSearcher) Search(ctx context.Context, req index.Request) (*index.Result, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.calls[req.Query]++
	if c.fail {
		return nil, errors.New("down")
	}
	return &index.Result{Query: req.Query}, nil
}

// resultSize is what the cache counts for one of countingSearcher's
// results (one-letter queries).
var resultSize = requestResultSize(index.Request{Query: "a"}, &index.Result{Query: "a"}) + lruEntryOverhead

func TestCachedSearcher(t *testing.T) {
	inner := &countingSearcher{calls: map[string]int{}}
	c := newCachedSearcher(inner, 2*resultSize, nil)
	ctx := context.Background()
	for _, q := range []string{"a", "a", "b", "a", "c", "b", "a"} {
		res, err := c.Search(ctx, index.Request{Query: q})
		if err != nil || res.Query != q {
			t.Fatalf("Search(%q) = %v, %v", q, res, err)
		}
	}
	// a (miss) a (hit) b (miss) a (hit) c (miss, evicts b) b (miss, evicts a) a (miss).
	if inner.calls["a"] != 2 || inner.calls["b"] != 2 || inner.calls["c"] != 1 {
		t.Errorf("calls = %v", inner.calls)
	}
	if c.len() != 2 {
		t.Errorf("cache holds %d entries, max 2", c.len())
	}
	// Different limits or pages are different requests.
	c.Search(ctx, index.Request{Query: "a", Offset: 5})
	if inner.calls["a"] != 3 {
		t.Errorf("a with another limit came from the cache")
	}
	inner.fail = true
	if _, err := c.Search(ctx, index.Request{Query: "z"}); err == nil {
		t.Fatal("error hidden")
	}
	if _, err := c.Search(ctx, index.Request{Query: "z"}); err == nil || inner.calls["z"] != 2 {
		t.Errorf("an error was cached: calls %d", inner.calls["z"])
	}
}

func TestCachedSearcherConcurrent(t *testing.T) {
	c := newCachedSearcher(&countingSearcher{calls: map[string]int{}}, 8*resultSize, nil)
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				c.Search(context.Background(), index.Request{Query: string(rune('a' + (i+g)%16))})
			}
		}()
	}
	wg.Wait()
	if c.len() > 8 {
		t.Errorf("cache holds %d entries, max 8", c.len())
	}
}
