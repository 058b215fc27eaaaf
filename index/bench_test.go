package index

import (
	"context"
	"fmt"
	"io/fs"
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
// a second), and reports the index's size and the heap it holds.
func BenchmarkBuild(b *testing.B) {
	kb := benchKB(b)
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ix, err := Build(ctx, kb, Options{})
		if err != nil {
			b.Fatal(err)
		}
		if i == b.N-1 {
			b.StopTimer()
			b.ReportMetric(float64(ix.Len()), "docs")
			b.ReportMetric(float64(ix.Stats().Bytes), "index-bytes")
			b.ReportMetric(heapHeldBy(func() {}, ix), "heap-bytes")
		}
		ix.Close()
	}
}

// heapHeldBy measures the live heap with keep alive, after a collection.
func heapHeldBy(f func(), keep *Index) float64 {
	f()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	runtime.KeepAlive(keep)
	return float64(m.HeapAlloc)
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
		if err := ix.Close(); err != nil {
			b.Fatal(err)
		}
		if i == b.N-1 {
			b.StopTimer()
			b.ReportMetric(float64(dirSize(b, dir)), "disk-bytes")
		}
	}
}

func dirSize(b *testing.B, dir string) int64 {
	var n int64
	err := filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			info, err := d.Info()
			if err != nil {
				return err
			}
			n += info.Size()
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	return n
}

// BenchmarkSearch runs the relevance queries, a page of 20 with snippets and
// all facets, and reports the latency percentiles (targets: p50 under 1 ms,
// p99 under 5 ms).
func BenchmarkSearch(b *testing.B) {
	benchSearch(b, false)
}

// BenchmarkSearchNoFacets is BenchmarkSearch without facets, to show what
// facets cost.
func BenchmarkSearchNoFacets(b *testing.B) {
	benchSearch(b, true)
}

func benchSearch(b *testing.B, noFacets bool) {
	cases := readRelevance(b)
	ix := embeddedIndex(b, Options{})
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
		if _, err := ix.bi.SearchInContext(ctx, req); err != nil {
			b.Fatal(err)
		}
		durs = append(durs, time.Since(start))
	}
	b.StopTimer()
	reportPercentiles(b, durs)
}
