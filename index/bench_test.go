package index

import (
	"context"
	"fmt"
	"path/filepath"
	"runtime"
	"sort"
	"testing"
	"time"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
	"github.com/blevesearch/bleve/v2"
)

func benchKB(b *testing.B) *corpus.KB {
	b.Helper()
	kb, _, err := ingest.Embedded()
	if err != nil {
		b.Fatal(err)
	}
	return kb
}

// BenchmarkBuild indexes the whole knowledge base in memory (target: under
// a second), and reports the index's size (Bleve's account), the heap the
// built index holds (index, entries, facet table, vocabulary …) and the
// memory the process got from the system.
func BenchmarkBuild(b *testing.B) {
	kb := benchKB(b)
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ix, err := Build(ctx, kb, Options{})
		if err != nil {
			b.Fatal(err)
		}
		ix.Close()
	}
	b.StopTimer()
	before := heapInUse()
	ix, err := Build(ctx, kb, Options{})
	if err != nil {
		b.Fatal(err)
	}
	after := heapInUse()
	b.ReportMetric(float64(ix.Len()), "docs")
	b.ReportMetric(float64(ix.Stats().MemoryBytes), "index-bytes")
	b.ReportMetric(float64(after-before), "heap-bytes")
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	b.ReportMetric(float64(m.Sys), "sys-bytes")
	ix.Close()
}

// heapInUse is the live heap after collections.
func heapInUse() int64 {
	runtime.GC()
	runtime.GC() // a second time, to empty the sync.Pools' victim caches
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// BenchmarkBuildDisk indexes the whole knowledge base into a directory and
// reports its size on disk.
func BenchmarkBuildDisk(b *testing.B) {
	kb := benchKB(b)
	ctx := context.Background()
	tmp := b.TempDir()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		dir := filepath.Join(tmp, fmt.Sprint(i))
		ix, err := Build(ctx, kb, Options{Dir: dir})
		if err != nil {
			b.Fatal(err)
		}
		if i == b.N-1 {
			b.StopTimer()
			b.ReportMetric(float64(ix.Stats().DiskBytes), "disk-bytes")
		}
		if err := ix.Close(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoad opens the index Load wrote for the whole knowledge base,
// checksums included, as every start of arbitre serve --index does; compare
// with BenchmarkBuild. BenchmarkVerifyManifest is the checksums' share.
func BenchmarkLoad(b *testing.B) {
	kb := benchKB(b)
	ctx := context.Background()
	dir := b.TempDir()
	ix, how, err := Load(ctx, kb, Options{Dir: dir})
	if err != nil || !how.Written {
		b.Fatalf("first Load: %+v, %v", how, err)
	}
	ix.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ix, how, err := Load(ctx, kb, Options{Dir: dir})
		if err != nil || how.Written {
			b.Fatalf("Load: %+v, %v", how, err)
		}
		ix.Close()
	}
}

// BenchmarkVerifyManifest checksums the files of the whole knowledge
// base's index against their manifest and reports their size.
func BenchmarkVerifyManifest(b *testing.B) {
	kb := benchKB(b)
	ix, how, err := Load(context.Background(), kb, Options{Dir: b.TempDir()})
	if err != nil {
		b.Fatal(err)
	}
	disk := ix.Stats().DiskBytes
	ix.Close()
	_, sum, err := readCurrent(filepath.Dir(how.Path))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(disk)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := verifyManifest(how.Path, sum); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSearch runs the relevance queries, a page of 20 with snippets and
// all facets, and reports the latency percentiles (targets: p50 under 1 ms,
// p99 under 5 ms).
func BenchmarkSearch(b *testing.B) {
	benchSearch(b, Options{}, false)
}

// BenchmarkSearchDisk is BenchmarkSearch on an index built in a directory.
func BenchmarkSearchDisk(b *testing.B) {
	benchSearch(b, Options{Dir: filepath.Join(b.TempDir(), "idx")}, false)
}

// BenchmarkSearchNoFacets is BenchmarkSearch without facets, to show what
// facets cost.
func BenchmarkSearchNoFacets(b *testing.B) {
	benchSearch(b, Options{}, true)
}

func benchSearch(b *testing.B, opts Options, noFacets bool) {
	cases := readRelevance(b)
	ix := embeddedIndex(b, opts)
	ctx := context.Background()
	durs := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		q := cases[i%len(cases)].query
		start := time.Now()
		if _, err := ix.Search(ctx, Request{Query: q, Limit: DefaultLimit, NoFacets: noFacets}); err != nil {
			b.Fatal(err)
		}
		durs = append(durs, time.Since(start))
	}
	b.StopTimer()
	reportPercentiles(b, durs)
}

func reportPercentiles(b *testing.B, durs []time.Duration) {
	sort.Slice(durs, func(i, j int) bool { return durs[i] < durs[j] })
	pct := func(p float64) float64 {
		return float64(durs[int(p*float64(len(durs)-1))].Nanoseconds()) / 1e3
	}
	b.ReportMetric(pct(0.50), "p50-µs")
	b.ReportMetric(pct(0.99), "p99-µs")
}

// BenchmarkFacetsBleve computes the same eight facets with Bleve's own
// terms facets, over an index that keeps doc values for them, to measure
// what the in-memory facet table saves.
func BenchmarkFacetsBleve(b *testing.B) {
	cases := readRelevance(b)
	ix := embeddedIndex(b, Options{docValues: true})
	ctx := context.Background()
	durs := make([]time.Duration, 0, b.N)
	// Bleve's own fan-out over the shards, with its facet builders.
	alias := bleve.NewIndexAlias()
	for _, sh := range ix.shards {
		alias.Add(sh.bi)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tree, _, err := parse(cases[i%len(cases)].query)
		if err != nil || tree == nil {
			b.Fatal(err)
		}
		start := time.Now()
		q, _, err := ix.newCompiler().compile(tree)
		if err != nil {
			b.Fatal(err)
		}
		req := bleve.NewSearchRequestOptions(q, DefaultLimit, 0, false)
		for _, f := range []string{fieldKind, fieldLang, fieldDoc, fieldSet, fieldType, fieldColor, fieldMV, fieldMechanic} {
			req.AddFacet(f, bleve.NewFacetRequest(f, 100))
		}
		if _, err := alias.SearchInContext(ctx, req); err != nil {
			b.Fatal(err)
		}
		durs = append(durs, time.Since(start))
	}
	b.StopTimer()
	reportPercentiles(b, durs)
}

// BenchmarkLexicon builds the lexicon of the whole knowledge base (the
// words that tell a query's language and respell unknown words), which
// Build, Open and Load pay for once.
func BenchmarkLexicon(b *testing.B) {
	kb := benchKB(b)
	terms, err := corpus.Terms()
	if err != nil {
		b.Fatal(err)
	}
	docs, _ := indexDocs(kb, nil, nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		lx := newLexicon(docs, terms, nil)
		if i == 0 {
			b.ReportMetric(float64(len(lx.words)), "words")
		}
	}
}

// BenchmarkSearchPlayers runs the players' relevance queries (misspellings,
// synonyms, English names: the respelling and language paths) with their
// reader's language, the English names of the cardnames fixture loaded.
func BenchmarkSearchPlayers(b *testing.B) {
	cases := readPlayerRelevance(b)
	ix := namedIndex(b)
	ctx := context.Background()
	durs := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := cases[i%len(cases)]
		start := time.Now()
		if _, err := ix.Search(ctx, Request{Query: c.query, HL: c.hl, Limit: DefaultLimit}); err != nil {
			b.Fatal(err)
		}
		durs = append(durs, time.Since(start))
	}
	b.StopTimer()
	reportPercentiles(b, durs)
}
