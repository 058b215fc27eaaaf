package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedGraveyardOwner: "When a creature is put into an opponent's
// graveyard from the battlefield, exile Magus of the Bridge" (MH2) triggers
// on an opponent's creature only: a graveyard is its owner's. Before, the
// reader dropped "an opponent's" (and "your", Nether Traitor), so every
// creature's death triggered it.
func TestPrintedGraveyardOwner(t *testing.T) {
	for _, tc := range []struct {
		mine, exiled bool
	}{{false, true}, {true, false}} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		magus := g.AddCard(printedCard(t, "en", "Magus of the Bridge", "{3}{G}{G}", "Creature — Human Wizard", "5/5",
			"When a creature is put into an opponent's graveyard from the battlefield, exile Magus of the Bridge."), 0, rules.ZoneBattlefield, false)
		owner := 1
		if tc.mine {
			owner = 0
		}
		bear := g.AddCard(&rules.CardDef{ID: "inline:bear", Name: "Bear", Faces: []*rules.Face{{Name: "Bear", Types: []string{rules.TCreature}, Power: "2", Toughness: "2"}}}, owner, rules.ZoneBattlefield, false)
		g.Destroy(bear)
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := g.Objs[magus.ID] == nil || g.Objs[magus.ID].Zone != rules.ZoneBattlefield; got != tc.exiled {
			t.Errorf("a creature of player %d died: Magus exiled %v, want %v", owner, got, tc.exiled)
		}
	}
}
