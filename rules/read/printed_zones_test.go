package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// Printed cards of the zones family (library searches, old milling, as
// enters choices), read by the reader and played by the engine.

// basicLand is a basic land card of the given type line.
func basicLand(t *testing.T, name, typeLine string) *rules.CardDef {
	t.Helper()
	f, err := rules.FaceFromText(name, "", typeLine, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	return &rules.CardDef{ID: "inline:" + name, Name: name, Faces: []*rules.Face{f}}
}

// castPrinted casts the printed spell o with pool and resolves the stack.
func castPrinted(t *testing.T, g *rules.Game, o *rules.Object, pool string) {
	t.Helper()
	g.Players[0].Pool, _ = rules.ParsePool(pool)
	if _, err := g.Cast(0, o, rules.CastOptions{Door: -1}); err != nil {
		t.Fatal(err)
	}
	if err := g.ResolveAll(); err != nil {
		t.Fatal(err)
	}
}

// TestPrintedSearchSeveral: « jusqu'à deux cartes de terrain de base,
// mettez-les sur le champ de bataille engagées » finds two basic lands
// (not the nonbasic one) and puts both onto the battlefield tapped.
func TestPrintedSearchSeveral(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, basic, nonbasic, text string }{
		{"fr", "Rituel", "Terrain de base : plaine", "Terrain", "Cherchez dans votre bibliothèque jusqu'à deux cartes de terrain de base, mettez-les sur le champ de bataille engagées, puis mélangez."},
		{"it", "Stregoneria", "Terra Base — Pianura", "Terra", "Passa in rassegna il tuo grimorio per trovare fino a due carte terra base, mettile sul campo di battaglia TAPpate, poi rimescola."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(basicLand(t, "Désert", tc.nonbasic), 0, rules.ZoneLibrary, false)
		for i := 0; i < 3; i++ {
			g.AddCard(basicLand(t, "Plaine", tc.basic), 0, rules.ZoneLibrary, false)
		}
		o := g.AddCard(printedCard(t, tc.lang, "Croissance", "{2}{G}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		castPrinted(t, g, o, "{2}{G}")
		var lands, tapped int
		for _, b := range g.Battlefield() {
			if b.Card.Name == "Plaine" {
				lands++
				if b.Tapped {
					tapped++
				}
			}
		}
		if lands != 2 || tapped != 2 || len(g.Players[0].Library) != 2 {
			t.Errorf("%s: %d plains on the battlefield (%d tapped), %d cards left in the library; want 2, 2 and 2",
				tc.lang, lands, tapped, len(g.Players[0].Library))
		}
	}
}

// enteringShapes are the shapes of what happens as a permanent enters
// ("Au moment où ~ arrive, …", asenters.go), in both languages.
var enteringShapes = []readShape{
	{"as it enters (old wording « en jeu »), choose a color", false,
		"Au moment où la Lanterne fantasque arrive en jeu, choisissez une couleur.",
		"Mentre la Lanterna Bizzarra entra in gioco, scegli un colore.",
		[]string{"static static=[enters_choice(choices=colors)]"}},
	{"as it enters, choose a creature type", false,
		"Au moment où la Lanterne fantasque arrive sur le champ de bataille, choisissez un type de créature.",
		"Mentre la Lanterna Bizzarra entra nel campo di battaglia, scegli un tipo di creatura.",
		[]string{"static static=[enters_creature_type]"}},
	{"as it enters, you may pay 2 life; if you don't, it enters tapped", false,
		"Au moment où la Lanterne fantasque arrive sur le champ de bataille, vous pouvez payer 2 points de vie. Si vous ne le faites pas, elle arrive sur le champ de bataille engagée.",
		"Mentre la Lanterna Bizzarra entra nel campo di battaglia, puoi pagare 2 punti vita. Se non lo fai, entra nel campo di battaglia TAPpata.",
		[]string{"static static=[enters_pay_life(n=2 optional)]"}},
	{"as it enters, you may pay 2 life, nothing said of declining: unread", false,
		"Au moment où la Lanterne fantasque arrive, vous pouvez payer 2 points de vie.",
		"Mentre la Lanterna Bizzarra entra, puoi pagare 2 punti vita.",
		[]string{unreadRow}},
	{"as it enters, a choice then a static of its own", false,
		"Au moment où la Lanterne fantasque arrive, choisissez une couleur. La Lanterne fantasque a le vol.",
		"Mentre la Lanterna Bizzarra entra, scegli un colore. La Lanterna Bizzarra ha volare.",
		[]string{"static static=[enters_choice(choices=colors); grant(keywords=flying affects=self)]"}},
}

func TestReadShapesEntering(t *testing.T) { checkReadShapes(t, enteringShapes) }

// TestPrintedShockLand: « vous pouvez payer 2 points de vie. Si vous ne le
// faites pas, … arrive engagée »: played and paid, the land enters
// untapped for 2 life; declined, or with 1 life, it enters tapped and
// nothing is paid.
func TestPrintedShockLand(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Terrain : montagne et plaine", "Au moment où la Fonderie sacrée arrive sur le champ de bataille, vous pouvez payer 2 points de vie. Si vous ne le faites pas, elle arrive sur le champ de bataille engagée."},
		{"it", "Terra — Montagna Pianura", "Mentre la Fonderia Sacra entra nel campo di battaglia, puoi pagare 2 punti vita. Se non lo fai, entra nel campo di battaglia TAPpata."},
	} {
		for _, c := range []struct {
			decline     bool
			life, after int
			tapped      bool
		}{{false, 20, 18, false}, {true, 20, 20, true}, {false, 1, 1, true}} {
			name := map[string]string{"fr": "Fonderie sacrée", "it": "Fonderia Sacra"}[tc.lang]
			g := rules.NewGame(rules.EraModern, "you", "opp")
			if err := g.GoTo(rules.StepMain1, false); err != nil {
				t.Fatal(err)
			}
			g.Players[0].Life = c.life
			o := g.AddCard(printedCard(t, tc.lang, name, "", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
			g.Declining = c.decline
			if err := g.PlayLand(0, o); err != nil {
				t.Fatal(err)
			}
			g.Declining = false
			land := g.Battlefield()[0]
			if g.Players[0].Life != c.after || land.Tapped != c.tapped {
				t.Errorf("%s, declined %v, %d life: %d life after, tapped %v; want %d and %v",
					tc.lang, c.decline, c.life, g.Players[0].Life, land.Tapped, c.after, c.tapped)
			}
		}
	}
}

// TestPrintedRevealLand: « vous pouvez révéler une carte de terrain de
// base de votre main. Si vous ne le faites pas, … arrive engagé » (the
// printed cards name land types, which need the vocabulary of a knowledge
// base): with such a card in hand the land enters untapped; declined, or
// without one, tapped.
func TestPrintedRevealLand(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, plains, text string }{
		{"fr", "Terrain", "Terrain de base : plaine", "Au moment où la Ville portuaire arrive sur le champ de bataille, vous pouvez révéler une carte de terrain de base de votre main. Si vous ne le faites pas, la Ville portuaire arrive sur le champ de bataille engagée."},
		{"it", "Terra", "Terra Base — Pianura", "Mentre la Città Portuale entra nel campo di battaglia, puoi rivelare una carta terra base dalla tua mano. Se non lo fai, la Città Portuale entra nel campo di battaglia TAPpata."},
	} {
		name := map[string]string{"fr": "Ville portuaire", "it": "Città Portuale"}[tc.lang]
		for _, c := range []struct{ withPlains, decline, tapped bool }{{true, false, false}, {true, true, true}, {false, false, true}} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			if c.withPlains {
				g.AddCard(basicLand(t, "Plaine", tc.plains), 0, rules.ZoneHand, false)
			}
			o := g.AddCard(printedCard(t, tc.lang, name, "", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
			g.Declining = c.decline
			if err := g.PlayLand(0, o); err != nil {
				t.Fatal(err)
			}
			g.Declining = false
			if land := g.Battlefield()[0]; land.Tapped != c.tapped {
				t.Errorf("%s, plains in hand %v, declined %v: tapped %v, want %v", tc.lang, c.withPlains, c.decline, land.Tapped, c.tapped)
			}
		}
	}
}

// TestPrintedSearchTheirLibrary: « Son contrôleur peut chercher dans sa
// bibliothèque une carte de terrain de base, la mettre sur le champ de
// bataille … »: the destroyed land's controller finds a basic land of
// their own library, which enters under their control.
func TestPrintedSearchTheirLibrary(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, basic, text string }{
		{"fr", "Quartier fantôme", "Terrain", "Terrain de base : plaine", "{T}, sacrifiez le Quartier fantôme : Détruisez le terrain ciblé. Son contrôleur peut chercher dans sa bibliothèque une carte de terrain de base, la mettre sur le champ de bataille et mélanger ensuite sa bibliothèque."},
		{"it", "Quartiere Fantasma", "Terra", "Terra Base — Pianura", "{T}, Sacrifica il Quartiere Fantasma: Distruggi una terra bersaglio. Il suo controllore può passare in rassegna il suo grimorio per una carta terra base, metterla sul campo di battaglia, poi rimescolare il suo grimorio."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		q := g.AddCard(printedCard(t, tc.lang, tc.name, "", tc.typeLine, "", tc.text), 0, rules.ZoneBattlefield, false)
		target := g.AddCard(basicLand(t, "Désert", tc.typeLine), 1, rules.ZoneBattlefield, false)
		g.AddCard(basicLand(t, "Plaine", tc.basic), 1, rules.ZoneLibrary, false)
		g.AddCard(basicLand(t, "Plaine", tc.basic), 0, rules.ZoneLibrary, false)
		if _, err := g.Activate(0, q, g.Chars(q).Abilities[0], rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: target.ID}}}}); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		bf := g.Battlefield()
		if len(bf) != 1 || bf[0].Card.Name != "Plaine" || g.Chars(bf[0]).Controller != 1 || len(g.Players[0].Library) != 1 {
			t.Errorf("%s: battlefield %d (%v), your library %d; want the opponent's plains under their control and yours untouched",
				tc.lang, len(bf), g.Log(), len(g.Players[0].Library))
		}
	}
}
