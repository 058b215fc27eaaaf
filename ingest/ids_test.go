package ingest

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/internal/golden"
)

// TestStableIDs pins every id of the embedded knowledge base, in order, in
// testdata/ids.golden: ids are promised stable, and they hang on the slug
// (text.Slug), the parsers' element boundaries and the clash rules at once.
// The golden file was written from `arbitre ingest --json` before the
// folding moved to internal/text; only a deliberate change of the id scheme
// may rewrite it.
func TestStableIDs(t *testing.T) {
	kb, _, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	line := func(kind, id string) { fmt.Fprintf(&b, "%s %s\n", kind, id) }
	for _, d := range kb.Documents {
		line("document", d.ID)
	}
	for _, c := range kb.Cards {
		line("card", c.ID)
		for _, r := range c.Rulings {
			line("ruling", r.ID)
		}
	}
	for _, s := range kb.Sections {
		line("section", s.ID)
		for _, r := range s.Rulings {
			line("ruling", r.ID)
		}
	}
	for _, g := range kb.Glossary {
		line("glossary", g.ID)
	}
	for _, r := range kb.Rules {
		line("rule", r.ID)
	}
	golden.Check(t, filepath.Join("testdata", "ids.golden"), []byte(b.String()))
}
