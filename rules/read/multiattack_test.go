package read

import (
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// TestDeclareAttacks: one declaration against two players; each attacked
// player is attacked by their group; a player in two groups, the attacking
// player, or a creature twice are refused, the game unchanged.
func TestDeclareAttacks(t *testing.T) {
	bear := &rules.CardDef{ID: "inline:Ours", Name: "Ours", Faces: []*rules.Face{{Name: "Ours", Types: []string{rules.TCreature}, Power: "2", Toughness: "2"}}}
	setup := func() (*rules.Game, []*rules.Object) {
		g := rules.NewGame(rules.EraModern, "you", "opp", "opp2")
		var os []*rules.Object
		for range 3 {
			o := g.AddCard(bear, 0, rules.ZoneBattlefield, false)
			o.EnteredTurn = -1
			os = append(os, o)
		}
		g.Step = rules.StepMain1
		return g, os
	}
	g, os := setup()
	if err := g.DeclareAttacks(0, []rules.AttackGroup{{Defender: 1, Attackers: os[:2]}, {Defender: 2, Attackers: os[2:]}}); err != nil {
		t.Fatal(err)
	}
	for i, want := range []int{1, 1, 2} {
		if !os[i].Attacking || os[i].AttackTarget != want {
			t.Errorf("attacker %d: attacking %v player %d, want player %d", i, os[i].Attacking, os[i].AttackTarget, want)
		}
	}
	for _, tc := range []struct {
		name   string
		groups func([]*rules.Object) []rules.AttackGroup
		want   string
	}{
		{"a player twice", func(os []*rules.Object) []rules.AttackGroup {
			return []rules.AttackGroup{{Defender: 1, Attackers: os[:1]}, {Defender: 1, Attackers: os[1:]}}
		}, "two groups"},
		{"yourself", func(os []*rules.Object) []rules.AttackGroup {
			return []rules.AttackGroup{{Defender: 0, Attackers: os[:1]}, {Defender: 1, Attackers: os[1:]}}
		}, "cannot be attacked"},
		{"a creature twice", func(os []*rules.Object) []rules.AttackGroup {
			return []rules.AttackGroup{{Defender: 1, Attackers: os[:2]}, {Defender: 2, Attackers: os[1:]}}
		}, "attacks twice"},
	} {
		g, os := setup()
		err := g.DeclareAttacks(0, tc.groups(os))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
		for _, o := range os {
			if o.Attacking || o.Tapped {
				t.Errorf("%s: a refused declaration changed the game", tc.name)
			}
		}
	}
}

// TestDelayedNext: « quand vous lancez pour la prochaine fois ce tour-ci
// … » triggers once, and not at all after this turn.
func TestDelayedNext(t *testing.T) {
	for _, tc := range []struct{ lang, text string }{
		{"fr", "{T} : Quand vous lancez pour la prochaine fois ce tour-ci un sort d'éphémère, vous gagnez 1 point de vie."},
		{"it", "{T}: Quando lanci la tua prossima magia istantaneo in questo turno, guadagni 1 punto vita."},
	} {
		card := printedCard(t, tc.lang, "Horloge", "{2}", "Artefact", "", tc.text)
		delayed := card.Faces[0].Abilities[0].Effects[0]
		if delayed.Op != "delayed" || delayed.Kind != "next" {
			t.Fatalf("%s: %s, want a delayed trigger of kind next", tc.lang, formEffect(delayed))
		}
		g := rules.NewGame(rules.EraModern, "you", "opp")
		src := g.AddCard(card, 0, rules.ZoneBattlefield, false)
		if err := g.Run([]*rules.Effect{delayed}, &rules.EvalCtx{G: g, Src: src.ID, Ctrl: 0}); err != nil {
			t.Fatal(err)
		}
		if len(g.Delayed) != 1 || !g.Delayed[0].Once || !g.Delayed[0].ThisTurn {
			t.Fatalf("%s: delayed %+v, want one that triggers once, this turn", tc.lang, g.Delayed)
		}
		if kept := rules.KeepDelayed(g.Delayed); len(kept) != 0 {
			t.Errorf("%s: %d delayed triggers kept past the turn", tc.lang, len(kept))
		}
	}
}
