package scenario

import (
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
	"github.com/arbitre/arbitre/rules/read"
	"gopkg.in/yaml.v3"
)

// TestCompareScenarios sets a scenario's hand-written abilities beside
// the compiled print: the same, fewer (a printed ability left out), other.
func TestCompareScenarios(t *testing.T) {
	kb := &corpus.KB{Cards: []corpus.Card{
		{ID: "x-fr-b", Doc: "x-fr", Lang: "fr", Name: "Ours", Types: []string{rules.TCreature},
			Text: []string{"Quand l'Ours arrive, piochez deux cartes.", "Quand l'Ours meurt, vous gagnez 2 points de vie."}},
	}}
	rep, err := read.ReadCards(kb, nil)
	if err != nil {
		t.Fatal(err)
	}
	abilities := func(src string) []*rules.Ability {
		var out []*rules.Ability
		if err := yaml.Unmarshal([]byte(src), &out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	scs := []*Scenario{
		{ID: "same", Cards: []*CardSpec{{KB: "x-fr-b", Abilities: abilities(`
- {when: enters, do: [{op: draw, n: 2}]}
- {when: dies, do: [{op: gain_life, n: 2}]}`)}}},
		{ID: "fewer", Cards: []*CardSpec{{KB: "x-fr-b", Abilities: abilities(`
- {when: enters, do: [{op: draw, n: 2}]}`)}}},
		{ID: "other", Cards: []*CardSpec{{KB: "x-fr-b", Abilities: abilities(`
- {when: enters, do: [{op: draw, n: 3}]}`)}}},
		{ID: "inline", Cards: []*CardSpec{{Name: "Ours", Abilities: abilities(`
- {when: enters, do: [{op: draw, n: 3}]}`)}}},
	}
	got := CompareScenarios(rep, scs)
	want := []string{"same", "subset", "differ"}
	if len(got) != len(want) {
		t.Fatalf("got %d comparisons, want %d: %+v", len(got), len(want), got)
	}
	for i, g := range got {
		if g.Status != want[i] || g.CardID != "x-fr-b" {
			t.Errorf("scenario %s: %s %s, want %s", g.Scenario, g.CardID, g.Status, want[i])
		}
	}
}
