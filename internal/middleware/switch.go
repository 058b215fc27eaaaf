package middleware

import (
	"net/http"
	"sync"
	"sync/atomic"
)

// Switch serves the current handler (a snapshot's api.Server) and lets a
// new one take its place without a gap: each request is answered entirely
// by the handler that was current when it arrived, requests in flight
// finish on the one they started on, and a retired handler's resources
// (its index) are released once its last request is done. No request
// waits for a swap.
type Switch struct {
	cur atomic.Pointer[switched]
}

// switched is one handler and the requests it is answering.
type switched struct {
	srv http.Handler
	// inflight is read-locked by each request; the retiring goroutine
	// write-locks it, which waits for the requests in flight.
	inflight sync.RWMutex
	retired  bool // under inflight
	release  func()
}

// NewSwitch serves srv until the first Swap; release, if not nil, is
// called once srv is retired and its last request done.
func NewSwitch(srv http.Handler, release func()) *Switch {
	sw := &Switch{}
	sw.cur.Store(&switched{srv: srv, release: release})
	return sw
}

// Current returns the handler new requests go to.
func (sw *Switch) Current() http.Handler { return sw.cur.Load().srv }

// Swap makes srv the handler of new requests. The one it replaces finishes
// its requests in flight, then its release function runs (in a goroutine
// of its own: Swap does not wait). Swap returns at once.
func (sw *Switch) Swap(srv http.Handler, release func()) {
	old := sw.cur.Swap(&switched{srv: srv, release: release})
	go old.retire()
}

func (s *switched) retire() {
	s.inflight.Lock()
	s.retired = true
	s.inflight.Unlock()
	if s.release != nil {
		s.release()
	}
}

// Close retires the current handler, waiting for its requests in flight,
// and releases it: for shutdown, after the listener stopped.
func (sw *Switch) Close() {
	sw.cur.Load().retire()
}

// ServeHTTP answers r with the current handler.
func (sw *Switch) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	for {
		s := sw.cur.Load()
		s.inflight.RLock()
		if s.retired {
			// Swapped out between the load and the lock, and already
			// released: the next load sees its successor.
			s.inflight.RUnlock()
			continue
		}
		s.srv.ServeHTTP(w, r)
		s.inflight.RUnlock()
		return
	}
}
