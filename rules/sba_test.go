package rules

import "testing"

func TestStateBasedActions(t *testing.T) {
	for _, tc := range []struct {
		name  string
		era   Era
		setup func(t *testing.T, g *Game) []*Object
		// gone lists which of the returned objects must have left.
		gone []bool
		lost [2]bool
	}{
		{name: "lethal damage destroys", setup: func(t *testing.T, g *Game) []*Object {
			o := g.AddCard(creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, ZoneBattlefield, false)
			o.Damage = 2
			return []*Object{o}
		}, gone: []bool{true}},
		{name: "indestructible survives lethal damage", setup: func(t *testing.T, g *Game) []*Object {
			o := g.AddCard(creature(t, "Dieu", "{3}", "Créature : dieu", "2/2", "Indestructible"), 0, ZoneBattlefield, false)
			o.Damage = 5
			return []*Object{o}
		}, gone: []bool{false}},
		{name: "0 toughness dies even if indestructible", setup: func(t *testing.T, g *Game) []*Object {
			o := g.AddCard(creature(t, "Dieu", "{3}", "Créature : dieu", "2/2", "Indestructible"), 0, ZoneBattlefield, false)
			o.Counters = map[string]int{"-1/-1": 2}
			return []*Object{o}
		}, gone: []bool{true}},
		{name: "0 life loses", setup: func(t *testing.T, g *Game) []*Object {
			g.Players[1].Life = 0
			return nil
		}, lost: [2]bool{false, true}},
		{name: "modern legend rule: the controller keeps one", setup: func(t *testing.T, g *Game) []*Object {
			def := creature(t, "Frimas", "{2}{B}{G}", "Créature légendaire : humain", "2/5")
			return []*Object{g.AddCard(def, 0, ZoneBattlefield, false), g.AddCard(def, 0, ZoneBattlefield, false)}
		}, gone: []bool{true, false}},
		{name: "modern legend rule: different controllers keep theirs", setup: func(t *testing.T, g *Game) []*Object {
			def := creature(t, "Frimas", "{2}{B}{G}", "Créature légendaire : humain", "2/5")
			return []*Object{g.AddCard(def, 0, ZoneBattlefield, false), g.AddCard(def, 1, ZoneBattlefield, false)}
		}, gone: []bool{false, false}},
		{name: "9th edition legend rule: both go", era: Era9ED, setup: func(t *testing.T, g *Game) []*Object {
			def := creature(t, "Frimas", "{2}{B}{G}", "Créature légendaire : humain", "2/5")
			return []*Object{g.AddCard(def, 0, ZoneBattlefield, false), g.AddCard(def, 1, ZoneBattlefield, false)}
		}, gone: []bool{true, true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(tc.era, "you", "opp")
			objs := tc.setup(t, g)
			g.checkSBA()
			for i, o := range objs {
				if gone := g.Objs[o.ID] == nil; gone != tc.gone[i] {
					t.Errorf("object %d gone = %v, want %v", i, gone, tc.gone[i])
				}
			}
			for p, want := range tc.lost {
				if g.Players[p].Lost != want {
					t.Errorf("player %d lost = %v, want %v", p, g.Players[p].Lost, want)
				}
			}
		})
	}
}

// TestCountersAnnihilate: +1/+1 and -1/-1 counters cancel out under the
// modern rules; the 9th-edition rules had no such rule.
func TestCountersAnnihilate(t *testing.T) {
	for _, tc := range []struct {
		era                 Era
		wantPlus, wantMinus int
	}{
		{EraModern, 1, 0},
		{Era9ED, 3, 2},
	} {
		g := NewGame(tc.era, "you", "opp")
		o := g.AddCard(creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, ZoneBattlefield, false)
		o.Counters = map[string]int{"+1/+1": 3, "-1/-1": 2}
		g.checkSBA()
		if o.CounterCount("+1/+1") != tc.wantPlus || o.CounterCount("-1/-1") != tc.wantMinus {
			t.Errorf("%s: counters +%d/-%d, want +%d/-%d", tc.era, o.CounterCount("+1/+1"), o.CounterCount("-1/-1"), tc.wantPlus, tc.wantMinus)
		}
		if c := g.Chars(o); c.Power != 3 || c.Toughness != 3 {
			t.Errorf("%s: %d/%d, want 3/3 either way", tc.era, c.Power, c.Toughness)
		}
	}
}

// TestManaBurn: unspent mana burns at the end of a phase under the
// 9th-edition rules, and simply empties under the modern ones.
func TestManaBurn(t *testing.T) {
	for _, tc := range []struct {
		era  Era
		life int
	}{
		{EraModern, 20},
		{Era9ED, 17},
	} {
		g := NewGame(tc.era, "you", "opp")
		g.Players[0].Pool = Pool{Red: 2, Colorless: 1}
		g.Advance() // main 1 → beginning of combat: a new phase
		if g.Players[0].Life != tc.life || g.Players[0].Pool.Total() != 0 {
			t.Errorf("%s: life %d, pool %s; want %d and empty", tc.era, g.Players[0].Life, g.Players[0].Pool, tc.life)
		}
	}
	// Within a phase the old rules keep the mana: the steps of combat are
	// one phase.
	g := NewGame(Era9ED, "you", "opp")
	g.Step = StepBeginCombat
	g.Players[0].Pool = Pool{Red: 1}
	g.Advance()
	if g.Players[0].Pool.Total() != 1 || g.Players[0].Life != 20 {
		t.Errorf("9th edition emptied the pool between two steps of the same phase")
	}
}

func TestLayersSetThenModify(t *testing.T) {
	// A P/T-setting effect (7b) and a modifying one (7c) apply in layer
	// order whatever their timestamps: +2/+2 then "base 0/2" is still 2/4.
	g := NewGame(EraModern, "you", "opp")
	o := g.AddCard(creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, ZoneBattlefield, false)
	ctx := &EvalCtx{G: g, Src: o.ID, Ctrl: 0, Targets: [][]Target{{{Obj: o.ID}}}}
	pump := &Effect{Op: "pump", P: ConstExpr(2), T: ConstExpr(2), What: "t0"}
	set := &Effect{Op: "set_pt", P: ConstExpr(0), T: ConstExpr(2), What: "t0"}
	if err := g.Run([]*Effect{pump, set}, ctx); err != nil {
		t.Fatal(err)
	}
	o.Counters = map[string]int{"+1/+1": 1}
	g.Touch()
	if c := g.Chars(o); c.Power != 3 || c.Toughness != 5 {
		t.Errorf("got %d/%d, want 3/5 (base 0/2, +2/+2, +1/+1 counter)", c.Power, c.Toughness)
	}
	if err := g.Run([]*Effect{{Op: "switch_pt", What: "t0"}}, ctx); err != nil {
		t.Fatal(err)
	}
	if c := g.Chars(o); c.Power != 5 || c.Toughness != 3 {
		t.Errorf("after switching: %d/%d, want 5/3", c.Power, c.Toughness)
	}
	g.GoTo(StepUntap, true)
	if c := g.Chars(o); c.Power != 3 || c.Toughness != 3 {
		t.Errorf("next turn: %d/%d, want 3/3 (effects ended, the counter stays)", c.Power, c.Toughness)
	}
}

func TestStackLastInFirstOutAndTargetCheck(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	bear := g.AddCard(creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, ZoneBattlefield, false)
	shock := testCard(t, "Choc", "{R}", "Éphémère", "")
	anyF, _ := ParseFilter("any")
	shock.Faces[0].Abilities = []*Ability{{Kind: KindSpell, RoomDoor: -1, Targets: []*TargetSpec{{Filter: anyF, Min: 1, Max: 1}},
		Effects: []*Effect{{Op: "damage", N: ConstExpr(2), To: "t0"}}}}
	bounce := testCard(t, "Rebond", "{U}", "Éphémère", "")
	crF, _ := ParseFilter("creature")
	bounce.Faces[0].Abilities = []*Ability{{Kind: KindSpell, RoomDoor: -1, Targets: []*TargetSpec{{Filter: crF, Min: 1, Max: 1}},
		Effects: []*Effect{{Op: "bounce", What: "t0"}}}}
	s := g.AddCard(shock, 1, ZoneHand, false)
	b := g.AddCard(bounce, 0, ZoneHand, false)
	g.Players[1].Pool = Pool{Red: 1}
	g.Players[0].Pool = Pool{Blue: 1}
	g.Active = 1
	if _, err := g.Cast(1, s, CastOptions{Door: -1, Targets: [][]Target{{{Obj: bear.ID}}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Cast(0, b, CastOptions{Door: -1, Targets: [][]Target{{{Obj: bear.ID}}}}); err != nil {
		t.Fatal(err)
	}
	if err := g.ResolveAll(); err != nil {
		t.Fatal(err)
	}
	// The bounce resolved first; the shock's only target was gone, so it
	// did nothing and went to the graveyard.
	if len(g.Players[0].Hand) != 1 || len(g.Players[1].Graveyard) != 1 || g.Players[1].Life != 20 {
		t.Errorf("hand %d, opp graveyard %d, opp life %d", len(g.Players[0].Hand), len(g.Players[1].Graveyard), g.Players[1].Life)
	}
}
