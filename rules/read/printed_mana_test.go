package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedManaTogether: "{1}, {T}: Add {U}{R}." (Izzet Signet, C13)
// adds one blue and one red mana, both, where "Add {U} or {R}" adds one
// of them; read from the French, Italian and English text alike.
func TestPrintedManaTogether(t *testing.T) {
	for _, tc := range []struct {
		lang, typeLine, text, want string
	}{
		{"en", "Artifact", "{1}, {T}: Add {U}{R}.", "{U}{R}"},
		{"fr", "Artefact", "{1}, {T} : Ajoutez {U}{R}.", "{U}{R}"},
		{"it", "Artefatto", "{1}, {T}: Aggiungi {U}{R}.", "{U}{R}"},
		{"en", "Artifact", "{T}: Add {G}{G}{W}.", "{G}{G}{W}"},
		{"en", "Artifact", "{1}, {T}: Add {U} or {R}.", "{U}"},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		signet := g.AddCard(printedCard(t, tc.lang, "Signet", "{2}", tc.typeLine, "", tc.text), 0, rules.ZoneBattlefield, false)
		var mana *rules.Ability
		for _, a := range g.Chars(signet).Abilities {
			if a.Kind == rules.KindMana {
				mana = a
			}
		}
		if mana == nil {
			t.Fatalf("%s %q: no mana ability read", tc.lang, tc.text)
		}
		g.Players[0].Pool, _ = rules.ParsePool("{1}")
		if _, err := g.Activate(0, signet, mana, rules.CastOptions{Door: -1, X: 1}); err != nil {
			t.Fatalf("%s %q: %v", tc.lang, tc.text, err)
		}
		want, _ := rules.ParsePool(tc.want)
		if tc.text == "{T}: Add {G}{G}{W}." {
			want[rules.Colorless] += 1 // the {1} it did not need
		}
		for c, n := range want {
			if g.Players[0].Pool[c] != n {
				t.Errorf("%s %q: pool %v, want %v", tc.lang, tc.text, g.Players[0].Pool, want)
				break
			}
		}
		if len(g.Players[0].Pool) > len(want) {
			t.Errorf("%s %q: pool %v, want %v", tc.lang, tc.text, g.Players[0].Pool, want)
		}
	}
}
