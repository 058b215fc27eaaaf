package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedSacrificeAll plays Death Pit Offering (8ed-124): "sacrifice
// all creatures you control" sacrifices every one of them (it was read as
// one), and none of the opponent's.
func TestPrintedSacrificeAll(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"en", "Death Pit Offering", "Enchantment", "When Death Pit Offering enters the battlefield, sacrifice all creatures you control."},
		{"fr", "Offrande à la fosse de la Mort", "Enchantement", "Quand l'Offrande à la fosse de la Mort arrive en jeu, sacrifiez toutes les créatures que vous contrôlez."},
		{"it", "Offerta per la Fossa della Morte", "Incantesimo", "Quando l'Offerta per la Fossa della Morte entra in gioco, sacrifica tutte le creature che controlli."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		plainCreature(g, 0, "Ours", "2", "2")
		plainCreature(g, 0, "Loup", "2", "2")
		plainCreature(g, 1, "Chat", "2", "2")
		card := g.AddCard(printedCard(t, tc.lang, tc.name, "{2}{B}{B}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{2}{B}{B}")
		if _, err := g.Cast(0, card, rules.CastOptions{Door: -1}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		settle(t, g)
		settle(t, g)
		if n0, n1 := creaturesOf(g, 0), creaturesOf(g, 1); n0 != 0 || n1 != 1 {
			t.Errorf("%s: %d creatures left to the controller, %d to the opponent; want 0 and 1", tc.lang, n0, n1)
		}
	}
}
