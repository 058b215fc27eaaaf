package live

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func orv(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "ingest", "testdata", "orv", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func write(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestDirsLastGoodVersion walks one directory through the life of a
// season: documents added, changed, broken, repaired and removed. A broken
// document keeps its last good version, with its error and line.
func TestDirsLastGoodVersion(t *testing.T) {
	dir := t.TempDir()
	fr, it := filepath.Join(dir, "orv.fr.txt"), filepath.Join(dir, "sub", "orv.it.txt")
	good := orv(t, "orv-release-notes.it.txt")
	clock := time.Date(2031, 3, 14, 9, 0, 0, 0, time.UTC)
	d, err := New([]string{dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	d.now = func() time.Time { return clock }

	type want struct {
		changed  bool
		sources  int
		statuses map[string]string // path → status
		errLike  string            // in the Scan error
	}
	steps := []struct {
		name   string
		change func()
		want   want
	}{
		{"empty directory: a warning", func() {}, want{true, 0, map[string]string{dir: StatusWarnings}, dir + ": no .txt"}},
		{"two documents, one in a subdirectory", func() {
			write(t, fr, orv(t, "orv-release-notes.fr.txt"))
			write(t, it, good)
			write(t, filepath.Join(dir, "notes.md"), []byte("not a document"))      // not .txt or .html
			write(t, filepath.Join(dir, ".orv.it.txt.swp"), []byte("editor state")) // hidden
		}, want{true, 2, map[string]string{dir: StatusOK, fr: StatusOK, it: StatusOK}, ""}},
		{"nothing changed", func() {}, want{false, 2, map[string]string{dir: StatusOK, fr: StatusOK, it: StatusOK}, ""}},
		{"broken: the last good version stays", func() {
			write(t, it, []byte("Dies ist kein Dokument.\n"))
		}, want{true, 2, map[string]string{dir: StatusOK, fr: StatusOK, it: StatusStale}, it + ":1:"}},
		{"still broken: no change", func() {}, want{false, 2, map[string]string{dir: StatusOK, fr: StatusOK, it: StatusStale}, it + ":1:"}},
		{"emptied: another error, still the last good version", func() {
			write(t, it, nil)
		}, want{true, 2, map[string]string{dir: StatusOK, fr: StatusOK, it: StatusStale}, it + ":1: document is empty"}},
		{"repaired", func() {
			write(t, it, good)
		}, want{true, 2, map[string]string{dir: StatusOK, fr: StatusOK, it: StatusOK}, ""}},
		{"a new file that never parses", func() {
			write(t, filepath.Join(dir, "bad.txt"), []byte("\x00\x01binary"))
		}, want{true, 2, map[string]string{dir: StatusOK, fr: StatusOK, it: StatusOK, filepath.Join(dir, "bad.txt"): StatusFailed}, "bad.txt: binary"}},
		{"removed", func() {
			os.Remove(fr)
			os.Remove(filepath.Join(dir, "bad.txt"))
		}, want{true, 1, map[string]string{dir: StatusOK, it: StatusOK}, ""}},
	}
	for _, st := range steps {
		clock = clock.Add(time.Minute)
		st.change()
		changed, err := d.Scan()
		if changed != st.want.changed {
			t.Errorf("%s: changed = %v", st.name, changed)
		}
		if (err == nil) != (st.want.errLike == "") || err != nil && !strings.Contains(err.Error(), st.want.errLike) {
			t.Errorf("%s: err = %v, want %q", st.name, err, st.want.errLike)
		}
		srcs := d.Sources()
		if len(srcs) != st.want.sources {
			t.Errorf("%s: %d sources, want %d", st.name, len(srcs), st.want.sources)
		}
		sts := d.Statuses(nil)
		if len(sts) != len(st.want.statuses) {
			t.Errorf("%s: statuses %+v", st.name, sts)
		}
		for _, s := range sts {
			if w := st.want.statuses[s.Path]; s.Status != w {
				t.Errorf("%s: %s is %s, want %s (%s)", st.name, s.Path, s.Status, w, s.Error)
			}
			if s.Status == StatusStale && (s.ID != "orv-it" || s.Checksum != checksum(good) || s.Error == "") {
				t.Errorf("%s: stale %+v does not keep the last good version", st.name, s)
			}
		}
		for _, src := range srcs {
			if src.Name == it && string(src.Data) != string(good) {
				t.Errorf("%s: %s served in a version that does not parse", st.name, it)
			}
		}
	}
}

func TestNewBadDirectories(t *testing.T) {
	file := filepath.Join(t.TempDir(), "f.txt")
	write(t, file, []byte("x"))
	tests := []struct {
		dirs     []string
		embedded bool
		want     string
	}{
		{[]string{"/no/such/dir"}, true, "--corpus /no/such/dir"},
		{[]string{file}, true, "not a directory"},
		{nil, false, "--embedded=false needs at least one --corpus"},
	}
	for _, tt := range tests {
		if _, err := New(tt.dirs, tt.embedded); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("New(%v, %v) = %v, want %q", tt.dirs, tt.embedded, err, tt.want)
		}
	}
	d, err := New(nil, true)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(d.Sources()); n != 5 {
		t.Errorf("embedded: %d sources", n)
	}
	for _, s := range d.Statuses(nil) {
		if !strings.HasPrefix(s.Path, "embedded:") || s.Status != StatusOK || len(s.Checksum) != 64 {
			t.Errorf("embedded status %+v", s)
		}
	}
}

// TestScanThenParseParsesOnce: a document Scan checked is not parsed
// again by Parse (its check is the parse the knowledge base takes), and a
// second Parse of unchanged documents parses nothing.
func TestScanThenParseParsesOnce(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "orv.fr.txt"), orv(t, "orv-release-notes.fr.txt"))
	write(t, filepath.Join(dir, "orv.it.txt"), orv(t, "orv-release-notes.it.txt"))
	d, err := New([]string{dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Scan(); err != nil {
		t.Fatal(err)
	}
	kb, _, err := d.Parse()
	if err != nil {
		t.Fatal(err)
	}
	if len(kb.Documents) != 2 || d.cache.Hits() != 2 {
		t.Errorf("%d documents, %d taken from the scan's parse; want 2 and 2", len(kb.Documents), d.cache.Hits())
	}
	if _, _, err := d.Parse(); err != nil || d.cache.Hits() != 4 {
		t.Errorf("second parse: %v, %d hits, want 4", err, d.cache.Hits())
	}
}
