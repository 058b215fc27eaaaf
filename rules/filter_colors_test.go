package rules

import "testing"

// TestFilterColorAlternatives: "red|green" is either color, as
// "creature|enchantment" is either type; "red green" is both.
func TestFilterColorAlternatives(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	add := func(name string, cols ...Color) *Object {
		def := &CardDef{ID: "inline:" + name, Name: name, Faces: []*Face{{Name: name, Colors: cols, Types: []string{TCreature}, Power: "1", Toughness: "1"}}}
		return g.AddCard(def, 0, ZoneBattlefield, false)
	}
	red, green, gold, blue := add("Red", Red), add("Green", Green), add("Gold", Red, Green), add("Blue", Blue)
	ctx := &EvalCtx{G: g, Ctrl: 0}
	for _, tc := range []struct {
		filter string
		o      *Object
		want   bool
	}{
		{"creature red|green", red, true},
		{"creature red|green", green, true},
		{"creature red|green", gold, true},
		{"creature red|green", blue, false},
		{"creature red green", red, false},
		{"creature red green", gold, true},
	} {
		if got := matchPreds(ctx, MustParseFilter(tc.filter), tc.o, g.Chars(tc.o)); got != tc.want {
			t.Errorf("%s on %s: %v, want %v", tc.filter, tc.o.Card.Name, got, tc.want)
		}
	}
}
