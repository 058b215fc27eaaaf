package api

import (
	"bytes"
	"compress/gzip"
	"io"
	"strings"
	"testing"
)

func TestSecurityHeaders(t *testing.T) {
	s := newTestServer(t)
	for _, path := range []string{"/", "/api/cards/dsk-fr-anthropede", "/nope", "/api/nope", "/static/style.css"} {
		w := get(t, s, path)
		h := w.Header()
		csp := h.Get("Content-Security-Policy")
		if !strings.Contains(csp, "script-src 'self'") || strings.Contains(csp, "unsafe-inline") || !strings.Contains(csp, "default-src 'none'") {
			t.Errorf("%s: CSP %q", path, csp)
		}
		for k, want := range map[string]string{
			"X-Content-Type-Options": "nosniff",
			"X-Frame-Options":        "DENY",
			"Referrer-Policy":        "no-referrer",
		} {
			if got := h.Get(k); got != want {
				t.Errorf("%s: %s = %q, want %q", path, k, got, want)
			}
		}
		if h.Get("X-Request-Id") == "" {
			t.Errorf("%s: no request id", path)
		}
	}
}

func TestRequestIDFromClient(t *testing.T) {
	s := newTestServer(t)
	if got := get(t, s, "/healthz", "X-Request-Id", "proxy-1234").Header().Get("X-Request-Id"); got != "proxy-1234" {
		t.Errorf("a proxy's id is replaced: %q", got)
	}
	for _, bad := range []string{"<script>", strings.Repeat("a", 100), "a b"} {
		if got := get(t, s, "/healthz", "X-Request-Id", bad).Header().Get("X-Request-Id"); got == bad || got == "" {
			t.Errorf("client id %q kept (%q)", bad, got)
		}
	}
}

func TestETag(t *testing.T) {
	s := newTestServer(t)
	for _, path := range []string{"/cards/dsk-fr-anthropede", "/api/cards/dsk-fr-anthropede", "/api/search?q=piscine"} {
		w := get(t, s, path)
		tag := w.Header().Get("ETag")
		if w.Code != 200 || tag == "" || w.Header().Get("Cache-Control") != "public, max-age=300" {
			t.Fatalf("%s: %d ETag %q Cache-Control %q", path, w.Code, tag, w.Header().Get("Cache-Control"))
		}
		w2 := get(t, s, path, "If-None-Match", tag)
		if w2.Code != 304 || w2.Body.Len() != 0 {
			t.Errorf("%s: revalidation = %d with %d bytes", path, w2.Code, w2.Body.Len())
		}
		if w3 := get(t, s, path, "If-None-Match", `"other"`); w3.Code != 200 {
			t.Errorf("%s: stale tag = %d", path, w3.Code)
		}
	}
	// The chrome language changes the page, so it changes the tag.
	fr := get(t, s, "/cards/dsk-fr-anthropede").Header().Get("ETag")
	it := get(t, s, "/cards/dsk-fr-anthropede", "Accept-Language", "it").Header().Get("ETag")
	if fr == it {
		t.Error("French and Italian chrome share an ETag")
	}
	// Errors are not cached.
	if w := get(t, s, "/api/cards/nope"); w.Header().Get("ETag") != "" || w.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("404: ETag %q Cache-Control %q", w.Header().Get("ETag"), w.Header().Get("Cache-Control"))
	}
}

func TestGzip(t *testing.T) {
	s := newTestServer(t)
	plain := get(t, s, "/cards/dsk-fr-piscine-sans-fond-vestiaire")
	w := get(t, s, "/cards/dsk-fr-piscine-sans-fond-vestiaire", "Accept-Encoding", "gzip")
	if w.Header().Get("Content-Encoding") != "gzip" {
		t.Fatalf("Content-Encoding = %q", w.Header().Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(w.Body)
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, plain.Body.Bytes()) {
		t.Error("gzip body differs from the plain one")
	}
	if w.Header().Get("ETag") != plain.Header().Get("ETag") {
		t.Error("ETag depends on the encoding")
	}
	// 304 through gzip: no body, no Content-Encoding.
	w = get(t, s, "/cards/dsk-fr-piscine-sans-fond-vestiaire", "Accept-Encoding", "gzip", "If-None-Match", plain.Header().Get("ETag"))
	if w.Code != 304 || w.Body.Len() != 0 {
		t.Errorf("gzip revalidation = %d, %d bytes", w.Code, w.Body.Len())
	}
}

func TestRequestLog(t *testing.T) {
	var buf bytes.Buffer
	s := newTestServer(t, func(c *Config) { c.Logger = newJSONLogger(&buf) })
	get(t, s, "/api/cards/dsk-fr-anthropede")
	get(t, s, "/api/cards/nope")
	log := buf.String()
	for _, want := range []string{`"msg":"request"`, `"path":"/api/cards/dsk-fr-anthropede"`, `"status":200`, `"status":404`, `"request_id":"`} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %s:\n%s", want, log)
		}
	}
}

// TestGzipOnce checks that a body is compressed once and then served from
// the cache of compressed bodies.
func TestGzipOnce(t *testing.T) {
	s := newTestServer(t)
	before := s.chain.Compressed()
	a := get(t, s, "/cards/dsk-fr-anthropede", "Accept-Encoding", "gzip")
	b := get(t, s, "/cards/dsk-fr-anthropede", "Accept-Encoding", "gzip")
	if s.chain.Compressed() != before+1 {
		t.Errorf("compressed bodies cached: %d, want %d", s.chain.Compressed(), before+1)
	}
	if !bytes.Equal(a.Body.Bytes(), b.Body.Bytes()) || a.Header().Get("Content-Length") == "" {
		t.Error("second answer differs or has no length")
	}
	if v := a.Header().Values("Vary"); !strings.Contains(strings.Join(v, ","), "Accept-Encoding") {
		t.Errorf("Vary = %q", v)
	}
	// Small answers are not compressed.
	if w := get(t, s, "/healthz", "Accept-Encoding", "gzip"); w.Header().Get("Content-Encoding") != "" {
		t.Error("a tiny answer is compressed")
	}
}

// TestLongTargetNotEchoed: a page refusing an overlong target does not
// repeat it (its language links used to carry it, twice).
func TestLongTargetNotEchoed(t *testing.T) {
	s := newTestServer(t)
	long := strings.Repeat("a", 100<<10)
	for _, target := range []string{"/search?q=" + long, "/cards/" + long, "/search?q=piscine&x=" + long} {
		w := get(t, s, target)
		if w.Code != 414 {
			t.Errorf("%.40s…: status %d, want 414", target, w.Code)
		}
		if w.Body.Len() > 16<<10 || strings.Contains(w.Body.String(), strings.Repeat("a", 2<<10)) {
			t.Errorf("%.40s…: %d-byte error page echoes the target", target, w.Body.Len())
		}
	}
	// A target of ordinary length keeps its query in the language links.
	w := get(t, s, "/search?q=piscine")
	if !strings.Contains(w.Body.String(), `href="/search?hl=it&amp;q=piscine"`) {
		t.Errorf("language link lost the query: %s", w.Body)
	}
}

// TestLanguageCookieNotShared: the response that sets the language cookie
// (?hl=) must not be stored by a shared cache; the others vary on what
// chooses the language.
func TestLanguageCookieNotShared(t *testing.T) {
	s := newTestServer(t)
	w := get(t, s, "/search?q=piscine&hl=it")
	cc := w.Header().Get("Cache-Control")
	if w.Header().Get("Set-Cookie") == "" || strings.Contains(cc, "public") || !strings.Contains(cc, "private") {
		t.Errorf("?hl=: Set-Cookie %q with Cache-Control %q", w.Header().Get("Set-Cookie"), cc)
	}
	for _, path := range []string{"/search?q=piscine", "/cards/dsk-fr-anthropede"} {
		w := get(t, s, path)
		vary := strings.Join(w.Header().Values("Vary"), ", ")
		if w.Header().Get("Set-Cookie") != "" || !strings.Contains(vary, "Cookie") || !strings.Contains(vary, "Accept-Language") {
			t.Errorf("%s: Set-Cookie %q, Vary %q", path, w.Header().Get("Set-Cookie"), vary)
		}
	}
}
