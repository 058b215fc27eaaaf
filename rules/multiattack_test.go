package rules

import (
	"strings"
	"testing"
)

// TestDeclareAttacks: one declaration against two players; each attacked
// player is attacked by their group; a player in two groups, the attacking
// player, or a creature twice are refused, the game unchanged.
func TestDeclareAttacks(t *testing.T) {
	bear := &CardDef{ID: "inline:Ours", Name: "Ours", Faces: []*Face{{Name: "Ours", Types: []string{TCreature}, Power: "2", Toughness: "2"}}}
	setup := func() (*Game, []*Object) {
		g := NewGame(EraModern, "you", "opp", "opp2")
		var os []*Object
		for range 3 {
			o := g.AddCard(bear, 0, ZoneBattlefield, false)
			o.EnteredTurn = -1
			os = append(os, o)
		}
		g.Step = StepMain1
		return g, os
	}
	g, os := setup()
	if err := g.DeclareAttacks(0, []AttackGroup{{Defender: 1, Attackers: os[:2]}, {Defender: 2, Attackers: os[2:]}}); err != nil {
		t.Fatal(err)
	}
	for i, want := range []int{1, 1, 2} {
		if !os[i].Attacking || os[i].AttackTarget != want {
			t.Errorf("attacker %d: attacking %v player %d, want player %d", i, os[i].Attacking, os[i].AttackTarget, want)
		}
	}
	for _, tc := range []struct {
		name   string
		groups func([]*Object) []AttackGroup
		want   string
	}{
		{"a player twice", func(os []*Object) []AttackGroup {
			return []AttackGroup{{Defender: 1, Attackers: os[:1]}, {Defender: 1, Attackers: os[1:]}}
		}, "two groups"},
		{"yourself", func(os []*Object) []AttackGroup {
			return []AttackGroup{{Defender: 0, Attackers: os[:1]}, {Defender: 1, Attackers: os[1:]}}
		}, "cannot be attacked"},
		{"a creature twice", func(os []*Object) []AttackGroup {
			return []AttackGroup{{Defender: 1, Attackers: os[:2]}, {Defender: 2, Attackers: os[1:]}}
		}, "attacks twice"},
	} {
		g, os := setup()
		err := g.DeclareAttacks(0, tc.groups(os))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
		for _, o := range os {
			if o.Attacking || o.Tapped {
				t.Errorf("%s: a refused declaration changed the game", tc.name)
			}
		}
	}
}

// TestDelayedNext: « quand vous lancez pour la prochaine fois ce tour-ci
// … » (a delayed trigger of kind next) triggers once, and not at all after
// this turn.
func TestDelayedNext(t *testing.T) {
	delayed := &Effect{Op: "delayed", Kind: "next", Until: "eot", Ability: &Ability{Kind: KindTriggered, When: "cast_any",
		Filter: MustParseFilter("instant spell"), Effects: []*Effect{{Op: "gain_life", N: ConstExpr(1)}}}}
	g := NewGame(EraModern, "you", "opp")
	src := g.AddCard(testCard(t, "Horloge", "{2}", "Artefact", ""), 0, ZoneBattlefield, false)
	if err := g.Run([]*Effect{delayed}, &EvalCtx{G: g, Src: src.ID, Ctrl: 0}); err != nil {
		t.Fatal(err)
	}
	if len(g.delayed) != 1 || !g.delayed[0].once || !g.delayed[0].thisTurn {
		t.Fatalf("delayed %+v, want one that triggers once, this turn", g.delayed)
	}
	if kept := keepDelayed(g.delayed); len(kept) != 0 {
		t.Errorf("%d delayed triggers kept past the turn", len(kept))
	}
}
