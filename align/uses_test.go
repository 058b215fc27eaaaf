package align_test

import (
	"testing"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
)

func TestUses(t *testing.T) {
	terms, err := corpus.Terms()
	if err != nil {
		t.Fatal(err)
	}
	a := align.NewAligner(terms)
	uses := a.Uses(smallKB())
	if len(uses) != len(terms) {
		t.Fatalf("%d terms used or not, want all %d", len(uses), len(terms))
	}
	survival := uses["survival"]
	if got := survival.Sections["fr"]; len(got) != 1 || got[0] != "t-fr-s-nouveau-mot-de-capacité-survie" {
		t.Errorf("survival in French sections: %v", got)
	}
	if got := survival.Cards["it"]; len(got) != 3 {
		t.Errorf("survival in Italian cards: %v, want the three survivors", got)
	}
	scheme := uses["scheme"]
	if got := scheme.Forms["fr"]; len(got) != 2 || got[0] != "machination" || got[1] != "machination continue" {
		t.Errorf("scheme forms seen in French: %q", got)
	}
	// The eerie mechanic's French name is in no text of the small KB.
	if got := uses["eerie"].Cards["fr"]; len(got) != 0 {
		t.Errorf("eerie used by %v", got)
	}
	if got := a.Uses(nil); len(got) != len(terms) {
		t.Errorf("Uses(nil) has %d terms", len(got))
	}
}

func TestUsesReal(t *testing.T) {
	terms, err := corpus.Terms()
	if err != nil {
		t.Fatal(err)
	}
	uses := align.NewAligner(terms).Uses(realKB(t))
	// Délire and delirio: the Duskmourn delirium cards in both languages.
	d := uses["delirium"]
	if len(d.Cards["fr"]) < 10 || len(d.Cards["it"]) < 10 || len(d.Sections["fr"]) == 0 || len(d.Sections["it"]) == 0 {
		t.Errorf("delirium used by %d French and %d Italian cards, %v %v sections",
			len(d.Cards["fr"]), len(d.Cards["it"]), d.Sections["fr"], d.Sections["it"])
	}
	// The old rulebook says "initiative" for first strike.
	if got := uses["first-strike"].Forms["fr"]; len(got) == 0 {
		t.Error("first strike seen in no French text")
	}
}
