package index

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
)

// load runs Load on dir with the small knowledge base and checks that the
// index it returns answers as one built in memory does.
func load(t *testing.T, dir string) Loaded {
	t.Helper()
	ix, how, err := Load(context.Background(), smallKB(), Options{Dir: dir})
	if err != nil {
		t.Fatalf("Load(%s): %v", dir, err)
	}
	defer ix.Close()
	want := find(t, buildSmall(t), "délire")
	got := find(t, ix, "délire")
	if !reflect.DeepEqual(ids(got), ids(want)) || !reflect.DeepEqual(got.Facets, want.Facets) {
		t.Errorf("Load(%s) answers %v, the index in memory %v", dir, ids(got), ids(want))
	}
	if !strings.HasPrefix(how.Path, dir+string(filepath.Separator)) {
		t.Errorf("Load(%s) serves from %s", dir, how.Path)
	}
	return how
}

// entries lists the names in dir.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// TestLoadWritesThenOpens: a missing directory and an existing empty one
// (a container volume, a systemd StateDirectory) are written on the first
// run and opened on the next (issue 14, defect 5).
func TestLoadWritesThenOpens(t *testing.T) {
	for name, dir := range map[string]string{
		"missing": filepath.Join(t.TempDir(), "a", "index"),
		"empty":   t.TempDir(),
	} {
		t.Run(name, func(t *testing.T) {
			first := load(t, dir)
			if !first.Written || !errors.Is(first.Replaced, ErrNoIndex) {
				t.Errorf("first Load = %+v, want written, replacing no index", first)
			}
			second := load(t, dir)
			if second.Written || second.Replaced != nil || second.Path != first.Path {
				t.Errorf("second Load = %+v, want %s opened", second, first.Path)
			}
			got := entries(t, dir)
			want := []string{".lock", currentName, filepath.Base(first.Path)}
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("directory holds %v, want %v", got, want)
			}
		})
	}
}

// TestLoadReplacesStale: after an upgrade or a corpus change, the index is
// rebuilt into the directory, and the old generation removed.
func TestLoadReplacesStale(t *testing.T) {
	dir := t.TempDir()
	other := smallKB()
	other.Cards[0].Text = []string{"Un autre texte."}
	ix, _, err := Load(context.Background(), other, Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	old := ix.dir
	ix.Close()
	how := load(t, dir)
	if !how.Written || !errors.Is(how.Replaced, ErrStale) || how.Path == old {
		t.Errorf("Load over a stale index = %+v, want a new generation replacing a stale one", how)
	}
	if _, err := os.Stat(old); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("stale generation %s left behind: %v", old, err)
	}
}

// TestLoadReplacesUnversionedLayout: the index an earlier version wrote
// directly into the directory is replaced by a generation, and its files
// removed.
func TestLoadReplacesUnversionedLayout(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "index")
	ix, err := Build(context.Background(), smallKB(), Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
	how := load(t, dir)
	if !how.Written || !errors.Is(how.Replaced, ErrNoIndex) {
		t.Errorf("Load = %+v", how)
	}
	for _, name := range []string{"index_meta.json", "store"} {
		if _, err := os.Stat(filepath.Join(dir, name)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s left behind: %v", name, err)
		}
	}
}

// TestLoadAfterCrash: what a writer killed mid-write leaves (an unfinished
// build, a generation never named in CURRENT, a temporary CURRENT) is
// never served, and is cleaned up by the next write.
func TestLoadAfterCrash(t *testing.T) {
	dir := t.TempDir()
	for _, p := range []string{".build-0123/store/000000000001.zap", "index-00-dead/store/root.bolt", "CURRENT.tmp42"} {
		p = filepath.Join(dir, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("half written"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	how := load(t, dir)
	if !how.Written || !errors.Is(how.Replaced, ErrNoIndex) {
		t.Errorf("Load = %+v", how)
	}
	if got := entries(t, dir); len(got) != 3 {
		t.Errorf("leftovers not removed: %v", got)
	}
}

// TestLoadCorruptionSweep garbles 256 bytes of each file of a written
// index in turn, CURRENT and the manifest included: each corruption is
// detected, never served, and the index rebuilt on disk (issue 14,
// defect 4).
func TestLoadCorruptionSweep(t *testing.T) {
	dir := t.TempDir()
	first := load(t, dir)
	files, err := listFiles(first.Path)
	if err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(dir, first.Path)
	if err != nil {
		t.Fatal(err)
	}
	targets := []string{currentName, filepath.Join(rel, manifestName)}
	for _, f := range files {
		targets = append(targets, filepath.Join(rel, filepath.FromSlash(f)))
	}
	t.Logf("corrupting %d files: %v", len(targets), targets)
	if len(targets) < 5 {
		t.Fatalf("only %v to corrupt", targets)
	}
	for _, target := range targets {
		// Each round corrupts the generation the previous one wrote.
		gen, _, err := readCurrent(dir)
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, strings.Replace(target, rel, gen, 1))
		for _, at := range []string{"start", "middle", "end"} {
			garble(t, path, at)
			how := load(t, dir)
			if !how.Written || !errors.Is(how.Replaced, ErrCorrupt) {
				t.Errorf("%s garbled at the %s: Load = %+v, want a rebuild of a corrupt index", target, at, how)
			}
			gen, _, err = readCurrent(dir)
			if err != nil {
				t.Fatal(err)
			}
			path = filepath.Join(dir, strings.Replace(target, rel, gen, 1))
		}
	}
	if how := load(t, dir); how.Written {
		t.Errorf("after the sweep, Load = %+v, want the last index opened", how)
	}
}

// garble inverts 256 bytes of the file at path (all of it when shorter),
// at its start, middle or end.
func garble(t *testing.T, path, at string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	n := min(256, len(b))
	off := map[string]int{"start": 0, "middle": (len(b) - n) / 2, "end": len(b) - n}[at]
	for i := off; i < off+n; i++ {
		b[i] ^= 0xff
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestLoadConcurrent: two Loads racing on one fresh directory both end up
// with an index: one writes it, the other opens it or is told the
// directory is busy (and builds in memory).
func TestLoadConcurrent(t *testing.T) {
	dir := t.TempDir()
	var wg sync.WaitGroup
	hows := make([]Loaded, 2)
	errs := make([]error, 2)
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var ix *Index
			ix, hows[i], errs[i] = Load(context.Background(), smallKB(), Options{Dir: dir})
			if errs[i] == nil {
				// Not find: t.Fatal must not be called from this goroutine.
				res, err := ix.Search(context.Background(), Request{Query: "délire"})
				if err != nil || res.Total == 0 {
					t.Errorf("Load %d: search = %v, %v", i, res, err)
				}
				ix.Close()
			}
		}()
	}
	wg.Wait()
	written := 0
	for i := range 2 {
		if errs[i] != nil && !errors.Is(errs[i], ErrBusy) {
			t.Errorf("Load %d: %v, want success or ErrBusy", i, errs[i])
		}
		if errs[i] == nil && hows[i].Written {
			written++
		}
	}
	if written != 1 {
		t.Errorf("%d Loads wrote the index, want 1 (%+v, %v)", written, hows, errs)
	}
	if how := load(t, dir); how.Written {
		t.Errorf("after the race, Load = %+v, want the index opened", how)
	}
}

// TestLoadUnusableDirectory: a directory that cannot be created is an
// error, for the caller to build in memory; nothing is left half-done.
func TestLoadUnusableDirectory(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{filepath.Join(file, "index"), "/proc/arbitre-index"} {
		if _, _, err := Load(context.Background(), smallKB(), Options{Dir: dir}); err == nil {
			t.Errorf("Load(%s) succeeded", dir)
		}
	}
	if _, _, err := Load(context.Background(), smallKB(), Options{}); err == nil {
		t.Error("Load without a directory succeeded")
	}
}

// TestLoadCancelled: a write cancelled mid-way (a shutdown) leaves neither
// an unfinished build nor a CURRENT behind.
func TestLoadCancelled(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := Load(ctx, smallKB(), Options{Dir: dir}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled Load: %v", err)
	}
	// Cancelled after the documents are prepared: the build runs, and is
	// thrown away.
	ix, docs, err := prepare(context.Background(), smallKB(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ix.writeGeneration(ctx, dir, docs, Options{}, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled write: %v", err)
	}
	if got := entries(t, dir); len(got) != 0 {
		t.Errorf("cancelled writes left %v", got)
	}
}

// TestLoadCorruptButChecksummed garbles each segment file of a written
// index and writes the manifests again, so that the checksums match the
// garbled files: opening must not crash the process (zapx panicked on
// such a file, "slice bounds out of range", at every start), the index
// is set aside and rebuilt (issue 23, point 8).
func TestLoadCorruptButChecksummed(t *testing.T) {
	for _, at := range []string{"start", "middle", "end"} {
		t.Run(at, func(t *testing.T) {
			dir := t.TempDir()
			first := load(t, dir)
			files, err := listFiles(first.Path)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, f := range files {
				if !strings.HasSuffix(f, ".zap") {
					continue
				}
				garble(t, filepath.Join(first.Path, filepath.FromSlash(f)), at)
				shard := filepath.Join(first.Path, filepath.FromSlash(strings.SplitN(f, "/", 2)[0]))
				if _, err := writeManifest(shard, false); err != nil {
					t.Fatal(err)
				}
				n++
			}
			if n == 0 {
				t.Fatalf("no segment among %v", files)
			}
			sum, err := writeManifest(first.Path, true)
			if err != nil {
				t.Fatal(err)
			}
			if err := writeFileAtomic(dir, currentName, []byte(filepath.Base(first.Path)+" "+sum+"\n")); err != nil {
				t.Fatal(err)
			}
			how := load(t, dir)
			if !how.Written || how.Replaced == nil {
				t.Errorf("Load = %+v, want a rebuild", how)
			}
			if how := load(t, dir); how.Written {
				t.Errorf("second Load = %+v, want the rebuilt index opened", how)
			}
		})
	}
}
