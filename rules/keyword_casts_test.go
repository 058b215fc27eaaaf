package rules

import "testing"

// TestTypecycling: « Recyclage de forêt {2} » is typecycling, an activated
// ability from the hand that discards the card and finds a forest card.
func TestTypecycling(t *testing.T) {
	for _, c := range []struct{ text, filter string }{
		{"Recyclage de forêt {2}", "card sub:forest"}, {"Cicloterra base {1}{U}", "card land basic"},
		{"Forestcycling {2}", "card sub:forest"}, {"Recyclage {2}", ""}, {"Ciclotramutante {3}", "-"},
	} {
		kws, ok := ParseKeywords(c.text)
		switch {
		case c.filter == "-":
			if ok {
				t.Errorf("%q: read as %v, want unread (an unknown type)", c.text, kws)
			}
		case !ok || len(kws) != 1 || kws[0].Arg != c.filter:
			t.Errorf("%q: %v %v, want filter %q", c.text, kws, ok, c.filter)
		}
	}
	g := NewGame(EraModern, "you", "opp")
	cyc := g.AddCard(cardOf(t, "Beast", "{5}{G}", "Creature — Beast", "5/5", "Recyclage de forêt {2}"), 0, ZoneHand, false)
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
