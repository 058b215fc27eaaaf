package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedManaAbilityWithoutTap: "Remove a charge counter from Gemstone
// Array: Add one mana of any color." (5DN) has no {T} in its cost: it is
// activated once per counter, the Array untapped. Before, every mana
// ability but a sacrifice's tapped its permanent, so the second counter
// could not be spent.
func TestPrintedManaAbilityWithoutTap(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"en", "Gemstone Array", "Artifact", "Remove a charge counter from Gemstone Array: Add one mana of any color."},
		{"fr", "Déploiement de gemmes", "Artefact", "Retirez un marqueur « charge » du Déploiement de gemmes : Ajoutez un mana de la couleur de votre choix à votre réserve."},
		{"it", "Esposizione di Gemme", "Artefatto", "Rimuovi un segnalino carica dall'Esposizione di Gemme: Aggiungi un mana di qualsiasi colore alla tua riserva."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := printedCard(t, tc.lang, tc.name, "{4}", tc.typeLine, "", tc.text)
		array := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		array.Counters = map[string]int{"charge": 2}
		ab := card.Faces[0].Abilities[0]
		for i := 0; i < 2; i++ {
			if _, err := g.Activate(0, array, ab, rules.CastOptions{Door: -1, Choice: "R"}); err != nil {
				t.Fatalf("%s: activation %d: %v", tc.lang, i+1, err)
			}
		}
		if array.Tapped {
			t.Errorf("%s %q: tapped by an ability whose cost has no {T}", tc.lang, tc.text)
		}
		if n := array.Counters["charge"]; n != 0 {
			t.Errorf("%s: %d charge counters left, want 0", tc.lang, n)
		}
		if _, err := g.Activate(0, array, ab, rules.CastOptions{Door: -1, Choice: "R"}); err == nil {
			t.Errorf("%s: activated with no counter left", tc.lang)
		}
	}
}
