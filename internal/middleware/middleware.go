package middleware

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"hash/maphash"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

// contentSecurityPolicy allows nothing but this origin's own files: no
// inline script or style, no frames, no form posting elsewhere.
const contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; " +
	"connect-src 'self'; worker-src 'self'; manifest-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// maxURLBytes bounds the request target; longer ones get a 414 before any
// handler parses them.
const maxURLBytes = 8 << 10

// Options are what the chain needs of the server it fronts.
type Options struct {
	// Log receives the access log and the panics; Metrics counts the
	// requests. Both are required.
	Log     *slog.Logger
	Metrics *Metrics
	// Limits bound the expensive requests answered at once and each
	// client's rate; Expensive names the route templates that count as
	// expensive, Unlimited those no rate limit applies to (probes, the
	// metrics scrape).
	Limits               *Limits
	Expensive, Unlimited map[string]bool
	// BodyLimit bounds request bodies ("64K"); Timeout a request's
	// handling.
	BodyLimit string
	Timeout   time.Duration
	// Buffers lends the buffers a response is held in until the handler
	// is done (the handlers render into the same).
	Buffers *BufferPool
	// TrustedProxies are the peers whose X-Forwarded-For is read (see
	// ClientIP); none by default.
	TrustedProxies []netip.Prefix
}

// gzipCacheBytes bounds the cache of compressed bodies.
const gzipCacheBytes = 16 << 20

// chain is the middleware of one server.
type chain struct {
	opts    Options
	gz      *LRU[string, []byte] // ETag → gzipped body
	tagSeed maphash.Seed         // for ETags
}

// A Chain is the middleware installed on one server.
type Chain struct{ ch *chain }

// Compressed is how many compressed bodies the chain remembers.
func (c Chain) Compressed() int { return c.ch.gz.Len() }

// Install installs the chain on e, outermost first: request id, metrics
// and access log, panic recovery, security headers, the per-client rate
// limit, input checks, load shedding on expensive routes, body limit,
// timeout, and closest to the handler finish (ETag, Cache-Control, gzip),
// which sees the whole body.
func Install(e *echo.Echo, opts Options) Chain {
	ch := &chain{opts: opts, tagSeed: maphash.MakeSeed(),
		gz: NewLRU(gzipCacheBytes, func(tag string, z []byte) int64 { return int64(len(tag) + len(z)) })}
	e.IPExtractor = ClientIP(opts.TrustedProxies)
	e.Use(dropForeignRequestID)
	e.Use(middleware.RequestID())
	e.Use(ch.observe)
	e.Use(middleware.RecoverWithConfig(middleware.RecoverConfig{
		DisableStackAll:   true,
		DisablePrintStack: true,
		LogErrorFunc: func(c echo.Context, err error, stack []byte) error {
			opts.Log.ErrorContext(c.Request().Context(), "panic", "err", err.Error(),
				"request_id", c.Response().Header().Get(echo.HeaderXRequestID), "stack", string(stack))
			return Errorf(http.StatusInternalServerError, "internal_error", "the server could not answer; the error is logged")
		},
	}))
	e.Use(securityHeaders)
	e.Use(ch.rateLimit)
	e.Use(checkInput)
	e.Use(ch.shed)
	e.Use(middleware.BodyLimit(opts.BodyLimit))
	e.Use(middleware.ContextTimeout(opts.Timeout))
	e.Use(ch.finish)
	return Chain{ch}
}

// ClientIP returns how the client address (for the log, the rate limit
// and the per-client share of the expensive requests) is read: the peer's,
// unless the peer is one of the trusted proxies, and then the right-most
// address of X-Forwarded-For that is not one of them. Proxies append the
// address they received from, so the addresses left of the first
// untrusted one are whatever that client wrote. No proxy is trusted unless
// named, not even a loopback or private one: on a local network every
// client has a private address.
func ClientIP(trusted []netip.Prefix) echo.IPExtractor {
	if len(trusted) == 0 {
		return echo.ExtractIPDirect()
	}
	opts := []echo.TrustOption{echo.TrustLoopback(false), echo.TrustLinkLocal(false), echo.TrustPrivateNet(false)}
	for _, p := range trusted {
		p = p.Masked()
		opts = append(opts, echo.TrustIPRange(&net.IPNet{IP: p.Addr().AsSlice(), Mask: net.CIDRMask(p.Bits(), p.Addr().BitLen())}))
	}
	return echo.ExtractIPFromXFFHeader(opts...)
}

// maxUserAgentBytes bounds the user agent the access log repeats.
const maxUserAgentBytes = 256

// observe counts each request in the metrics and writes its access log
// line: route template, status, latency, response size, client address
// and user agent.
func (ch *chain) observe(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		start := time.Now()
		m, log := ch.opts.Metrics, ch.opts.Log
		m.inflight.Inc()
		if err := next(c); err != nil {
			c.Error(err) // writes the error response, so that its status is known
		}
		m.inflight.Dec()
		latency := time.Since(start)
		req, res := c.Request(), c.Response()
		route := routeLabel(c)
		m.request(route, req.Method, res.Status, latency)
		level := slog.LevelInfo
		if res.Status >= 500 {
			level = slog.LevelError
		}
		if !log.Enabled(req.Context(), level) {
			return nil
		}
		log.LogAttrs(req.Context(), level, "request",
			slog.String("method", req.Method),
			slog.String("path", text.Truncate(req.URL.Path, 200)),
			slog.String("route", route),
			slog.Int("status", res.Status),
			slog.Duration("latency", latency),
			slog.Int64("bytes", res.Size),
			slog.String("client", c.RealIP()),
			slog.String("user_agent", text.Truncate(req.UserAgent(), maxUserAgentBytes)),
			slog.String("request_id", res.Header().Get(echo.HeaderXRequestID)),
		)
		return nil
	}
}

// dropForeignRequestID keeps a client's X-Request-Id (a proxy's, say) only
// when it is a short token, so that the logs never carry a client's
// arbitrary text under that name.
func dropForeignRequestID(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		h := c.Request().Header
		if id := h.Get(echo.HeaderXRequestID); id != "" && !requestIDToken(id) {
			h.Del(echo.HeaderXRequestID)
		}
		return next(c)
	}
}

func requestIDToken(s string) bool {
	if len(s) > 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.') {
			return false
		}
	}
	return true
}

func securityHeaders(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		h := c.Response().Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Cross-Origin-Resource-Policy", "same-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()")
		return next(c)
	}
}

// checkInput turns away requests no handler should see: an overlong
// target, a path or query that is not valid UTF-8 once unescaped, and
// methods other than GET and HEAD (the service is read-only).
func checkInput(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		r := c.Request()
		if len(r.RequestURI) > maxURLBytes || len(r.URL.RawQuery) > maxURLBytes {
			return Errorf(http.StatusRequestURITooLong, "uri_too_long", "the request target is longer than %d bytes", maxURLBytes)
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			c.Response().Header().Set("Allow", "GET, HEAD")
			return Errorf(http.StatusMethodNotAllowed, "method_not_allowed", "only GET and HEAD are served")
		}
		if !utf8.ValidString(r.URL.Path) {
			return Errorf(http.StatusBadRequest, "invalid_utf8", "the path is not valid UTF-8")
		}
		q, err := url.ParseQuery(r.URL.RawQuery)
		if err != nil {
			return Errorf(http.StatusBadRequest, "bad_query_string", "the query string is malformed")
		}
		for k, vs := range q {
			if !utf8.ValidString(k) {
				return Errorf(http.StatusBadRequest, "invalid_utf8", "a parameter name is not valid UTF-8")
			}
			for _, v := range vs {
				if !utf8.ValidString(v) || strings.ContainsRune(v, 0) {
					return Errorf(http.StatusBadRequest, "invalid_utf8", "parameter %q is not valid UTF-8 text", k)
				}
			}
		}
		return next(c)
	}
}

// finish buffers each GET response and, once the handler is done:
//   - tags a 200 with a weak ETag, a hash of its body, and answers 304 to
//     a matching If-None-Match;
//   - sets Cache-Control when the handler did not: pages and API answers
//     change only with the binary, so a short max-age plus revalidation;
//   - compresses the body with gzip when the client accepts it. The
//     compressed form of each distinct body is remembered by its tag, so
//     that the same page or search answer is compressed only once.
//
// The tag is weak because the gzip and identity forms share it. It is a
// 64-bit hash (plus the length) with a seed drawn at start: tags only need
// to change when a body does, within one run of one binary, and a crypto
// hash cost more than the rest of a cached search's answer.
func (ch *chain) finish(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		r := c.Request()
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			return next(c)
		}
		res := c.Response()
		orig := res.Writer
		bw := &bufferedWriter{ResponseWriter: orig, status: http.StatusOK, buf: ch.opts.Buffers.Get()}
		res.Writer = bw
		// Restored even on a panic, so that the error page recover writes
		// reaches the client instead of this buffer.
		defer func() { res.Writer = orig }()
		err := next(c)
		res.Writer = orig
		if err != nil || bw.hijacked {
			return err
		}
		// The body is written (copied) below before the buffer goes back.
		defer ch.opts.Buffers.Put(bw.buf)
		h := orig.Header()
		body := bw.buf.Bytes()
		tag := ""
		if bw.status == http.StatusOK && h.Get("ETag") == "" {
			tag = `W/"` + strconv.FormatUint(maphash.Bytes(ch.tagSeed, body), 36) + strconv.Itoa(len(body)) + `"`
			h.Set("ETag", tag)
			if h.Get("Cache-Control") == "" {
				h.Set("Cache-Control", "public, max-age=300")
			}
			if etagMatch(r.Header.Get("If-None-Match"), tag) {
				h.Del("Content-Length")
				h.Del("Content-Type")
				orig.WriteHeader(http.StatusNotModified)
				res.Status = http.StatusNotModified
				res.Size = 0
				return nil
			}
		}
		if compressible(h.Get("Content-Type")) && len(body) >= minGzipBytes && h.Get("Content-Encoding") == "" {
			h.Add("Vary", "Accept-Encoding")
			if acceptsGzip(r.Header.Get("Accept-Encoding")) {
				body = ch.gzipped(tag, body)
				h.Set("Content-Encoding", "gzip")
			}
		}
		h.Set("Content-Length", strconv.Itoa(len(body)))
		orig.WriteHeader(bw.status)
		if r.Method == http.MethodHead {
			res.Size = 0
			return nil
		}
		_, werr := orig.Write(body)
		res.Size = int64(len(body)) // what went out, compressed or not
		return werr
	}
}

// minGzipBytes: below this, compression saves less than it costs.
const minGzipBytes = 1024

// gzipped returns body compressed, from the cache when tag ("" for an
// untagged body, which is not cached) was compressed before.
func (ch *chain) gzipped(tag string, body []byte) []byte {
	if tag != "" {
		if z, ok := ch.gz.Get(tag); ok {
			return z
		}
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	zw.Write(body)
	zw.Close()
	z := buf.Bytes()
	if tag != "" {
		ch.gz.Put(tag, z)
	}
	return z
}

func compressible(contentType string) bool {
	for _, p := range []string{"text/", "application/json", "image/svg+xml", "application/javascript"} {
		if strings.HasPrefix(contentType, p) {
			return true
		}
	}
	return false
}

// acceptsGzip reads Accept-Encoding: gzip (or *) with a non-zero quality.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding != "gzip" && coding != "*" {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}

func etagMatch(header, tag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimSpace(t)
		if t == tag || t == "*" || strings.TrimPrefix(t, "W/") == tag {
			return true
		}
	}
	return false
}

// bufferedWriter holds a response until the handler is done, so that etag
// can hash it. Echo's Response writes through it.
type bufferedWriter struct {
	http.ResponseWriter
	buf      *bytes.Buffer
	status   int
	hijacked bool
}

func (w *bufferedWriter) WriteHeader(code int)        { w.status = code }
func (w *bufferedWriter) Write(b []byte) (int, error) { return w.buf.Write(b) }
func (w *bufferedWriter) Flush()                      {}
func (w *bufferedWriter) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	hj, ok := w.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, errors.New("middleware: connection cannot be hijacked")
	}
	w.hijacked = true
	return hj.Hijack()
}
func (w *bufferedWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// BufferPool lends the buffers pages are rendered into and responses
// held in (see finish): a search page grows its buffer through a dozen
// sizes, and under load the garbage collector's share of the CPU was
// larger than the template's. The zero value is ready.
type BufferPool struct{ p sync.Pool }

// maxPooledBytes: a buffer grown past this (a long document page) is left
// to the collector rather than held for the next small page.
const maxPooledBytes = 1 << 20

// Get lends a buffer, empty.
func (bp *BufferPool) Get() *bytes.Buffer {
	if b, ok := bp.p.Get().(*bytes.Buffer); ok {
		return b
	}
	return new(bytes.Buffer)
}

// Put takes a buffer back.
func (bp *BufferPool) Put(b *bytes.Buffer) {
	if b.Cap() > maxPooledBytes {
		return
	}
	b.Reset()
	bp.p.Put(b)
}
