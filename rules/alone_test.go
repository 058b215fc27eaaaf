package rules

import (
	"strings"
	"testing"
)

// aloneGame gives player 0 a Beast that can't attack or block alone and a
// Bear, and player 1 two attacking Bears.
func aloneGame(t *testing.T) (g *Game, beast, bear, a1, a2 *Object) {
	t.Helper()
	g = NewGame(EraModern, "you", "opp")
	bf, _ := FaceFromText("Bestia", "", "Creatura — Bestia", "4/4", nil)
	bf.Keywords = append(bf.Keywords, Keyword{Key: "cant_attack_alone"}, Keyword{Key: "cant_block_alone"})
	of, _ := FaceFromText("Orso", "{1}{G}", "Creatura — Orso", "2/2", nil)
	beast = g.AddCard(&CardDef{ID: "inline:Bestia", Name: "Bestia", Faces: []*Face{bf}}, 0, ZoneBattlefield, false)
	bear = g.AddCard(&CardDef{ID: "inline:Orso", Name: "Orso", Faces: []*Face{of}}, 0, ZoneBattlefield, false)
	a1 = g.AddCard(&CardDef{ID: "inline:Orso", Name: "Orso", Faces: []*Face{of}}, 1, ZoneBattlefield, false)
	a2 = g.AddCard(&CardDef{ID: "inline:Orso", Name: "Orso", Faces: []*Face{of}}, 1, ZoneBattlefield, false)
	return g, beast, bear, a1, a2
}

func TestCantAttackAlone(t *testing.T) {
	g, beast, bear, _, _ := aloneGame(t)
	err := g.DeclareAttackers(0, 1, []*Object{beast})
	if err == nil || !strings.Contains(err.Error(), "cannot attack alone") {
		t.Fatalf("the Beast attacked alone: %v", err)
	}
	if beast.Attacking || beast.Tapped {
		t.Errorf("a refused declaration changed the Beast")
	}
	if err := g.DeclareAttackers(0, 1, []*Object{beast, bear}); err != nil {
		t.Fatalf("the Beast with another attacker: %v", err)
	}
}

func TestCantBlockAlone(t *testing.T) {
	g, beast, bear, a1, a2 := aloneGame(t)
	g.Active = 1
	if err := g.DeclareAttackers(1, 0, []*Object{a1, a2}); err != nil {
		t.Fatal(err)
	}
	err := g.DeclareBlockers(0, []Block{{Blocker: beast, Attacker: a1}})
	if err == nil || !strings.Contains(err.Error(), "cannot block alone") {
		t.Fatalf("the Beast blocked alone: %v", err)
	}
	if len(beast.Blocking) != 0 || a1.Blocked {
		t.Errorf("a refused declaration changed the game")
	}
	// Another blocker, blocking another attacker, is enough.
	if err := g.DeclareBlockers(0, []Block{{Blocker: beast, Attacker: a1}, {Blocker: bear, Attacker: a2}}); err != nil {
		t.Fatalf("the Beast with another blocker: %v", err)
	}
}
