package rules

import (
	"strings"
	"testing"
)

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
