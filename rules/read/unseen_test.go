package read

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/internal/golden"
)

// TestReadUnseenDocuments reads the cards of the fictitious release notes
// of ingest/testdata/orv (sets the reader was not written against, in
// French and Italian): every paragraph is compiled or unread with a
// reason, and the golden file keeps each paragraph's compiled form or
// reason, so that a change of the grammar shows on cards it was not tuned
// to.
func TestReadUnseenDocuments(t *testing.T) {
	var b strings.Builder
	for _, file := range []string{"orv-release-notes.fr.txt", "orv-release-notes.it.txt", "kdr-release-notes.fr.txt"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "ingest", "testdata", "orv", file))
		if err != nil {
			t.Fatal(err)
		}
		kb, _, err := ingest.Parse([]corpus.Source{{Name: file, Data: data}})
		if err != nil {
			t.Fatal(err)
		}
		rep, err := ReadCards(kb, nil)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Cards == 0 || rep.Paragraphs == 0 {
			t.Fatalf("%s: no card read", file)
		}
		fmt.Fprintf(&b, "# %s: cards %d, paragraphs %d, compiled %d\n", file, rep.Cards, rep.Paragraphs, rep.Compiled)
		for _, r := range rep.Results {
			if r.Status != ReadCompiled && r.Reason == "" {
				t.Errorf("%s %s ¶%d: unread without a reason", file, r.CardID, r.Paragraph)
			}
			out := r.Reason
			if r.Status == ReadCompiled {
				out = strings.Join(r.Form, " | ")
			}
			fmt.Fprintf(&b, "%s %d %s: %s\n", r.CardID, r.Paragraph, r.Status, out)
		}
	}
	golden.Check(t, filepath.Join("testdata", "read-unseen.golden"), []byte(b.String()))
}
