package api

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/arbitre/arbitre/index"
)

// The parts of a Server that take longer to compute than the knowledge
// base (the search index, the rules engine's report) are given to it as
// values computed in the background: the Server answers pages at once and
// uses each part from the moment it is ready. This is how a Server becomes
// ready, and the only way: /readyz reports it.

// later is a value computed in the background.
type later[T any] struct {
	done chan struct{}
	v    T
	err  error
	took time.Duration
}

// startLater runs f in a goroutine of its own.
func startLater[T any](f func() (T, error)) *later[T] {
	l := &later[T]{done: make(chan struct{})}
	go func() {
		defer close(l.done)
		t := time.Now()
		l.v, l.err = f()
		l.took = time.Since(t)
	}()
	return l
}

// readyLater is a later that is ready from the start.
func readyLater[T any](v T) *later[T] {
	l := &later[T]{done: make(chan struct{}), v: v}
	close(l.done)
	return l
}

// wait blocks until the value is ready, or ctx is done.
func (l *later[T]) wait(ctx context.Context) (T, error) {
	select {
	case <-l.done:
		return l.v, l.err
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
}

// peek returns the value without waiting: ok is false while it is being
// computed, and when computing it failed.
func (l *later[T]) peek() (v T, ok bool) {
	select {
	case <-l.done:
		return l.v, l.err == nil
	default:
		return v, false
	}
}

// errBuilding is what a part being computed is not ready with.
var errBuilding = errors.New("still being built")

// state is nil once the value is ready, errBuilding before, and the error
// computing it gave if it failed.
func (l *later[T]) state() error {
	select {
	case <-l.done:
		return l.err
	default:
		return errBuilding
	}
}

// Later returns a Searcher whose index is built by build in the
// background, so that a server can answer its first requests (pages,
// health checks) while the index is still being built. A search that
// arrives before the index is ready waits for it, or for its own deadline.
func Later(build func() (Searcher, error)) *LateSearcher {
	return &LateSearcher{l: startLater(build)}
}

// A LateSearcher is a Searcher built in the background; see Later.
type LateSearcher struct {
	l *later[Searcher]
}

// Search waits for the index, then searches it.
func (s *LateSearcher) Search(ctx context.Context, req index.Request) (*index.Result, error) {
	ix, err := s.l.wait(ctx)
	if err != nil {
		if ctx.Err() != nil {
			return nil, err
		}
		return nil, apiError(http.StatusServiceUnavailable, "search_unavailable", "the search index could not be built")
	}
	return ix.Search(ctx, req)
}

// Wait blocks until the index is built and returns the build's error.
func (s *LateSearcher) Wait(ctx context.Context) error {
	_, err := s.l.wait(ctx)
	return err
}

// Ready is nil once the index answers searches; before, an error saying
// that it is being built, or why it could not be.
func (s *LateSearcher) Ready() error { return s.l.state() }

// BuildTime is how long the index took to build (or open), 0 until it is
// ready.
func (s *LateSearcher) BuildTime() time.Duration {
	if s.l.state() != nil {
		return 0
	}
	return s.l.took
}
