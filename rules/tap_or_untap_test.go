package rules

import "testing"

// TestTapOrUntap: the resolution's choice says whether the permanent is
// tapped or untapped; without one, its state changes.
func TestTapOrUntap(t *testing.T) {
	for _, tc := range []struct {
		tapped  bool
		choices []string
		want    bool
	}{
		{false, []string{"tap"}, true},
		{true, []string{"tap"}, true},
		{true, []string{"untap"}, false},
		{false, []string{"untap"}, false},
		{false, nil, true},
		{true, nil, false},
	} {
		g := NewGame(EraModern, "you", "opp")
		f, err := FaceFromText("Bear", "{1}{G}", "Creature — Bear", "2/2", nil)
		if err != nil {
			t.Fatal(err)
		}
		o := g.AddCard(&CardDef{Name: "Bear", Faces: []*Face{f}}, 1, ZoneBattlefield, false)
		o.Tapped = tc.tapped
		g.Choices = tc.choices
		e := &Effect{Op: "tap_or_untap", What: "t0"}
		ctx := &EvalCtx{G: g, Ctrl: 0, Targets: [][]Target{{{Obj: o.ID}}}}
		if err := g.opTapOrUntap(e, ctx); err != nil {
			t.Fatal(err)
		}
		if o.Tapped != tc.want {
			t.Errorf("tapped %v, choices %v: tapped %v, want %v", tc.tapped, tc.choices, o.Tapped, tc.want)
		}
	}
}
