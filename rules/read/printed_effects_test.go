package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedControlLasts: "Gain control of target creature." (Dominate,
// C15; Keiga's trigger) states no duration, so the control lasts (611.2a):
// the creature is still the caster's after the turn's cleanup. "Until end
// of turn" (Threaten) ends it there.
func TestPrintedControlLasts(t *testing.T) {
	for _, tc := range []struct {
		lang, typeLine, text string
		lasts                bool
	}{
		{"fr", "Rituel", "Acquérez le contrôle de la créature ciblée.", true},
		{"it", "Stregoneria", "Prendi il controllo di una creatura bersaglio.", true},
		{"en", "Sorcery", "Gain control of target creature.", true},
		{"en", "Sorcery", "Gain control of target creature until end of turn.", false},
		{"fr", "Rituel", "Acquérez le contrôle de la créature ciblée jusqu'à la fin du tour.", false},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		spell := g.AddCard(printedCard(t, tc.lang, "Dominate", "{1}{U}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		bear := g.AddCard(&rules.CardDef{ID: "inline:bear", Name: "Bear", Faces: []*rules.Face{{Name: "Bear", Types: []string{rules.TCreature}, Power: "2", Toughness: "2"}}}, 1, rules.ZoneBattlefield, false)
		g.Players[0].Pool, _ = rules.ParsePool("{1}{U}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: bear.ID}}}}); err != nil {
			t.Fatalf("%s %q: %v", tc.lang, tc.text, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if c := g.Chars(bear).Controller; c != 0 {
			t.Fatalf("%s %q: controller %d after resolving, want 0", tc.lang, tc.text, c)
		}
		for g.Step != rules.StepUntap {
			g.Advance()
		}
		if got := g.Chars(bear).Controller == 0; got != tc.lasts {
			t.Errorf("%s %q: still controlled after the turn: %v, want %v", tc.lang, tc.text, got, tc.lasts)
		}
	}
}

// TestPrintedReturnAllThenThey: "Return all artifact cards from your
// graveyard to the battlefield. They gain haste until end of turn." (C21):
// "they" are the permanents the cards became, which have haste; before,
// the grant went to the cards the filter still found in the graveyard.
func TestPrintedReturnAllThenThey(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Rituel", "Renvoyez sur le champ de bataille toutes les cartes d'artefact depuis votre cimetière. Elles acquièrent la célérité jusqu'à la fin du tour."},
		{"en", "Sorcery", "Return all artifact cards from your graveyard to the battlefield. They gain haste until end of turn."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		spell := g.AddCard(printedCard(t, tc.lang, "Retour", "{3}{R}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		g.AddCard(&rules.CardDef{ID: "inline:golem", Name: "Golem", Faces: []*rules.Face{{Name: "Golem", Types: []string{rules.TArtifact, rules.TCreature}, Power: "3", Toughness: "3"}}}, 0, rules.ZoneGraveyard, false)
		g.Players[0].Pool, _ = rules.ParsePool("{3}{R}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		var golem *rules.Object
		for _, o := range g.Battlefield() {
			if o.Card.Name == "Golem" {
				golem = o
			}
		}
		if golem == nil {
			t.Fatalf("%s: the golem did not return", tc.lang)
		}
		if !g.Chars(golem).Has("haste") {
			t.Errorf("%s: the returned golem has no haste", tc.lang)
		}
	}
}
