package read

import (
	"strings"

	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedMultikickerCount: "Multikicker {1}{G}" and "Joraga Warcaller
// enters the battlefield with a +1/+1 counter on it for each time it was
// kicked." (C14) in the three languages: kicked n times, it enters with n
// counters and costs {G} plus n times {1}{G} (702.33c-d). Before, the
// keyword and the count were unread.
func TestPrintedMultikickerCount(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, kw, enters string }{
		{"en", "Joraga Warcaller", "Creature — Elf Warrior",
			"Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you cast this spell.)",
			"Joraga Warcaller enters the battlefield with a +1/+1 counter on it for each time it was kicked."},
		{"fr", "Meneur de guerre de Joraga", "Créature : elfe et guerrier",
			"Multikick {1}{G} (Vous pouvez payer {1}{G} supplémentaires autant de fois que vous le souhaitez au moment où vous lancez ce sort.)",
			"Le Meneur de guerre de Joraga arrive sur le champ de bataille avec, sur lui, un marqueur +1/+1 pour chaque fois qu'il a été kické."},
		{"it", "Convocatore di Guerra di Joraga", "Creatura — Guerriero Elfo",
			"Multipotenziamento {1}{G} (Puoi pagare {1}{G} addizionale un qualsiasi numero di volte mentre lanci questa magia.)",
			"Il Convocatore di Guerra di Joraga entra nel campo di battaglia con un segnalino +1/+1 per ogni volta che è stato potenziato."},
	} {
		for _, kicks := range []int{0, 1, 3} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			g.Step = rules.StepMain1
			card := printedCard(t, tc.lang, tc.name, "{G}", tc.typeLine, "1/1", tc.kw, tc.enters)
			o := g.AddCard(card, 0, rules.ZoneHand, false)
			var add []string
			for range kicks {
				add = append(add, "multikicker")
			}
			pool := "{G}"
			for range kicks {
				pool += "{1}{G}"
			}
			g.Players[0].Pool, _ = rules.ParsePool(pool)
			if _, err := g.Cast(0, o, rules.CastOptions{Door: -1, Additional: add}); err != nil {
				t.Fatalf("%s kicked %d times: %v", tc.lang, kicks, err)
			}
			left := 0
			for _, n := range g.Players[0].Pool {
				left += n
			}
			if left != 0 {
				t.Errorf("%s kicked %d times: pool %v left", tc.lang, kicks, g.Players[0].Pool)
			}
			if err := g.ResolveTop(); err != nil {
				t.Fatal(err)
			}
			var elf *rules.Object
			for _, x := range g.Objs {
				if x.Zone == rules.ZoneBattlefield {
					elf = x
				}
			}
			if elf == nil {
				t.Fatalf("%s kicked %d times: not on the battlefield", tc.lang, kicks)
			}
			if n := elf.CounterCount("+1/+1"); n != kicks {
				t.Errorf("%s kicked %d times: %d counters", tc.lang, kicks, n)
			}
		}
	}
}

// TestOptionalCostsChecked: an additional cost the card does not have,
// or buyback paid twice, is refused (601.2b).
func TestOptionalCostsChecked(t *testing.T) {
	for _, tc := range []struct {
		add  []string
		want string
	}{
		{[]string{"entwine"}, "has no entwine"},
		{[]string{"buyback", "buyback"}, "only once"},
		{[]string{"replicate"}, "unknown additional cost"},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.Step = rules.StepMain1
		card := printedCard(t, "en", "Whispers of the Muse", "{U}", "Instant",
			"", "Buyback {5} (You may pay an additional {5} as you cast this spell. If you do, put this card into your hand as it resolves.)", "Draw a card.")
		o := g.AddCard(card, 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{U}{5}{5}")
		_, err := g.Cast(0, o, rules.CastOptions{Door: -1, Additional: tc.add})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: error %v, want %q", tc.add, err, tc.want)
		}
	}
}
