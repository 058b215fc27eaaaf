package align_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/internal/cputime"
)

// The real knowledge base is parsed once for all the tests that need it.
var embedded = sync.OnceValues(func() (*corpus.KB, error) {
	kb, _, err := ingest.Embedded()
	return kb, err
})

func realKB(t testing.TB) *corpus.KB {
	t.Helper()
	kb, err := embedded()
	if err != nil {
		t.Fatalf("ingest.Embedded: %v", err)
	}
	return kb
}

// TestQuality measures the alignment of the Duskmourn notes against the
// hand-checked pairs of testdata/pairs.tsv.
func TestQuality(t *testing.T) {
	kb := realKB(t)
	al, err := align.Align(kb, "dsk-fr", "dsk-it")
	if err != nil {
		t.Fatal(err)
	}
	pairs := readPairs(t)
	if len(pairs) < 60 {
		t.Fatalf("only %d hand-checked pairs; the test set needs at least 60", len(pairs))
	}
	precision, recall, misses := quality(t, kb, al, pairs)
	t.Logf("%d hand-checked pairs: precision %.4f, recall %.4f (%d pairs, %d/%d unmatched)",
		len(pairs), precision, recall, len(al.Pairs), len(al.UnmatchedFrom), len(al.UnmatchedTo))
	for _, m := range misses {
		t.Log(m)
	}
	if precision < 0.99 {
		t.Errorf("precision %.4f, want at least 0.99", precision)
	}
	if recall < 0.97 {
		t.Errorf("recall %.4f, want at least 0.97", recall)
	}
}

// TestSectionsReal checks the general-notes sections against the
// hand-checked pairs of testdata/sections.tsv.
func TestSectionsReal(t *testing.T) {
	kb := realKB(t)
	al, err := align.Align(kb, "dsk-fr", "dsk-it")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range al.Sections {
		got[nameKey(s.From.Title)] = nameKey(s.To.Title)
	}
	rows := readTSV(t, "testdata/sections.tsv", 3)
	for _, r := range rows {
		if g := got[nameKey(r[0])]; g != nameKey(r[1]) {
			t.Errorf("sections.tsv:%s: %q paired with %q, want %q", r[3], r[0], g, r[1])
		}
	}
	if len(al.Sections) != len(rows) || len(al.UnmatchedSectionsFrom)+len(al.UnmatchedSectionsTo) != 0 {
		t.Errorf("%d section pairs, %d+%d unmatched; want %d pairs, none unmatched",
			len(al.Sections), len(al.UnmatchedSectionsFrom), len(al.UnmatchedSectionsTo), len(rows))
	}
}

// TestUnmatchedReal checks that what the alignment leaves alone is exactly
// what testdata/unmatched.tsv lists as present in one document only.
func TestUnmatchedReal(t *testing.T) {
	kb := realKB(t)
	al, err := align.Align(kb, "dsk-fr", "dsk-it")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, r := range readTSV(t, "testdata/unmatched.tsv", 3) {
		want[r[0]+"\t"+nameKey(r[1])] = true
	}
	got := map[string]bool{}
	for _, c := range al.UnmatchedFrom {
		got[al.FromLang+"\t"+nameKey(c.Name)] = true
	}
	for _, c := range al.UnmatchedTo {
		got[al.ToLang+"\t"+nameKey(c.Name)] = true
	}
	for k := range want {
		if !got[k] {
			t.Errorf("%q should be unmatched", k)
		}
	}
	for k := range got {
		if !want[k] {
			t.Errorf("%q is unmatched but has a counterpart by hand", k)
		}
	}
}

// TestGoldenReal pins the whole alignment of the Duskmourn notes and its
// flagged differences, so that any change in pairing, ruling alignment or
// comparison shows in review.
func TestGoldenReal(t *testing.T) {
	kb := realKB(t)
	al, err := align.Align(kb, "dsk-fr", "dsk-it")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# %s ↔ %s: %d card pairs, %d section pairs\n", al.From, al.To, len(al.Pairs), len(al.Sections))
	rulings := func(rs []align.RulingPair) string {
		var parts []string
		for _, r := range rs {
			switch {
			case r.From < 0:
				parts = append(parts, fmt.Sprintf("-/%d", r.To+1))
			case r.To < 0:
				parts = append(parts, fmt.Sprintf("%d/-", r.From+1))
			default:
				parts = append(parts, fmt.Sprintf("%d/%d", r.From+1, r.To+1))
			}
		}
		return strings.Join(parts, " ")
	}
	for _, s := range al.Sections {
		fmt.Fprintf(&b, "section\t%s\t%s\t%.2f\t%s\n", s.From.ID, s.To.ID, s.Confidence, rulings(s.Rulings))
	}
	for _, p := range al.Pairs {
		fmt.Fprintf(&b, "card\t%s\t%s\t%.2f\t%s\n", p.From.ID, p.To.ID, p.Confidence, rulings(p.Rulings))
	}
	for _, c := range al.UnmatchedFrom {
		fmt.Fprintf(&b, "only\t%s\n", c.ID)
	}
	for _, c := range al.UnmatchedTo {
		fmt.Fprintf(&b, "only\t%s\n", c.ID)
	}
	for _, d := range al.Differences() {
		fmt.Fprintf(&b, "diff\t%s\t%s\t%s\t%s\t%s\n", d.Kind, d.Where, d.Owner, d.OwnerTo, d.Detail)
	}
	checkGolden(t, "dsk.golden.tsv", []byte(b.String()))
}

// TestCompareReal checks the side-by-side view on pairs whose differences
// were found by reading the two documents.
func TestCompareReal(t *testing.T) {
	kb := realKB(t)
	al, err := align.Align(kb, "dsk-fr", "dsk-it")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		card, kind, detail string
	}{
		// The September revision adds a ruling on combat damage.
		{"dsk-it-ferita-dolorosa", align.DiffRulingOneSide, "dsk-it-ferita-dolorosa-r4"},
		// Ongoing schemes are "Intrigo In Corso", not the table's
		// "intrigo persistente".
		{"dsk-fr-je-suis-intouchable", align.DiffTerm, "intrigo persistente"},
		// French-only errata make the French rulings much longer.
		{"dsk-fr-conseil-demoniaque", align.DiffLength, "dsk-fr ruling"},
		{"dsk-fr-planche-de-spiritisme", align.DiffLength, "dsk-fr ruling"},
	}
	for _, tt := range tests {
		c, ok := al.Compare(tt.card)
		if !ok {
			t.Errorf("Compare(%q): no counterpart", tt.card)
			continue
		}
		found := false
		for _, d := range c.Diffs {
			if d.Kind == tt.kind && (strings.Contains(d.Detail, tt.detail) || d.ToRuling == tt.detail || d.FromRuling == tt.detail) {
				found = true
			}
		}
		if !found {
			t.Errorf("Compare(%q): no %s difference mentioning %q in %+v", tt.card, tt.kind, tt.detail, c.Diffs)
		}
		if c.Rows[0].Part != "name" || c.Rows[0].From != c.From.Name || c.Rows[0].To != c.To.Name {
			t.Errorf("Compare(%q): first row %+v", tt.card, c.Rows[0])
		}
	}
	// A pair that agrees in everything has no flag.
	if c, ok := al.Compare("dsk-fr-anthropede"); !ok || len(c.Diffs) != 0 {
		t.Errorf("Compare(anthropede) = %v, %+v; want no differences", ok, c)
	}
	if _, ok := al.Compare("dsk-fr-no-such-card"); ok {
		t.Error("Compare of an unknown id succeeded")
	}
}

func BenchmarkAlign(b *testing.B) {
	kb := realKB(b)
	terms, err := corpus.Terms()
	if err != nil {
		b.Fatal(err)
	}
	a := align.NewAligner(terms)
	b.ResetTimer()
	for b.Loop() {
		if _, err := a.Align(kb, "dsk-fr", "dsk-it"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAlignAll aligns every pair of the embedded documents and lists
// the aliases, as a server's start does before its aligned documents'
// shards can be indexed: the start's critical path. cpu-ns/op is steadier
// than ns/op on a shared machine.
func BenchmarkAlignAll(b *testing.B) {
	kb := realKB(b)
	terms, err := corpus.Terms()
	if err != nil {
		b.Fatal(err)
	}
	a := align.NewAligner(terms)
	cpu := cputime.Process()
	for b.Loop() {
		all, err := a.AlignAll(kb)
		if err != nil {
			b.Fatal(err)
		}
		all.Aliases()
	}
	b.ReportMetric(float64(cputime.Process()-cpu)/float64(b.N), "cpu-ns/op")
}

// BenchmarkCompareAll compares every pair side by side: the work behind
// the first call of Differences (later calls reuse it).
func BenchmarkCompareAll(b *testing.B) {
	kb := realKB(b)
	al, err := align.Align(kb, "dsk-fr", "dsk-it")
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		for _, p := range al.Pairs {
			al.Compare(p.From.ID)
		}
	}
}
