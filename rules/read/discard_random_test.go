package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedDiscardAtRandom plays Hypnotic Specter (10e-151): the
// opponent dealt damage discards a card at random,
// the one the draw gives (the resolution's choice), not the first of
// their hand; with no draw named, the first.
func TestPrintedDiscardAtRandom(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"en", "Hypnotic Specter", "Creature — Specter", "Whenever Hypnotic Specter deals damage to an opponent, that player discards a card at random."},
		{"fr", "Spectre hypnotique", "Créature : spectre", "À chaque fois que le Spectre hypnotique inflige des blessures à un adversaire, ce joueur se défausse au hasard d'une carte."},
		{"it", "Spettro Ipnotico", "Creatura — Spettro", "Ogniqualvolta lo Spettro Ipnotico infligge danno a un avversario, quel giocatore scarta una carta a caso."},
	} {
		for _, draw := range []string{"second", ""} {
			g := rules.NewGame(rules.EraModern, "you", "opp")
			specter := g.AddCard(printedCard(t, tc.lang, tc.name, "{1}{B}{B}", tc.typeLine, "2/2", tc.text), 0, rules.ZoneBattlefield, false)
			var hand []*rules.Object
			for _, alias := range []string{"first", "second"} {
				o := g.AddCard(&rules.CardDef{ID: "inline:" + alias, Name: alias, Faces: []*rules.Face{{Name: alias, Types: []string{rules.TLand}}}}, 1, rules.ZoneHand, false)
				o.Alias = alias
				hand = append(hand, o)
			}
			if err := g.DeclareAttackers(0, 1, []*rules.Object{specter}); err != nil {
				t.Fatal(err)
			}
			if err := g.CombatDamage(nil); err != nil {
				t.Fatal(err)
			}
			if draw != "" {
				g.Choices = []string{draw}
			}
			settle(t, g)
			kept := hand[0]
			if draw == "" {
				kept = hand[1]
			}
			if h := g.Players[1].Hand; len(h) != 1 || h[0] != kept.ID {
				t.Errorf("%s, draw %q: the opponent's hand %v, want only %s", tc.lang, draw, h, kept.Card.Name)
			}
		}
	}
}
