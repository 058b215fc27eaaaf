package ingest

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// fuzzNames are the document names FuzzParse feeds its input under, one per
// parser.
var fuzzNames = []string{
	"fuzz-release-notes.fr.txt",
	"fuzz-release-notes.it.txt",
	"fuzz-mechanics.fr.txt",
	"rulebook-9ed.fr.txt",
	"fuzz-release-notes.it.html",
	"fuzz-mechanics.fr.htm",
}

// fileLineRE matches the "file:line: " an error of Parse starts with.
var fileLineRE = regexp.MustCompile(`[^\s:]+:\d+: `)

// FuzzParse feeds arbitrary bytes to Parse as a release-notes document, a
// mechanics page or a rulebook, as text or as a web page (kind picks
// which; content that opens like HTML is read as HTML whatever its name). Parse must not panic,
// may refuse a document only with an error naming it and a line, and must keep
// its bookkeeping: every line owned by an existing element or a category,
// or reported as unaccounted with its line, and ids unique. The seed corpus
// is in testdata/fuzz/FuzzParse; slices of the real documents are added
// below.
//
//	go test ./ingest -run '^$' -fuzz FuzzParse -fuzztime 30s -fuzzminimizetime 2s
//
// (Minimising a new input with the default 60 s budget stalls short runs.)
func FuzzParse(f *testing.F) {
	srcs, err := corpus.Sources()
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range srcs {
		lines := strings.Split(string(s.Data), "\n")
		kind := uint8(0)
		switch {
		case strings.Contains(s.Name, ".it."):
			kind = 1
		case strings.Contains(s.Name, "mechanics"):
			kind = 2
		case strings.Contains(s.Name, "rulebook"):
			kind = 3
		}
		for from := 0; from < len(lines); from += 600 {
			f.Add([]byte(strings.Join(lines[from:min(from+30, len(lines))], "\n")), kind)
		}
		// The same slices as web pages (kinds 4 and 5 read them as HTML;
		// any kind does, since the content says it is HTML).
		for from := 0; from < len(lines); from += 900 {
			page := renderPage("fr", strings.Join(lines[from:min(from+40, len(lines))], "\n"))
			f.Add([]byte(page), uint8(4+from/900%2))
			f.Add([]byte(page[:len(page)/2]), kind)
		}
	}
	// The unseen documents seed other surfaces: labels, bare costs, page
	// furniture, every layout.
	unseen, _ := filepath.Glob(filepath.Join("testdata", "orv", "*.txt"))
	for _, p := range unseen {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		kind := uint8(0)
		if strings.Contains(p, ".it.") {
			kind = 1
		}
		lines := strings.Split(string(b), "\n")
		for from := 0; from < len(lines); from += 150 {
			f.Add([]byte(strings.Join(lines[from:min(from+60, len(lines))], "\n")), kind)
		}
	}
	// Slices of the unseen web pages (whole pages make the fuzzer crawl).
	pages, _ := filepath.Glob(filepath.Join("testdata", "orv", "*.html"))
	for _, p := range pages {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		lines := strings.Split(string(b), "\n")
		for from := 0; from < len(lines); from += 120 {
			f.Add([]byte(strings.Join(lines[from:min(from+40, len(lines))], "\n")), uint8(4+from/120%2))
		}
	}
	f.Add([]byte("<html><p>Nom<br><img alt='{2/W}'><em>a<b>b</em>c</b><table><tr><td>x<li>y</ul>"), uint8(4))
	f.Add([]byte("<!doctype html><nav>Menu</nav><main></main>"), uint8(5))
	f.Fuzz(func(t *testing.T, data []byte, kind uint8) {
		name := fuzzNames[int(kind)%len(fuzzNames)]
		kb, rep, err := Parse([]corpus.Source{{Name: name, Data: data}})
		if err != nil {
			// A document may be refused (empty, too large, release notes
			// with neither a part heading nor a card entry), but the error
			// names it and a line.
			if !fileLineRE.MatchString(err.Error()) || !strings.Contains(err.Error(), name) {
				t.Fatalf("error %q does not name the document and a line", err)
			}
			return
		}
		checkBookkeeping(t, kb, rep)
	})
}

// checkBookkeeping verifies what every parse must keep, whatever the input.
func checkBookkeeping(t *testing.T, kb *corpus.KB, rep *Report) {
	t.Helper()
	ids := map[string]bool{}
	add := func(id string) {
		if id == "" || ids[id] {
			t.Fatalf("empty or repeated id %q", id)
		}
		ids[id] = true
	}
	for _, d := range kb.Documents {
		add(d.ID)
	}
	for _, c := range kb.Cards {
		add(c.ID)
		for _, r := range c.Rulings {
			add(r.ID)
		}
		if c.Colors == nil || c.Types == nil || c.Text == nil || c.Modes == nil || c.Rulings == nil || len(c.Positions) == 0 {
			t.Fatalf("card %s has a nil list or no position", c.ID)
		}
	}
	for _, s := range kb.Sections {
		add(s.ID)
		for _, r := range s.Rulings {
			add(r.ID)
		}
	}
	for _, g := range kb.Glossary {
		add(g.ID)
	}
	for _, r := range kb.Rules {
		add(r.ID)
	}
	for i, d := range kb.Documents {
		unaccounted := map[int]bool{}
		for _, n := range rep.Docs[i].Unaccounted {
			unaccounted[n] = true
		}
		for n, o := range d.Accounting {
			switch {
			case o.ID != "" && !ids[o.ID]:
				t.Fatalf("%s:%d: owner %q is not in the knowledge base", d.File, n+1, o.ID)
			case o.ID == "" && o.Category == "" && !unaccounted[n+1]:
				t.Fatalf("%s:%d: line owned by nothing and not reported", d.File, n+1)
			}
		}
		for n := range unaccounted {
			found := false
			for _, dg := range rep.Diagnostics {
				if dg.File == d.File && dg.Line == n {
					found = true
					break
				}
			}
			if !found {
				t.Fatalf("%s:%d: unaccounted line without a diagnostic", d.File, n)
			}
		}
	}
}
