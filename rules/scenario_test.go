package rules

import (
	"context"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/arbitre/arbitre/ingest"
	"gopkg.in/yaml.v3"
)

// testKB parses the embedded documents once for all tests.
var testKB = sync.OnceValues(func() (*Cards, error) {
	kb, _, err := ingest.Embedded()
	if err != nil {
		return nil, err
	}
	return NewCards(kb), nil
})

func kbCards(t testing.TB) *Cards {
	t.Helper()
	x, err := testKB()
	if err != nil {
		t.Fatalf("ingest.Embedded: %v", err)
	}
	return x
}

func TestScenariosPass(t *testing.T) {
	kb := kbCards(t)
	scs, err := LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range scs {
		res := s.Run(context.Background(), kb)
		if !res.Passed {
			t.Errorf("%s (%s:%d): %s\n%s", s.ID, s.File, s.Line, res.Message, indent(res.Log))
		}
	}
}

func indent(ls []string) string {
	var b strings.Builder
	for _, l := range ls {
		b.WriteString("    " + l + "\n")
	}
	return b.String()
}

// scenarioNodes holds each scenario's YAML node, so that every mutant is
// decoded afresh from its source.
var scenarioNodes = sync.OnceValues(func() (map[string]*yaml.Node, error) {
	out := map[string]*yaml.Node{}
	files, err := fs.Glob(scenarioFS, "scenarios/*.yaml")
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		b, err := fs.ReadFile(scenarioFS, f)
		if err != nil {
			return nil, err
		}
		var doc yaml.Node
		if err := yaml.Unmarshal(b, &doc); err != nil {
			return nil, err
		}
		for _, n := range doc.Content[0].Content {
			for i := 0; i+1 < len(n.Content); i += 2 {
				if n.Content[i].Value == "id" {
					out[n.Content[i+1].Value] = n
				}
			}
		}
	}
	return out, nil
})

func rawScenario(t *testing.T, file, id string) *Scenario {
	t.Helper()
	nodes, err := scenarioNodes()
	if err != nil {
		t.Fatal(err)
	}
	n := nodes[id]
	if n == nil {
		t.Fatalf("scenario %s not found", id)
	}
	var s Scenario
	if err := n.Decode(&s); err != nil {
		t.Fatal(err)
	}
	s.File = file
	return &s
}

// mutateValue returns a different expected value of the same shape.
func mutateValue(n *yaml.Node) yaml.Node {
	m := *n
	m.Content = append([]*yaml.Node(nil), n.Content...)
	switch n.Kind {
	case yaml.SequenceNode:
		m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: "mutant"})
		return m
	}
	if i, err := strconv.Atoi(n.Value); err == nil {
		m.Value = strconv.Itoa(i + 1)
		m.Tag = "!!int"
		return m
	}
	switch n.Value {
	case "true":
		m.Value = "false"
		return m
	case "false":
		m.Value = "true"
		return m
	}
	m.Value = n.Value + "-mutant"
	m.Tag = "!!str"
	return m
}

// expectations lists pointers to every expectation of a scenario: final
// ones and those of check actions.
func expectations(s *Scenario) []*Expectation {
	out := append([]*Expectation(nil), s.Expect...)
	for _, a := range s.Actions {
		out = append(out, a.Check...)
	}
	return out
}

// TestMutantsFail is the honesty test: a scenario must make the engine
// compute its outcome. Every expected value is changed in turn, every
// forbidden action is allowed, and the key objects and actions are
// removed; each mutant must fail.
func TestMutantsFail(t *testing.T) {
	kb := kbCards(t)
	scs, err := LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, orig := range scs {
		if res := orig.Run(ctx, kb); !res.Passed {
			continue // reported by TestScenariosPass
		}
		n := len(expectations(orig))
		for i := 0; i < n; i++ {
			s := rawScenario(t, orig.File, orig.ID)
			e := expectations(s)[i]
			e.Is = mutateValue(&e.Is)
			if res := s.Run(ctx, kb); res.Passed {
				t.Errorf("%s: expectation %s %s changed to %q still passes", orig.ID, e.Query, e.Subject, e.Is.Value)
			}
		}
		for i, a := range orig.Actions {
			if a.ExpectError == "" {
				continue
			}
			s := rawScenario(t, orig.File, orig.ID)
			s.Actions[i].ExpectError = "zzz-not-the-reason"
			if res := s.Run(ctx, kb); res.Passed {
				t.Errorf("%s: forbidden action %d passes with any error message", orig.ID, i+1)
			}
		}
		for _, k := range orig.Key {
			s := rawScenario(t, orig.File, orig.ID)
			removeKey(s, k)
			if res := s.Run(ctx, kb); res.Passed {
				t.Errorf("%s: removing key %s still passes", orig.ID, k)
			}
		}
		if len(orig.Actions) > 0 && !onlyChecks(orig) && !onlyForbidden(orig) {
			s := rawScenario(t, orig.File, orig.ID)
			var kept []*Action
			for _, a := range s.Actions {
				if a.Check != nil {
					kept = append(kept, a)
				}
			}
			s.Actions = kept
			if res := s.Run(ctx, kb); res.Passed {
				t.Errorf("%s: passes with every action removed: its outcome restates its setup", orig.ID)
			}
		}
	}
}

// onlyForbidden: every action is one the rules forbid (its error message is
// what the scenario checks; the state must not change).
func onlyForbidden(s *Scenario) bool {
	for _, a := range s.Actions {
		if a.Check == nil && a.ExpectError == "" {
			return false
		}
	}
	return true
}

func onlyChecks(s *Scenario) bool {
	for _, a := range s.Actions {
		if a.Check == nil {
			return false
		}
	}
	return true
}

func removeKey(s *Scenario, k string) {
	if strings.HasPrefix(k, "action:") {
		var n int
		fmt.Sscanf(k, "action:%d", &n)
		s.Actions = append(s.Actions[:n-1:n-1], s.Actions[n:]...)
		return
	}
	var kept []*SetupItem
	for _, it := range s.Setup {
		if it.As != k {
			kept = append(kept, it)
		}
	}
	s.Setup = kept
}

func TestParseScenariosErrors(t *testing.T) {
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"empty", "", "empty scenario file"},
		{"not a list", "id: x", "cannot unmarshal"},
		{"no checks", "- id: x\n  expect: [{life: you, is: 20}]\n  key: [action:1]", "no checks"},
		{"unknown field", "- id: x\n  bogus: 1", "field bogus not found"},
		{"unknown op", "- id: x\n  checks: [{id: a, quote: b}]\n  actions: [{do: [{op: frobnicate}]}]", "unknown op"},
		{"bad filter", "- id: x\n  checks: [{id: a, quote: b}]\n  cards: [{name: A, type: Rituel, abilities: [{targets: [\"creature blorp\"]}]}]", "unknown condition"},
		{"bad expr", "- id: x\n  checks: [{id: a, quote: b}]\n  cards: [{name: A, type: Rituel, abilities: [{do: [{op: draw, n: \"count(\"}]}]}]", "unclosed"},
		{"no key", "- id: x\n  checks: [{id: a, quote: b}]\n  expect: [{life: you, is: 20}]", "no key"},
		{"bad key", "- id: x\n  checks: [{id: a, quote: b}]\n  expect: [{life: you, is: 20}]\n  key: [action:3]", "no such action"},
		{"no query", "- id: x\n  checks: [{id: a, quote: b}]\n  expect: [{is: 20}]\n  key: [action:1]", "without a query"},
		{"bad era", "- id: x\n  era: 3ed\n  checks: [{id: a, quote: b}]\n  expect: [{life: you, is: 20}]\n  key: [a]", "unknown rules era"},
	} {
		_, err := ParseScenarios(tc.name+".yaml", []byte(tc.yaml))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want error containing %q", tc.name, err, tc.want)
		}
	}
	big := strings.Repeat("#", MaxScenarioFile+1)
	if _, err := ParseScenarios("big.yaml", []byte(big)); err == nil {
		t.Errorf("oversized file accepted")
	}
}

// BenchmarkRunAll plays every scenario (what `arbitre verify` does
// besides checking quotes and counting coverage: see package verify).
func BenchmarkRunAll(b *testing.B) {
	kb := kbCards(b)
	scs, err := LoadScenarios()
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range scs {
			if res := s.Run(ctx, kb); !res.Passed {
				b.Fatalf("%s: %s", s.ID, res.Message)
			}
		}
	}
}

// TestRunConcurrently: a scenario shares nothing with another run of
// itself, so pages may run scenarios concurrently (run with -race).
func TestRunConcurrently(t *testing.T) {
	kb := kbCards(t)
	scs, err := LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 2*len(scs))
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, s := range scs {
				if res := s.Run(context.Background(), kb); !res.Passed {
					errs <- s.ID + ": " + res.Message
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

func BenchmarkLoadScenarios(b *testing.B) {
	for i := 0; i < b.N; i++ {
		if _, err := LoadScenarios(); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzParseScenarios: any bytes give scenarios or an error, never a panic.
func FuzzParseScenarios(f *testing.F) {
	b, err := fs.ReadFile(scenarioFS, "scenarios/jou-fr.yaml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(b[:2000]))
	f.Add("- id: x\n  checks: [{id: a, quote: b}]\n  expect: [{life: you, is: 20}]\n  key: [action:1]")
	f.Add("- id: x\n  cards: [{name: A, type: Rituel, abilities: [{do: [{op: draw, n: \"count(creature\"}]}]}]")
	f.Fuzz(func(t *testing.T, s string) {
		scs, err := ParseScenarios("fuzz.yaml", []byte(s))
		if err != nil {
			return
		}
		for _, sc := range scs {
			// A scenario that parses runs to a verdict, whatever it says.
			sc.Run(context.Background(), nil)
		}
	})
}

func TestSnapshotRestore(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	bear := g.AddCard(creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, ZoneBattlefield, false)
	ctx := &evalCtx{g: g, src: bear.ID, ctrl: 0, targets: [][]Target{{{Obj: bear.ID}}}}
	snap := g.snapshot()
	if err := g.run([]*Effect{{Op: "pump", P: constExpr(3), T: constExpr(3), What: "t0"}, {Op: "counters", Kind: "+1/+1", N: constExpr(2), What: "t0"}, {Op: "lose_life", N: constExpr(5), To: "opp"}}, ctx); err != nil {
		t.Fatal(err)
	}
	g.destroy(bear)
	if g.Players[1].Life != 15 || len(g.Players[0].Graveyard) != 1 {
		t.Fatalf("actions not applied")
	}
	g.restore(snap)
	o := g.Obj(bear.ID)
	if o == nil || o.Zone != ZoneBattlefield || o.counters("+1/+1") != 0 || g.Players[1].Life != 20 || len(g.Players[0].Graveyard) != 0 {
		t.Fatalf("restore did not bring the game back")
	}
	if c := g.view(o); c.Power != 2 || c.Toughness != 2 {
		t.Errorf("restored creature is %d/%d, want 2/2", c.Power, c.Toughness)
	}
}
