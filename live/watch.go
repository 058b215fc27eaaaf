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
func Watch(ctx context.Context, dirs []string, quiet time.Duration, changed func(), report func(error)) error {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("live: watching: %w", err)
	}
	defer w.Close()
	for _, dir := range dirs {
		if err := addTree(w, dir); err != nil {
			return err
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
			if ev.Has(fsnotify.Create) {
				if info, err := os.Stat(ev.Name); err == nil && info.IsDir() && !strings.HasPrefix(filepath.Base(ev.Name), ".") {
					if err := addTree(w, ev.Name); err != nil {
						report(err)
					}
					timer.Reset(quiet) // files may have been moved in with it
					continue
				}
			}
			if ev.Has(fsnotify.Chmod) && !ev.Has(fsnotify.Write) {
				continue
			}
			// A removed or renamed directory's documents are gone too:
			// a scan finds out; anything else counts only for documents.
			if IsDocument(ev.Name) || ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
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

// addTree watches dir and the directories under it, hidden ones left out.
func addTree(w *fsnotify.Watcher, dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // unreadable: a scan reports it
		}
		if !d.IsDir() {
			return nil
		}
		if p != dir && strings.HasPrefix(d.Name(), ".") {
			return fs.SkipDir
		}
		if err := w.Add(p); err != nil {
			return fmt.Errorf("live: watching %s: %w", p, err)
		}
		return nil
	})
}
