package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"time"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/api"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/rules"
)

// runServe builds the knowledge base from the embedded documents and serves
// the API and the pages until interrupted; SIGINT or SIGTERM (ctx) lets
// requests in flight finish before it returns.
//
// Pages are served as soon as the knowledge base is parsed. The search
// index, the translators' alignment and the rules engine's report are built
// meanwhile: a search waits for the index, and the compare pages and the
// rulings' marks appear once their inputs are ready.
func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	cache := fs.Int("cache", 4096, "distinct search results to remember (0: none)")
	grace := fs.Duration("grace", 10*time.Second, "how long requests in flight may take to finish on shutdown")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	start := time.Now()
	log := slog.New(slog.NewJSONHandler(stderr, nil))
	since := func() int64 { return time.Since(start).Milliseconds() }

	kb, _, err := ingest.Embedded()
	if err != nil {
		return err
	}
	parsed := since()
	// The alignment feeds both the index (a card's name in the other
	// language is an alias of it) and the compare pages.
	al, alErr := align.Align(kb, "dsk-fr", "dsk-it")
	if alErr != nil {
		log.Error("aligning the French and Italian notes; compare pages and cross-language names disabled", "err", alErr.Error())
	}
	ix := api.Later(func() (api.Searcher, error) {
		t := time.Now()
		var opts index.Options
		if al != nil {
			opts.Aliases = al.Aliases()
		}
		ix, err := index.Build(ctx, kb, opts)
		if err != nil {
			log.Error("building the search index", "err", err.Error())
			return nil, err
		}
		log.Info("search index ready", "build_ms", time.Since(t).Milliseconds(), "since_start_ms", since())
		return ix, nil
	})
	cfg := api.Config{KB: kb, Index: ix, Alignment: al, Logger: log, CacheSize: *cache}
	first, err := api.New(cfg)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	sw := api.NewSwitch(first)
	go func() {
		late := cfg
		verification(ctx, kb, &late, log)
		full, err := api.New(late)
		if err != nil {
			log.Error("building the complete server; serving without compare pages and marks", "err", err.Error())
			return
		}
		sw.Set(full)
		log.Info("compare pages and rules marks ready", "since_start_ms", since())
	}()
	log.Info("ready", "addr", "http://"+ln.Addr().String()+"/", "ingest_ms", parsed, "startup_ms", since())
	return api.Serve(ctx, ln, sw, api.ServeOptions{Grace: *grace, Logger: log})
}

// verification runs the rules engine's scenarios. It may fail without
// stopping the server: the marks are then left out, and the log says why.
func verification(ctx context.Context, kb *corpus.KB, cfg *api.Config, log *slog.Logger) {
	t := time.Now()
	scs, err := rules.LoadScenarios()
	var rep *rules.Report
	if err == nil {
		rep, err = rules.Run(ctx, scs, rules.NewKBIndex(kb))
	}
	if err != nil {
		log.Error("running the rules scenarios; marks disabled", "err", err.Error())
		return
	}
	cfg.Verification, cfg.Scenarios = rep, scs
	log.Info("rules scenarios done", "ms", time.Since(t).Milliseconds(), "scenarios", rep.Scenarios, "passed", rep.Passed)
}
