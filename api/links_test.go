package api

import (
	"bytes"
	"html"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/golden"
	"golang.org/x/tools/txtar"
)

func fixtureLinker(t testing.TB) *linker {
	t.Helper()
	terms, err := corpus.Terms()
	if err != nil {
		t.Fatal(err)
	}
	return newLinker(fixtureKB(t), terms, newTestServer(t).urls)
}

// TestLinkGolden runs each testdata/links/*.txtar: a scope (doc, lang,
// self), a paragraph, and the HTML the linker must make of it. Run with
// -update to rewrite the "want" parts, then read the diff.
func TestLinkGolden(t *testing.T) {
	l := fixtureLinker(t)
	files, err := filepath.Glob("testdata/links/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			ar, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			parts := map[string]*txtar.File{}
			for i := range ar.Files {
				parts[ar.Files[i].Name] = &ar.Files[i]
			}
			for _, name := range []string{"scope", "in", "want"} {
				if parts[name] == nil {
					t.Fatalf("%s: no %q part", file, name)
				}
			}
			var sc linkScope
			for _, line := range strings.Split(string(parts["scope"].Data), "\n") {
				k, v, _ := strings.Cut(line, ":")
				v = strings.TrimSpace(v)
				switch strings.TrimSpace(k) {
				case "doc":
					sc.Doc = v
				case "lang":
					sc.Lang = v
				case "self":
					sc.Self = v
				}
			}
			in := strings.TrimSuffix(string(parts["in"].Data), "\n")
			got := []byte(string(l.Link(in, sc)) + "\n")
			if golden.Update() {
				parts["want"].Data = got
				golden.Check(t, file, txtar.Format(ar))
				return
			}
			if want := parts["want"].Data; !bytes.Equal(got, want) {
				t.Errorf("Link(%s)\n got: %s\nwant: %s", file, got, want)
			}
		})
	}
}

// TestLinkNeverDropsText checks the invariant behind every golden file:
// removing the tags and unescaping gives back the input.
func TestLinkNeverDropsText(t *testing.T) {
	l := fixtureLinker(t)
	inputs := []string{
		"", "<", "&amp;", "702.", "702.1", "a702.1", "Piscine sans fond //",
		"l’Anthropède et l'Anthropède", "\xff\xfeAnthropède", "Anthropède\u00a0702.118a\u00a0;", "payer {2}{G/P} {", "{<}",
	}
	for _, in := range inputs {
		got := stripTags(string(l.Link(in, linkScope{Doc: "dsk-fr", Lang: "fr"})))
		if got != in {
			t.Errorf("Link(%q) loses text: %q", in, got)
		}
	}
}

func FuzzLink(f *testing.F) {
	for _, s := range []string{"la Piscine sans fond // Vestiaire", "702.118a", "<b>Anthropède</b>", "+32.70.233.277"} {
		f.Add(s)
	}
	l := fixtureLinker(f)
	f.Fuzz(func(t *testing.T, in string) {
		out := string(l.Link(in, linkScope{Doc: "dsk-fr", Lang: "fr"}))
		if got := stripTags(out); got != in && utf8.ValidString(in) && !strings.ContainsRune(in, 0) {
			t.Errorf("Link(%q) = %q, text %q", in, out, got)
		}
		if strings.Contains(out, "<script") {
			t.Errorf("Link(%q) lets a tag through: %q", in, out)
		}
	})
}

// stripTags removes the tags the linker writes and unescapes entities.
func stripTags(s string) string {
	var b strings.Builder
	for len(s) > 0 {
		switch {
		case strings.HasPrefix(s, "<"):
			end := strings.IndexByte(s, '>')
			if tag := s[:end]; strings.HasPrefix(tag, "<img") {
				// A mana symbol: its text is the alt attribute.
				_, alt, _ := strings.Cut(tag, `alt="`)
				alt, _, _ = strings.Cut(alt, `"`)
				b.WriteString(html.UnescapeString(alt))
			}
			s = s[end+1:]
		case strings.HasPrefix(s, "&"):
			end := strings.IndexByte(s, ';')
			b.WriteString(html.UnescapeString(s[:end+1]))
			s = s[end+1:]
		default:
			b.WriteByte(s[0])
			s = s[1:]
		}
	}
	return b.String()
}

// TestLinkSession checks the per-page rule: a glossary term or mechanic is
// linked at its first mention on the page, a card at its first mention in
// each paragraph.
func TestLinkSession(t *testing.T) {
	l := fixtureLinker(t)
	ls := l.session(linkScope{Doc: "9ed-fr", Lang: "fr"})
	first := string(ls.Link("Un effet de remplacement."))
	second := string(ls.Link("Encore un effet de remplacement."))
	if !strings.Contains(first, `href="/glossary/9ed-fr-g-effet-de-remplacement"`) || strings.Contains(second, "href=") {
		t.Errorf("glossary linked per paragraph:\n%s\n%s", first, second)
	}
	ls = l.session(linkScope{Doc: "dsk-fr", Lang: "fr"})
	for i := 0; i < 2; i++ {
		out := string(ls.Link("L'Anthropède détruit une pièce."))
		if !strings.Contains(out, `href="/cards/dsk-fr-anthropede"`) {
			t.Errorf("paragraph %d: card not linked: %s", i, out)
		}
		if hasMechanic := strings.Contains(out, "xref-mechanic"); hasMechanic != (i == 0) {
			t.Errorf("paragraph %d: mechanic link %v: %s", i, hasMechanic, out)
		}
	}
}
