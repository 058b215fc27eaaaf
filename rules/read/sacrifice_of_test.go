package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedSacrificeAll plays Death Pit Offering (8ed-124): "sacrifice
// all creatures you control" sacrifices every one of them (it was read as
// one), and none of the opponent's.
func TestPrintedSacrificeAll(t *testing.T) {
	for _, tc := range []struct{ lang, name, typeLine, text string }{
		{"en", "Death Pit Offering", "Enchantment", "When Death Pit Offering enters the battlefield, sacrifice all creatures you control."},
		{"fr", "Offrande à la fosse de la Mort", "Enchantement", "Quand l'Offrande à la fosse de la Mort arrive en jeu, sacrifiez toutes les créatures que vous contrôlez."},
		{"it", "Offerta per la Fossa della Morte", "Incantesimo", "Quando l'Offerta per la Fossa della Morte entra in gioco, sacrifica tutte le creature che controlli."},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		plainCreature(g, 0, "Ours", "2", "2")
		plainCreature(g, 0, "Loup", "2", "2")
		plainCreature(g, 1, "Chat", "2", "2")
		card := g.AddCard(printedCard(t, tc.lang, tc.name, "{2}{B}{B}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		g.Players[0].Pool, _ = rules.ParsePool("{2}{B}{B}")
		if _, err := g.Cast(0, card, rules.CastOptions{Door: -1}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		settle(t, g)
		settle(t, g)
		if n0, n1 := creaturesOf(g, 0), creaturesOf(g, 1); n0 != 0 || n1 != 1 {
			t.Errorf("%s: %d creatures left to the controller, %d to the opponent; want 0 and 1", tc.lang, n0, n1)
		}
	}
}

// TestPrintedReturnAllOf plays Twilight's Call (inv-130, "each player
// returns all creature cards from their graveyard to the battlefield")
// and rav-86's "… to their hand": every player's cards come back, under
// their owner's control or to their owner's hand.
func TestPrintedReturnAllOf(t *testing.T) {
	for _, tc := range []struct {
		lang, typeLine, text string
		toHand               bool
	}{
		{"en", "Sorcery", "Each player returns all creature cards from their graveyard to the battlefield.", false},
		{"fr", "Rituel", "Chaque joueur renvoie en jeu toutes les cartes de créature de son cimetière.", false},
		{"it", "Stregoneria", "Ciascun giocatore rimette in gioco tutte le carte creatura presenti nel proprio cimitero.", false},
		{"en", "Sorcery", "Each player returns all creature cards from their graveyard to their hand.", true},
		{"it", "Stregoneria", "Ciascun giocatore riprende in mano tutte le carte creatura presenti nel proprio cimitero.", true},
	} {
		g := rules.NewGame(rules.EraModern, "you", "opp")
		for p, name := range []string{"Ours", "Chat"} {
			g.AddCard(&rules.CardDef{ID: "inline:" + name, Name: name, Faces: []*rules.Face{{Name: name,
				Types: []string{rules.TCreature}, Power: "2", Toughness: "2"}}}, p, rules.ZoneGraveyard, false)
		}
		spell := g.AddCard(printedCard(t, tc.lang, "Appel", "{0}", tc.typeLine, "", tc.text), 0, rules.ZoneHand, false)
		if _, err := g.Cast(0, spell, rules.CastOptions{Door: -1}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		settle(t, g)
		for p := range 2 {
			if n := creaturesOf(g, p); (n == 1) == tc.toHand {
				t.Errorf("%s %q: player %d controls %d creatures", tc.lang, tc.text, p, n)
			}
			if n := len(g.Players[p].Hand); (n == 1) != tc.toHand {
				t.Errorf("%s %q: player %d has %d cards in hand", tc.lang, tc.text, p, n)
			}
		}
	}
}
