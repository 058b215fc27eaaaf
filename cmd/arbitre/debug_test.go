package main

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

// TestServeDebug: the profiler answers on its own address until the
// context ends; an address already taken is an error.
func TestServeDebug(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	addr, wait, err := serveDebug(ctx, "127.0.0.1:0", log)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := http.Get("http://" + addr + "/debug/pprof/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "heap") {
		t.Errorf("GET /debug/pprof/: %d, %.80q", resp.StatusCode, body)
	}
	if _, _, err := serveDebug(ctx, addr, log); err == nil {
		t.Error("a second listener on the same address: no error")
	}
	cancel()
	wait()
	if _, err := http.Get("http://" + addr + "/debug/pprof/"); err == nil {
		t.Error("the profiler still answers after the context ended")
	}
}
