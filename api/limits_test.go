package api

import (
	"net/http"
	"net/http/httptest"
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
