package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedSacrificedCreature: "Target player sacrifices a creature. You
// gain life equal to that creature's toughness." (Consuming Vapors, C17):
// "that creature" is the creature sacrificed, as it last existed on the
// battlefield (608.2h), here a 2/2 with three +1/+1 counters: 5 life. Before, the
// reader left it unread in the three languages, and compiled Disciple of
// Bolas's "that creature's power" as the Disciple's own.
func TestPrintedSacrificedCreature(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"en", "Consuming Vapors", "Sorcery", "Target player sacrifices a creature. You gain life equal to that creature's toughness."},
		{"fr", "Vapeurs dévorantes", "Rituel", "Le joueur ciblé sacrifie une créature. Vous gagnez un nombre de points de vie égal à l'endurance de cette créature."},
		{"it", "Vapori Distruttivi", "Stregoneria", "Un giocatore bersaglio sacrifica una creatura. Guadagni punti vita pari alla costituzione di quella creatura."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		spell := g.AddCard(printedCard(t, tc.lang, tc.name, "{3}{B}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		wall := g.AddCard(&rules.CardDef{ID: "inline:bear", Name: "Bear", Faces: []*rules.Face{{Name: "Bear", Types: []string{rules.TCreature}, Power: "2", Toughness: "2"}}}, 1, rules.ZoneBattlefield, false)
		wall.Counters = map[string]int{"+1/+1": 3}
		g.Players[0].Pool, _ = rules.ParsePool("{3}{B}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Player: 2}}}}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := g.Players[0].Life; got != 25 {
			t.Errorf("%s %q: life %d, want 25 (20 + the sacrificed creature's toughness 5)", tc.lang, tc.text, got)
		}
	}
}

// TestSacrificedOnlyInAmounts: an amount of "that creature" after an
// instruction that sacrifices a creature is the permanent sacrificed
// (M13); "that creature gains trample" after "you may sacrifice a Forest"
// stays the equipped creature (VOW-220 in the real-card dump: a permanent
// gone gains nothing).
func TestSacrificedOnlyInAmounts(t *testing.T) {
	for _, tc := range []struct{ lang, name, text, want string }{
		{"en", "Disciple of Bolas", "When Disciple of Bolas enters the battlefield, sacrifice another creature. You gain X life and draw X cards, where X is that creature's power.",
			"triggered when=enters do=[sacrifice(n=1 filter=creature other you_control); gain_life(n=power(sacrificed_now)); draw(n=power(sacrificed_now))]"},
		{"it", "Discepola di Bolas", "Quando la Discepola di Bolas entra nel campo di battaglia, sacrifica un'altra creatura. Guadagni X punti vita e peschi X carte, dove X è la forza di quella creatura.",
			"triggered when=enters do=[sacrifice(n=1 filter=creature other you_control); gain_life(n=power(sacrificed_now)); draw(n=power(sacrificed_now))]"},
	} {
		r, err := ReadParagraph(tc.lang, tc.name, false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(r.Form(), " | "); got != tc.want {
			t.Errorf("%s %q:\n got  %s (%s)\n want %s", tc.lang, tc.text, got, r.Reason, tc.want)
		}
	}
}

// TestPrintedSacrificedCost: "{1}, {T}, Sacrifice another creature: You
// gain life equal to the sacrificed creature's toughness" (IKO 77) in the
// three languages: the creature the cost sacrificed, as it last existed (a
// 2/2 with three +1/+1 counters: 5 life). Before, the French and Italian
// « cette créature » / « quella creatura » was the card itself, and the
// engine kept no sacrificed creature for an activated ability (0 life).
func TestPrintedSacrificedCost(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"en", "Mage", "Creature — Human Wizard", "{1}, {T}, Sacrifice another creature: You gain life equal to the sacrificed creature's toughness. Draw a card."},
		{"fr", "Mage", "Créature : humain et sorcier", "{1}, {T}, sacrifiez une autre créature : Vous gagnez un nombre de points de vie égal à l'endurance de cette créature. Piochez une carte."},
		{"it", "Mago", "Creatura — Umano Stregone", "{1}, {T}, Sacrifica un'altra creatura: Guadagni punti vita pari alla costituzione di quella creatura. Pesca una carta."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := printedCard(t, tc.lang, tc.name, "{1}{B}", tc.typeLine, "1/1", tc.text)
		mage := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		bear := g.AddCard(&rules.CardDef{ID: "inline:bear", Name: "Bear", Faces: []*rules.Face{{Name: "Bear", Types: []string{rules.TCreature}, Power: "2", Toughness: "2"}}}, 0, rules.ZoneBattlefield, false)
		bear.Counters = map[string]int{"+1/+1": 3}
		g.Players[0].Pool, _ = rules.ParsePool("{1}")
		if _, err := g.Activate(0, mage, card.Faces[0].Abilities[0], rules.CastOptions{Door: -1, Chosen: bear}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := g.Players[0].Life; got != 25 {
			t.Errorf("%s %q: life %d, want 25 (the sacrificed creature's toughness, 5)", tc.lang, tc.text, got)
		}
	}
}
