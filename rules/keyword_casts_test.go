package rules

import "testing"

// TestTypecycling: typecycling (the reader reads « Recyclage de forêt {2} »
// to it: TestPrintedTypecycling) is an activated ability from the hand that
// discards the card and finds a card of its kind.
func TestTypecycling(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	beast := cardOf(t, "Beast", "{5}{G}", "Creature — Beast", "5/5")
	cost, err := ParseManaCost("{2}")
	if err != nil {
		t.Fatal(err)
	}
	beast.Faces[0].Keywords = append(beast.Faces[0].Keywords, Keyword{Key: "typecycling", Cost: cost, Arg: "card sub:forest"})
	cyc := g.AddCard(beast, 0, ZoneHand, false)
	g.AddCard(cardOf(t, "Bear", "{1}{G}", "Creature — Bear", "2/2"), 0, ZoneLibrary, false)
	forest := g.AddCard(cardOf(t, "Forest", "", "Basic Land — Forest", ""), 0, ZoneLibrary, false)
	g.Players[0].Pool, _ = ParsePool("{2}")
	var ab *Ability
	for _, a := range g.Chars(cyc).Abilities {
		if a.Label == "typecycling" {
			ab = a
		}
	}
	if ab == nil {
		t.Fatal("no typecycling ability")
	}
	if _, err := g.Activate(0, cyc, ab, CastOptions{Door: -1}); err != nil {
		t.Fatal(err)
	}
	if err := g.ResolveAll(); err != nil {
		t.Fatal(err)
	}
	if len(g.Players[0].Hand) != 1 || g.Objs[g.Players[0].Hand[0]].Card != forest.Card || len(g.Players[0].Graveyard) != 1 {
		t.Errorf("after typecycling: hand %v, graveyard %v", g.Players[0].Hand, g.Players[0].Graveyard)
	}
}
