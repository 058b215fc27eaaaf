package index

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
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
		s, err := answer(ix, q)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// answer is what answers gives for one query.
func answer(ix *Index, q string) (string, error) {
	res, err := ix.Search(context.Background(), Request{Query: q, Limit: 20})
	if err != nil {
		return "", fmt.Errorf("%s: %w", q, err)
	}
	s := fmt.Sprintf("%s: total %d", q, res.Total)
	for _, h := range res.Data {
		s += fmt.Sprintf(" %s=%g", h.ID, h.Score)
	}
	return s + fmt.Sprintf(" facets %v", *res.Facets), nil
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
// generated sets, and the same with one more set's French notes added;
// then the sources of the second, and a further set's sources.
func scaleKBs(t testing.TB, n int) (before, after *corpus.KB, srcs, next []corpus.Source) {
	t.Helper()
	base, sets, perSet := scaleSources(t, 2000+(n+2)*1600)
	if len(sets) < n+2 {
		t.Fatalf("%d sets of %d documents", len(sets), perSet)
	}
	srcs = append(base, flatten(sets[:n])...)
	before, _, err := ingest.Parse(srcs)
	if err != nil {
		t.Fatal(err)
	}
	srcs = append(srcs, sets[n][0])
	after, _, err = ingest.Parse(srcs)
	if err != nil {
		t.Fatal(err)
	}
	return before, after, srcs, sets[n+1]
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
	before, after, _, _ := scaleKBs(t, 2)
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
func sharedShards(a, b *Index) int { return b.SharedShards(a) }

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

// shardFiles maps each shard directory of the generation at path to the
// FileInfo of one of its files (its manifest), to tell linked ones.
func shardFiles(t *testing.T, path string) map[string]os.FileInfo {
	t.Helper()
	out := map[string]os.FileInfo{}
	for _, name := range entries(t, path) {
		if !strings.HasPrefix(name, shardPrefix) {
			continue
		}
		fi, err := os.Stat(filepath.Join(path, name, manifestName))
		if err != nil {
			t.Fatal(err)
		}
		out[name] = fi
	}
	return out
}

// TestLoadLinksUnchangedShards: a restart after a set was added writes a
// new generation in which the shards of the unchanged sets are the files
// of the generation before, linked, and only the new set's shard is
// built; the index answers as one built whole. A reload (Load with Reuse)
// after another addition shares the loaded shards and links their files.
func TestLoadLinksUnchangedShards(t *testing.T) {
	if testing.Short() {
		t.Skip("builds corpora of thousands of documents")
	}
	ctx := context.Background()
	dir := t.TempDir()
	before, after, srcs, next := scaleKBs(t, 2)
	first, how, err := Load(ctx, before, Options{Dir: dir, Aliases: aliasesOf(t, before)})
	if err != nil {
		t.Fatal(err)
	}
	old := shardFiles(t, how.Path)
	first.Close()
	aliases := aliasesOf(t, after)
	ix, how, err := Load(ctx, after, Options{Dir: dir, Aliases: aliases})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if !how.Written || !errors.Is(how.Replaced, ErrStale) {
		t.Errorf("Load after a set was added = %+v, want a new generation replacing a stale one", how)
	}
	linked, built := 0, 0
	for name, fi := range shardFiles(t, how.Path) {
		if o, ok := old[name]; ok && os.SameFile(o, fi) {
			linked++
		} else {
			built++
		}
	}
	if built != 1 || linked != ix.Shards()-1 {
		t.Errorf("%d shards linked, %d built, want all but one linked", linked, built)
	}
	whole, err := Build(ctx, after, Options{Aliases: aliases})
	if err != nil {
		t.Fatal(err)
	}
	defer whole.Close()
	qs := append(relevanceQueries(t)[:40], "Tarvel", "set:kac")
	diffAnswers(t, "restarted with a set added vs built whole", answers(t, ix, qs), answers(t, whole, qs))

	// A reload: the loaded index's shards are shared, the new set's built.
	more, _, err := ingest.Parse(append(srcs, next[1]))
	if err != nil {
		t.Fatal(err)
	}
	again, how, err := Load(ctx, more, Options{Dir: dir, Aliases: aliasesOf(t, more), Reuse: ix})
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	if shared := sharedShards(ix, again); shared != ix.Shards() || again.Shards() != ix.Shards()+1 {
		t.Errorf("reload: %d shards, %d shared with the %d loaded", again.Shards(), shared, ix.Shards())
	}
	if got := len(shardFiles(t, how.Path)); got != again.Shards() {
		t.Errorf("reload's generation holds %d shards, the index %d", got, again.Shards())
	}

	// A new process after the reload opens its generation, laid out as
	// the reload laid it out, rather than writing one by bucket.
	restarted, how, err := Load(ctx, more, Options{Dir: dir, Aliases: aliasesOf(t, more)})
	if err != nil {
		t.Fatal(err)
	}
	defer restarted.Close()
	if how.Written {
		t.Errorf("restart after a reload = %+v, want the reload's generation opened", how)
	}
	diffAnswers(t, "restarted after a reload vs reloaded", answers(t, restarted, qs), answers(t, again, qs))
}

// TestLayout: a corpus indexed whole is laid out in at most shardBuckets
// shards, the same whatever the order of history; with an earlier index,
// an added set gets a shard of its own and the earlier shards are kept; a
// changed set's shard alone is laid out again; and once the shards
// outnumber twice the buckets, the layout is the whole one again.
func TestLayout(t *testing.T) {
	mk := func(n int) []set {
		sets := make([]set, n)
		for i := range sets {
			sets[i] = set{key: fmt.Sprintf("set:s%02d", i), docs: []int32{int32(i)}, fp: []byte(fmt.Sprintf("fp%02d", i))}
		}
		return sets
	}
	from := func(parts []part) *Index {
		ix := &Index{}
		for _, p := range parts {
			ix.shards = append(ix.shards, &shard{fp: p.fp, sets: p.sets})
		}
		return ix
	}
	fps := func(parts []part) map[string]bool {
		m := map[string]bool{}
		for _, p := range parts {
			m[string(p.fp)] = true
		}
		return m
	}
	sets := mk(40)
	whole := layout(sets, nil)
	if len(whole) > shardBuckets || len(whole) < 2 {
		t.Fatalf("%d shards for %d sets", len(whole), len(sets))
	}
	n := 0
	for _, p := range whole {
		n += len(p.docs)
	}
	if n != len(sets) {
		t.Errorf("the shards hold %d sets' documents of %d", n, len(sets))
	}
	if !reflect.DeepEqual(fps(layout(sets, nil)), fps(whole)) {
		t.Error("two layouts of the same sets differ")
	}

	added := layout(mk(41), from(whole))
	kept := fps(whole)
	if len(added) != len(whole)+1 || len(added[len(added)-1].docs) != 1 {
		t.Errorf("a set added: %d shards, want %d and the new set's alone", len(added), len(whole)+1)
	}
	for _, p := range added[:len(whole)] {
		if !kept[string(p.fp)] {
			t.Errorf("shard of %s not kept after a set was added", p.key)
		}
	}

	changed := mk(40)
	changed[3].fp = []byte("changed")
	again := layout(changed, from(whole))
	lost := 0
	for _, p := range again {
		if !kept[string(p.fp)] {
			lost++
		}
	}
	if len(again) != len(whole) || lost != 1 {
		t.Errorf("a set changed: %d shards of which %d new, want %d of which 1 new", len(again), lost, len(whole))
	}

	// One shard per set, as many reloads adding a set each would leave.
	var many []part
	for i := range sets {
		many = append(many, makePart(sets, []int{i}))
	}
	if got := layout(sets, from(many)); !reflect.DeepEqual(fps(got), fps(whole)) {
		t.Errorf("%d one-set shards laid out again in %d shards, want the whole layout's %d", len(many), len(got), len(whole))
	}
}

// TestShardsSkipped: a query whose terms a shard does not hold is not run
// on that shard (a card name of one set, in the other sets' shards), and
// the answer is the same (TestShardsScoreAsOneIndex compares every
// relevance query).
func TestShardsSkipped(t *testing.T) {
	ix := embeddedIndex(t, Options{})
	for _, c := range []struct {
		q    string
		skip bool
	}{
		{"Sciacalla Ottimista", true},
		{"émergence", true},
		{"set:9ed", true},
		{"créature", false},
		{"-créature", false},
	} {
		tree, _, err := parse(c.q)
		if err != nil {
			t.Fatal(err)
		}
		q, _, err := ix.newCompiler().compile(tree)
		if err != nil {
			t.Fatal(err)
		}
		skipped := 0
		for _, sh := range ix.shards {
			if !sh.canMatch(q) {
				skipped++
			}
		}
		if got := skipped > 0; got != c.skip {
			t.Errorf("%q: %d shards of %d skipped", c.q, skipped, ix.Shards())
		}
		if skipped == ix.Shards() && find(t, ix, c.q).Total > 0 {
			t.Errorf("%q: every shard skipped, yet it matches", c.q)
		}
	}
}

// TestSplitBucket: a bucket over shardMaxDocs is shared out among as few
// shards as keep each within it, every set in one of them, whatever the
// order the sets come in; a set larger than the bound is a shard alone.
func TestSplitBucket(t *testing.T) {
	mk := func(sizes ...int) []set {
		sets := make([]set, len(sizes))
		for i, n := range sizes {
			sets[i] = set{key: fmt.Sprintf("set:s%02d", i), docs: make([]int32, n)}
		}
		return sets
	}
	third := shardMaxDocs / 3
	for _, tt := range []struct {
		name  string
		sizes []int
		want  int // groups
	}{
		{"within the bound", []int{third, third}, 1},
		{"at the bound", []int{third, third, shardMaxDocs - 2*third}, 1},
		{"over it", []int{third, third, third, third}, 2},
		{"many small sets", slices.Repeat([]int{third / 4}, 30), 3},
		{"one set over it", []int{shardMaxDocs + 1, 10}, 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			sets := mk(tt.sizes...)
			g := make([]int, len(sets))
			for i := range g {
				g[i] = i
			}
			got := splitBucket(sets, g, shardMaxDocs)
			if len(got) != tt.want {
				t.Fatalf("%d groups, want %d", len(got), tt.want)
			}
			var all []int
			for _, sub := range got {
				n := 0
				for _, i := range sub {
					n += len(sets[i].docs)
				}
				if n > shardMaxDocs && len(sub) > 1 {
					t.Errorf("group %v holds %d documents, over %d", sub, n, shardMaxDocs)
				}
				all = append(all, sub...)
			}
			slices.Sort(all)
			if !slices.Equal(all, g) {
				t.Errorf("groups %v do not hold every set once", got)
			}
			rev := slices.Clone(g)
			slices.Reverse(rev)
			again := splitBucket(sets, rev, shardMaxDocs)
			for _, sub := range again {
				slices.Sort(sub)
			}
			slices.SortFunc(again, func(a, b []int) int { return a[0] - b[0] })
			slices.SortFunc(got, func(a, b []int) int { return a[0] - b[0] })
			if !reflect.DeepEqual(again, got) {
				t.Errorf("the sets in another order: %v, then %v", again, got)
			}
		})
	}
}

// TestLayoutManyShards: a corpus laid out by bucket in more shards than
// shardBuckets (its buckets split by recordShardMaxDocs, as with the card
// records) keeps its shards when a set is added: the added set's shard
// alone is new.
func TestLayoutManyShards(t *testing.T) {
	mk := func(n int) []set {
		sets := make([]set, n)
		for i := range sets {
			docs := make([]int32, recordShardMaxDocs/3)
			for j := range docs {
				docs[j] = int32(i*len(docs) + j)
			}
			sets[i] = set{key: fmt.Sprintf("carddata:s%02d", i), docs: docs, fp: []byte(fmt.Sprintf("fp%02d", i))}
		}
		return sets
	}
	whole := layout(mk(120), nil)
	if len(whole) <= 2*shardBuckets {
		t.Fatalf("%d shards, want more than %d", len(whole), 2*shardBuckets)
	}
	from := &Index{}
	for _, p := range whole {
		from.shards = append(from.shards, &shard{fp: p.fp, sets: p.sets})
	}
	added := layout(mk(121), from)
	if len(added) != len(whole)+1 || len(added[len(added)-1].sets) != 1 {
		t.Fatalf("a set added: %d shards, want %d, the new set's alone", len(added), len(whole)+1)
	}
	for i, p := range whole {
		if !bytes.Equal(added[i].fp, p.fp) {
			t.Errorf("shard %d laid out again", i)
		}
	}
}
