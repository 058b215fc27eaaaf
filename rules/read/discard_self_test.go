package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedDiscardSelf: "{1}{G}, défaussez-vous de ~ : …" is activated
// from the hand, the card discarded as a cost, and only from there.
func TestPrintedDiscardSelf(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Créature : insecte", "{1}{G}, défaussez-vous de la Mante des fourrés : Renvoyez sur le champ de bataille, engagée, une carte de terrain ciblée de votre cimetière."},
		{"it", "Creatura — Insetto", "{1}{G}, Scarta la Mante des fourrés: Rimetti sul campo di battaglia TAPpata una carta terra bersaglio dal tuo cimitero."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := printedCard(t, tc.lang, "Mante des fourrés", "{3}{G}", tc.typeLine, "3/3", tc.text)
		land := &rules.CardDef{ID: "inline:Forêt", Name: "Forêt", Faces: []*rules.Face{{Name: "Forêt", Types: []string{rules.TLand}}}}
		mante := g.AddCard(card, 0, rules.ZoneHand, false)
		foret := g.AddCard(land, 0, rules.ZoneGraveyard, false)
		ab := card.Faces[0].Abilities[0]
		g.Players[0].Pool, _ = rules.ParsePool("{1}{G}")
		if _, err := g.Activate(0, mante, ab, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: foret.ID}}}}); err != nil {
			t.Fatalf("%s: activating from the hand: %v", tc.lang, err)
		}
		if n := len(g.Players[0].Hand); n != 0 {
			t.Errorf("%s: %d cards in hand after paying, want the card discarded", tc.lang, n)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		onBattlefield := false
		for _, o := range g.Battlefield() {
			onBattlefield = onBattlefield || o.Card == land && o.Tapped
		}
		if !onBattlefield {
			t.Errorf("%s: the land card is not on the battlefield tapped", tc.lang)
		}
		// On the battlefield the ability cannot be activated.
		g2 := rules.NewGame(rules.EraModern, "you", "opp")
		m2 := g2.AddCard(card, 0, rules.ZoneBattlefield, false)
		f2 := g2.AddCard(land, 0, rules.ZoneGraveyard, false)
		g2.Players[0].Pool, _ = rules.ParsePool("{1}{G}")
		if _, err := g2.Activate(0, m2, ab, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: f2.ID}}}}); err == nil {
			t.Errorf("%s: activated from the battlefield", tc.lang)
		}
	}
}
