package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestEntersBatch: « à chaque fois qu'au moins une créature arrive »
// triggers once for creatures entering together, once for each of
// creatures entering one after another.
func TestEntersBatch(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Créature : humain", "À chaque fois qu'au moins une créature que vous contrôlez arrive, vous gagnez 1 point de vie."},
		{"it", "Creatura — Umano", "Ogniqualvolta una o più creature che controlli entrano, guadagni 1 punto vita."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(printedCard(t, tc.lang, "Sentinelle", "{1}{W}", tc.typeLine, "1/1", tc.text), 0, rules.ZoneBattlefield, false)
		bear := &rules.CardDef{ID: "inline:Ours", Name: "Ours", Faces: []*rules.Face{{Name: "Ours", Types: []string{rules.TCreature}, Power: "2", Toughness: "2"}}}
		for range 3 {
			g.AddCard(bear, 0, rules.ZoneGraveyard, false)
		}
		together := &rules.Effect{Op: "move", Filter: rules.MustParseFilter("creature in:graveyard you_own"), Zone: "battlefield"}
		ctx := &rules.EvalCtx{G: g, Ctrl: 0}
		if err := g.Run([]*rules.Effect{together}, ctx); err != nil {
			t.Fatal(err)
		}
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := g.Players[0].Life; got != 21 {
			t.Errorf("%s: three entering together: life %d, want 21 (one trigger)", tc.lang, got)
		}
		for range 2 {
			g.AddCard(bear, 0, rules.ZoneHand, false)
		}
		for _, id := range append([]int(nil), g.Players[0].Hand...) {
			g.Move(g.Objs[id], rules.ZoneBattlefield, rules.MoveOpts{})
		}
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := g.Players[0].Life; got != 23 {
			t.Errorf("%s: two entering one after the other: life %d, want 23 (two triggers)", tc.lang, got)
		}
	}
}

// TestPrintedMilledBatch: « À chaque fois qu'au moins une carte de
// terrain est mise dans votre cimetière depuis votre bibliothèque,
// mettez-la, engagée, sur le champ de bataille »: cards milled together
// trigger it once, and every land card of them comes back tapped.
func TestPrintedMilledBatch(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"fr", "À chaque fois qu'au moins une carte de terrain est mise dans votre cimetière depuis votre bibliothèque, mettez-la, engagée, sur le champ de bataille."},
		{"it", "Ogniqualvolta una o più carte terra vengono messe nel tuo cimitero dal tuo grimorio, mettile sul campo di battaglia TAPPate."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(printedCard(t, tc.lang, "Faucheuse", "{2}{G}{G}", "Artefact", "", tc.text), 0, rules.ZoneBattlefield, false)
		land := &rules.CardDef{ID: "inline:Forêt", Name: "Forêt", Faces: []*rules.Face{{Name: "Forêt", Types: []string{rules.TLand}}}}
		spell := &rules.CardDef{ID: "inline:Choc", Name: "Choc", Faces: []*rules.Face{{Name: "Choc", Types: []string{rules.TInstant}}}}
		g.AddCard(land, 0, rules.ZoneLibrary, false)
		g.AddCard(spell, 0, rules.ZoneLibrary, false)
		g.AddCard(land, 0, rules.ZoneLibrary, false)
		if err := g.Run([]*rules.Effect{{Op: "mill", N: rules.ConstExpr(3)}}, &rules.EvalCtx{G: g, Ctrl: 0}); err != nil {
			t.Fatal(err)
		}
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if n := len(g.Stack()); n != 1 {
			t.Errorf("%s: %d triggers on the stack, want 1", tc.lang, n)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		lands := 0
		for _, o := range g.Battlefield() {
			if o.Card == land && o.Tapped {
				lands++
			}
		}
		if lands != 2 || len(g.Players[0].Graveyard) != 1 {
			t.Errorf("%s: %d lands on the battlefield tapped, %d cards in the graveyard; want 2 and 1", tc.lang, lands, len(g.Players[0].Graveyard))
		}
	}
}
