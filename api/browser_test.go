package api

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// browserPath finds Debian's Chromium. Without it the browser test skips,
// except in CI (CI=true), where a missing browser is a failure: .ci/run
// installs it.
func browserPath(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("chromium is not installed; .ci/run installs it with apt-get install chromium")
	}
	t.Skip("chromium is not installed (apt-get install chromium); skipping the browser test")
	return ""
}

// startBrowser starts a headless Chromium for t, stopped when t ends, and
// returns a context for it (with a deadline generous enough for CI's two
// busy cores) and a function that ends the session and returns what the
// browser console reported: errors, CSP violations, uncaught exceptions,
// less those ignore excuses (nil excuses none).
func startBrowser(t *testing.T, ignore func(text string) bool) (context.Context, func() []string) {
	t.Helper()
	chromium := browserPath(t)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chromium),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.UserDataDir(t.TempDir()),
	)
	ctx, cancel := chromedp.NewContext(allocCtx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 240*time.Second)
	t.Cleanup(func() { cancelTimeout(); cancel(); cancelAlloc() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting %s: %v", chromium, err)
	}
	var problems []string
	done := make(chan struct{})
	go func() {
		defer close(done)
		for m, err := range chromedp.Console(ctx) {
			if err != nil {
				return
			}
			if ignore != nil && ignore(m.Text) {
				continue
			}
			if m.IsException() || m.Type == chromedp.ConsoleError || strings.Contains(m.Text, "Content Security Policy") {
				problems = append(problems, m.String())
			}
		}
	}()
	return ctx, func() []string {
		cancelTimeout()
		<-done
		return problems
	}
}

// TestBrowser drives a real headless Chromium through what a judge does at
// an event, on a phone-sized screen: type a half-remembered, misspelled
// name, open the first result, read the card, follow a cross-link from a
// ruling. It checks what the page shows, that the mana symbols load, that
// the autocomplete script runs under the Content-Security-Policy, and that
// the browser reports no error (a CSP violation would be one). Screenshots
// go to testdata/artifacts/.
func TestBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a browser")
	}
	browserPath(t) // skips, before the server is built, where Chromium is missing
	srv := httptest.NewServer(newRealServer(t))
	defer srv.Close()

	ctx, consoleProblems := phoneBrowser(t)

	run := func(what string, actions ...chromedp.Action[chromedp.Void]) {
		t.Helper()
		if err := chromedp.Do(ctx, actions...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
	text := func(sel string) string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
		if err != nil {
			t.Fatalf("reading %s: %v", sel, err)
		}
		return strings.TrimSpace(s)
	}
	eval := func(js string) int {
		t.Helper()
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](js))
		if err != nil {
			t.Fatalf("evaluating %s: %v", js, err)
		}
		return n
	}

	// 1. The home page; the autocomplete script fills the datalist.
	run("opening the home page", chromedp.Navigate(srv.URL+"/?hl=fr"), chromedp.WaitVisible(chromedp.CSS("#q")))
	run("typing for autocomplete", chromedp.SendKeys(chromedp.CSS("#q"), "analys"))
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.querySelectorAll("#q-suggestions option").length > 0`, chromedp.WithPollingTimeout(5*time.Second))); err != nil {
		t.Errorf("autocomplete never filled the suggestions: %v", err)
	} else if got := eval(`[...document.querySelectorAll("#q-suggestions option")].filter(o => o.value === "Analyste paranormal").length`); got != 1 {
		t.Errorf("autocomplete suggestions lack Analyste paranormal")
	}

	// 2. A misspelled name, submitted with Enter, as on a phone keyboard.
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("#q").value = ""`)); err != nil {
		t.Fatal(err)
	}
	run("typing a misspelled name",
		chromedp.SendKeys(chromedp.CSS("#q"), "analyste paranorml"+kb.Enter),
		chromedp.WaitVisible(chromedp.CSS("ol.hits li a")),
	)
	shot(t, ctx, "1-search")
	if first := text("ol.hits li .hit-title a"); first != "Analyste paranormal" {
		t.Errorf("first result = %q, want Analyste paranormal", first)
	}

	// 3. The first result opens the card page.
	run("opening the first result", chromedp.Click(chromedp.CSS("ol.hits li .hit-title a")), chromedp.WaitVisible(chromedp.CSS("article.card h1")))
	if h1 := text("article.card h1"); h1 != "Analyste paranormal" {
		t.Errorf("card page title = %q", h1)
	}
	if tl := text(".typeline"); tl != "Créature : humain et détective" {
		t.Errorf("type line = %q", tl)
	}
	if pt := text(".pt strong"); pt != "1/3" {
		t.Errorf("P/T = %q", pt)
	}
	if n := eval(`[...document.querySelectorAll(".cost img.ms")].filter(i => i.complete && i.naturalWidth > 0).length`); n != 2 {
		t.Errorf("%d mana symbols drawn in the cost, want 2 ({1}{U})", n)
	}
	if n := eval(`document.querySelectorAll(".rulings li.ruling").length`); n < 1 {
		t.Errorf("no rulings shown")
	}
	if w := eval(`document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("page is %d px wide on a 390 px phone: it scrolls sideways", w)
	}
	if other := text(`a.counterpart[lang="it"]`); other != "Analista del Paranormale" {
		t.Errorf("the same card in Italian = %q", other)
	}
	shot(t, ctx, "2-card")

	// 4. A cross-link inside a ruling leads to the card it names.
	link := text(".ruling a.xref-card")
	if link == "" {
		t.Fatal("no card cross-link in the rulings")
	}
	run("following the cross-link", chromedp.Click(chromedp.CSS(".ruling a.xref-card")), chromedp.WaitVisible(chromedp.CSS("article.card h1")))
	if h1 := text("article.card h1"); h1 != link {
		t.Errorf("cross-link %q led to %q", link, h1)
	}
	if lang := eval(`document.querySelector("article.card h1").lang === "fr" ? 1 : 0`); lang != 1 {
		t.Error("card name has no lang=fr")
	}
	shot(t, ctx, "3-cross-link")

	// 5. The chrome switches to Italian without JavaScript.
	run("switching to Italian", chromedp.Click(chromedp.CSS(`.langs a[lang="it"]`)), chromedp.WaitVisible(chromedp.CSS(`html[lang="it"]`)))
	if h := text(".rulings h2"); h != "Chiarimenti" {
		t.Errorf("Italian chrome heading = %q", h)
	}

	// 6. No page scrolls sideways on the phone.
	for _, p := range []string{"/search?q=d%C3%A9lire", "/sections/dsk-fr-s-nouvelle-capacite-mot-cle-imminence", "/rules/702.118",
		"/glossary/9ed-fr-g-regeneration", "/cards/dsk-fr-piscine-sans-fond-vestiaire", "/compare/dsk-fr-suzerain-de-bouillecale",
		"/documents/9ed-fr", "/terms", "/help", "/compare", "/verify"} {
		run("opening "+p, chromedp.Navigate(srv.URL+p), chromedp.WaitVisible(chromedp.CSS("main")))
		if w := eval(`document.documentElement.scrollWidth - document.documentElement.clientWidth`); w > 0 {
			t.Errorf("%s scrolls sideways by %d px on a 390 px phone", p, w)
		}
	}

	for _, p := range consoleProblems() {
		t.Errorf("browser console: %s", p)
	}
}

// shot writes a full-page screenshot to testdata/artifacts/browser-NAME.png.
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Errorf("screenshot %s: %v", name, err)
		return
	}
	dir := filepath.Join("testdata", "artifacts")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, fmt.Sprintf("browser-%s.png", name))
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot: %s", path)
}
