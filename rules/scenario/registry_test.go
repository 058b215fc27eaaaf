package scenario

import (
	"context"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/rules"
)

// testScenario uses the op test_double_life, which only a language that
// registers it knows.
const testScenario = `- id: test-double-life
  checks: [{id: x, quote: y}]
  life: {opp: 7}
  actions:
    - do: [{op: test_double_life, to: opp}]
  expect: [{life: opp, is: 14}]
  key: [action:1]
`

// TestRegisterTestOp shows that adding an op is one Register call: the
// loader accepts it, the runner executes it, the documentation lists it.
func TestRegisterTestOp(t *testing.T) {
	lang := NewLanguage()
	err := lang.Ops.Register(rules.Op{Name: "test_double_life", Doc: "to's life total doubles",
		Args: []rules.Arg{rules.Req("to", rules.ArgPlayer)},
		Handler: rules.OneShot(func(g *rules.Game, e *rules.Effect, ctx *rules.EvalCtx) error {
			for _, p := range ctx.PlayerRef(e.To) {
				g.GainLife(p, g.Players[p].Life, ctx.Src)
			}
			return nil
		})})
	if err != nil {
		t.Fatal(err)
	}
	scs, err := lang.ParseScenarios("test.yaml", []byte(testScenario))
	if err != nil {
		t.Fatal(err)
	}
	if res := scs[0].Run(context.Background(), nil); !res.Passed {
		t.Fatalf("scenario with the registered op fails: %s\n%s", res.Message, indent(res.Log))
	}
	found := false
	for _, d := range lang.Documentation().Ops {
		if d.Name == "test_double_life" {
			found = d.Class == "one-shot" && len(d.Args) == 1+len(rules.OnceArgs) && d.Doc != ""
		}
	}
	if !found {
		t.Errorf("the registered op is not documented")
	}

	// The built-in language does not know it, and is not changed by it.
	if _, err := ParseScenarios("test.yaml", []byte(testScenario)); err == nil || !strings.Contains(err.Error(), `test.yaml:5: scenario "test-double-life": unknown op "test_double_life"`) {
		t.Errorf("built-in language: got %v, want unknown op at test.yaml:5", err)
	}
	if _, ok := builtin.Ops.Lookup("test_double_life"); ok {
		t.Errorf("registering on a NewLanguage changed the built-in one")
	}

	// A required argument is required.
	noTo := strings.Replace(testScenario, ", to: opp", "", 1)
	if _, err := lang.ParseScenarios("test.yaml", []byte(noTo)); err == nil || !strings.Contains(err.Error(), `test.yaml:5: scenario "test-double-life": op test_double_life: missing argument "to"`) {
		t.Errorf("missing argument: got %v", err)
	}
}

func TestRegisterErrors(t *testing.T) {
	noop := rules.OneShot(func(*rules.Game, *rules.Effect, *rules.EvalCtx) error { return nil })
	for _, tc := range []struct {
		name string
		reg  *rules.Registry[rules.OpHandler]
		op   rules.Op
		want string
	}{
		{"built-in", builtin.Ops, rules.Op{Name: "x", Doc: "d", Handler: noop}, "register on NewLanguage"},
		{"duplicate", NewLanguage().Ops, rules.Op{Name: "damage", Doc: "d", Handler: noop}, "already registered"},
		{"no name", NewLanguage().Ops, rules.Op{Doc: "d", Handler: noop}, "no name"},
		{"no doc", NewLanguage().Ops, rules.Op{Name: "x", Handler: noop}, "no documentation"},
		{"argument twice", NewLanguage().Ops, rules.Op{Name: "x", Doc: "d", Args: []rules.Arg{rules.Opt("n", rules.ArgExpr), rules.Req("n", rules.ArgExpr)}, Handler: noop}, "named twice"},
	} {
		if err := tc.reg.Register(tc.op); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
}

// TestLanguageArgs checks the registries against the YAML they read: every
// argument an entry documents is a key of its item (an instruction, an
// expectation, an action), and every entry is documented.
func TestLanguageArgs(t *testing.T) {
	check := func(kind, typeName, name, doc string, args []rules.Arg, own bool) {
		if strings.TrimSpace(doc) == "" {
			t.Errorf("%s %s: no documentation", kind, name)
		}
		for i, a := range args {
			if own && i == 0 {
				if a.Name != name || !a.Required {
					t.Errorf("%s %s: the first argument must be its own key, required", kind, name)
				}
				continue
			}
			if !yamlFields[typeName][a.Name] {
				t.Errorf("%s %s: argument %s is not a key of %s", kind, name, a.Name, typeName)
			}
		}
	}
	d := Documentation()
	for _, e := range d.Ops {
		check("op", "Effect", e.Name, e.Doc, e.Args, false)
		if e.Class == "" {
			t.Errorf("op %s: no class", e.Name)
		}
	}
	for _, e := range d.Queries {
		check("query", "Expectation", e.Name, e.Doc, e.Args, true)
	}
	for _, e := range d.Verbs {
		check("verb", "Action", e.Name, e.Doc, e.Args, true)
	}
	if len(d.Ops) < 86 || len(d.Queries) < 45 || len(d.Verbs) != 17 {
		t.Errorf("%d ops, %d queries, %d verbs: some are missing", len(d.Ops), len(d.Queries), len(d.Verbs))
	}
}

// TestParseScenariosLanguageErrors: the loader checks every instruction,
// expectation and action against the registries, with the line at fault.
func TestParseScenariosLanguageErrors(t *testing.T) {
	const head = "- id: x\n  checks: [{id: a, quote: b}]\n  expect: [{life: you, is: 20}]\n  key: [action:1]\n"
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"unknown op", head + "  actions:\n    - do: [{op: zap}]", `t.yaml:6: scenario "x": unknown op "zap"`},
		{"missing op argument", head + "  actions:\n    - do: [{op: damage, to: opp}]", `t.yaml:6: scenario "x": op damage: missing argument "n"`},
		{"foreign op argument", head + "  actions:\n    - do: [{op: draw, kind: x}]", `op draw takes no argument "kind"`},
		{"nested op", head + "  actions:\n    - do:\n        - op: if\n          if: \"1\"\n          then: [{op: zap}]", `t.yaml:9: scenario "x": unknown op "zap"`},
		{"card ability", head + "  cards:\n    - name: A\n      type: Rituel\n      abilities: [{do: [{op: gain_life}]}]", `t.yaml:8: scenario "x": op gain_life: missing argument "n"`},
		{"granted ability", head + "  actions:\n    - do: [{op: grant, what: a, ability: {when: upkeep, do: [{op: zap}]}}]", `unknown op "zap"`},
		{"two verbs", head + "  actions:\n    - {cast: a, goto: main2}", `t.yaml:6: scenario "x": action with two verbs`},
		{"verb argument", head + "  actions:\n    - {goto: main2, x: 3}", `verb goto takes no argument "x"`},
		{"missing verb argument", head + "  actions:\n    - {unlock: a}", `verb unlock: missing argument "door"`},
		{"query argument", "- id: x\n  checks: [{id: a, quote: b}]\n  key: [a]\n  setup: [{card: A, as: a}]\n  expect: [{counters: a, is: 1}]", `t.yaml:5: scenario "x": query counters: missing argument "kind"`},
		{"foreign query argument", "- id: x\n  checks: [{id: a, quote: b}]\n  key: [a]\n  setup: [{card: A, as: a}]\n  expect: [{life: you, kind: x, is: 1}]", `query life takes no argument "kind"`},
	} {
		_, err := ParseScenarios("t.yaml", []byte(tc.yaml))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want error containing %q", tc.name, err, tc.want)
		}
	}
}
