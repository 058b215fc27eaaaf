package read

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// plainCreature is a vanilla creature of player p on the battlefield.
func plainCreature(g *rules.Game, p int, name, power, toughness string) *rules.Object {
	return g.AddCard(&rules.CardDef{ID: "inline:" + name, Name: name, Faces: []*rules.Face{{Name: name,
		Types: []string{rules.TCreature}, Power: power, Toughness: toughness}}}, p, rules.ZoneBattlefield, false)
}

// settle puts the pending triggers on the stack and resolves everything.
func settle(t *testing.T, g *rules.Game) {
	t.Helper()
	if err := g.Settle(); err != nil {
		t.Fatal(err)
	}
	if err := g.ResolveAll(); err != nil {
		t.Fatal(err)
	}
}

// TestPrintedAgainstTriggers plays the triggers of a creature against the
// creature it fights: "that creature" / « cette créature » / « quella
// creatura » is the other one, never the card (Sylvan Basilisk, Stinkweed
// Imp, Cockatrice, Loyal Sentry's wording).
func TestPrintedAgainstTriggers(t *testing.T) {
	for _, tc := range []struct {
		lang, text string
		pt         string
		// attack: the card attacks (else it blocks the other's attack).
		attack bool
	}{
		{"en", "Whenever Basilisk becomes blocked by a creature, destroy that creature.", "2/4", true},
		{"fr", "À chaque fois que le Basilic devient bloqué par une créature, détruisez cette créature.", "2/4", true},
		{"it", "Ogniqualvolta il Basilisco viene bloccato da una creatura, distruggi quella creatura.", "2/4", true},
		{"en", "Whenever Basilisk deals combat damage to a creature, destroy that creature.", "1/4", true},
		{"fr", "À chaque fois que le Basilic inflige des blessures de combat à une créature, détruisez cette créature.", "1/4", true},
		{"it", "Ogniqualvolta il Basilisco infligge danno da combattimento a una creatura, distruggi quella creatura.", "1/4", true},
		{"en", "Whenever Basilisk blocks or becomes blocked by a creature, destroy that creature.", "0/4", true},
		{"en", "Whenever Basilisk blocks or becomes blocked by a creature, destroy that creature.", "0/4", false},
		{"fr", "À chaque fois que le Basilic bloque ou devient bloqué par une créature, détruisez cette créature.", "0/4", false},
		{"it", "Ogniqualvolta il Basilisco blocca o viene bloccato da una creatura, distruggi quella creatura.", "0/4", false},
		{"en", "Whenever Basilisk blocks a creature, destroy that creature.", "0/4", false},
		{"fr", "À chaque fois que le Basilic bloque une créature, détruisez cette créature.", "0/4", false},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		name := map[string]string{"en": "Basilisk", "fr": "Basilic", "it": "Basilisco"}[tc.lang]
		card := g.AddCard(printedCard(t, tc.lang, name, "{3}{G}", "Creature — Basilisk", tc.pt, tc.text), 0, rules.ZoneBattlefield, false)
		other := plainCreature(g, 1, "Ours", "1", "3")
		at, bl, p := card, other, 0
		if !tc.attack {
			at, bl, p = other, card, 1
			g.Active = 1
		}
		if err := g.DeclareAttackers(p, 1-p, []*rules.Object{at}); err != nil {
			t.Fatal(err)
		}
		if err := g.DeclareBlockers(1-p, []rules.Block{{Blocker: bl, Attacker: at}}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if err := g.CombatDamage(nil); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if g.Objs[other.ID] != nil || g.Objs[card.ID] == nil {
			t.Errorf("%s %q (attacks %v): the other alive %v, the card alive %v; want the other destroyed only",
				tc.lang, tc.text, tc.attack, g.Objs[other.ID] != nil, g.Objs[card.ID] != nil)
		}
	}
}

// TestPrintedDamageToOpponent: "Whenever ~ deals damage to an opponent,
// that player discards a card" (Hypnotic Specter's wording, not at
// random): the player dealt damage discards; a blocked creature deals
// none to a player and nothing triggers.
func TestPrintedDamageToOpponent(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "Whenever Specter deals damage to an opponent, that player discards a card."},
		{"fr", "À chaque fois que le Spectre inflige des blessures à un adversaire, ce joueur se défausse d'une carte."},
		{"it", "Ogniqualvolta lo Spettro infligge danno a un avversario, quel giocatore scarta una carta."},
	} {
		for _, blocked := range []bool{false, true} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			name := map[string]string{"en": "Specter", "fr": "Spectre", "it": "Spettro"}[tc.lang]
			card := g.AddCard(printedCard(t, tc.lang, name, "{1}{B}{B}", "Creature — Specter", "2/2", tc.text), 0, rules.ZoneBattlefield, false)
			for i := 0; i < 2; i++ {
				g.AddCard(&rules.CardDef{ID: "inline:Plaine", Name: "Plaine", Faces: []*rules.Face{{Name: "Plaine", Types: []string{rules.TLand}}}}, i, rules.ZoneHand, false)
			}
			if err := g.DeclareAttackers(0, 1, []*rules.Object{card}); err != nil {
				t.Fatal(err)
			}
			if blocked {
				wall := plainCreature(g, 1, "Mur", "0", "4")
				if err := g.DeclareBlockers(1, []rules.Block{{Blocker: wall, Attacker: card}}); err != nil {
					t.Fatal(err)
				}
			}
			if err := g.CombatDamage(nil); err != nil {
				t.Fatal(err)
			}
			settle(t, g)
			want := 0
			if blocked {
				want = 1
			}
			if got, mine := len(g.Players[1].Hand), len(g.Players[0].Hand); got != want || mine != 1 {
				t.Errorf("%s (blocked %v): opponent's hand %d, want %d; yours %d, want 1", tc.lang, blocked, got, want, mine)
			}
		}
	}
}

// TestPrintedCombatDamagePlayerThatCreature: "Whenever a creature you
// control deals combat damage to a player, put a +1/+1 counter on that
// creature": the creature is the source of the damage (the event's object
// is no creature: a player was dealt it).
func TestPrintedCombatDamagePlayerThatCreature(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "Whenever a creature you control deals combat damage to a player, put a +1/+1 counter on that creature."},
		{"fr", "À chaque fois qu'une créature que vous contrôlez inflige des blessures de combat à un joueur, mettez un marqueur +1/+1 sur cette créature."},
		{"it", "Ogniqualvolta una creatura che controlli infligge danno da combattimento a un giocatore, metti un segnalino +1/+1 su quella creatura."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(printedCard(t, tc.lang, "Banner", "{3}", "Artifact", "", tc.text), 0, rules.ZoneBattlefield, false)
		bear := plainCreature(g, 0, "Ours", "2", "2")
		if err := g.DeclareAttackers(0, 1, []*rules.Object{bear}); err != nil {
			t.Fatal(err)
		}
		if err := g.CombatDamage(nil); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if got := g.Objs[bear.ID].Counters["+1/+1"]; got != 1 {
			t.Errorf("%s: the attacker has %d +1/+1 counters, want 1", tc.lang, got)
		}
	}
}

// TestPrintedBattalion: "Whenever ~ and at least two other creatures
// attack" triggers with three attackers, not with two.
func TestPrintedBattalion(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "Whenever Captain and at least two other creatures attack, you gain 3 life."},
		{"fr", "À chaque fois que le Capitaine et au moins deux autres créatures attaquent, vous gagnez 3 points de vie."},
		{"it", "Ogniqualvolta il Capitano e almeno altre due creature attaccano, guadagni 3 punti vita."},
	} {
		for _, n := range []int{1, 2} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			name := map[string]string{"en": "Captain", "fr": "Capitaine", "it": "Capitano"}[tc.lang]
			card := g.AddCard(printedCard(t, tc.lang, name, "{2}{W}", "Creature — Soldier", "2/2", tc.text), 0, rules.ZoneBattlefield, false)
			attackers := []*rules.Object{card}
			for i := 0; i < n; i++ {
				attackers = append(attackers, plainCreature(g, 0, "Ours", "2", "2"))
			}
			if err := g.DeclareAttackers(0, 1, attackers); err != nil {
				t.Fatal(err)
			}
			settle(t, g)
			want := 20
			if n == 2 {
				want = 23
			}
			if got := g.Players[0].Life; got != want {
				t.Errorf("%s with %d other attackers: life %d, want %d", tc.lang, n, got, want)
			}
		}
	}
}

// TestPrintedCyclingTriggers: "When you cycle ~" triggers from the
// graveyard the card was discarded to, and resolves before the cycling
// draw; "Whenever you cycle or discard a card" (a permanent's) triggers
// once for a card cycled (cycling discards it).
func TestPrintedCyclingTriggers(t *testing.T) {
	for _, tc := range []struct {
		lang, name, cycling, self, other string
	}{
		{"en", "Drake", "Cycling {2}", "When you cycle Drake, you gain 3 life.", "Whenever you cycle or discard a card, you gain 1 life."},
		{"fr", "Drake", "Recyclage {2}", "Quand vous recyclez le Drake, vous gagnez 3 points de vie.", "À chaque fois que vous recyclez ou vous défaussez d'une carte, vous gagnez 1 point de vie."},
		{"it", "Drake", "Ciclo {2}", "Quando cicli il Drake, guadagni 3 punti vita.", "Ogniqualvolta cicli o scarti una carta, guadagni 1 punto vita."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 3)
		o := g.AddCard(printedCard(t, tc.lang, tc.name, "{3}{U}", "Creature — Drake", "2/2", tc.cycling, tc.self), 0, rules.ZoneHand, false)
		g.AddCard(printedCard(t, tc.lang, "Haven", "{1}{U}", "Enchantment", "", tc.other), 0, rules.ZoneBattlefield, false)
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
		settle(t, g)
		if life, hand := g.Players[0].Life, len(g.Players[0].Hand); life != 24 || hand != 1 {
			t.Errorf("%s: life %d, hand %d; want 24 (3 + 1) and the card drawn", tc.lang, life, hand)
		}
	}
}

// TestPrintedEachOtherOpponent: "it deals that much damage to each other
// opponent" (Hydra Omnivore) after combat damage to one opponent: the
// others are dealt it, not the one dealt combat damage.
func TestPrintedEachOtherOpponent(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"en", "Hydra Omnivore", "Whenever Hydra Omnivore deals combat damage to an opponent, it deals that much damage to each other opponent."},
		{"fr", "Hydre omnivore", "À chaque fois que l'Hydre omnivore inflige des blessures de combat à un adversaire, elle inflige autant de blessures à chaque autre adversaire."},
		{"it", "Idra Onnivora", "Ogniqualvolta l'Idra Onnivora infligge danno da combattimento a un avversario, infligge altrettanti danni a ogni altro avversario."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp", "opp2", "opp3")
		card := g.AddCard(printedCard(t, tc.lang, tc.name, "{4}{G}{G}", "Creature — Hydra", "2/2", tc.text), 0, rules.ZoneBattlefield, false)
		if err := g.DeclareAttackers(0, 1, []*rules.Object{card}); err != nil {
			t.Fatal(err)
		}
		if err := g.CombatDamage(nil); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		var got []int
		for _, p := range g.Players {
			got = append(got, p.Life)
		}
		if got[0] != 20 || got[1] != 18 || got[2] != 18 || got[3] != 18 {
			t.Errorf("%s: lives %v, want [20 18 18 18]", tc.lang, got)
		}
	}
}

// TestPrintedPlayerActions: what you do and what attacks you — "whenever
// you sacrifice a creature" (not an artifact), "you draw your second card each turn", "a
// creature attacks you or a planeswalker you control", the enchanted
// creature "attacks or blocks".
func TestPrintedPlayerActions(t *testing.T) {
	type game = func(t *testing.T, g *rules.Game, card *rules.Object)
	sacrificeCreature := func(t *testing.T, g *rules.Game, _ *rules.Object) {
		bear := plainCreature(g, 0, "Ours", "2", "2")
		rock := g.AddCard(&rules.CardDef{ID: "inline:Rock", Name: "Rock", Faces: []*rules.Face{{Name: "Rock", Types: []string{rules.TArtifact}}}}, 0, rules.ZoneBattlefield, false)
		for _, o := range []*rules.Object{bear, rock} {
			if err := g.Run([]*rules.Effect{{Op: "sacrifice", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 0, Src: o.ID}); err != nil {
				t.Fatal(err)
			}
		}
	}
	drawTwo := func(t *testing.T, g *rules.Game, _ *rules.Object) {
		library(g, 3)
		if err := g.Run([]*rules.Effect{{Op: "draw", N: rules.ConstExpr(3)}}, &rules.EvalCtx{G: g, Ctrl: 0}); err != nil {
			t.Fatal(err)
		}
	}
	attacked := func(t *testing.T, g *rules.Game, _ *rules.Object) {
		g.Active = 1
		a, b := plainCreature(g, 1, "Ours", "2", "2"), plainCreature(g, 1, "Loup", "2", "2")
		if err := g.DeclareAttackers(1, 0, []*rules.Object{a, b}); err != nil {
			t.Fatal(err)
		}
	}
	attacksThenBlocks := func(t *testing.T, g *rules.Game, card *rules.Object) {
		bear := plainCreature(g, 0, "Ours", "2", "2")
		card.AttachedTo = bear.ID
		if err := g.DeclareAttackers(0, 1, []*rules.Object{bear}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		g.Active = 1
		bear.Attacking, bear.Tapped = false, false
		wolf := plainCreature(g, 1, "Loup", "2", "2")
		if err := g.DeclareAttackers(1, 0, []*rules.Object{wolf}); err != nil {
			t.Fatal(err)
		}
		if err := g.DeclareBlockers(0, []rules.Block{{Blocker: bear, Attacker: wolf}}); err != nil {
			t.Fatal(err)
		}
	}
	destroyArtifact := func(t *testing.T, g *rules.Game, _ *rules.Object) {
		rock := g.AddCard(&rules.CardDef{ID: "inline:Rock", Name: "Rock", Faces: []*rules.Face{{Name: "Rock", Types: []string{rules.TArtifact}}}}, 1, rules.ZoneBattlefield, false)
		bear := plainCreature(g, 1, "Ours", "2", "2")
		for _, o := range []*rules.Object{rock, bear} {
			if err := g.Run([]*rules.Effect{{Op: "destroy", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 1, Src: o.ID}); err != nil {
				t.Fatal(err)
			}
		}
	}
	cursedAttacked := func(t *testing.T, g *rules.Game, card *rules.Object) {
		card.AttachedToPl = 2
		bear := plainCreature(g, 0, "Ours", "2", "2")
		if err := g.DeclareAttackers(0, 1, []*rules.Object{bear}); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		lang, typeLine, text string
		play                 game
		life                 int
	}{
		{"en", "Enchantment", "Whenever an artifact is put into a graveyard from the battlefield, you gain 2 life.", destroyArtifact, 22},
		{"fr", "Enchantement", "À chaque fois qu'un artefact est mis dans un cimetière depuis le champ de bataille, vous gagnez 2 points de vie.", destroyArtifact, 22},
		{"it", "Incantesimo", "Ogniqualvolta un artefatto viene messo in un cimitero dal campo di battaglia, guadagni 2 punti vita.", destroyArtifact, 22},
		{"en", "Enchantment — Aura Curse", "Whenever enchanted player is attacked, you gain 2 life.", cursedAttacked, 22},
		{"fr", "Enchantement : Aura et malédiction", "À chaque fois que le joueur enchanté est attaqué, vous gagnez 2 points de vie.", cursedAttacked, 22},
		{"it", "Incantesimo — Aura Maledizione", "Ogniqualvolta il giocatore incantato viene attaccato, guadagni 2 punti vita.", cursedAttacked, 22},
		{"en", "Enchantment", "Whenever you sacrifice a creature, you gain 2 life.", sacrificeCreature, 22},
		{"fr", "Enchantement", "À chaque fois que vous sacrifiez une créature, vous gagnez 2 points de vie.", sacrificeCreature, 22},
		{"it", "Incantesimo", "Ogniqualvolta sacrifichi una creatura, guadagni 2 punti vita.", sacrificeCreature, 22},
		{"en", "Enchantment", "Whenever you draw your second card each turn, you gain 2 life.", drawTwo, 22},
		{"fr", "Enchantement", "À chaque fois que vous piochez votre deuxième carte à chaque tour, vous gagnez 2 points de vie.", drawTwo, 22},
		{"it", "Incantesimo", "Ogniqualvolta peschi la tua seconda carta in ogni turno, guadagni 2 punti vita.", drawTwo, 22},
		{"en", "Enchantment", "Whenever a creature attacks you or a planeswalker you control, you gain 1 life.", attacked, 22},
		{"fr", "Enchantement", "À chaque fois qu'une créature vous attaque ou attaque un planeswalker que vous contrôlez, vous gagnez 1 point de vie.", attacked, 22},
		{"it", "Incantesimo", "Ogniqualvolta una creatura attacca te o un planeswalker che controlli, guadagni 1 punto vita.", attacked, 22},
		{"en", "Enchantment — Aura", "Whenever enchanted creature attacks or blocks, you gain 1 life.", attacksThenBlocks, 22},
		{"fr", "Enchantement : Aura", "À chaque fois que la créature enchantée attaque ou bloque, vous gagnez 1 point de vie.", attacksThenBlocks, 22},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := g.AddCard(printedCard(t, tc.lang, "Totem", "{2}", tc.typeLine, "", tc.text), 0, rules.ZoneBattlefield, false)
		tc.play(t, g, card)
		settle(t, g)
		if got := g.Players[0].Life; got != tc.life {
			t.Errorf("%s %q: life %d, want %d", tc.lang, tc.text, got, tc.life)
		}
	}
}

// TestPrintedDealsDamageOnce: "Whenever ~ deals damage" triggers once for
// damage dealt at once to several recipients, for the total (Spirit Link's
// and Umezawa's Jitte's rulings): blocked by two creatures, one counter,
// 4 life.
func TestPrintedDealsDamageOnce(t *testing.T) {
	for _, tc := range []struct {
		lang, name, text string
		life, counters   int
	}{
		{"en", "Angel", "Whenever Angel deals damage, you gain that much life.", 24, 0},
		{"fr", "Ange", "À chaque fois que l'Ange inflige des blessures, vous gagnez autant de points de vie.", 24, 0},
		{"it", "Angelo", "Ogniqualvolta l'Angelo infligge danno, guadagni altrettanti punti vita.", 24, 0},
		{"en", "Angel", "Whenever Angel deals combat damage, put a +1/+1 counter on Angel.", 20, 1},
		{"fr", "Ange", "À chaque fois que l'Ange inflige des blessures de combat, mettez un marqueur +1/+1 sur l'Ange.", 20, 1},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := g.AddCard(printedCard(t, tc.lang, tc.name, "{3}{W}", "Creature — Angel", "4/4", tc.text), 0, rules.ZoneBattlefield, false)
		a, b := plainCreature(g, 1, "Ours", "1", "1"), plainCreature(g, 1, "Loup", "1", "1")
		if err := g.DeclareAttackers(0, 1, []*rules.Object{card}); err != nil {
			t.Fatal(err)
		}
		if err := g.DeclareBlockers(1, []rules.Block{{Blocker: a, Attacker: card}, {Blocker: b, Attacker: card}}); err != nil {
			t.Fatal(err)
		}
		if err := g.CombatDamage(nil); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if life, n := g.Players[0].Life, g.Objs[card.ID].Counters["+1/+1"]; life != tc.life || n != tc.counters {
			t.Errorf("%s %q: life %d, counters %d; want %d and %d", tc.lang, tc.text, life, n, tc.life, tc.counters)
		}
	}
}

// TestPrintedDamagedBySource: "Whenever a source deals damage to ~" triggers
// once per source (two blockers: twice), "that source's controller" is
// the source's.
func TestPrintedDamagedBySource(t *testing.T) {
	g := rules.NewGame(rules.EraModern, "you", "opp")
	library(g, 5)
	card := g.AddCard(printedCard(t, "en", "Belltower Sphinx", "{4}{U}", "Creature — Sphinx", "2/5",
		"Whenever a source deals damage to Belltower Sphinx, that source's controller mills that many cards."), 0, rules.ZoneBattlefield, false)
	a, b := plainCreature(g, 1, "Ours", "1", "1"), plainCreature(g, 1, "Loup", "2", "2")
	if err := g.DeclareAttackers(0, 1, []*rules.Object{card}); err != nil {
		t.Fatal(err)
	}
	if err := g.DeclareBlockers(1, []rules.Block{{Blocker: a, Attacker: card}, {Blocker: b, Attacker: card}}); err != nil {
		t.Fatal(err)
	}
	if err := g.CombatDamage(nil); err != nil {
		t.Fatal(err)
	}
	settle(t, g)
	if mine, theirs := len(g.Players[0].Library), len(g.Players[1].Library); mine != 5 || theirs != 2 {
		t.Errorf("libraries: yours %d, want 5; theirs %d, want 2 (milled 1 + 2)\n%s", mine, theirs, strings.Join(g.Log(), "\n"))
	}
}

// TestPrintedBecomesTapped: "Whenever ~ becomes tapped" triggers when it
// attacks (tapping), not when it is already tapped; "becomes untapped"
// in its controller's untap step.
func TestPrintedBecomesTapped(t *testing.T) {
	for _, tc := range []struct{ lang, name, tapped, untapped string }{
		{"en", "Sentinel", "Whenever Sentinel becomes tapped, you gain 1 life.", "Whenever Sentinel becomes untapped, you gain 2 life."},
		{"fr", "Sentinelle", "À chaque fois que la Sentinelle devient engagée, vous gagnez 1 point de vie.", "À chaque fois que la Sentinelle devient dégagée, vous gagnez 2 points de vie."},
		{"it", "Sentinella", "Ogniqualvolta la Sentinella viene tappata, guadagni 1 punto vita.", "Ogniqualvolta la Sentinella viene stappata, guadagni 2 punti vita."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 5)
		card := g.AddCard(printedCard(t, tc.lang, tc.name, "{2}", "Creature — Soldier", "2/2", tc.tapped, tc.untapped), 0, rules.ZoneBattlefield, false)
		if err := g.DeclareAttackers(0, 1, []*rules.Object{card}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if err := g.Run([]*rules.Effect{{Op: "tap", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 0, Src: card.ID}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if got := g.Players[0].Life; got != 21 {
			t.Errorf("%s: life %d after attacking and tapping it again, want 21", tc.lang, got)
		}
		if err := g.Run([]*rules.Effect{{Op: "untap", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 0, Src: card.ID}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if got := g.Players[0].Life; got != 23 {
			t.Errorf("%s: life %d after untapping it, want 23", tc.lang, got)
		}
	}
}

// TestPrintedNoUntapNextStep: "Tap target creature. It doesn't untap during
// its controller's next untap step." — it stays tapped through that
// player's next untap step, and untaps at the one after.
func TestPrintedNoUntapNextStep(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"en", "Instant", "Tap target creature. It doesn't untap during its controller's next untap step."},
		{"fr", "Éphémère", "Engagez la créature ciblée. Elle ne se dégage pas pendant la prochaine étape de dégagement de son contrôleur."},
		{"it", "Istantaneo", "TAPpa una creatura bersaglio. Non STAPpa durante il prossimo STAP del suo controllore."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		library(g, 10)
		spell := g.AddCard(printedCard(t, tc.lang, "Frost", "{U}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		bear := plainCreature(g, 1, "Ours", "2", "2")
		g.Players[0].Pool, _ = rules.ParsePool("{U}")
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: bear.ID}}}}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := g.ResolveAll(); err != nil {
			t.Fatal(err)
		}
		var tapped []bool
		for turn := 0; turn < 4; turn++ {
			if err := g.GoTo(rules.StepUpkeep, true); err != nil {
				t.Fatal(err)
			}
			tapped = append(tapped, g.Objs[bear.ID].Tapped)
		}
		// Turns: the opponent's (stays tapped), yours, the opponent's
		// (untaps), yours.
		if want := []bool{true, true, false, false}; !slices.Equal(tapped, want) {
			t.Errorf("%s: tapped at each upkeep %v, want %v", tc.lang, tapped, want)
		}
	}
}

// TestPrintedSengirVampire: "Whenever a creature dealt damage by ~ this
// turn dies" — the creature it blocked and killed counts; a creature that
// dies without its damage does not.
func TestPrintedSengirVampire(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"en", "Sengir Vampire", "Whenever a creature dealt damage by Sengir Vampire this turn dies, put a +1/+1 counter on Sengir Vampire."},
		{"fr", "Vampire sengir", "À chaque fois qu'une créature blessée par le Vampire sengir ce tour-ci est mise dans un cimetière, mettez un marqueur +1/+1 sur le Vampire sengir."},
		{"it", "Vampiro Sengir", "Ogniqualvolta una creatura a cui è stato inflitto danno dal Vampiro Sengir in questo turno viene messa in un cimitero, metti un segnalino +1/+1 sul Vampiro Sengir."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := g.AddCard(printedCard(t, tc.lang, tc.name, "{3}{B}{B}", "Creature — Vampire", "4/4", tc.text), 0, rules.ZoneBattlefield, false)
		bear, other := plainCreature(g, 1, "Ours", "2", "2"), plainCreature(g, 1, "Loup", "2", "2")
		if err := g.DeclareAttackers(0, 1, []*rules.Object{card}); err != nil {
			t.Fatal(err)
		}
		if err := g.DeclareBlockers(1, []rules.Block{{Blocker: bear, Attacker: card}}); err != nil {
			t.Fatal(err)
		}
		if err := g.CombatDamage(nil); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if err := g.Run([]*rules.Effect{{Op: "destroy", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 1, Src: other.ID}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if g.Objs[bear.ID] != nil || g.Objs[other.ID] != nil {
			t.Fatalf("%s: both creatures should have died", tc.lang)
		}
		if got := g.Objs[card.ID].Counters["+1/+1"]; got != 1 {
			t.Errorf("%s: %d +1/+1 counters, want 1 (the blocker it killed only)", tc.lang, got)
		}
	}
}

// TestPrintedNoUntapTwoControllers: "Tap up to two target creatures. Those
// creatures don't untap during their controller's next untap step." with
// one creature of each player: each stays tapped through its own
// controller's next untap step only.
func TestPrintedNoUntapTwoControllers(t *testing.T) {
	g := rules.NewGame(rules.EraModern, "you", "opp")
	library(g, 10)
	spell := g.AddCard(printedCard(t, "en", "Frost", "{U}", "Sorcery", "", "Tap up to two target creatures. Those creatures don't untap during their controller's next untap step."), 0, rules.ZoneHand, false)
	mine, theirs := plainCreature(g, 0, "Ours", "2", "2"), plainCreature(g, 1, "Loup", "2", "2")
	g.Players[0].Pool, _ = rules.ParsePool("{U}")
	if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: mine.ID}, {Obj: theirs.ID}}}}); err != nil {
		t.Fatal(err)
	}
	if err := g.ResolveAll(); err != nil {
		t.Fatal(err)
	}
	var got [][2]bool
	for turn := 0; turn < 4; turn++ {
		if err := g.GoTo(rules.StepUpkeep, true); err != nil {
			t.Fatal(err)
		}
		got = append(got, [2]bool{g.Objs[mine.ID].Tapped, g.Objs[theirs.ID].Tapped})
	}
	// The opponent's turn (theirs stays tapped through its untap step),
	// yours (yours stays tapped through its untap step), the opponent's
	// (theirs untaps), yours (yours untaps).
	want := [][2]bool{{true, true}, {true, true}, {true, false}, {false, false}}
	if !slices.Equal(got, want) {
		t.Errorf("tapped (yours, theirs) at each upkeep %v, want %v", got, want)
	}
}

// TestPrintedPlusCountersOnSelf: "Whenever one or more +1/+1 counters are
// put on ~" triggers once for two counters put at once, not for a -1/-1
// counter.
func TestPrintedPlusCountersOnSelf(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"en", "Myr Cavalier", "Whenever one or more +1/+1 counters are put on Myr Cavalier, you gain 1 life."},
		{"fr", "Myr cavalier", "À chaque fois qu'au moins un marqueur +1/+1 est mis sur le Myr cavalier, vous gagnez 1 point de vie."},
		{"it", "Myr Cavaliere", "Ogniqualvolta vengono messi uno o più segnalini +1/+1 sul Myr Cavaliere, guadagni 1 punto vita."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := g.AddCard(printedCard(t, tc.lang, tc.name, "{2}{W}", "Artifact Creature — Myr Knight", "2/2", tc.text), 0, rules.ZoneBattlefield, false)
		for _, kind := range []string{"+1/+1", "-1/-1"} {
			if err := g.Run([]*rules.Effect{{Op: "counters", What: "self", Kind: kind, N: rules.ConstExpr(2)}}, &rules.EvalCtx{G: g, Ctrl: 0, Src: card.ID}); err != nil {
				t.Fatal(err)
			}
			settle(t, g)
		}
		if got := g.Players[0].Life; got != 21 {
			t.Errorf("%s: life %d, want 21 (one trigger for two +1/+1 counters, none for -1/-1)", tc.lang, got)
		}
	}
}

// TestPrintedYouTapLandForMana: "Whenever you tap a land for mana, add one
// mana of any type that land produced" is a mana ability: tapping a
// Forest gives {G}{G} at once; the opponent's tapping gives them nothing
// more.
func TestPrintedYouTapLandForMana(t *testing.T) {
	for _, tc := range []struct{ lang, text, forest string }{
		{"en", "Whenever you tap a land for mana, add one mana of any type that land produced.", "{T}: Add {G}."},
		{"fr", "À chaque fois que vous engagez un terrain pour du mana, ajoutez un mana de n'importe quel type que ce terrain a produit.", "{T} : Ajoutez {G}."},
		{"it", "Ogniqualvolta TAPpi una terra per attingere mana, aggiungi un mana di qualsiasi tipo prodotto da quella terra.", "{T}: Aggiungi {G}."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(printedCard(t, tc.lang, "Mirari", "{3}{G}", "Enchantment", "", tc.text), 0, rules.ZoneBattlefield, false)
		for p := 0; p < 2; p++ {
			forest := g.AddCard(printedCard(t, tc.lang, "Forest", "", "Land", "", tc.forest), p, rules.ZoneBattlefield, false)
			var mana *rules.Ability
			for _, a := range g.Chars(forest).Abilities {
				if a.Kind == rules.KindMana {
					mana = a
				}
			}
			if mana == nil {
				t.Fatalf("%s: no mana ability", tc.lang)
			}
			if _, err := g.Activate(p, forest, mana, rules.CastOptions{Door: -1}); err != nil {
				t.Fatal(err)
			}
		}
		if mine, theirs := g.Players[0].Pool.String(), g.Players[1].Pool.String(); mine != "{G}{G}" || theirs != "{G}" {
			t.Errorf("%s: pools %s and %s, want {G}{G} and {G}", tc.lang, mine, theirs)
		}
	}
}

// TestPrintedCombatDamageYou: "Whenever a creature deals combat damage to
// you, destroy that creature": the attacker that dealt it is destroyed.
func TestPrintedCombatDamageYou(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"en", "Whenever a creature deals combat damage to you, destroy that creature."},
		{"fr", "À chaque fois qu'une créature vous inflige des blessures de combat, détruisez cette créature."},
		{"it", "Ogniqualvolta una creatura ti infligge danno da combattimento, distruggi quella creatura."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		g.AddCard(printedCard(t, tc.lang, "Ghost", "{3}{W}", "Enchantment", "", tc.text), 0, rules.ZoneBattlefield, false)
		g.Active = 1
		bear, wolf := plainCreature(g, 1, "Ours", "2", "2"), plainCreature(g, 1, "Loup", "2", "2")
		if err := g.DeclareAttackers(1, 0, []*rules.Object{bear}); err != nil {
			t.Fatal(err)
		}
		if err := g.CombatDamage(nil); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if g.Objs[bear.ID] != nil || g.Objs[wolf.ID] == nil {
			t.Errorf("%s: attacker alive %v, other alive %v; want the attacker destroyed only", tc.lang, g.Objs[bear.ID] != nil, g.Objs[wolf.ID] != nil)
		}
	}
}

// TestPrintedMoreTriggers: your first spell in an opponent's turn (once for
// two), the card dying or exiled from the battlefield (two events); the
// enchanted creature targeted.
func TestPrintedMoreTriggers(t *testing.T) {
	exileIt := func(t *testing.T, g *rules.Game, card *rules.Object) {
		if err := g.Run([]*rules.Effect{{Op: "exile", What: "self"}}, &rules.EvalCtx{G: g, Ctrl: 1, Src: card.ID}); err != nil {
			t.Fatal(err)
		}
	}
	targetEnchanted := func(t *testing.T, g *rules.Game, card *rules.Object) {
		bear := plainCreature(g, 0, "Ours", "2", "2")
		card.AttachedTo = bear.ID
		spell := g.AddCard(printedCard(t, "en", "Shock", "{R}", "Instant", "", "Shock deals 2 damage to any target."), 1, rules.ZoneHand, false)
		g.Players[1].Pool, _ = rules.ParsePool("{R}")
		if _, err := g.Cast(1, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Obj: bear.ID}}}}); err != nil {
			t.Fatal(err)
		}
	}
	twoSpellsInTheirTurn := func(t *testing.T, g *rules.Game, _ *rules.Object) {
		g.Active = 1
		for i := 0; i < 2; i++ {
			spell := g.AddCard(printedCard(t, "en", "Shock", "{R}", "Instant", "", "Shock deals 2 damage to any target."), 0, rules.ZoneHand, false)
			g.Players[0].Pool, _ = rules.ParsePool("{R}")
			if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Player: 2}}}}); err != nil {
				t.Fatal(err)
			}
			settle(t, g)
		}
	}
	for _, tc := range []struct {
		lang, typeLine, text string
		play                 func(t *testing.T, g *rules.Game, card *rules.Object)
	}{
		{"en", "Enchantment", "Whenever you cast your first spell during each opponent's turn, you gain 2 life.", twoSpellsInTheirTurn},
		{"fr", "Enchantement", "À chaque fois que vous lancez votre premier sort pendant le tour de chaque adversaire, vous gagnez 2 points de vie.", twoSpellsInTheirTurn},
		{"it", "Incantesimo", "Ogniqualvolta lanci la tua prima magia durante il turno di ogni avversario, guadagni 2 punti vita.", twoSpellsInTheirTurn},
		{"en", "Creature — Soldier", "When Totem dies or is put into exile from the battlefield, you gain 2 life.", exileIt},
		{"fr", "Créature : soldat", "Quand Totem meurt ou est mis en exil depuis le champ de bataille, vous gagnez 2 points de vie.", exileIt},
		{"it", "Creatura — Soldato", "Quando Totem muore o viene messo in esilio dal campo di battaglia, guadagni 2 punti vita.", exileIt},
		{"en", "Enchantment — Aura", "Whenever enchanted creature becomes the target of a spell or ability, you gain 2 life.", targetEnchanted},
		{"fr", "Enchantement : Aura", "À chaque fois que la créature enchantée devient la cible d'un sort ou d'une capacité, vous gagnez 2 points de vie.", targetEnchanted},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := g.AddCard(printedCard(t, tc.lang, "Totem", "{2}", tc.typeLine, "1/1", tc.text), 0, rules.ZoneBattlefield, false)
		tc.play(t, g, card)
		settle(t, g)
		if got := g.Players[0].Life; got != 22 {
			t.Errorf("%s %q: life %d, want 22", tc.lang, tc.text, got)
		}
	}
}

// TestPrintedWickedAkuba: "Target player dealt damage by ~ this turn loses
// 1 life": only a player it dealt damage to is a legal target.
func TestPrintedWickedAkuba(t *testing.T) {
	for _, tc := range []struct{ lang, name, text string }{
		{"en", "Wicked Akuba", "{B}: Target player dealt damage by Wicked Akuba this turn loses 1 life."},
		{"fr", "Akuba pernicieuse", "{B} : Le joueur ciblé ayant subi des blessures de l'Akuba pernicieuse ce tour-ci perd 1 point de vie."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		card := g.AddCard(printedCard(t, tc.lang, tc.name, "{B}{B}", "Creature — Spirit", "2/2", tc.text), 0, rules.ZoneBattlefield, false)
		var ab *rules.Ability
		for _, a := range g.Chars(card).Abilities {
			if a.Kind == rules.KindActivated {
				ab = a
			}
		}
		activate := func(pl int) error {
			g.Players[0].Pool, _ = rules.ParsePool("{B}")
			_, err := g.Activate(0, card, ab, rules.CastOptions{Door: -1, Targets: [][]rules.Target{{{Player: pl + 1}}}})
			return err
		}
		if err := activate(1); err == nil {
			t.Fatalf("%s: targeted a player it dealt no damage to", tc.lang)
		}
		if err := g.DeclareAttackers(0, 1, []*rules.Object{card}); err != nil {
			t.Fatal(err)
		}
		if err := g.CombatDamage(nil); err != nil {
			t.Fatal(err)
		}
		if err := activate(1); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		if err := activate(0); err == nil {
			t.Errorf("%s: targeted you, dealt no damage", tc.lang)
		}
	}
}
