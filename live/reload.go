package live

import (
	"context"
	"fmt"
	"runtime/debug"
	"time"

	"github.com/arbitre/arbitre/rules/scenario"
	"github.com/arbitre/arbitre/verify"
)

// Reload asks for a new snapshot: the directories are read again and,
// when a document changed, a snapshot is built in the background and
// swapped in. It returns at once; ctx bounds the reload.
func (p *Pipeline) Reload(ctx context.Context) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closing {
		return // a late retry (retryLater)
	}
	if p.running {
		p.again = true
		return
	}
	p.running = true
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		for {
			p.reload(ctx)
			p.mu.Lock()
			if !p.again || ctx.Err() != nil {
				p.running = false
				p.mu.Unlock()
				return
			}
			p.again = false
			p.mu.Unlock()
		}
	}()
}

// Watch reloads (Reload) when a document of the directories is added,
// changed or removed, until ctx is done; the watcher's errors are logged.
// It returns an error when the directories cannot be watched.
func (p *Pipeline) Watch(ctx context.Context) error {
	return Watch(ctx, p.dirs.Dirs(), 200*time.Millisecond, func() { p.Reload(ctx) },
		func(err error) { p.log.Warn("watching the documents", "err", err.Error()) })
}

// reload reloads (see load) and reports the result (Options.Reloaded).
func (p *Pipeline) reload(ctx context.Context) {
	err := p.load(ctx)
	if p.opts.Reloaded != nil {
		p.opts.Reloaded(time.Now(), err)
	}
	p.retryLater(ctx)
}

// retryLater reloads again when a file that looks half-written may be
// taken (Dirs.Retry): no event may come to say so, the writer that left
// it having stopped.
func (p *Pipeline) retryLater(ctx context.Context) {
	at := p.dirs.Retry()
	if at.IsZero() {
		return
	}
	p.log.Info("a document is being written or looks half-written; its last good version stays until a rescan",
		"rescan_in_ms", time.Until(at).Milliseconds())
	time.AfterFunc(time.Until(at)+10*time.Millisecond, func() {
		if ctx.Err() == nil {
			p.Reload(ctx)
		}
	})
}

// load scans the directories and, when a document changed, builds a new
// snapshot (build, as at start) and swaps it in once its index is built.
// Any failure keeps the current snapshot, and is returned.
func (p *Pipeline) load(ctx context.Context) error {
	t := time.Now()
	changed, err := p.dirs.Scan()
	if err != nil {
		p.log.Warn("documents not served in their latest version", "err", err.Error())
	}
	if !changed {
		p.log.Info("reload: no document changed", "ms", time.Since(t).Milliseconds())
		return nil
	}
	s, _ := p.build(ctx, false) // only the first build's names fail
	ix, err := s.Index.Wait()
	if err != nil {
		p.log.Error("reload: building the search index; the current snapshot stays", "err", err.Error())
		return fmt.Errorf("reload: building the search index: %w", err)
	}
	built := time.Since(t)
	// The rules' marks follow in the background, as at start: a new
	// document is served without waiting for them.
	s.Verify = func() (*verify.Report, []*scenario.Scenario, error) { return p.verification(ctx, s.KB) }
	s.ID = p.nextID(s.Sources)
	h, err := p.opts.Serve(s)
	if err != nil {
		s.Index.x.release()
		p.log.Error("reload: the new snapshot cannot be served; the current one stays", "err", err.Error())
		return fmt.Errorf("reload: serving the new snapshot: %w", err)
	}
	p.sw.Swap(h, p.releaser(s.Index))
	if p.opts.IndexReady != nil {
		p.opts.IndexReady(ix.Len(), built)
	}
	// A build's garbage is returned to the system at once rather than
	// over minutes: the resident memory a large corpus needs is its
	// index's, not its build's.
	debug.FreeOSMemory()
	errs := 0
	for _, st := range s.Sources {
		if st.Status == StatusStale || st.Status == StatusFailed {
			errs++
		}
	}
	p.log.Info("reloaded", "snapshot", s.ID, "documents", len(s.KB.Documents), "document_errors", errs,
		"pairs", s.Alignments.Len(), "indexed", ix.Len(), "shards", ix.Shards(), "index_ms", built.Milliseconds(), "ms", time.Since(t).Milliseconds())
	return nil
}
