package middleware

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net"
	"net/http"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/labstack/echo/v4"
	"golang.org/x/time/rate"
)

// DefaultMaxConns is the default cap on open connections: most of the
// process's file descriptor limit (RLIMIT_NOFILE, which Go raises to the
// hard limit at start), keeping a reserve for the index's files, the log
// and the sockets a full listener still has to accept and close. Without a
// cap, idle keep-alive connections exhaust the descriptors and every new
// client, health checks included, times out.
func DefaultMaxConns() int {
	n, ok := fileLimit()
	if !ok {
		return 1024
	}
	return maxConnsFor(n)
}

// maxConnsFor is the cap for a limit of n descriptors: n less a tenth and
// 128, and at least 32.
func maxConnsFor(n uint64) int {
	n = min(n, math.MaxInt32)
	reserve := 128 + n/10
	if n <= reserve+32 {
		return 32
	}
	return int(n - reserve)
}

// DefaultMaxBusy is the default number of expensive requests (searches,
// the verification and comparison pages) served at once: enough to keep
// every core busy while others wait on the network, few enough that a
// request admitted finishes within its deadline.
func DefaultMaxBusy() int { return max(16, 4*runtime.GOMAXPROCS(0)) }

// ConnGuard wraps the listener. It counts open connections through the
// server's ConnState hook and, when they approach the cap, closes the
// connections that sit idle (keep-alive between requests, or accepted and
// silent), so that new clients get in: the idle timeout shortens under
// pressure. Its connections also turn the plain-text errors net/http writes
// itself (431, 400, 501) into the API's error object.
type ConnGuard struct {
	net.Listener
	max int
	// Under pressure (open ≥ 3/4 of max) a connection idle for longer
	// than pressureIdle is closed; at the cap, every idle one.
	pressureIdle time.Duration

	mu        sync.Mutex
	open      int
	idleSince map[net.Conn]time.Time
	closed    atomic.Int64 // idle connections closed under pressure

	// draining is set once Drain has begun, at drainAt (under mu); the
	// listener is closed once (closeOnce), by Drain or by net/http.
	draining  atomic.Bool
	drainAt   time.Time
	closeOnce sync.Once
	closeErr  error
}

// NewConnGuard guards ln, whose open connections are capped at max (by
// netutil.LimitListener, say).
func NewConnGuard(ln net.Listener, max int) *ConnGuard {
	return &ConnGuard{Listener: ln, max: max, pressureIdle: time.Second, idleSince: map[net.Conn]time.Time{}}
}

// Accept accepts a connection whose net/http errors are the API's.
func (g *ConnGuard) Accept() (net.Conn, error) {
	c, err := g.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &errorConn{Conn: c}, nil
}

// State is the http.Server's ConnState hook.
func (g *ConnGuard) State(c net.Conn, st http.ConnState) {
	g.mu.Lock()
	defer g.mu.Unlock()
	switch st {
	case http.StateNew:
		g.open++
		g.idleSince[c] = time.Now() // silent until its first request
	case http.StateActive:
		delete(g.idleSince, c)
	case http.StateIdle:
		g.idleSince[c] = time.Now()
	case http.StateHijacked, http.StateClosed:
		g.open--
		delete(g.idleSince, c)
	}
}

// sweep closes idle connections when open ones are near the cap. Closing
// an idle connection is what a graceful shutdown does: a client with a
// request ready retries it on a new connection. A connection whose
// request has arrived is not idle, whatever net/http says: one whose
// request net/http has begun to read is left to it, and one whose request
// waits unread in the socket (net/http had no processor to read it yet)
// is answered 503, which a client reads as such rather than as a reset.
func (g *ConnGuard) sweep(now time.Time) {
	g.mu.Lock()
	if g.open < g.max*3/4 {
		g.mu.Unlock()
		return
	}
	limit := g.pressureIdle
	if g.open >= g.max {
		limit = 0
	}
	var idle, sent []net.Conn
	for c, t := range g.idleSince {
		if now.Sub(t) < limit || readSince(c, t) {
			continue
		}
		delete(g.idleSince, c)
		if unreadBytes(c) {
			sent = append(sent, c)
		} else {
			idle = append(idle, c)
		}
	}
	g.mu.Unlock()
	for _, c := range idle {
		c.Close()
		g.closed.Add(1)
	}
	for _, c := range sent {
		refuse(c, errOverloaded())
		g.closed.Add(1)
	}
}

// Run sweeps the idle connections every so often, until ctx is done.
func (g *ConnGuard) Run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			g.sweep(now)
		}
	}
}

// openConns is the number of open connections.
func (g *ConnGuard) openConns() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.open
}

// errorConn replaces the plain-text error responses net/http writes on the
// connection itself, before any handler runs (a request line or headers
// over MaxHeaderBytes, a malformed request), with the API's error object.
// A request line that is too long is reported as 414, the rest of an
// oversized header block as 431.
type errorConn struct {
	net.Conn
	// lineDone is set once the current request's line has been read, so
	// that "too large" can say which part was. Reads may come from the
	// server's background reader while a handler writes.
	lineDone atomic.Bool
	// lastRead is when bytes were last read (Unix nanoseconds): after
	// the connection turned idle, a request is on its way in.
	lastRead atomic.Int64
}

func (c *errorConn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	if n > 0 {
		c.lastRead.Store(time.Now().UnixNano())
		if !c.lineDone.Load() && bytes.IndexByte(p[:n], '\n') >= 0 {
			c.lineDone.Store(true)
		}
	}
	return n, err
}

// plainErrorHeaders is what net/http's own error responses carry right after
// their status line; its handlers' responses have their headers sorted, so
// never this sequence.
const plainErrorHeaders = "\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n"

func (c *errorConn) Write(p []byte) (int, error) {
	if body, ok := serverError(p, !c.lineDone.Load()); ok {
		if _, err := c.Conn.Write(body); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	c.lineDone.Store(false) // a response: the next bytes read start a request
	return c.Conn.Write(p)
}

// serverError recognises one of net/http's own error responses in p and
// returns the response to send instead.
func serverError(p []byte, inLine bool) ([]byte, bool) {
	const proto = "HTTP/1.1 "
	if len(p) < len(proto)+3 || string(p[:len(proto)]) != proto {
		return nil, false
	}
	eol := bytes.Index(p, []byte("\r\n"))
	if eol < 0 || !bytes.HasPrefix(p[eol:], []byte(plainErrorHeaders)) {
		return nil, false
	}
	status, err := strconv.Atoi(string(p[len(proto) : len(proto)+3]))
	if err != nil || status < 400 {
		return nil, false
	}
	var e *Error
	switch {
	case status == http.StatusRequestHeaderFieldsTooLarge && inLine:
		e = Errorf(http.StatusRequestURITooLong, "uri_too_long", "the request target is too long")
	case status == http.StatusRequestHeaderFieldsTooLarge:
		e = Errorf(status, "headers_too_large", "the request's header fields are too large")
	default:
		// The text after the status is net/http's own, never the client's.
		details := string(p[eol+len(plainErrorHeaders):])
		if _, rest, ok := bytes.Cut([]byte(details), []byte(" ")); ok {
			details = string(rest)
		}
		code := StatusCode(status)
		if code == "" {
			code = "bad_request"
		}
		e = Errorf(status, code, "%s", text.Truncate(details, 200))
	}
	return errorResponse(e), true
}

// errorResponse is a complete HTTP/1.1 response carrying e, for errors
// answered below the router; the connection closes after it.
func errorResponse(e *Error) []byte {
	body, _ := json.Marshal(e)
	var b bytes.Buffer
	fmt.Fprintf(&b, "HTTP/1.1 %d %s\r\n", e.Status, http.StatusText(e.Status))
	fmt.Fprintf(&b, "Cache-Control: no-store\r\nConnection: close\r\nContent-Length: %d\r\n", len(body))
	fmt.Fprintf(&b, "Content-Security-Policy: %s\r\nContent-Type: application/json\r\n", contentSecurityPolicy)
	fmt.Fprintf(&b, "Date: %s\r\n", time.Now().UTC().Format(http.TimeFormat))
	if e.RetryAfter > 0 {
		fmt.Fprintf(&b, "Retry-After: %d\r\n", e.RetryAfter)
	}
	b.WriteString("X-Content-Type-Options: nosniff\r\n\r\n")
	b.Write(body)
	return b.Bytes()
}

// Limits bound the work of every server made with them: how many
// expensive requests are answered at once, in all and for each client
// address, and how fast each client address may send requests. They live
// outside any one server so that a reload, during which the old
// snapshot's server finishes its requests while the new one takes others,
// cannot let twice the load in.
type Limits struct {
	busy chan struct{}
	// share is how many expensive requests one client address may have
	// answered at once while other clients are about (see seen); beyond
	// it they wait their turn, at most queue of them (four times the
	// global cap: a queue longer than that would not be served within
	// the deadline), behind that client's own.
	share, queue int
	clients      *clientLimiter

	mu     sync.Mutex
	shares map[string]*clientShare
	seen   recentClients
}

// clientShare is one client address's expensive requests: running are
// being answered, waiters wait for their turn, in order (each is closed
// when its turn comes). The entry is dropped when both are none.
type clientShare struct {
	running int
	waiters []chan struct{}
}

// otherClientWindow is how recently another client must have made a
// request for a client to be held to its share: a reader at a table
// sends a request every few seconds, and its next one must not find
// every core taken.
const otherClientWindow = 10 * time.Second

// recentClients remembers the last two client addresses that made a
// request, and when: enough to tell whether a client other than a given
// one made a request lately.
type recentClients struct {
	addr [2]string
	at   [2]time.Time
}

// note records a request of client at now.
func (r *recentClients) note(client string, now time.Time) {
	i := 0
	switch {
	case r.addr[0] == client:
	case r.addr[1] == client:
		i = 1
	case r.at[1].Before(r.at[0]):
		i = 1
	}
	r.addr[i], r.at[i] = client, now
}

// other reports whether a client other than client made a request
// within otherClientWindow of now.
func (r *recentClients) other(client string, now time.Time) bool {
	for i := range r.addr {
		if r.addr[i] != "" && r.addr[i] != client && now.Sub(r.at[i]) < otherClientWindow {
			return true
		}
	}
	return false
}

// LimitOptions configure NewLimitsWith; zero fields take their defaults.
type LimitOptions struct {
	// MaxBusy bounds the expensive requests answered at once, from every
	// client (0: DefaultMaxBusy()); more are answered 503.
	MaxBusy int
	// ClientShare bounds those of one client address while other
	// clients are about (0: DefaultClientShare()); more wait behind that
	// client's own, within their deadline. Alone, a client may have all
	// but ClientShare of MaxBusy.
	ClientShare int
	// PerSecond, when positive, is each client address's rate, with
	// bursts of Burst (0: twice the rate); over it, 429.
	PerSecond float64
	Burst     int
}

// NewLimits admits maxBusy expensive requests at once (0 means
// DefaultMaxBusy()), DefaultClientShare() of them from one client and,
// when perSecond is positive, that many requests a second per client
// address, with bursts of burst (0: twice the rate).
func NewLimits(maxBusy int, perSecond float64, burst int) *Limits {
	return NewLimitsWith(LimitOptions{MaxBusy: maxBusy, PerSecond: perSecond, Burst: burst})
}

// NewLimitsWith makes the limits o describes.
func NewLimitsWith(o LimitOptions) *Limits {
	if o.MaxBusy <= 0 {
		o.MaxBusy = DefaultMaxBusy()
	}
	if o.ClientShare <= 0 {
		o.ClientShare = DefaultClientShare()
	}
	l := &Limits{busy: make(chan struct{}, o.MaxBusy), share: min(o.ClientShare, o.MaxBusy), queue: 4 * o.MaxBusy,
		shares: map[string]*clientShare{}}
	if o.PerSecond > 0 {
		l.clients = newClientLimiter(o.PerSecond, o.Burst)
	}
	return l
}

// DefaultClientShare is the default number of expensive requests one
// client address has answered at once while other clients are about:
// half the processors, at least one. The other half stays free for the
// other clients: a cached answer, a page or a probe needs a processor at
// once, and with every one of them running a costly query it waited for
// the scheduler's 10 ms time slice.
func DefaultClientShare() int { return max(1, runtime.GOMAXPROCS(0)/2) }

// errOverloaded is the answer to an expensive request that cannot be
// admitted: the server is busy, or this client has more queued than it
// may.
func errOverloaded() *Error {
	e := Errorf(http.StatusServiceUnavailable, "overloaded", "the server is busy; retry in a second")
	e.RetryAfter = 1
	return e
}

// Admit admits one expensive request of client, or says why not (an
// *Error, 503 overloaded). While another client has made a request lately
// (Note), a client has its share of requests answered at once; alone, it
// may have every slot but a share, kept for the next client to come.
// Beyond that a request waits for one of that client's own to finish, for
// as long as wait allows, behind the others it queued; beyond the global
// cap it is answered 503 at once, since a queued request would only
// finish after its deadline. release must be called once the request is
// answered.
func (l *Limits) Admit(wait context.Context, client string) (release func(), err error) {
	l.mu.Lock()
	sh := l.shares[client]
	if sh == nil {
		sh = &clientShare{}
		l.shares[client] = sh
	}
	var turn chan struct{}
	switch {
	case len(sh.waiters) == 0 && sh.running < l.limitOf(client, time.Now()):
		sh.running++
	case len(sh.waiters) >= l.queue:
		l.dropIfDone(client, sh)
		l.mu.Unlock()
		return nil, errOverloaded()
	default:
		turn = make(chan struct{})
		sh.waiters = append(sh.waiters, turn)
	}
	l.mu.Unlock()
	if turn != nil && !l.await(wait, client, sh, turn) {
		return nil, errOverloaded()
	}
	select {
	case l.busy <- struct{}{}:
		return func() { <-l.busy; l.leave(client, sh) }, nil
	default:
		l.leave(client, sh)
		return nil, errOverloaded()
	}
}

// await waits for turn, client's place in its queue, for as long as wait
// allows. When wait ends first, the place is given up, or, if its turn
// came meanwhile, the slot it was given.
func (l *Limits) await(wait context.Context, client string, sh *clientShare, turn chan struct{}) bool {
	select {
	case <-turn:
		return true
	case <-wait.Done():
	}
	l.mu.Lock()
	if i := slices.Index(sh.waiters, turn); i >= 0 {
		sh.waiters = slices.Delete(sh.waiters, i, i+1)
		l.dropIfDone(client, sh)
		l.mu.Unlock()
		return false
	}
	l.mu.Unlock()
	l.leave(client, sh) // its turn came as the wait ended
	return false
}

// leave gives back a request's slot in client's share, and gives the
// next of its waiters their turn, as many as its limit allows now.
func (l *Limits) leave(client string, sh *clientShare) {
	l.mu.Lock()
	defer l.mu.Unlock()
	sh.running--
	for limit := l.limitOf(client, time.Now()); len(sh.waiters) > 0 && sh.running < limit; {
		close(sh.waiters[0])
		sh.waiters = sh.waiters[1:]
		sh.running++
	}
	l.dropIfDone(client, sh)
}

// dropIfDone forgets client's share when it has nothing running or
// waiting. l.mu is held.
func (l *Limits) dropIfDone(client string, sh *clientShare) {
	if sh.running == 0 && len(sh.waiters) == 0 && l.shares[client] == sh {
		delete(l.shares, client)
	}
}

// limitOf is how many expensive requests client may have answered at
// once at now: its share while another client is about, else every slot
// but a share. l.mu is held.
func (l *Limits) limitOf(client string, now time.Time) int {
	if l.seen.other(client, now) {
		return l.share
	}
	return max(l.share, cap(l.busy)-l.share)
}

// Note records that client made a request at now (any request but the
// probes'): while it is recent, the other clients are held to their share.
func (l *Limits) Note(client string, now time.Time) {
	l.mu.Lock()
	l.seen.note(client, now)
	l.mu.Unlock()
}

// ShareOf is how many expensive requests client may have answered at
// once now (see Admit): a server gives each of them no more processors
// than that (index.WithParallelism), so that the limit bounds the cores
// one client keeps busy.
func (l *Limits) ShareOf(client string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.limitOf(client, time.Now())
}

// shed admits the expensive requests (Options.Expensive) through Limits:
// at most the client's share at once, the others of that client waiting
// their turn for up to half the request's timeout; beyond the global cap,
// 503 with Retry-After at once.
func (ch *chain) shed(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if !ch.opts.Expensive[c.Path()] {
			return next(c)
		}
		release, err := ch.opts.Limits.AdmitRequest(c, ch.opts.Timeout, ch.opts.Metrics)
		if err != nil {
			return err
		}
		defer release()
		return next(c)
	}
}

// AdmitRequest admits c's request as Admit does, for its client address
// (c.RealIP()), waiting its turn for at most half of timeout (the
// request's own; 0: 5 s): the other half is left for answering it. A
// request turned away is counted in m.
func (l *Limits) AdmitRequest(c echo.Context, timeout time.Duration, m *Metrics) (release func(), err error) {
	if timeout <= 0 {
		timeout = 5 * time.Second
	}
	wait, cancel := context.WithTimeout(c.Request().Context(), timeout/2)
	defer cancel()
	release, err = l.Admit(wait, c.RealIP())
	if err != nil {
		m.shed.Inc()
	}
	return release, err
}

// clientLimiter holds one token bucket per client address.
type clientLimiter struct {
	rate  rate.Limit
	burst int

	mu      sync.Mutex
	clients map[string]*clientBucket
	sweepAt time.Time
}

type clientBucket struct {
	lim  *rate.Limiter
	seen time.Time
}

func newClientLimiter(perSecond float64, burst int) *clientLimiter {
	if burst <= 0 {
		burst = max(1, int(math.Ceil(2*perSecond)))
	}
	return &clientLimiter{rate: rate.Limit(perSecond), burst: burst, clients: map[string]*clientBucket{}}
}

// allow reports whether client may make a request now and, if not, in
// how many seconds it may.
func (l *clientLimiter) allow(client string, now time.Time) (bool, int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.After(l.sweepAt) {
		// Forget the clients whose bucket has been full for a while: a
		// new bucket for them would be the same.
		for k, b := range l.clients {
			if now.Sub(b.seen) > time.Minute {
				delete(l.clients, k)
			}
		}
		l.sweepAt = now.Add(time.Minute)
	}
	b := l.clients[client]
	if b == nil {
		b = &clientBucket{lim: rate.NewLimiter(l.rate, l.burst)}
		l.clients[client] = b
	}
	b.seen = now
	r := b.lim.ReserveN(now, 1)
	if !r.OK() {
		return false, 1
	}
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, max(1, int(math.Ceil(d.Seconds())))
	}
	return true, 0
}

// rateLimit notes each client's request (Limits.Note) and answers 429 to
// a client over its rate, when one is set; never on the routes of
// Options.Unlimited.
func (ch *chain) rateLimit(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if ch.opts.Unlimited[c.Path()] {
			return next(c)
		}
		now := time.Now()
		ch.opts.Limits.Note(c.RealIP(), now)
		lim := ch.opts.Limits.clients
		if lim == nil {
			return next(c)
		}
		ok, retry := lim.allow(c.RealIP(), now)
		if !ok {
			ch.opts.Metrics.limited.Inc()
			e := Errorf(http.StatusTooManyRequests, "rate_limited", "too many requests from this address; retry in %d s", retry)
			e.RetryAfter = retry
			return e
		}
		return next(c)
	}
}
