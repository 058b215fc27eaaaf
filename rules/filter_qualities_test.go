package rules

import "testing"

// TestFilterQualities: the conditions the reader's filters of attacking
// or blocking creatures, multicolored objects, objects with any counter,
// mana value X and the chosen creature type name, matched against objects in and out of them.
func TestFilterQualities(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	add := func(name, cost string, cols ...Color) *Object {
		mc, err := ParseManaCost(cost)
		if err != nil {
			t.Fatal(err)
		}
		def := &CardDef{ID: "inline:" + name, Name: name, Faces: []*Face{{Name: name, Cost: mc, Colors: cols,
			Types: []string{TCreature}, Power: "1", Toughness: "1"}}}
		return g.AddCard(def, 0, ZoneBattlefield, false)
	}
	attacker, blocker, idle := add("Attacker", "{R}", Red), add("Blocker", "{2}{G}", Green), add("Idle", "{1}{R}{G}", Red, Green)
	attacker.Attacking = true
	blocker.Blocking = []int{attacker.ID}
	counted, zero := add("Counted", "{1}", Blue), add("Zero", "{1}", Blue)
	counted.Counters = map[string]int{"charge": 1}
	zero.Counters = map[string]int{"+1/+1": 0}
	elf := g.AddCard(&CardDef{ID: "inline:Elf", Name: "Elf", Faces: []*Face{{Name: "Elf", Colors: []Color{Green},
		Types: []string{TCreature}, Subtypes: []string{"Elf"}, Power: "1", Toughness: "1"}}}, 0, ZoneBattlefield, false)
	herald := add("Herald", "{3}")
	herald.ChosenType = "elf"
	ctx := &EvalCtx{G: g, Ctrl: 0, X: 3, Src: herald.ID}
	noChoice := &EvalCtx{G: g, Ctrl: 0, Src: idle.ID}
	for _, tc := range []struct {
		filter string
		o      *Object
		want   bool
	}{
		{"attacking|blocking creature", attacker, true},
		{"attacking|blocking creature", blocker, true},
		{"attacking|blocking creature", idle, false},
		{"attacking blocking creature", attacker, false},
		{"multicolored creature", idle, true},
		{"multicolored creature", attacker, false},
		{"counters creature", counted, true},
		{"counters creature", zero, false},
		{"counters creature", idle, false},
		{"mv=x creature", blocker, true},
		{"mv=x creature", idle, true},
		{"mv=x creature", attacker, false},
		{"chosen_type creature", elf, true},
		{"chosen_type creature", idle, false},
	} {
		if got := matchPreds(ctx, MustParseFilter(tc.filter), tc.o, g.Chars(tc.o)); got != tc.want {
			t.Errorf("%s on %s: %v, want %v", tc.filter, tc.o.Card.Name, got, tc.want)
		}
	}
	// Nothing is of the chosen type while none was chosen.
	if matchPreds(noChoice, MustParseFilter("chosen_type creature"), elf, g.Chars(elf)) {
		t.Error("chosen_type matched with no type chosen")
	}
}

// TestFilterOwnerTarget: "exile target player's graveyard" is every card
// in a graveyard whose owner is the target player (owner:t0), not the
// other player's; "creatures target player controls" those that player
// controls (controlled_by:t0).
func TestFilterOwnerTarget(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	card := func(name string, owner int) *Object {
		def := &CardDef{ID: "inline:" + name, Name: name, Faces: []*Face{{Name: name, Types: []string{TSorcery}}}}
		return g.AddCard(def, owner, ZoneGraveyard, false)
	}
	mine, theirs := card("Mine", 0), card("Theirs", 1)
	ctx := &EvalCtx{G: g, Ctrl: 0, Targets: [][]Target{{{Player: 2}}}}
	got := g.Matching(ctx, MustParseFilter("card in:graveyard owner:t0"))
	if len(got) != 1 || got[0] != theirs {
		t.Errorf("owner:t0 (the opponent) matched %v, want only %s (not %s)", got, theirs.Card.Name, mine.Card.Name)
	}
	// "creatures target player controls": controlled_by:t0.
	bear := func(name string, ctrl int) *Object {
		def := &CardDef{ID: "inline:" + name, Name: name, Faces: []*Face{{Name: name, Types: []string{TCreature}, Power: "2", Toughness: "2"}}}
		return g.AddCard(def, ctrl, ZoneBattlefield, false)
	}
	yours, opps := bear("Yours", 0), bear("Opps", 1)
	got = g.Matching(ctx, MustParseFilter("creature controlled_by:t0"))
	if len(got) != 1 || got[0] != opps {
		t.Errorf("controlled_by:t0 (the opponent) matched %v, want only %s (not %s)", got, opps.Card.Name, yours.Card.Name)
	}
}
