package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedDamagePlayerTheirs plays Radiating Lightning (m19-313): 3
// damage to the target player and 1 to each creature "that player"
// controls: the target's, not the other opponent's nor yours.
func TestPrintedDamagePlayerTheirs(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"en", "Radiating Lightning", "Instant", "Radiating Lightning deals 3 damage to target player and 1 damage to each creature that player controls."},
		{"fr", "Foudre irradiante", "Éphémère", "La Foudre irradiante inflige 3 blessures au joueur ciblé et 1 blessure à chaque créature que ce joueur contrôle."},
		{"it", "Fulmine a Dispersione", "Istantaneo", "Il Fulmine a Dispersione infligge 3 danni a un giocatore bersaglio e 1 danno a ogni creatura controllata da quel giocatore."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "first", "second")
		var bears []*rules.Object
		for p := range 3 {
			bears = append(bears, plainCreature(g, p, "Ours", "2", "2"))
		}
		spell := g.AddCard(printedCard(t, tc.lang, tc.name, "{3}{R}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{3}{R}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Player: 3}}}}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		settle(t, g)
		if l1, l2 := g.Players[1].Life, g.Players[2].Life; l1 != 20 || l2 != 17 {
			t.Errorf("%s: lives %d and %d, want 20 and 17", tc.lang, l1, l2)
		}
		for p, want := range []int{0, 0, 1} {
			if d := bears[p].Damage; d != want {
				t.Errorf("%s: player %d's creature has %d damage, want %d", tc.lang, p, d, want)
			}
		}
	}
}
