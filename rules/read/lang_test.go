package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// TestReadCardNoReader: a card in a language the reader has no lexicon
// for is read as unread, paragraph by paragraph, with the reason; it does
// not stop a report over a knowledge base holding such documents.
func TestReadCardNoReader(t *testing.T) {
	c := &corpus.Card{ID: "atd-de-ash-tide", Lang: "de", Layout: corpus.LayoutSplit, Name: "Ash // Tide",
		Text: []string{"Ash deals 2 damage to any target.", "Draw two cards."},
		Faces: []corpus.Face{{Name: "Ash", Text: []string{"Ash deals 2 damage to any target."}},
			{Name: "Tide", Text: []string{"Draw two cards."}}}}
	cr, err := ReadCard(c)
	if err != nil {
		t.Fatal(err)
	}
	if len(cr.Paragraphs) != 2 {
		t.Fatalf("%d paragraphs, want 2", len(cr.Paragraphs))
	}
	for i, p := range cr.Paragraphs {
		if p.Status != ReadUnread || !strings.Contains(p.Reason, `no reader for language "de"`) || p.Face != i {
			t.Errorf("paragraph %d: %+v", i, p)
		}
	}
	kb := &corpus.KB{Cards: []corpus.Card{*c}}
	if err := kb.Index(); err != nil {
		t.Fatal(err)
	}
	rep, err := ReadCards(kb, nil)
	if err != nil || rep.Cards != 1 || rep.Compiled != 0 {
		t.Fatalf("ReadCards: %v, %+v", err, rep)
	}
}
