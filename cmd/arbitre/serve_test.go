package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"
)

// TestServe runs the serve command as main would, on a free loopback port:
// it must serve pages and searches, then stop cleanly when its context is
// cancelled (what SIGINT and SIGTERM do).
func TestServe(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the whole knowledge base and index")
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	logR, logW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		done <- runServe(ctx, []string{"--addr", "127.0.0.1:0"}, io.Discard, logW)
		logW.Close()
	}()

	// The "ready" log line gives the address.
	var base string
	lines := bufio.NewScanner(logR)
	for lines.Scan() {
		var rec struct{ Msg, Addr string }
		if json.Unmarshal(lines.Bytes(), &rec) == nil && rec.Msg == "ready" {
			base = strings.TrimSuffix(rec.Addr, "/")
			break
		}
	}
	if base == "" {
		t.Fatalf("no ready line; serve returned %v", <-done)
	}
	go io.Copy(io.Discard, logR)

	client := &http.Client{Timeout: 30 * time.Second}
	for _, path := range []string{"/healthz", "/cards/dsk-fr-anthropede", "/api/search?q=anthropede"} {
		res, err := client.Get(base + path)
		if err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
		res.Body.Close()
		if res.StatusCode != 200 {
			t.Errorf("GET %s = %d", path, res.StatusCode)
		}
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve after cancel = %v", err)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("serve did not stop")
	}
}

func TestServeFlags(t *testing.T) {
	if err := runServe(context.Background(), []string{"--nope"}, io.Discard, io.Discard); err == nil {
		t.Error("unknown flag accepted")
	}
	if err := runServe(context.Background(), []string{"extra"}, io.Discard, io.Discard); err == nil {
		t.Error("stray argument accepted")
	}
}
