package scenario

import (
	"context"
	"io/fs"
	"strings"
	"sync"
	"testing"

	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/rules"
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
	g := rules.NewGame(rules.EraModern, "you", "opp")
	bear := g.AddCard(creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, rules.ZoneBattlefield, false)
	ctx := &rules.EvalCtx{G: g, Src: bear.ID, Ctrl: 0, Targets: [][]rules.Target{{{Obj: bear.ID}}}}
	snap := g.Snapshot()
	if err := g.Run([]*rules.Effect{{Op: "pump", P: rules.ConstExpr(3), T: rules.ConstExpr(3), What: "t0"}, {Op: "counters", Kind: "+1/+1", N: rules.ConstExpr(2), What: "t0"}, {Op: "lose_life", N: rules.ConstExpr(5), To: "opp"}}, ctx); err != nil {
		t.Fatal(err)
	}
	g.Destroy(bear)
	if g.Players[1].Life != 15 || len(g.Players[0].Graveyard) != 1 {
		t.Fatalf("actions not applied")
	}
	g.Restore(snap)
	o := g.Obj(bear.ID)
	if o == nil || o.Zone != rules.ZoneBattlefield || o.CounterCount("+1/+1") != 0 || g.Players[1].Life != 20 || len(g.Players[0].Graveyard) != 0 {
		t.Fatalf("restore did not bring the game back")
	}
	if c := g.Chars(o); c.Power != 2 || c.Toughness != 2 {
		t.Errorf("restored creature is %d/%d, want 2/2", c.Power, c.Toughness)
	}
}

// creature returns an inline card with no abilities.
func creature(t *testing.T, name, cost, typeLine, pt string) *rules.CardDef {
	t.Helper()
	f, err := rules.FaceFromText(name, cost, typeLine, pt, nil)
	if err != nil {
		t.Fatal(err)
	}
	return &rules.CardDef{ID: "inline:" + name, Name: name, Faces: []*rules.Face{f}}
}
