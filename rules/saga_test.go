package rules

import "testing"

// TestSagaChapters: a Saga gets a lore counter as its controller's
// precombat main phase begins, each chapter triggers once as its number is
// reached, and after its final chapter has left the stack the Saga is
// sacrificed (714.3b, 714.2b, 714.4).
func TestSagaChapters(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	for range 4 {
		g.AddCard(&CardDef{ID: "inline:land", Name: "Land", Faces: []*Face{{Name: "Land", Types: []string{TLand}}}}, 0, ZoneLibrary, false)
		g.AddCard(&CardDef{ID: "inline:land", Name: "Land", Faces: []*Face{{Name: "Land", Types: []string{TLand}}}}, 1, ZoneLibrary, false)
	}
	gain := func(n int) []*Effect { return []*Effect{{Op: "gain_life", N: ConstExpr(n)}} }
	saga := &CardDef{ID: "inline:saga", Name: "Saga", Faces: []*Face{{Name: "Saga", Types: []string{TEnchantment}, Subtypes: []string{"Saga"},
		Abilities: []*Ability{
			{Kind: KindTriggered, When: "chapter", Chapter: 1, Effects: gain(1), RoomDoor: -1},
			{Kind: KindTriggered, When: "chapter", Chapter: 2, Effects: gain(2), RoomDoor: -1},
		}}}}
	o := g.AddCard(saga, 0, ZoneBattlefield, false)
	step := func(s Step, next bool) {
		t.Helper()
		if err := g.GoTo(s, next); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
	}
	step(StepMain1, true) // the opponent's turn: no lore counter
	if n := o.CounterCount("lore"); n != 0 {
		t.Fatalf("lore counters on the opponent's turn: %d, want 0", n)
	}
	step(StepMain1, true)
	if n, life := o.CounterCount("lore"), g.Players[0].Life; n != 1 || life != 21 {
		t.Fatalf("after the first main phase: %d lore counters, life %d; want 1, 21", n, life)
	}
	if g.Objs[o.ID] == nil {
		t.Fatalf("sacrificed before its final chapter")
	}
	step(StepMain1, true)
	step(StepMain1, true)
	if life := g.Players[0].Life; life != 23 {
		t.Errorf("after chapter II: life %d, want 23", life)
	}
	if g.Objs[o.ID] != nil || len(g.Players[0].Graveyard) != 1 {
		t.Errorf("after its final chapter the Saga is not in the graveyard")
	}
}
