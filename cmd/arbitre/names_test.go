package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fixtureNames is the Scryfall-format fixture of package cardnames.
var fixtureNames = filepath.Join("..", "..", "cardnames", "testdata", "scryfall-all-cards.json")

// TestServeNames: with --names, an English name finds the card, in the
// reader's language first, and the card page names it with its Scryfall
// page; a file that cannot be read stops serve before it listens.
func TestServeNames(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the whole knowledge base and index")
	}
	srv := startServe(t, "--names", fixtureNames)
	srv.waitReady(t)
	body := srv.get(t, "/api/search?q=Unholy+Heat&hl=it&limit=2")
	if i, j := strings.Index(body, "dsk-it-calore-sacrilego"), strings.Index(body, "dsk-fr-chaleur-impie"); i < 0 || j < 0 || i > j {
		t.Errorf("Unholy Heat with hl=it: %.400s", body)
	}
	if body := srv.get(t, "/api/cards/named?fuzzy=Kaito+Bane+of+Nightmares&lang=fr"); !strings.Contains(body, `"id":"dsk-fr-kaito-fleau-des-cauchemars"`) || !strings.Contains(body, `"english_name":"Kaito, Bane of Nightmares"`) {
		t.Errorf("named?fuzzy= an English name: %.300s", body)
	}
	if page := srv.get(t, "/cards/dsk-fr-chaleur-impie"); !strings.Contains(page, `<span lang="en">Unholy Heat</span>`) || !strings.Contains(page, `href="https://scryfall.com/card/spg/41/fr/unholy-heat"`) {
		t.Error("the card page lacks its English name and Scryfall link")
	}
	srv.stop(t)

	bad := filepath.Join(t.TempDir(), "names.json")
	if err := os.WriteFile(bad, []byte(`{"meta": {}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{bad, filepath.Join(t.TempDir(), "missing.json")} {
		err := runServe(context.Background(), []string{"--addr", "127.0.0.1:0", "--names", path}, io.Discard, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "--names") || !strings.Contains(err.Error(), filepath.Base(path)) {
			t.Errorf("--names %s: %v", path, err)
		}
	}
}

// TestSearchNamesAndHL: search --names finds English names, --hl ranks the
// reader's language first; without names an English name says how to load
// them.
func TestSearchNamesAndHL(t *testing.T) {
	ctx := context.Background()
	var out, errOut bytes.Buffer
	if code := run(ctx, []string{"search", "Optimistic Scavenger", "--names", fixtureNames, "--hl", "it", "--limit", "1"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if !strings.Contains(out.String(), "1. [card it] Sciacalla Ottimista") {
		t.Errorf("search --names --hl it:\n%s", out.String())
	}
	out.Reset()
	errOut.Reset()
	run(ctx, []string{"search", "Optimistic Scavenger"}, &out, &errOut)
	if !strings.Contains(errOut.String(), "English card names are not loaded") {
		t.Errorf("without --names: stdout %s, stderr %s", out.String(), errOut.String())
	}
	for _, args := range [][]string{{"search", "x", "--hl", "de"}, {"search", "x", "--hl"}, {"search", "x", "--names"}} {
		if code := run(ctx, args, io.Discard, io.Discard); code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
	}
	if code := run(ctx, []string{"search", "x", "--names", "/nonexistent/names.json"}, io.Discard, &errOut); code != 1 || !strings.Contains(errOut.String(), "nonexistent") {
		t.Errorf("--names of a missing file: exit %d, %s", code, errOut.String())
	}
}

// TestIngestNames: ingest --names reports how many cards the file names.
func TestIngestNames(t *testing.T) {
	var out bytes.Buffer
	if code := run(context.Background(), []string{"ingest", "--names", fixtureNames}, &out, io.Discard); code != 0 {
		t.Fatalf("exit %d", code)
	}
	if !strings.Contains(out.String(), "english names (") || !strings.Contains(out.String(), ": 16 of ") {
		t.Errorf("ingest --names:\n%s", out.String())
	}
}
