package ingest

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/golden"
)

// checkGolden compares v, marshalled as indented JSON, with
// testdata/<name>, or rewrites the file when -update is set.
func checkGolden(t *testing.T, name string, v any) {
	t.Helper()
	got, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", name), append(got, '\n'))
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
