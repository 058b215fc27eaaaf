package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"time"
)

// debugEndpoints serves the profiler on addr ("" for none, --debug-addr)
// until ctx is done or stop is called; stop waits for it.
func debugEndpoints(ctx context.Context, addr string, log *slog.Logger) (stop func(), err error) {
	if addr == "" {
		return func() {}, nil
	}
	ctx, cancel := context.WithCancel(ctx)
	_, wait, err := serveDebug(ctx, addr, log)
	if err != nil {
		cancel()
		return nil, fmt.Errorf("--debug-addr: %w", err)
	}
	return func() { cancel(); wait() }, nil
}

// serveDebug serves the runtime profiler's /debug/pprof/ endpoints on
// addr, apart from the API (so that they are never exposed by the API's
// address), until ctx is done; the function returned waits for it to
// stop. An operator measuring a large corpus's memory or a slow search
// takes a heap or CPU profile of the running server this way
// (go tool pprof http://ADDR/debug/pprof/heap). It reports the address
// it listens on (addr may say port 0).
func serveDebug(ctx context.Context, addr string, log *slog.Logger) (bound string, wait func(), err error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return "", nil, err
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Warn("debug endpoints stopped", "err", err.Error())
		}
	}()
	go func() {
		<-ctx.Done()
		srv.Close()
	}()
	log.Info("debug endpoints", "addr", "http://"+ln.Addr().String()+"/debug/pprof/")
	return ln.Addr().String(), func() { <-done }, nil
}
