package carddata

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/arbitre/arbitre/internal/realcards"
)

// snapshotFiles are the fixtures of every kind of file, merged.
var snapshotFiles = []string{"testdata/mtgjson-isd.json", "testdata/scryfall-cards.json", "testdata/scryfall-rulings.json"}

// sameRecords fails unless a and b hold the same records, as the API
// writes them, and answer name lookups alike.
func sameRecords(t *testing.T, a, b *Cards) {
	t.Helper()
	if a.Len() != b.Len() {
		t.Fatalf("%d records, want %d", b.Len(), a.Len())
	}
	for i, c := range a.All() {
		ja, _ := json.Marshal(c)
		jb, _ := json.Marshal(b.All()[i])
		if string(ja) != string(jb) {
			t.Fatalf("record %s differs after the snapshot:\n%s\nwant\n%s", c.ID, jb, ja)
		}
		for lang, tx := range c.Texts {
			want, got := matchIDs(a.Named(tx.Name)), matchIDs(b.Named(tx.Name))
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("Named(%q) [%s] = %v after the snapshot, want %v", tx.Name, lang, got, want)
			}
			want, got = matchIDs(a.Fuzzy(tx.Name[:len(tx.Name)/2+1], 5)), matchIDs(b.Fuzzy(tx.Name[:len(tx.Name)/2+1], 5))
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("Fuzzy(%q) = %v after the snapshot, want %v", tx.Name, got, want)
			}
		}
	}
}

func matchIDs(ms []Match) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Card.ID+"/"+m.Lang+"/"+m.Name)
	}
	return out
}

func TestSnapshotRoundTrip(t *testing.T) {
	cs, err := Load(Options{}, snapshotFiles...)
	if err != nil {
		t.Fatal(err)
	}
	st := Stats{Files: 3, Entries: 7, Rulings: 2}
	path := SnapshotPath(t.TempDir(), "k")
	if err := cs.WriteSnapshot(path, st); err != nil {
		t.Fatal(err)
	}
	got, gotSt, err := ReadSnapshot(path)
	if err != nil {
		t.Fatal(err)
	}
	if gotSt != st {
		t.Errorf("stats %+v, want %+v", gotSt, st)
	}
	sameRecords(t, cs, got)
}

// TestSnapshotRealSets round-trips the whole real MTGJSON set files.
func TestSnapshotRealSets(t *testing.T) {
	dir := realcards.Dir(t)
	var paths []string
	for _, s := range realSets {
		paths = append(paths, filepath.Join(dir, "mtgjson", s+".json.gz"))
	}
	cs, err := Load(Options{}, paths...)
	if err != nil {
		t.Fatal(err)
	}
	path := SnapshotPath(t.TempDir(), "real")
	if err := cs.WriteSnapshot(path, Stats{}); err != nil {
		t.Fatal(err)
	}
	got, _, err := ReadSnapshot(path)
	if err != nil {
		t.Fatal(err)
	}
	sameRecords(t, cs, got)
}

// TestSnapshotDamaged: a snapshot cut short, altered or of another format
// is an error wrapping ErrSnapshotCorrupt, never records.
func TestSnapshotDamaged(t *testing.T) {
	cs, err := Load(Options{}, snapshotFiles...)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	path := SnapshotPath(dir, "k")
	if err := cs.WriteSnapshot(path, Stats{}); err != nil {
		t.Fatal(err)
	}
	whole, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	flipped := append([]byte(nil), whole...)
	flipped[len(flipped)/2] ^= 0x20
	for name, b := range map[string][]byte{
		"empty":       {},
		"magic only":  []byte(snapshotMagic),
		"half":        whole[:len(whole)/2],
		"no checksum": whole[:len(whole)-32],
		"one byte":    flipped,
		"other":       append([]byte("arbitre-carddata-snapshot-0\n"), whole[len(snapshotMagic):]...),
	} {
		p := filepath.Join(dir, "bad")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		got, _, err := ReadSnapshot(p)
		if !errors.Is(err, ErrSnapshotCorrupt) || got != nil {
			t.Errorf("%s: %v, %v; want ErrSnapshotCorrupt and no records", name, got, err)
		}
	}
	if _, _, err := ReadSnapshot(filepath.Join(dir, "none")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing snapshot: %v, want fs.ErrNotExist", err)
	}
}

// TestSnapshotKey: the key changes with what the import depends on, and
// only with it.
func TestSnapshotKey(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "prog")
	file := filepath.Join(dir, "cards.json")
	for _, p := range []string{prog, file} {
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	key := func(opts Options, paths ...string) string {
		k, err := SnapshotKey(opts, prog, paths)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	base := key(Options{}, file)
	if again := key(Options{Progress: func(Progress) {}}, file); again != base {
		t.Errorf("the key changed with nothing the import depends on: %s, %s", base, again)
	}
	if k := key(Options{Langs: []string{"fr"}}, file); k == base {
		t.Error("the key did not change with the languages kept")
	}
	if k := key(Options{}, file, file); k == base {
		t.Error("the key did not change with the files given")
	}
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(file, later, later); err != nil {
		t.Fatal(err)
	}
	if k := key(Options{}, file); k == base {
		t.Error("the key did not change when the file was touched")
	}
	touched := key(Options{}, file)
	if err := os.WriteFile(prog, []byte("y"), 0o644); err != nil {
		t.Fatal(err)
	}
	if k := key(Options{}, file); k == touched {
		t.Error("the key did not change with the program")
	}
	if _, err := SnapshotKey(Options{}, prog, []string{filepath.Join(dir, "none")}); err == nil {
		t.Error("a missing file made a key")
	}
}

// TestSnapshotReplacesOthers: writing a snapshot removes the directory's
// older snapshots and leftover temporary files, not other files.
func TestSnapshotReplacesOthers(t *testing.T) {
	cs, err := Load(Options{}, snapshotFiles[0])
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, n := range []string{"carddata-old.snapshot", ".carddata-1.tmp", "index-keep"} {
		if err := os.WriteFile(filepath.Join(dir, n), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := cs.WriteSnapshot(SnapshotPath(dir, "new"), Stats{}); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if want := []string{"carddata-new.snapshot", "index-keep"}; !reflect.DeepEqual(names, want) {
		t.Errorf("directory holds %v, want %v", names, want)
	}
}
