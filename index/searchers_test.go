package index

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
)

// allHits compiles q and returns every document it matches with its
// score, in knowledge-base order: what a page, the total and the facets
// are made from.
func allHits(t *testing.T, ix *Index, q string) []scored {
	t.Helper()
	tree, _, err := parse(q)
	if err != nil || tree == nil {
		return nil
	}
	bq, _, err := ix.newCompiler().compile(tree)
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	hits, err := ix.collect(context.Background(), ix.withOurSearchers(bq))
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	slices.SortFunc(hits, func(a, b scored) int { return int(a.ord - b.ord) })
	return hits
}

// searcherQueries are the relevance queries and a few that put our
// searchers inside Bleve's (advanced by a conjunction, a filter, a
// negation) and quote the term table's wordings.
func searcherQueries(t testing.TB) []string {
	return append(relevanceQueries(t),
		"créature carte champ bataille lang:fr",
		"kind:ruling face cachée créature bibliothèque cimetière",
		"t:créature mv>=3 révéler une créature face cachée",
		`"champ de bataille" créature mana`,
		"valeur de mana pièce bibliothèque -dsk",
		"campo di battaglia creatura carta OR face down creature name",
		"name:stanza carta mana costo",
		"set:dsk lang:it pedina cimitero delirio creatura",
		// Filters alone (flatBuilder.filterOnly).
		"kind:ruling lang:it", "set:dsk kind:card", "kind:ruling", "kind:ruling -lang:fr", "doc:dsk-fr", "kind:glossary -lang:fr",
		"t:créature mv>=3", "set:zzz kind:card")
}

// compareSearchers checks that ix answers every query with our searchers
// (minMatchQuery, tablePhraseQuery) exactly as with Bleve's own: the same
// documents with the same scores. Each query runs twice, the second time
// with the shards' phrase matches kept from the first.
func compareSearchers(t *testing.T, ix *Index, qs []string) {
	t.Helper()
	n := 0
	for _, q := range qs {
		ix.plain = true
		want := allHits(t, ix, q)
		ix.plain = false
		for round := range 2 {
			got := allHits(t, ix, q)
			if !slices.Equal(got, want) {
				if n++; n <= 5 {
					t.Errorf("%q (round %d): %d hits, Bleve's searchers %d%s", q, round, len(got), len(want), firstDiff(got, want))
				}
			}
		}
	}
	if n > 5 {
		t.Errorf("%d answers of %d differ", n, 2*len(qs))
	}
}

func firstDiff(got, want []scored) string {
	for i := range min(len(got), len(want)) {
		if got[i] != want[i] {
			return fmt.Sprintf("; first difference at %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	return ""
}

// TestSearchersAsBleve: our searchers match and score as Bleve's on the
// embedded corpus.
func TestSearchersAsBleve(t *testing.T) {
	ix := embeddedIndex(t, Options{})
	if ix.Shards() < 3 {
		t.Fatalf("%d shards", ix.Shards())
	}
	compareSearchers(t, ix, searcherQueries(t))
}

// TestSearchersAsBleveAtScale: the same on generated sets, where the
// common words are common enough for a question's rare words to select
// (compiler.inText) and a wording's matches are spread over many shards.
func TestSearchersAsBleveAtScale(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a corpus of thousands of documents")
	}
	kb, _, _, _ := scaleKBs(t, 3)
	ix, err := Build(context.Background(), kb, Options{Aliases: aliasesOf(t, kb)})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	compareSearchers(t, ix, searcherQueries(t))
}

// TestTopHits: a page taken in one pass is the page of the hits sorted
// whole (tier, then score, then ordinal), at every depth, ties in score
// included.
func TestTopHits(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 5, 20, 300, 3000} {
		hits := make([]scored, n)
		for i := range hits {
			hits[i] = scored{ord: int32(rng.IntN(1 << 20)), tier: uint8(rng.IntN(4) / 3), score: float64(rng.IntN(50)) / 7}
		}
		// Ordinals are unique, as entries' are.
		slices.SortFunc(hits, func(a, b scored) int { return int(a.ord - b.ord) })
		hits = slices.CompactFunc(hits, func(a, b scored) bool { return a.ord == b.ord })
		rng.Shuffle(len(hits), func(i, j int) { hits[i], hits[j] = hits[j], hits[i] })
		sorted := slices.Clone(hits)
		slices.SortFunc(sorted, func(a, b scored) int {
			if a.tier != b.tier {
				return cmp.Compare(a.tier, b.tier)
			}
			if a.score != b.score {
				return cmp.Compare(b.score, a.score)
			}
			return int(a.ord - b.ord)
		})
		for _, pg := range [][2]int{{0, 20}, {0, 1}, {20, 20}, {40, 100}, {100, 156}, {250, 100}, {2990, 20}, {0, 3000}} {
			want := sorted[min(pg[0], len(sorted)):min(pg[0]+pg[1], len(sorted))]
			got := topHits(slices.Clone(hits), pg[0], pg[1])
			if !slices.Equal(got, want) && (len(got) > 0 || len(want) > 0) {
				t.Errorf("%d hits, offset %d limit %d: got %v, want %v", len(hits), pg[0], pg[1], got, want)
			}
		}
	}
}

// TestSearchersConcurrent: searches running at once on a fresh index,
// which find and keep the shards' phrase matches and share the pools of
// matches and hits, answer as searches one at a time do.
func TestSearchersConcurrent(t *testing.T) {
	qs := searcherQueries(t)
	want := answers(t, embeddedIndex(t, Options{}), qs)
	ix := embeddedIndex(t, Options{})
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range qs {
				i := (k + g*len(qs)/4) % len(qs) // each goroutine starts elsewhere
				got, err := answer(ix, qs[i])
				if err != nil || got != want[i] {
					t.Errorf("concurrent: %v\n got  %s\n want %s", err, got, want[i])
					return
				}
			}
		}()
	}
	wg.Wait()
}
