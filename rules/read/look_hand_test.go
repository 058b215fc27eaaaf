package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedLookAtHandChooseDiscard: « regardez la main d'un joueur
// ciblé. Vous pouvez y choisir une carte non-terrain. Ce joueur se
// défausse de cette carte. » The card chosen (a nonland card of that
// player's hand) is discarded; declining discards nothing; a land cannot
// be chosen.
func TestPrintedLookAtHandChooseDiscard(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Créature : horreur", "Quand le Voyeur arrive, regardez la main d'un joueur ciblé. Vous pouvez y choisir une carte non-terrain. Ce joueur se défausse de cette carte."},
		{"it", "Creatura — Orrore", "Quando il Voyeur entra, guarda la mano di un giocatore bersaglio. Puoi scegliere una carta non terra da quella mano. Quel giocatore scarta quella carta."},
	} {
		for _, choice := range []string{"sort", "", "terrain"} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			card := printedCard(t, tc.lang, "Voyeur", "{2}{B}", tc.typeLine, "2/2", tc.text)
			src := g.AddCard(card, 0, rules.ZoneBattlefield, false)
			sort := g.AddCard(&rules.CardDef{ID: "inline:Choc", Name: "Choc", Faces: []*rules.Face{{Name: "Choc", Types: []string{rules.TInstant}}}}, 1, rules.ZoneHand, false)
			land := g.AddCard(&rules.CardDef{ID: "inline:Forêt", Name: "Forêt", Faces: []*rules.Face{{Name: "Forêt", Types: []string{rules.TLand}}}}, 1, rules.ZoneHand, false)
			sort.Alias, land.Alias = "sort", "terrain"
			ab := card.Faces[0].Abilities[0]
			ctx := &rules.EvalCtx{G: g, Src: src.ID, Ctrl: 0, Targets: [][]rules.Target{{{Player: 2}}}}
			g.Declining = choice == ""
			if choice != "" {
				g.Choices = []string{choice}
			}
			err := g.Run(ab.Effects, ctx)
			g.Declining, g.Choices = false, nil
			if choice == "terrain" {
				if err == nil {
					t.Errorf("%s: a land card was chosen", tc.lang)
				}
				continue
			}
			if err != nil {
				t.Fatalf("%s %q: %v", tc.lang, choice, err)
			}
			want := map[string]int{"sort": 1, "": 2}[choice]
			if got := len(g.Players[1].Hand); got != want {
				t.Errorf("%s choice %q: %d cards left in hand, want %d", tc.lang, choice, got, want)
			}
		}
	}
}
