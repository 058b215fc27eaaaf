package live

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestWatch: a document written, one written in a subdirectory made after
// the watch began, and one removed, each call changed; a file that is not a
// document does not.
func TestWatch(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changed := make(chan struct{}, 16)
	done := make(chan error, 1)
	go func() {
		done <- Watch(ctx, []string{dir}, 50*time.Millisecond, func() { changed <- struct{}{} }, func(err error) { t.Log(err) })
	}()
	time.Sleep(100 * time.Millisecond) // the watch is set up
	expect := func(what string, want bool) {
		t.Helper()
		select {
		case <-changed:
			if !want {
				t.Errorf("%s: changed called", what)
			}
		case <-time.After(600 * time.Millisecond):
			if want {
				t.Errorf("%s: changed not called", what)
			}
		}
	}
	write(t, filepath.Join(dir, "notes.md"), []byte("x"))
	expect("not a document", false)
	write(t, filepath.Join(dir, "a.txt"), []byte("x"))
	expect("document written", true)
	if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
		t.Fatal(err)
	}
	expect("subdirectory made", true)
	write(t, filepath.Join(dir, "sub", "b.html"), []byte("x"))
	expect("document in the new subdirectory", true)
	if err := os.Remove(filepath.Join(dir, "a.txt")); err != nil {
		t.Fatal(err)
	}
	expect("document removed", true)
	cancel()
	if err := <-done; err != nil {
		t.Error(err)
	}
}
