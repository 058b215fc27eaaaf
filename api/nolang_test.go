package api

import (
	"fmt"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
)

// No English in a French or Italian page (issue 25, point 11): every page
// rendered in French and in Italian is searched, in its visible text, for
// the catalogue's English-only strings and the English words the code
// used to print raw (layouts, file statuses, term keys).

// rawEnglish are words the pages once printed untranslated, with no
// catalogue entry to derive them from (not "saga", French too). /terms
// is spared them: its first column is the term table's English key, as
// a third language beside French and Italian.
var rawEnglish = []string{
	"transform", "modal_dfc", "adventure", "battle", "scheme", "meld", "flip",
	"failed", "stale",
}

// englishOnly lists the catalogue's English strings that no other
// language shares, long enough not to be a word French or Italian also
// writes (a card may say "Archenemy").
func englishOnly(t *testing.T) []string {
	t.Helper()
	cat := messages()
	var out []string
	for _, k := range cat.Keys() {
		en, _ := cat.Message("en", k)
		fr, _ := cat.Message("fr", k)
		it, _ := cat.Message("it", k)
		if en == fr || en == it || strings.Contains(en, "%") || len(strings.Fields(en)) < 3 {
			continue
		}
		out = append(out, en)
	}
	return out
}

// invisible is what a reader does not read as the page's language: markup,
// scripts, and code (file paths, checksums, ids).
var invisible = regexp.MustCompile(`(?s)<script.*?</script>|<style.*?</style>|<code.*?</code>|<[^>]*>`)

func visibleText(body string) string {
	return html.UnescapeString(invisible.ReplaceAllString(body, " "))
}

// everyPage lists a page of every kind of the unseen server: every
// French and Italian document; a card of every layout (orv has them all)
// and a section of every document, with their comparisons; a few
// glossary entries and rules of the French rulebooks.
func everyPage(s *Server, kb *corpus.KB) []string {
	pages := []string{"/", "/help", "/search?q=exil", "/search?q=esilio", "/compare", "/compare?set=orv", "/documents", "/terms", "/offline"}
	frit := func(lang string) bool { return lang == "fr" || lang == "it" }
	for _, d := range kb.Documents {
		if frit(d.Lang) {
			pages = append(pages, s.urls.document(d.ID))
		}
	}
	// One card of each layout per document, flagged ones too: cards
	// alike render alike, and a thousand pages twice is too slow a test.
	seen := map[string]bool{}
	for _, c := range kb.Cards {
		kind := fmt.Sprint(c.Doc, c.Layout, len(c.Flags) > 0)
		if !frit(c.Lang) || seen[kind] {
			continue
		}
		seen[kind] = true
		pages = append(pages, s.urls.card(c.ID))
		if _, ok := s.align.CounterpartCard(c.ID); ok && c.Lang == "fr" {
			pages = append(pages, s.urls.compare(c.ID))
		}
	}
	for _, sec := range kb.Sections {
		if !frit(sec.Lang) || seen[sec.Doc] {
			continue
		}
		seen[sec.Doc] = true
		pages = append(pages, s.urls.section(sec.ID))
		if _, _, ok := s.align.CounterpartSection(sec.ID); ok && sec.Lang == "fr" {
			pages = append(pages, s.urls.compare(sec.ID))
		}
	}
	for _, g := range kb.Glossary[:min(len(kb.Glossary), 10)] {
		pages = append(pages, s.urls.glossary(g.ID))
	}
	for _, r := range kb.Rules[:min(len(kb.Rules), 10)] {
		pages = append(pages, s.urls.rule(r.ID))
	}
	return pages
}

func TestNoEnglishInPages(t *testing.T) {
	s, kb := unseenServer(t)
	words := append(englishOnly(t), rawEnglish...)
	res := make([]*regexp.Regexp, len(words))
	for i, w := range words {
		res[i] = regexp.MustCompile(`(?i)(^|[^\pL_])` + regexp.QuoteMeta(w) + `($|[^\pL_])`)
	}
	for _, hl := range []string{"fr", "it"} {
		for _, p := range everyPage(s, kb) {
			sep := "?"
			if strings.Contains(p, "?") {
				sep = "&"
			}
			w := get(t, s, p+sep+"hl="+hl)
			if w.Code != 200 {
				t.Errorf("GET %s?hl=%s = %d", p, hl, w.Code)
				continue
			}
			text := visibleText(w.Body.String())
			checked := res
			if strings.HasPrefix(p, "/terms") {
				checked = res[:len(res)-len(rawEnglish)]
			}
			for i, re := range checked {
				if loc := re.FindStringIndex(text); loc != nil {
					t.Errorf("GET %s (hl=%s): English %q in %q", p, hl, words[i], text[max(0, loc[0]-60):min(len(text), loc[1]+40)])
				}
			}
		}
	}
}

// TestDocumentsFailedHeading: a file no version of which was ever read is
// not listed under the heading that says its last readable version is
// still served, and its status is worded in the interface language.
func TestDocumentsFailedHeading(t *testing.T) {
	s, _ := unseenServer(t)
	for _, hl := range uiLangs {
		tr := translator(hl)
		body := get(t, s, "/documents?hl="+hl).Body.String()
		_, stale, ok := strings.Cut(body, html.EscapeString(tr.T("doc.errors")))
		stale, _, _ = strings.Cut(stale, "</ul>")
		if !ok || !strings.Contains(stale, "orv-release-notes.it.txt") {
			t.Errorf("hl=%s: the stale file is not under %q", hl, tr.T("doc.errors"))
		}
		if strings.Contains(stale, "broken.txt") {
			t.Errorf("hl=%s: a file never read is under %q", hl, tr.T("doc.errors"))
		}
		if !strings.Contains(body, "broken.txt") {
			t.Errorf("hl=%s: the failed file is not listed", hl)
		}
	}
}

// TestFileErrorsTranslated: why a file is not served is worded in the
// interface language; where (file:line) stays as it is.
func TestFileErrorsTranslated(t *testing.T) {
	s, _ := unseenServer(t)
	for _, tt := range []struct{ path, want string }{
		{"/documents?hl=fr", "le document est vide"},
		{"/documents/orv-it?hl=fr", "le document est vide"},
		{"/documents?hl=it", "il documento è vuoto"},
	} {
		body := get(t, s, tt.path).Body.String()
		if !strings.Contains(body, tt.want) || strings.Contains(body, "document is empty") {
			t.Errorf("GET %s: want %q, not the English message", tt.path, tt.want)
		}
		if !strings.Contains(body, "/srv/notes/orv-release-notes.it.txt:1") {
			t.Errorf("GET %s: the file and line are gone", tt.path)
		}
	}
}

// TestFileErrorForms: the messages of ingest and live, as they are
// written, split into where and what, and what worded in French.
func TestFileErrorForms(t *testing.T) {
	tests := []struct{ msg, where, want string }{
		{"/srv/a.txt:1: document is empty", "/srv/a.txt:1", "le document est vide"},
		{"/srv/a.txt: binary file, or text not in UTF-8 (byte 12), not a document", "/srv/a.txt", "fichier binaire, ou texte hors UTF-8 (octet 12) : pas un document"},
		{"/srv/a.txt: looks half-written (its last line is cut): the version served stays until the file is complete, or unmodified for 2s", "/srv/a.txt",
			"semble en cours d'écriture (sa dernière ligne est coupée) : la version servie le reste jusqu'à ce que le fichier soit complet, ou inchangé depuis 2s"},
		{"/srv/notes: no .txt, .html or .htm document in this directory", "/srv/notes", "aucun document .txt, .html ou .htm dans ce répertoire"},
		{"/srv/a: b.txt:3: something new", "", "/srv/a: b.txt:3: something new"},
	}
	for _, tt := range tests {
		got := translator("fr").FileError(tt.msg)
		if got.Where != tt.where || got.Message != tt.want {
			t.Errorf("FileError(%q) = %+v, want %q, %q", tt.msg, got, tt.where, tt.want)
		}
	}
}

// TestExampleNotes: the notes of the differences of point 10 of issue 25,
// in French.
func TestExampleNotes(t *testing.T) {
	s := newTestServer(t)
	tr := translator("fr")
	tests := []struct {
		d    align.Difference
		want string
	}{
		{align.Difference{Kind: align.DiffExample, Where: "ruling", FromOnly: []string{"3"}, ToOnly: []string{"4"}},
			"exemple différent, cohérent des deux côtés : 3 compté(s) en français, 4 en italien, chacun juste pour son compte"},
		{align.Difference{Kind: align.DiffMana, Where: "ruling", Side: "dsk-it"},
			"l'exemple en italien n'est pas ce que donne la règle de la carte pour le compte qu'il indique"},
		{align.Difference{Kind: align.DiffPrintings, Where: "entry", Side: "dsk-fr", FromOnly: []string{"2"}, ToOnly: []string{"1"}},
			"imprimée 2 fois en français, 1 en italien"},
	}
	for _, tt := range tests {
		if got := plainText(s.diffNote(tt.d, sides{"fr", "it"}, "", "", tr)); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.d.Kind, got, tt.want)
		}
	}
}
