package align_test

import (
	"sync"
	"testing"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
)

// The real knowledge base is parsed once for all the tests that need it.
var embedded = sync.OnceValues(func() (*corpus.KB, error) {
	kb, _, err := ingest.Embedded()
	return kb, err
})

func realKB(t testing.TB) *corpus.KB {
	t.Helper()
	kb, err := embedded()
	if err != nil {
		t.Fatalf("ingest.Embedded: %v", err)
	}
	return kb
}

// TestQuality measures the alignment of the Duskmourn notes against the
// hand-checked pairs of testdata/pairs.tsv.
func TestQuality(t *testing.T) {
	kb := realKB(t)
	al, err := align.Align(kb, "dsk-fr", "dsk-it")
	if err != nil {
		t.Fatal(err)
	}
	pairs := readPairs(t)
	if len(pairs) < 60 {
		t.Fatalf("only %d hand-checked pairs; the test set needs at least 60", len(pairs))
	}
	precision, recall, misses := quality(t, kb, al, pairs)
	t.Logf("%d hand-checked pairs: precision %.4f, recall %.4f (%d pairs, %d/%d unmatched)",
		len(pairs), precision, recall, len(al.Pairs), len(al.UnmatchedFrom), len(al.UnmatchedTo))
	for _, m := range misses {
		t.Log(m)
	}
	if precision < 0.99 {
		t.Errorf("precision %.4f, want at least 0.99", precision)
	}
	if recall < 0.97 {
		t.Errorf("recall %.4f, want at least 0.97", recall)
	}
}
