package ingest

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// update rewrites the golden files: go test ./ingest -run Golden -update
var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// checkGolden compares v, marshalled as indented JSON, with
// testdata/<name>, or rewrites the file when -update is set.
func checkGolden(t *testing.T, name string, v any) {
	t.Helper()
	got, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the parse; run go test -run %s -update and review the diff.\ngot:\n%s", path, t.Name(), got)
	}
}

// parseEmbedded parses only the named embedded documents, so that a test of
// one parser does not depend on the others.
func parseEmbedded(t *testing.T, names ...string) (*corpus.KB, *Report) {
	t.Helper()
	all, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	var srcs []corpus.Source
	for _, s := range all {
		for _, n := range names {
			if s.Name == n {
				srcs = append(srcs, s)
			}
		}
	}
	if len(srcs) != len(names) {
		t.Fatalf("found %d of the documents %v", len(srcs), names)
	}
	kb, rep, err := Parse(srcs)
	if err != nil {
		t.Fatal(err)
	}
	return kb, rep
}
