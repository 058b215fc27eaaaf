package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedAddRestrictedMana: a trigger's « ajoutez {R}{R}. Ne dépensez
// ce mana que pour … » adds mana held apart from the pool, with its uses.
func TestPrintedAddRestrictedMana(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Enchantement", "Quand la Forge arrive, ajoutez {R}{R}. Ne dépensez ce mana que pour lancer des sorts de pièce et déverrouiller des accès."},
		{"it", "Incantesimo", "Quando la Forge entra, aggiungi {R}{R}. Spendi questo mana solo per lanciare magie Stanza e sbloccare porte."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := printedCard(t, tc.lang, "Forge", "{2}{R}", tc.typeLine, "", tc.text)
		g.AddCard(card, 0, rules.ZoneHand, false)
		ab := card.Faces[0].Abilities[0]
		if err := g.Run(ab.Effects, &rules.EvalCtx{G: g, Ctrl: 0}); err != nil {
			t.Fatal(err)
		}
		pl := g.Players[0]
		if len(pl.Restricted) != 2 || pl.Pool[rules.Red] != 0 {
			t.Fatalf("%s: restricted %v, pool %v: want two red mana apart from the pool", tc.lang, pl.Restricted, pl.Pool)
		}
		if got := pl.Restricted[0].For; len(got) != 2 || got[0] != "cast:sub:room" || got[1] != "unlock" {
			t.Errorf("%s: uses %v, want cast:sub:room and unlock", tc.lang, got)
		}
	}
}
