package read

import (
	"slices"
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// printedCard builds a card from printed text read by the reader: each
// paragraph must compile, so that the test runs what the print says.
func printedCard(t *testing.T, lang, name, cost, typeLine, pt string, text ...string) *rules.CardDef {
	t.Helper()
	f, err := rules.FaceFromText(name, cost, typeLine, pt, nil)
	if err != nil {
		t.Fatal(err)
	}
	spell := slices.Contains(f.Types, rules.TInstant) || slices.Contains(f.Types, rules.TSorcery)
	for _, p := range text {
		r, err := ReadParagraph(lang, name, spell, p)
		if err != nil {
			t.Fatal(err)
		}
		if r.Status != ReadCompiled {
			t.Fatalf("%s %q: unread: %s", lang, p, r.Reason)
		}
		f.Keywords = append(f.Keywords, r.Keywords...)
		for _, a := range r.Abilities {
			if err := a.Settle(); err != nil {
				t.Fatal(err)
			}
			f.Abilities = append(f.Abilities, a)
		}
	}
	return &rules.CardDef{ID: "inline:" + name, Name: name, Faces: []*rules.Face{f}}
}

// library gives each player n cards in their library.
func library(g *rules.Game, n int) {
	for p := range g.Players {
		for i := 0; i < n; i++ {
			g.AddCard(&rules.CardDef{ID: "inline:Plaine", Name: "Plaine", Faces: []*rules.Face{{Name: "Plaine", Types: []string{rules.TLand}}}}, p, rules.ZoneLibrary, false)
		}
	}
}

// TestPrintedSchemeSetInMotion: a scheme's "when you set this scheme in
// motion" trigger works from the command zone; abandon removes it.
func TestPrintedSchemeSetInMotion(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text, abandon string }{
		{"fr", "Le destin vous attend", "Machination", "Quand vous mettez cette machination à exécution, piochez deux cartes.",
			"Au début de votre étape de fin, abandonnez cette machination."},
		{"it", "Il destino ti attende", "Intrigo", "Quando metti in atto questo intrigo, pesca due carte.",
			"All'inizio della tua sottofase finale, abbandona questo intrigo."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 5)
		o := g.AddCard(printedCard(t, tc.lang, tc.name, "", tc.typeLine, "", tc.text, tc.abandon), 0, rules.ZoneLibrary, false)
		if _, err := g.SetInMotion(1, o); err == nil {
			t.Errorf("%s: the opponent set another player's scheme in motion", tc.lang)
		}
		o, err := g.SetInMotion(0, o)
		if err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := len(g.Players[0].Hand); got != 2 {
			t.Errorf("%s: %d cards in hand after the scheme resolved, want 2", tc.lang, got)
		}
		if o.Zone != rules.ZoneCommand {
			t.Errorf("%s: the scheme is in %s, want command", tc.lang, o.Zone)
		}
		if err := g.GoTo(rules.StepEnd, false); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if n := len(g.ZoneList(rules.ZoneCommand)); n != 0 {
			t.Errorf("%s: %d schemes in the command zone after abandoning, want 0", tc.lang, n)
		}
	}
	g := rules.NewGame(rules.EraModern, "you", "opp")
	bear := g.AddCard(&rules.CardDef{ID: "inline:Ours", Name: "Ours", Faces: []*rules.Face{{Name: "Ours", Types: []string{rules.TCreature}}}}, 0, rules.ZoneHand, false)
	if _, err := g.SetInMotion(0, bear); err == nil || bear.Zone != rules.ZoneHand {
		t.Errorf("a creature card was set in motion (err %v, zone %s)", err, bear.Zone)
	}
}

// TestPrintedOtherPlayersTriggers: triggers about another player's step
// or action, the pronoun being that player.
func TestPrintedOtherPlayersTriggers(t *testing.T) {
	for _, tc := range []struct {
		lang, text string
		ev         func(g *rules.Game) error
		want       func(g *rules.Game) (int, int) // got, want
	}{
		{"fr", "Au début de l'entretien de chaque adversaire, il perd 1 point de vie.",
			func(g *rules.Game) error { return g.GoTo(rules.StepUpkeep, true) },
			func(g *rules.Game) (int, int) { return g.Players[1].Life, 19 }},
		{"it", "All'inizio del mantenimento di ogni avversario, quel giocatore perde 1 punto vita.",
			func(g *rules.Game) error { return g.GoTo(rules.StepUpkeep, true) },
			func(g *rules.Game) (int, int) { return g.Players[1].Life, 19 }},
		// Two end steps: this turn's and the opponent's.
		{"fr", "Au début de chaque étape de fin, vous gagnez 1 point de vie.",
			func(g *rules.Game) error { return g.GoTo(rules.StepEnd, true) },
			func(g *rules.Game) (int, int) { return g.Players[0].Life, 22 }},
		{"it", "All'inizio di ogni sottofase finale, guadagni 1 punto vita.",
			func(g *rules.Game) error { return g.GoTo(rules.StepEnd, true) },
			func(g *rules.Game) (int, int) { return g.Players[0].Life, 22 }},
		{"fr", "Au début de l'étape de fin de chaque adversaire, vous gagnez 1 point de vie.",
			func(g *rules.Game) error { return g.GoTo(rules.StepEnd, true) },
			func(g *rules.Game) (int, int) { return g.Players[0].Life, 21 }},
		{"fr", "À chaque fois qu'un adversaire pioche une carte, la Lanterne fantasque lui inflige 1 blessure.",
			func(g *rules.Game) error {
				return g.Run([]*rules.Effect{{Op: "draw", N: rules.ConstExpr(2), To: "opp"}}, &rules.EvalCtx{G: g, Ctrl: 0})
			},
			func(g *rules.Game) (int, int) { return g.Players[1].Life, 18 }},
		{"it", "Ogniqualvolta un avversario pesca una carta, la Lanterna Bizzarra gli infligge 1 danno.",
			func(g *rules.Game) error {
				return g.Run([]*rules.Effect{{Op: "draw", N: rules.ConstExpr(2), To: "opp"}}, &rules.EvalCtx{G: g, Ctrl: 0})
			},
			func(g *rules.Game) (int, int) { return g.Players[1].Life, 18 }},
		{"fr", "À chaque fois que vous piochez une carte, vous gagnez 1 point de vie.",
			func(g *rules.Game) error {
				return g.Run([]*rules.Effect{{Op: "draw", N: rules.ConstExpr(2), To: "opp"}}, &rules.EvalCtx{G: g, Ctrl: 0})
			},
			func(g *rules.Game) (int, int) { return g.Players[0].Life, 20 }},
	} {
		name := map[string]string{"fr": "Lanterne fantasque", "it": "Lanterna Bizzarra"}[tc.lang]
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 5)
		g.AddCard(printedCard(t, tc.lang, name, "{2}", "Artefact", "", tc.text), 0, rules.ZoneBattlefield, false)
		if err := tc.ev(g); err != nil {
			t.Fatalf("%s %q: %v", tc.lang, tc.text, err)
		}
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got, want := tc.want(g); got != want {
			t.Errorf("%s %q: got %d, want %d", tc.lang, tc.text, got, want)
		}
	}
}

// TestPrintedEnchantedDamaged: "when the enchanted creature is dealt
// damage, destroy it" destroys the creature, not the aura.
func TestPrintedEnchantedDamaged(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"fr", "Crâne fêlé", "Enchantement : Aura", "Quand la créature enchantée subit des blessures, détruisez-la."},
		{"it", "Cranio Incrinato", "Incantesimo — Aura", "Quando alla creatura incantata viene inflitto danno, distruggila."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		bear := g.AddCard(&rules.CardDef{ID: "inline:Ours", Name: "Ours", Faces: []*rules.Face{{Name: "Ours", Types: []string{rules.TCreature}, Power: "2", Toughness: "5"}}}, 1, rules.ZoneBattlefield, false)
		other := g.AddCard(&rules.CardDef{ID: "inline:Loup", Name: "Loup", Faces: []*rules.Face{{Name: "Loup", Types: []string{rules.TCreature}, Power: "2", Toughness: "5"}}}, 1, rules.ZoneBattlefield, false)
		aura := g.AddCard(printedCard(t, tc.lang, tc.name, "{B}", tc.typeLine, "", tc.text), 0, rules.ZoneBattlefield, false)
		aura.AttachedTo = bear.ID
		if err := g.Run([]*rules.Effect{{Op: "damage", N: rules.ConstExpr(1), To: "all:creature"}}, &rules.EvalCtx{G: g, Ctrl: 0}); err != nil {
			t.Fatal(err)
		}
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if g.Objs[bear.ID] != nil || g.Objs[other.ID] == nil {
			t.Errorf("%s: enchanted creature alive %v, other creature alive %v; want the enchanted one destroyed only",
				tc.lang, g.Objs[bear.ID] != nil, g.Objs[other.ID] != nil)
		}
	}
}

// TestPrintedWard: ward {2} counters an opponent's spell unless they pay;
// they pay when they can, unless the scenario declines for them.
func TestPrintedWard(t *testing.T) {
	for _, tc := range []struct {
		lang, ward, pool string
		decline          bool
		countered        bool
	}{
		{"fr", "Parade {2}", "{R}", false, true},
		{"it", "Egida {2}", "{R}{2}", false, false},
		{"fr", "Parade {2}", "{R}{2}", true, true},
		{"it", "Egida—Paga 2 punti vita.", "{R}", false, false},
		{"fr", "Parade — Payez 2 points de vie.", "{R}", true, true},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		wardCard := printedCard(t, tc.lang, "Gardien", "", "Créature", "2/5", tc.ward)
		guard := g.AddCard(wardCard, 1, rules.ZoneBattlefield, false)
		bolt := g.AddCard(printedCard(t, "fr", "Foudre rêveuse", "{R}", "Éphémère", "",
			"La Foudre rêveuse inflige 3 blessures à une créature ciblée."), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool(tc.pool)
		if _, err := g.Cast(0, bolt, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: guard.ID}}}}); err != nil {
			t.Fatal(err)
		}
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if n := len(g.Stack()); n != 2 {
			t.Fatalf("%s %q: %d objects on the stack, want the spell and the ward trigger", tc.lang, tc.ward, n)
		}
		g.Declining = tc.decline
		if err := g.ResolveTop(); err != nil {
			t.Fatal(err)
		}
		g.Declining = false
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		damaged := g.Objs[guard.ID].Damage == 3
		if damaged == tc.countered {
			t.Errorf("%s %q pool %s decline %v: damage %d, want countered %v", tc.lang, tc.ward, tc.pool, tc.decline,
				g.Objs[guard.ID].Damage, tc.countered)
		}
	}
}

// TestPrintedUndyingPersist: the creature comes back once with its
// counter, then stays in the graveyard.
func TestPrintedUndyingPersist(t *testing.T) {
	for _, tc := range []struct{ lang, kw, counter string }{
		{"fr", "Survivance", "+1/+1"}, {"it", "Immortale", "+1/+1"},
		{"fr", "Persistance", "-1/-1"}, {"it", "Persistere", "-1/-1"},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(printedCard(t, tc.lang, "Revenant", "", "Créature", "2/2", tc.kw), 0, rules.ZoneBattlefield, false)
		kill := func() {
			if err := g.Run([]*rules.Effect{{Op: "destroy", Filter: mustFilter(t, "creature")}}, &rules.EvalCtx{G: g, Ctrl: 1}); err != nil {
				t.Fatal(err)
			}
			if err := g.Settle(); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
		}
		kill()
		bf := g.Battlefield()
		if len(bf) != 1 || bf[0].Counters[tc.counter] != 1 {
			t.Fatalf("%s %s: after dying once: %d permanents, want the creature back with a %s counter", tc.lang, tc.kw, len(bf), tc.counter)
		}
		kill()
		if len(g.Battlefield()) != 0 || len(g.Players[0].Graveyard) != 1 {
			t.Errorf("%s %s: after dying with its counter: %d permanents, %d cards in the graveyard; want 0 and 1",
				tc.lang, tc.kw, len(g.Battlefield()), len(g.Players[0].Graveyard))
		}
	}
}

func mustFilter(t *testing.T, s string) *rules.Filter {
	t.Helper()
	f, err := rules.ParseFilter(s)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// TestPrintedChangeling: a changeling has every creature type, not the
// subtypes of other card types.
func TestPrintedChangeling(t *testing.T) {
	for _, kw := range []struct{ lang, text string }{{"fr", "Changelin"}, {"it", "Cangiante"}} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		o := g.AddCard(printedCard(t, kw.lang, "Informe", "", "Créature", "1/1", kw.text), 0, rules.ZoneBattlefield, false)
		ch := g.Chars(o)
		if !ch.HasSub("Démon") || !ch.HasSub("Spirito") || ch.HasSub("Aura") || ch.HasSub("Plaine") {
			t.Errorf("%s: demon %v spirit %v aura %v plains %v; want every creature type only", kw.lang,
				ch.HasSub("Démon"), ch.HasSub("Spirito"), ch.HasSub("Aura"), ch.HasSub("Plaine"))
		}
	}
}

// TestPrintedOptional: "you may … If you do, …" is done unless declined,
// and did reads the answer.
func TestPrintedOptional(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"fr", "Vous pouvez piocher une carte. Si vous faites ainsi, vous perdez 1 point de vie."},
		{"it", "Puoi pescare una carta. Se lo fai, perdi 1 punto vita."},
	} {
		for _, decline := range []bool{false, true} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			library(g, 3)
			card := printedCard(t, tc.lang, "Choix", "{B}", "Rituel", "", tc.text)
			g.Declining = decline
			if err := g.Run(card.Faces[0].Abilities[0].Effects, &rules.EvalCtx{G: g, Ctrl: 0}); err != nil {
				t.Fatal(err)
			}
			hand, life := len(g.Players[0].Hand), g.Players[0].Life
			if decline && (hand != 0 || life != 20) || !decline && (hand != 1 || life != 19) {
				t.Errorf("%s decline %v: hand %d life %d", tc.lang, decline, hand, life)
			}
		}
	}
}

// TestPrintedLoyalty: a planeswalker enters with its loyalty; a loyalty
// ability costs loyalty, once a turn, at sorcery speed; an emblem's
// triggered ability works from the command zone.
func TestPrintedLoyalty(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, plus, minus string }{
		{"fr", "Planeswalker légendaire : Maëlle", "+1 : Vous gagnez un emblème avec « Au début de votre entretien, piochez une carte. »", "−4 : Piochez deux cartes."},
		{"it", "Planeswalker Leggendario — Maëlle", "+1: Ottieni un emblema con \"All'inizio del tuo mantenimento, pesca una carta.\"", "−4: Pesca due carte."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 6)
		card := printedCard(t, tc.lang, "Maëlle", "{2}{U}", tc.typeLine, "", tc.plus, tc.minus)
		card.Faces[0].Loyalty = 3
		pw := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		if n := pw.CounterCount("loyalty"); n != 3 {
			t.Fatalf("%s: enters with %d loyalty, want 3", tc.lang, n)
		}
		abs := card.Faces[0].Abilities
		if _, err := g.Activate(0, pw, abs[1], rules.CastOptions{Door: -1}); err == nil {
			t.Errorf("%s: −4 activated with 3 loyalty", tc.lang)
		}
		if _, err := g.Activate(0, pw, abs[0], rules.CastOptions{Door: -1}); err != nil {
			t.Fatalf("%s: +1: %v", tc.lang, err)
		}
		if n := pw.CounterCount("loyalty"); n != 4 {
			t.Errorf("%s: loyalty %d after +1, want 4", tc.lang, n)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Activate(0, pw, abs[1], rules.CastOptions{Door: -1}); err == nil {
			t.Errorf("%s: a second loyalty ability in one turn", tc.lang)
		}
		if err := g.GoTo(rules.StepUpkeep, true); err != nil { // the opponent's upkeep: no trigger
			t.Fatal(err)
		}
		if err := g.GoTo(rules.StepUpkeep, true); err != nil { // yours: the emblem triggers
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if got := len(g.Players[0].Hand); got != 1 {
			t.Errorf("%s: %d cards in hand after the upkeep with the emblem, want 1", tc.lang, got)
		}
	}
}

// TestPrintedLeyline: a leyline in the opening hand begins the game on
// the battlefield (unless declined); its gain-life replacement and its
// starting-life condition work from there.
func TestPrintedLeyline(t *testing.T) {
	for _, tc := range []struct {
		lang, name string
		text       []string
	}{
		{"fr", "Ligne ley de lumière", []string{
			"Si la Ligne ley de lumière est dans votre main de départ, vous pouvez l'avoir sur le champ de bataille au début de la partie.",
			"Si vous deviez gagner des points de vie, vous gagnez ce nombre de points de vie plus 1 à la place.",
			"Tant que vous avez au moins 7 points de vie de plus que votre total de points de vie de départ, les créatures que vous contrôlez gagnent +2/+2."}},
		{"it", "Leyline della Luce", []string{
			"Se la Leyline della Luce è nella tua mano iniziale, puoi cominciare la partita con essa sul campo di battaglia.",
			"Se stai per guadagnare punti vita, ne guadagni invece altrettanti più 1.",
			"Fintanto che hai almeno 7 punti vita in più rispetto ai tuoi punti vita iniziali, le creature che controlli prendono +2/+2."}},
	} {
		for _, decline := range []bool{false, true} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			g.AddCard(printedCard(t, tc.lang, tc.name, "{2}{W}{W}", "Enchantement", "", tc.text...), 0, rules.ZoneHand, false)
			bear := g.AddCard(creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, rules.ZoneBattlefield, false)
			g.BeginGame(decline)
			if on := len(g.Players[0].Hand) == 0; on == decline {
				t.Fatalf("%s decline %v: leyline on the battlefield %v", tc.lang, decline, on)
			}
			if decline {
				continue
			}
			if err := g.Run([]*rules.Effect{{Op: "gain_life", N: rules.ConstExpr(6)}}, &rules.EvalCtx{G: g, Ctrl: 0}); err != nil {
				t.Fatal(err)
			}
			if l := g.Players[0].Life; l != 27 {
				t.Errorf("%s: life %d after gaining 6, want 27", tc.lang, l)
			}
			if p := g.Chars(bear).Power; p != 4 {
				t.Errorf("%s: the bear's power %d at 7 life above the start, want 4", tc.lang, p)
			}
		}
	}
}

// TestPrintedAdditionalCost: a spell whose print asks a sacrifice as an
// additional cost cannot be cast without it.
func TestPrintedAdditionalCost(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, cost, effect string }{
		{"fr", "Offrande", "Rituel", "En tant que coût supplémentaire pour lancer ce sort, sacrifiez une créature.", "Piochez deux cartes."},
		{"it", "Offerta", "Stregoneria", "Come costo addizionale per lanciare questa magia, sacrifica una creatura.", "Pesca due carte."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 3)
		def := printedCard(t, tc.lang, tc.name, "{B}", tc.typeLine, "", tc.cost, tc.effect)
		// The engine runs the card's paragraphs as one spell ability.
		cr := &CardReading{}
		for _, a := range def.Faces[0].Abilities {
			cr.Paragraphs = append(cr.Paragraphs, Reading{Status: ReadCompiled, Abilities: []*rules.Ability{a}})
		}
		def.Faces[0].Abilities = cr.Abilities()
		spell := g.AddCard(def, 0, rules.ZoneHand, false)
		bear := g.AddCard(creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, rules.ZoneBattlefield, false)
		land := g.AddCard(&rules.CardDef{ID: "inline:Marais", Name: "Marais", Faces: []*rules.Face{{Name: "Marais", Types: []string{rules.TLand}}}}, 0, rules.ZoneBattlefield, false)
		g.Players[0].Pool, _ = rules.ParsePool("{B}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1}); err == nil {
			t.Fatalf("%s: cast without its additional cost", tc.lang)
		}
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Sacrifice: land}); err == nil {
			t.Fatalf("%s: a land sacrificed for 'sacrifice a creature'", tc.lang)
		}
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Sacrifice: bear}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if len(g.Players[0].Hand) != 2 || g.Objs[bear.ID] != nil {
			t.Errorf("%s: hand %d, creature still there %v; want 2 cards drawn and the creature sacrificed", tc.lang,
				len(g.Players[0].Hand), g.Objs[bear.ID] != nil)
		}
	}
}

// TestPrintedWasCast: "if you cast it" holds for a permanent that entered
// from a spell that was cast, not for one put onto the battlefield.
func TestPrintedWasCast(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Créature : horreur", "Quand le Grimoire vivant arrive, si vous l'avez lancé, piochez deux cartes."},
		{"it", "Creatura — Orrore", "Quando il Grimoire vivant entra, se l'hai lanciato, pesca due carte."},
	} {
		for _, cast := range []bool{true, false} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			library(g, 4)
			o := g.AddCard(printedCard(t, tc.lang, "Grimoire vivant", "{1}", tc.typeLine, "1/1", tc.text), 0, rules.ZoneHand, false)
			if cast {
				g.Players[0].Pool, _ = rules.ParsePool("{1}")
				if _, err := g.Cast(0, o, rules.CastOptions{Door: -1}); err != nil {
					t.Fatal(err)
				}
			} else if err := g.Run([]*rules.Effect{{Op: "move", What: "all:creature in:hand", Zone: "battlefield"}}, &rules.EvalCtx{G: g, Ctrl: 0}); err != nil {
				t.Fatal(err)
			}
			if err := g.Settle(); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			want := map[bool]int{true: 2, false: 0}[cast]
			if got := len(g.Players[0].Hand); got != want {
				t.Errorf("%s cast %v: %d cards in hand, want %d", tc.lang, cast, got, want)
			}
		}
	}
}

// TestPrintedSacrificedSelf: "when you sacrifice this" triggers from the
// graveyard, looking back, and not when it is destroyed.
func TestPrintedSacrificedSelf(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Enchantement", "Quand vous sacrifiez la Joie sinistre, vous gagnez 3 points de vie."},
		{"it", "Incantesimo", "Quando sacrifichi la Joie sinistre, guadagni 3 punti vita."},
	} {
		for _, op := range []string{"sacrifice", "destroy"} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			o := g.AddCard(printedCard(t, tc.lang, "Joie sinistre", "{B}", tc.typeLine, "", tc.text), 0, rules.ZoneBattlefield, false)
			e := &rules.Effect{Op: op, What: "t0"}
			ctx := &rules.EvalCtx{G: g, Ctrl: 0, Targets: [][]rules.Target{{{Obj: o.ID}}}}
			if err := g.Run([]*rules.Effect{e}, ctx); err != nil {
				t.Fatal(err)
			}
			if err := g.Settle(); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			want := map[string]int{"sacrifice": 23, "destroy": 20}[op]
			if got := g.Players[0].Life; got != want {
				t.Errorf("%s %s: life %d, want %d", tc.lang, op, got, want)
			}
		}
	}
}

// creature returns an inline card with no abilities.
func creature(t *testing.T, name, cost, typeLine, pt string) *rules.CardDef {
	t.Helper()
	f, err := rules.FaceFromText(name, cost, typeLine, pt, nil)
	if err != nil {
		t.Fatal(err)
	}
	return &rules.CardDef{ID: "inline:" + name, Name: name, Faces: []*rules.Face{f}}
}

// TestPrintedAttachAfterManifestDread: « manifestez l'effroi, puis
// attachez le Masque de tueur à cette créature » attaches the Equipment to
// the creature manifested, not to itself (issue 22, point 4).
func TestPrintedAttachAfterManifestDread(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"fr", "Masque de tueur", "Artefact : équipement", "Quand le Masque de tueur arrive, manifestez l'effroi, puis attachez le Masque de tueur à cette créature."},
		{"it", "Maschera dell'Omicida", "Artefatto — Equipaggiamento", "Quando la Maschera dell'Omicida entra, manifesta angoscia, poi assegna la Maschera dell'Omicida a quella creatura."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 4)
		o := g.AddCard(printedCard(t, tc.lang, tc.name, "{2}{B}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{2}{B}")
		if _, err := g.Cast(0, o, rules.CastOptions{Door: -1}); err != nil {
			t.Fatal(err)
		}
		if err := g.Settle(); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		var mask, manifested *rules.Object
		for _, b := range g.Battlefield() {
			switch {
			case b.Card != nil && b.Card.Name == tc.name:
				mask = b
			case b.FaceDown:
				manifested = b
			}
		}
		if mask == nil || manifested == nil {
			t.Fatalf("%s: mask %v, manifested %v", tc.lang, mask, manifested)
		}
		if mask.AttachedTo != manifested.ID {
			t.Errorf("%s: the mask is attached to %v, want the manifested creature %v", tc.lang, mask.AttachedTo, manifested.ID)
		}
	}
}

// TestPrintedEntersWithXCounters: « arrive avec X marqueurs +1/+1 » gives
// the permanent the X paid for it.
func TestPrintedEntersWithXCounters(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"fr", "Hydre primordiale", "Créature : hydre", "L'Hydre primordiale arrive sur le champ de bataille avec X marqueurs +1/+1 sur elle."},
		{"it", "Idra Primordiale", "Creatura — Idra", "L'Idra Primordiale entra nel campo di battaglia con X segnalini +1/+1."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		o := g.AddCard(printedCard(t, tc.lang, tc.name, "{X}{G}", tc.typeLine, "0/0", tc.text), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{2}{G}")
		if _, err := g.Cast(0, o, rules.CastOptions{Door: -1, X: 2}); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		var hydra *rules.Object
		for _, b := range g.Battlefield() {
			if b.Card != nil && b.Card.Name == tc.name {
				hydra = b
			}
		}
		if hydra == nil || hydra.Counters["+1/+1"] != 2 {
			t.Errorf("%s: %v, want on the battlefield with two +1/+1 counters", tc.lang, hydra)
		}
	}
}

// TestPrintedPutIntoGraveyardFromBattlefield: an artifact's « est mise
// dans un cimetière depuis le champ de bataille » triggers when it is
// destroyed (it looks back: it is in the graveyard then), not when it is
// exiled.
func TestPrintedPutIntoGraveyardFromBattlefield(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"fr", "Lanterne fantasque", "Artefact", "Quand la Lanterne fantasque est mise dans un cimetière depuis le champ de bataille, piochez une carte."},
		{"it", "Lanterna Bizzarra", "Artefatto", "Quando la Lanterna Bizzarra viene messa in un cimitero dal campo di battaglia, pesca una carta."},
	} {
		for _, op := range []string{"destroy", "exile"} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			library(g, 3)
			g.AddCard(printedCard(t, tc.lang, tc.name, "{2}", tc.typeLine, "", tc.text), 0, rules.ZoneBattlefield, false)
			if err := g.Run([]*rules.Effect{{Op: op, What: "all:artifact"}}, &rules.EvalCtx{G: g, Ctrl: 1}); err != nil {
				t.Fatal(err)
			}
			if err := g.Settle(); err != nil {
				t.Fatal(err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			want := map[string]int{"destroy": 1, "exile": 0}[op]
			if got := len(g.Players[0].Hand); got != want {
				t.Errorf("%s %s: %d cards drawn, want %d", tc.lang, op, got, want)
			}
		}
	}
}

// TestPrintedCycling: « Recyclage {2} » / « Ciclo {2} » is an activated
// ability of the card in hand: pay {2}, discard it, draw a card.
func TestPrintedCycling(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Créature : ours", "Recyclage {2} ({2}, défaussez-vous de cette carte : Piochez une carte.)"},
		{"it", "Creatura — Orso", "Ciclo {2} ({2}, Scarta questa carta: Pesca una carta.)"},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 3)
		o := g.AddCard(printedCard(t, tc.lang, "Ours cycleur", "{3}{G}", tc.typeLine, "3/3", tc.text), 0, rules.ZoneHand, false)
		var cycling *rules.Ability
		for _, a := range g.Chars(o).Abilities {
			if a.Label == "cycling" {
				cycling = a
			}
		}
		if cycling == nil {
			t.Fatalf("%s: no cycling ability in hand", tc.lang)
		}
		g.Players[0].Pool, _ = rules.ParsePool("{2}")
		if _, err := g.Activate(0, o, cycling, rules.CastOptions{Door: -1}); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if gy, hand := len(g.Players[0].Graveyard), len(g.Players[0].Hand); gy != 1 || hand != 1 || g.Players[0].Hand[0] == o.ID {
			t.Errorf("%s: %d cards in the graveyard, %d in hand; want it discarded and one card drawn", tc.lang, gy, hand)
		}
	}
}

// TestPrintedRemoveCounterCost: removing a counter from the card is a
// cost: paid once with one counter, refused without.
func TestPrintedRemoveCounterCost(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"fr", "Lanterne fantasque", "Artefact", "Retirez un marqueur « charge » de la Lanterne fantasque : Piochez une carte."},
		{"it", "Lanterna Bizzarra", "Artefatto", "Rimuovi un segnalino carica dalla Lanterna Bizzarra: Pesca una carta."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 3)
		o := g.AddCard(printedCard(t, tc.lang, tc.name, "{2}", tc.typeLine, "", tc.text), 0, rules.ZoneBattlefield, false)
		o.Counters = map[string]int{"charge": 1}
		a := g.Chars(o).Abilities[0]
		if _, err := g.Activate(0, o, a, rules.CastOptions{Door: -1}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		if o.Counters["charge"] != 0 || len(g.Players[0].Hand) != 1 {
			t.Errorf("%s: %d charge counters, %d cards in hand; want 0 and 1", tc.lang, o.Counters["charge"], len(g.Players[0].Hand))
		}
		if _, err := g.Activate(0, o, a, rules.CastOptions{Door: -1}); err == nil {
			t.Errorf("%s: activated without a counter to remove", tc.lang)
		}
	}
}

// TestPrintedFog: « Prévenez toutes les blessures de combat qui devraient
// être infligées ce tour-ci » settles and resolves as the engine's
// prevent_combat for the turn.
func TestPrintedFog(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"fr", "Éphémère", "Prévenez toutes les blessures de combat qui devraient être infligées ce tour-ci."},
		{"it", "Istantaneo", "Previeni tutto il danno da combattimento che verrebbe inflitto in questo turno."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		o := g.AddCard(printedCard(t, tc.lang, "Brouillard", "{G}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{G}")
		if _, err := g.Cast(0, o, rules.CastOptions{Door: -1}); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
	}
}

// TestPrintedCdaPt: « La force et l'endurance de ~ sont chacune égales au
// nombre de créatures que vous contrôlez » counts them continuously.
func TestPrintedCdaPt(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"fr", "Esprit des foules", "Créature : esprit", "La force et l'endurance de l'Esprit des foules sont chacune égales au nombre de créatures que vous contrôlez."},
		{"it", "Spirito della Folla", "Creatura — Spirito", "La forza e la costituzione dello Spirito della Folla sono pari al numero di creature che controlli."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		o := g.AddCard(printedCard(t, tc.lang, tc.name, "{2}{G}", tc.typeLine, "*/*", tc.text), 0, rules.ZoneBattlefield, false)
		g.AddCard(&rules.CardDef{ID: "inline:Ours", Name: "Ours", Faces: []*rules.Face{{Name: "Ours", Types: []string{rules.TCreature}, Power: "2", Toughness: "2"}}}, 0, rules.ZoneBattlefield, false)
		if ch := g.Chars(o); ch.Power != 2 || ch.Toughness != 2 {
			t.Errorf("%s: %d/%d, want 2/2 with two creatures", tc.lang, ch.Power, ch.Toughness)
		}
	}
}
