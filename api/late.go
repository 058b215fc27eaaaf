package api

import (
	"context"
	"net/http"

	"github.com/arbitre/arbitre/index"
)

// Later returns a Searcher whose index is built by build in the
// background, so that a server can answer its first requests (pages,
// health checks) while the index is still being built. A search that
// arrives before the index is ready waits for it, or for its own deadline.
func Later(build func() (Searcher, error)) Searcher {
	l := &lateSearcher{ready: make(chan struct{})}
	go func() {
		defer close(l.ready)
		l.s, l.err = build()
	}()
	return l
}

type lateSearcher struct {
	ready chan struct{}
	s     Searcher
	err   error
}

func (l *lateSearcher) Search(ctx context.Context, req index.Request) (*index.Result, error) {
	select {
	case <-l.ready:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if l.err != nil {
		return nil, apiError(http.StatusServiceUnavailable, "search_unavailable", "the search index could not be built")
	}
	return l.s.Search(ctx, req)
}

// Wait blocks until the index is built and returns the build's error.
func (l *lateSearcher) Wait(ctx context.Context) error {
	select {
	case <-l.ready:
		return l.err
	case <-ctx.Done():
		return ctx.Err()
	}
}
