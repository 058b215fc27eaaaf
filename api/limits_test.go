package api

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/arbitre/arbitre/internal/middleware"
)

// TestLimitsAcrossSnapshots: the servers of two snapshots made with one
// Limits count their requests together, so that while a reload has both
// answering (the old one finishing a slow search, the new one taking new
// requests) neither the concurrency cap nor a client's rate is exceeded.
// With a Limits each, the new snapshot would admit a second search and a
// fresh burst for the same client.
func TestLimitsAcrossSnapshots(t *testing.T) {
	kb := fixtureKB(t)
	lim := middleware.NewLimits(1, 1, 2)
	old := newTestServer(t, func(c *Config) {
		c.Index = &fakeIndex{kb: kb, delay: 500 * time.Millisecond}
		c.Limits = lim
	})
	cur := newTestServer(t, func(c *Config) { c.Limits = lim })
	sw := middleware.NewSwitch(old, nil)
	from := func(ip, target string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, "http://arbitre.test"+target, nil)
		r.RemoteAddr = ip + ":5555"
		w := httptest.NewRecorder()
		sw.ServeHTTP(w, r)
		return w
	}
	// Client B spends its burst on the old snapshot.
	for i := range 2 {
		if w := from("198.51.100.9", "/api/cards/dsk-fr-anthropede"); w.Code != 200 {
			t.Fatalf("request %d within the burst: %d", i+1, w.Code)
		}
	}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		if w := from("203.0.113.7", "/api/search?q=piscine"); w.Code != 200 {
			t.Errorf("slow search on the old snapshot: %d", w.Code)
		}
	}()
	time.Sleep(150 * time.Millisecond) // the search holds the only slot
	sw.Swap(cur, nil)
	if w := from("192.0.2.44", "/api/search?q=piscine"); w.Code != 503 {
		t.Errorf("second search while the old snapshot answers one, cap 1: %d, want 503", w.Code)
	}
	if w := from("198.51.100.9", "/api/cards/dsk-fr-anthropede"); w.Code != 429 {
		t.Errorf("client over its rate, on the new snapshot: %d, want 429", w.Code)
	}
	wg.Wait()
	if w := from("192.0.2.44", "/api/search?q=piscine"); w.Code != 200 {
		t.Errorf("search once the slot is free: %d", w.Code)
	}
}

// TestCachedAnswerBeforeLimits: a search whose answer is cached is served
// however busy the expensive requests are. Issue 23: the busy limit was
// checked before the cache, so with every slot taken by costly queries a
// cheap, cached one got 503.
func TestCachedAnswerBeforeLimits(t *testing.T) {
	kb := fixtureKB(t)
	lim := middleware.NewLimitsWith(middleware.LimitOptions{MaxBusy: 1, ClientShare: 1})
	slow := &fakeIndex{kb: kb}
	s := newTestServer(t, func(c *Config) { c.Index = slow; c.CacheBytes = 1 << 20; c.Limits = lim })
	for _, target := range []string{"/api/search?q=piscine", "/search?q=piscine", "/api/search?q=paranormol", "/search?q=paranormol"} {
		if w := fromAddr(s, "192.0.2.10", target); w.Code != 200 {
			t.Fatalf("%s: %d", target, w.Code)
		}
	}
	slow.delay = 500 * time.Millisecond
	var wg sync.WaitGroup
	wg.Go(func() {
		if w := fromAddr(s, "203.0.113.7", "/api/search?q=anthropede"); w.Code != 200 {
			t.Errorf("slow search: %d", w.Code)
		}
	})
	time.Sleep(100 * time.Millisecond) // the slow search holds the only slot
	for _, tt := range []struct{ client, target string }{
		{"192.0.2.10", "/api/search?q=piscine"},
		{"192.0.2.10", "/search?q=piscine"},
		{"203.0.113.7", "/api/search?q=piscine"},   // the busy client's own cached answer
		{"192.0.2.10", "/api/search?q=paranormol"}, // found nothing: its suggestions are cached too
		{"192.0.2.10", "/search?q=paranormol"},
	} {
		start := time.Now()
		w := fromAddr(s, tt.client, tt.target)
		if w.Code != 200 || time.Since(start) > 200*time.Millisecond {
			t.Errorf("cached %s from %s while busy: %d after %v", tt.target, tt.client, w.Code, time.Since(start))
		}
	}
	if w := fromAddr(s, "192.0.2.10", "/api/search?q=sans+fond"); w.Code != 503 {
		t.Errorf("uncached search while busy: %d, want 503", w.Code)
	}
	wg.Wait()
}

// TestClientQueuesBehindItself: a client's expensive requests beyond its
// share wait behind each other, not in front of everyone: another client's
// search is admitted at once, and the first client's are answered in turn
// rather than refused. Before, the first client's searches took the
// global slots and the second client got 503.
func TestClientQueuesBehindItself(t *testing.T) {
	kb := fixtureKB(t)
	lim := middleware.NewLimitsWith(middleware.LimitOptions{MaxBusy: 2, ClientShare: 1})
	s := newTestServer(t, func(c *Config) { c.Index = &fakeIndex{kb: kb, delay: 150 * time.Millisecond}; c.Limits = lim })
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Go(func() {
			target := "/api/search?q=piscine&limit=" + strconv.Itoa(i+1)
			if w := fromAddr(s, "203.0.113.7", target); w.Code != 200 {
				t.Errorf("costly client's search %d: %d %s", i+1, w.Code, w.Body)
			}
		})
	}
	time.Sleep(50 * time.Millisecond) // one admitted, three waiting
	start := time.Now()
	w := fromAddr(s, "192.0.2.10", "/api/search?q=anthropede")
	if took := time.Since(start); w.Code != 200 || took > 250*time.Millisecond {
		t.Errorf("another client's search: %d after %v, want 200 at once", w.Code, took)
	}
	wg.Wait()
}

// fromAddr serves one GET request from the client address ip.
func fromAddr(s http.Handler, ip, target string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodGet, "http://arbitre.test"+target, nil)
	r.RemoteAddr = ip + ":5555"
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	return w
}
