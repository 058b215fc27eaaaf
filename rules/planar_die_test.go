package rules

import (
	"strings"
	"testing"
)

// TestRollPlanar: the planar die's face is the scenario's (choose, or the
// choice planar:FACE), blank by default; {CHAOS} triggers a plane's chaos
// ability from the command zone, every face is a die roll, and the
// planeswalker face is refused (no planar deck).
func TestRollPlanar(t *testing.T) {
	for _, tc := range []struct {
		name              string
		choose, choice    string
		wantChaos, wantDi int
		wantErr           string
	}{
		{name: "default blank", wantDi: 1},
		{name: "chaos named", choose: "chaos", wantChaos: 1, wantDi: 1},
		{name: "chaos chosen", choice: PlanarChoicePrefix + "chaos", wantChaos: 1, wantDi: 1},
		{name: "blank chosen", choice: PlanarChoicePrefix + "blank", wantDi: 1},
		{name: "planeswalk", choose: "planeswalk", wantErr: "no planar deck"},
		{name: "no such face", choose: "7", wantErr: "no face"},
	} {
		g := NewGame(EraModern, "you", "opp")
		gain := func(n int) []*Effect { return []*Effect{{Op: "gain_life", N: ConstExpr(n)}} }
		plane := &CardDef{ID: "inline:plane", Name: "Plane", Faces: []*Face{{Name: "Plane", Types: []string{TPlane},
			Abilities: []*Ability{{Kind: KindTriggered, When: "chaos_rolled", Effects: gain(1), RoomDoor: -1}}}}}
		g.AddCard(plane, 0, ZoneCommand, false)
		// "Whenever you roll one or more dice": the opponent's does not
		// trigger on your roll (100 life each, to tell the two apart).
		dice := &CardDef{ID: "inline:dice", Name: "Dice", Faces: []*Face{{Name: "Dice", Types: []string{TEnchantment},
			Abilities: []*Ability{{Kind: KindTriggered, When: "die_rolled", Effects: gain(100), RoomDoor: -1}}}}}
		g.AddCard(dice, 0, ZoneBattlefield, false)
		g.AddCard(dice, 1, ZoneBattlefield, false)
		if tc.choice != "" {
			g.Choices = []string{tc.choice}
		}
		err := g.Run([]*Effect{{Op: "roll_planar", Choose: tc.choose}}, &EvalCtx{G: g, Ctrl: 0})
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%s: got %v, want error containing %q", tc.name, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if err := g.Settle(); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if len(g.Choices) != 0 {
			t.Errorf("%s: the choice was not used", tc.name)
		}
		if got, want := g.Players[0].Life-20, tc.wantChaos+100*tc.wantDi; got != want {
			t.Errorf("%s: gained %d life, want %d", tc.name, got, want)
		}
		if g.Players[1].Life != 20 {
			t.Errorf("%s: the opponent's die_rolled triggered on your roll", tc.name)
		}
	}
}

// TestRollTriggersDieRolled: a d6 rolled is a die roll (amount: the
// result, for "whenever you roll one or more dice").
func TestRollTriggersDieRolled(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	dice := &CardDef{ID: "inline:dice", Name: "Dice", Faces: []*Face{{Name: "Dice", Types: []string{TEnchantment},
		Abilities: []*Ability{{Kind: KindTriggered, When: "die_rolled", Effects: []*Effect{{Op: "lose_life", N: mustExpr(t, "amount"), To: "opp"}}, RoomDoor: -1}}}}}
	g.AddCard(dice, 0, ZoneBattlefield, false)
	if err := g.Run([]*Effect{{Op: "roll", N: ConstExpr(6), Choose: "4"}}, &EvalCtx{G: g, Ctrl: 0}); err != nil {
		t.Fatal(err)
	}
	if err := g.Settle(); err != nil {
		t.Fatal(err)
	}
	if err := g.ResolveAll(); err != nil {
		t.Fatal(err)
	}
	if got := 20 - g.Players[1].Life; got != 4 {
		t.Errorf("the trigger saw %d as the result, want 4", got)
	}
}

// TestDieRolledHighest: "whenever you roll a die's highest natural
// result" triggers on a d4's 4, not on its 3, nor on the planar die.
func TestDieRolledHighest(t *testing.T) {
	for _, tc := range []struct {
		roll *Effect
		want int
	}{
		{&Effect{Op: "roll", N: ConstExpr(4), Choose: "4"}, 1},
		{&Effect{Op: "roll", N: ConstExpr(4), Choose: "3"}, 0},
		{&Effect{Op: "roll", N: ConstExpr(20), Choose: "20"}, 1},
		{&Effect{Op: "roll_planar", Choose: "chaos"}, 0},
	} {
		g := NewGame(EraModern, "you", "opp")
		ward := &CardDef{ID: "inline:ward", Name: "Ward", Faces: []*Face{{Name: "Ward", Types: []string{TArtifact},
			Abilities: []*Ability{{Kind: KindTriggered, When: "die_rolled_highest", Effects: []*Effect{{Op: "gain_life", N: ConstExpr(1)}}, RoomDoor: -1}}}}}
		g.AddCard(ward, 0, ZoneBattlefield, false)
		if err := g.Run([]*Effect{tc.roll}, &EvalCtx{G: g, Ctrl: 0}); err != nil {
			t.Fatal(err)
		}
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := g.Players[0].Life - 20; got != tc.want {
			t.Errorf("%s %s: triggered %d times, want %d", tc.roll.Op, tc.roll.Choose, got, tc.want)
		}
	}
}
