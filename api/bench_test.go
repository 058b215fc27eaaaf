package api

import (
	"bufio"
	"context"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/cputime"
)

// relevanceQueries reads the search relevance set's queries, the load the
// service is measured with.
func relevanceQueries(tb testing.TB) []string {
	tb.Helper()
	f, err := os.Open("../index/testdata/relevance.tsv")
	if err != nil {
		tb.Skipf("relevance set: %v", err)
	}
	defer f.Close()
	var qs []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		if q, _, ok := strings.Cut(line, "\t"); ok && q != "" {
			qs = append(qs, q)
		}
	}
	if len(qs) == 0 {
		tb.Skip("no relevance queries")
	}
	return qs
}

// BenchmarkIndexSearch is the index alone, for comparison with
// BenchmarkAPISearch: the difference is the HTTP layer's cost.
func BenchmarkIndexSearch(b *testing.B) {
	s := newRealServer(b)
	qs := relevanceQueries(b)
	ctx := context.Background()
	cpu := startCPU(b)
	for i := 0; b.Loop(); i++ {
		if _, err := s.index.Search(ctx, index.Request{Query: qs[i%len(qs)]}); err != nil {
			b.Fatal(err)
		}
	}
	cpu.report(b)
}

// BenchmarkAPISearch is /api/search with facets over the relevance queries,
// through the whole middleware chain (gzip included).
func BenchmarkAPISearch(b *testing.B) {
	s := newRealServer(b)
	benchSearch(b, s, "/api/search")
}

// BenchmarkSearchPage is the search page (/search) for the same queries as
// BenchmarkAPISearch: the target is the page at 70% of the API's
// throughput or better, that is, at most about 1.4 times its time.
func BenchmarkSearchPage(b *testing.B) {
	s := newRealServer(b)
	benchSearch(b, s, "/search")
}

// benchSearch sends the relevance queries to path (/api/search or
// /search) in turn, asking for gzip as browsers do.
func benchSearch(b *testing.B, s *Server, path string) {
	qs := relevanceQueries(b)
	targets := make([]string, len(qs))
	for i, q := range qs {
		targets[i] = path + "?q=" + url.QueryEscape(q)
		if path == "/search" {
			// An exact card name on the page redirects to the card (303);
			// page=1 asks for the results page the API's answer is
			// compared with.
			targets[i] += "&page=1"
		}
	}
	cpu := startCPU(b)
	for i := 0; b.Loop(); i++ {
		r := httptest.NewRequest(http.MethodGet, targets[i%len(targets)], nil)
		r.Header.Set("Accept-Encoding", "gzip")
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != 200 {
			b.Fatalf("%s = %d", targets[i%len(targets)], w.Code)
		}
	}
	cpu.report(b)
}

// cpuClock measures the CPU time the process spends (every goroutine, the
// garbage collector's included). On a machine shared with other jobs,
// ns/op is mostly time spent waiting for a core; cpu-ns/op, the CPU time
// per operation, is what one request costs and compares across runs.
type cpuClock struct{ start time.Duration }

func startCPU(b *testing.B) cpuClock {
	b.Helper()
	return cpuClock{start: cputime.Process()}
}

func (c cpuClock) report(b *testing.B) {
	b.Helper()
	if b.N > 0 {
		b.ReportMetric(float64(cputime.Process()-c.start)/float64(b.N), "cpu-ns/op")
	}
}

// BenchmarkCardPage renders a card page with its cross-links.
func BenchmarkCardPage(b *testing.B) {
	s := newRealServer(b)
	for b.Loop() {
		r := httptest.NewRequest(http.MethodGet, "/cards/dsk-fr-piscine-sans-fond-vestiaire", nil)
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code != 200 {
			b.Fatal(w.Code)
		}
	}
}

// BenchmarkAPISearchCached is BenchmarkAPISearch with the result cache
// warm: the HTTP layer's own cost (routing, middleware, JSON, gzip, ETag).
func BenchmarkAPISearchCached(b *testing.B) {
	real := newRealServer(b)
	s, err := New(Config{KB: real.kb, Index: real.index, CacheBytes: 64 << 20})
	if err != nil {
		b.Fatal(err)
	}
	benchSearch(b, s, "/api/search")
}

// BenchmarkSearchPageCached is BenchmarkSearchPage with the result cache
// warm: the page's own cost (facet links, hits, template, gzip), to set
// beside BenchmarkAPISearchCached.
func BenchmarkSearchPageCached(b *testing.B) {
	real := newRealServer(b)
	s, err := New(Config{KB: real.kb, Index: real.index, CacheBytes: 64 << 20})
	if err != nil {
		b.Fatal(err)
	}
	benchSearch(b, s, "/search")
}

// BenchmarkNew builds the server for the embedded corpus, as serve does at
// start while the search index is built beside it: whatever New computes
// eagerly delays the first page and takes CPU from the index. Each
// iteration gets a fresh alignment (not timed), as a start does: an
// alignment keeps what was computed from it.
func BenchmarkNew(b *testing.B) {
	real := newRealServer(b)
	b.ReportAllocs()
	var cpu time.Duration
	for b.Loop() {
		b.StopTimer()
		all, err := align.AlignAll(real.kb)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		c0 := cputime.Process()
		if _, err := New(Config{KB: real.kb, Index: real.index, Alignments: all}); err != nil {
			b.Fatal(err)
		}
		cpu += cputime.Process() - c0
	}
	b.ReportMetric(float64(cpu)/float64(b.N), "cpu-ns/op")
}
