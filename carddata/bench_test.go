package carddata

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbitre/arbitre/internal/realcards"
)

// BenchmarkImportRealSets imports the three real set files.
func BenchmarkImportRealSets(b *testing.B) {
	dir := realcards.Dir(b)
	var paths []string
	var size int64
	for _, s := range realSets {
		p := filepath.Join(dir, "mtgjson", s+".json.gz")
		paths = append(paths, p)
		st, err := os.Stat(p)
		if err != nil {
			b.Fatal(err)
		}
		size += st.Size()
	}
	b.SetBytes(size)
	benchImport(b, paths)
}

// BenchmarkImportAllPrintings imports an AllPrintings-shaped file made
// from the three real set files, copied under other set codes with other
// names and Oracle ids (CARDDATA_BENCH_COPIES copies of the three, 52 by
// default: about 60,000 printings, as the whole of MTGJSON holds).
func BenchmarkImportAllPrintings(b *testing.B) {
	dir := realcards.Dir(b)
	copies := 52
	if v, err := strconv.Atoi(os.Getenv("CARDDATA_BENCH_COPIES")); err == nil && v > 0 {
		copies = v
	}
	path := filepath.Join(b.TempDir(), "AllPrintings.json")
	printings, err := writeAllPrintings(path, dir, copies)
	if err != nil {
		b.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("generated %s: %d sets, %d card entries, %.0f MB", path, 3*copies, printings, float64(st.Size())/1e6)
	b.Run("Import", func(b *testing.B) {
		b.SetBytes(st.Size())
		benchImport(b, []string{path})
	})
	b.Run("Lookups", func(b *testing.B) {
		cs, err := Load(Options{}, path)
		if err != nil {
			b.Fatal(err)
		}
		benchLookups(b, cs)
	})
	// Reading alone, passing the entries to nothing: the heap stays that
	// of a set, whatever the file's size.
	b.Run("Scan", func(b *testing.B) {
		b.SetBytes(st.Size())
		b.ReportAllocs()
		var peak uint64
		for range b.N {
			runtime.GC()
			stop := sampleHeap()
			entries := 0
			err := ScanFile(path, ScanOptions{}, Visitor{Entry: func(*Entry) error { entries++; return nil }})
			if err != nil {
				b.Fatal(err)
			}
			peak = max(peak, stop())
		}
		b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
	})
}

// benchLookups times Named and Fuzzy on cs, with names of its cards
// typed exactly, cut short and with a typo.
func benchLookups(b *testing.B, cs *Cards) {
	var queries []string
	for i, c := range cs.All() {
		if i%(cs.Len()/50+1) != 0 {
			continue
		}
		for _, t := range c.Texts {
			queries = append(queries, t.Name)
		}
	}
	typo := func(q string) string { // two letters swapped in the middle
		r := []rune(q)
		if m := len(r) / 2; m > 0 {
			r[m-1], r[m] = r[m], r[m-1]
		}
		return string(r)
	}
	b.Run("Named", func(b *testing.B) {
		for i := range b.N {
			cs.Named(queries[i%len(queries)])
		}
	})
	b.Run("FuzzyPrefix", func(b *testing.B) {
		for i := range b.N {
			q := queries[i%len(queries)]
			cs.Fuzzy(q[:len(q)/2], 10)
		}
	})
	b.Run("FuzzyTypo", func(b *testing.B) {
		for i := range b.N {
			cs.Fuzzy(typo(queries[i%len(queries)]), 10)
		}
	})
}

// benchImport imports paths b.N times, reporting the peak heap while
// importing and the heap the records hold after.
func benchImport(b *testing.B, paths []string) {
	b.ReportAllocs()
	var peak, held uint64
	var n, names int
	b.ResetTimer()
	for range b.N {
		runtime.GC()
		stop := sampleHeap()
		cs, err := Load(Options{}, paths...)
		if err != nil {
			b.Fatal(err)
		}
		peak = max(peak, stop())
		b.StopTimer()
		runtime.GC()
		held = heapBytes()
		n, names = cs.Len(), len(cs.keys)
		runtime.KeepAlive(cs)
		b.StartTimer()
	}
	b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
	b.ReportMetric(float64(held)/(1<<20), "held-heap-MB")
	b.ReportMetric(float64(n), "cards")
	b.ReportMetric(float64(names), "names")
}

// heapBytes is the heap's live and not yet collected objects.
func heapBytes() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64()
}

// sampleHeap samples the heap every few milliseconds until the returned
// function is called, which returns the peak.
func sampleHeap() func() uint64 {
	var (
		mu   sync.Mutex
		peak = heapBytes()
		done = make(chan struct{})
		wg   sync.WaitGroup
	)
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(5 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				h := heapBytes()
				mu.Lock()
				peak = max(peak, h)
				mu.Unlock()
			}
		}
	}()
	return func() uint64 {
		close(done)
		wg.Wait()
		return max(peak, heapBytes())
	}
}

// writeAllPrintings writes to path an AllPrintings file of copies of the
// real set files: each copy's set code, names, Oracle ids and uuids are
// made its own, so that it adds cards rather than printings of the same.
// The file is written a set at a time. It returns the card entries.
func writeAllPrintings(path, dir string, copies int) (int, error) {
	var sets []map[string]any
	for _, code := range realSets {
		s, err := readSetAny(filepath.Join(dir, "mtgjson", code+".json.gz"))
		if err != nil {
			return 0, err
		}
		sets = append(sets, s)
	}
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	w := bufio.NewWriterSize(f, 1<<20)
	fmt.Fprint(w, `{"meta": {"date": "2022-04-25", "version": "5.2.0+bench"}, "data": {`)
	entries := 0
	for k := range copies {
		for i, s := range sets {
			code := fmt.Sprintf("%s%d", s["code"], k)
			b, n, err := copySet(s, code, k)
			if err != nil {
				return 0, err
			}
			entries += n
			if k > 0 || i > 0 {
				w.WriteString(",")
			}
			fmt.Fprintf(w, "%q: ", code)
			w.Write(b)
		}
	}
	w.WriteString("}}")
	if err := w.Flush(); err != nil {
		return 0, err
	}
	return entries, f.Close()
}

func readSetAny(path string) (map[string]any, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	var doc struct{ Data map[string]any }
	if err := json.NewDecoder(zr).Decode(&doc); err != nil {
		return nil, err
	}
	return doc.Data, nil
}

// copySet is s as the set code, its cards renamed for copy k ("Adamant
// Will" → "Adamant Will 7"), their ids changed, marshalled.
func copySet(s map[string]any, code string, k int) ([]byte, int, error) {
	c := make(map[string]any, len(s))
	for key, v := range s {
		c[key] = v
	}
	c["code"] = code
	cards := s["cards"].([]any)
	out := make([]any, len(cards))
	suffix := " " + strconv.Itoa(k)
	rename := func(n string) string {
		return strings.ReplaceAll(n, " // ", suffix+" // ") + suffix
	}
	for i, card := range cards {
		old := card.(map[string]any)
		nc := make(map[string]any, len(old))
		for key, v := range old {
			nc[key] = v
		}
		nc["setCode"] = code
		for _, f := range []string{"name", "faceName"} {
			if v, ok := old[f].(string); ok {
				nc[f] = rename(v)
			}
		}
		if v, ok := old["uuid"].(string); ok {
			nc["uuid"] = fmt.Sprintf("%08x", k) + v[8:]
		}
		ids := map[string]any{}
		for key, v := range old["identifiers"].(map[string]any) {
			ids[key] = v
		}
		if v, ok := ids["scryfallOracleId"].(string); ok {
			ids["scryfallOracleId"] = fmt.Sprintf("%08x", k) + v[8:]
		}
		nc["identifiers"] = ids
		if fds, ok := old["foreignData"].([]any); ok {
			nfds := make([]any, len(fds))
			for j, fd := range fds {
				nfd := map[string]any{}
				for key, v := range fd.(map[string]any) {
					nfd[key] = v
				}
				if v, ok := nfd["name"].(string); ok {
					nfd["name"] = rename(v)
				}
				nfds[j] = nfd
			}
			nc["foreignData"] = nfds
		}
		out[i] = nc
	}
	c["cards"] = out
	b, err := json.Marshal(c)
	return b, len(out), err
}

// TestScanHoldsASet: reading an AllPrintings-shaped file of 45 MB keeps
// the heap within a set's worth, far below the file: it is streamed.
func TestScanHoldsASet(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a 45 MB file")
	}
	dir := realcards.Dir(t)
	path := filepath.Join(t.TempDir(), "AllPrintings.json")
	if _, err := writeAllPrintings(path, dir, 7); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	base := heapBytes()
	stop := sampleHeap()
	entries := 0
	if err := ScanFile(path, ScanOptions{}, Visitor{Entry: func(*Entry) error { entries++; return nil }}); err != nil {
		t.Fatal(err)
	}
	top := stop()
	peak := top - min(base, top)
	t.Logf("%d entries from %d MB, heap peak %.1f MB above the start", entries, st.Size()>>20, float64(peak)/(1<<20))
	if limit := uint64(st.Size() / 3); peak > limit {
		t.Errorf("the heap grew by %d MB reading a %d MB file: not streamed", peak>>20, st.Size()>>20)
	}
}

// writeAllPrintingsTo is where TestWriteAllPrintings writes the file
// BenchmarkImportAllPrintings generates, to serve it with a real server
// (go test ./carddata -run TestWriteAllPrintings -carddata.write FILE).
var writeAllPrintingsTo = flag.String("carddata.write", "", "TestWriteAllPrintings writes an AllPrintings-sized file here")

// TestWriteAllPrintings writes the AllPrintings-sized file of the
// benchmark (CARDDATA_BENCH_COPIES copies of the real sets, 52 by
// default) where -carddata.write says; without it, it is skipped.
func TestWriteAllPrintings(t *testing.T) {
	if *writeAllPrintingsTo == "" {
		t.Skip("no -carddata.write FILE")
	}
	copies := 52
	if v, err := strconv.Atoi(os.Getenv("CARDDATA_BENCH_COPIES")); err == nil && v > 0 {
		copies = v
	}
	n, err := writeAllPrintings(*writeAllPrintingsTo, realcards.Dir(t), copies)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%s: %d sets, %d card entries", *writeAllPrintingsTo, 3*copies, n)
}
