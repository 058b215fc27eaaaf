package rules

import (
	"fmt"
	"testing"
)

// mutateGame has a Bear on the battlefield (its "when this creature
// dies, draw a card" ability; a token when token is set) and a Spider
// with mutate {G} in the hand, with {G} in the pool and one card in the
// library; it casts the Spider for its mutate cost onto the Bear and
// resolves it with the choice (over, under or none).
func mutateGame(t *testing.T, token bool, choice string) (*Game, *Object) {
	t.Helper()
	g := NewGame(EraModern, "you", "opp")
	g.Step = StepMain1
	bear, err := FaceFromText("Bear", "{1}{G}", "Creature — Bear", "2/2", nil)
	if err != nil {
		t.Fatal(err)
	}
	bear.Abilities = []*Ability{{Kind: KindTriggered, When: "dies", RoomDoor: -1, Effects: []*Effect{{Op: "draw", N: ConstExpr(1)}}}}
	spider, err := FaceFromText("Spider", "{3}{G}", "Creature — Spider", "1/4", nil)
	if err != nil {
		t.Fatal(err)
	}
	mv, _ := ParseManaCost("{G}")
	spider.Keywords = []Keyword{{Key: "mutate", Cost: mv}, {Key: "reach"}}
	b := g.AddCard(&CardDef{Name: "Bear", Faces: []*Face{bear}}, 0, ZoneBattlefield, false)
	if token {
		b.Card, b.Def, b.Token = nil, bear, true
	}
	g.AddCard(&CardDef{Name: "Library card", Faces: []*Face{bear}}, 0, ZoneLibrary, false)
	s := g.AddCard(&CardDef{Name: "Spider", Faces: []*Face{spider}}, 0, ZoneHand, false)
	if g.Players[0].Pool, err = ParsePool("{G}"); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Cast(0, s, CastOptions{Door: -1, Alt: "mutate", Targets: [][]Target{{{Obj: b.ID}}}}); err != nil {
		t.Fatal(err)
	}
	if choice != "" {
		g.Choices = []string{choice}
	}
	if err := g.ResolveAll(); err != nil {
		t.Fatal(err)
	}
	return g, b
}

// TestMergedPermanent: the merged permanent is the Bear's object, with
// the top card's characteristics and both cards' abilities (702.140e);
// when it dies, "dies" triggers once and both cards go to the graveyard
// (721.3), a token component ceasing to exist.
func TestMergedPermanent(t *testing.T) {
	for _, tc := range []struct {
		name        string
		token       bool
		choice      string
		pt, top     string
		graveyard   int
		handAtDeath int
	}{
		{"over (no choice)", false, "", "1/4", "Spider", 2, 1},
		{"over", false, "over", "1/4", "Spider", 2, 1},
		{"under", false, "under", "2/2", "Bear", 2, 1},
		{"over a token", true, "over", "1/4", "Spider", 1, 1},
	} {
		g, b := mutateGame(t, tc.token, tc.choice)
		if g.Objs[b.ID] != b || b.Zone != ZoneBattlefield {
			t.Fatalf("%s: the merged permanent is not the Bear's object", tc.name)
		}
		ch := g.Chars(b)
		if got := ptString(ch); got != tc.pt || !ch.HasName(tc.top) {
			t.Errorf("%s: %s %v, want %s %s", tc.name, got, ch.Names, tc.pt, tc.top)
		}
		if !ch.Has("reach") || !hasDiesTrigger(ch) {
			t.Errorf("%s: the merged permanent lacks an ability of a card under or over it", tc.name)
		}
		g.Destroy(b)
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if n := len(g.Players[0].Graveyard); n != tc.graveyard {
			t.Errorf("%s: %d cards in the graveyard, want %d", tc.name, n, tc.graveyard)
		}
		if n := len(g.Players[0].Hand); n != tc.handAtDeath {
			t.Errorf("%s: %d cards drawn, want %d (dies triggers once)", tc.name, n, tc.handAtDeath)
		}
	}
}

func ptString(ch *Chars) string { return fmt.Sprintf("%d/%d", ch.Power, ch.Toughness) }

func hasDiesTrigger(ch *Chars) bool {
	for _, a := range ch.Abilities {
		if a.Kind == KindTriggered && a.When == "dies" {
			return true
		}
	}
	return false
}
