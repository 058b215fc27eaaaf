package rules

import (
	"strings"
	"testing"
)

// TestExertNeedsTheAbility: only an attacker with the exert ability may
// be exerted, and only as it attacks (701.43a).
func TestExertNeedsTheAbility(t *testing.T) {
	for _, tc := range []struct {
		kw     []Keyword
		attack bool
		want   string
	}{
		{nil, true, "no ability that exerts it"},
		{[]Keyword{{Key: "exert"}}, false, "it must attack"},
		{[]Keyword{{Key: "exert"}}, true, ""},
	} {
		g := NewGame(EraModern, "you", "opp")
		g.Step = StepBeginCombat
		f, err := FaceFromText("Bear", "{1}{G}", "Creature — Bear", "2/2", nil)
		if err != nil {
			t.Fatal(err)
		}
		f.Keywords = tc.kw
		o := g.AddCard(&CardDef{Name: "Bear", Faces: []*Face{f}}, 0, ZoneBattlefield, false)
		other := g.AddCard(&CardDef{Name: "Bear", Faces: []*Face{f}}, 0, ZoneBattlefield, false)
		attackers := []*Object{other}
		if tc.attack {
			attackers = append(attackers, o)
		}
		g.Exerting = []*Object{o}
		err = g.DeclareAttackers(0, 1, attackers)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%v: %v", tc.kw, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%v attack=%v: error %v, want %q", tc.kw, tc.attack, err, tc.want)
		}
	}
}
