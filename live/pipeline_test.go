package live

import (
	"context"
	"errors"
	"net/http"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// reloads records the Options.Reloaded calls.
type reloads struct {
	mu   sync.Mutex
	errs []error
}

func (r *reloads) add(_ time.Time, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errs = append(r.errs, err)
}

func (r *reloads) get() []error {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]error(nil), r.errs...)
}

// startPipeline starts a pipeline over dir alone, its snapshots served by
// a handler that answers nothing; the last snapshot served is in *last.
func startPipeline(t *testing.T, dir string, rec *reloads) (p *Pipeline, last func() *Snapshot) {
	t.Helper()
	var mu sync.Mutex
	var cur *Snapshot
	serve := func(s *Snapshot) (http.Handler, error) {
		mu.Lock()
		cur = s
		mu.Unlock()
		return http.NotFoundHandler(), nil
	}
	p, err := Open(Options{Dirs: []string{dir}, Serve: serve, Reloaded: rec.add})
	if err != nil {
		t.Fatal(err)
	}
	p.dirs.fresh = 0 // files written just before a reload are taken at once
	if _, err := p.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := p.Close(); err != nil {
			t.Error(err)
		}
	})
	return p, func() *Snapshot {
		mu.Lock()
		defer mu.Unlock()
		return cur
	}
}

// reloadNow reloads and waits for the reload to finish (not with p.wg,
// which a retry's timer may add to meanwhile).
func reloadNow(p *Pipeline) {
	p.Reload(context.Background())
	for {
		p.mu.Lock()
		running := p.running
		p.mu.Unlock()
		if !running {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestReloadedReported: every reload is reported to Options.Reloaded (the
// metrics), a swap as a success (issue 23, point 7: the reload metrics
// stayed at 0 after 60 reloads).
func TestReloadedReported(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "orv.it.txt"), orv(t, "orv-release-notes.it.txt"))
	rec := &reloads{}
	p, last := startPipeline(t, dir, rec)
	first := last().ID
	write(t, filepath.Join(dir, "orv.fr.txt"), orv(t, "orv-release-notes.fr.txt"))
	reloadNow(p)
	if last().ID == first {
		t.Fatal("the reload served no new snapshot")
	}
	reloadNow(p) // nothing changed: a reload all the same
	if got := rec.get(); len(got) != 2 || errors.Join(got...) != nil {
		t.Errorf("Reloaded calls: %v, want two successes", got)
	}
}
