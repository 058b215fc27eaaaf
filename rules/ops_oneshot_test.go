package rules

import "testing"

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
