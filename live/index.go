package live

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
)

// Index is a snapshot's search index, built in the background: the first
// snapshot is served while it is built (its pages need only the knowledge
// base), a reload's once it is (the snapshot served meanwhile answers).
type Index struct {
	done chan struct{}
	x    *sharedIndex
	err  error
	took time.Duration
}

// Wait blocks until the index is built, and returns it or why it could
// not be built.
func (l *Index) Wait() (*index.Index, error) {
	<-l.done
	if l.err != nil {
		return nil, l.err
	}
	return l.x.ix, nil
}

// Ready returns the index without waiting; ok is false while it is being
// built, and when it could not be.
func (l *Index) Ready() (ix *index.Index, ok bool) {
	select {
	case <-l.done:
		if l.err == nil {
			return l.x.ix, true
		}
	default:
	}
	return nil, false
}

// startIndex starts building the index of kb, whose documents are sts and
// whose cross-language aliases are given later (aliases: the shards of the
// documents the alignment does not pair are built meanwhile). The index
// served shares its shards of the sets whose documents are unchanged, and
// is kept whole when the documents served are those it indexes (one file
// only broke, and its last good version stays). The first start's index
// is announced (firstBuilt) before Wait returns.
func (p *Pipeline) startIndex(ctx context.Context, kb *corpus.KB, sts []Status, aliases *lateAliases, first bool) *Index {
	l := &Index{done: make(chan struct{})}
	key := sourcesKey(sts)
	p.mu.Lock()
	p.builds++
	n := p.builds
	cur, same := p.cur, p.cur != nil && p.curKey == key
	p.mu.Unlock()
	if same && cur.acquire() {
		p.log.Info("reload: the documents served are unchanged; index kept")
		l.x = cur
		close(l.done)
		return l
	}
	// The served index is held until the new one is built from it.
	var reuse *index.Index
	if cur != nil && cur.acquire() {
		reuse = cur.ix
	}
	opts := index.Options{Dir: p.opts.IndexDir, Terms: p.opts.Terms, Names: p.names.Aliases(kb),
		Await: aliases.wait, AwaitDocs: alignedDocs(kb), Reuse: reuse, Cards: p.opts.CardData}
	go func() {
		defer close(l.done)
		if reuse != nil {
			defer cur.release()
		}
		t := time.Now()
		ix, err := openOrBuild(ctx, kb, opts, p.log)
		l.took = time.Since(t)
		if err == nil {
			if !first {
				p.log.Info("reload: search index built", "shards", ix.Shards(), "shards_shared", ix.SharedShards(reuse))
			}
			l.x = p.record(ix, key, n)
		}
		l.err = err
		if first {
			p.firstBuilt(ix, l.took, err)
		}
	}()
	return l
}

// record makes ix, built for the documents key by the n-th build, the
// index later reloads may keep or share, releasing the one it replaces;
// unless a later build was recorded meanwhile (a reload during the first
// start's build). It returns ix shared: the snapshot's reference.
func (p *Pipeline) record(ix *index.Index, key string, n int) *sharedIndex {
	x := &sharedIndex{ix: ix, refs: 1}
	p.mu.Lock()
	if n < p.curBuild {
		p.mu.Unlock()
		return x
	}
	x.refs++ // the record's
	old := p.cur
	p.cur, p.curKey, p.curBuild = x, key, n
	p.mu.Unlock()
	if old != nil {
		if err := old.release(); err != nil {
			p.log.Warn("closing a retired search index", "err", err.Error())
		}
	}
	return x
}

// drop releases the recorded index's own reference, on shutdown, after
// the last snapshot was retired: the index is then closed.
func (p *Pipeline) drop() error {
	p.mu.Lock()
	old := p.cur
	p.cur, p.curKey = nil, ""
	p.mu.Unlock()
	if old == nil {
		return nil
	}
	return old.release()
}

// sharedIndex is an index successive snapshots may share, closed when
// the last of them, and the pipeline's record of it, let it go.
type sharedIndex struct {
	ix   *index.Index
	mu   sync.Mutex
	refs int
}

// acquire takes a reference; false when the index is already closed.
func (x *sharedIndex) acquire() bool {
	x.mu.Lock()
	defer x.mu.Unlock()
	if x.refs == 0 {
		return false
	}
	x.refs++
	return true
}

// release lets a reference go, closing the index with the last one.
func (x *sharedIndex) release() error {
	x.mu.Lock()
	x.refs--
	last := x.refs == 0
	x.mu.Unlock()
	if last {
		return x.ix.Close()
	}
	return nil
}

// openOrBuild returns the index of kb: built in memory, or with opts.Dir
// the one kept there (see index.Load: opened when sound and up to date,
// else rebuilt and written there). Any problem with the directory (it
// cannot be created or written, another process is writing it) is logged
// and the index built in memory: a slower start is better than no search.
func openOrBuild(ctx context.Context, kb *corpus.KB, opts index.Options, log *slog.Logger) (*index.Index, error) {
	if opts.Dir == "" {
		return index.Build(ctx, kb, opts)
	}
	ix, how, err := index.Load(ctx, kb, opts)
	switch {
	case err == nil && how.Written:
		log.Info("wrote the search index", "dir", opts.Dir, "path", how.Path, "replaced", fmt.Sprint(how.Replaced))
		return ix, nil
	case err == nil:
		log.Info("opened the persisted search index", "dir", opts.Dir, "path", how.Path)
		return ix, nil
	case ctx.Err() != nil:
		return nil, err
	}
	log.Warn("cannot use the index directory; building the search index in memory", "dir", opts.Dir, "err", err.Error())
	opts.Dir = ""
	return index.Build(ctx, kb, opts)
}

// lateAliases are the cross-language aliases of a snapshot, which its
// index build waits for (index.Options.Await) while the documents are
// aligned.
type lateAliases struct {
	ready   chan struct{}
	aliases map[string][]string
}

func newLateAliases() *lateAliases { return &lateAliases{ready: make(chan struct{})} }

// set gives the aliases, once.
func (l *lateAliases) set(aliases map[string][]string) {
	l.aliases = aliases
	close(l.ready)
}

// wait returns the aliases once set; it may be called again (a build in
// memory after a failed --index).
func (l *lateAliases) wait(ctx context.Context) (map[string][]string, error) {
	select {
	case <-l.ready:
		return l.aliases, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// alignedDocs lists the documents the alignment pairs: those whose
// entries may get aliases.
func alignedDocs(kb *corpus.KB) []string {
	var out []string
	for _, p := range align.DocPairs(kb) {
		out = append(out, p.From, p.To)
	}
	return out
}
