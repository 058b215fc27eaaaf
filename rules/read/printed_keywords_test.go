package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// Keyword abilities of other sets, as printed with their reminder text,
// read by the reader and played by the engine.

// TestPrintedDevoid: « Carence » / « Vacuità »: a card with a colored mana
// cost is colorless.
func TestPrintedDevoid(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Créature : eldrazi et drone", "Carence (Cette carte n'a pas de couleur.)"},
		{"it", "Creatura — Eldrazi Drone", "Vacuità (Questa carta non ha colore.)"},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		o := g.AddCard(printedCard(t, tc.lang, "Drone", "{1}{B}", tc.typeLine, "2/1", tc.text), 0, rules.ZoneBattlefield, false)
		if cols := g.Chars(o).Colors; len(cols) != 0 {
			t.Errorf("%s: colors %v, want none", tc.lang, cols)
		}
		plain := g.AddCard(printedCard(t, tc.lang, "Drone", "{1}{B}", tc.typeLine, "2/1"), 0, rules.ZoneBattlefield, false)
		if cols := g.Chars(plain).Colors; len(cols) != 1 {
			t.Errorf("%s: without devoid, colors %v, want black", tc.lang, cols)
		}
	}
}

// TestPrintedProwess: « Prouesse » / « Prodezza »: a noncreature spell
// cast gives +1/+1 until end of turn; a creature spell does not.
func TestPrintedProwess(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, instant, creature, draw, text string }{
		{"fr", "Créature : humain et moine", "Éphémère", "Créature : ours", "Piochez une carte.", "Prouesse (À chaque fois que vous lancez un sort non-créature, cette créature gagne +1/+1 jusqu'à la fin du tour.)"},
		{"it", "Creatura — Umano Monaco", "Istantaneo", "Creatura — Orso", "Pesca una carta.", "Prodezza (Ogniqualvolta lanci una magia non creatura, questa creatura prende +1/+1 fino alla fine del turno.)"},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		if err := g.GoTo(rules.StepMain1, false); err != nil {
			t.Fatal(err)
		}
		monk := g.AddCard(printedCard(t, tc.lang, "Moine", "{R}", tc.typeLine, "1/2", tc.text), 0, rules.ZoneBattlefield, false)
		bear := g.AddCard(printedCard(t, tc.lang, "Ours", "{G}", tc.creature, "2/2"), 0, rules.ZoneHand, false)
		castPrinted(t, g, bear, "{G}")
		if p := g.Chars(monk).Power; p != 1 {
			t.Errorf("%s: power %d after a creature spell, want 1", tc.lang, p)
		}
		spell := g.AddCard(printedCard(t, tc.lang, "Éclair", "{R}", tc.instant, "", tc.draw), 0, rules.ZoneHand, false)
		library(g, 2)
		castPrinted(t, g, spell, "{R}")
		if ch := g.Chars(monk); ch.Power != 2 || ch.Toughness != 3 {
			t.Errorf("%s: %d/%d after a noncreature spell, want 2/3", tc.lang, ch.Power, ch.Toughness)
		}
	}
}

// TestPrintedExalted: « Exaltation » / « Esaltato »: a creature attacking
// alone gets +1/+1 for each instance; two attackers get nothing.
func TestPrintedExalted(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Créature : humain et chevalier", "Exaltation (À chaque fois qu'une créature que vous contrôlez attaque seule, cette créature gagne +1/+1 jusqu'à la fin du tour pour chaque occurrence d'exaltation.)"},
		{"it", "Creatura — Umano Cavaliere", "Esaltato (Ogniqualvolta una creatura che controlli attacca da sola, quella creatura prende +1/+1 fino alla fine del turno per ogni istanza di esaltato.)"},
	} {
		for _, alone := range []bool{true, false} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			g.AddCard(printedCard(t, tc.lang, "Chevalier", "{W}", tc.typeLine, "1/1", tc.text), 0, rules.ZoneBattlefield, false)
			a := g.AddCard(printedCard(t, tc.lang, "Ours", "{G}", tc.typeLine, "2/2"), 0, rules.ZoneBattlefield, false)
			b := g.AddCard(printedCard(t, tc.lang, "Ours", "{G}", tc.typeLine, "2/2"), 0, rules.ZoneBattlefield, false)
			attackers, want := []*rules.Object{a}, 3
			if !alone {
				attackers, want = []*rules.Object{a, b}, 2
			}
			if err := g.DeclareAttackers(0, 1, attackers); err != nil {
				t.Fatal(err)
			}
			if err := g.Settle(); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			if p := g.Chars(a).Power; p != want {
				t.Errorf("%s, alone %v: power %d, want %d", tc.lang, alone, p, want)
			}
		}
	}
}

// TestReadMorph: « Mue {2}{U} » / « Metamorfosi {2}{U} » and megamorph
// are read as their keyword with its cost (casting face down is the
// engine's to come).
func TestReadMorph(t *testing.T) {
	for _, tc := range []struct{ lang, text, want string }{
		{"fr", "Mue {2}{U} (Vous pouvez lancer cette carte face cachée pour {3} en tant que créature 2/2. Retournez-la face visible à tout moment pour son coût de mue.)", "keyword morph {2}{U}"},
		{"it", "Metamorfosi {2}{U} (Puoi lanciare questa carta a faccia in giù come creatura 2/2 per {3}. Girala a faccia in su in qualsiasi momento per il suo costo di metamorfosi.)", "keyword morph {2}{U}"},
		{"fr", "Mégamue {1}{G}", "keyword megamorph {1}{G}"},
		{"it", "Megamorfosi {1}{G}", "keyword megamorph {1}{G}"},
	} {
		r, err := ReadParagraph(tc.lang, "Lanterne fantasque", false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Form(); len(got) != 1 || got[0] != tc.want {
			t.Errorf("%s %q: %q, want %q", tc.lang, tc.text, got, tc.want)
		}
	}
}
