package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedActivateOnlyDuringYourTurnOnce: Licia, Sanguine Tribune's
// "Activate only during your turn and only once each turn" (C17) joins two
// restrictions: refused on the opponent's turn, allowed once on its
// controller's, refused a second time that turn, allowed again next turn.
func TestPrintedActivateOnlyDuringYourTurnOnce(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"fr", "Licia", "Créature : vampire et guerrier", "Payez 5 points de vie : Mettez trois marqueurs +1/+1 sur Licia. N'activez cette capacité que pendant votre tour et qu'une seule fois par tour."},
		{"it", "Licia", "Creatura — Vampiro Guerriero", "Paga 5 punti vita: Metti tre segnalini +1/+1 su Licia. Attiva questa abilità solo durante il tuo turno e solo una volta per turno."},
		{"en", "Licia, Sanguine Tribune", "Creature — Vampire Warrior", "Pay 5 life: Put three +1/+1 counters on Licia, Sanguine Tribune. Activate only during your turn and only once each turn."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := printedCard(t, tc.lang, tc.name, "{5}{R}{W}{B}", tc.typeLine, "4/4", tc.text)
		licia := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		ab := card.Faces[0].Abilities[0]
		activate := func() error {
			_, err := g.Activate(0, licia, ab, rules.CastOptions{Door: -1})
			return err
		}
		g.Active = 1
		if err := activate(); err == nil {
			t.Errorf("%s: activated on the opponent's turn", tc.lang)
		}
		g.Active = 0
		if err := activate(); err != nil {
			t.Fatalf("%s: on its controller's turn: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if err := activate(); err == nil {
			t.Errorf("%s: activated twice in one turn", tc.lang)
		}
		g.Turn++
		if err := activate(); err != nil {
			t.Errorf("%s: on the next turn: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if n, life := licia.Counters["+1/+1"], g.Players[0].Life; n != 6 || life != 10 {
			t.Errorf("%s: %d +1/+1 counters and %d life, want 6 and 10", tc.lang, n, life)
		}
	}
}
