package rules

import "testing"

// TestTargetsUpToX: "jusqu'à X créatures ciblées" takes at most X targets,
// X the value the ability's context holds.
func TestTargetsUpToX(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	bear := &CardDef{ID: "inline:bear", Name: "Bear", Faces: []*Face{{Name: "Bear", Types: []string{TCreature}, Power: "2", Toughness: "2"}}}
	var ts []Target
	for range 3 {
		ts = append(ts, Target{Obj: g.AddCard(bear, 1, ZoneBattlefield, false).ID})
	}
	spec := []*TargetSpec{{Filter: MustParseFilter("creature"), Min: 0, Max: MaxRepeat, MaxN: XExpr()}}
	for _, tc := range []struct {
		x, n int
		ok   bool
	}{{2, 2, true}, {2, 3, false}, {0, 0, true}, {3, 3, true}} {
		err := g.checkTargets(&EvalCtx{G: g, Ctrl: 0, X: tc.x}, spec, ts[:tc.n])
		if (err == nil) != tc.ok {
			t.Errorf("X=%d, %d targets: error %v, want ok=%v", tc.x, tc.n, err, tc.ok)
		}
	}
}
