package index

import (
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"runtime/pprof"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/internal/cputime"
)

// scaleDocs is the size of the corpus BenchmarkScale builds, in indexed
// documents (cards, rulings, sections, glossary entries, rules).
var scaleDocs = flag.Int("scale.docs", 100_000, "indexed documents of the corpus BenchmarkScale builds")

// scaleOneShard builds the corpus as one shard, a single Bleve index, to
// compare with the shards.
var scaleOneShard = flag.Bool("scale.oneshard", false, "BenchmarkScale builds one shard, a single Bleve index")

// scaleQueryProfile writes a CPU profile of BenchmarkScale's query loop
// alone (the build would drown it in a whole-run profile).
var scaleQueryProfile = flag.String("scale.queryprofile", "", "write a CPU profile of BenchmarkScale's query loop to this file")

// scaleHeapProfile writes a heap profile taken once the index is built,
// to tell what the built corpus holds.
var scaleHeapProfile = flag.String("scale.heapprofile", "", "write a heap profile of BenchmarkScale's built corpus to this file")

// scaleReopenProfile writes a CPU profile of BenchmarkScale's reopen of
// the persisted index alone.
var scaleReopenProfile = flag.String("scale.reopenprofile", "", "write a CPU profile of BenchmarkScale's reopen of the persisted index to this file")

// syllables make the names of the fictitious sets and the words that
// rename their cards.
var syllables = []string{"tar", "vel", "mor", "quil", "zan", "bro", "fen", "lys", "dur", "ka", "sel", "nox"}

// setWord is the fictitious word of set k: "Tarvel", "Velmor" …
func setWord(k int) string {
	w := syllables[k%len(syllables)] + syllables[(k/len(syllables)+k)%len(syllables)] + syllables[(k/7)%len(syllables)]
	return strings.ToUpper(w[:1]) + w[1:]
}

// setCode is a three-letter code no real set of the corpus has.
func setCode(prefix byte, k int) string {
	return string([]byte{prefix, byte('A' + k/26%26), byte('A' + k%26)})
}

// scaleSources generates, from the embedded documents, a corpus of about
// docs indexed documents: the five documents, and as many fictitious sets
// as it takes, each the French and Italian release notes of Duskmourn
// with its own set codes and name and every card renamed (a word of the
// set's own after each card and face name), so that the sets' cards are
// distinct documents with distinct names, as a season's sets are.
func scaleSources(tb testing.TB, docs int) (base []corpus.Source, sets [][]corpus.Source, perSet int) {
	tb.Helper()
	base, err := corpus.Sources()
	if err != nil {
		tb.Fatal(err)
	}
	kb, _, err := ingest.Parse(base)
	if err != nil {
		tb.Fatal(err)
	}
	var notes []corpus.Source
	names := map[string][]string{}
	for _, s := range base {
		for _, d := range kb.Documents {
			if d.File == s.Name && d.Kind == corpus.KindReleaseNotes {
				notes = append(notes, s)
				for _, c := range kb.Contents(d.ID).Cards {
					names[s.Name] = append(names[s.Name], c.Name)
					for _, f := range c.Faces {
						names[s.Name] = append(names[s.Name], f.Name)
					}
				}
			}
		}
	}
	idocs, _ := indexDocs(kb, nil, nil)
	for _, d := range idocs {
		for _, n := range notes {
			if dd := kb.Document(d.doc); dd != nil && dd.File == n.Name {
				perSet++
			}
		}
	}
	total := len(idocs)
	n := max(0, (docs-total+perSet-1)/perSet)
	codes := regexp.MustCompile(`\b(DSK|DSC)\b`)
	for k := 0; k < n; k++ {
		word := setWord(k)
		var set []corpus.Source
		for _, src := range notes {
			ns := slices.Clone(names[src.Name])
			sort.Slice(ns, func(i, j int) bool { return len(ns[i]) > len(ns[j]) })
			var pairs []string
			seen := map[string]bool{}
			for _, name := range ns {
				if name == "" || seen[name] || strings.Contains(name, "//") {
					continue
				}
				seen[name] = true
				pairs = append(pairs, name, name+" "+word)
			}
			pairs = append(pairs, "Mornebrune", "Mornebrune "+word, "Duskmourn", "Duskmourn "+word)
			text := strings.NewReplacer(pairs...).Replace(string(src.Data))
			text = codes.ReplaceAllStringFunc(text, func(c string) string { return setCode(c[2], k) })
			set = append(set, corpus.Source{Name: fmt.Sprintf("gen/%s-%s", strings.ToLower(setCode('K', k)), src.Name), Data: []byte(text)})
		}
		sets = append(sets, set)
	}
	return base, sets, perSet
}

func flatten(sets [][]corpus.Source) []corpus.Source {
	var out []corpus.Source
	for _, s := range sets {
		out = append(out, s...)
	}
	return out
}

// BenchmarkScale builds a corpus about 50 times today's (-scale.docs
// indexed documents; 100,000 by default) and reports, for one build: the
// ingest, alignment and index build times, the index's size on disk, the
// query latency (p50, p99) over the relevance set with facets, the heap
// and the resident memory after the build (and its peak, after parsing
// and aligning, after the index build, and at the end), and the time to
// serve one added document as a reload does it (re-ingest, realign, build
// the new set's shard and share the others, first search). Each stage's
// processor time is reported beside its wall time. -scale.oneshard builds
// a single Bleve index instead of shards, to compare.
// Targets: built in under 30 s on 2 cores, p99 under 10 ms, RSS under
// 1 GB, one document added in under 2 s.
//
//	go test ./index -run '^$' -bench Scale -benchtime 1x
func BenchmarkScale(b *testing.B) {
	for i := 0; i < b.N; i++ {
		scaleRun(b)
	}
}

func scaleRun(b *testing.B) {
	ctx := context.Background()
	b.StopTimer()
	base, sets, perSet := scaleSources(b, *scaleDocs)
	extra := sets[len(sets)-1]
	sets = sets[:len(sets)-1]
	srcs := append(slices.Clone(base), flatten(sets)...)
	terms, err := corpus.Terms()
	if err != nil {
		b.Fatal(err)
	}
	aligner := align.NewAligner(terms)
	cache := ingest.NewCache()
	b.StartTimer()

	// Each stage's wall time, and the processor time it took (user and
	// system, all threads): on a machine shared with other work the
	// second says what the stage costs, the first what it took that day.
	ph := newPhases()
	kb, _, err := ingest.ParseCached(srcs, cache)
	if err != nil {
		b.Fatal(err)
	}
	ph.end("ingest")
	all, err := aligner.AlignAll(kb)
	if err != nil {
		b.Fatal(err)
	}
	ph.end("align")
	_, hwmParsed := procMemory() // the peak so far: documents parsed and aligned
	dir := filepath.Join(b.TempDir(), "index")
	ix, _, err := Load(ctx, kb, Options{Dir: dir, Aliases: all.Aliases(), oneShard: *scaleOneShard})
	if err != nil {
		b.Fatal(err)
	}
	ph.end("index")
	defer ix.Close()
	rssBuilt, hwmBuilt := procMemory()
	heap := heapInUse()
	debug.FreeOSMemory() // what the server does after a build
	rss, hwm := procMemory()
	if *scaleHeapProfile != "" {
		f, err := os.Create(*scaleHeapProfile)
		if err != nil {
			b.Fatal(err)
		}
		if err := pprof.WriteHeapProfile(f); err != nil {
			b.Fatal(err)
		}
		f.Close()
	}

	// Queries: the relevance set, with facets (the default), each query
	// several times; latencies sorted for the percentiles.
	cases := readRelevance(b)
	// Each query's processor time is measured too: on a shared machine
	// a query's wall time is mostly its wait for a processor.
	type timed struct {
		q      string
		d, cpu time.Duration
		hits   int
	}
	var lat []timed
	for _, c := range cases { // a first round warms what a server keeps warm
		if _, err := ix.Search(ctx, Request{Query: c.query, Limit: 20}); err != nil {
			b.Fatalf("%s: %v", c.query, err)
		}
	}
	if *scaleQueryProfile != "" {
		f, err := os.Create(*scaleQueryProfile)
		if err != nil {
			b.Fatal(err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			b.Fatal(err)
		}
		defer f.Close()
	}
	for r := 0; r < 5; r++ {
		for _, c := range cases {
			t, cpu := time.Now(), cputime.Process()
			res, err := ix.Search(ctx, Request{Query: c.query, Limit: 20})
			if err != nil {
				b.Fatalf("%s: %v", c.query, err)
			}
			lat = append(lat, timed{c.query, time.Since(t), cputime.Process() - cpu, res.Total})
		}
	}
	ph.end("queries")
	if *scaleQueryProfile != "" {
		pprof.StopCPUProfile()
	}
	pct := func(p float64, by func(timed) time.Duration) time.Duration {
		slices.SortFunc(lat, func(a, b timed) int { return int(by(a) - by(b)) })
		return by(lat[min(len(lat)-1, int(p*float64(len(lat))))])
	}
	wall := func(t timed) time.Duration { return t.d }
	cpu := func(t timed) time.Duration { return t.cpu }
	p50, p99 := pct(0.50, wall), pct(0.99, wall)
	c50, c99 := pct(0.50, cpu), pct(0.99, cpu)
	for _, l := range lat[max(0, len(lat)-5):] {
		b.Logf("costliest query %q: %v processor, %v wall, %d hits", l.q, l.cpu, l.d, l.hits)
	}

	// The persisted index reopened as a new process would: nothing to
	// reuse in memory, the knowledge base and its aliases at hand.
	reopen(ctx, b, kb, Options{Dir: dir, Aliases: all.Aliases(), oneShard: *scaleOneShard}, ph)

	// One document added (a new set's French notes), as a reload does it:
	// parsed alone (the others come from the cache), the unchanged pairs'
	// alignments kept, the new set's shard built and the others shared
	// with the loaded index (linked on disk into the new generation).
	kb2, _, err := ingest.ParseCached(append(srcs, extra[0]), cache)
	if err != nil {
		b.Fatal(err)
	}
	all2, err := aligner.AlignAllReusing(kb2, all, func(string) bool { return true })
	if err != nil {
		b.Fatal(err)
	}
	ph.end("add-parse-align")
	ix2, _, err := Load(ctx, kb2, Options{Dir: dir, Aliases: all2.Aliases(), Reuse: ix, oneShard: *scaleOneShard})
	if err != nil {
		b.Fatal(err)
	}
	ph.end("add-index")
	if _, err := ix2.Search(ctx, Request{Query: cases[0].query, Limit: 20}); err != nil {
		b.Fatal(err) // the first search waits for the lexicon
	}
	ph.end("add-first-search")
	b.ReportMetric(float64(ix2.Shards()), "shards")
	b.ReportMetric(float64(sharedShards(ix, ix2)), "shards-shared")
	ix2.Close()

	b.ReportMetric(float64(ix.Len()), "docs")
	b.ReportMetric(float64(len(kb.Documents)), "documents")
	b.ReportMetric(float64(perSet), "docs/set")
	for _, p := range ph.done {
		b.ReportMetric(p.wall.Seconds(), p.name+"-s")
		b.ReportMetric(p.cpu.Seconds(), p.name+"-cpu-s")
	}
	b.ReportMetric(float64(dirSize(b, dir))/(1<<20), "index-MiB")
	b.ReportMetric(float64(p50.Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(p99.Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(c50.Microseconds())/1000, "p50-cpu-ms")
	b.ReportMetric(float64(c99.Microseconds())/1000, "p99-cpu-ms")
	b.ReportMetric(float64(heap)/(1<<20), "heap-MiB")
	b.ReportMetric(float64(rssBuilt)/(1<<20), "rss-built-MiB")
	b.ReportMetric(float64(hwmBuilt)/(1<<20), "peak-rss-built-MiB")
	b.ReportMetric(float64(rss)/(1<<20), "rss-MiB")
	b.ReportMetric(float64(hwm)/(1<<20), "peak-rss-MiB")
	b.ReportMetric(float64(hwmParsed)/(1<<20), "peak-rss-parsed-MiB")
}

// phases times the stages of a run.
type phases struct {
	wall time.Time
	cpu  time.Duration
	done []phase
}

type phase struct {
	name      string
	wall, cpu time.Duration
}

// reopen loads the index persisted in opts.Dir, which must be opened, not
// written again, and times it as the phase "reopen" (with the first
// search, which waits for the lexicon).
func reopen(ctx context.Context, b *testing.B, kb *corpus.KB, opts Options, ph *phases) {
	debug.FreeOSMemory()
	ph.end("pause")
	if *scaleReopenProfile != "" {
		f, err := os.Create(*scaleReopenProfile)
		if err != nil {
			b.Fatal(err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			b.Fatal(err)
		}
		defer pprof.StopCPUProfile()
	}
	ix, loaded, err := Load(ctx, kb, opts)
	if err != nil {
		b.Fatal(err)
	}
	defer ix.Close()
	if loaded.Written {
		b.Fatalf("reopen wrote the index again: %v", loaded.Replaced)
	}
	if _, err := ix.Search(ctx, Request{Query: "créature", Limit: 20}); err != nil {
		b.Fatal(err)
	}
	ph.end("reopen")
}

func newPhases() *phases { return &phases{wall: time.Now(), cpu: cputime.Process()} }

func (p *phases) end(name string) {
	now, cpu := time.Now(), cputime.Process()
	p.done = append(p.done, phase{name, now.Sub(p.wall), cpu - p.cpu})
	p.wall, p.cpu = now, cpu
}

// procMemory reads the resident set size and its peak from
// /proc/self/status (Linux; 0 elsewhere).
func procMemory() (rss, peak int64) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		n, _ := strconv.ParseInt(f[1], 10, 64)
		switch f[0] {
		case "VmRSS:":
			rss = n << 10
		case "VmHWM:":
			peak = n << 10
		}
	}
	return rss, peak
}

func dirSize(tb testing.TB, dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if info, err := d.Info(); err == nil {
				n += info.Size()
			}
		}
		return nil
	})
	return n
}

// TestScaleSources: the generated sets parse, each into a set of its own
// with as many cards as Duskmourn's, and pair by set code.
func TestScaleSources(t *testing.T) {
	base, sets, perSet := scaleSources(t, 3*2000)
	if len(sets) < 2 || perSet < 1000 {
		t.Fatalf("%d sets of %d documents", len(sets), perSet)
	}
	kb, _, err := ingest.Parse(append(base, flatten(sets[:2])...))
	if err != nil {
		t.Fatal(err)
	}
	pairs := align.DocPairs(kb)
	if len(pairs) != 3 {
		t.Fatalf("pairs %v, want dsk and two generated sets", pairs)
	}
	dsk := len(kb.Contents("dsk-fr").Cards)
	for _, p := range pairs[1:] {
		if n := len(kb.Contents(p.From).Cards); n != dsk {
			t.Errorf("set %s: %d French cards, Duskmourn has %d", p.Set, n, dsk)
		}
	}
}

// scaleWrite is where TestWriteScaleCorpus writes the generated sets.
var scaleWrite = flag.String("scale.write", "", "TestWriteScaleCorpus writes BenchmarkScale's generated sets to this directory")

// TestWriteScaleCorpus writes the sets BenchmarkScale generates (all of
// them, the one it adds included) to the directory -scale.write names, so
// that a server can be run on the same corpus: arbitre serve --corpus DIR.
//
//	go test ./index -run TestWriteScaleCorpus -scale.write /tmp/scale
func TestWriteScaleCorpus(t *testing.T) {
	if *scaleWrite == "" {
		t.Skip("no -scale.write directory")
	}
	_, sets, _ := scaleSources(t, *scaleDocs)
	if err := os.MkdirAll(*scaleWrite, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, s := range flatten(sets) {
		if err := os.WriteFile(filepath.Join(*scaleWrite, filepath.Base(s.Name)), s.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
