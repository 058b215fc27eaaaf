package index

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// TestRespellBudget: a query respells at most maxRespellTries of its
// unknown words; the others are searched as written. Each respelling
// looks for the known words within two typos, and a query of 64 unknown
// words spent 400 ms there on a 20,000-document corpus (issue 23).
func TestRespellBudget(t *testing.T) {
	ix := buildSmall(t)
	for _, tt := range []struct {
		words, want int
	}{
		{1, 1},
		{maxRespellTries, maxRespellTries},
		{64, maxRespellTries},
	} {
		q := strings.TrimSpace(strings.Repeat("pileuse ", tt.words))
		res := find(t, ix, q)
		if len(res.Respelled) != tt.want {
			t.Errorf("%d unknown words: %d respelled, want %d", tt.words, len(res.Respelled), tt.want)
		}
	}
}

// TestWithParallelism: a search bounded to one goroutine finds what an
// unbounded one finds, in the same order.
func TestWithParallelism(t *testing.T) {
	ix := buildSmall(t)
	for _, q := range []string{"pilleuse", "créature", "piscine OR vestiaire"} {
		want := find(t, ix, q)
		got, err := ix.Search(WithParallelism(context.Background(), 1), Request{Query: q, Limit: MaxLimit})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(ids(got), ids(want)) || got.Total != want.Total {
			t.Errorf("%q: one goroutine found %v, unbounded %v", q, ids(got), ids(want))
		}
	}
	if n := parallelism(WithParallelism(context.Background(), 0)); n != 1 {
		t.Errorf("parallelism 0 = %d, want 1", n)
	}
}

// TestRespellOnce: a search's strict and relaxed passes share their
// respellings, so that a word is looked up once and the budget holds for
// the search, not for each pass.
func TestRespellOnce(t *testing.T) {
	ix := buildSmall(t)
	rs := &respellings{}
	first := rs.lookup(ix.lex(), 0, "pileuse")
	if first == "" {
		t.Fatal("pileuse: not respelled")
	}
	for i := 0; i < 2*maxRespellTries; i++ {
		rs.lookup(ix.lex(), 8*(i+1), "pileuse")
	}
	if rs.tries != maxRespellTries {
		t.Errorf("%d lookups, want %d", rs.tries, maxRespellTries)
	}
	if again := rs.lookup(ix.lex(), 0, "pileuse"); again != first || rs.tries != maxRespellTries {
		t.Errorf("pileuse again: %q after %d lookups, want %q without a lookup", again, rs.tries, first)
	}
}
