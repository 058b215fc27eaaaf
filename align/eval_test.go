package align_test

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
)

// testPair is one row of testdata/pairs.tsv, the hand-checked pairs.
type testPair struct {
	fr, it, note string
	line         int
}

func readTSV(t testing.TB, path string, cols int) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows [][]string
	sc := bufio.NewScanner(f)
	n, header := 0, true
	for sc.Scan() {
		n++
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if header {
			header = false
			continue
		}
		fs := strings.Split(line, "\t")
		if len(fs) != cols {
			t.Fatalf("%s:%d: %d columns, want %d", path, n, len(fs), cols)
		}
		rows = append(rows, append(fs, fmt.Sprint(n)))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rows
}

func readPairs(t testing.TB) []testPair {
	var out []testPair
	for _, r := range readTSV(t, "testdata/pairs.tsv", 3) {
		var line int
		fmt.Sscan(r[3], &line)
		out = append(out, testPair{fr: r[0], it: r[1], note: r[2], line: line})
	}
	return out
}

// nameKey compares names as written, ignoring only the typography the two
// documents vary on (spaces, apostrophes).
func nameKey(s string) string {
	s = strings.NewReplacer("\u2019", "'", "\u00a0", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// cardIDs maps the names of a document's cards to their ids.
func cardIDs(kb *corpus.KB, doc string) map[string]string {
	m := map[string]string{}
	for _, c := range kb.Cards {
		if c.Doc == doc {
			m[nameKey(c.Name)] = c.ID
		}
	}
	return m
}

// quality measures an alignment against the hand-checked pairs: precision
// is the share of the alignment's pairs touching a test card that are
// right, recall the share of test pairs the alignment found. misses lists
// what went wrong, for the log.
func quality(t testing.TB, kb *corpus.KB, al *align.Alignment, pairs []testPair) (precision, recall float64, misses []string) {
	t.Helper()
	frIDs, itIDs := cardIDs(kb, al.From), cardIDs(kb, al.To)
	want := map[string]string{} // fr id → it id
	inTest := map[string]bool{}
	for _, p := range pairs {
		f, ok1 := frIDs[nameKey(p.fr)]
		i, ok2 := itIDs[nameKey(p.it)]
		if !ok1 || !ok2 {
			misses = append(misses, fmt.Sprintf("pairs.tsv:%d: %q or %q is not a card of the knowledge base", p.line, p.fr, p.it))
			continue
		}
		want[f] = i
		inTest[f], inTest[i] = true, true
	}
	var predicted, correct int
	found := map[string]bool{}
	for _, p := range al.Pairs {
		if !inTest[p.From.ID] && !inTest[p.To.ID] {
			continue
		}
		predicted++
		if want[p.From.ID] == p.To.ID {
			correct++
			found[p.From.ID] = true
		} else {
			misses = append(misses, fmt.Sprintf("wrong pair: %q ↔ %q (confidence %.3f)", p.From.Name, p.To.Name, p.Confidence))
		}
	}
	for _, p := range pairs {
		if f := frIDs[nameKey(p.fr)]; f != "" && !found[f] {
			misses = append(misses, fmt.Sprintf("missed: %q ↔ %q", p.fr, p.it))
		}
	}
	if predicted > 0 {
		precision = float64(correct) / float64(predicted)
	}
	if len(pairs) > 0 {
		recall = float64(correct) / float64(len(pairs))
	}
	return precision, recall, misses
}
