// Package realcards finds the real printed cards the tests and benchmarks
// measure against: shared/realcards beside the repository (cards.jsonl.gz,
// mtgjson/*.json.gz). The files are not the project's: they are never
// copied into its tree, and nothing but tests reads them, so a test that
// needs them skips where they are absent.
//
// Only tests import it; it imports testing for the skip.
package realcards

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// Dir returns the shared/realcards directory found by walking up from the
// test's working directory (its package), or skips the test.
func Dir(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		p := filepath.Join(dir, "shared", "realcards")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Skip("no shared/realcards above the package: this test measures real cards")
		}
		dir = up
	}
}

// Path returns the file or directory name of shared/realcards (Path(t,
// "mtgjson", "KLD.json.gz")), or skips the test when it is absent.
func Path(t testing.TB, name ...string) string {
	t.Helper()
	p := filepath.Join(append([]string{Dir(t)}, name...)...)
	if _, err := os.Stat(p); err != nil {
		t.Skipf("real cards: %v", err)
	}
	return p
}

// Printings decodes every line of cards.jsonl.gz (one face of one printing
// a line: see the README beside it) into a T, which names the fields a
// test reads; it skips the test when the file is absent.
func Printings[T any](t testing.TB) []T {
	t.Helper()
	f, err := os.Open(Path(t, "cards.jsonl.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	var out []T
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		var p T
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatalf("cards.jsonl.gz:%d: %v", n, err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
