package api

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbitre/arbitre/internal/middleware"
)

// serveLoopback serves h on a loopback port with opt until the test ends.
func serveLoopback(t *testing.T, h http.Handler, opt ServeOptions) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, ln, h, opt) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return ln.Addr().String()
}

func scrape(t *testing.T, s *Server) string {
	t.Helper()
	w := get(t, s, "/metrics")
	if w.Code != 200 || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") || w.Header().Get("Cache-Control") != "no-store" {
		t.Fatalf("/metrics = %d %q %q", w.Code, w.Header().Get("Content-Type"), w.Header().Get("Cache-Control"))
	}
	return w.Body.String()
}

func TestMetrics(t *testing.T) {
	m := middleware.NewMetrics()
	s := newTestServer(t, func(c *Config) { c.Metrics = m; c.CacheBytes = 1 << 20 })
	get(t, s, "/api/cards/dsk-fr-anthropede")
	get(t, s, "/api/cards/dsk-fr-nope")
	get(t, s, "/cards/dsk-fr-anthropede")
	get(t, s, "/no/such/page")
	get(t, s, "/api/search?q=piscine")
	get(t, s, "/api/search?q=piscine")
	m.IndexReady(1234, 1500*time.Millisecond)
	out := scrape(t, s)
	for _, want := range []string{
		`arbitre_http_requests_total{code="200",method="GET",route="/api/cards/:id"} 1`,
		`arbitre_http_requests_total{code="404",method="GET",route="/api/cards/:id"} 1`,
		`arbitre_http_requests_total{code="200",method="GET",route="/cards/:id"} 1`,
		`arbitre_http_requests_total{code="200",method="GET",route="/api/search"} 2`,
		`arbitre_http_request_duration_seconds_bucket{route="/api/search",le="0.005"}`,
		`arbitre_http_request_duration_seconds_count{route="/api/cards/:id"} 2`,
		`arbitre_http_requests_in_flight 1`, // the scrape itself
		`arbitre_search_cache_hits_total 1`,
		`arbitre_search_cache_misses_total 1`,
		`arbitre_search_cache_hit_ratio 0.5`,
		`arbitre_search_cache_entries 1`,
		`arbitre_search_cache_max_bytes 1.048576e+06`,
		`arbitre_index_documents 1234`,
		`arbitre_index_build_seconds 1.5`,
		`arbitre_reloads_total{result="ok"} 0`,
		`arbitre_reloads_total{result="failed"} 0`,
		`arbitre_reload_last_timestamp_seconds 0`,
		`arbitre_http_shed_total 0`,
		`arbitre_build_info{build_date=`,
		`go_goroutines `,
		`process_cpu_seconds_total `,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("metrics lack %s", want)
		}
	}
	if strings.Contains(out, "dsk-fr-anthropede") || strings.Contains(out, "/no/such/page") {
		t.Error("metrics carry a raw path")
	}
	if !regexp.MustCompile(`arbitre_search_cache_bytes [1-9]`).MatchString(out) {
		t.Error("cache bytes not reported")
	}
	if !strings.Contains(out, `route="unmatched"`) && !strings.Contains(out, `route="/*"`) {
		t.Error("unmatched request not counted under one label")
	}

	// A reload, once hot reload calls it, is counted.
	m.Reloaded(time.Unix(1700000000, 0), errors.New("bad document"))
	if out := scrape(t, s); !strings.Contains(out, `arbitre_reloads_total{result="failed"} 1`) ||
		!strings.Contains(out, "arbitre_reload_last_success 0") || !strings.Contains(out, "arbitre_reload_last_timestamp_seconds 1.7e+09") {
		t.Errorf("failed reload not reported")
	}

	// Each server without a shared Metrics has its own registry: building a
	// second one neither panics (as the global registry would) nor counts
	// into the first.
	other := newTestServer(t)
	if out := scrape(t, other); strings.Contains(out, `route="/api/cards/:id"`) {
		t.Error("a second server counts the first's requests")
	}
}

func TestVersion(t *testing.T) {
	s := newTestServer(t)
	w := get(t, s, "/api/version")
	var v struct {
		Object, Version, Commit, Corpus string
		Date                            string `json:"build_date"`
		GoVersion                       string `json:"go_version"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil || w.Code != 200 {
		t.Fatalf("%d %s", w.Code, w.Body)
	}
	want, err := CorpusFingerprint(s.kb)
	if err != nil {
		t.Fatal(err)
	}
	if v.Object != "version" || v.Version == "" || v.Commit == "" || v.Date == "" || v.GoVersion != runtime.Version() || v.Corpus != want {
		t.Errorf("version = %+v, corpus want %s", v, want)
	}
	// The fingerprint follows the content.
	kb := *s.kb
	kb.Cards = kb.Cards[1:]
	if other, _ := CorpusFingerprint(&kb); other == want {
		t.Error("fingerprint does not change with the knowledge base")
	}
}

func TestAccessLog(t *testing.T) {
	var buf bytes.Buffer
	s := newTestServer(t, func(c *Config) { c.Logger = newJSONLogger(&buf) })
	get(t, s, "/api/cards/dsk-fr-anthropede", "User-Agent", "probe/1.0", "Accept-Encoding", "gzip")
	var rec map[string]any
	if err := json.Unmarshal(bytes.SplitN(buf.Bytes(), []byte("\n"), 2)[0], &rec); err != nil {
		t.Fatalf("%v: %s", err, buf.String())
	}
	for _, k := range []string{"msg", "method", "path", "route", "status", "latency", "bytes", "client", "user_agent", "request_id"} {
		if _, ok := rec[k]; !ok {
			t.Errorf("access log lacks %s: %v", k, rec)
		}
	}
	if rec["user_agent"] != "probe/1.0" || rec["client"] != "192.0.2.1" || rec["route"] != "/api/cards/:id" {
		t.Errorf("access log = %v", rec)
	}
	if n, _ := rec["bytes"].(float64); n <= 0 {
		t.Errorf("bytes = %v", rec["bytes"])
	}
}

// TestShed: beyond MaxBusy expensive requests at once, the next get 503
// overloaded with Retry-After at once instead of queueing; cheap routes
// and /healthz are not held back. (The requests holding the slots come
// from other clients: a client's own beyond its share wait their turn,
// see TestClientQueuesBehindItself.)
func TestShed(t *testing.T) {
	kb := fixtureKB(t)
	s := newTestServer(t, func(c *Config) {
		c.Index = &fakeIndex{kb: kb, delay: 400 * time.Millisecond}
		c.MaxBusy = 2
	})
	var wg sync.WaitGroup
	for _, ip := range []string{"198.51.100.1", "198.51.100.2"} {
		wg.Go(func() { fromAddr(s, ip, "/api/search?q=piscine") })
	}
	time.Sleep(100 * time.Millisecond) // both admitted and waiting on the index
	for _, target := range []string{"/api/search?q=piscine", "/search?q=piscine"} {
		start := time.Now()
		w := get(t, s, target)
		if w.Code != 503 || w.Header().Get("Retry-After") != "1" || time.Since(start) > 200*time.Millisecond {
			t.Errorf("%s while busy: %d Retry-After %q after %v", target, w.Code, w.Header().Get("Retry-After"), time.Since(start))
		}
		if strings.HasPrefix(target, "/api/") {
			var e Error
			json.Unmarshal(w.Body.Bytes(), &e)
			if e.Code != "overloaded" || e.RetryAfter != 1 {
				t.Errorf("%s: error %+v", target, e)
			}
		}
	}
	for _, target := range []string{"/healthz", "/api/cards/dsk-fr-anthropede", "/cards/dsk-fr-anthropede"} {
		if w := get(t, s, target); w.Code != 200 {
			t.Errorf("%s while busy: %d", target, w.Code)
		}
	}
	wg.Wait()
	if w := get(t, s, "/api/search?q=piscine"); w.Code != 200 {
		t.Errorf("after the load: %d", w.Code)
	}
	if !strings.Contains(scrape(t, s), "arbitre_http_shed_total 2") {
		t.Error("shed requests not counted")
	}
}

// TestRateLimit: a client over its rate gets 429 with the error object and
// Retry-After; other clients and the probes are not affected; with no rate
// set nobody is limited.
func TestRateLimit(t *testing.T) {
	s := newTestServer(t, func(c *Config) { c.RateLimit = 1; c.RateBurst = 2 })
	from := func(ip, target string) *httptest.ResponseRecorder {
		r := httptest.NewRequest(http.MethodGet, target, nil)
		r.RemoteAddr = ip + ":5555"
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		return w
	}
	for i := range 2 {
		if w := from("203.0.113.7", "/api/cards/dsk-fr-anthropede"); w.Code != 200 {
			t.Fatalf("request %d within the burst: %d", i+1, w.Code)
		}
	}
	w := from("203.0.113.7", "/api/cards/dsk-fr-anthropede")
	var e Error
	json.Unmarshal(w.Body.Bytes(), &e)
	if w.Code != 429 || e.Code != "rate_limited" || e.Status != 429 || e.RetryAfter < 1 || w.Header().Get("Retry-After") == "" {
		t.Errorf("over the rate: %d %s Retry-After %q", w.Code, w.Body, w.Header().Get("Retry-After"))
	}
	if w := from("203.0.113.7", "/cards/dsk-fr-anthropede"); w.Code != 429 || !strings.Contains(w.Body.String(), "rate_limited") {
		t.Errorf("page over the rate: %d", w.Code)
	}
	if w := from("203.0.113.7", "/healthz"); w.Code != 200 {
		t.Errorf("/healthz limited: %d", w.Code)
	}
	if w := from("198.51.100.9", "/api/cards/dsk-fr-anthropede"); w.Code != 200 {
		t.Errorf("another client limited: %d", w.Code)
	}
	free := newTestServer(t)
	for range 20 {
		if w := get(t, free, "/api/cards/dsk-fr-anthropede"); w.Code != 200 {
			t.Fatalf("no rate set, yet %d", w.Code)
		}
	}
}

// TestIdleConnectionsDoNotLockOut: with every connection the cap allows
// held open and idle (keep-alive after a request, or silent), a new client
// still gets /healthz answered: idle connections are closed under pressure.
func TestIdleConnectionsDoNotLockOut(t *testing.T) {
	s := newTestServer(t)
	const max = 20
	addr := serveLoopback(t, s, ServeOptions{Grace: 5 * time.Second, MaxConns: max})
	var conns []net.Conn
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	for i := range max {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
		if i%2 == 1 {
			continue // silent: never sends a request
		}
		fmt.Fprintf(c, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
		res, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close() // the connection stays open, idle
	}
	client := &http.Client{Timeout: 4 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	start := time.Now()
	res, err := client.Get("http://" + addr + "/healthz")
	if err != nil {
		t.Fatalf("/healthz with %d idle connections open: %v", max, err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("/healthz = %d", res.StatusCode)
	}
	t.Logf("answered after %v", time.Since(start))
}

// rawRequest sends req on a new connection and reads the response.
func rawRequest(t *testing.T, addr, req string) (*http.Response, []byte) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	go io.WriteString(c, req) // the server may answer before reading it all
	res, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res, body
}

// TestOversizedRequestGetsErrorObject: a request whose line or headers
// pass MaxHeaderBytes is refused by net/http itself; the answer is still
// the error object, not a plain-text line.
func TestOversizedRequestGetsErrorObject(t *testing.T) {
	s := newTestServer(t)
	addr := serveLoopback(t, s, ServeOptions{Grace: 5 * time.Second})
	tests := []struct {
		name, req string
		status    int
		code      string
	}{
		{"1 MB query", "GET /api/search?q=" + strings.Repeat("a", 1<<20) + " HTTP/1.1\r\nHost: x\r\n\r\n", 414, "uri_too_long"},
		{"256 KB of headers", "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("b", 256<<10) + "\r\nX-More: " +
			strings.Repeat("c", 64<<10) + "\r\n\r\n", 431, "headers_too_large"},
		{"malformed request line", "GET\r\n\r\n", 400, "bad_request"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, body := rawRequest(t, addr, tt.req)
			var e Error
			if err := json.Unmarshal(body, &e); err != nil {
				t.Fatalf("%d %q: %v", res.StatusCode, body, err)
			}
			if res.StatusCode != tt.status || e.Status != tt.status || e.Code != tt.code || e.Object != "error" ||
				res.Header.Get("Content-Type") != "application/json" || res.Header.Get("X-Content-Type-Options") != "nosniff" {
				t.Errorf("%d %v %s", res.StatusCode, res.Header, body)
			}
			if len(body) > 1024 {
				t.Errorf("%d-byte answer", len(body))
			}
		})
	}
	// The same server still answers ordinary requests, and a 100 KB URL
	// (within MaxHeaderBytes) reaches the handlers' own 414.
	res, body := rawRequest(t, addr, "GET /api/search?q="+strings.Repeat("a", 100<<10)+" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
	if res.StatusCode != 414 || len(body) > 1024 || !strings.Contains(string(body), `"uri_too_long"`) {
		t.Errorf("100 KB URL: %d %.200s", res.StatusCode, body)
	}
	res, _ = rawRequest(t, addr, "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
	if res.StatusCode != 200 {
		t.Errorf("/healthz = %d", res.StatusCode)
	}
}

// TestRenderingRespectsDeadline: a page whose request is past its deadline
// is not rendered.
func TestRenderingRespectsDeadline(t *testing.T) {
	s := newTestServer(t, func(c *Config) { c.Verification, c.Scenarios = fixtureReport() })
	ctx, cancel := context.WithTimeout(context.Background(), time.Nanosecond)
	defer cancel()
	<-ctx.Done()
	r := httptest.NewRequest(http.MethodGet, "/verify", nil).WithContext(ctx)
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	if w.Code != 503 || strings.Contains(w.Body.String(), "scenario") {
		t.Errorf("/verify past its deadline: %d %.200s", w.Code, w.Body)
	}
	// ctxWriter stops a rendering under way.
	ctx2, cancel2 := context.WithCancel(context.Background())
	var buf bytes.Buffer
	cw := &ctxWriter{ctx: ctx2, w: &buf}
	if _, err := cw.Write(make([]byte, 1000)); err != nil {
		t.Fatal(err)
	}
	cancel2()
	var err error
	for i := 0; i < 10 && err == nil; i++ {
		_, err = cw.Write(make([]byte, 1000))
	}
	if !errors.Is(err, context.Canceled) {
		t.Errorf("writing after cancel: %v", err)
	}
}
