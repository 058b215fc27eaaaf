package api

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/rules/scenario"
	"github.com/arbitre/arbitre/verify"
)

func TestLaterWaitsForTheIndex(t *testing.T) {
	kb := fixtureKB(t)
	release := make(chan struct{})
	s := Later(func() (Searcher, error) {
		<-release
		return &fakeIndex{kb: kb}, nil
	})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := s.Search(ctx, index.Request{Query: "piscine"}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("search before the index is ready = %v, want the deadline", err)
	}
	if s.Ready() == nil || s.BuildTime() != 0 {
		t.Error("ready before the build finished")
	}
	close(release)
	res, err := s.Search(context.Background(), index.Request{Query: "piscine"})
	if err != nil || res.Total == 0 {
		t.Fatalf("search once ready = %v, %v", res, err)
	}
	if err := s.Ready(); err != nil {
		t.Errorf("Ready once built = %v", err)
	}
}

func TestLaterBuildFailure(t *testing.T) {
	s := Later(func() (Searcher, error) { return nil, errors.New("disk full") })
	if err := s.Wait(context.Background()); err == nil {
		t.Fatal("Wait hid the build error")
	}
	if err := s.Ready(); err == nil || errors.Is(err, errBuilding) {
		t.Errorf("Ready after a failed build = %v, want the build's error", err)
	}
	_, err := s.Search(context.Background(), index.Request{Query: "x"})
	var ae *Error
	if !errors.As(err, &ae) || ae.Status != 503 {
		t.Fatalf("search after a failed build = %v, want a 503", err)
	}
}

// probe answers /healthz and /readyz and decodes their bodies.
func probe(t *testing.T, s *Server, path string) (int, map[string]any) {
	t.Helper()
	w := get(t, s, path)
	var body map[string]any
	if err := json.Unmarshal(w.Body.Bytes(), &body); err != nil {
		t.Fatalf("%s: %v: %s", path, err, w.Body)
	}
	if cc := w.Header().Get("Cache-Control"); cc != "no-store" {
		t.Errorf("%s Cache-Control = %q", path, cc)
	}
	return w.Code, body
}

// TestReadiness: /readyz answers 503 with the error object until the
// index answers searches, and for good when it cannot be built, while
// /healthz (liveness) answers 200 and says what is ready. Before issue 14,
// /healthz said "search": true while every search was a 503.
func TestReadiness(t *testing.T) {
	kb := fixtureKB(t)
	release := make(chan error)
	failed := errors.New("disk full")
	for _, tt := range []struct {
		name      string
		index     Searcher
		healthz   string // the index state /healthz gives
		readyCode int
	}{
		{"built", &fakeIndex{kb: kb}, "ready", 200},
		{"none", nil, "none", 503},
		{"failed", Later(func() (Searcher, error) { return nil, failed }), "failed", 503},
		{"building", Later(func() (Searcher, error) { return nil, <-release }), "building", 503},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestServer(t, func(c *Config) { c.Index = tt.index })
			if l, ok := tt.index.(*LateSearcher); ok && tt.name == "failed" {
				l.Wait(context.Background())
			}
			code, health := probe(t, s, "/healthz")
			if code != 200 || health["status"] != "ok" || health["index"] != tt.healthz || health["search"] != (tt.healthz == "ready") {
				t.Errorf("/healthz = %d %v", code, health)
			}
			code, ready := probe(t, s, "/readyz")
			if code != tt.readyCode {
				t.Errorf("/readyz = %d %v, want %d", code, ready, tt.readyCode)
			}
			if code == 503 && (ready["object"] != "error" || ready["code"] != "not_ready") {
				t.Errorf("/readyz 503 body = %v, want the error object", ready)
			}
			if code == 200 && ready["status"] != "ready" {
				t.Errorf("/readyz 200 body = %v", ready)
			}
			if tt.name == "building" {
				if ra := get(t, s, "/readyz").Header().Get("Retry-After"); ra == "" {
					t.Error("/readyz while building has no Retry-After")
				}
			}
		})
	}
	close(release)
}

// TestLateVerification: the rules report computed in the background
// appears on the same Server when it is ready (the one readiness
// mechanism; no second Server is built), and stays out if it fails.
func TestLateVerification(t *testing.T) {
	rep, scs := fixtureReport()
	release := make(chan struct{})
	s := newTestServer(t, func(c *Config) {
		c.Verify = func() (*verify.Report, []*scenario.Scenario, error) {
			<-release
			return rep, scs, nil
		}
	})
	if w := get(t, s, "/api/verify"); w.Code != 503 {
		t.Errorf("before the report: /api/verify = %d", w.Code)
	}
	close(release)
	s.verify.wait(context.Background())
	if w := get(t, s, "/api/verify"); w.Code != 200 {
		t.Errorf("after the report: /api/verify = %d", w.Code)
	}
	if _, health := probe(t, s, "/healthz"); health["verification"] != true {
		t.Errorf("/healthz = %v, want verification true", health)
	}

	broken := newTestServer(t, func(c *Config) {
		c.Verify = func() (*verify.Report, []*scenario.Scenario, error) { return nil, nil, errors.New("bad scenario") }
	})
	broken.verify.wait(context.Background())
	if w := get(t, broken, "/api/verify"); w.Code != 503 || !strings.Contains(w.Body.String(), "verify_unavailable") {
		t.Errorf("after a failed run: /api/verify = %d %s", w.Code, w.Body)
	}
}
