package verify

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules/scenario"
)

// TestStandIns: a scenario checks its ruling only when it plays the
// ruling's card as printed; what it writes in the print's place makes the
// check partial, with the reason read from the scenario's steps.
func TestStandIns(t *testing.T) {
	x := embeddedIndex(t)
	const base = "- id: s\n  checks: [{id: dsk-fr-intervention-de-frimas-r1, quote: \"Vous ne gagnez pas de points de vie.\"}]\n" +
		"CARDS  setup: [{card: CARD, as: i, zone: hand}, {card: dsk-fr-fidele-de-valgavoth, as: f, owner: opp}]\n" +
		"  pool: {you: \"{1}{B}\"}\n  actions: [CAST, {resolve: 1}ACTION]\n  expect: [{life: you, is: 22}]\n  key: [f]\n"
	const frimas = "dsk-fr-intervention-de-frimas"
	for _, tc := range []struct {
		name, cards, card, cast, action, want string
	}{
		{"printed", "", frimas, "{cast: i, targets: [f]}", "", ""},
		{"override", "  cards:\n    - {kb: " + frimas + ", reason: test, abilities: [{targets: [creature], do: [{op: damage, n: 2, to: t0}, {op: gain_life, n: 2}]}]}\n",
			frimas, "{cast: i, targets: [f]}", "", "writes the abilities of " + frimas},
		{"do", "", frimas, "{cast: i, targets: [f]}", ", {do: [{op: draw}], source: i}", "a do: step gives " + frimas + " an effect (draw)"},
		{"free", "", frimas, "{cast: i, targets: [f], free: true}", "", "cast with free: true"},
		{"other card", "", "Choc", "{cast: i, targets: [f]}", "", "the ruling's card " + frimas + " is not in the game"},
	} {
		src := strings.NewReplacer("CARDS", tc.cards, "CARD", tc.card, "CAST", tc.cast, "ACTION", tc.action).Replace(base)
		scs, err := scenario.ParseScenarios(tc.name+".yaml", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		got := strings.Join(x.rulingStandIns(scs[0], scs[0].Checks[0].ID, x.standIns(scs[0])), "; ")
		if (tc.want == "") != (got == "") || !strings.Contains(got, tc.want) {
			t.Errorf("%s: stand-ins %q, want %q", tc.name, got, tc.want)
		}
		if tc.name != "override" && tc.name != "printed" {
			continue
		}
		// Played alone, the ruling is checked, or partly with the reason.
		rep, err := Run(context.Background(), scs, x)
		if err != nil || rep.Passed != 1 {
			t.Fatalf("%s: %v, %+v", tc.name, err, rep.Results)
		}
		partial := slices.ContainsFunc(rep.Partial, func(p PartialRuling) bool { return p.ID == scs[0].Checks[0].ID })
		if partial != (tc.want != "") || rep.RulingsChecked == 0 && tc.want == "" {
			t.Errorf("%s: partial %v, checked %d", tc.name, partial, rep.RulingsChecked)
		}
	}
}

// TestStandInKeyword: a do: step that performs the action of a keyword of
// the ruling's card (suspend, for Peine suspendue) stands in for the card.
func TestStandInKeyword(t *testing.T) {
	x := embeddedIndex(t)
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(scs, func(s *scenario.Scenario) bool { return s.ID == "dsk-fr-peine-suspendue-exiler-n-est-pas-lancer" })
	if i < 0 {
		t.Fatal("scenario dsk-fr-peine-suspendue-exiler-n-est-pas-lancer not found")
	}
	s := scs[i]
	got := strings.Join(x.rulingStandIns(s, s.Checks[0].ID, x.standIns(s)), "; ")
	if !strings.Contains(got, "a do: step does suspend, the action of a keyword of dsk-fr-peine-suspendue") {
		t.Errorf("stand-ins %q", got)
	}
}
