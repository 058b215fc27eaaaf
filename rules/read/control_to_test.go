package read

import (
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestPrintedControlTo plays a player other than you gaining control, in
// a game of three where the target is the second opponent: Humble
// Defector (c16-129) gives itself away, Zedruu the Greathearted (c16-231)
// another permanent of yours. Control stays with that opponent after the
// ability has resolved (for the game).
func TestPrintedControlTo(t *testing.T) {
	for _, tc := range []struct{ lang, typeLine, defector, zedruu string }{
		{"en", "Creature — Human Rogue",
			"{T}: Draw two cards. Target opponent gains control of Humble Defector. Activate only during your turn.",
			"{U}{R}{W}: Target opponent gains control of target permanent you control."},
		{"fr", "Créature : humain et gredin",
			"{T} : Piochez deux cartes. L'adversaire ciblé acquiert le contrôle de l'Humble défecteur. N'activez cette capacité que pendant votre tour.",
			"{R}{W}{U} : L'adversaire ciblé acquiert le contrôle d'un permanent ciblé que vous contrôlez."},
		{"it", "Creatura — Ladro Umano",
			"{T}: Pesca due carte. Un avversario bersaglio prende il controllo della Disertrice Umile. Attiva questa abilità solo durante il tuo turno.",
			"{R}{W}{U}: Un avversario bersaglio prende il controllo di un permanente bersaglio che controlli."},
	} {
		name := map[string]string{"en": "Humble Defector", "fr": "Humble défecteur", "it": "Disertrice Umile"}[tc.lang]
		g := rules.NewGame(rules.EraModern, "you", "first", "second")
		library(g, 3)
		defCard := printedCard(t, tc.lang, name, "{1}{R}", tc.typeLine, "2/1", tc.defector)
		defector := g.AddCard(defCard, 0, rules.ZoneBattlefield, false)
		zedCard := printedCard(t, tc.lang, "Zedruu", "{1}{R}{W}{U}", tc.typeLine, "2/4", tc.zedruu)
		zedruu := g.AddCard(zedCard, 0, rules.ZoneBattlefield, false)
		bear := plainCreature(g, 0, "Ours", "2", "2")
		second := [][]rules.Target{{{Player: 3}}}
		if _, err := g.Activate(0, defector, defCard.Faces[0].Abilities[0], rules.CastOptions{Door: -1, Targets: second}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		settle(t, g)
		g.Players[0].Pool, _ = rules.ParsePool("{U}{R}{W}")
		if _, err := g.Activate(0, zedruu, zedCard.Faces[0].Abilities[0], rules.CastOptions{Door: -1,
			Targets: [][]rules.Target{{{Player: 3}, {Obj: bear.ID}}}}); err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		settle(t, g)
		for what, o := range map[string]*rules.Object{"the defector": defector, "the permanent given": bear, "Zedruu": zedruu} {
			want := 2
			if o == zedruu {
				want = 0
			}
			if got := g.Chars(o).Controller; got != want {
				t.Errorf("%s: %s controlled by player %d, want %d", tc.lang, what, got, want)
			}
		}
		if n := len(g.Players[0].Hand); n != 2 {
			t.Errorf("%s: %d cards drawn, want 2", tc.lang, n)
		}
	}
}

// TestPrintedControlLeavesCombat: Goblin Cadets (cmd-125), blocked, goes
// to the opponent and out of combat, as its reminder says (506.4): it
// deals and is dealt no combat damage.
func TestPrintedControlLeavesCombat(t *testing.T) {
	g := rules.NewGame(rules.EraModern, "you", "opp")
	cadets := g.AddCard(printedCard(t, "en", "Goblin Cadets", "{R}", "Creature — Goblin", "2/1",
		"Whenever Goblin Cadets blocks or becomes blocked, target opponent gains control of it. (This removes Goblin Cadets from combat.)"), 0, rules.ZoneBattlefield, false)
	blocker := plainCreature(g, 1, "Ours", "2", "2")
	if err := g.DeclareAttackers(0, 1, []*rules.Object{cadets}); err != nil {
		t.Fatal(err)
	}
	if err := g.DeclareBlockers(1, []rules.Block{{Blocker: blocker, Attacker: cadets}}); err != nil {
		t.Fatal(err)
	}
	settle(t, g)
	if c := g.Chars(cadets).Controller; c != 1 || cadets.Attacking {
		t.Fatalf("Goblin Cadets controlled by %d, attacking %v; want the opponent's, out of combat", c, cadets.Attacking)
	}
	if err := g.CombatDamage(nil); err != nil {
		t.Fatal(err)
	}
	if cadets.Zone != rules.ZoneBattlefield || cadets.Damage != 0 || blocker.Damage != 0 {
		t.Errorf("after combat damage: Cadets in %v with %d damage, the blocker %d damage; want no combat damage", cadets.Zone, cadets.Damage, blocker.Damage)
	}
}
