package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedDefendingPlayer plays "defending player" (506.2) from printed
// text in three languages, in a game of three players where the player
// attacked is the second opponent, so that the first opponent (what "an
// opponent" would have named) must be left alone: Thraximundar's attack
// trigger (arb-113), Hellrider's trigger for each attacking creature
// (dka-93) and Vedalken Ghoul's "becomes blocked" (arb-32).
func TestPrintedDefendingPlayer(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, sacrifice, damage, ghoul, blocked string }{
		{"en", "Creature — Zombie",
			"Whenever Thraximundar attacks, defending player sacrifices a creature.",
			"Whenever a creature you control attacks, Hellrider deals 1 damage to defending player.",
			"Vedalken Ghoul", "Whenever Vedalken Ghoul becomes blocked, defending player loses 4 life."},
		{"fr", "Créature : zombie",
			"À chaque fois que Thraximundar attaque, le joueur défenseur sacrifie une créature.",
			"À chaque fois qu'une créature que vous contrôlez attaque, Hellrider inflige 1 blessure au joueur défenseur.",
			"Goule vedalkene", "À chaque fois que la Goule vedalkene devient bloquée, le joueur défenseur perd 4 points de vie."},
		{"it", "Creatura — Zombie",
			"Ogniqualvolta Thraximundar attacca, il giocatore in difesa sacrifica una creatura.",
			"Ogniqualvolta una creatura che controlli attacca, Hellrider infligge 1 danno al giocatore in difesa.",
			"Ghoul Vedalken", "Ogniqualvolta il Ghoul Vedalken viene bloccato, il giocatore in difesa perde 4 punti vita."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "first", "second")
		thrax := g.AddCard(printedCard(t, tc.lang, "Thraximundar", "{4}{U}{B}{R}", tc.typeLine, "6/6", tc.sacrifice), 0, rules.ZoneBattlefield, false)
		rider := g.AddCard(printedCard(t, tc.lang, "Hellrider", "{2}{R}{R}", tc.typeLine, "3/3", tc.damage), 0, rules.ZoneBattlefield, false)
		plainCreature(g, 1, "Ours", "2", "2")
		plainCreature(g, 2, "Loup", "2", "2")
		if err := g.DeclareAttackers(0, 2, []*rules.Object{thrax, rider}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if n1, n2 := creaturesOf(g, 1), creaturesOf(g, 2); n1 != 1 || n2 != 0 {
			t.Errorf("%s: %d creatures left to the player not attacked, %d to the one attacked; want 1 and 0", tc.lang, n1, n2)
		}
		if l1, l2 := g.Players[1].Life, g.Players[2].Life; l1 != 20 || l2 != 18 {
			t.Errorf("%s: lives %d (not attacked) and %d (attacked by two creatures); want 20 and 18", tc.lang, l1, l2)
		}

		g = rules.NewGame(rules.EraModern, "you", "first", "second")
		ghoul := g.AddCard(printedCard(t, tc.lang, tc.ghoul, "{U}{B}", tc.typeLine, "1/1", tc.blocked), 0, rules.ZoneBattlefield, false)
		blocker := plainCreature(g, 2, "Loup", "2", "2")
		if err := g.DeclareAttackers(0, 2, []*rules.Object{ghoul}); err != nil {
			t.Fatal(err)
		}
		if err := g.DeclareBlockers(2, []rules.Block{{Blocker: blocker, Attacker: ghoul}}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		if l1, l2 := g.Players[1].Life, g.Players[2].Life; l1 != 20 || l2 != 16 {
			t.Errorf("%s: lives %d (not attacked) and %d (blocked the ghoul); want 20 and 16", tc.lang, l1, l2)
		}
	}
}

// creaturesOf counts the creatures player p controls.
func creaturesOf(g *rules.Game, p int) int {
	n := 0
	for _, o := range g.Battlefield() {
		if ch := g.Chars(o); ch.Controller == p && ch.Is(rules.TCreature) {
			n++
		}
	}
	return n
}

// TestPrintedDefendingPlayerCantCast: Xantid Swarm (scg-135) locks in the
// player it attacks as its trigger resolves: that player, and only that
// one, can't cast spells for the rest of the turn, after combat too.
func TestPrintedDefendingPlayerCantCast(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, text string }{
		{"en", "Creature — Insect", "Whenever Xantid Swarm attacks, defending player can't cast spells this turn."},
		{"fr", "Créature : insecte", "À chaque fois que Xantid Swarm attaque, le joueur défenseur ne peut pas lancer de sorts ce tour-ci."},
		{"it", "Creatura — Insetto", "Ogniqualvolta Xantid Swarm attacca, il giocatore in difesa non può lanciare magie in questo turno."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "first", "second")
		swarm := g.AddCard(printedCard(t, tc.lang, "Xantid Swarm", "{G}", tc.typeLine, "0/1", tc.text), 0, rules.ZoneBattlefield, false)
		if err := g.DeclareAttackers(0, 2, []*rules.Object{swarm}); err != nil {
			t.Fatal(err)
		}
		settle(t, g)
		swarm.Attacking = false // combat is over; the turn is not
		instant := &rules.CardDef{ID: "inline:instant", Name: "Instant", Faces: []*rules.Face{{Name: "Instant", Cost: mustCost(t, "{0}"), Types: []string{rules.TInstant}}}}
		for p, forbidden := range map[int]bool{1: false, 2: true} {
			_, err := g.Cast(p, g.AddCard(instant, p, rules.ZoneHand, false), rules.CastOptions{Door: -1})
			if (err != nil) != forbidden {
				t.Errorf("%s: player %d casting an instant: %v, want forbidden %v", tc.lang, p, err, forbidden)
			}
		}
	}
}
