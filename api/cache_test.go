package api

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/middleware"
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
var resultSize = requestResultSize(index.Request{Query: "a"}, &index.Result{Query: "a"}) + middleware.LRUEntryOverhead

func TestCachedSearcher(t *testing.T) {
	inner := &countingSearcher{calls: map[string]int{}}
	c := middleware.NewCache(inner.Search, 2*resultSize, requestResultSize, nil)
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
	if c.Len() != 2 {
		t.Errorf("cache holds %d entries, max 2", c.Len())
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
	c := middleware.NewCache((&countingSearcher{calls: map[string]int{}}).Search, 8*resultSize, requestResultSize, nil)
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
	if c.Len() > 8 {
		t.Errorf("cache holds %d entries, max 8", c.Len())
	}
}

// bigResults answers every query with a full page of large hits, as
// limit=100 searches of long rulings do.
type bigResults struct{}

func (bigResults) Search(ctx context.Context, req index.Request) (*index.Result, error) {
	res := &index.Result{Query: req.Query, Limit: req.Limit, Warnings: []string{}}
	for i := range req.Limit {
		res.Data = append(res.Data, index.Hit{Kind: "ruling", ID: fmt.Sprintf("%s-%d", req.Query, i), Title: req.Query,
			Snippet: strings.Repeat("é", 1000)})
	}
	return res, nil
}

// TestCacheBoundInBytes: many distinct large results never take the cache
// past its bound, by its own account or by the heap's.
func TestCacheBoundInBytes(t *testing.T) {
	const bound = 4 << 20
	m := middleware.NewMetrics()
	c := middleware.NewCache(bigResults{}.Search, bound, requestResultSize, m)
	// The estimate covers at least the strings the result holds.
	req := index.Request{Query: "q", Limit: 100}
	res, _ := bigResults{}.Search(context.Background(), req)
	if est, min := requestResultSize(req, res), int64(100*2000); est < min {
		t.Fatalf("estimate %d bytes for a result holding %d bytes of snippets", est, min)
	}
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for i := range 4096 {
		if _, err := c.Search(context.Background(), index.Request{Query: fmt.Sprint("q", i), Limit: 100}); err != nil {
			t.Fatal(err)
		}
		if b := c.Bytes(); b > bound {
			t.Fatalf("after %d searches the cache holds %d bytes, bound %d", i+1, b, bound)
		}
	}
	var after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&after)
	if grown := int64(after.HeapAlloc) - int64(before.HeapAlloc); grown > 2*bound {
		t.Errorf("heap grew by %d bytes for a %d-byte cache", grown, bound)
	}
	if c.Len() == 0 || c.Len() > bound/(100*2000) {
		t.Errorf("cache holds %d results of over 200 KB in %d bytes", c.Len(), bound)
	}
	// A result larger than the whole bound is not kept (and does not empty
	// the cache).
	small := middleware.NewCache(bigResults{}.Search, 64<<10, requestResultSize, nil)
	small.Search(context.Background(), index.Request{Query: "x", Limit: 1})
	small.Search(context.Background(), index.Request{Query: "y", Limit: 100})
	if small.Len() != 1 || small.Bytes() > 64<<10 {
		t.Errorf("small cache: %d entries, %d bytes", small.Len(), small.Bytes())
	}
}
