package rules

import (
	"strings"
	"testing"
)

func TestRoll(t *testing.T) {
	for _, tc := range []struct {
		sides   int
		choose  string
		want    int
		wantErr string
	}{
		{sides: 6, choose: "6", want: 6},
		{sides: 6, choose: "1", want: 1},
		{sides: 6, want: 1},
		{sides: 6, choose: "7", wantErr: "a d6 has 6 faces: 7"},
		{sides: 6, choose: "0", wantErr: "0 is not a result"},
		{sides: 20, choose: "17", want: 17},
		{sides: 6, choose: "six", wantErr: "not a number"},
		{sides: 0, choose: "1", wantErr: "at least one face"},
	} {
		g := NewGame(EraModern, "you", "opp")
		then := &Effect{Op: "lose_life", N: mustExpr(t, "amount"), To: "opp"}
		e := &Effect{Op: "roll", N: ConstExpr(tc.sides), Choose: tc.choose, Then: []*Effect{then}}
		err := g.Run([]*Effect{e}, &EvalCtx{G: g, Ctrl: 0})
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("d%d %q: got %v, want error containing %q", tc.sides, tc.choose, err, tc.wantErr)
			}
			if g.Players[1].Life != 20 {
				t.Errorf("d%d %q: a refused roll changed life to %d", tc.sides, tc.choose, g.Players[1].Life)
			}
			continue
		}
		if err != nil {
			t.Errorf("d%d %q: %v", tc.sides, tc.choose, err)
			continue
		}
		if got := 20 - g.Players[1].Life; got != tc.want {
			t.Errorf("d%d %q: the result seen as amount is %d, want %d", tc.sides, tc.choose, got, tc.want)
		}
	}
}

func mustExpr(t *testing.T, s string) *Expr {
	t.Helper()
	x, err := ParseExpr(s)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// suspendGame puts a card with "Sospendere 3—{1}{B}" of the given type
// into player 0's hand.
func suspendGame(t *testing.T, typ string) (*Game, *Object) {
	t.Helper()
	g := NewGame(EraModern, "you", "opp")
	f, err := FaceFromText("Sentenza", "{3}{B}", typ, "", []string{"Sospendere 3—{1}{B}"})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := (&Chars{Keywords: f.Keywords}).Keyword("suspend"); !ok {
		t.Fatalf("suspend not read from %q: %+v", "Sospendere 3—{1}{B}", f.Keywords)
	}
	o := g.AddCard(&CardDef{ID: "inline:Sentenza", Name: "Sentenza", Faces: []*Face{f}}, 0, ZoneHand, false)
	g.Players[0].Pool, _ = ParsePool("{1}{B}")
	return g, o
}

func TestSuspend(t *testing.T) {
	g, o := suspendGame(t, "Istantaneo")
	g.Active = 1 // an instant can be suspended on an opponent's turn
	err := g.Run([]*Effect{{Op: "suspend", What: "it"}}, &EvalCtx{G: g, Ctrl: 0, ev: &Event{Obj: o.ID}})
	if err != nil {
		t.Fatalf("suspend: %v", err)
	}
	ex := g.ZoneList(ZoneExile)
	if len(ex) != 1 || ex[0].CounterCount("time") != 3 || g.Players[0].Pool.Total() != 0 {
		t.Errorf("after suspending: exile %d, time counters %d, pool %s", len(ex), ex[0].CounterCount("time"), g.Players[0].Pool)
	}
}

func TestSuspendTiming(t *testing.T) {
	g, o := suspendGame(t, "Stregoneria")
	g.Active = 1
	err := g.Run([]*Effect{{Op: "suspend", What: "it"}}, &EvalCtx{G: g, Ctrl: 0, ev: &Event{Obj: o.ID}})
	if err == nil || !strings.Contains(err.Error(), "only when it could be cast") {
		t.Fatalf("suspending a sorcery on an opponent's turn: got %v", err)
	}
	if o.Zone != ZoneHand || g.Players[0].Pool.Total() != 2 {
		t.Errorf("a refused suspend changed the game")
	}
}

func TestDiscardEvent(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	f, _ := FaceFromText("Orso", "{1}{G}", "Creatura — Orso", "2/2", nil)
	o := g.AddCard(&CardDef{ID: "inline:Orso", Name: "Orso", Faces: []*Face{f}}, 1, ZoneHand, false)
	ctx := &EvalCtx{G: g, Ctrl: 1}
	if err := g.Run([]*Effect{{Op: "discard", N: ConstExpr(1), To: "you"}}, ctx); err != nil {
		t.Fatal(err)
	}
	var found bool
	for _, ev := range g.events {
		if ev.Kind == EvDiscard && ev.Player == 1 && ev.Old == o.ID {
			found = true
		}
	}
	if !found {
		t.Errorf("discarding raised no discard event")
	}
	if d, _ := ctx.objRef("discarded"); d == nil || d.Zone != ZoneGraveyard {
		t.Errorf("the discarded card is not remembered: %v", d)
	}
}

func TestChooseCreatureType(t *testing.T) {
	for _, tc := range []struct {
		choice, want, wantErr string
	}{
		{choice: "Umano", want: "umano"},
		{choice: "Sopravvissuto", want: "sopravvissuto"},
		{choice: "Sopravvissuto Umano", wantErr: "choose exactly one"},
		{choice: "artefatto", wantErr: "card type"},
		{choice: "Leggendaria", wantErr: "supertype"},
		{choice: "Kaito", wantErr: "subtype of planeswalker"},
		{choice: "Veicolo", wantErr: "subtype of artifact"},
		{choice: "Tesoro", wantErr: "subtype of artifact"},
		{choice: "", wantErr: "choose a creature type"},
	} {
		g := NewGame(EraModern, "you", "opp")
		f, _ := FaceFromText("Leyline", "{2}{U}{U}", "Incantesimo", "", nil)
		o := g.AddCard(&CardDef{ID: "inline:Leyline", Name: "Leyline", Faces: []*Face{f}}, 0, ZoneBattlefield, false)
		err := g.Run([]*Effect{{Op: "choose_creature_type", Choose: tc.choice}}, &EvalCtx{G: g, Src: o.ID, Ctrl: 0})
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%q: got %v, want error containing %q", tc.choice, err, tc.wantErr)
			}
			if o.ChosenType != "" {
				t.Errorf("%q: a refused choice was recorded", tc.choice)
			}
			continue
		}
		if err != nil || o.ChosenType != tc.want {
			t.Errorf("%q: got %q, %v; want %q", tc.choice, o.ChosenType, err, tc.want)
		}
	}
}
