package rules

import (
	"strings"
	"testing"
)

// TestPhyrexianSplit: {G/P} is paid with green mana when the pool has it,
// else with 2 life, which a player with less life cannot pay (119.4).
func TestPhyrexianSplit(t *testing.T) {
	for _, tc := range []struct {
		name, cost, pool string
		life             int
		want             string
		wantLife         int
		err              string
	}{
		{"green in the pool", "{G/P}", "{G}", 20, "{G}", 0, ""},
		{"no green: 2 life", "{G/P}", "", 20, "", 2, ""},
		{"other mana does not pay it", "{1}{G/P}", "{U}", 20, "{1}", 2, ""},
		{"two symbols, one green", "{G/P}{G/P}", "{G}", 20, "{G}", 2, ""},
		{"exactly 2 life left", "{G/P}", "", 2, "", 2, ""},
		{"1 life cannot pay 2", "{G/P}", "", 1, "", 0, "119.4"},
		{"no Phyrexian symbol", "{1}{G}", "{G}{G}", 20, "{1}{G}", 0, ""},
	} {
		g := NewGame(EraModern, "you", "opp")
		g.Players[0].Life = tc.life
		if tc.pool != "" {
			pool, err := ParsePool(tc.pool)
			if err != nil {
				t.Fatal(err)
			}
			g.Players[0].Pool = pool
		}
		cost, err := ParseManaCost(tc.cost)
		if err != nil {
			t.Fatal(err)
		}
		got, life, err := g.PhyrexianSplit(0, cost)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want one with %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if CostString(got) != CostString(mustCost(t, tc.want)) || life != tc.wantLife {
			t.Errorf("%s: %s and %d life, want %s and %d", tc.name, CostString(got), life, tc.want, tc.wantLife)
		}
	}
}

func mustCost(t *testing.T, s string) ManaCost {
	t.Helper()
	if s == "" {
		return nil
	}
	c, err := ParseManaCost(s)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
