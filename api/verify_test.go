package api

import (
	"context"
	"errors"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/arbitre/arbitre/rules/scenario"
	"github.com/arbitre/arbitre/verify"
)

// fixtureReport is a rules report on fixture items, as package rules would
// make it: one passing scenario on a card ruling, one failing on a glossary
// entry.
func fixtureReport() (*verify.Report, []*scenario.Scenario) {
	rep := &verify.Report{Scenarios: 2, Passed: 1, Failed: 1, ExampleRulings: 3, CoveredRulings: 1,
		BothLanguages: verify.BothLanguages{Runs: 1, Failed: 1, Neutral: 1}, RulingsTotal: 6, RulingsChecked: 1, RulingsPartial: 1, RulingsClassified: 2, RulingsEngineLimited: 1, RulingsUntouched: 1,
		RulingsByDoc: []verify.DocRulings{{Doc: "dsk-fr", Total: 6, Checked: 1, Partial: 1, Classified: 2, EngineLimited: 1, Untouched: 1}},
		Results: []scenario.Result{
			{Scenario: "dsk-fr-anthropede-reflexive", RulingIDs: []string{"dsk-fr-anthropede-r1"}, Passed: true, Era: "modern",
				Message: "ok", Outcome: []string{"zone piscine = graveyard"}, Log: []string{"Anthropède enters", "reflexive trigger <b>resolves</b>"},
				Lang: "fr", Counterpart: &scenario.CounterpartResult{Lang: "it", Cards: []string{"dsk-it-antropede"}, Passed: false, Message: "zone piscine: got exile"}},
			{Scenario: "9ed-fr-regeneration", RulingIDs: []string{"9ed-fr-g-regeneration", "emn-fr-702.118b"}, Passed: false, Era: "9ed",
				Message: "expected tapped, got untapped"},
		}}
	scs := []*scenario.Scenario{{ID: "dsk-fr-anthropede-reflexive", Title: "La capacité réflexive de l'Anthropède",
		Source: "- id: dsk-fr-anthropede-reflexive\n  title: La capacité réflexive de l'Anthropède",
		Checks: []scenario.Check{{ID: "dsk-fr-anthropede-r1", Quote: "une deuxième capacité « réflexive » se déclenche"}}}}
	return rep, scs
}

func TestVerifyMarks(t *testing.T) {
	rep, scs := fixtureReport()
	s := newTestServer(t, func(c *Config) { c.Verification, c.Scenarios = rep, scs })
	tests := []struct {
		path string
		want []string
	}{
		{"/cards/dsk-fr-anthropede", []string{
			`<details class="mark pass">`, `✓ vérifié par le moteur de règles`,
			`<a href="/verify#dsk-fr-anthropede-reflexive"><code>dsk-fr-anthropede-reflexive</code></a> — La capacité réflexive de l&#39;Anthropède`,
			`<blockquote>une deuxième capacité « réflexive » se déclenche</blockquote>`,
			`<li>reflexive trigger &lt;b&gt;resolves&lt;/b&gt;</li>`,
			`<code>zone piscine = graveyard</code>`,
			`id: dsk-fr-anthropede-reflexive`,
		}},
		{"/glossary/9ed-fr-g-regeneration", []string{`<details class="mark fail">`, `✗ le moteur de règles ne retrouve pas ce résultat`, `expected tapped, got untapped`}},
		{"/rules/702.118", []string{`<details class="mark fail">`}},
		{"/verify", []string{`<strong>2</strong> scénarios exécutés, réussis <strong>1</strong>, ✗ 1`, `<a href="/cards/dsk-fr-anthropede#dsk-fr-anthropede-r1">dsk-fr-anthropede-r1</a>`, `<a href="/rules/emn-fr-702.118b">emn-fr-702.118b</a>`,
			`✓ <span class="lang">fr</span> · ✗ <span class="lang">it</span>`, `it: zone piscine: got exile`, `dsk-it-antropede`,
			`<strong>1</strong> exécutés aussi dans l’autre langue, avec les cartes correspondantes ; réussis <strong>0</strong>, ✗ 1`,
			`dsk-fr</a>: <strong>6</strong> · vérifiées avec les cartes imprimées (deux langues) <strong>1</strong> · vérifiées en partie seulement (quelque chose écrit à la place de l’impression) 1 · classées non exécutables 2 · invérifiables tant qu’il manque au moteur une fonction 1 · ni vérifiées ni classées 1`}},
	}
	for _, tt := range tests {
		body := get(t, s, tt.path).Body.String()
		for _, w := range tt.want {
			if !strings.Contains(body, w) {
				t.Errorf("%s: missing %s", tt.path, w)
			}
		}
	}
	if body := get(t, s, "/cards/dsk-fr-analyste-paranormal").Body.String(); strings.Contains(body, `class="mark`) {
		t.Error("a ruling no scenario checks is marked")
	}
	w := get(t, s, "/api/verify")
	if w.Code != 200 || !strings.Contains(w.Body.String(), `"object":"verification"`) || !strings.Contains(w.Body.String(), `"ruling_ids":["dsk-fr-anthropede-r1"]`) {
		t.Errorf("/api/verify = %d %.300s", w.Code, w.Body)
	}
	_, router := openAPIRouter(t, s)
	checkAgainstOpenAPI(t, s, router, "/api/verify")
}

// TestVerifyMarksPartly: a passing scenario that writes something in the
// print's place marks its ruling as checked only partly, with what it
// wrote, never as verified.
func TestVerifyMarksPartly(t *testing.T) {
	rep, scs := fixtureReport()
	rep.Partial = []verify.PartialRuling{{ID: "dsk-fr-anthropede-r1", Reasons: []string{
		"dsk-fr-anthropede-reflexive: action 2: cast with free: true, not by the effect of a card that casts it without paying",
		"another-scenario: action 1: a do: step",
	}}}
	s := newTestServer(t, func(c *Config) { c.Verification, c.Scenarios = rep, scs })
	body := get(t, s, "/cards/dsk-fr-anthropede").Body.String()
	for _, w := range []string{`<details class="mark partly">`, `◐ vérifié en partie seulement par le moteur de règles`,
		`<li>action 2: cast with free: true, not by the effect of a card that casts it without paying</li>`} {
		if !strings.Contains(body, w) {
			t.Errorf("missing %s", w)
		}
	}
	for _, no := range []string{`✓ vérifié par le moteur de règles`, `another-scenario`} {
		if strings.Contains(body, no) {
			t.Errorf("a partly checked ruling shows %s", no)
		}
	}
}

func TestVerifyUnavailable(t *testing.T) {
	s := newTestServer(t)
	if w := get(t, s, "/api/verify"); w.Code != 503 {
		t.Errorf("/api/verify without a report = %d", w.Code)
	}
	if body := get(t, s, "/cards/dsk-fr-anthropede").Body.String(); strings.Contains(body, `class="mark`) {
		t.Error("marks without a report")
	}
}

// TestVerifyPageRenderedOnce: /verify is rendered once per language and
// written again from then on (it took 27 ms of CPU and 72,000
// allocations with the real report, a thousand times over under load),
// byte for byte as rendered, with the language cookie still set when ?hl=
// asks for it; a request with other parameters is rendered as usual.
func TestVerifyPageRenderedOnce(t *testing.T) {
	rep, scs := fixtureReport()
	s := newTestServer(t, func(c *Config) { c.Verification, c.Scenarios = rep, scs })
	for _, target := range []string{"/verify", "/verify?hl=it", "/verify?hl=en"} {
		other := target + "?x=1" // not kept: rendered each time
		if strings.Contains(target, "?") {
			other = target + "&x=1"
		}
		first := get(t, s, target)
		rendering := testing.AllocsPerRun(5, func() { get(t, s, other) })
		again := testing.AllocsPerRun(5, func() { get(t, s, target) })
		second := get(t, s, target)
		if first.Code != 200 || second.Code != 200 || first.Body.String() != second.Body.String() {
			t.Errorf("%s: %d then %d, same body %v", target, first.Code, second.Code, first.Body.String() == second.Body.String())
		}
		if again > rendering/2 {
			t.Errorf("%s again: %.0f allocations; rendered: %.0f", target, again, rendering)
		}
		for _, w := range []*httptest.ResponseRecorder{first, second} {
			cookie := w.Header().Get("Set-Cookie")
			if strings.Contains(target, "hl=") != (cookie != "" && w.Header().Get("Cache-Control") == "private, no-cache") {
				t.Errorf("%s: Set-Cookie %q, Cache-Control %q", target, cookie, w.Header().Get("Cache-Control"))
			}
		}
	}
	fr, it := get(t, s, "/verify").Body.String(), get(t, s, "/verify?hl=it").Body.String()
	if fr == it || !strings.Contains(it, `lang="it"`) {
		t.Error("/verify?hl=it is not the Italian page")
	}
	if w := get(t, s, "/verify?hl=it&x=1"); !strings.Contains(w.Body.String(), "x=1") {
		t.Error("/verify with another parameter does not link back to itself")
	}
}

// TestPageCacheRendersOnce: requests arriving together for a page not yet
// kept wait for one rendering; a rendering that fails is not kept; a
// request whose context ends stops waiting.
func TestPageCacheRendersOnce(t *testing.T) {
	var pc pageCache
	var renders atomic.Int32
	release := make(chan struct{})
	render := func() ([]byte, error) {
		renders.Add(1)
		<-release
		return []byte("page"), nil
	}
	var wg sync.WaitGroup
	bodies := make([]string, 50)
	for i := range bodies {
		wg.Go(func() {
			b, err := pc.get(context.Background(), "fr?", render)
			if err != nil {
				t.Error(err)
			}
			bodies[i] = string(b)
		})
	}
	time.Sleep(50 * time.Millisecond) // all waiting on the one rendering
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := pc.get(ctx, "fr?", render); !errors.Is(err, context.Canceled) {
		t.Errorf("a request gone while it waited: %v", err)
	}
	close(release)
	wg.Wait()
	if n := renders.Load(); n != 1 {
		t.Errorf("%d renderings for 50 requests at once", n)
	}
	for i, b := range bodies {
		if b != "page" {
			t.Fatalf("request %d got %q", i, b)
		}
	}
	if _, err := pc.get(context.Background(), "fr?", func() ([]byte, error) { return nil, errors.New("not again") }); err != nil {
		t.Errorf("a kept page rendered again: %v", err)
	}
	fail := errors.New("deadline")
	if _, err := pc.get(context.Background(), "it?", func() ([]byte, error) { return nil, fail }); err != fail {
		t.Errorf("failed rendering: %v", err)
	}
	if b, err := pc.get(context.Background(), "it?", func() ([]byte, error) { return []byte("pagina"), nil }); err != nil || string(b) != "pagina" {
		t.Errorf("after a failed rendering: %q, %v", b, err)
	}
}
