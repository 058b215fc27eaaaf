package index

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"testing"
)

// TestCountsFile: a counts file reads back as written, and a file cut
// short, garbled or of another layout is refused.
func TestCountsFile(t *testing.T) {
	counts := map[string]map[string]uint32{
		fieldNameFold: {"delire": 3, "piece": 1},
		fieldKind:     {"card": 7},
		"empty":       {},
	}
	dir := t.TempDir()
	if err := writeCounts(dir, counts); err != nil {
		t.Fatal(err)
	}
	got, err := readCounts(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !maps.EqualFunc(got, counts, maps.Equal) {
		t.Errorf("read %v, wrote %v", got, counts)
	}
	good, err := os.ReadFile(filepath.Join(dir, countsName))
	if err != nil {
		t.Fatal(err)
	}
	flip := func(i int) []byte {
		b := append([]byte(nil), good...)
		b[i] ^= 0x20
		return b
	}
	for _, tc := range []struct {
		name string
		b    []byte
	}{
		{"empty", nil},
		{"magic", flip(0)},
		{"cut", good[:len(good)-1]},
		{"term", flip(len(countsMagic) + 3)},
		{"checksum", flip(len(good) - 1)},
		{"extra", append(append([]byte(nil), good...), 0)},
	} {
		if _, err := decodeCounts(tc.b); err == nil {
			t.Errorf("%s: decoded", tc.name)
		}
	}
	if _, err := readCounts(t.TempDir()); err != errNoCounts {
		t.Errorf("no file: %v, want errNoCounts", err)
	}
}

// TestReopenedCounts: the shards of a reopened index hold the term counts
// their dictionaries give, read from their files; a shard without the
// file (an older layout) reads its dictionaries.
func TestReopenedCounts(t *testing.T) {
	dir := t.TempDir()
	kb := smallKB()
	cards := fixtureCardData(t)
	ix, _, err := Load(context.Background(), kb, Options{Dir: dir, Cards: cards})
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
	re, how, err := Load(context.Background(), kb, Options{Dir: dir, Cards: cards})
	if err != nil || how.Written {
		t.Fatalf("reopen: %+v, %v", how, err)
	}
	defer re.Close()
	for _, sh := range re.shards {
		if _, err := os.Stat(filepath.Join(sh.dir, countsName)); err != nil {
			t.Errorf("shard %s: %v", sh.key, err)
		}
		adv, err := sh.bi.Advanced()
		if err != nil {
			t.Fatal(err)
		}
		r, err := adv.Reader()
		if err != nil {
			t.Fatal(err)
		}
		want, err := termCounts(r)
		r.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(want) == 0 || !maps.EqualFunc(sh.counts, want, maps.Equal) {
			t.Errorf("shard %s: counts of %d fields, its dictionaries %d", sh.key, len(sh.counts), len(want))
		}
		old := &shard{bi: sh.bi, ids: sh.ids}
		if err := old.load(nil); err != nil || !maps.EqualFunc(old.counts, want, maps.Equal) {
			t.Errorf("shard %s read from its dictionaries: %d fields, %v", sh.key, len(old.counts), err)
		}
	}
}
