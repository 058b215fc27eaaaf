package align

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/ingest"
)

// TestUnseenSetPairs aligns the fictitious set of ingest/testdata/orv,
// which the aligner was not written against, read from its directory as
// the server reads a --corpus directory (a French text, the same French
// notes as HTML, an Italian later revision, and another set's French
// notes alone), against the card pairs written by hand in
// testdata/orv-pairs.tsv.
func TestUnseenSetPairs(t *testing.T) {
	kb, _, err := ingest.ParseFiles(filepath.Join("..", "ingest", "testdata", "orv"))
	if err != nil {
		t.Fatal(err)
	}
	pairs := DocPairs(kb)
	if len(pairs) != 1 || pairs[0] != (DocPair{Set: "orv", From: "orv-fr", To: "orv-it"}) {
		t.Fatalf("DocPairs = %+v, want orv-fr ↔ orv-it alone (kdr has French notes only; the HTML is an earlier revision of orv-fr)", pairs)
	}
	all, err := AlignAll(kb)
	if err != nil {
		t.Fatal(err)
	}
	want := readPairs(t, filepath.Join("testdata", "orv-pairs.tsv"))
	got := map[[2]string]bool{}
	for _, p := range all.Alignments[0].Pairs {
		got[[2]string{p.From.Name, p.To.Name}] = true
	}
	right := 0
	for p := range got {
		if want[p] {
			right++
		} else {
			t.Errorf("wrong pair %s ↔ %s", p[0], p[1])
		}
	}
	for p := range want {
		if !got[p] {
			t.Errorf("missed pair %s ↔ %s", p[0], p[1])
		}
	}
	precision := float64(right) / float64(max(1, len(got)))
	recall := float64(right) / float64(len(want))
	t.Logf("orv FR/IT card pairs: %d found, %d right of %d: precision %.3f, recall %.3f", len(got), right, len(want), precision, recall)
	if precision < 0.99 || recall < 0.95 {
		t.Errorf("precision %.3f (want ≥ 0.99), recall %.3f (want ≥ 0.95)", precision, recall)
	}
	// Every card of the pair, either side, has its counterpart.
	for _, id := range []string{"orv-fr-gardienne-du-phare", "orv-it-guardiana-del-faro"} {
		if _, ok := all.CounterpartCard(id); !ok {
			t.Errorf("%s has no counterpart", id)
		}
	}
	if docs := all.CounterpartDocuments("orv-it"); len(docs) != 1 || docs[0] != "orv-fr" {
		t.Errorf("counterparts of orv-it: %v", docs)
	}
}

func readPairs(t *testing.T, path string) map[[2]string]bool {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[[2]string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := sc.Text()
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		a, b, ok := strings.Cut(l, "\t")
		if !ok {
			t.Fatalf("%s: %q has no tab", path, l)
		}
		out[[2]string{a, b}] = true
	}
	return out
}
