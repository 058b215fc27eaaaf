package main

import (
	"os"
	"runtime/debug"
	"testing"
)

// gcPercent reads the collector's target (GOGC).
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// TestStartGC: while the server starts, the collector runs at
// startGCPercent unless GOGC says otherwise; afterwards at the default.
func TestStartGC(t *testing.T) {
	defer debug.SetGCPercent(gcPercent())
	for _, tc := range []struct {
		name          string
		gogc          string
		during, after int
	}{
		{"default", "", startGCPercent, 100},
		{"operator's GOGC kept", "50", 50, 50},
	} {
		t.Run(tc.name, func(t *testing.T) {
			debug.SetGCPercent(100)
			if tc.gogc != "" {
				debug.SetGCPercent(50) // as the runtime does from GOGC=50
			}
			done := startGC(func(k string) string {
				if k == "GOGC" {
					return tc.gogc
				}
				return ""
			})
			if got := gcPercent(); got != tc.during {
				t.Errorf("during the start GOGC = %d, want %d", got, tc.during)
			}
			done()
			done() // a second call does nothing
			if got := gcPercent(); got != tc.after {
				t.Errorf("after the start GOGC = %d, want %d", got, tc.after)
			}
		})
	}
}

// TestServeStartRestoresGC: once the index is ready the server runs at
// the default collector target again.
func TestServeStartRestoresGC(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the whole knowledge base and index")
	}
	if os.Getenv("GOGC") != "" {
		t.Skip("GOGC is set: serve leaves the collector alone")
	}
	srv := startServe(t)
	srv.waitReady(t)
	if got := gcPercent(); got != 100 {
		t.Errorf("GOGC = %d once the index is ready, want 100", got)
	}
	srv.stop(t)
}
