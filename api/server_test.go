package api

import (
	"context"
	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// newTestServer serves the fixture knowledge base with the fake index.
func newTestServer(t testing.TB, mod ...func(*Config)) *Server {
	t.Helper()
	kb := fixtureKB(t)
	cfg := Config{
		KB:        kb,
		Index:     &fakeIndex{kb: kb},
		Alignment: fixtureAlignment(t, kb),
		Logger:    slog.New(slog.NewTextHandler(io.Discard, nil)),
	}
	for _, m := range mod {
		m(&cfg)
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// get serves one GET request; headers alternate name, value.
func get(t testing.TB, s http.Handler, target string, headers ...string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, "http://arbitre.test"+target, nil)
	for i := 0; i+1 < len(headers); i += 2 {
		r.Header.Set(headers[i], headers[i+1])
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	return w
}

// fixtureAlignment aligns the fixture's French and Italian notes with the
// real aligner.
func fixtureAlignment(t testing.TB, kb *corpus.KB) *align.Alignment {
	t.Helper()
	al, err := align.Align(kb, "dsk-fr", "dsk-it")
	if err != nil {
		t.Fatal(err)
	}
	return al
}

func TestNewRequiresKB(t *testing.T) {
	if _, err := New(Config{}); err == nil {
		t.Fatal("New accepted a config without a knowledge base")
	}
}

func TestHealthz(t *testing.T) {
	s := newTestServer(t)
	w := get(t, s, "/healthz")
	if w.Code != 200 || !strings.Contains(w.Body.String(), `"status":"ok"`) {
		t.Fatalf("healthz = %d %s", w.Code, w.Body)
	}
	if cc := w.Header().Get("Cache-Control"); cc != "no-store" {
		t.Errorf("healthz Cache-Control = %q", cc)
	}
}

func TestStaticAssets(t *testing.T) {
	s := newTestServer(t)
	for _, tt := range []struct{ path, ctype string }{
		{"/static/style.css", "text/css; charset=utf-8"},
		{"/static/autocomplete.js", "text/javascript; charset=utf-8"},
		{"/static/mana/R.svg", "image/svg+xml"},
	} {
		w := get(t, s, tt.path)
		if w.Code != 200 || w.Header().Get("Content-Type") != tt.ctype {
			t.Errorf("%s = %d %q", tt.path, w.Code, w.Header().Get("Content-Type"))
		}
	}
	v := s.tmpl.version["style.css"]
	w := get(t, s, "/static/style.css?v="+v)
	if cc := w.Header().Get("Cache-Control"); !strings.Contains(cc, "immutable") {
		t.Errorf("versioned asset Cache-Control = %q", cc)
	}
	for _, p := range []string{"/static/../layout.html", "/static/%2e%2e/layout.html", "/static/nope.css", "/static/", "/static/mana"} {
		if w := get(t, s, p); w.Code != 404 && w.Code != 400 {
			t.Errorf("%s = %d, want 404", p, w.Code)
		}
	}
}

func TestUnknownRoutes(t *testing.T) {
	s := newTestServer(t)
	w := get(t, s, "/api/nothing")
	if w.Code != 404 || !strings.Contains(w.Body.String(), `"object":"error"`) {
		t.Errorf("/api/nothing = %d %s", w.Code, w.Body)
	}
	w = get(t, s, "/nothing")
	if w.Code != 404 || !strings.Contains(w.Header().Get("Content-Type"), "text/html") {
		t.Errorf("/nothing = %d %s", w.Code, w.Header().Get("Content-Type"))
	}
}

func TestTimeout(t *testing.T) {
	s := newTestServer(t, func(c *Config) {
		c.Index = &fakeIndex{kb: c.KB, delay: time.Second}
		c.Timeout = 50 * time.Millisecond
	})
	start := time.Now()
	w := get(t, s, "/api/search?q=piscine")
	if w.Code != http.StatusServiceUnavailable || !strings.Contains(w.Body.String(), `"code":"timeout"`) {
		t.Errorf("slow search = %d %s", w.Code, w.Body)
	}
	if d := time.Since(start); d > 500*time.Millisecond {
		t.Errorf("timeout took %v", d)
	}
}

func TestRecover(t *testing.T) {
	s := newTestServer(t, func(c *Config) { c.Index = &fakeIndex{kb: c.KB, panic: true} })
	w := get(t, s, "/api/search?q=piscine")
	if w.Code != 500 || !strings.Contains(w.Body.String(), `"code":"internal_error"`) {
		t.Errorf("panicking search = %d %s", w.Code, w.Body)
	}
	if strings.Contains(w.Body.String(), "goroutine") || strings.Contains(w.Body.String(), "boom") {
		t.Errorf("panic leaks internals: %s", w.Body)
	}
	w = get(t, s, "/search?q=piscine")
	if w.Code != 500 || strings.Contains(w.Body.String(), "boom") {
		t.Errorf("panicking search page = %d %s", w.Code, w.Body)
	}
}

func TestNoIndex(t *testing.T) {
	s := newTestServer(t, func(c *Config) { c.Index = nil })
	if w := get(t, s, "/api/search?q=piscine"); w.Code != 503 {
		t.Errorf("search without index = %d", w.Code)
	}
	if w := get(t, s, "/search?q=piscine"); w.Code != 503 {
		t.Errorf("search page without index = %d", w.Code)
	}
	if w := get(t, s, "/cards/dsk-fr-anthropede"); w.Code != 200 {
		t.Errorf("card page without index = %d", w.Code)
	}
}

func newJSONLogger(w io.Writer) *slog.Logger { return slog.New(slog.NewJSONHandler(w, nil)) }

// TestGracefulShutdown starts a real listener, cancels the serving context
// while a slow search is in flight, and requires that search to complete
// and Serve to return cleanly.
func TestGracefulShutdown(t *testing.T) {
	s := newTestServer(t, func(c *Config) { c.Index = &fakeIndex{kb: c.KB, delay: 300 * time.Millisecond} })
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln, 5*time.Second) }()
	base := "http://" + ln.Addr().String()

	type answer struct {
		code int
		err  error
	}
	inflight := make(chan answer, 1)
	go func() {
		res, err := http.Get(base + "/api/search?q=piscine")
		if err != nil {
			inflight <- answer{err: err}
			return
		}
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		inflight <- answer{code: res.StatusCode}
	}()
	time.Sleep(100 * time.Millisecond) // the search is now waiting on the index
	cancel()

	a := <-inflight
	if a.err != nil || a.code != 200 {
		t.Errorf("in-flight request during shutdown: %d, %v", a.code, a.err)
	}
	select {
	case err := <-served:
		if err != nil {
			t.Errorf("Serve = %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not return")
	}
	if _, err := http.Get(base + "/healthz"); err == nil {
		t.Error("the server still accepts connections after shutdown")
	}
}
