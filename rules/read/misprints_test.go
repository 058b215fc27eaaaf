package read

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/rules"
)

// TestMisprints: a document's misprint is read as meant only in that
// document, at its place (misprints.yaml); the lexicon does not know it,
// so the same word elsewhere stays unread (issue 22, point 4).
func TestMisprints(t *testing.T) {
	text := "Distruigi una creatura o un incantesimo bersaglio. Perdi 2 punti vita."
	card := func(doc string, line int) *corpus.Card {
		return &corpus.Card{ID: "x", Doc: doc, Lang: "it", Name: "Tormento Deturpante", Types: []string{rules.TInstant},
			Text: []string{text}, Positions: []corpus.Pos{{Doc: doc, Line: line - 3, End: line + 3}}}
	}
	for _, tc := range []struct {
		name     string
		c        *corpus.Card
		compiled bool
	}{
		{"at its place in its document", card("dsk-it", 2449), true},
		{"in another document", card("orv-it", 2449), false},
		{"elsewhere in its document", card("dsk-it", 100), false},
	} {
		cr, err := ReadCard(tc.c)
		if err != nil {
			t.Fatal(err)
		}
		r := cr.Paragraphs[0]
		if got := r.Status == ReadCompiled; got != tc.compiled {
			t.Errorf("%s: %s %s", tc.name, r.Status, r.Reason)
		}
		if tc.compiled && (r.Text != text || !strings.Contains(r.Misprint, "Distruigi")) {
			t.Errorf("%s: text %q misprint %q: want the printed text and the misprint named", tc.name, r.Text, r.Misprint)
		}
	}
}

// TestMisprintsPlaced: every misprint of misprints.yaml is where it says,
// in a card of the embedded documents, and is read as meant there.
func TestMisprintsPlaced(t *testing.T) {
	kb, _, err := ingest.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range misprints() {
		found := false
		for i := range kb.Cards {
			c := &kb.Cards[i]
			if !m.printedIn(c) {
				continue
			}
			all := append(append(slices.Clone(c.Text), c.Modes...), c.Name)
			if slices.ContainsFunc(all, func(p string) bool { return strings.Contains(p, m.Printed) }) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s line %d: no card there prints %q", m.Doc, m.Line, m.Printed)
		}
	}
}
