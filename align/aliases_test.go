package align_test

import (
	"slices"
	"testing"

	"github.com/arbitre/arbitre/align"
)

func TestAliases(t *testing.T) {
	al, err := align.Align(realKB(t), "dsk-fr", "dsk-it")
	if err != nil {
		t.Fatal(err)
	}
	got := al.Aliases()
	if len(got) != 2*len(al.Pairs) {
		t.Errorf("%d aliases for %d pairs, want one per card on each side", len(got), len(al.Pairs))
	}
	for id, want := range map[string]string{
		"dsk-fr-pilleuse-de-poubelles-optimiste": "Sciacalla Ottimista",
		"dsk-it-sciacalla-ottimista":             "Pilleuse de poubelles optimiste",
	} {
		if !slices.Equal(got[id], []string{want}) {
			t.Errorf("Aliases()[%s] = %q, want [%q]", id, got[id], want)
		}
	}
}
