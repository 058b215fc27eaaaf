package index

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
)

// answers runs each query on ix and returns, per query, what a caller sees
// of the first page and the facets: ids, scores and counts.
func answers(t testing.TB, ix *Index, queries []string) []string {
	t.Helper()
	var out []string
	for _, q := range queries {
		res, err := ix.Search(context.Background(), Request{Query: q, Limit: 20})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		s := fmt.Sprintf("%s: total %d", q, res.Total)
		for _, h := range res.Data {
			s += fmt.Sprintf(" %s=%g", h.ID, h.Score)
		}
		s += fmt.Sprintf(" facets %v", *res.Facets)
		out = append(out, s)
	}
	return out
}

// diffAnswers reports the answers that differ.
func diffAnswers(t *testing.T, what string, got, want []string) {
	t.Helper()
	n := 0
	for i := range want {
		if got[i] != want[i] {
			if n++; n <= 5 {
				t.Errorf("%s:\n got  %s\n want %s", what, got[i], want[i])
			}
		}
	}
	if n > 5 {
		t.Errorf("%s: %d answers of %d differ", what, n, len(want))
	}
}

// relevanceQueries are the queries of both relevance sets.
func relevanceQueries(t testing.TB) []string {
	var qs []string
	for _, c := range readRelevance(t) {
		qs = append(qs, c.query)
	}
	for _, c := range readPlayerRelevance(t) {
		qs = append(qs, c.query)
	}
	return qs
}

// TestShardsScoreAsOneIndex: the embedded corpus split into shards (one per
// set) answers every relevance query exactly as one index over all of it:
// the same hits, scores and facets. Bleve scores a shard with its own
// document and term counts unless told the whole index's (globalReader).
func TestShardsScoreAsOneIndex(t *testing.T) {
	sharded := embeddedIndex(t, Options{})
	one := embeddedIndex(t, Options{oneShard: true})
	if sharded.Shards() < 3 || one.Shards() != 1 {
		t.Fatalf("%d and %d shards", sharded.Shards(), one.Shards())
	}
	qs := append(relevanceQueries(t), "dom*", "mv>=3 t:créature", "pow>4 OR tou<2", "c:rg", "Sciacalla", "set:emn", "kind:rule tour")
	diffAnswers(t, "sharded vs one index", answers(t, sharded, qs), answers(t, one, qs))
}

// scaleKBs are two knowledge bases: the embedded documents with n
// generated sets, and the same with one more set's French notes added.
func scaleKBs(t testing.TB, n int) (before, after *corpus.KB) {
	t.Helper()
	base, sets, perSet := scaleSources(t, 2000+(n+1)*1600)
	if len(sets) < n+1 {
		t.Fatalf("%d sets of %d documents", len(sets), perSet)
	}
	srcs := append(base, flatten(sets[:n])...)
	before, _, err := ingest.Parse(srcs)
	if err != nil {
		t.Fatal(err)
	}
	after, _, err = ingest.Parse(append(srcs, sets[n][0]))
	if err != nil {
		t.Fatal(err)
	}
	return before, after
}

// aliasesOf aligns every pair of kb, as serve does.
func aliasesOf(t testing.TB, kb *corpus.KB) map[string][]string {
	t.Helper()
	terms, err := corpus.Terms()
	if err != nil {
		t.Fatal(err)
	}
	all, err := align.NewAligner(terms).AlignAll(kb)
	if err != nil {
		t.Fatal(err)
	}
	return all.Aliases()
}

// TestAddDocumentReusesShards: adding a set's document to a loaded index
// (Options.Reuse) builds that set's shard only, shares the others, and
// answers exactly as an index built from scratch; so does a change to a
// document of a set already indexed. Closing the earlier index leaves the
// later one whole.
func TestAddDocumentReusesShards(t *testing.T) {
	if testing.Short() {
		t.Skip("builds three corpora of thousands of documents")
	}
	ctx := context.Background()
	before, after := scaleKBs(t, 2)
	old, err := Build(ctx, before, Options{Aliases: aliasesOf(t, before)})
	if err != nil {
		t.Fatal(err)
	}
	aliases := aliasesOf(t, after)
	added, err := Build(ctx, after, Options{Aliases: aliases, Reuse: old})
	if err != nil {
		t.Fatal(err)
	}
	defer added.Close()
	if shared := sharedShards(old, added); shared != old.Shards() || added.Shards() != old.Shards()+1 {
		t.Errorf("%d shards, %d of them shared with the %d of the index before, want all shared and one more", added.Shards(), shared, old.Shards())
	}
	full, err := Build(ctx, after, Options{Aliases: aliases})
	if err != nil {
		t.Fatal(err)
	}
	defer full.Close()
	qs := append(relevanceQueries(t)[:60], "Tarvel", "Velmor", "KAA", "set:kaa", "set:kab")
	want := answers(t, full, qs)
	if err := old.Close(); err != nil {
		t.Fatal(err)
	}
	diffAnswers(t, "added to a loaded index vs built whole", answers(t, added, qs), want)

	// A card's text changed in one set: that set's shard is rebuilt.
	changed := *after
	changed.Cards = append([]corpus.Card(nil), after.Cards...)
	changed.Cards[0].Text = []string{"Un autre texte."}
	if err := changed.Index(); err != nil {
		t.Fatal(err)
	}
	again, err := Build(ctx, &changed, Options{Aliases: aliases, Reuse: added})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if shared := sharedShards(added, again); shared != added.Shards()-1 {
		t.Errorf("after a change in one set, %d shards of %d shared, want all but one", shared, added.Shards())
	}
	scratch, err := Build(ctx, &changed, Options{Aliases: aliases})
	if err != nil {
		t.Fatal(err)
	}
	defer scratch.Close()
	diffAnswers(t, "changed in a loaded index vs built whole", answers(t, again, qs), answers(t, scratch, qs))
}

// sharedShards counts the shards b shares with a.
func sharedShards(a, b *Index) int {
	n := 0
	for _, x := range a.shards {
		for _, y := range b.shards {
			if x == y {
				n++
			}
		}
	}
	return n
}

// TestReuseClosedIndex: shards of an index already closed are built again,
// not shared.
func TestReuseClosedIndex(t *testing.T) {
	ctx := context.Background()
	kb := smallKB()
	old, err := Build(ctx, kb, Options{})
	if err != nil {
		t.Fatal(err)
	}
	old.Close()
	ix, err := Build(ctx, kb, Options{Reuse: old})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if sharedShards(old, ix) != 0 {
		t.Error("shards of a closed index shared")
	}
	if got, want := ids(find(t, ix, "délire")), ids(find(t, buildSmall(t), "délire")); !reflect.DeepEqual(got, want) {
		t.Errorf("answers %v, want %v", got, want)
	}
}
