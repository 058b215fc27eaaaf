package rules

import "testing"

// TestThisWayAmounts: "You gain life equal to the life lost this way"
// (Gray Merchant of Asphodel) and "the damage dealt this way" count what
// the resolving ability's own instructions did, every player's together.
func TestThisWayAmounts(t *testing.T) {
	for _, tc := range []struct {
		name    string
		first   *Effect
		then    string
		players int
		want    int // your life after
	}{
		{"each opponent loses 2, two opponents", &Effect{Op: "lose_life", N: ConstExpr(2), To: "each_opponent"}, "life_lost_this_way()", 3, 24},
		{"one opponent loses 3", &Effect{Op: "lose_life", N: ConstExpr(3), To: "each_opponent"}, "life_lost_this_way()", 2, 23},
		{"nothing lost: nothing gained", &Effect{Op: "lose_life", N: ConstExpr(0), To: "each_opponent"}, "life_lost_this_way()", 2, 20},
		{"damage to each opponent", &Effect{Op: "damage", N: ConstExpr(2), To: "each_opponent"}, "dealt_this_way()", 3, 24},
		{"each other player loses 2", &Effect{Op: "lose_life", N: ConstExpr(2), To: "all:other player"}, "life_lost_this_way()", 3, 24},
		{"damage to each other player", &Effect{Op: "damage", N: ConstExpr(2), To: "all:other player"}, "dealt_this_way()", 3, 24},
		{"damage is not life lost", &Effect{Op: "damage", N: ConstExpr(2), To: "each_opponent"}, "life_lost_this_way()", 2, 20},
	} {
		names := []string{"you", "opp", "opp2"}[:tc.players]
		g := NewGame(EraModern, names...)
		gain := &Effect{Op: "gain_life", N: mustExpr(t, tc.then)}
		if err := g.Run([]*Effect{tc.first, gain}, &EvalCtx{G: g, Ctrl: 0}); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := g.Players[0].Life; got != tc.want {
			t.Errorf("%s: your life %d, want %d", tc.name, got, tc.want)
		}
		// The other players lost or were dealt what you gained, you
		// nothing.
		lost := 0
		for _, p := range g.Players[1:] {
			lost += 20 - p.Life
		}
		if gained := tc.want - 20; gained > 0 && lost != gained {
			t.Errorf("%s: the others lost %d, you gained %d", tc.name, lost, gained)
		}
	}
}
