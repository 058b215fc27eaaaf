package api

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestInstallable checks what makes the pages an installable web app
// that works offline: the manifest and its icons, the service worker at
// the root with its version written in, the names index it keeps, the
// offline lookup page, and a CSP that lets all of them run with no
// inline script.
func TestInstallable(t *testing.T) {
	s := newTestServer(t)
	home := get(t, s, "/").Body.String()
	for _, want := range []string{`<link rel="manifest" href="/static/manifest.webmanifest?v=`, `<link rel="serviceworker" href="/sw.js">`, `<script src="/static/app.js?v=`} {
		if !strings.Contains(home, want) {
			t.Errorf("home page lacks %s", want)
		}
	}
	if strings.Contains(home, "<script>") {
		t.Error("an inline script: the CSP forbids it")
	}
	csp := get(t, s, "/").Header().Get("Content-Security-Policy")
	for _, want := range []string{"worker-src 'self'", "manifest-src 'self'", "script-src 'self'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %s", csp, want)
		}
	}

	w := get(t, s, "/static/manifest.webmanifest")
	if ct := w.Header().Get("Content-Type"); ct != "application/manifest+json" {
		t.Errorf("manifest Content-Type %q", ct)
	}
	var m struct {
		Name, StartURL, Display string
		Icons                   []struct{ Src, Sizes, Type string }
	}
	if err := json.Unmarshal(w.Body.Bytes(), &m); err != nil {
		t.Fatalf("manifest: %v", err)
	}
	if m.Display != "standalone" || len(m.Icons) < 2 {
		t.Errorf("manifest %+v", m)
	}
	for _, ic := range m.Icons {
		if w := get(t, s, ic.Src); w.Code != 200 || w.Header().Get("Content-Type") != ic.Type {
			t.Errorf("icon %s: %d %s", ic.Src, w.Code, w.Header().Get("Content-Type"))
		}
	}

	w = get(t, s, "/sw.js")
	sw := w.Body.String()
	if w.Code != 200 || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/javascript") || w.Header().Get("Service-Worker-Allowed") != "/" {
		t.Errorf("/sw.js: %d %v", w.Code, w.Header())
	}
	if strings.Contains(sw, "__") || !strings.Contains(sw, `var OFFLINE = "/offline"`) || !strings.Contains(sw, `var NAMES = "/api/names"`) {
		t.Errorf("/sw.js placeholders not filled: %.300s", sw)
	}

	var names namesJSON
	if err := json.Unmarshal(get(t, s, "/api/names").Body.Bytes(), &names); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, n := range names.Data {
		if n.Name == "Piscine sans fond // Vestiaire" && n.Kind == "card" && n.URL == "/cards/dsk-fr-piscine-sans-fond-vestiaire" {
			found = true
		}
	}
	if !found || names.Total != len(names.Data) {
		t.Errorf("names index: %d entries, the pool card found: %v", names.Total, found)
	}

	off := get(t, s, "/offline?hl=it").Body.String()
	for _, want := range []string{`<h1>Ricerca offline</h1>`, `data-names="/api/names"`, `<script src="/static/offline.js?v=`} {
		if !strings.Contains(off, want) {
			t.Errorf("/offline lacks %s", want)
		}
	}
}

// TestCopyAndPrint: each ruling has a copy button (shown by app.js) and
// the style sheet has a print version.
func TestCopyAndPrint(t *testing.T) {
	s := newTestServer(t)
	card := get(t, s, "/cards/dsk-fr-anthropede").Body.String()
	if !strings.Contains(card, `<button type="button" class="copy" data-for="dsk-fr-anthropede-r1" data-done="Copié ✓"`) {
		t.Error("no copy button on the ruling")
	}
	css := get(t, s, "/static/style.css").Body.String()
	if !strings.Contains(css, "@media print") {
		t.Error("no print style sheet")
	}
}
