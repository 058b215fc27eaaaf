package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedCostLessEach: "This spell costs {1} less to cast for each
// creature card in your graveyard" (DKA, CMD), « … pour chaque … », « …
// per ogni … »: with two creature cards in the caster's graveyard and one
// in the opponent's, {4}{B} costs {2}{B}, not {1}{B}; "for each opponent"
// (undaunted's reminder) takes {1} off in a game of two.
func TestPrintedCostLessEach(t *testing.T) {
	for _, tc := range []struct {
		lang, typeLine, text, draw string
		cost, enough, short        string
	}{
		{"en", "Sorcery", "This spell costs {1} less to cast for each creature card in your graveyard.", "Draw a card.", "{4}{B}", "{2}{B}", "{1}{B}"},
		{"fr", "Rituel", "Ce sort coûte {1} de moins à lancer pour chaque carte de créature dans votre cimetière.", "Piochez une carte.", "{4}{B}", "{2}{B}", "{1}{B}"},
		{"it", "Stregoneria", "Questa magia costa {1} in meno per essere lanciata per ogni carta creatura nel tuo cimitero.", "Pesca una carta.", "{4}{B}", "{2}{B}", "{1}{B}"},
		{"en", "Sorcery", "This spell costs {1} less to cast for each opponent.", "Draw a card.", "{3}{R}", "{2}{R}", "{1}{R}"},
		{"fr", "Rituel", "Ce sort coûte {1} de moins à lancer pour chaque adversaire.", "Piochez une carte.", "{3}{R}", "{2}{R}", "{1}{R}"},
		{"it", "Stregoneria", "Questa magia costa {1} in meno per essere lanciata per ogni avversario.", "Pesca una carta.", "{3}{R}", "{2}{R}", "{1}{R}"},
	} {
		for _, pool := range []string{tc.enough, tc.short} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			spell := g.AddCard(printedCard(t, tc.lang, "Hunt", tc.cost, tc.typeLine, "", tc.text, tc.draw), 0, rules.ZoneHand, false)
			for _, p := range []int{0, 0, 1} {
				def := &rules.CardDef{ID: "inline:bear", Name: "Bear", Faces: []*rules.Face{{Name: "Bear", Types: []string{rules.TCreature}}}}
				g.AddCard(def, p, rules.ZoneGraveyard, false)
			}
			g.AddCard(&rules.CardDef{ID: "inline:card", Name: "Card", Faces: []*rules.Face{{Name: "Card", Types: []string{rules.TSorcery}}}}, 0, rules.ZoneLibrary, false)
			g.Players[0].Pool, _ = rules.ParsePool(pool)
			_, err := g.Cast(0, spell, rules.CastOptions{Door: -1})
			if (err == nil) != (pool == tc.enough) {
				t.Errorf("%s %q with %s: cast error %v", tc.lang, tc.text, pool, err)
			}
		}
	}
}
