package rules

import (
	"strings"
	"testing"
)

// TestFaceDownKeywords: disguise's face-down permanent has ward {2};
// megamorph puts a +1/+1 counter as it turns face up; a card cast face
// down is not turned face up for its mana cost; a card without morph is
// not cast face down.
func TestFaceDownKeywords(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	dis := g.AddCard(cardOf(t, "Spy", "{2}{U}", "Creature — Human", "3/3", "Disguise {1}{U}"), 0, ZoneHand, false)
	mega := g.AddCard(cardOf(t, "Beast", "{4}{W}", "Creature — Beast", "3/4", "Megamorph {4}{W}"), 0, ZoneHand, false)
	plain := g.AddCard(cardOf(t, "Bear", "{1}{G}", "Creature — Bear", "2/2"), 0, ZoneHand, false)
	g.Players[0].Pool, _ = ParsePool("{3}{3}{3}")
	if _, err := g.Cast(0, plain, CastOptions{Door: -1, Alt: "morph"}); err == nil || !strings.Contains(err.Error(), "no morph") {
		t.Fatalf("casting a card without morph face down: %v", err)
	}
	for _, c := range []struct {
		o   *Object
		alt string
	}{{dis, "disguise"}, {mega, "megamorph"}} {
		if _, err := g.Cast(0, c.o, CastOptions{Door: -1, Alt: c.alt}); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
	}
	var dn, mn *Object
	for _, o := range g.Battlefield() {
		if o.Card.Name == "Spy" {
			dn = o
		} else {
			mn = o
		}
	}
	if kw, ok := g.Chars(dn).Keyword("ward"); !ok || kw.Cost.String() != "{2}" || len(g.Chars(dn).Names) != 0 {
		t.Errorf("face-down disguise: ward %v %v, names %v", ok, kw.Cost, g.Chars(dn).Names)
	}
	if _, ok := g.Chars(mn).Keyword("ward"); ok {
		t.Error("face-down megamorph has ward")
	}
	g.Players[0].Pool, _ = ParsePool("{4}{W}")
	if err := g.TurnFaceUpFor(0, mn, "mana_cost"); err == nil || !strings.Contains(err.Error(), "not manifested") {
		t.Fatalf("turning a morph face up for its mana cost: %v", err)
	}
	if err := g.TurnFaceUp(0, mn); err != nil {
		t.Fatal(err)
	}
	if ch := g.Chars(mn); ch.Power != 4 || ch.Toughness != 5 || mn.FaceDown {
		t.Errorf("megamorph turned face up: %d/%d, face down %v; want 4/5", ch.Power, ch.Toughness, mn.FaceDown)
	}
}
