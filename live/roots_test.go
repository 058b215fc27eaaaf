package live

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// dirStatus is the status of the directory dir among sts.
func dirStatus(t *testing.T, sts []Status, dir string) Status {
	t.Helper()
	for _, st := range sts {
		if st.Kind == KindDirectory && st.Path == dir {
			return st
		}
	}
	t.Fatalf("no status of the directory %s in %+v", dir, sts)
	return Status{}
}

// TestDirsSymlinkedRoot: a --corpus given as a symbolic link to a
// directory is followed (issue 23, point 5: it loaded 0 documents, while
// the same path with a trailing / worked).
func TestDirsSymlinkedRoot(t *testing.T) {
	base := t.TempDir()
	real := filepath.Join(base, "real")
	write(t, filepath.Join(real, "sub", "orv.it.txt"), orv(t, "orv-release-notes.it.txt"))
	link := filepath.Join(base, "notes")
	if err := os.Symlink(real, link); err != nil {
		t.Fatal(err)
	}
	for _, dir := range []string{link, link + "/"} {
		d, err := New([]string{dir}, false)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := d.Scan(); err != nil {
			t.Errorf("%s: %v", dir, err)
		}
		srcs := d.Sources()
		if len(srcs) != 1 || srcs[0].Name != filepath.Join(link, "sub", "orv.it.txt") {
			t.Errorf("%s: sources %v, want the one document, named under the link", dir, srcs)
		}
	}
}

// TestDirsEmptyRoot: a corpus directory that yields no document is a
// warning, in Scan's error and in the directory's status (issue 23,
// point 5).
func TestDirsEmptyRoot(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "notes.md"), []byte("not a document"))
	d, err := New([]string{dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Scan(); err == nil || !strings.Contains(err.Error(), dir+": no .txt") {
		t.Errorf("Scan of an empty directory: %v", err)
	}
	if st := dirStatus(t, d.Statuses(nil), dir); st.Status != StatusWarnings || st.Warning == "" || st.LoadedAt.IsZero() {
		t.Errorf("empty directory's status %+v, want warnings", st)
	}
}

// TestDirsRootRemoved: a removed root is an error, its documents' last
// good versions stay served and say why; once it is back (recreated, or
// another directory moved in its place) its documents are read again
// (issue 23, point 4: rm -rf dropped every document without an error).
func TestDirsRootRemoved(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "notes")
	it := filepath.Join(dir, "orv.it.txt")
	write(t, it, orv(t, "orv-release-notes.it.txt"))
	d, err := New([]string{dir}, false)
	if err != nil {
		t.Fatal(err)
	}
	d.fresh = 0
	if _, err := d.Scan(); err != nil {
		t.Fatal(err)
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	changed, err := d.Scan()
	if !changed || err == nil || !strings.Contains(err.Error(), dir) {
		t.Errorf("Scan after rm -rf: changed %v, err %v; want a change and an error naming %s", changed, err, dir)
	}
	if n := len(d.Sources()); n != 1 {
		t.Errorf("%d sources after rm -rf, want the last good one", n)
	}
	sts := d.Statuses(nil)
	if st := dirStatus(t, sts, dir); st.Status != StatusStale || !strings.Contains(st.Error, "missing") {
		t.Errorf("removed directory's status %+v", st)
	}
	for _, st := range sts {
		if st.Path == it && (st.Status != StatusStale || st.ID != "orv-it" || !strings.Contains(st.Error, dir)) {
			t.Errorf("document of the removed directory: %+v", st)
		}
	}
	// Swapped: another directory renamed in its place.
	other := filepath.Join(base, "new")
	write(t, filepath.Join(other, "orv.fr.txt"), orv(t, "orv-release-notes.fr.txt"))
	if err := os.Rename(other, dir); err != nil {
		t.Fatal(err)
	}
	if changed, err := d.Scan(); !changed || err != nil {
		t.Errorf("Scan once the directory is back: changed %v, err %v", changed, err)
	}
	srcs := d.Sources()
	if len(srcs) != 1 || srcs[0].Name != filepath.Join(dir, "orv.fr.txt") {
		t.Errorf("sources once back: %v", srcs)
	}
	if st := dirStatus(t, d.Statuses(nil), dir); st.Status != StatusOK {
		t.Errorf("directory back: %+v", st)
	}
}

// TestWatchRootReplaced: the watch goes on when the root is removed and
// recreated, or another directory is moved in its place (issue 23, point
// 4: watching stopped for good).
func TestWatchRootReplaced(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "notes")
	write(t, filepath.Join(dir, "a.txt"), []byte("x"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changed := make(chan struct{}, 16)
	done := make(chan error, 1)
	go func() {
		done <- Watch(ctx, []string{dir}, 50*time.Millisecond, func() { changed <- struct{}{} }, func(err error) { t.Log(err) })
	}()
	time.Sleep(100 * time.Millisecond) // the watch is set up
	expect := func(what string) {
		t.Helper()
		select {
		case <-changed:
		case <-time.After(time.Second):
			t.Errorf("%s: changed not called", what)
		}
		for len(changed) > 0 {
			<-changed
		}
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	expect("root removed")
	write(t, filepath.Join(dir, "b.txt"), []byte("x"))
	expect("root recreated")
	write(t, filepath.Join(dir, "c.txt"), []byte("x"))
	expect("document written in the recreated root")
	other := filepath.Join(base, "other")
	write(t, filepath.Join(other, "d.txt"), []byte("x"))
	if err := os.Rename(dir, filepath.Join(base, "old")); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(other, dir); err != nil {
		t.Fatal(err)
	}
	expect("root swapped with mv")
	write(t, filepath.Join(dir, "e.txt"), []byte("x"))
	expect("document written in the swapped root")
	cancel()
	if err := <-done; err != nil {
		t.Error(err)
	}
}

// TestPipelineRootRemoved: reloads after the root was removed keep its
// documents served, with the error, and the root recreated is served
// again (issue 23, point 4).
func TestPipelineRootRemoved(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "notes")
	write(t, filepath.Join(dir, "orv.it.txt"), orv(t, "orv-release-notes.it.txt"))
	rec := &reloads{}
	p, last := startPipeline(t, dir, rec)
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	reloadNow(p)
	s := last()
	if s.KB.Document("orv-it") == nil || dirStatus(t, s.Sources, dir).Status != StatusStale {
		t.Errorf("after rm -rf: documents %d, sources %+v", len(s.KB.Documents), s.Sources)
	}
	write(t, filepath.Join(dir, "orv.fr.txt"), orv(t, "orv-release-notes.fr.txt"))
	reloadNow(p)
	s = last()
	if s.KB.Document("orv-fr") == nil || s.KB.Document("orv-it") != nil || dirStatus(t, s.Sources, dir).Status != StatusOK {
		t.Errorf("root recreated: documents %v, sources %+v", s.KB.Documents, s.Sources)
	}
}

// TestWatchIgnoresRootSiblings: the watch of a root's parent reports
// nothing of the root's siblings.
func TestWatchIgnoresRootSiblings(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "notes")
	write(t, filepath.Join(dir, "a.txt"), []byte("x"))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changed := make(chan struct{}, 16)
	go Watch(ctx, []string{dir}, 50*time.Millisecond, func() { changed <- struct{}{} }, func(err error) { t.Log(err) })
	time.Sleep(100 * time.Millisecond)
	write(t, filepath.Join(base, "other.txt"), []byte("x"))
	write(t, filepath.Join(base, "sibling", "b.txt"), []byte("x"))
	write(t, filepath.Join(base, "sibling", "c.txt"), []byte("x"))
	select {
	case <-changed:
		t.Error("a sibling of the root reported as a change")
	case <-time.After(500 * time.Millisecond):
	}
}

func TestRootOf(t *testing.T) {
	dirs := []string{"./notes", "/srv/a/", "/srv/ab"}
	tests := []struct{ path, want string }{
		{"notes/x.txt", "./notes"},
		{"notes/sub/x.txt", "./notes"},
		{"/srv/a/x.txt", "/srv/a/"},
		{"/srv/ab/x.txt", "/srv/ab"},
		{"/srv/abc/x.txt", ""},
		{"other/x.txt", ""},
	}
	for _, tt := range tests {
		if got := rootOf(tt.path, dirs); got != tt.want {
			t.Errorf("rootOf(%q) = %q, want %q", tt.path, got, tt.want)
		}
	}
	if got := rootOf("x.txt", []string{"."}); got != "." {
		t.Errorf("rootOf(x.txt) in . = %q", got)
	}
}

// TestWatchSymlinkRepointed: a root given as a symbolic link is watched
// through it, and again when the link is pointed at another directory
// (ln -sfn, or a new link renamed over it).
func TestWatchSymlinkRepointed(t *testing.T) {
	base := t.TempDir()
	v1, v2 := filepath.Join(base, "v1"), filepath.Join(base, "v2")
	write(t, filepath.Join(v1, "sub", "a.txt"), []byte("x"))
	write(t, filepath.Join(v2, "b.txt"), []byte("x"))
	link := filepath.Join(base, "notes")
	if err := os.Symlink(v1, link); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changed := make(chan struct{}, 16)
	go Watch(ctx, []string{link}, 50*time.Millisecond, func() { changed <- struct{}{} }, func(err error) { t.Log(err) })
	time.Sleep(100 * time.Millisecond)
	expect := func(what string) {
		t.Helper()
		select {
		case <-changed:
		case <-time.After(time.Second):
			t.Errorf("%s: changed not called", what)
		}
		for len(changed) > 0 {
			<-changed
		}
	}
	write(t, filepath.Join(v1, "sub", "c.txt"), []byte("x"))
	expect("document written in a subdirectory through the link")
	tmp := filepath.Join(base, "notes.tmp")
	if err := os.Symlink(v2, tmp); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, link); err != nil {
		t.Fatal(err)
	}
	expect("link pointed elsewhere")
	write(t, filepath.Join(v2, "d.txt"), []byte("x"))
	expect("document written in the new target")
}
