package rules

import "testing"

// TestRevealUntil: the card found goes to the hand, the cards revealed
// before it to the bottom, the ones below it stay on top; none found,
// the library keeps its cards.
func TestRevealUntil(t *testing.T) {
	card := func(name, ty string) *CardDef {
		return &CardDef{ID: "inline:" + name, Name: name, Faces: []*Face{{Name: name, Types: []string{ty}}}}
	}
	for _, tc := range []struct {
		name    string
		library []string // types, top first
		hand    int
		top     string
		bottom  string
	}{
		{"found", []string{TCreature, TLand, TSorcery}, 1, "2", "0"},
		{"found on top", []string{TLand, TCreature}, 1, "1", "1"},
		{"none", []string{TCreature, TSorcery}, 0, "0", "1"},
	} {
		g := NewGame(EraModern, "you", "opp")
		// AddCard puts a card on top: the bottom one first.
		for i := len(tc.library) - 1; i >= 0; i-- {
			g.AddCard(card(string(rune('0'+i)), tc.library[i]), 0, ZoneLibrary, false)
		}
		e := &Effect{Op: "reveal_until", Filter: MustParseFilter("card land"), Zone: "hand"}
		if err := g.Run([]*Effect{e}, &EvalCtx{G: g, Ctrl: 0}); err != nil {
			t.Fatal(err)
		}
		lib := g.Players[0].Library
		if got := len(g.Players[0].Hand); got != tc.hand {
			t.Errorf("%s: %d cards in hand, want %d", tc.name, got, tc.hand)
		}
		if len(lib) == 0 || g.Objs[lib[0]].Card.Name != tc.top || g.Objs[lib[len(lib)-1]].Card.Name != tc.bottom {
			t.Errorf("%s: library %v, want %s on top and %s at the bottom", tc.name, g.names(objsOf(g, lib)), tc.top, tc.bottom)
		}
	}
}

func objsOf(g *Game, ids []int) []*Object {
	var out []*Object
	for _, id := range ids {
		out = append(out, g.Objs[id])
	}
	return out
}
