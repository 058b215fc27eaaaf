package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedSecondSpellEachTurn: Thunder Drake's "whenever you cast your
// second spell each turn" (WAR) and Keskit's "whenever an opponent casts
// their second spell each turn" (C16) trigger on the second spell of a
// turn of the right player only, not on the first or the third.
func TestPrintedSecondSpellEachTurn(t *testing.T) {
	for _, tc := range []struct {
		lang, text string
		opp        bool // the opponent's second spell: a card drawn, else a counter
	}{
		{"fr", "À chaque fois que vous lancez votre deuxième sort à chaque tour, mettez un marqueur +1/+1 sur le Drakôn.", false},
		{"it", "Ogniqualvolta lanci la tua seconda magia ogni turno, metti un segnalino +1/+1 sul Drakôn.", false},
		{"en", "Whenever you cast your second spell each turn, put a +1/+1 counter on Drakôn.", false},
		{"fr", "À chaque fois qu'un adversaire lance son deuxième sort à chaque tour, piochez une carte.", true},
		{"it", "Ogniqualvolta un avversario lancia la sua seconda magia in ogni turno, pesca una carta.", true},
		{"en", "Whenever an opponent casts their second spell each turn, draw a card.", true},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 5)
		drake := g.AddCard(printedCard(t, tc.lang, "Drakôn", "{3}{U}", "Creature — Drake", "1/1", tc.text), 0, rules.ZoneBattlefield, false)
		bear := &rules.CardDef{ID: "inline:Ours", Name: "Ours", Faces: []*rules.Face{{Name: "Ours", Types: []string{rules.TCreature}, Cost: rules.ManaCost{}}}}
		for caster := 0; caster < 2; caster++ {
			g.Active = caster
			for i := 0; i < 3; i++ {
				o := g.AddCard(bear, caster, rules.ZoneHand, false)
				if _, err := g.Cast(caster, o, rules.CastOptions{Door: -1}); err != nil {
					t.Fatalf("%s: casting spell %d of player %d: %v", tc.lang, i+1, caster, err)
				}
				if err := g.Settle(); err != nil {
					t.Fatal(err)
				}
				if err := g.ResolveAll(); err != nil {
					t.Fatal(err)
				}
				// Only the second spell of the right player triggers
				// (the count is the total so far).
				want, rc := 0, map[bool]int{false: 0, true: 1}[tc.opp]
				if caster > rc || caster == rc && i >= 1 {
					want = 1
				}
				if got := drake.Counters["+1/+1"] + len(g.Players[0].Hand); got != want {
					t.Errorf("%s %q: %d triggers after spell %d of player %d, want %d", tc.lang, tc.text, got, i+1, caster, want)
				}
			}
			g.Turn++
			g.Players[0].CastThisTurn, g.Players[1].CastThisTurn = 0, 0
		}
		counters, drawn := drake.Counters["+1/+1"], len(g.Players[0].Hand)
		want := map[bool][2]int{false: {1, 0}, true: {0, 1}}[tc.opp]
		if counters != want[0] || drawn != want[1] {
			t.Errorf("%s %q: %d counters, %d cards drawn; want %d and %d", tc.lang, tc.text, counters, drawn, want[0], want[1])
		}
	}
}

// TestPrintedWhenYouCastThisSpell: Wretched Gryff's "when you cast this
// spell, draw a card" (EMN) triggers from the stack, before the creature
// spell resolves, in each language's wording.
func TestPrintedWhenYouCastThisSpell(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"fr", "Gryff misérable", "Quand vous lancez le Gryff misérable, piochez une carte."},
		{"it", "Gryff Deturpato", "Quando lanci il Gryff Deturpato, pesca una carta."},
		{"en", "Wretched Gryff", "When you cast this spell, draw a card."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 3)
		gryff := g.AddCard(printedCard(t, tc.lang, tc.name, "{0}", "Creature — Eldrazi Hippogriff", "3/4", tc.text), 0, rules.ZoneHand, false)
		if _, err := g.Cast(0, gryff, rules.CastOptions{Door: -1}); err != nil {
			t.Fatal(err)
		}
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveTop(); err != nil {
			t.Fatal(err)
		}
		if hand, bf := len(g.Players[0].Hand), len(g.Battlefield()); hand != 1 || bf != 0 {
			t.Errorf("%s: after the trigger resolves, %d cards in hand and %d permanents; want 1 and the spell still on the stack", tc.lang, hand, bf)
		}
	}
}
