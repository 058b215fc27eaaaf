package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	stdlog "log"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"runtime/debug"
	"sync"
	"syscall"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/api"
	"github.com/arbitre/arbitre/cardnames"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/live"
	"github.com/arbitre/arbitre/rules/scenario"
	"github.com/arbitre/arbitre/verify"
	"github.com/blevesearch/bleve/v2"
)

// runServe builds the knowledge base from the embedded documents and those
// of the --corpus directories and serves the API and the pages until
// interrupted; SIGINT or SIGTERM (ctx) lets requests in flight finish,
// within the grace period, before it returns.
//
// Pages and the compare pages are served as soon as the knowledge base is
// parsed and aligned. The search index is started before the alignment,
// which only the aligned documents' shards wait for (their cross-language
// aliases), and the rules engine's report after the index: a search waits
// for the index (/readyz answers 503 until it is ready), and the rulings'
// marks appear once the report is ready.
//
// On SIGHUP, and with --watch when a document of a --corpus directory
// changes, the documents are read again and a new snapshot (knowledge
// base, alignment, index, verification) is built in the background and
// swapped in: requests in flight finish on the old one (see reload.go).
// serveOptions are serve's flags, read from the command line and the
// environment.
type serveOptions struct {
	addr, namesFile, indexDir string
	debugAddr                 string
	grace, timeout            time.Duration
	cacheBytes                byteSize
	maxConns, maxBusy, burst  int
	rate                      float64
	cf                        corpusFlags
	watch                     bool
	// withParent is --stop-with-parent: "auto", "true" or "false".
	withParent string
}

func parseServeFlags(args []string, stderr io.Writer) (*serveOptions, error) {
	o := &serveOptions{cacheBytes: byteSize(64 << 20)}
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.addr, "addr", "127.0.0.1:8080", "address to listen on")
	fs.Var(&o.cacheBytes, "cache-bytes", "memory for remembered search results, a `size` such as 64MiB or 512KiB (0: none)")
	fs.StringVar(&o.namesFile, "names", "", namesUsage+" (default: none; English names are then not searchable)")
	fs.StringVar(&o.indexDir, "index", "", "directory where the index is kept: opened when sound and current, else rebuilt and written there (default: in memory)")
	fs.DurationVar(&o.grace, "grace", 10*time.Second, "how long requests in flight may take to finish on shutdown")
	fs.DurationVar(&o.timeout, "timeout", 5*time.Second, "how long one request may take")
	fs.IntVar(&o.maxConns, "max-conns", 0, "open connections at most; idle ones are closed early near it (0: from the file descriptor limit)")
	fs.IntVar(&o.maxBusy, "max-busy", 0, "searches, /verify and /compare requests answered at once; more get 503 with Retry-After (0: 4 per CPU, at least 16)")
	fs.Float64Var(&o.rate, "rate", 0, "requests per second allowed to each client address, over it 429 (0: no limit)")
	fs.IntVar(&o.burst, "burst", 0, "requests a client may make at once above --rate (0: twice the rate)")
	fs.StringVar(&o.withParent, "stop-with-parent", "auto", "stop when the parent process ends: true, false, or auto (true when started by go run, whose stop would otherwise leave the server running; Linux only)")
	o.cf.register(fs)
	fs.StringVar(&o.debugAddr, "debug-addr", "", "address for the runtime profiler's /debug/pprof/ endpoints, apart from the API (default: none)")
	fs.BoolVar(&o.watch, "watch", false, "reload when a document of a --corpus directory is added, changed or removed (SIGHUP reloads too)")
	withEnvUsage(fs)
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if err := applyEnv(fs, os.LookupEnv); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	switch o.withParent {
	case "auto", "true", "false":
	default:
		return nil, fmt.Errorf("--stop-with-parent: %q is not true, false or auto", o.withParent)
	}
	if o.watch && len(o.cf.dirs) == 0 {
		return nil, errors.New("--watch needs a --corpus directory to watch")
	}
	return o, nil
}

func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseServeFlags(args, stderr)
	if err != nil {
		return err
	}
	if o.withParent == "true" || o.withParent == "auto" && startedByGoRun() {
		if err := stopWithParent(); err != nil {
			return err
		}
	}
	start := time.Now()
	// The collector's settings for starting, then for serving; see gc.go.
	gc := startGC(os.Getenv, int64(o.cacheBytes))
	defer gc.reset()
	log := slog.New(slog.NewJSONHandler(stderr, nil))
	since := func() int64 { return time.Since(start).Milliseconds() }
	defer routeLibraryLogs(log)()

	stopDebug, err := debugEndpoints(ctx, o.debugAddr, log)
	if err != nil {
		return err
	}
	defer stopDebug()
	dirs, err := o.cf.open()
	if err != nil {
		return err
	}
	if _, err := dirs.Scan(); err != nil {
		log.Warn("documents not served in their latest version", "err", err.Error())
	}
	// The term table is read once, for the aligner, the index and the
	// pages (each read it again otherwise); none of them changes it.
	terms, err := corpus.Terms()
	if err != nil {
		return err
	}
	metrics := api.NewMetrics()
	snaps := &snapshots{dirs: dirs, indexDir: o.indexDir, log: log, base: api.Config{Logger: log, Timeout: o.timeout,
		CacheBytes: int64(o.cacheBytes), Metrics: metrics, Limits: api.NewLimits(o.maxBusy, o.rate, o.burst), Terms: terms},
		scenarios: sync.OnceValues(scenario.LoadScenarios)}
	gc.documents(sourceBytes(dirs.Sources()))
	kb, sources := snaps.read()
	parsed := since()
	// English names are matched once, to the documents served at start; a
	// set added later gets its English names at the next start.
	english, err := loadNamesLogged(o.namesFile, kb, log)
	if err != nil {
		return err
	}
	snaps.base.Names = english
	// The index and the rules report are built under a context of their
	// own: on SIGINT or SIGTERM the requests in flight get the grace period
	// to finish, and a search waiting for the index needs it built. It is
	// cancelled once the server has stopped.
	bctx, cancelBuild := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelBuild()
	// The alignment feeds both the index (a card's name in the other
	// language is an alias of it) and the compare pages. The index is
	// started first: the shards of the documents not aligned are built
	// while the alignment runs, on the other core (see index.Options.Await).
	aliases := newLateAliases()
	// The index is closed when its snapshot is retired, or on shutdown: a
	// persisted one stays locked, and unreadable to the next run, until
	// it is.
	ix, built, runChecks := startBuilds(bctx, kb, index.Options{Dir: o.indexDir, Terms: terms, Names: english.Aliases(kb),
		Await: aliases.wait, AwaitDocs: alignedDocs(kb)}, metrics, log, since, gc.serving, snaps.verification)
	all := snaps.align(kb, sources)
	aliases.set(all.Aliases())
	aligned := since()
	cfg := snaps.base
	cfg.KB, cfg.Index, cfg.Alignments, cfg.Verify = kb, ix, all, runChecks
	cfg.Sources, cfg.Snapshot = sources, snaps.nextID(sources)
	srv, err := api.New(cfg)
	if err != nil {
		return err
	}
	closeErr := make(chan error, 1)
	snaps.sw = api.NewSwitch(srv, snaps.releaseFirst(built, sourcesKey(sources), closeErr))
	stopReloads := watchReloads(bctx, snaps, o.watch, log)
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		stopReloads()
		return err
	}
	log.Info("ready", "addr", "http://"+ln.Addr().String()+"/", "ingest_ms", parsed, "aligned_ms", aligned, "startup_ms", since(),
		"documents", len(kb.Documents), "pairs", all.Len(), "snapshot", cfg.Snapshot)
	err = api.Serve(ctx, ln, snaps.sw, api.ServeOptions{Grace: o.grace, Timeout: o.timeout, Logger: log, MaxConns: o.maxConns, Metrics: metrics})
	cancelBuild()
	stopReloads()
	if cerr := snaps.shutdown(closeErr); err == nil {
		err = cerr
	}
	return err
}

// shutdown waits for the reload running, if any, closes the snapshot
// served and the current index, and returns the first error of closing
// them (closeErr receives the first snapshot's index's, unless a reload
// retired it).
func (s *snapshots) shutdown(closeErr <-chan error) error {
	s.wait()
	s.sw.Close()
	var err error
	if derr := s.drop(); derr != nil {
		err = fmt.Errorf("closing the search index: %w", derr)
	}
	select {
	case cerr := <-closeErr:
		if err == nil {
			err = cerr
		}
	default: // retired by a reload, and closed or closing
	}
	return err
}

// watchReloads reloads on SIGHUP and, with watch, when a document of the
// watched directories changes. The function returned stops both.
func watchReloads(ctx context.Context, snaps *snapshots, watch bool, log *slog.Logger) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-ctx.Done():
				return
			case <-hup:
				log.Info("SIGHUP: reloading the documents")
				snaps.trigger(ctx)
			}
		}
	}()
	if watch {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := live.Watch(ctx, snaps.dirs.Dirs(), 200*time.Millisecond, func() { snaps.trigger(ctx) },
				func(err error) { log.Warn("watching the documents", "err", err.Error()) })
			if err != nil {
				log.Error("cannot watch the documents; reload with SIGHUP", "err", err.Error())
			}
		}()
	}
	return func() {
		signal.Stop(hup)
		cancel()
		wg.Wait()
	}
}

// routeLibraryLogs sends what libraries print through the standard log
// package (Bleve's scorch: "unable to load snapshot, ... continuing") or
// through Bleve's own logger into log, as warnings, so that the JSON log
// stays one JSON object a line. Both are process-wide settings of those
// libraries; the function returned puts them back.
func routeLibraryLogs(log *slog.Logger) (restore func()) {
	out, flags, prefix := stdlog.Writer(), stdlog.Flags(), stdlog.Prefix()
	w := slog.NewLogLogger(log.Handler(), slog.LevelWarn).Writer()
	stdlog.SetOutput(w)
	stdlog.SetFlags(0)
	stdlog.SetPrefix("")
	bleve.SetLog(stdlog.New(w, "", 0))
	return func() {
		stdlog.SetOutput(out)
		stdlog.SetFlags(flags)
		stdlog.SetPrefix(prefix)
		bleve.SetLog(stdlog.New(io.Discard, "bleve", stdlog.LstdFlags)) // Bleve's default
	}
}

// verification runs the rules engine's scenarios. It may fail without
// stopping the server: the marks are then left out, and the log says why.
// The scenarios are parsed once per process (they are embedded, and a
// run only reads them): at 100,000 indexed documents, parsing them again
// took 1.9 s of processor time of every reload.
func (s *snapshots) verification(ctx context.Context, kb *corpus.KB) (*verify.Report, []*scenario.Scenario, error) {
	t, log := time.Now(), s.log
	scs, err := s.scenarios()
	var rep *verify.Report
	if err == nil {
		rep, err = verify.Run(ctx, scs, verify.NewIndex(kb))
	}
	if err != nil {
		log.Error("running the rules scenarios; marks disabled", "err", err.Error())
		return nil, nil, err
	}
	log.Info("rules scenarios done", "ms", time.Since(t).Milliseconds(), "scenarios", rep.Scenarios, "passed", rep.Passed)
	return rep, scs, nil
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

// loadNamesLogged loads the English names (see loadNames) and logs how many
// cards got theirs.
func loadNamesLogged(path string, kb *corpus.KB, log *slog.Logger) (cardnames.Names, error) {
	english, nrep, err := loadNames(path, kb)
	if err != nil {
		return nil, err
	}
	if english != nil {
		log.Info("english names loaded", "file", path, "format", nrep.FileFormat, "cards", nrep.Cards,
			"matched", nrep.BySetName+nrep.ByName, "unmatched", nrep.Unmatched, "ambiguous", nrep.Ambiguous)
	}
	return english, nil
}

// sourceBytes is the size of the documents srcs.
func sourceBytes(srcs []corpus.Source) int64 {
	var n int64
	for _, s := range srcs {
		n += int64(len(s.Data))
	}
	return n
}

// lateAliases are the cross-language aliases of the first snapshot, which
// its index build waits for (index.Options.Await) while the documents are
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

// startBuilds starts what the first snapshot builds in the background: the
// index (sent on built once done, nil when it failed) and, after it, the
// rules' verification.
// releaseFirst is the first snapshot's release: its index, once built, is
// shared as reloads share theirs (snapshots.index), and closed with its
// last reference; closeErr gets what closing said, or nil. It runs on
// shutdown or, in a goroutine of the Switch's, once a reload retires the
// snapshot.
func (s *snapshots) releaseFirst(built <-chan *index.Index, key string, closeErr chan<- error) func() {
	shared := make(chan *sharedIndex, 1)
	go func() {
		ix := <-built
		if ix == nil {
			shared <- nil
			return
		}
		x := &sharedIndex{ix: ix, refs: 2} // the snapshot's, and the record's
		s.mu.Lock()
		if s.cur == nil { // no reload built one meanwhile
			s.cur, s.curKey = x, key
			s.mu.Unlock()
		} else {
			s.mu.Unlock()
			x.refs--
		}
		shared <- x
	}()
	return func() {
		var err error
		if x := <-shared; x != nil {
			if cerr := x.release(); cerr != nil {
				err = fmt.Errorf("closing the search index: %w", cerr)
			}
		}
		closeErr <- err
	}
}

func startBuilds(bctx context.Context, kb *corpus.KB, opts index.Options, metrics *api.Metrics, log *slog.Logger, since func() int64, serving func() (heap, limit int64, ok bool),
	check func(context.Context, *corpus.KB) (*verify.Report, []*scenario.Scenario, error)) (
	ix api.Searcher, built chan *index.Index, runChecks func() (*verify.Report, []*scenario.Scenario, error)) {
	built = make(chan *index.Index, 1)
	// collected is closed once the index is built (or failed) and the
	// collector set for serving.
	collected := make(chan struct{})
	ix = api.Later(func() (api.Searcher, error) {
		t := time.Now()
		ix, err := openOrBuild(bctx, kb, opts, log)
		built <- ix
		if err != nil {
			serving()
			close(collected)
			log.Error("building the search index", "err", err.Error())
			return nil, err
		}
		metrics.IndexReady(ix.Len(), time.Since(t))
		log.Info("search index ready", "build_ms", time.Since(t).Milliseconds(), "since_start_ms", since())
		// The build's garbage goes back to the system (see
		// snapshots.reload) and the collector is set for serving from
		// the heap it leaves, once the index answers: the full
		// collection this takes no longer delays the first search.
		go func() {
			defer close(collected)
			t := time.Now()
			debug.FreeOSMemory()
			if heap, limit, ok := serving(); ok {
				log.Info("collector set for serving", "ms", time.Since(t).Milliseconds(), "live_heap_bytes", heap,
					"gogc", serveGCPercent, "memory_limit_bytes", limit)
			}
		}()
		return ix, nil
	})
	runChecks = func() (*verify.Report, []*scenario.Scenario, error) {
		// Searches come first: on a small machine the scenarios, run
		// beside the index build, delayed the first search by their
		// whole CPU time; the marks can wait for it. They wait for the
		// collector's setting too, which measures the heap the served
		// snapshot keeps: with the scenarios' garbage in it, the memory
		// limit of a 100,000-document corpus came out 40 % higher.
		select {
		case <-collected:
		case <-bctx.Done():
			return nil, nil, bctx.Err()
		}
		rep, scs, err := check(bctx, kb)
		if err == nil {
			log.Info("rules marks ready", "since_start_ms", since())
		}
		return rep, scs, err
	}
	return ix, built, runChecks
}
