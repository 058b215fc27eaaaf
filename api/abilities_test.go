package api

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestAbilityDifferences: the fixture's Italian Suzerain lacks the French
// card's impending paragraph, so the two compile to different abilities:
// /api/differences lists the pair as kind "abilities" with the line the
// Italian side lacks, /api/compare/{card} gives both compiled forms and
// /compare/{card} shows them side by side. Every listed pair really
// compiles differently.
func TestAbilityDifferences(t *testing.T) {
	s := newTestServer(t)
	const from = "dsk-fr-suzerain-de-bouillecale"
	w := get(t, s, "/api/differences?kind=abilities")
	var list struct {
		Total int `json:"total"`
		Data  []struct {
			Kind     string   `json:"kind"`
			Owner    string   `json:"owner"`
			OwnerTo  string   `json:"owner_to"`
			FromOnly []string `json:"from_only"`
			ToOnly   []string `json:"to_only"`
		} `json:"data"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &list); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, d := range list.Data {
		if d.Kind != "abilities" {
			t.Errorf("kind=abilities lists a %q difference", d.Kind)
		}
		if ab := s.compiledPair(d.Owner, d.OwnerTo); ab == nil || ab.Identical {
			t.Errorf("%s / %s listed but compiles identically", d.Owner, d.OwnerTo)
		}
		if d.Owner == from {
			found = true
			if !slices.Contains(d.FromOnly, "keyword impending 4 {2}{R}{R}") || len(d.ToOnly) != 0 {
				t.Errorf("%s: from_only %q to_only %q, want the impending keyword on the French side only", from, d.FromOnly, d.ToOnly)
			}
		}
	}
	if !found {
		t.Errorf("/api/differences?kind=abilities does not list %s: %s", from, w.Body.String())
	}
	if all := get(t, s, "/api/differences").Body.String(); !strings.Contains(all, `"kind":"abilities"`) {
		t.Error("/api/differences without a kind leaves out the ability differences")
	}

	w = get(t, s, "/api/compare/"+from)
	var cmp struct {
		Abilities *abilitiesJSON `json:"abilities"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &cmp); err != nil {
		t.Fatal(err)
	}
	ab := cmp.Abilities
	if ab == nil || ab.Identical || len(ab.From) != 3 || len(ab.To) != 2 {
		t.Fatalf("/api/compare/%s abilities = %+v, want 3 French lines and 2 Italian ones", from, ab)
	}
	page := get(t, s, "/compare/"+from).Body.String()
	if !strings.Contains(page, `id="cmp-abilities"`) || !strings.Contains(page, `<li class="only"><code>keyword impending 4 {2}{R}{R}</code></li>`) {
		t.Errorf("/compare/%s does not show the compiled abilities side by side", from)
	}
}
