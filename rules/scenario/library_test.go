package scenario

import (
	"context"
	"strings"
	"testing"
)

func TestLoadLibrary(t *testing.T) {
	lib, err := LoadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	if lib.Len() < 100 {
		t.Errorf("library holds %d cards", lib.Len())
	}
	c, ok := lib.Card("choc")
	if !ok || len(c.Abilities) != 1 || c.Abilities[0].Effects[0].N.String() != "2" {
		t.Errorf("Choc: %+v, %v; want the one definition, 2 damage", c, ok)
	}
}

func TestParseLibraryErrors(t *testing.T) {
	for _, tc := range []struct{ name, yaml, want string }{
		{"twice", "- {name: Ours, type: Créature}\n- {name: ours, type: Créature}", "already defined at line 1"},
		{"kb", "- {kb: dsk-fr-x}", "knowledge-base card"},
		{"no name", "- {type: Créature}", "without a name"},
		{"reason", "- {name: A, type: Rituel, reason: why}", "reason is for knowledge-base cards"},
		{"bad op", "- {name: A, type: Rituel, abilities: [{do: [{op: frobnicate}]}]}", "unknown op"},
		{"bad type", "- {name: A, type: Bidule}", "no card type"},
		{"not a list", "name: A", "cannot unmarshal"},
	} {
		_, err := builtin.ParseLibrary(tc.name+".yaml", []byte(tc.yaml))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want error containing %q", tc.name, err, tc.want)
		}
	}
}

// TestKBAbilitiesNeedReason: abilities written for a knowledge-base card
// replace its print only with a reason.
func TestKBAbilitiesNeedReason(t *testing.T) {
	base := "- id: x\n  checks: [{id: a, quote: b}]\n  expect: [{life: you, is: 20}]\n  key: [c]\n  setup: [{card: dsk-fr-choc, as: c}]\n  cards:\n"
	for _, tc := range []struct{ name, card, want string }{
		{"no reason", "    - {kb: dsk-fr-choc, abilities: [{do: [{op: draw}]}]}", "need a reason"},
		{"keywords", "    - {kb: dsk-fr-choc, keywords: [Vol]}", "need a reason"},
		{"reason alone", "    - {kb: dsk-fr-choc, reason: why}", "a reason without written abilities"},
	} {
		_, err := ParseScenarios(tc.name+".yaml", []byte(base+tc.card))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want error containing %q", tc.name, err, tc.want)
		}
	}
	if _, err := ParseScenarios("ok.yaml", []byte(base+"    - {kb: dsk-fr-choc, reason: why, abilities: [{do: [{op: draw}]}]}")); err != nil {
		t.Errorf("with a reason: %v", err)
	}
}

// TestEmbeddedScenariosDefineNoCard: the embedded scenarios define no
// generic card inline, and every card their setups name is a generic card
// of the library, a real printed card the scenario declares (printed.go),
// or a knowledge-base card.
func TestEmbeddedScenariosDefineNoCard(t *testing.T) {
	kb := kbCards(t)
	lib, err := LoadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	scs, err := LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range scs {
		printed := map[string]bool{}
		for _, c := range s.Cards {
			if c.Lang != "" {
				printed[c.Name] = true
			}
		}
		for _, it := range s.Setup {
			if _, ok := lib.Card(it.Card); !ok && !kb.Has(it.Card) && !printed[it.Card] {
				t.Errorf("%s:%d: %s names %q, neither a generic card nor a knowledge-base card", s.File, it.Line, s.ID, it.Card)
			}
		}
	}
	if err := (&Scenario{ID: "x", Cards: []*CardSpec{{Name: "Ours", Line: 3}}}).useLibrary(lib); err == nil || !strings.Contains(err.Error(), "defined inline") {
		t.Errorf("inline card accepted: %v", err)
	}
}

// TestPrintedAbilities: a knowledge-base card plays with its compiled
// print; with a reason, with the written abilities instead.
func TestPrintedAbilities(t *testing.T) {
	kb := kbCards(t)
	const id = "dsk-fr-suzerain-de-bouillecale"
	d, err := kb.Def(id)
	if err != nil {
		t.Fatal(err)
	}
	w, err := kb.WrittenDef(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Faces[0].Abilities) <= len(w.Faces[0].Abilities) {
		t.Errorf("printed abilities %d, bare card %d: the print's triggers are missing", len(d.Faces[0].Abilities), len(w.Faces[0].Abilities))
	}
	s := "- id: x\n  checks: [{id: a, quote: b}]\n  setup: [{card: " + id + ", as: s, zone: hand}]\n  pool: {you: \"{4}{R}{R}\"}\n" +
		"  actions: [{cast: s}, {resolve: 1, trigger_targets: {s: [[opp]]}}, {resolve: 1}]\n  expect: [{life: opp, is: 16}]\n  key: [s]\n"
	scs, err := ParseScenarios("x.yaml", []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	if res := scs[0].Run(context.Background(), kb); !res.Passed {
		t.Errorf("the Suzerain's printed enters trigger did not deal 4: %s", res.Message)
	}
}

// TestCounterpartKeepsAliases: a scenario's alias that spells a card's
// name is not translated; the card's id and a printed name are.
func TestCounterpartKeepsAliases(t *testing.T) {
	kb := kbCards(t)
	src := "- id: x\n  checks: [{id: dsk-fr-a-r1, quote: q}]\n  setup: [{card: dsk-fr-suzerain-de-bouillecale, as: funerarium}]\n" +
		"  expect: [{zone: funerarium, is: battlefield}, {names: funerarium, is: [Funérarium]}]\n  key: [funerarium]\n"
	scs, err := ParseScenarios("x.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	tr := Translation{IDs: map[string]string{"dsk-fr-suzerain-de-bouillecale": "dsk-it-sovrano-di-caldinferno", "dsk-fr-a-r1": "dsk-it-a-r1"},
		Names: map[string]string{"funerarium": "Camera Funeraria"}}
	cp, missing := scs[0].Counterpart(kb, tr)
	if len(missing) > 0 || cp.Setup[0].Card != "dsk-it-sovrano-di-caldinferno" || cp.Checks[0].ID != "dsk-it-a-r1" {
		t.Fatalf("counterpart: %+v, missing %v", cp.Setup[0], missing)
	}
	if cp.Expect[0].Subject != "funerarium" || cp.Expect[1].Subject != "funerarium" {
		t.Errorf("alias translated: %q, %q", cp.Expect[0].Subject, cp.Expect[1].Subject)
	}
	if v := cp.Expect[1].Is.Content[0].Value; v != "Camera Funeraria" {
		t.Errorf("printed name not translated: %q", v)
	}
	if scs[0].Setup[0].Card != "dsk-fr-suzerain-de-bouillecale" || scs[0].Expect[1].Is.Content[0].Value != "Funérarium" {
		t.Errorf("the original scenario was changed")
	}
}
