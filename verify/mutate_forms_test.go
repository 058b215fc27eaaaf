package verify

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/arbitre/arbitre/rules/scenario"
)

// TestMutateForms is the mutation test of the reader and the engine (see
// MutateForms): the survivors are listed by name for whoever strengthens
// the scenarios.
func TestMutateForms(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the scenarios against every mutant of the compiled forms")
	}
	x := embeddedIndex(t)
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	rep, err := MutateForms(context.Background(), scs, x, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []struct {
		name string
		c    *MutantCounts
	}{{"reader", &rep.Reader}, {"engine", &rep.Engine}} {
		t.Logf("%s: %d mutants, %d killed (%.3f), %d invalid; by kind %v", m.name, m.c.Mutants, m.c.Killed, m.c.Score(), m.c.Invalid, m.c.ByKind)
		for _, s := range m.c.Survived {
			t.Logf("%s survived: %s", m.name, s)
		}
	}
	t.Logf("%s in %s; unmutable: %v", rep.Sample, time.Since(start), rep.Unmutable)
	// Measured when the test was written: the reader's mutants 0.429 (409
	// of 953), the engine's 0.692 (110 of 159). A change that loses more
	// than a few points of it weakens the scenarios; a mutant of the
	// card a scenario is about must be killed.
	if rep.Reader.Score() < 0.40 || rep.Engine.Score() < 0.65 {
		t.Errorf("scores: reader %.3f (floor 0.40), engine %.3f (floor 0.65)", rep.Reader.Score(), rep.Engine.Score())
	}
	if len(rep.Unmutable) > 0 {
		t.Errorf("cards or scenarios whose unchanged copy fails: %v", rep.Unmutable)
	}
	for _, want := range []string{"dsk-fr-intervention-de-frimas: gain_life n 2 → 3"} {
		if slices.Contains(rep.Reader.Survived, want) {
			t.Errorf("survived, though the scenarios check it: %s", want)
		}
	}
}

// TestDeepCopyForms: a mutant changes its copy of a card, never the card
// the other runs play.
func TestDeepCopyForms(t *testing.T) {
	x := embeddedIndex(t)
	def, err := x.cards.Def("dsk-fr-intervention-de-frimas")
	if err != nil {
		t.Fatal(err)
	}
	var before []string
	for _, st := range formSites(def) {
		before = append(before, st.what)
	}
	if len(before) < 3 {
		t.Fatalf("sites %v: want the numbers and the target of the spell", before)
	}
	cp := deepCopy(def)
	for _, st := range formSites(cp) {
		st.apply()
	}
	for i, st := range formSites(def) {
		if st.what != before[i] {
			t.Errorf("site %d of the card changed with its copy: %q, was %q", i, st.what, before[i])
		}
	}
	var after []string
	for _, st := range formSites(cp) {
		after = append(after, st.what)
	}
	if slices.Equal(after, before) {
		t.Errorf("the copy did not change: %v", after)
	}
}
