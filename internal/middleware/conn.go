package middleware

import (
	"context"
	"net"
	"net/http"
	"time"
)

// Close closes the listener, once: Drain closes it, and net/http's
// Shutdown closes it again.
func (g *ConnGuard) Close() error {
	g.closeOnce.Do(func() { g.closeErr = g.Listener.Close() })
	return g.closeErr
}

// Draining reports whether Drain has begun: the listener is closed, and
// net/http's Serve returned for that reason.
func (g *ConnGuard) Draining() bool { return g.draining.Load() }

// Handler wraps h so that, once the guard drains, every response says
// Connection: close: net/http closes the connection after it, and the
// client sends its next request elsewhere instead of on a connection
// about to close.
func (g *ConnGuard) Handler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if g.draining.Load() {
			w.Header().Set("Connection", "close")
		}
		h.ServeHTTP(w, r)
	})
}

// Drain is the first part of a graceful shutdown, before net/http's own
// (http.Server.Shutdown), which closes at once every connection idle
// between two requests, some of them with the next request already sent
// by the client and on its way: that request got a reset or EOF (4 to 7
// per shutdown at 8 keep-alive connections, issue 23). Drain stops
// accepting connections, lets net/http answer every request it reads
// (with Connection: close, see Handler), and closes a connection only
// once it has been idle for linger since the drain began, with no byte
// of a request received. It returns when no connection is left open, or
// when ctx is done.
func (g *ConnGuard) Drain(ctx context.Context, linger time.Duration) {
	g.mu.Lock()
	g.drainAt = time.Now()
	g.mu.Unlock()
	g.draining.Store(true)
	g.Close()
	t := time.NewTicker(linger / 10)
	defer t.Stop()
	for g.closeIdle(time.Now(), linger) > 0 {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// closeIdle closes the connections idle for linger since the drain began
// (or since they turned idle, when later) whose request has not begun to
// arrive, and returns how many connections are left open.
func (g *ConnGuard) closeIdle(now time.Time, linger time.Duration) int {
	g.mu.Lock()
	var idle []net.Conn
	for c, t := range g.idleSince {
		since := t
		if since.Before(g.drainAt) {
			since = g.drainAt
		}
		if now.Sub(since) < linger || readSince(c, t) || unreadBytes(c) {
			continue
		}
		delete(g.idleSince, c)
		idle = append(idle, c)
	}
	open := g.open
	g.mu.Unlock()
	for _, c := range idle {
		c.Close()
	}
	return open
}

// readSince reports whether bytes were read from c (an *errorConn) after
// t: the connection, idle at t, is reading a request.
func readSince(c net.Conn, t time.Time) bool {
	ec, ok := c.(*errorConn)
	return ok && ec.lastRead.Load() > t.UnixNano()
}

// refuse answers e on c, whose request has arrived but was not read, and
// closes it. The request's bytes are read first: a socket closed with
// bytes unread sends a reset, which may destroy the answer before the
// client reads it.
func refuse(c net.Conn, e *Error) {
	raw := c
	if ec, ok := c.(*errorConn); ok {
		raw = ec.Conn
	}
	discardUnread(raw)
	raw.SetWriteDeadline(time.Now().Add(time.Second))
	raw.Write(errorResponse(e))
	c.Close()
}
