package rules

import "testing"

// TestAmongFunctions: "the greatest toughness among creatures you control"
// (ktk-183, war-230), "the highest mana value among permanents
// you control" (scg-107) and "the total power of creatures you
// control" (m21-172) count your creatures only.
func TestAmongFunctions(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	g.AddCard(creature(t, "Ours", "{1}{G}", "Créature", "2/2"), 0, ZoneBattlefield, false)
	g.AddCard(creature(t, "Mur", "{4}", "Créature", "0/5"), 0, ZoneBattlefield, false)
	g.AddCard(creature(t, "Géant", "{5}{R}", "Créature", "7/7"), 1, ZoneBattlefield, false)
	for _, tc := range []struct {
		expr string
		want int
	}{
		{"max_toughness(creature you_control)", 5},
		{"max_mv(creature you_control)", 4},
		{"power_sum(creature you_control)", 2},
		{"power_sum(creature)", 9},
		{"max_toughness(creature opp_control)", 7},
		{"max_mv(artifact you_control)", 0},
	} {
		if got := mustExpr(t, tc.expr).Eval(&EvalCtx{G: g, Ctrl: 0}); got != tc.want {
			t.Errorf("%s = %d, want %d", tc.expr, got, tc.want)
		}
	}
}
