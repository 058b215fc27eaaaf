package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// The trigger heads of any object matching a filter, and combat on every
// turn (rules/triggerkinds_any.go), played from printed text in the three
// languages: each play makes the event happen once where the ability must
// trigger, and once or more where it must not.

// shock has player p cast a Shock at the object o.
func shock(t *testing.T, g *rules.Game, p int, o *rules.Object) {
	t.Helper()
	spell := g.AddCard(printedCard(t, "en", "Shock", "{R}", "Instant", "", "Shock deals 2 damage to any target."), p, rules.ZoneHand, false)
	g.Players[p].Pool, _ = rules.ParsePool("{R}")
	if _, err := g.Cast(p, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: o.ID}}}}); err != nil {
		t.Fatal(err)
	}
	settle(t, g)
}

// TestPrintedAnyObjectTriggers: each event triggers once for the object its
// filter names, never for another (the totem gains 2 life each time).
func TestPrintedAnyObjectTriggers(t *testing.T) {
	bounce := func(t *testing.T, g *rules.Game, o *rules.Object) {
		if err := g.Run([]*rules.Effect{{Op: "bounce", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 1, Src: o.ID}); err != nil {
			t.Fatal(err)
		}
	}
	// Your bear and the opponent's wolf leave the battlefield: once.
	leave := func(t *testing.T, g *rules.Game, _ *rules.Object) {
		bounce(t, g, plainCreature(g, 0, "Ours", "2", "2"))
		bounce(t, g, plainCreature(g, 1, "Loup", "2", "2"))
	}
	// Your bear blocks two attackers (it may): once for the blocker.
	blockTwo := func(t *testing.T, g *rules.Game, _ *rules.Object) {
		g.Active = 1
		bear := plainCreature(g, 0, "Ours", "2", "2")
		a1, a2 := plainCreature(g, 1, "Loup", "2", "2"), plainCreature(g, 1, "Chacal", "1", "1")
		if err := g.DeclareAttackers(1, 0, []*rules.Object{a1, a2}); err != nil {
			t.Fatal(err)
		}
		if err := g.DeclareBlockers(0, []rules.Block{{Blocker: bear, Attacker: a1}}); err != nil {
			t.Fatal(err)
		}
	}
	// The opponent shocks your bear, then you shock their wolf: once.
	damage := func(t *testing.T, g *rules.Game, _ *rules.Object) {
		shock(t, g, 1, plainCreature(g, 0, "Ours", "2", "4"))
		shock(t, g, 0, plainCreature(g, 1, "Loup", "2", "4"))
	}
	// The opponent targets your bear; you target your own wolf: once.
	targetedByOpp := func(t *testing.T, g *rules.Game, _ *rules.Object) {
		shock(t, g, 1, plainCreature(g, 0, "Ours", "2", "4"))
		shock(t, g, 0, plainCreature(g, 0, "Loup", "2", "4"))
	}
	// Your face-down bear turned face up; the opponent's: once.
	faceUp := func(t *testing.T, g *rules.Game, _ *rules.Object) {
		for p := 0; p < 2; p++ {
			bear := g.AddCard(printedCard(t, "en", "Bear", "{G}", "Creature — Bear", "2/2"), p, rules.ZoneBattlefield, false)
			bear.FaceDown, bear.Manifested = true, true
			g.Players[p].Pool, _ = rules.ParsePool("{G}")
			if err := g.TurnFaceUp(p, bear); err != nil {
				t.Fatal(err)
			}
			settle(t, g)
		}
	}
	// Combat begins in the opponent's turn: once.
	combat := func(t *testing.T, g *rules.Game, _ *rules.Object) {
		g.Active = 1
		if err := g.GoTo(rules.StepBeginCombat, false); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		lang, text string
		play       func(t *testing.T, g *rules.Game, card *rules.Object)
	}{
		{"en", "Whenever another creature you control leaves the battlefield, you gain 2 life.", leave},
		{"fr", "À chaque fois qu'une autre créature que vous contrôlez quitte le champ de bataille, vous gagnez 2 points de vie.", leave},
		{"it", "Ogniqualvolta un'altra creatura che controlli lascia il campo di battaglia, guadagni 2 punti vita.", leave},
		{"en", "Whenever a creature you control blocks, you gain 2 life.", blockTwo},
		{"fr", "À chaque fois qu'une créature que vous contrôlez bloque, vous gagnez 2 points de vie.", blockTwo},
		{"it", "Ogniqualvolta una creatura che controlli blocca, guadagni 2 punti vita.", blockTwo},
		{"en", "Whenever a creature you control is dealt damage, you gain 2 life.", damage},
		{"fr", "À chaque fois qu'une créature que vous contrôlez subit des blessures, vous gagnez 2 points de vie.", damage},
		{"it", "Ogniqualvolta a una creatura che controlli viene inflitto danno, guadagni 2 punti vita.", damage},
		{"en", "Whenever a creature you control becomes the target of a spell or ability an opponent controls, you gain 2 life.", targetedByOpp},
		{"fr", "À chaque fois qu'une créature que vous contrôlez devient la cible d'un sort ou d'une capacité qu'un adversaire contrôle, vous gagnez 2 points de vie.", targetedByOpp},
		{"it", "Ogniqualvolta una creatura che controlli diventa bersaglio di una magia o abilità controllata da un avversario, guadagni 2 punti vita.", targetedByOpp},
		{"en", "Whenever a permanent you control is turned face up, you gain 2 life.", faceUp},
		{"fr", "À chaque fois qu'un permanent que vous contrôlez est retourné face visible, vous gagnez 2 points de vie.", faceUp},
		{"it", "Ogniqualvolta un permanente che controlli viene girato a faccia in su, guadagni 2 punti vita.", faceUp},
		{"en", "At the beginning of each combat, you gain 2 life.", combat},
		{"fr", "Au début de chaque combat, vous gagnez 2 points de vie.", combat},
		{"it", "All'inizio di ogni combattimento, guadagni 2 punti vita.", combat},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := g.AddCard(printedCard(t, tc.lang, "Totem", "{2}", "Enchantment", "", tc.text), 0, rules.ZoneBattlefield, false)
		tc.play(t, g, card)
		settle(t, g)
		if got := g.Players[0].Life; got != 22 {
			t.Errorf("%s %q: life %d, want 22", tc.lang, tc.text, got)
		}
	}
}

// TestPrintedEnchantedLandTappedForMana: Overgrowth (10e-283), « son
// contrôleur ajoute {G}{G} »: the land's controller, not the aura's, gets
// the additional mana at once (a mana ability), for the enchanted land only.
func TestPrintedEnchantedLandTappedForMana(t *testing.T) {
	for _, tc := range []struct{ lang, text, forest string }{
		{"en", "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.", "{T}: Add {G}."},
		{"fr", "À chaque fois que le terrain enchanté est engagé pour du mana, son contrôleur ajoute {G}{G} à sa réserve.", "{T} : Ajoutez {G}."},
		{"it", "Ogniqualvolta la terra incantata viene TAPpata per attingere mana, il suo controllore aggiunge {G}{G} alla sua riserva di mana.", "{T}: Aggiungi {G}."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		aura := g.AddCard(printedCard(t, tc.lang, "Overgrowth", "{2}{G}", "Enchantment — Aura", "", tc.text), 0, rules.ZoneBattlefield, false)
		for i := 0; i < 2; i++ {
			forest := g.AddCard(printedCard(t, tc.lang, "Forest", "", "Land", "", tc.forest), 1, rules.ZoneBattlefield, false)
			if i == 0 {
				aura.AttachedTo = forest.ID
			}
			var mana *rules.Ability
			for _, a := range g.Chars(forest).Abilities {
				if a.Kind == rules.KindMana {
					mana = a
				}
			}
			if _, err := g.Activate(1, forest, mana, rules.CastOptions{Door: -1}); err != nil {
				t.Fatal(err)
			}
		}
		if mine, theirs := g.Players[0].Pool.String(), g.Players[1].Pool.String(); mine != "{0}" && mine != "" || theirs != "{G}{G}{G}{G}" {
			t.Errorf("%s: pools %q and %q, want none and {G}{G}{G}{G}", tc.lang, mine, theirs)
		}
	}
}

// TestPrintedEnchantedPermanentToGraveyard: an aura's land or artifact put
// into a graveyard from the battlefield (Slippery Bogle's « cette carte »,
// Wall of Resurgence-like lands: wwk-6; Viridian Harvest, nph-125).
func TestPrintedEnchantedPermanentToGraveyard(t *testing.T) {
	for _, tc := range []struct {
		lang, typ, text string
		hand            bool // the enchanted card returns to its owner's hand
	}{
		{"en", "Artifact", "When enchanted artifact is put into a graveyard, you gain 6 life.", false},
		{"fr", "Artifact", "Quand l'artefact enchanté est mis dans un cimetière, vous gagnez 6 points de vie.", false},
		{"it", "Artifact", "Quando l'artefatto incantato viene messo in un cimitero, guadagni 6 punti vita.", false},
		{"fr", "Land", "Quand le terrain enchanté est mis dans un cimetière, renvoyez cette carte dans la main de son propriétaire.", true},
		{"en", "Creature", "When enchanted creature dies, return that card to its owner's hand.", true},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		aura := g.AddCard(printedCard(t, tc.lang, "Harvest", "{G}", "Enchantment — Aura", "", tc.text), 0, rules.ZoneBattlefield, false)
		thing := g.AddCard(&rules.CardDef{ID: "inline:Thing", Name: "Thing", Faces: []*rules.Face{{Name: "Thing", Types: []string{tc.typ}, Power: "1", Toughness: "1"}}}, 1, rules.ZoneBattlefield, false)
		other := g.AddCard(&rules.CardDef{ID: "inline:Other", Name: "Other", Faces: []*rules.Face{{Name: "Other", Types: []string{tc.typ}, Power: "1", Toughness: "1"}}}, 1, rules.ZoneBattlefield, false)
		aura.AttachedTo = thing.ID
		for _, o := range []*rules.Object{other, thing} {
			if err := g.Run([]*rules.Effect{{Op: "destroy", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 1, Src: o.ID}); err != nil {
				t.Fatal(err)
			}
			settle(t, g)
		}
		if tc.hand {
			if n := len(g.Players[1].Hand); n != 1 {
				t.Errorf("%s: owner's hand %d cards, want the enchanted land", tc.lang, n)
			}
		} else if got := g.Players[0].Life; got != 26 {
			t.Errorf("%s: life %d, want 26", tc.lang, got)
		}
	}
}

// TestPrintedSelfOrAnotherTurnedFaceUp: Pine Walker (ktk-143), "untap that
// creature" after "~ or another creature you control is turned face up" is
// the creature turned face up, not the card.
func TestPrintedSelfOrAnotherTurnedFaceUp(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"en", "Pine Walker", "Whenever Pine Walker or another creature you control is turned face up, untap that creature."},
		{"fr", "Marcheur des pinèdes", "À chaque fois que le Marcheur des pinèdes ou une autre créature que vous contrôlez est retournée face visible, dégagez cette créature."},
		{"it", "Errante dei Pini", "Ogniqualvolta l'Errante dei Pini o un'altra creatura che controlli vengono girati a faccia in su, STAPpa quella creatura."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := g.AddCard(printedCard(t, tc.lang, tc.name, "{3}{G}{G}", "Creature — Elemental Beast", "5/5", tc.text), 0, rules.ZoneBattlefield, false)
		card.Tapped = true
		bear := g.AddCard(printedCard(t, "en", "Bear", "{G}", "Creature — Bear", "2/2"), 0, rules.ZoneBattlefield, false)
		bear.FaceDown, bear.Manifested, bear.Tapped = true, true, true
		g.Players[0].Pool, _ = rules.ParsePool("{G}")
		if err := g.TurnFaceUp(0, bear); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if !card.Tapped || g.Objs[bear.ID].Tapped {
			t.Errorf("%s: card tapped %v, bear tapped %v; want the bear untapped only", tc.lang, card.Tapped, g.Objs[bear.ID].Tapped)
		}
	}
}

// TestPrintedPactNextUpkeep: a pact's "At the beginning of your next
// upkeep, pay {1}{W}{W}. If you don't, you lose the game." (fut-8) is the
// spell's delayed trigger: nothing at the opponent's upkeep; at yours, the
// player who pays plays on, the one who cannot or will not loses; once only.
func TestPrintedPactNextUpkeep(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, pact string }{
		{"en", "Instant", "At the beginning of your next upkeep, pay {1}{W}{W}. If you don't, you lose the game."},
		{"fr", "Éphémère", "Au début de votre prochain entretien, payez {1}{W}{W}. Si vous ne le faites pas, vous perdez la partie."},
		{"it", "Istantaneo", "All'inizio del tuo prossimo mantenimento, paga {1}{W}{W}. Se non lo fai, perdi la partita."},
	} {
		for _, c := range []struct{ pool, decline bool }{{true, false}, {false, false}, {true, true}} {
			pay := c.pool && !c.decline
			g := rules.NewGame(rules.EraModern, "you", "opp")
			g.Declining = c.decline
			library(g, 5)
			// The pact paragraph alone: printedCard does not join a spell's
			// paragraphs as CardReading.Abilities does.
			spell := g.AddCard(printedCard(t, tc.lang, "Pact", "{0}", tc.typeLine, "", tc.pact), 0, rules.ZoneHand, false)
			if err := g.GoTo(rules.StepMain1, false); err != nil {
				t.Fatal(err)
			}
			if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1}); err != nil {
				t.Fatalf("%s: %v", tc.lang, err)
			}
			if err := g.ResolveAll(); err != nil {
				t.Fatal(err)
			}
			for turn := 0; turn < 3; turn++ {
				if err := g.GoTo(rules.StepUpkeep, true); err != nil {
					t.Fatal(err)
				}
				if c.pool {
					g.Players[0].Pool, _ = rules.ParsePool("{1}{W}{W}")
				}
				if err := g.ResolveAll(); err != nil {
					t.Fatal(err)
				}
				if lost := g.Players[0].Lost; lost != (!pay && turn >= 1) {
					t.Fatalf("%s (pays %v), upkeep %d: lost %v\n%s", tc.lang, pay, turn, lost, strings.Join(g.Log(), "\n"))
				}
			}
		}
	}
}

// TestPrintedPutIntoGraveyardFromAnywhere: Purity (lrw-37) triggers from
// the graveyard it was put into, from the battlefield or from the hand,
// and is shuffled into its owner's library; "a land card is put into your
// graveyard from anywhere" (thb-202) counts your land cards only.
func TestPrintedPutIntoGraveyardFromAnywhere(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"en", "Purity", "When Purity is put into a graveyard from anywhere, shuffle it into its owner's library."},
		{"fr", "Pureté", "Quand la Pureté est mise dans un cimetière d'où qu'elle vienne, mélangez-la dans la bibliothèque de son propriétaire."},
		{"it", "Purezza", "Quando la Purezza viene messa in un cimitero da qualsiasi zona, rimescolala nel grimorio del suo proprietario."},
	} {
		for _, from := range []rules.Zone{rules.ZoneBattlefield, rules.ZoneHand} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			library(g, 3)
			card := g.AddCard(printedCard(t, tc.lang, tc.name, "{3}{W}{W}{W}", "Creature — Avatar Incarnation", "6/6", tc.text), 1, from, false)
			g.Move(card, rules.ZoneGraveyard, rules.MoveOpts{})
			settle(t, g)
			if p := g.Players[1]; len(p.Graveyard) != 0 || len(p.Library) != 4 {
				t.Errorf("%s from %v: graveyard %d, library %d; want 0 and 4", tc.lang, from, len(p.Graveyard), len(p.Library))
			}
		}
	}
	for _, tc := range []struct{ lang, text string }{
		{"en", "Whenever a land card is put into your graveyard from anywhere, you gain 1 life."},
		{"fr", "À chaque fois qu'une carte de terrain est mise dans votre cimetière d'où qu'elle vienne, vous gagnez 1 point de vie."},
		{"it", "Ogniqualvolta una carta terra viene messa nel tuo cimitero da qualsiasi zona, guadagni 1 punto vita."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(printedCard(t, tc.lang, "Crusher", "{2}{G}", "Enchantment", "", tc.text), 0, rules.ZoneBattlefield, false)
		for p := 0; p < 2; p++ {
			for _, typ := range []string{rules.TLand, rules.TCreature} {
				c := g.AddCard(&rules.CardDef{ID: "inline:C", Name: "C", Faces: []*rules.Face{{Name: "C", Types: []string{typ}, Power: "1", Toughness: "1"}}}, p, rules.ZoneLibrary, false)
				g.Move(c, rules.ZoneGraveyard, rules.MoveOpts{})
				settle(t, g)
			}
		}
		if got := g.Players[0].Life; got != 21 {
			t.Errorf("%s: life %d, want 21 (your land card only)", tc.lang, got)
		}
	}
}

// TestReadOneOrMoreEachObject: "one or more …" is one event for all the
// objects; read with an event raised for each object it would trigger
// once per card (Field of Ruin's kin: soi-245 draws once for three lands
// milled): it reads the engine's batch event where there is one
// (put_into_your_graveyard_batch), and stays unread with its reason where
// there is none.
func TestReadOneOrMoreEachObject(t *testing.T) {
	for _, tc := range []struct{ lang, text, want string }{
		{"en", "Whenever one or more land cards are put into your graveyard from anywhere, draw a card.", "put_into_your_graveyard_batch"},
		{"fr", "À chaque fois qu'au moins une carte de terrain est mise dans votre cimetière d'où qu'elle vienne, piochez une carte.", "put_into_your_graveyard_batch"},
		{"it", "Ogniqualvolta una o più carte terra vengono messe nel tuo cimitero da qualsiasi zona, pesca una carta.", "put_into_your_graveyard_batch"},
		{"en", "Whenever one or more creatures you control leave the battlefield, draw a card.", ""},
	} {
		r, err := ReadParagraph(tc.lang, "Totem", false, tc.text)
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case tc.want != "":
			if r.Status != ReadCompiled || !strings.Contains(strings.Join(r.Form(), " "), "when="+tc.want+" ") {
				t.Errorf("%s %q: %s %s %v, want the event %s", tc.lang, tc.text, r.Status, r.Reason, r.Form(), tc.want)
			}
		case r.Status == ReadCompiled || !strings.Contains(r.Reason, "one or more objects") && !strings.Contains(r.Reason, "unknown trigger"):
			t.Errorf("%s %q: %s %s %v, want unread", tc.lang, tc.text, r.Status, r.Reason, r.Form())
		}
	}
}

// TestPrintedSelfOrAnotherToGraveyard: "~ or another artifact you control
// is put into a graveyard from the battlefield" triggers for the card
// itself (looking back) and for your other artifacts, not the opponent's;
// « muoiono », the Italian verb agreeing with both, for creatures.
func TestPrintedSelfOrAnotherToGraveyard(t *testing.T) {
	for _, tc := range []struct{ lang, typ, text string }{
		{"en", rules.TArtifact, "Whenever Totem or another artifact you control is put into a graveyard from the battlefield, you gain 2 life."},
		{"fr", rules.TArtifact, "À chaque fois que le Totem ou un autre artefact que vous contrôlez est mis dans un cimetière depuis le champ de bataille, vous gagnez 2 points de vie."},
		{"it", rules.TArtifact, "Ogniqualvolta il Totem o un altro artefatto che controlli vengono messi in un cimitero dal campo di battaglia, guadagni 2 punti vita."},
		{"it", rules.TCreature, "Ogniqualvolta il Totem o un'altra creatura che controlli muoiono, guadagni 2 punti vita."},
		{"fr", rules.TCreature, "À chaque fois que le Totem ou qu'une autre créature que vous contrôlez est mise dans un cimetière depuis le champ de bataille, vous gagnez 2 points de vie."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := g.AddCard(printedCard(t, tc.lang, "Totem", "{2}", tc.typ, "1/1", tc.text), 0, rules.ZoneBattlefield, false)
		mine := g.AddCard(&rules.CardDef{ID: "inline:A", Name: "A", Faces: []*rules.Face{{Name: "A", Types: []string{tc.typ}, Power: "1", Toughness: "1"}}}, 0, rules.ZoneBattlefield, false)
		theirs := g.AddCard(&rules.CardDef{ID: "inline:B", Name: "B", Faces: []*rules.Face{{Name: "B", Types: []string{tc.typ}, Power: "1", Toughness: "1"}}}, 1, rules.ZoneBattlefield, false)
		for _, o := range []*rules.Object{theirs, mine, card} {
			if err := g.Run([]*rules.Effect{{Op: "destroy", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 1, Src: o.ID}); err != nil {
				t.Fatal(err)
			}
			settle(t, g)
		}
		if got := g.Players[0].Life; got != 24 {
			t.Errorf("%s %q: life %d, want 24 (the card and your other one)", tc.lang, tc.text, got)
		}
	}
}

// TestPrintedMilledSelf: "When ~ is put into your graveyard from your
// library" triggers from the graveyard when milled, not when discarded.
func TestPrintedMilledSelf(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "When Totem is put into your graveyard from your library, you gain 2 life."},
		{"fr", "Quand le Totem est mis dans votre cimetière depuis votre bibliothèque, vous gagnez 2 points de vie."},
		{"it", "Quando il Totem viene messo nel tuo cimitero dal tuo grimorio, guadagni 2 punti vita."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		for _, z := range []rules.Zone{rules.ZoneLibrary, rules.ZoneHand} {
			card := g.AddCard(printedCard(t, tc.lang, "Totem", "{2}", "Sorcery", "", tc.text), 0, z, false)
			g.Move(card, rules.ZoneGraveyard, rules.MoveOpts{})
			settle(t, g)
		}
		if got := g.Players[0].Life; got != 22 {
			t.Errorf("%s: life %d, want 22 (milled once, discarded once)", tc.lang, got)
		}
	}
}

// TestPrintedCombatDamagePlayerOrPlaneswalker: Dreadhorde Butcher's
// "Whenever ~ deals combat damage to a player or planeswalker, put a +1/+1
// counter on ~": unblocked, a counter; blocked, none.
func TestPrintedCombatDamagePlayerOrPlaneswalker(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"en", "Dreadhorde Butcher", "Whenever Dreadhorde Butcher deals combat damage to a player or planeswalker, put a +1/+1 counter on Dreadhorde Butcher."},
		{"fr", "Boucher de l'Effroyable horde", "À chaque fois que le Boucher de l'Effroyable horde inflige des blessures de combat à un joueur ou à un planeswalker, mettez un marqueur +1/+1 sur le Boucher de l'Effroyable horde."},
		{"it", "Macellaio dell'Orda del Terrore", "Ogniqualvolta il Macellaio dell'Orda del Terrore infligge danno da combattimento a un giocatore o a un planeswalker, metti un segnalino +1/+1 sul Macellaio dell'Orda del Terrore."},
	} {
		for _, blocked := range []bool{false, true} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			card := g.AddCard(printedCard(t, tc.lang, tc.name, "{B}{R}", "Creature — Zombie Warrior", "1/1", tc.text), 0, rules.ZoneBattlefield, false)
			want := 1
			if blocked {
				want = 0
			}
			if got := attackForCounters(t, g, card, 0, blocked, "+1/+1"); got != want {
				t.Errorf("%s (blocked %v): %d counters, want %d", tc.lang, blocked, got, want)
			}
		}
	}
}

// attackForCounters has player p's attacker attack the other player,
// blocked by a 0/4 wall when blocked, deals combat damage, lets the
// triggers resolve and returns the attacker's counters of kind.
func attackForCounters(t *testing.T, g *rules.Game, attacker *rules.Object, p int, blocked bool, kind string) int {
	t.Helper()
	if err := g.DeclareAttackers(p, 1-p, []*rules.Object{attacker}); err != nil {
		t.Fatal(err)
	}
	if blocked {
		wall := plainCreature(g, 1-p, "Mur", "0", "4")
		if err := g.DeclareBlockers(1-p, []rules.Block{{Blocker: wall, Attacker: attacker}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.CombatDamage(nil); err != nil {
		t.Fatal(err)
	}
	settle(t, g)
	return g.Objs[attacker.ID].Counters[kind]
}

// TestPrintedEachMain1: Eladamri's Vineyard's "At the beginning of each
// player's precombat main phase, that player adds {G}{G}": the active
// player gets it, in the opponent's turn too.
func TestPrintedEachMain1(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "At the beginning of each player's precombat main phase, that player adds {G}{G}."},
		{"fr", "Au début de la première phase principale de chaque joueur, ce joueur ajoute {G}{G} à sa réserve."},
		{"it", "All'inizio della fase principale pre-combattimento di ogni giocatore, quel giocatore aggiunge {G}{G} alla sua riserva di mana."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 5)
		g.AddCard(printedCard(t, tc.lang, "Vineyard", "{G}", "Enchantment", "", tc.text), 0, rules.ZoneBattlefield, false)
		if err := g.GoTo(rules.StepMain1, true); err != nil {
			t.Fatal(err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		p := g.Active
		if got, other := g.Players[p].Pool.String(), g.Players[1-p].Pool.Total(); got != "{G}{G}" || other != 0 {
			t.Errorf("%s: active player %d's pool %s, the other's %d mana; want {G}{G} and none", tc.lang, p, got, other)
		}
	}
}

// TestReadEachPlayersStepItalian: « All'inizio del proprio mantenimento,
// ciascun giocatore … » is each player's upkeep, that player doing it (as
// the English and French read), not every player.
func TestReadEachPlayersStepItalian(t *testing.T) {
	for _, tc := range []struct{ en, it string }{
		{"At the beginning of each player's upkeep, that player sacrifices an artifact.", "All'inizio del proprio mantenimento, ciascun giocatore sacrifica un artefatto."},
		{"At the beginning of each player's draw step, if Totem is untapped, that player draws a card.", "All'inizio della propria acquisizione, se il Totem è STAPpato, ciascun giocatore pesca una carta."},
	} {
		en, err := ReadParagraph("en", "Totem", false, tc.en)
		if err != nil {
			t.Fatal(err)
		}
		it, err := ReadParagraph("it", "Totem", false, tc.it)
		if err != nil {
			t.Fatal(err)
		}
		if en.Status != ReadCompiled || it.Status != ReadCompiled || strings.Join(en.Form(), "|") != strings.Join(it.Form(), "|") {
			t.Errorf("%q: %v (%s), Italian %v (%s)", tc.en, en.Form(), en.Reason, it.Form(), it.Reason)
		}
	}
}

// TestPrintedCastDuringOpponentsTurn: "Whenever you cast a spell during an
// opponent's turn" triggers for the spell cast in the opponent's turn only.
func TestPrintedCastDuringOpponentsTurn(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "Whenever you cast a spell during an opponent's turn, you gain 2 life."},
		{"fr", "À chaque fois que vous jouez un sort pendant le tour d'un adversaire, vous gagnez 2 points de vie."},
		{"it", "Ogniqualvolta lanci una magia durante il turno di un avversario, guadagni 2 punti vita."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(printedCard(t, tc.lang, "Totem", "{2}", "Enchantment", "", tc.text), 0, rules.ZoneBattlefield, false)
		for _, active := range []int{0, 1} {
			g.Active = active
			spell := g.AddCard(printedCard(t, "en", "Shock", "{R}", "Instant", "", "Shock deals 2 damage to any target."), 0, rules.ZoneHand, false)
			g.Players[0].Pool, _ = rules.ParsePool("{R}")
			if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Player: 2}}}}); err != nil {
				t.Fatal(err)
			}
			settle(t, g)
		}
		if got := g.Players[0].Life; got != 22 {
			t.Errorf("%s: life %d, want 22 (the spell in the opponent's turn only)", tc.lang, got)
		}
	}
}

// TestPrintedPlaneswalkerDies: Cruel Celebrant (war-188), "another creature
// or planeswalker you control dies": a planeswalker put into a graveyard
// from the battlefield dies (700.4), and triggers it.
func TestPrintedPlaneswalkerDies(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"en", "Cruel Celebrant", "Whenever Cruel Celebrant or another creature or planeswalker you control dies, each opponent loses 1 life and you gain 1 life."},
		{"it", "Celebrante Crudele", "Ogniqualvolta la Celebrante Crudele o un'altra creatura o planeswalker che controlli muoiono, ogni avversario perde 1 punto vita e tu guadagni 1 punto vita."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(printedCard(t, tc.lang, tc.name, "{W}{B}", "Creature — Vampire", "1/2", tc.text), 0, rules.ZoneBattlefield, false)
		pw := g.AddCard(&rules.CardDef{ID: "inline:PW", Name: "PW", Faces: []*rules.Face{{Name: "PW", Types: []string{rules.TPlaneswalker}, Loyalty: 3}}}, 0, rules.ZoneBattlefield, false)
		if err := g.Run([]*rules.Effect{{Op: "destroy", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 1, Src: pw.ID}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if got := g.Players[0].Life; got != 21 {
			t.Errorf("%s: life %d, want 21", tc.lang, got)
		}
	}
}
