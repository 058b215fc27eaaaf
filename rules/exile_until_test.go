package rules

import "testing"

// TestExileUntilLeaves: the exiled card returns, under its owner's
// control, when the source leaves the battlefield; if the source has left
// before the instruction, nothing is exiled (610.3c).
func TestExileUntilLeaves(t *testing.T) {
	bear := &CardDef{ID: "inline:Ours", Name: "Ours", Faces: []*Face{{Name: "Ours", Types: []string{TCreature}, Power: "2", Toughness: "2"}}}
	warden := &CardDef{ID: "inline:Geôlier", Name: "Geôlier", Faces: []*Face{{Name: "Geôlier", Types: []string{TEnchantment}}}}
	for _, tc := range []struct {
		name       string
		leftBefore bool
		want       Zone
	}{
		{"source stays, then leaves: the card returns", false, ZoneBattlefield},
		{"source gone before: nothing is exiled", true, ZoneBattlefield},
	} {
		g := NewGame(EraModern, "you", "opp")
		src := g.AddCard(warden, 0, ZoneBattlefield, false)
		victim := g.AddCard(bear, 1, ZoneBattlefield, false)
		if tc.leftBefore {
			src = g.Move(src, ZoneGraveyard, MoveOpts{})
		}
		ctx := &EvalCtx{G: g, Ctrl: 0, Src: src.ID, Targets: [][]Target{{{Obj: victim.ID}}}}
		if err := g.Run([]*Effect{{Op: "exile_until_leaves", What: "t0"}}, ctx); err != nil {
			t.Fatal(err)
		}
		if tc.leftBefore {
			if victim.Zone != ZoneBattlefield || g.Objs[victim.ID] == nil {
				t.Errorf("%s: the creature moved", tc.name)
			}
			continue
		}
		if g.Objs[victim.ID] != nil || len(src.ExiledUntilLeaves) != 1 {
			t.Fatalf("%s: the creature was not exiled", tc.name)
		}
		exiled := g.Objs[src.ExiledUntilLeaves[0]]
		if exiled == nil || exiled.Zone != ZoneExile {
			t.Fatalf("%s: no card in exile", tc.name)
		}
		g.Destroy(src)
		back := g.newOf[exiled.ID]
		if len(back) != 1 || g.Objs[back[0]] == nil || g.Objs[back[0]].Zone != tc.want || g.Objs[back[0]].Controller != 1 {
			t.Errorf("%s: the card did not return under its owner's control", tc.name)
		}
	}
}
