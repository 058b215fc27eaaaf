package rules

import (
	"strings"
	"testing"
)

func TestRoll(t *testing.T) {
	for _, tc := range []struct {
		sides   int
		choose  string
		want    int
		wantErr string
	}{
		{sides: 6, choose: "6", want: 6},
		{sides: 6, choose: "1", want: 1},
		{sides: 6, want: 1},
		{sides: 6, choose: "7", wantErr: "a d6 has 6 faces: 7"},
		{sides: 6, choose: "0", wantErr: "0 is not a result"},
		{sides: 20, choose: "17", want: 17},
		{sides: 6, choose: "six", wantErr: "not a number"},
		{sides: 0, choose: "1", wantErr: "at least one face"},
	} {
		g := NewGame(EraModern, "you", "opp")
		then := &Effect{Op: "lose_life", N: mustExpr(t, "amount"), To: "opp"}
		e := &Effect{Op: "roll", N: ConstExpr(tc.sides), Choose: tc.choose, Then: []*Effect{then}}
		err := g.Run([]*Effect{e}, &EvalCtx{G: g, Ctrl: 0})
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("d%d %q: got %v, want error containing %q", tc.sides, tc.choose, err, tc.wantErr)
			}
			if g.Players[1].Life != 20 {
				t.Errorf("d%d %q: a refused roll changed life to %d", tc.sides, tc.choose, g.Players[1].Life)
			}
			continue
		}
		if err != nil {
			t.Errorf("d%d %q: %v", tc.sides, tc.choose, err)
			continue
		}
		if got := 20 - g.Players[1].Life; got != tc.want {
			t.Errorf("d%d %q: the result seen as amount is %d, want %d", tc.sides, tc.choose, got, tc.want)
		}
	}
}

func mustExpr(t *testing.T, s string) *Expr {
	t.Helper()
	x, err := ParseExpr(s)
	if err != nil {
		t.Fatal(err)
	}
	return x
}
