package main

import (
	"bufio"
	"flag"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbitre/arbitre/internal/cputime"
)

// BenchmarkSearchLoad's settings: the card data served beside the
// embedded notes (an AllPrintings-sized file: go test ./carddata -run
// TestWriteAllPrintings -carddata.write FILE), the persisted index it
// is kept in (built by the first run, reopened by the next), how long
// each load lasts and how many rounds are run.
var (
	searchLoadCardData = flag.String("load.carddata", "", "BenchmarkSearchLoad serves this card-data file beside the embedded notes")
	searchLoadIndex    = flag.String("load.index", "", "BenchmarkSearchLoad keeps the card data's index in this directory (default: a temporary one)")
	searchLoadDuration = flag.Duration("load.duration", 10*time.Second, "how long each of BenchmarkSearchLoad's loads lasts")
	searchLoadRounds   = flag.Int("load.rounds", 2, "BenchmarkSearchLoad's rounds, each the embedded notes alone, then with the card data")
)

// loadConns is the number of connections of the target: /api/search p99
// under 10 ms at 4 connections (issue 24, point 5).
const loadConns = 4

// BenchmarkSearchLoad loads /api/search of a server with 4 connections,
// each sending the next query of a mix in French, Italian and English
// (the relevance set's and testdata/searchload-cards.txt) as soon as the
// last is answered, result cache off: round by round, the embedded notes
// alone, then (with -load.carddata) the card data beside them, so that
// both meet the same conditions on a shared machine. It reports each
// one's p50 and p99 latency, throughput, and the processor time of the
// process (server and load alike) per request.
//
//	go test ./cmd/arbitre -run '^$' -bench SearchLoad -benchtime 1x -load.carddata FILE -load.index DIR
func BenchmarkSearchLoad(b *testing.B) {
	queries := searchLoadQueries(b)
	idx := *searchLoadIndex
	if idx == "" {
		idx = filepath.Join(b.TempDir(), "index")
	}
	configs := []struct {
		name string
		args []string
	}{{"embedded", nil}}
	if *searchLoadCardData != "" {
		configs = append(configs, struct {
			name string
			args []string
		}{"carddata", []string{"--card-data", *searchLoadCardData, "--index", idx}})
	}
	for i := 0; i < b.N; i++ {
		for r := 0; r < *searchLoadRounds; r++ {
			for _, c := range configs {
				st := searchLoadRun(b, queries, c.args)
				b.Logf("round %d, %s: %d requests (%d failed), %.0f req/s, p50 %.2f ms, p99 %.2f ms, %.2f ms processor a request",
					r+1, c.name, st.n, st.failed, st.rate, st.p50, st.p99, st.cpu)
				b.ReportMetric(st.p50, c.name+"-p50-ms")
				b.ReportMetric(st.p99, c.name+"-p99-ms")
				b.ReportMetric(st.rate, c.name+"-req/s")
				b.ReportMetric(st.cpu, c.name+"-cpu-ms/req")
				if st.failed > 0 {
					b.Errorf("%s: %d requests failed", c.name, st.failed)
				}
			}
		}
	}
}

// loadStats are one load's figures; latencies in milliseconds.
type loadStats struct {
	n, failed           int
	p50, p99, rate, cpu float64
}

// searchLoadRun starts a server with args (result cache off, no busy
// limit below the connections), waits for its index, sends every query
// once to warm it, then loads it for -load.duration and stops it.
func searchLoadRun(b *testing.B, queries, args []string) loadStats {
	srv := startServe(b, append([]string{"--cache-bytes", "0", "--max-busy", "64", "--max-busy-client", "64"}, args...)...)
	defer srv.stop(b)
	deadline := time.Now().Add(10 * time.Minute) // a first run builds the card data's index
	// The index, then the rules scenarios, which run after it: loaded
	// meanwhile, they would be measured too.
	for !srv.logged("rules marks ready") {
		if time.Now().After(deadline) {
			b.Fatal("the index and the rules marks were not ready after 10 minutes")
		}
		time.Sleep(100 * time.Millisecond)
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: loadConns}, Timeout: 30 * time.Second}
	get := func(q string) bool {
		res, err := client.Get(srv.base + "/api/search?q=" + url.QueryEscape(q))
		if err != nil {
			return false
		}
		defer res.Body.Close()
		_, err = bufio.NewReader(res.Body).WriteTo(discard{})
		return err == nil && res.StatusCode == http.StatusOK
	}
	for _, q := range queries {
		get(q)
	}
	var mu sync.Mutex
	var lat []time.Duration
	failed := 0
	var wg sync.WaitGroup
	start, cpu0 := time.Now(), cputime.Process()
	end := start.Add(*searchLoadDuration)
	for c := 0; c < loadConns; c++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			bad := 0
			for q := c * 7; time.Now().Before(end); q++ {
				t := time.Now()
				if !get(queries[q%len(queries)]) {
					bad++
				}
				mine = append(mine, time.Since(t))
			}
			mu.Lock()
			lat, failed = append(lat, mine...), failed+bad
			mu.Unlock()
		}()
	}
	wg.Wait()
	took, cpu := time.Since(start), cputime.Process()-cpu0
	slices.Sort(lat)
	ms := func(p float64) float64 {
		return float64(lat[min(len(lat)-1, int(p*float64(len(lat))))].Microseconds()) / 1000
	}
	return loadStats{n: len(lat), failed: failed, p50: ms(0.5), p99: ms(0.99),
		rate: float64(len(lat)) / took.Seconds(), cpu: float64(cpu.Microseconds()) / 1000 / float64(len(lat))}
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

// searchLoadQueries are the relevance set's queries (the notes' French
// and Italian) and testdata/searchload-cards.txt's (the card data's, in
// the three languages).
func searchLoadQueries(tb testing.TB) []string {
	var qs []string
	for _, f := range []string{filepath.Join("..", "..", "index", "testdata", "relevance.tsv"), filepath.Join("testdata", "searchload-cards.txt")} {
		b, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			q, _, _ := strings.Cut(line, "\t")
			if q = strings.TrimSpace(q); q != "" && !strings.HasPrefix(q, "#") {
				qs = append(qs, q)
			}
		}
	}
	return qs
}
