package api

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"
)

// TestForwardedFor: X-Forwarded-For is read only from the proxies named
// (Config.TrustedProxies, none by default), and then its right-most
// address that is not one of them is the client's. Issue 23: any private
// peer was trusted, which is every client on the README's Wi-Fi, so a
// forged header escaped the rate limit and wrote its own address in the log.
func TestForwardedFor(t *testing.T) {
	proxies := []netip.Prefix{netip.MustParsePrefix("192.168.1.1/32"), netip.MustParsePrefix("10.0.0.0/8")}
	tests := []struct {
		name    string
		trusted []netip.Prefix
		peer    string
		xff     string
		want    string
	}{
		{"no proxy trusted, private peer", nil, "192.168.1.50", "203.0.113.9", "192.168.1.50"},
		{"no proxy trusted, loopback peer", nil, "127.0.0.1", "203.0.113.9", "127.0.0.1"},
		{"untrusted peer", proxies, "192.168.1.50", "203.0.113.9", "192.168.1.50"},
		{"trusted proxy", proxies, "192.168.1.1", "203.0.113.9", "203.0.113.9"},
		{"forged left-most, proxy appended", proxies, "192.168.1.1", "198.51.100.1, 203.0.113.9", "203.0.113.9"},
		{"two trusted hops", proxies, "192.168.1.1", "198.51.100.1, 203.0.113.9, 10.1.2.3", "203.0.113.9"},
		{"trusted proxy, no header", proxies, "192.168.1.1", "", "192.168.1.1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			s := newTestServer(t, func(c *Config) { c.Logger = newJSONLogger(&buf); c.TrustedProxies = tt.trusted })
			r := httptest.NewRequest(http.MethodGet, "/healthz", nil)
			r.RemoteAddr = tt.peer + ":5555"
			if tt.xff != "" {
				r.Header.Set("X-Forwarded-For", tt.xff)
			}
			s.ServeHTTP(httptest.NewRecorder(), r)
			var rec struct{ Client string }
			if err := json.Unmarshal(bytes.SplitN(buf.Bytes(), []byte("\n"), 2)[0], &rec); err != nil {
				t.Fatalf("%v: %s", err, buf.String())
			}
			if rec.Client != tt.want {
				t.Errorf("client %q, want %q", rec.Client, tt.want)
			}
		})
	}
}

// TestForgedForwardedForIsRateLimited: a client of the local network that
// changes its X-Forwarded-For on every request is still one client to the
// rate limit.
func TestForgedForwardedForIsRateLimited(t *testing.T) {
	s := newTestServer(t, func(c *Config) { c.RateLimit = 1; c.RateBurst = 2 })
	limited := 0
	for i := range 10 {
		r := httptest.NewRequest(http.MethodGet, "/api/cards/dsk-fr-anthropede", nil)
		r.RemoteAddr = "192.168.1.50:5555"
		r.Header.Set("X-Forwarded-For", netip.AddrFrom4([4]byte{203, 0, 113, byte(i)}).String())
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code == http.StatusTooManyRequests {
			limited++
		}
	}
	if limited != 8 {
		t.Errorf("%d of 10 requests with forged headers limited, want 8 (burst 2)", limited)
	}
}
