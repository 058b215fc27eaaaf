package rules

import "testing"

// TestHiddenZones: a hand is its owner's, a library nobody's, a card exiled
// face down nobody's, a face-down permanent its controller's; graveyards
// and face-up exile are public.
func TestHiddenZones(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	bear := cardOf(t, "Bear", "{1}{G}", "Creature — Bear", "2/2")
	hand := g.AddCard(bear, 0, ZoneHand, false)
	lib := g.AddCard(bear, 0, ZoneLibrary, false)
	down := g.AddCard(bear, 0, ZoneBattlefield, false)
	down.FaceDown = true
	gy := g.AddCard(bear, 1, ZoneGraveyard, false)
	ex := g.Move(g.AddCard(bear, 1, ZoneHand, false), ZoneExile, MoveOpts{faceDown: true})
	for _, c := range []struct {
		what string
		o    *Object
		you  bool
		opp  bool
	}{
		{"hand", hand, true, false}, {"library", lib, false, false}, {"face-down permanent", down, true, false},
		{"graveyard", gy, true, true}, {"exiled face down", ex, false, false},
	} {
		if g.CanSee(0, c.o) != c.you || g.CanSee(1, c.o) != c.opp {
			t.Errorf("%s: you see %v, opp sees %v; want %v, %v", c.what, g.CanSee(0, c.o), g.CanSee(1, c.o), c.you, c.opp)
		}
	}
}
