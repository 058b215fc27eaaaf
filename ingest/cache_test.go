package ingest

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// TestParseCached: a cached parse gives the knowledge base a fresh parse
// gives; only changed documents are parsed again, and the cache forgets
// what it was not asked for.
func TestParseCached(t *testing.T) {
	srcs, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	want, wantRep, err := Parse(srcs)
	if err != nil {
		t.Fatal(err)
	}
	c := NewCache()
	for round := 0; round < 2; round++ {
		got, rep, err := ParseCached(srcs, c)
		if err != nil {
			t.Fatal(err)
		}
		if mustJSON(t, got) != mustJSON(t, want) {
			t.Fatalf("round %d: the cached parse differs from a fresh one", round)
		}
		if mustJSON(t, rep) != mustJSON(t, wantRep) {
			t.Fatalf("round %d: the cached parse's report differs from a fresh one's", round)
		}
		// The cache holds no copy of the elements of its own: its
		// documents' are the knowledge base's.
		n := 0
		for _, d := range c.docs {
			if len(d.kb.Cards) > 0 {
				n++
				if k := slices.IndexFunc(got.Cards, func(c corpus.Card) bool { return c.ID == d.kb.Cards[0].ID }); k < 0 || &got.Cards[k] != &d.kb.Cards[0] {
					t.Errorf("round %d: the cache keeps a copy of %s's cards", round, d.meta.ID)
				}
			}
		}
		if n == 0 {
			t.Fatal("no cached document has cards")
		}
	}
	if c.Hits() != len(srcs) {
		t.Errorf("%d hits after a second parse of %d documents", c.Hits(), len(srcs))
	}
	// One document changed: it alone is parsed again, and its earlier
	// version forgotten.
	changed := append([]corpus.Source(nil), srcs...)
	for i, s := range changed {
		if strings.HasPrefix(s.Name, "jou") {
			changed[i].Data = []byte(strings.Replace(string(s.Data), "Constellation", "Constellations", 1))
		}
	}
	kb, _, err := ParseCached(changed, c)
	if err != nil {
		t.Fatal(err)
	}
	if c.Hits() != 2*len(srcs)-1 {
		t.Errorf("hits %d, want %d", c.Hits(), 2*len(srcs)-1)
	}
	if len(c.docs) != len(srcs) {
		t.Errorf("cache holds %d documents, want %d", len(c.docs), len(srcs))
	}
	b, _ := json.Marshal(kb.Sections)
	if !strings.Contains(string(b), "Constellations") {
		t.Error("the changed document is not the one parsed")
	}
}

// TestNewSourceAsLoadFiles: the checks of a document's bytes already read
// refuse what LoadFiles refuses, with the same errors.
func TestNewSourceAsLoadFiles(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string][]byte{"empty.txt": []byte(" \n"), "bin.txt": {'a', 0, 'b'}, "ok.txt": []byte("Notes\n")} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		_, lerr := LoadFiles(p)
		src, nerr := NewSource(p, data)
		if fmt.Sprint(lerr) != fmt.Sprint(nerr) {
			t.Errorf("%s: LoadFiles says %v, NewSource %v", name, lerr, nerr)
		}
		if nerr == nil && (src.Name != p || string(src.Data) != string(data)) {
			t.Errorf("%s: source %q %q", name, src.Name, src.Data)
		}
	}
}
