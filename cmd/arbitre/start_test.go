package main

import (
	"math"
	"os"
	"runtime/debug"
	"testing"
	"time"
)

// gcSettings reads the collector's target (GOGC) and memory limit.
func gcSettings() (percent int, limit int64) {
	percent = debug.SetGCPercent(100)
	debug.SetGCPercent(percent)
	return percent, debug.SetMemoryLimit(-1)
}

// TestStartGC: serve sets the collector for the start, then for serving,
// and puts the defaults back when it returns; with GOGC or GOMEMLIMIT set
// it changes nothing.
func TestStartGC(t *testing.T) {
	p0, l0 := gcSettings()
	defer func() { debug.SetGCPercent(p0); debug.SetMemoryLimit(l0) }()
	const cache = 64 << 20
	for _, tc := range []struct {
		name string
		env  map[string]string
		// want the target while starting and serving (0: as found).
		start, serve int
	}{
		{"defaults", nil, startGCPercent, serveGCPercent},
		{"GOGC set", map[string]string{"GOGC": "50"}, 0, 0},
		{"GOMEMLIMIT set", map[string]string{"GOMEMLIMIT": "1GiB"}, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			debug.SetGCPercent(77) // as the runtime would from the operator's GOGC
			debug.SetMemoryLimit(math.MaxInt64)
			g := startGC(func(k string) string { return tc.env[k] }, cache)
			want := tc.start
			if want == 0 {
				want = 77
			}
			if p, _ := gcSettings(); p != want {
				t.Errorf("starting: GOGC %d, want %d", p, want)
			}
			_, set, ok := g.serving()
			p, limit := gcSettings()
			if ok != (tc.serve != 0) || ok && set != limit {
				t.Errorf("serving returned limit %d, %v; set %d", set, ok, limit)
			}
			if tc.serve == 0 {
				if p != 77 || limit != math.MaxInt64 {
					t.Errorf("serving: GOGC %d, limit %d; want them as the operator set them", p, limit)
				}
			} else if p != tc.serve || limit == math.MaxInt64 || limit < 2*cache {
				t.Errorf("serving: GOGC %d (want %d), limit %d", p, tc.serve, limit)
			}
			g.serving() // a second call changes nothing
			if p2, l2 := gcSettings(); p2 != p || l2 != limit {
				t.Errorf("a second serving call: GOGC %d, limit %d", p2, l2)
			}
			g.reset()
			p, limit = gcSettings()
			if tc.serve != 0 && (p != 100 || limit != math.MaxInt64) {
				t.Errorf("after serve: GOGC %d, limit %d; want the defaults", p, limit)
			}
		})
	}
}

// TestStartGCDocuments: the collector is off for the rest of the start,
// with startHeapLimit as a backstop, when the documents are small enough
// for the start's allocations to fit there; larger documents, or the
// operator's GOGC, keep it on. Serving settings follow in every case.
func TestStartGCDocuments(t *testing.T) {
	p0, l0 := gcSettings()
	defer func() { debug.SetGCPercent(p0); debug.SetMemoryLimit(l0) }()
	const embedded = 650 << 10 // about the embedded documents' size
	for _, tc := range []struct {
		name    string
		env     map[string]string
		size    int64
		records bool
		off     bool
		start   int // GOGC while starting
	}{
		{"embedded documents", nil, embedded, false, true, -1},
		{"at the bound", nil, startHeapLimit / startAllocPerByte, false, true, -1},
		{"larger documents", nil, startHeapLimit/startAllocPerByte + 1, false, false, startLargeGCPercent},
		{"card records", nil, embedded, true, false, startCardDataGCPercent},
		{"GOGC set", map[string]string{"GOGC": "50"}, embedded, false, false, 77},
		{"GOGC set, card records", map[string]string{"GOGC": "50"}, embedded, true, false, 77},
	} {
		t.Run(tc.name, func(t *testing.T) {
			debug.SetGCPercent(77)
			debug.SetMemoryLimit(math.MaxInt64)
			g := startGC(func(k string) string { return tc.env[k] }, 0)
			defer g.reset()
			if off := g.documents(tc.size, tc.records); off != tc.off {
				t.Errorf("documents(%d, %v) = %v, want %v", tc.size, tc.records, off, tc.off)
			}
			p, limit := gcSettings()
			if p != tc.start {
				t.Errorf("starting: GOGC %d, want %d", p, tc.start)
			}
			if tc.off && limit != startHeapLimit {
				t.Errorf("starting with the collector off: memory limit %d, want %d", limit, startHeapLimit)
			}
			if _, _, ok := g.serving(); ok != (tc.env == nil) {
				t.Errorf("serving set the collector: %v", ok)
			}
			if p, _ := gcSettings(); tc.env == nil && p != serveGCPercent {
				t.Errorf("serving: GOGC %d, want %d", p, serveGCPercent)
			}
		})
	}
}

// TestServeMemoryLimit: what the default target would allow, plus the
// cache, and never less than the minimum.
func TestServeMemoryLimit(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct{ live, cache, want int64 }{
		{30 * mb, 0, 256 * mb},
		{30 * mb, 64 * mb, 256 * mb},
		{100 * mb, 64 * mb, 264 * mb},
		{100 * mb, 512 * mb, 712 * mb},
		{366 * mb, 64 * mb, 796 * mb},
	} {
		if got := serveMemoryLimit(tc.live, tc.cache); got != tc.want {
			t.Errorf("serveMemoryLimit(%d MB, %d MB) = %d MB, want %d MB", tc.live/mb, tc.cache/mb, got/mb, tc.want/mb)
		}
	}
}

// TestServeGCSettings: once the index is ready the server runs at the
// serving settings, and logs them; when it returns, the runtime's
// defaults are back.
func TestServeGCSettings(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the whole knowledge base and index")
	}
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		t.Skip("GOGC or GOMEMLIMIT is set: serve leaves the collector alone")
	}
	srv := startServe(t)
	srv.waitReady(t)
	// Set once the index answers, beside the first searches.
	for deadline := time.Now().Add(30 * time.Second); !srv.logged("collector set for serving"); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("no \"collector set for serving\" log")
		}
	}
	if p, limit := gcSettings(); p != serveGCPercent || limit == math.MaxInt64 {
		t.Errorf("serving: GOGC %d, memory limit %d", p, limit)
	}
	srv.stop(t)
	if p, limit := gcSettings(); p != 100 || limit != math.MaxInt64 {
		t.Errorf("after serve: GOGC %d, memory limit %d", p, limit)
	}
}
