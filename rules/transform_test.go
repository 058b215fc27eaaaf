package rules

import "testing"

// TestTransformRefusals: a face-down double-faced permanent and a
// single-faced one do not transform; a transformed one turns back.
func TestTransformRefusals(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	dfc := cardOf(t, "Youth", "{1}{W}", "Creature — Human", "1/1")
	back, err := FaceFromText("Fiend", "", "Creature — Horror", "3/3", nil)
	if err != nil {
		t.Fatal(err)
	}
	dfc.Back = back
	o := g.AddCard(dfc, 0, ZoneBattlefield, false)
	single := g.AddCard(cardOf(t, "Bear", "{1}{G}", "Creature — Bear", "2/2"), 0, ZoneBattlefield, false)
	if g.transform(single) || single.Transformed {
		t.Error("a single-faced permanent transformed")
	}
	o.FaceDown = true
	if g.transform(o) || o.Transformed {
		t.Error("a face-down permanent transformed")
	}
	o.FaceDown = false
	if !g.transform(o) || g.Chars(o).Power != 3 || g.Chars(o).ManaValue != 2 {
		t.Errorf("transformed: %d power, mana value %d; want 3, 2", g.Chars(o).Power, g.Chars(o).ManaValue)
	}
	if !g.transform(o) || g.Chars(o).Power != 1 {
		t.Errorf("transformed back: %d power, want 1", g.Chars(o).Power)
	}
}
