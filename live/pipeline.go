package live

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/cardnames"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/middleware"
	"github.com/arbitre/arbitre/rules/scenario"
	"github.com/arbitre/arbitre/verify"
)

// Options are what a Pipeline's snapshots are built from, and the hooks
// through which the program serves them.
type Options struct {
	// Dirs are the directories of documents (--corpus) and Embedded
	// whether the documents built into the binary are served too.
	Dirs     []string
	Embedded bool
	// IndexDir, when set, is where the index is kept (see index.Load);
	// else it is built in memory.
	IndexDir string
	// Terms is the term table, read once for the aligner, the index and
	// the pages; nil reads corpus.Terms().
	Terms []corpus.Term
	// Names, when set, matches the cards' English names to the first
	// snapshot's knowledge base; later snapshots keep them (a set added
	// later gets its English names at the next start). Its error stops
	// Start.
	Names func(*corpus.KB) (cardnames.Names, error)
	// CardData are the card records imported once per process
	// (--card-data): every snapshot serves and indexes the same; nil
	// when none were given.
	CardData *carddata.Cards
	// Serve makes a snapshot's handler (package api's Server).
	Serve func(*Snapshot) (http.Handler, error)
	// IndexReady, when set, is told of each index served: how many
	// documents it holds and how long it took (the metrics).
	IndexReady func(documents int, took time.Duration)
	// Reloaded, when set, is told of each reload that ran: when, and why
	// it kept the current snapshot (nil when it served a new one, or
	// found nothing changed). The metrics.
	Reloaded func(at time.Time, err error)
	// Settle, when set, runs once the first index is built (true) or
	// could not be, before the rules engine's scenarios run: the program
	// sets its garbage collector for serving there.
	Settle func(built bool)
	// Log receives the pipeline's log; nil discards it. Started is when
	// the program started, for the log's since_start_ms.
	Log     *slog.Logger
	Started time.Time
}

// A Pipeline builds the snapshots of the documents and serves the current
// one (Handler): the first at Start, a new one at each Reload that finds
// a document changed, swapped in while requests in flight finish on the
// old one. A reload runs in the background; reloads asked for while one
// runs are coalesced into one more.
type Pipeline struct {
	opts Options
	dirs *Dirs
	log  *slog.Logger
	sw   *middleware.Switch

	// Used by one build at a time: prev and prevSums are the alignment of
	// the last snapshot built and its documents' checksums (a build aligns
	// only what changed), names the English names.
	aligner  *align.Aligner
	prev     *align.All
	prevSums map[string]string // document id → checksum
	names    cardnames.Names
	// scenarios are the rules engine's scenarios, parsed at the first
	// verification and shared by every snapshot's.
	scenarios func() ([]*scenario.Scenario, error)
	// firstSettled is closed once the first index is built (or failed)
	// and the collector set for serving: the first marks wait for it.
	firstSettled chan struct{}

	mu  sync.Mutex
	gen int // snapshots named
	// cur is the index of the last snapshot built, curKey the documents
	// it indexes and curBuild its build's number (builds counts them): a
	// reload that changes no document served keeps the index.
	cur              *sharedIndex
	curKey           string
	builds, curBuild int
	running, again   bool
	closing          bool
	closeErr         error
	wg               sync.WaitGroup
}

// Open reads the documents (see Dirs.Scan) for a pipeline whose first
// snapshot Start builds. A document that cannot be read or parsed is
// logged and left out; only a directory that cannot be used is an error.
func Open(opts Options) (*Pipeline, error) {
	d, err := New(opts.Dirs, opts.Embedded)
	if err != nil {
		return nil, err
	}
	p := &Pipeline{opts: opts, dirs: d, log: opts.Log, scenarios: sync.OnceValues(scenario.LoadScenarios)}
	if p.log == nil {
		p.log = slog.New(slog.DiscardHandler)
	}
	if _, err := d.Scan(); err != nil {
		p.log.Warn("documents not served in their latest version", "err", err.Error())
	}
	terms := opts.Terms
	if terms == nil {
		if terms, err = corpus.Terms(); err != nil {
			p.log.Error("reading the term table", "err", err.Error())
		}
	}
	p.aligner = align.NewAligner(terms)
	return p, nil
}

// SourceBytes is the size of the documents to serve, read by Open.
func (p *Pipeline) SourceBytes() int64 {
	var n int64
	for _, s := range p.dirs.Sources() {
		n += int64(len(s.Data))
	}
	return n
}

// Handler answers with the current snapshot's handler; nil before Start.
func (p *Pipeline) Handler() http.Handler {
	if p.sw == nil {
		return nil // not a nil *Switch, which would not compare equal to nil
	}
	return p.sw
}

// Start builds the first snapshot and serves it: its pages at once, its
// searches once its index is built (ctx bounds that build and the rules
// marks'), and its marks after that, the collector set for serving
// (Options.Settle) in between.
func (p *Pipeline) Start(ctx context.Context) (*Snapshot, error) {
	p.firstSettled = make(chan struct{})
	s, err := p.build(ctx, true)
	if err != nil {
		return nil, err
	}
	kb := s.KB
	s.Verify = func() (*verify.Report, []*scenario.Scenario, error) {
		// Searches come first: on a small machine the scenarios, run
		// beside the index build, delayed the first search by their
		// whole CPU time; the marks can wait for it. They wait for the
		// collector's setting too, which measures the heap the served
		// snapshot keeps: with the scenarios' garbage in it, the memory
		// limit of a 100,000-document corpus came out 40 % higher.
		select {
		case <-p.firstSettled:
		case <-ctx.Done():
			return nil, nil, ctx.Err()
		}
		rep, scs, err := p.verification(ctx, kb)
		if err == nil {
			p.log.Info("rules marks ready", "since_start_ms", p.sinceStart())
		}
		return rep, scs, err
	}
	s.ID = p.nextID(s.Sources)
	h, err := p.opts.Serve(s)
	if err != nil {
		return nil, err
	}
	p.sw = middleware.NewSwitch(h, p.releaser(s.Index))
	p.retryLater(ctx)
	return s, nil
}

// firstBuilt announces the first index, built or failed, and sets the
// collector for serving: the build's garbage goes back to the system and
// the collector is set from the heap it leaves once the index answers,
// so that the full collection this takes does not delay the first search.
func (p *Pipeline) firstBuilt(ix *index.Index, took time.Duration, err error) {
	settle := func(built bool) {
		if p.opts.Settle != nil {
			p.opts.Settle(built)
		}
		close(p.firstSettled)
	}
	if err != nil {
		settle(false)
		p.log.Error("building the search index", "err", err.Error())
		return
	}
	if p.opts.IndexReady != nil {
		p.opts.IndexReady(ix.Len(), took)
	}
	p.log.Info("search index ready", "build_ms", took.Milliseconds(), "since_start_ms", p.sinceStart())
	go settle(true)
}

func (p *Pipeline) sinceStart() int64 { return time.Since(p.opts.Started).Milliseconds() }

// releaser returns a snapshot's release: its index's reference goes, once
// the index is built, when the snapshot is retired (in a goroutine of the
// Switch's) or served last at Close.
func (p *Pipeline) releaser(l *Index) func() {
	return func() {
		<-l.done
		if l.x == nil {
			return
		}
		if err := l.x.release(); err != nil {
			p.closed(err)
		}
	}
}

// closed reports an error closing an index: returned by Close once it
// runs, logged before.
func (p *Pipeline) closed(err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.closing {
		p.log.Warn("closing a retired search index", "err", err.Error())
	} else if p.closeErr == nil {
		p.closeErr = fmt.Errorf("closing the search index: %w", err)
	}
}

// Close waits for the reload running, if any, retires the snapshot served
// (waiting for its requests in flight) and closes the current index. It
// returns the first error closing them gave.
func (p *Pipeline) Close() error {
	// No reload starts once closing (a retry's timer may fire): the wait
	// is for the one running.
	p.mu.Lock()
	p.closing = true
	p.mu.Unlock()
	p.wg.Wait()
	if p.sw != nil {
		p.sw.Close()
	}
	if err := p.drop(); err != nil {
		return fmt.Errorf("closing the search index: %w", err)
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.closeErr
}
