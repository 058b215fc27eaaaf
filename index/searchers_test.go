package index

import (
	"context"
	"fmt"
	"slices"
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
	hits, err := ix.collect(context.Background(), bq)
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
		"set:dsk lang:it pedina cimitero delirio creatura")
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
