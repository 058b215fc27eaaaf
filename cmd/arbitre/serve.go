package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	stdlog "log"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/arbitre/arbitre/api"
	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/cardnames"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/middleware"
	"github.com/arbitre/arbitre/live"
	"github.com/blevesearch/bleve/v2"
)

// serveOptions are serve's flags, read from the command line and the
// environment.
type serveOptions struct {
	addr, namesFile, indexDir string
	debugAddr                 string
	grace, timeout            time.Duration
	cacheBytes                byteSize
	maxConns, maxBusy, burst  int
	maxBusyClient             int
	rate                      float64
	cf                        corpusFlags
	cardData                  fileList
	watch                     bool
	// withParent is --stop-with-parent: "auto", "true" or "false".
	withParent string
	// trusted are the --trusted-proxy ranges.
	trusted prefixList
}

// prefixList is a repeatable flag of address ranges (CIDR; an address
// alone is a range of one); from the environment, a list separated by
// commas.
type prefixList []netip.Prefix

func (l *prefixList) String() string {
	var b strings.Builder
	for i, p := range *l {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(p.String())
	}
	return b.String()
}

// Placeholder names the flag's argument in the help.
func (l *prefixList) Placeholder() string { return "CIDR" }

func (l *prefixList) Set(s string) error {
	if strings.TrimSpace(s) == "" {
		return errors.New("empty address range")
	}
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		p, err := netip.ParsePrefix(f)
		if err != nil {
			a, aerr := netip.ParseAddr(f)
			if aerr != nil {
				return fmt.Errorf("%q is neither an address range (192.168.1.1/32) nor an address: %w", f, err)
			}
			p = netip.PrefixFrom(a, a.BitLen())
		}
		*l = append(*l, p.Masked())
	}
	return nil
}

func parseServeFlags(args []string, stderr io.Writer) (*serveOptions, error) {
	o := &serveOptions{cacheBytes: byteSize(64 << 20)}
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.addr, "addr", "127.0.0.1:8080", "`address` to listen on")
	fs.Var(&o.cacheBytes, "cache-bytes", "memory for remembered search results, a `size` such as 64MiB or 512KiB (0: none)")
	fs.StringVar(&o.namesFile, "names", "", namesUsage+" (default: none; English names are then not searchable)")
	fs.StringVar(&o.indexDir, "index", "", "`directory` where the index is kept: opened when sound and current, else rebuilt and written there (default: in memory)")
	fs.DurationVar(&o.grace, "grace", 10*time.Second, "how long requests in flight may take to finish on shutdown")
	fs.DurationVar(&o.timeout, "timeout", 5*time.Second, "how long one request may take")
	fs.IntVar(&o.maxConns, "max-conns", 0, "open connections at most; idle ones are closed early near it (0: from the file descriptor limit)")
	fs.IntVar(&o.maxBusy, "max-busy", 0, "searches (but those answered from the result cache), /verify and /compare requests answered at once; more get 503 with Retry-After (0: 4 per CPU, at least 16)")
	fs.IntVar(&o.maxBusyClient, "max-busy-client", 0, "of those, the ones of one client address answered at once while other clients are about (alone, it has all but that many); its others wait their turn, behind its own (0: half the CPUs, at least 1)")
	fs.Float64Var(&o.rate, "rate", 0, "requests per second allowed to each client address, over it 429 (0: no limit)")
	fs.IntVar(&o.burst, "burst", 0, "requests a client may make at once above --rate (0: twice the rate)")
	fs.Var(&o.trusted, "trusted-proxy", "a reverse proxy's address range (CIDR), whose X-Forwarded-For names the client: its right-most address not in a trusted range; repeatable (default: none, the peer is the client)")
	fs.StringVar(&o.withParent, "stop-with-parent", "auto", "stop when the parent process ends: true, false, or auto (true when started by go run, whose stop would otherwise leave the server running; Linux only)")
	o.cf.register(fs)
	registerCardData(fs, &o.cardData)
	fs.StringVar(&o.debugAddr, "debug-addr", "", "`address` for the runtime profiler's /debug/pprof/ endpoints, apart from the API (default: none)")
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
// swapped in: requests in flight finish on the old one. Package live builds
// the snapshots, the first as every later one; runServe wires the flags
// to it and runs the server.
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
	log := slog.New(slog.NewJSONHandler(stderr, nil))
	// The card data is imported once, first, under the collector's
	// defaults (the start's settings keep the garbage of a small corpus;
	// an AllPrintings import makes gigabytes of it): every snapshot, the
	// first and each reload's, serves the same records.
	cards := loadCardDataLogged(o.cardData, o.indexDir, log)
	// The collector's settings for starting, then for serving; see gc.go.
	gc := startGC(os.Getenv, int64(o.cacheBytes))
	defer gc.reset()
	since := func() int64 { return time.Since(start).Milliseconds() }
	defer routeLibraryLogs(log)()

	stopDebug, err := debugEndpoints(ctx, o.debugAddr, log)
	if err != nil {
		return err
	}
	defer stopDebug()
	// The term table is read once, for the aligner, the index and the
	// pages (each read it again otherwise); none of them changes it.
	terms, err := corpus.Terms()
	if err != nil {
		return err
	}
	metrics := middleware.NewMetrics()
	base := api.Config{Logger: log, Timeout: o.timeout, CacheBytes: int64(o.cacheBytes), Metrics: metrics,
		Terms: terms, TrustedProxies: o.trusted,
		Limits: middleware.NewLimitsWith(middleware.LimitOptions{MaxBusy: o.maxBusy, ClientShare: o.maxBusyClient, PerSecond: o.rate, Burst: o.burst})}
	p, err := live.Open(live.Options{Dirs: o.cf.dirs, Embedded: o.cf.embedded, IndexDir: o.indexDir, Terms: terms,
		Names:      func(kb *corpus.KB) (cardnames.Names, error) { return loadNamesLogged(o.namesFile, kb, log) },
		CardData:   cards,
		Serve:      snapshotServer(base),
		IndexReady: metrics.IndexReady,
		Reloaded:   metrics.Reloaded,
		Settle:     gc.settle(log),
		Log:        log, Started: start})
	if err != nil {
		return err
	}
	gc.documents(p.SourceBytes(), cards != nil)
	// The index and the rules report are built under a context of their
	// own: on SIGINT or SIGTERM the requests in flight get the grace period
	// to finish, and a search waiting for the index needs it built. It is
	// cancelled once the server has stopped.
	bctx, cancelBuild := context.WithCancel(context.WithoutCancel(ctx))
	defer cancelBuild()
	snap, err := p.Start(bctx)
	if err != nil {
		return err
	}
	stopReloads := watchReloads(bctx, p, o.watch, log)
	ln, err := net.Listen("tcp", o.addr)
	if err != nil {
		stopReloads()
		return err
	}
	log.Info("ready", "addr", "http://"+ln.Addr().String()+"/", "ingest_ms", snap.Parsed.Sub(start).Milliseconds(),
		"aligned_ms", snap.Aligned.Sub(start).Milliseconds(), "startup_ms", since(),
		"documents", len(snap.KB.Documents), "pairs", snap.Alignments.Len(), "snapshot", snap.ID)
	err = api.Serve(ctx, ln, p.Handler(), api.ServeOptions{Grace: o.grace, Timeout: o.timeout, Logger: log, MaxConns: o.maxConns, Metrics: metrics})
	cancelBuild()
	stopReloads()
	if cerr := p.Close(); err == nil {
		err = cerr
	}
	return err
}

// snapshotServer makes each snapshot's api.Server from base, the
// configuration every snapshot shares. The first snapshot is served while
// its index is built: searches wait for it, and /readyz says so.
func snapshotServer(base api.Config) func(*live.Snapshot) (http.Handler, error) {
	return func(s *live.Snapshot) (http.Handler, error) {
		cfg := base
		cfg.KB, cfg.Alignments, cfg.Names, cfg.Verify = s.KB, s.Alignments, s.Names, s.Verify
		cfg.Sources, cfg.Snapshot, cfg.CardData = s.Sources, s.ID, s.CardData
		if ix, ok := s.Index.Ready(); ok {
			cfg.Index = ix
		} else {
			cfg.Index = api.Later(func() (api.Searcher, error) {
				ix, err := s.Index.Wait()
				if err != nil {
					return nil, err
				}
				return ix, nil
			})
		}
		return api.New(cfg)
	}
}

// watchReloads reloads on SIGHUP and, with watch, when a document of the
// watched directories changes. The function returned stops both.
func watchReloads(ctx context.Context, p *live.Pipeline, watch bool, log *slog.Logger) (stop func()) {
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
				p.Reload(ctx)
			}
		}
	}()
	if watch {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := p.Watch(ctx); err != nil {
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

// loadCardDataLogged imports the --card-data files (see loadCardData) and
// logs what they hold and what it took; nil without files. A file that
// cannot be read is logged and left out: the documents and the other
// files are served. The import's garbage is returned to the system at
// once: it is several times the records. With an index directory, the
// records are read back from the snapshot a start with the same files
// left there (cardDataSnapshot), and a whole import leaves one.
func loadCardDataLogged(files []string, indexDir string, log *slog.Logger) *carddata.Cards {
	if len(files) == 0 {
		return nil
	}
	t := time.Now()
	snap := cardDataSnapshot(files, indexDir, log)
	if snap != "" {
		cards, st, err := carddata.ReadSnapshot(snap)
		if err == nil {
			log.Info("card data read from its snapshot", "path", snap, "files", st.Files, "cards", cards.Len(),
				"entries", st.Entries, "ms", time.Since(t).Milliseconds())
			return cards
		}
		if !errors.Is(err, fs.ErrNotExist) {
			log.Warn("card-data snapshot not used; importing the files again", "err", err.Error())
		}
	}
	progress := func(p carddata.Progress) { log.Info("reading card data", "progress", p.String()) }
	cards, st, err := loadCardData(files, progress, func(err error) {
		log.Error("reading card data; the file's remaining cards are left out", "err", err.Error())
	})
	took := time.Since(t)
	if snap != "" && err == nil {
		// A partial import is not kept: its files' errors would go unsaid
		// at the next start.
		if err := cards.WriteSnapshot(snap, st); err != nil {
			log.Warn("card-data snapshot not written", "err", err.Error())
		}
	}
	debug.FreeOSMemory()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	log.Info("card data imported", "files", st.Files, "cards", cards.Len(), "entries", st.Entries,
		"rulings_read", st.Rulings, "orphaned_rulings", st.Orphaned, "ms", took.Milliseconds(),
		"heap_bytes", ms.HeapAlloc)
	return cards
}

// cardDataSnapshot is where, in indexDir, the snapshot of an import of
// files by this program is kept; "" without an index directory, or when
// the key cannot be made (a file missing: the import says so).
func cardDataSnapshot(files []string, indexDir string, log *slog.Logger) string {
	if indexDir == "" {
		return ""
	}
	exe, err := os.Executable()
	if err == nil {
		var key string
		if key, err = carddata.SnapshotKey(carddata.Options{}, exe, files); err == nil {
			return carddata.SnapshotPath(indexDir, key)
		}
	}
	log.Warn("card-data snapshot not used", "err", err.Error())
	return ""
}
