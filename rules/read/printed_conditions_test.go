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

// TestPrintedEquippedEnchanted: Auriok Glaivemaster (DST) gets +1/+1 and
// first strike only while an Equipment is attached to it; an Aura
// attached is not "equipped", and Thran Golem (9ED) is "enchanted" only by
// an Aura.
func TestPrintedEquippedEnchanted(t *testing.T) {
	for _, tc := range []struct{ lang, name, text, attached string }{
		{"fr", "Maîtresse de glaive aurioke", "Tant que la Maîtresse de glaive aurioke est équipée, elle gagne +1/+1 et a l'initiative.", rules.SubEquipment},
		{"it", "Maestro del Gladio Auriok", "Fintanto che il Maestro del Gladio Auriok è equipaggiato, prende +1/+1 e ha attacco improvviso.", rules.SubEquipment},
		{"en", "Auriok Glaivemaster", "As long as Auriok Glaivemaster is equipped, it gets +1/+1 and has first strike.", rules.SubEquipment},
		{"fr", "Golem thran", "Tant que le Golem thran est enchanté, il gagne +2/+2 et il a le vol, l'initiative et le piétinement.", rules.SubAura},
		{"it", "Golem Thran", "Fintanto che il Golem Thran è incantato, prende +2/+2 e ha volare, attacco improvviso e travolgere.", rules.SubAura},
		{"en", "Thran Golem", "As long as Thran Golem is enchanted, it gets +2/+2 and has flying, first strike, and trample.", rules.SubAura},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		o := g.AddCard(printedCard(t, tc.lang, tc.name, "{W}", "Creature — Human Soldier", "1/1", tc.text), 0, rules.ZoneBattlefield, false)
		attach := func(sub string) *rules.Object {
			typ := map[string]string{rules.SubEquipment: rules.TArtifact, rules.SubAura: rules.TEnchantment}[sub]
			a := g.AddCard(&rules.CardDef{ID: "inline:" + sub, Name: sub, Faces: []*rules.Face{{Name: sub, Types: []string{typ}, Subtypes: []string{sub}}}}, 0, rules.ZoneBattlefield, false)
			a.AttachedTo = o.ID
			g.Touch()
			return a
		}
		if p := g.Chars(o).Power; p != 1 {
			t.Fatalf("%s %s: power %d with nothing attached, want 1", tc.lang, tc.name, p)
		}
		other := map[string]string{rules.SubEquipment: rules.SubAura, rules.SubAura: rules.SubEquipment}[tc.attached]
		attach(other)
		if p := g.Chars(o).Power; p != 1 {
			t.Errorf("%s %s: power %d with an %s attached, want 1", tc.lang, tc.name, p, other)
		}
		attach(tc.attached)
		if p, fs := g.Chars(o).Power, g.Chars(o).Has("first_strike"); p == 1 || !fs {
			t.Errorf("%s %s: power %d, first strike %v with an %s attached, want more and first strike", tc.lang, tc.name, p, fs, tc.attached)
		}
	}
}
