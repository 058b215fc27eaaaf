package live

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Watch calls changed, from one goroutine, after documents under dirs are
// written, created, removed or renamed, once the directory has been quiet
// for quiet (an editor's save, a copy of several files, is one change). It
// watches subdirectories too, those created later included, and returns
// when ctx is done; errors of the watcher are passed to report.
//
// It watches each directory's parent as well: a directory removed and
// recreated, or replaced by another moved in its place (mv), or a
// symbolic link to it pointed elsewhere, is watched again, and its change
// reported (a watch follows the directory it was set on, not its name).
func Watch(ctx context.Context, dirs []string, quiet time.Duration, changed func(), report func(error)) error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("live: watching: %w", err)
	}
	defer w.Close()
	roots := map[string]string{} // a root's path, cleaned → as given
	parents := map[string]bool{}
	for _, dir := range dirs {
		if err := addTree(w, dir); err != nil {
			return err
		}
		roots[filepath.Clean(dir)] = dir
		parents[filepath.Dir(filepath.Clean(dir))] = true
		if err := w.Add(filepath.Dir(filepath.Clean(dir))); err != nil {
			report(fmt.Errorf("live: watching the parent of %s (a replaced directory will not be seen): %w", dir, err))
		}
	}
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			if dir, ok := roots[filepath.Clean(ev.Name)]; ok {
				// The root itself was removed, created, renamed or
				// replaced: watch what is there now, by its name.
				rewatch(w, dir, report)
				timer.Reset(quiet)
				continue
			}
			if in := filepath.Dir(filepath.Clean(ev.Name)); parents[in] && !under(in, roots) {
				continue // another entry of a root's parent
			}
			if relevant(w, ev, report) {
				timer.Reset(quiet)
			}
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			report(fmt.Errorf("live: watching: %w", err))
			timer.Reset(quiet) // events may have been lost: rescan
		case <-timer.C:
			changed()
		}
	}
}

// under reports whether path is one of roots or in one.
func under(path string, roots map[string]string) bool {
	for r := range roots {
		if path == r || strings.HasPrefix(path, r+string(filepath.Separator)) {
			return true
		}
	}
	return false
}

// relevant reports whether ev may change the documents, watching a
// directory it creates.
func relevant(w *fsnotify.Watcher, ev fsnotify.Event, report func(error)) bool {
	if ev.Has(fsnotify.Create) {
		if info, err := os.Stat(ev.Name); err == nil && info.IsDir() && !strings.HasPrefix(filepath.Base(ev.Name), ".") {
			if err := addTree(w, ev.Name); err != nil {
				report(err)
			}
			return true // files may have been moved in with it
		}
	}
	if ev.Has(fsnotify.Chmod) && !ev.Has(fsnotify.Write) {
		return false
	}
	// A removed or renamed directory's documents are gone too: a scan
	// finds out; anything else counts only for documents. An event of a
	// root's parent about another of its entries is not a document's.
	return IsDocument(ev.Name) || ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename)
}

// rewatch drops the watches under the root dir, which may now be another
// directory's, and watches what is at dir now, if anything.
func rewatch(w *fsnotify.Watcher, dir string, report func(error)) {
	root := filepath.Clean(dir)
	for _, p := range w.WatchList() {
		if p == root || strings.HasPrefix(p, root+string(filepath.Separator)) {
			w.Remove(p)
		}
	}
	if info, err := os.Stat(dir); err != nil || !info.IsDir() {
		return // missing: the parent's watch sees it come back
	}
	if err := addTree(w, dir); err != nil {
		report(err)
	}
}

// addTree watches dir and the directories under it, hidden ones left out.
// A dir that is a symbolic link to a directory is followed.
func addTree(w *fsnotify.Watcher, dir string) error {
	root := walkRoot(dir)
	return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // unreadable: a scan reports it
		}
		if !d.IsDir() {
			return nil
		}
		if p != root && strings.HasPrefix(d.Name(), ".") {
			return fs.SkipDir
		}
		if err := w.Add(filepath.Clean(p)); err != nil {
			return fmt.Errorf("live: watching %s: %w", p, err)
		}
		return nil
	})
}
