package rules

import (
	"strings"
	"testing"
)

// cardOf builds a one-face card from printed-like fields for the tests of
// priority, hidden information, face-down and transforming cards.
func cardOf(t *testing.T, name, cost, typ, pt string, text ...string) *CardDef {
	t.Helper()
	f, err := FaceFromText(name, cost, typ, pt, text)
	if err != nil {
		t.Fatal(err)
	}
	return &CardDef{ID: "inline:" + name, Name: name, Faces: []*Face{f}}
}

// TestPriorityPassing: only the holder passes; a player who passed may not
// act until priority comes back; all passing in succession resolves the
// top of the stack (the active player then holds priority) or, with an
// empty stack, ends the step; in a game of three, priority goes round in
// turn order.
func TestPriorityPassing(t *testing.T) {
	g := NewGame(EraModern, "a", "b", "c")
	bolt := cardOf(t, "Bolt", "{R}", "Instant", "")
	bolt.Faces[0].Abilities = []*Ability{{Kind: KindSpell, RoomDoor: -1, Effects: []*Effect{{Op: "gain_life", N: ConstExpr(1)}}}}
	b1 := g.AddCard(bolt, 1, ZoneHand, false)
	b0 := g.AddCard(bolt, 0, ZoneHand, false)
	for _, p := range g.Players {
		p.Pool, _ = ParsePool("{R}")
	}
	if err := g.Pass(1); err == nil || !strings.Contains(err.Error(), "does not hold priority") {
		t.Fatalf("b passing without priority: %v", err)
	}
	if err := g.Pass(0); err != nil {
		t.Fatal(err)
	}
	if g.PriorityHolder() != 1 {
		t.Fatalf("after a passes, %d holds priority", g.PriorityHolder())
	}
	if _, err := g.Cast(0, b0, CastOptions{Door: -1}); err == nil || !strings.Contains(err.Error(), "passed priority") {
		t.Fatalf("a casting after passing: %v", err)
	}
	if _, err := g.Cast(1, b1, CastOptions{Door: -1}); err != nil {
		t.Fatal(err)
	}
	for _, p := range []int{1, 2} {
		if err := g.Pass(p); err != nil {
			t.Fatal(err)
		}
	}
	if len(g.Stack()) != 1 || g.PriorityHolder() != 0 {
		t.Fatalf("b and c passed: stack %d, holder %d", len(g.Stack()), g.PriorityHolder())
	}
	if err := g.Pass(0); err != nil {
		t.Fatal(err)
	}
	if len(g.Stack()) != 0 || g.Players[1].Life != 21 || g.PriorityHolder() != 0 {
		t.Fatalf("all passed: stack %d, b's life %d, holder %d", len(g.Stack()), g.Players[1].Life, g.PriorityHolder())
	}
	for _, p := range []int{0, 1, 2} {
		if err := g.Pass(p); err != nil {
			t.Fatal(err)
		}
	}
	if g.Step != StepBeginCombat {
		t.Errorf("all passed with an empty stack: step %s, want begin_combat", g.Step)
	}
}
