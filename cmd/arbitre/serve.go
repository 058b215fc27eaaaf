package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"time"

	"github.com/arbitre/arbitre/api"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/ingest"
)

// runServe builds the knowledge base and the index from the embedded
// documents and serves the API and the pages until interrupted; SIGINT or
// SIGTERM (ctx) lets requests in flight finish before it returns.
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

	kb, _, err := ingest.Embedded()
	if err != nil {
		return err
	}
	parsed := time.Since(start)
	// Pages need only the knowledge base: serve them while the index builds.
	ix := api.Later(func() (api.Searcher, error) {
		t := time.Now()
		ix, err := index.Build(ctx, kb, index.Options{})
		if err != nil {
			log.Error("building the search index", "err", err.Error())
			return nil, err
		}
		log.Info("search index ready", "build_ms", time.Since(t).Milliseconds(), "since_start_ms", time.Since(start).Milliseconds())
		return ix, nil
	})
	srv, err := api.New(api.Config{KB: kb, Index: ix, Logger: log, CacheSize: *cache})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	log.Info("ready", "addr", "http://"+ln.Addr().String()+"/",
		"ingest_ms", parsed.Milliseconds(), "startup_ms", time.Since(start).Milliseconds())
	return srv.Serve(ctx, ln, *grace)
}
