package read

import (
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
