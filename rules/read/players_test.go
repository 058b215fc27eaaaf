package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedEnergy plays energy from printed text (Kaladesh block): a
// spell's "You get {E}{E}" gives two counters; "Pay {E}: … gets +1/+1"
// (Aetherwind Basker) is paid from them, and refused once they are spent
// (118.3); a trigger's "you may pay {E}{E}. If you do, …" does its "if
// you do" only when paid.
func TestPrintedEnergy(t *testing.T) {
	for _, tc := range []struct{ lang, spellType, spell, beastType, pump, mayPay string }{
		{"en", "Instant", "Target creature gets +3/+3 until end of turn. You get {E}{E} (two energy counters).",
			"Creature — Lizard", "Pay {E}: Basker gets +1/+1 until end of turn.",
			"At the beginning of your upkeep, you may pay {E}{E}. If you do, draw a card."},
		{"fr", "Éphémère", "La créature ciblée gagne +3/+3 jusqu'à la fin du tour. Vous gagnez {E}{E} (deux marqueurs « énergie »).",
			"Créature : lézard", "Payez {E} : Basker gagne +1/+1 jusqu'à la fin du tour.",
			"Au début de votre entretien, vous pouvez payer {E}{E}. Si vous faites ainsi, piochez une carte."},
		{"it", "Istantaneo", "Una creatura bersaglio prende +3/+3 fino alla fine del turno. Ottieni {E}{E} (due segnalini energia).",
			"Creatura — Lucertola", "Paga {E}: Basker prende +1/+1 fino alla fine del turno.",
			"All'inizio del tuo mantenimento, puoi pagare {E}{E}. Se lo fai, pesca una carta."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 3)
		spell := g.AddCard(printedCard(t, tc.lang, "Smash", "{2}{R}", tc.spellType, "", tc.spell), 0, rules.ZoneHand, false)
		card := printedCard(t, tc.lang, "Basker", "{4}{G}", tc.beastType, "1/1", tc.pump, tc.mayPay)
		basker := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		g.Players[0].Pool, _ = rules.ParsePool("{2}{R}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: basker.ID}}}}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := g.Players[0].Energy; got != 2 {
			t.Fatalf("%s: %d energy after the spell, want 2", tc.lang, got)
		}
		pump := card.Faces[0].Abilities[0]
		for i := range 2 {
			if _, err := g.Activate(0, basker, pump, rules.CastOptions{Door: -1}); err != nil {
				t.Fatalf("%s: activation %d with energy left: %v", tc.lang, i+1, err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
		}
		if got, want := g.Chars(basker).Power, 1+3+2; got != want {
			t.Errorf("%s: power %d after two activations, want %d", tc.lang, got, want)
		}
		if _, err := g.Activate(0, basker, pump, rules.CastOptions{Door: -1}); err == nil || !strings.Contains(err.Error(), "energy") {
			t.Errorf("%s: activated with no energy left (error %v)", tc.lang, err)
		}
		// The upkeep trigger: with no energy, "if you do" does not draw;
		// with two, it draws and spends them.
		for _, energy := range []int{0, 2} {
			g.Players[0].Energy = energy
			hand := len(g.Players[0].Hand)
			ab := card.Faces[0].Abilities[1]
			if err := g.Run(ab.Effects, &rules.EvalCtx{G: g, Src: basker.ID, Ctrl: 0}); err != nil {
				t.Fatal(err)
			}
			want := hand
			if energy == 2 {
				want++
			}
			if got := len(g.Players[0].Hand); got != want || g.Players[0].Energy != 0 {
				t.Errorf("%s: with %d energy, hand %d → %d (want %d), energy left %d", tc.lang, energy, hand, got, want, g.Players[0].Energy)
			}
		}
	}
}
