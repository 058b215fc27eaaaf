package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedWerewolfSpellsLastTurn: Hanweir Watchkeep // Bane of Hanweir
// (ISD) transforms at an upkeep when no spells were cast during the
// previous turn, and back when one player cast two or more; two players
// casting one spell each is not "a player cast two".
func TestPrintedWerewolfSpellsLastTurn(t *testing.T) {
	for _, tc := range []struct{ lang, front, back, typeLine, frontText, backText string }{
		{"fr", "Guetteur de Hanweir", "Fléau de Hanweir", "Créature : humain, guerrier et loup-garou",
			"Au début de chaque entretien, si aucun sort n'a été lancé au tour précédent, transformez le Guetteur de Hanweir.",
			"Au début de chaque entretien, si un joueur a lancé au moins deux sorts au tour précédent, transformez le Fléau de Hanweir."},
		{"it", "Sentinella di Hanweir", "Flagello di Hanweir", "Creatura — Guerriero Mannaro Umano",
			"All'inizio di ogni mantenimento, se nell'ultimo turno non sono state lanciate magie, trasforma la Sentinella di Hanweir.",
			"All'inizio di ogni mantenimento, se nell'ultimo turno un giocatore ha lanciato due o più magie, trasforma il Flagello di Hanweir."},
		{"en", "Hanweir Watchkeep", "Bane of Hanweir", "Creature — Human Warrior Werewolf",
			"At the beginning of each upkeep, if no spells were cast last turn, transform Hanweir Watchkeep.",
			"At the beginning of each upkeep, if a player cast two or more spells last turn, transform Bane of Hanweir."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 10)
		card := printedCard(t, tc.lang, tc.front, "{2}{R}", tc.typeLine, "1/5", tc.frontText)
		card.Back = printedCard(t, tc.lang, tc.back, "", tc.typeLine, "5/5", tc.backText).Faces[0]
		wolf := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		prayer := printedCard(t, "en", "Quick Prayer", "{0}", "Instant", "", "You gain 1 life.")
		// cast makes each player in casters cast one free instant.
		cast := func(casters ...int) {
			for _, p := range casters {
				o := g.AddCard(prayer, p, rules.ZoneHand, false)
				if _, err := g.Cast(p, o, rules.CastOptions{Door: -1}); err != nil {
					t.Fatalf("%s: player %d casts: %v", tc.lang, p, err)
				}
				if err := g.ResolveAll(); err != nil {
					t.Fatal(err)
				}
			}
		}
		// nextUpkeep plays on to the next turn's upkeep and resolves its
		// triggers.
		nextUpkeep := func() {
			if err := g.GoTo(rules.StepUpkeep, true); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
		}
		steps := []struct {
			casters     []int
			transformed bool
		}{
			{nil, true},          // no spells: night
			{[]int{0, 1}, true},  // one each: no player cast two
			{[]int{1, 1}, false}, // one player cast two: day
			{[]int{0}, false},    // a spell was cast: stays
			{nil, true},
		}
		for i, s := range steps {
			cast(s.casters...)
			nextUpkeep()
			if wolf.Transformed != s.transformed {
				t.Fatalf("%s: step %d (casters %v): transformed %v, want %v", tc.lang, i, s.casters, wolf.Transformed, s.transformed)
			}
		}
	}
}
