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

// TestPrintedActivateOnlyDuringYourUpkeep: Colossus of Sardia's "{9}:
// Untap ~. Activate only during your upkeep." (10E) is refused in the
// main phase and allowed in its controller's upkeep.
func TestPrintedActivateOnlyDuringYourUpkeep(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Créature-artefact : golem", "{9} : Dégagez le Colosse. Ne jouez cette capacité que pendant votre entretien."},
		{"it", "Creatura Artefatto — Golem", "{9}: STAPpa il Colosso. Gioca questa abilità solo durante il tuo mantenimento."},
		{"en", "Artifact Creature — Golem", "{9}: Untap Colosse. Activate only during your upkeep."},
	} {
		name := map[string]string{"fr": "Colosse", "it": "Colosso", "en": "Colosse"}[tc.lang]
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 5)
		card := printedCard(t, tc.lang, name, "{9}", tc.typeLine, "9/9", tc.text)
		colossus := g.AddCard(card, 0, rules.ZoneBattlefield, true)
		ab := card.Faces[0].Abilities[0]
		activate := func() error {
			g.Players[0].Pool, _ = rules.ParsePool("{9}")
			_, err := g.Activate(0, colossus, ab, rules.CastOptions{Door: -1})
			return err
		}
		g.Active, g.Step = 0, rules.StepMain1
		if err := activate(); err == nil {
			t.Errorf("%s: activated in the main phase", tc.lang)
		}
		g.Step = rules.StepUpkeep
		if err := activate(); err != nil {
			t.Fatalf("%s: in its controller's upkeep: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if colossus.Tapped {
			t.Errorf("%s: still tapped after the ability resolved", tc.lang)
		}
	}
}
