package api

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"sync"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/cardnames"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/locale"
	"github.com/arbitre/arbitre/internal/middleware"
	"github.com/arbitre/arbitre/live"
	"github.com/arbitre/arbitre/rules/read"
	"github.com/arbitre/arbitre/rules/scenario"
	"github.com/arbitre/arbitre/verify"
	"github.com/labstack/echo/v4"
	"golang.org/x/net/netutil"
)

// Searcher answers search requests; *index.Index is one.
type Searcher interface {
	Search(ctx context.Context, req index.Request) (*index.Result, error)
}

// Config is what a Server is built from. KB is required; everything else
// has a default or makes its feature unavailable when left zero.
type Config struct {
	// KB is the knowledge base the pages and the API show.
	KB *corpus.KB
	// Index answers /api/search and the search page; nil makes them 503.
	// One built in the background (Later) makes /readyz answer 503 until
	// it is ready.
	Index Searcher
	// Terms is the term table, for mechanic links; nil means corpus.Terms().
	Terms []corpus.Term
	// Alignments pairs the release notes of every set printed in two
	// languages (package align, AlignAll); nil leaves out the counterparts
	// and the compare pages. Alignment, one pair aligned by the caller, is
	// taken when Alignments is nil.
	Alignments *align.All
	Alignment  *align.Alignment
	// Sources says, document file by document file, what is served and
	// whether its latest version parsed (package live); nil lists the
	// knowledge base's documents alone.
	Sources []live.Status
	// Snapshot names the knowledge base, index and alignment this server
	// answers from; every response carries it (X-Arbitre-Snapshot) when
	// set, so that a client can tell one reload from the next.
	Snapshot string
	// Names are the cards' English names, imported with --names
	// (package cardnames); nil leaves them out, and an English name
	// searched for says how to load them.
	Names cardnames.Names
	// CardData are every card's records imported with --card-data
	// (package carddata): found by name in any language, served as
	// cards of their own and merged with the notes' cards; nil leaves
	// them out.
	CardData *carddata.Cards
	// Verification is the rules engine's report (package rules) and
	// Scenarios the scenarios it ran; nil leaves the marks out.
	Verification *verify.Report
	Scenarios    []*scenario.Scenario
	// Verify, when set, computes Verification and Scenarios in the
	// background instead: the marks and /verify appear when it is done,
	// and stay out if it fails.
	Verify func() (*verify.Report, []*scenario.Scenario, error)
	// Logger receives the request log; nil discards it.
	Logger *slog.Logger
	// Timeout bounds the handling of one request; 0 means 5 s.
	Timeout time.Duration
	// BodyLimit bounds request bodies, e.g. "64K"; "" means 64K.
	BodyLimit string
	// CacheBytes bounds the memory of the search result cache (an
	// estimate of what its results hold); 0 caches nothing.
	CacheBytes int64
	// Metrics receives the server's measurements and serves /metrics; nil
	// gives the Server metrics of its own.
	Metrics *middleware.Metrics
	// MaxBusy bounds the expensive requests (searches, /verify, /compare
	// and their API twins) answered at once; beyond it they get 503 with
	// Retry-After. 0 means middleware.DefaultMaxBusy().
	MaxBusy int
	// RateLimit, when positive, limits each client address to that many
	// requests a second on average, with bursts of RateBurst (0: twice the
	// rate); over it, 429. Probes and /metrics are not limited.
	RateLimit float64
	RateBurst int
	// Limits, when set, are the concurrency and per-client rate limits
	// this Server shares with the others of the same process (see
	// middleware.NewLimits), and MaxBusy, RateLimit and RateBurst are not
	// read. A server that swaps one snapshot's Server for the next (a
	// middleware.Switch) gives them all one Limits, so that while two
	// snapshots answer at once their requests are counted together.
	Limits *middleware.Limits
	// TrustedProxies are the reverse proxies whose X-Forwarded-For is
	// believed: from one of them, the client is the header's right-most
	// address that is not a trusted proxy; from any other peer, the peer
	// itself. None by default: a header any client can write must not
	// choose its rate-limit bucket or the address the log shows.
	TrustedProxies []netip.Prefix
}

// SnapshotHeader names, on every response, the snapshot of the corpus
// (Config.Snapshot) the response was computed from.
const SnapshotHeader = "X-Arbitre-Snapshot"

// Server serves the API and the pages of one knowledge base.
type Server struct {
	echo  *echo.Echo
	urls  *urls      // paths of the named routes
	mana  manaImages // mana symbols, drawn from the static route
	kb    *corpus.KB // indexed: its lookups answer the handlers
	links *linker
	names *names
	// english holds the imported English names; nil when none were.
	english cardnames.Names
	// records are the card data's records (Config.CardData), matched to
	// the notes' cards; nil when none were imported.
	records *records
	tmpl    *renderer
	index   Searcher
	ready   func() error // nil once searches are answered; see searchReady
	terms   []corpus.Term
	align   *align.All
	sources []live.Status
	// snapshot is Config.Snapshot.
	snapshot string
	// trustedProxies is Config.TrustedProxies.
	trustedProxies []netip.Prefix
	// cardReadings and allDiffs are computed on first use: what the rules
	// reader compiles every card to, and the alignment's differences with
	// the pairs that compile differently.
	cardReadings func() *read.CardsReport
	allDiffs     func() []align.Difference
	verify       *later[*verification]
	eras         *eras                 // items of old rules
	vocab        *corpus.DocVocabulary // set names and dates
	log          *slog.Logger
	timeout      time.Duration
	bodyLimit    string
	metrics      *middleware.Metrics
	bufs         middleware.BufferPool                     // render and response buffers
	limits       *middleware.Limits                        // shared with the other snapshots' servers
	cache        *resultCache                              // the result cache in front of index; nil when none
	suggested    *middleware.LRU[suggestKey, []suggestion] // "did you mean" remembered beside cache; nil when none
	chain        middleware.Chain                          // the request middleware
	// fingerprint is the knowledge base's, computed on first use.
	fingerprint func() (string, error)
	// namesList is the names index (/api/names) and swScript the service
	// worker, both made on first use.
	namesList func() []nameRef
	// nearForms are the term and glossary wordings "did you mean"
	// compares a query with, folded on first use.
	nearForms func() *termForms
	swScript  func() ([]byte, error)
	// cardData are Config.CardData, the card records imported with
	// --card-data (package carddata); nil when none were.
	cardData *carddata.Cards
	// scry answers the Scryfall-compatible routes, made on first use.
	scry func() *scryfall

	// recordVerdicts are the reader's verdicts on the records' languages,
	// computed on the request that asks and kept, bounded.
	recordVerdicts *recordVerdicts
	// recordScan reads the records in the background for /differences;
	// nil without card data.
	recordScan *recordScan
}

// New builds a Server from cfg.
func New(cfg Config) (*Server, error) {
	if cfg.KB == nil {
		return nil, errors.New("api: no knowledge base")
	}
	if !cfg.KB.Indexed() {
		return nil, errors.New("api: knowledge base without its lookups (call KB.Index)")
	}
	// The pages and the API's details are worded from the catalogue, read
	// here once: a broken one fails at start, not on a reader's request.
	if _, err := locale.Load(); err != nil {
		return nil, err
	}
	terms := cfg.Terms
	if terms == nil {
		var err error
		if terms, err = corpus.Terms(); err != nil {
			return nil, err
		}
	}
	s := &Server{
		kb:        cfg.KB,
		index:     cfg.Index,
		terms:     terms,
		align:     cfg.Alignments,
		sources:   cfg.Sources,
		snapshot:  cfg.Snapshot,
		ready:     searchReady(cfg.Index),
		log:       cfg.Logger,
		timeout:   cfg.Timeout,
		bodyLimit: cfg.BodyLimit,
		cardData:  cfg.CardData,

		trustedProxies: cfg.TrustedProxies,
	}
	s.defaults(cfg)
	if s.align == nil && cfg.Alignment != nil {
		s.align = align.Of(cfg.Alignment)
	}
	s.english = cfg.Names
	s.names = newNames(cfg.KB, cfg.Names, s.counterpart)
	s.records = newRecords(cfg.CardData, cfg.KB, cfg.Names)
	s.recordVerdicts = newRecordVerdicts(cfg.KB)
	if s.records != nil {
		s.recordScan = startRecordScan(s.records, s.recordVerdicts, s.ready, s.log)
		stopWithServer(s, s.recordScan)
	}
	if cfg.Verify != nil {
		s.verify = startLater(func() (*verification, error) {
			rep, scs, err := cfg.Verify()
			if err != nil {
				return nil, err
			}
			return newVerification(rep, scs), nil
		})
	} else {
		s.verify = readyLater(newVerification(cfg.Verification, cfg.Scenarios))
	}
	s.cache = s.limitLoad(cfg)
	s.cardReadings = sync.OnceValue(func() *read.CardsReport {
		if s.align == nil {
			return nil
		}
		return s.readCards()
	})
	// The differences are listed on first use too: listing them took
	// 25 ms of CPU at start, while the search index was being built.
	s.allDiffs = sync.OnceValue(func() []align.Difference {
		return append(s.align.Differences(), s.abilityDiffs()...)
	})
	vocab, err := corpus.DocumentVocabulary()
	if err != nil {
		return nil, err
	}
	s.vocab = vocab
	s.eras = newEras(cfg.KB, terms, vocab)
	s.fingerprint = sync.OnceValues(func() (string, error) { return CorpusFingerprint(cfg.KB) })
	// The routes come first: the links of the pages are built from them.
	s.echo = s.routes()
	if s.urls, err = newURLs(s.echo); err != nil {
		return nil, err
	}
	if s.tmpl, err = newRenderer(s.urls); err != nil {
		return nil, err
	}
	s.mana = s.urls.mana()
	s.namesList = sync.OnceValue(s.namesIndex)
	s.scry = sync.OnceValue(s.newScryfall)
	s.nearForms = sync.OnceValue(s.foldTermForms)
	s.swScript = s.newSWScript()
	s.links = newLinker(cfg.KB, terms, s.urls)
	if s.cache != nil {
		s.metrics.SetCache(s.cache)
	}
	return s, nil
}

// limitLoad sets up what bounds the server's work: the result cache (returned,
// nil when there is none), the concurrency of expensive routes and the
// per-client rate.
func (s *Server) limitLoad(cfg Config) *resultCache {
	var cache *resultCache
	if s.index != nil && cfg.CacheBytes > 0 {
		cache = middleware.NewCache(s.index.Search, cfg.CacheBytes, requestResultSize, s.metrics)
		s.index = cache
		// Suggestions are made for searches that found nothing: a
		// sixteenth of the bound, on top of it, is plenty.
		s.suggested = middleware.NewLRU(cfg.CacheBytes/16, suggestionsSize)
	}
	s.limits = cfg.Limits
	if s.limits == nil {
		s.limits = middleware.NewLimits(cfg.MaxBusy, cfg.RateLimit, cfg.RateBurst)
	}
	return cache
}

// defaults fills in what cfg leaves zero: a logger that discards, a 5 s
// timeout, a 64K body limit, metrics of the server's own.
func (s *Server) defaults(cfg Config) {
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if s.timeout <= 0 {
		s.timeout = 5 * time.Second
	}
	if s.bodyLimit == "" {
		s.bodyLimit = "64K"
	}
	s.metrics = cfg.Metrics
	if s.metrics == nil {
		s.metrics = middleware.NewMetrics()
	}
}

// expensive names the routes whose answer costs CPU in proportion to the
// index or the corpus: the verification report, comparisons. They are
// admitted through the Limits (middleware.Limits.Admit): a client's share
// at once, the others of that client waiting their turn, and beyond the
// global cap 503 at once. The searches (/, /search, /api/search) are
// admitted by their handlers (Server.answer), after the result cache: a
// cached answer is served before any limit.
var expensive = map[string]bool{
	"/verify":            true,
	"/api/verify":        true,
	"/compare":           true,
	"/compare/:card":     true,
	"/api/compare/:card": true,
	"/api/differences":   true,
	"/differences":       true,
	// A search of the card data reads every card record.
	"/scryfall/cards/search": true,
}

// unlimited names the routes a rate limit never applies to: probes and
// the metrics scrape come from the operator's own systems.
var unlimited = map[string]bool{"/healthz": true, "/readyz": true, "/metrics": true}

func (s *Server) routes() *echo.Echo {
	e := echo.New()
	e.HideBanner = true
	e.HidePort = true
	e.HTTPErrorHandler = s.scryfallErrors(s.handleError)
	s.chain = middleware.Install(e, middleware.Options{Log: s.log, Metrics: s.metrics, Limits: s.limits,
		Expensive: expensive, Unlimited: unlimited, BodyLimit: s.bodyLimit, Timeout: s.timeout, Buffers: &s.bufs,
		TrustedProxies: s.trustedProxies})

	// Every page and endpoint answers HEAD as it answers GET, under one
	// name (urls.go) from which its links are built.
	get := func(name, path string, h echo.HandlerFunc) {
		e.GET(path, h).Name = name
		e.HEAD(path, h).Name = name
	}
	get(routeHealthz, "/healthz", s.healthz)
	get(routeReadyz, "/readyz", s.readyz)
	get(routeMetrics, "/metrics", s.metricsHandler)
	get(routeAPIVersion, "/api/version", s.apiVersion)
	get(routeStatic, "/static/*", s.staticHandler)

	get(routeAPIOpenAPI, "/api/openapi.json", s.openAPI)
	get(routeAPISearch, "/api/search", s.apiSearch)
	get(routeAPIAutocomplete, "/api/autocomplete", s.apiAutocomplete)
	get(routeAPICardNamed, "/api/cards/named", s.apiCardNamed)
	get(routeAPICard, "/api/cards/:id", s.apiCard)
	get(routeAPISection, "/api/sections/:id", s.apiSection)
	get(routeAPIGlossary, "/api/glossary/:id", s.apiGlossary)
	get(routeAPIRule, "/api/rules/:number", s.apiRule)
	get(routeAPIDocuments, "/api/documents", s.apiDocuments)
	get(routeAPIDocument, "/api/documents/:id", s.apiDocument)
	get(routeAPICompare, "/api/compare/:card", s.apiCompare)
	get(routeAPIDifferences, "/api/differences", s.apiDifferences)
	get(routeAPIVerify, "/api/verify", s.apiVerify)
	get(routeAPITerms, "/api/terms", s.apiTerms)
	get(routeAPITerm, "/api/terms/:key", s.apiTerm)
	get(routeAPINames, "/api/names", s.apiNames)
	e.Any("/api/*", func(c echo.Context) error { return notFoundMsg("err.no_endpoint") })
	s.scryfallRoutes(e, get)

	get(routeHome, "/", s.searchPage)
	get(routeSearch, "/search", s.searchPage)
	get(routeHelp, "/help", s.helpPage)
	get(routeCard, "/cards/:id", s.cardPage)
	get(routeSection, "/sections/:id", s.sectionPage)
	get(routeGlossary, "/glossary/:id", s.glossaryPage)
	get(routeRule, "/rules/:ref", s.rulePage)
	get(routeDocuments, "/documents", s.documentsPage)
	get(routeDocument, "/documents/:id", s.documentPage)
	get(routeDifferences, "/compare", s.differencesPage)
	get(routeCompare, "/compare/:card", s.comparePage)
	get(routeLangDifferences, "/differences", s.langDifferencesPage)
	get(routeVerify, "/verify", s.verifyPage)
	get(routeTerms, "/terms", s.termsPage)
	get(routeTerm, "/terms/:key", s.termPage)
	get(routeOffline, "/offline", s.offlinePage)
	get(routeSW, "/sw.js", s.serviceWorker)
	return e
}

// counterpart returns a card's counterpart in the other language's
// notes, when there is an alignment and it pairs the card.
func (s *Server) counterpart(cardID string) (*corpus.Card, bool) {
	return s.align.CounterpartCard(cardID)
}

// ServeHTTP makes Server an http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if s.snapshot != "" {
		w.Header().Set(SnapshotHeader, s.snapshot)
	}
	s.echo.ServeHTTP(w, r)
}

// Serve serves on ln until ctx is done, then shuts down gracefully: the
// listener closes at once, requests in flight and those already sent on
// an open connection are answered (saying Connection: close), within
// grace, and connections idle for a moment are closed. It returns nil
// after a clean shutdown.
func (s *Server) Serve(ctx context.Context, ln net.Listener, grace time.Duration) error {
	return Serve(ctx, ln, s, ServeOptions{Grace: grace, Timeout: s.timeout, Logger: s.log, Metrics: s.metrics})
}

// ServeOptions configure Serve.
type ServeOptions struct {
	Grace   time.Duration // for requests in flight at shutdown
	Timeout time.Duration // the handlers' own timeout; the write deadline allows for it
	Logger  *slog.Logger  // nil discards
	// MaxConns caps the open connections; 0 means
	// middleware.DefaultMaxConns(). Near
	// the cap, idle connections are closed so that new clients get in.
	MaxConns int
	// Metrics, when set, reports the open connections.
	Metrics *middleware.Metrics
}

// drainLinger is how long, at shutdown, a connection idle between two
// requests is kept open in case a request is on its way on it: on a
// local network a request sent arrives within a few milliseconds.
const drainLinger = 100 * time.Millisecond

// Serve serves h on ln as Server.Serve does; h is usually a Server.
func Serve(ctx context.Context, ln net.Listener, h http.Handler, opt ServeOptions) error {
	log := opt.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if opt.Timeout <= 0 {
		opt.Timeout = 5 * time.Second
	}
	maxConns := opt.MaxConns
	if maxConns <= 0 {
		maxConns = middleware.DefaultMaxConns()
	}
	guard := middleware.NewConnGuard(netutil.LimitListener(ln, maxConns), maxConns)
	if opt.Metrics != nil {
		opt.Metrics.SetConns(guard)
	}
	gctx, stopGuard := context.WithCancel(ctx)
	defer stopGuard()
	go guard.Run(gctx, 250*time.Millisecond)
	hs := &http.Server{
		Handler:           guard.Handler(h),
		ConnState:         guard.State,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      opt.Timeout + 5*time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    256 << 10, // a long URL reaches the handlers and gets a JSON 414
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	done := make(chan error, 1)
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), opt.Grace)
		defer cancel()
		log.Info("shutting down", "grace", opt.Grace.String())
		// The guard stops accepting and answers what was sent before
		// net/http's Shutdown closes the idle connections.
		guard.Drain(sctx, drainLinger)
		done <- hs.Shutdown(sctx)
	}()
	log.Info("serving", "addr", ln.Addr().String(), "max_conns", maxConns)
	if err := hs.Serve(guard); !errors.Is(err, http.ErrServerClosed) && !guard.Draining() {
		return fmt.Errorf("api: serve: %w", err)
	}
	if err := <-done; err != nil {
		return fmt.Errorf("api: shutdown: %w", err)
	}
	return nil
}

// searchReady returns what says whether ix answers searches: an index
// built in the background (Later) once it is built, any other at once,
// none never.
func searchReady(ix Searcher) func() error {
	if ix == nil {
		return func() error { return errNoIndex }
	}
	if r, ok := ix.(interface{ Ready() error }); ok {
		return r.Ready
	}
	return func() error { return nil }
}

var errNoIndex = errors.New("no search index")

// IndexState is the search index's state, as /healthz reports it:
// "ready", "building", "failed", or "none" for a server without one.
func (s *Server) IndexState() string {
	switch err := s.ready(); {
	case err == nil:
		return "ready"
	case errors.Is(err, errBuilding):
		return "building"
	case errors.Is(err, errNoIndex):
		return "none"
	default:
		return "failed"
	}
}

// verification is the rules engine's report, nil until it is ready and
// when there is none.
func (s *Server) verification() *verification {
	v, _ := s.verify.peek()
	return v
}

func (s *Server) metricsHandler(c echo.Context) error {
	c.Response().Header().Set("Cache-Control", "no-store")
	s.metrics.Handler().ServeHTTP(c.Response(), c.Request())
	return nil
}

// healthz is the liveness probe: the process answers. It says what is
// ready, but answers 200 even while the index is being built; /readyz is
// for routing traffic.
func (s *Server) healthz(c echo.Context) error {
	c.Response().Header().Set("Cache-Control", "no-store")
	return c.JSON(http.StatusOK, map[string]any{
		"status":          "ok",
		"search":          s.ready() == nil,
		"index":           s.IndexState(),
		"verification":    s.verification() != nil,
		"cards":           len(s.kb.Cards),
		"documents":       len(s.kb.Documents),
		"document_errors": len(s.sourceErrors()),
		"snapshot":        s.snapshot,
	})
}

// readyz is the readiness probe: 200 once the search index is built and
// answering, 503 with the error object before (with Retry-After while it
// is being built) and for good if it could not be built. It answers JSON
// itself, whatever the error handler does for other paths.
func (s *Server) readyz(c echo.Context) error {
	c.Response().Header().Set("Cache-Control", "no-store")
	var details string
	switch err := s.ready(); {
	case err == nil:
		return c.JSON(http.StatusOK, map[string]any{"status": "ready", "index": s.IndexState()})
	case errors.Is(err, errBuilding):
		c.Response().Header().Set("Retry-After", "1")
		details = "the search index is being built"
	case errors.Is(err, errNoIndex):
		details = "this server has no search index"
	default:
		details = "the search index could not be built"
	}
	e := apiError(http.StatusServiceUnavailable, "not_ready", "%s", details)
	if c.Request().Method == http.MethodHead {
		return c.NoContent(e.Status)
	}
	return c.JSON(e.Status, e)
}
