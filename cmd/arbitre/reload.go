package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"log/slog"
	"runtime/debug"
	"strconv"
	"sync"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/api"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/live"
	"github.com/arbitre/arbitre/rules/scenario"
	"github.com/arbitre/arbitre/verify"
)

// snapshots builds what the server answers from (a knowledge base, its
// alignment, index and verification: one immutable api.Server) and swaps
// a new one in when the documents change. A reload runs in the background
// while the current snapshot keeps answering; reloads asked for while one
// runs are coalesced into one more.
type snapshots struct {
	dirs     *live.Dirs
	base     api.Config // everything but what a snapshot holds
	indexDir string
	log      *slog.Logger
	sw       *api.Switch

	// cache keeps the documents parsed, prev the alignments and prevSums
	// the documents' checksums of the last snapshot built: a reload parses
	// and aligns only what changed. Used by one parse at a time.
	cache    *ingest.Cache
	prev     *align.All
	prevSums map[string]string // document id → checksum
	al       *align.Aligner
	// scenarios are the rules engine's scenarios, parsed at the first
	// verification and shared by every snapshot's.
	scenarios func() ([]*scenario.Scenario, error)

	mu  sync.Mutex
	gen int
	// cur is the index of the last snapshot built and curKey the documents
	// it indexes: a reload that changes no document served (one only
	// broke, and its last good version stays) keeps the index.
	cur     *sharedIndex
	curKey  string
	running bool
	again   bool
	wg      sync.WaitGroup
	// reloaded, when set, is called after each reload with the new
	// snapshot's id ("" when the reload changed nothing or failed).
	reloaded func(id string, took time.Duration)
}

// parse reads the documents and aligns them: the parts of a snapshot that
// pages need at once.
func (s *snapshots) parse() (*corpus.KB, *align.All, []live.Status) {
	kb, sts := s.read()
	return kb, s.align(kb, sts), sts
}

// read parses the documents.
func (s *snapshots) read() (*corpus.KB, []live.Status) {
	if s.cache == nil {
		s.cache = ingest.NewCache()
	}
	kb, _, err := ingest.ParseCached(s.dirs.Sources(), s.cache)
	if err != nil {
		// Each document was parsed alone before it was taken, so only
		// the whole set can fail here (two files claiming one id).
		s.log.Error("parsing the documents; those named are left out", "err", err.Error())
	}
	if kb == nil {
		kb = &corpus.KB{}
		_ = kb.Index()
	}
	ids := make(map[string]string, len(kb.Documents))
	for _, d := range kb.Documents {
		ids[d.File] = d.ID
	}
	return kb, s.dirs.Statuses(ids)
}

// align aligns the documents of kb, sts their statuses, reusing the pairs
// of the last call whose documents are unchanged.
func (s *snapshots) align(kb *corpus.KB, sts []live.Status) *align.All {
	sums := make(map[string]string, len(sts))
	for _, st := range sts {
		if st.ID != "" {
			sums[st.ID] = st.Checksum
		}
	}
	same := func(id string) bool { return sums[id] != "" && s.prevSums[id] == sums[id] }
	all, err := s.aligner().AlignAllReusing(kb, s.prev, same)
	if err != nil {
		s.log.Error("aligning the documents; the pairs named are left out", "err", err.Error())
	}
	s.prev, s.prevSums = all, sums
	return all
}

// aligner reads the term table once, unless the base configuration has
// it.
func (s *snapshots) aligner() *align.Aligner {
	if s.al == nil {
		terms := s.base.Terms
		if terms == nil {
			var err error
			if terms, err = corpus.Terms(); err != nil {
				s.log.Error("reading the term table", "err", err.Error())
			}
		}
		s.al = align.NewAligner(terms)
	}
	return s.al
}

// nextID names a new snapshot: a counter and a digest of the documents.
func (s *snapshots) nextID(sts []live.Status) string {
	h := sha256.New()
	for _, st := range sts {
		h.Write([]byte(st.Path + "\x00" + st.Checksum + "\x00" + st.Status + "\n"))
	}
	s.mu.Lock()
	s.gen++
	g := s.gen
	s.mu.Unlock()
	return strconv.Itoa(g) + "-" + hex.EncodeToString(h.Sum(nil))[:10]
}

// trigger asks for a reload; it returns at once.
func (s *snapshots) trigger(ctx context.Context) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.running {
		s.again = true
		return
	}
	s.running = true
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		for {
			s.reload(ctx)
			s.mu.Lock()
			if !s.again || ctx.Err() != nil {
				s.running = false
				s.mu.Unlock()
				return
			}
			s.again = false
			s.mu.Unlock()
		}
	}()
}

// wait waits for the reload running, if any.
func (s *snapshots) wait() { s.wg.Wait() }

// reload scans the directories and, when a document changed, builds a new
// snapshot and swaps it in. Any failure keeps the current snapshot.
func (s *snapshots) reload(ctx context.Context) {
	t := time.Now()
	changed, err := s.dirs.Scan()
	if err != nil {
		s.log.Warn("documents not served in their latest version", "err", err.Error())
	}
	if !changed {
		s.log.Info("reload: no document changed", "ms", time.Since(t).Milliseconds())
		s.done("", time.Since(t))
		return
	}
	kb, all, sts := s.parse()
	shared, err := s.index(ctx, kb, all, sts)
	if err != nil {
		s.log.Error("reload: building the search index; the current snapshot stays", "err", err.Error())
		s.done("", time.Since(t))
		return
	}
	ix := shared.ix
	built := time.Since(t)
	cfg := s.base
	cfg.KB, cfg.Index, cfg.Alignments = kb, ix, all
	// The rules' marks follow in the background, as at start: a new
	// document is served without waiting for them.
	cfg.Verify = func() (*verify.Report, []*scenario.Scenario, error) { return s.verification(ctx, kb) }
	cfg.Sources, cfg.Snapshot = sts, s.nextID(sts)
	srv, err := api.New(cfg)
	if err != nil {
		shared.release()
		s.log.Error("reload: the new snapshot cannot be served; the current one stays", "err", err.Error())
		s.done("", time.Since(t))
		return
	}
	s.sw.Swap(srv, func() {
		if err := shared.release(); err != nil {
			s.log.Warn("closing a retired search index", "err", err.Error())
		}
	})
	if s.base.Metrics != nil {
		s.base.Metrics.IndexReady(ix.Len(), built)
	}
	// A build's garbage is returned to the system at once rather than
	// over minutes: the resident memory a large corpus needs is its
	// index's, not its build's.
	debug.FreeOSMemory()
	errs := 0
	for _, st := range sts {
		if st.Status != live.StatusOK {
			errs++
		}
	}
	s.log.Info("reloaded", "snapshot", cfg.Snapshot, "documents", len(kb.Documents), "document_errors", errs,
		"pairs", all.Len(), "indexed", ix.Len(), "shards", ix.Shards(), "index_ms", built.Milliseconds(), "ms", time.Since(t).Milliseconds())
	s.done(cfg.Snapshot, time.Since(t))
}

// index returns the index of a new snapshot: the current one, shared, when
// the documents served are those it indexes, else one built for kb.
func (s *snapshots) index(ctx context.Context, kb *corpus.KB, all *align.All, sts []live.Status) (*sharedIndex, error) {
	key := sourcesKey(sts)
	s.mu.Lock()
	cur, same := s.cur, s.cur != nil && s.curKey == key
	s.mu.Unlock()
	if same && cur.acquire() {
		s.log.Info("reload: the documents served are unchanged; index kept")
		return cur, nil
	}
	// The index served shares its shards of the sets whose documents have
	// not changed: only the changed sets' shards are built.
	var reuse *index.Index
	if cur != nil && cur.acquire() {
		reuse = cur.ix
		defer cur.release()
	}
	ix, err := openOrBuild(ctx, kb, index.Options{Dir: s.indexDir, Terms: s.base.Terms, Aliases: all.Aliases(), Names: s.base.Names.Aliases(kb), Reuse: reuse}, s.log)
	if err != nil {
		return nil, err
	}
	s.log.Info("reload: search index built", "shards", ix.Shards(), "shards_shared", ix.SharedShards(reuse))
	shared := &sharedIndex{ix: ix, refs: 2} // the snapshot's, and cur's until replaced
	s.setCurrent(shared, key)
	return shared, nil
}

// setCurrent makes shared the index later reloads may keep, releasing
// the one it replaces.
func (s *snapshots) setCurrent(shared *sharedIndex, key string) {
	s.mu.Lock()
	old := s.cur
	s.cur, s.curKey = shared, key
	s.mu.Unlock()
	if old != nil {
		if err := old.release(); err != nil {
			s.log.Warn("closing a retired search index", "err", err.Error())
		}
	}
}

// drop releases the current index's own reference, on shutdown, after
// the last snapshot was retired: the index is then closed.
func (s *snapshots) drop() error {
	s.mu.Lock()
	old := s.cur
	s.cur, s.curKey = nil, ""
	s.mu.Unlock()
	if old == nil {
		return nil
	}
	return old.release()
}

// sourcesKey digests the documents served: a file's path and the checksum
// of the version served.
func sourcesKey(sts []live.Status) string {
	h := sha256.New()
	for _, st := range sts {
		if st.Status != live.StatusFailed {
			h.Write([]byte(st.Path + "\x00" + st.Checksum + "\n"))
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// sharedIndex is an index successive snapshots may share, closed when
// the last of them, and the snapshots' record of it, let it go.
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

func (s *snapshots) done(id string, took time.Duration) {
	if s.reloaded != nil {
		s.reloaded(id, took)
	}
}
