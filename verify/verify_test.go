package verify

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/rules/scenario"
)

// testIndex indexes the embedded documents once for all tests.
var testIndex = sync.OnceValues(func() (*Index, error) {
	kb, _, err := ingest.Embedded()
	if err != nil {
		return nil, err
	}
	return NewIndex(kb), nil
})

func embeddedIndex(t testing.TB) *Index {
	t.Helper()
	x, err := testIndex()
	if err != nil {
		t.Fatalf("ingest.Embedded: %v", err)
	}
	return x
}

// TestScenarioIDsExist checks that every id a scenario names is a ruling,
// rule paragraph or glossary entry of the knowledge base, and that the
// quote is taken from that item's text.
func TestScenarioIDsExist(t *testing.T) {
	x := embeddedIndex(t)
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range scs {
		if err := x.Check(s); err != nil {
			t.Errorf("%s (%s:%d): %v", s.ID, s.File, s.Line, err)
		}
	}
}

// TestRunAll runs the library as `arbitre verify` does: every scenario
// passes, and almost every example-bearing item is covered.
func TestRunAll(t *testing.T) {
	x := embeddedIndex(t)
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Run(context.Background(), scs, x)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failed > 0 || rep.Passed != len(scs) {
		for _, r := range rep.Results {
			if !r.Passed {
				t.Errorf("%s: %s", r.Scenario, r.Message)
			}
		}
	}
	for _, r := range rep.Results {
		if cp := r.Counterpart; cp != nil && !cp.Passed {
			t.Errorf("%s: in %s, with %v: %s", r.Scenario, cp.Lang, cp.Cards, cp.Message)
		}
	}
	if rep.BothLanguages.Runs < 150 {
		t.Errorf("%d scenarios ran in the other language, want at least 150", rep.BothLanguages.Runs)
	}
	if len(rep.ClassifyErrors) > 0 || len(rep.CheckedButClassified) > 0 {
		t.Errorf("classification: %v; checked yet classified: %v", rep.ClassifyErrors, rep.CheckedButClassified)
	}
	if rep.RulingsTotal != rep.RulingsChecked+rep.RulingsPartial+rep.RulingsOneLanguage+rep.RulingsClassified+rep.RulingsEngineLimited+rep.RulingsUntouched {
		t.Errorf("rulings %d != checked %d + partial %d + one language %d + classified %d + engine-limited %d + untouched %d", rep.RulingsTotal,
			rep.RulingsChecked, rep.RulingsPartial, rep.RulingsOneLanguage, rep.RulingsClassified, rep.RulingsEngineLimited, rep.RulingsUntouched)
	}
	if len(rep.Partial) != rep.RulingsPartial || len(rep.EngineLimited) != rep.RulingsEngineLimited {
		t.Errorf("%d partial rulings listed for %d counted, %d engine-limited for %d", len(rep.Partial), rep.RulingsPartial, len(rep.EngineLimited), rep.RulingsEngineLimited)
	}
	for _, p := range rep.Partial {
		if len(p.Reasons) == 0 {
			t.Errorf("%s: partly checked, without a reason", p.ID)
		}
	}
	// Almost every example-bearing item is checked by a passing scenario
	// (at least partly); with the printed cards alone, 163 of 182 (89.6%)
	// when that was first counted.
	if covered := rep.CoveredRulings + len(rep.CoveredPartial); rep.ExampleRulings == 0 || covered*10 < rep.ExampleRulings*9 {
		t.Errorf("coverage %d of %d, want at least 90%%", covered, rep.ExampleRulings)
	}
	if rep.CoveredRulings*100 < rep.ExampleRulings*85 {
		t.Errorf("coverage with the printed cards %d of %d, want at least 85%%", rep.CoveredRulings, rep.ExampleRulings)
	}
	if rep.CoveredRulings+len(rep.CoveredPartial)+len(rep.Uncovered) != rep.ExampleRulings {
		t.Errorf("covered %d + partly %d + uncovered %d != %d example-bearing items", rep.CoveredRulings, len(rep.CoveredPartial), len(rep.Uncovered), rep.ExampleRulings)
	}
	if n := len(rep.ByRuling()); n < rep.CoveredRulings {
		t.Errorf("ByRuling has %d ids, fewer than the %d covered items", n, rep.CoveredRulings)
	}
}

// TestQuoteMismatchFails: a scenario that plays correctly but misquotes
// its ruling, or names one that does not exist, fails, and says why.
func TestQuoteMismatchFails(t *testing.T) {
	x := embeddedIndex(t)
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	s := *scs[0]
	for _, tc := range []struct {
		check scenario.Check
		want  string
	}{
		{scenario.Check{ID: s.Checks[0].ID, Quote: "nowhere in its text"}, "the quote is not in its text"},
		{scenario.Check{ID: "no-such-ruling", Quote: s.Checks[0].Quote}, "no such ruling"},
	} {
		s.Checks = []scenario.Check{tc.check}
		if res := x.Run(context.Background(), &s); res.Passed || !strings.Contains(res.Message, tc.want) {
			t.Errorf("%+v: passed %v, message %q, want %q", tc.check, res.Passed, res.Message, tc.want)
		}
	}
}

// TestNilIndex: without a knowledge base, scenarios that name its cards
// fail, and nothing is counted as covered.
func TestNilIndex(t *testing.T) {
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Run(context.Background(), scs, nil)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failed == 0 || rep.ExampleRulings != 0 || rep.CoveredRulings != 0 {
		t.Errorf("failed %d, example items %d, covered %d", rep.Failed, rep.ExampleRulings, rep.CoveredRulings)
	}
}

func BenchmarkRunAll(b *testing.B) {
	x := embeddedIndex(b)
	scs, err := scenario.LoadScenarios()
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rep, err := Run(ctx, scs, x)
		if err != nil || rep.Failed > 0 {
			b.Fatalf("failed: %v %d", err, rep.Failed)
		}
	}
}

func BenchmarkNewIndex(b *testing.B) {
	kb, _, err := ingest.Embedded()
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		NewIndex(kb)
	}
}

// BenchmarkLoadRunBoth loads the embedded scenarios and library and plays
// every scenario in its language and, with the counterpart cards, in the
// other (what `arbitre verify` and /verify do besides the mutation test;
// the knowledge base and its alignment are built once, outside the loop).
// BenchmarkLoadRunOne is the baseline: the same without the second
// language.
func BenchmarkLoadRunBoth(b *testing.B) { benchmarkLoadRun(b, true) }

func BenchmarkLoadRunOne(b *testing.B) { benchmarkLoadRun(b, false) }

func benchmarkLoadRun(b *testing.B, both bool) {
	x := embeddedIndex(b)
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		scs, err := scenario.LoadScenarios()
		if err != nil {
			b.Fatal(err)
		}
		for _, s := range scs {
			if both {
				if res := x.Run(ctx, s); !res.Passed || (res.Counterpart != nil && !res.Counterpart.Passed) {
					b.Fatalf("%s: %s", s.ID, res.Message)
				}
			} else if res := s.Run(ctx, x.cards); !res.Passed {
				b.Fatalf("%s: %s", s.ID, res.Message)
			}
		}
	}
}

func TestParseClassificationsErrors(t *testing.T) {
	for _, tc := range []struct{ name, yaml, want string }{
		{"class", "- {id: a, class: boring, reason: x}", "is not one of"},
		{"reason", "- {id: a, class: wording}", "needs a reason"},
		{"id", "- {class: wording, reason: x}", "without an id"},
		{"twice", "- {id: a, class: wording, reason: x}\n- {id: a, class: other, reason: y}", "already classified at line 1"},
		{"field", "- {id: a, class: wording, reason: x, why: y}", "not found"},
		{"engine without missing", "- {id: a, class: engine-limited, reason: x}", "missing: names what the engine lacks"},
		{"missing without engine", "- {id: a, class: other, reason: x, missing: priority}", "missing: names what the engine lacks"},
	} {
		_, err := ParseClassifications(tc.name+".yaml", []byte(tc.yaml))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want error containing %q", tc.name, err, tc.want)
		}
	}
	got, err := EmbeddedClassifications()
	if err != nil || len(got) == 0 {
		t.Fatalf("embedded classifications: %d, %v", len(got), err)
	}
}

// TestStaleOverrides: a scenario whose written abilities are not needed
// (it passes with the print) is listed; the embedded ones need theirs.
func TestStaleOverrides(t *testing.T) {
	x := embeddedIndex(t)
	src := "- id: stale\n  checks: [{id: dsk-fr-intervention-de-frimas-r1, quote: \"Vous ne gagnez pas de points de vie.\"}]\n" +
		"  cards:\n    - {kb: dsk-fr-intervention-de-frimas, reason: test, abilities: [{targets: [creature], do: [{op: damage, n: 2, to: t0}, {op: gain_life, n: 2}]}]}\n" +
		"  setup: [{card: dsk-fr-intervention-de-frimas, as: i, zone: hand}, {card: dsk-fr-fidele-de-valgavoth, as: f, owner: opp}]\n" +
		"  pool: {you: \"{1}{B}\"}\n  actions: [{cast: i, targets: [f]}, {resolve: 1}]\n  expect: [{life: you, is: 22}]\n  key: [f]\n"
	scs, err := scenario.ParseScenarios("stale.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range scs {
		s.Source = src
	}
	got, err := StaleOverrides(context.Background(), scs, x)
	if err != nil || len(got) != 1 || got[0] != "stale: dsk-fr-intervention-de-frimas: the scenario passes with the print" {
		t.Errorf("StaleOverrides = %v, %v; want the one override the print makes useless", got, err)
	}
	// A reason that says the print is not compiled, for a card that
	// compiles, is false even where the written abilities are needed.
	src = strings.NewReplacer("reason: test", "reason: the print is not compiled yet", "n: 2}]", "n: 4}]", "is: 22", "is: 24").Replace(src)
	if scs, err = scenario.ParseScenarios("false.yaml", []byte(src)); err != nil {
		t.Fatal(err)
	}
	got, err = StaleOverrides(context.Background(), scs, x)
	if err != nil || len(got) != 1 || !strings.Contains(got[0], "the reason says the print is not compiled, but every paragraph compiles") {
		t.Errorf("StaleOverrides = %v, %v; want the false reason", got, err)
	}
}

// TestOverrideReasons: every override of the embedded scenarios is needed
// and its reason true (see StaleOverrides).
func TestOverrideReasons(t *testing.T) {
	x := embeddedIndex(t)
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	got, err := StaleOverrides(context.Background(), scs, x)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range got {
		t.Errorf("stale or false override: %s", s)
	}
}

// TestCounterpartFailureReported: a scenario whose game does not give the
// same outcome with the counterpart card fails in the other language; the
// report counts it, and its ruling is checked in one language only.
func TestCounterpartFailureReported(t *testing.T) {
	base := embeddedIndex(t)
	x := *base
	// A wrong counterpart: the Italian card of another card, which does not
	// gain 2 life as Intervention de Frimas does.
	x.tr = scenario.Translation{IDs: map[string]string{}, Names: base.tr.Names}
	for k, v := range base.tr.IDs {
		x.tr.IDs[k] = v
	}
	x.tr.IDs["dsk-fr-intervention-de-frimas"] = "dsk-it-antropede"
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	var picked []*scenario.Scenario
	for _, s := range scs {
		if s.ID == "dsk-fr-intervention-de-frimas-resout" {
			picked = append(picked, s)
		}
	}
	if len(picked) != 1 {
		t.Fatalf("scenario dsk-fr-intervention-de-frimas-resout not found")
	}
	rep, err := Run(context.Background(), picked, &x)
	if err != nil {
		t.Fatal(err)
	}
	r := rep.Results[0]
	if !r.Passed || r.Counterpart == nil || r.Counterpart.Passed || r.Counterpart.Lang != "it" {
		t.Fatalf("result %+v, counterpart %+v: want a pass in French and a failure in Italian", r.Passed, r.Counterpart)
	}
	if rep.BothLanguages.Failed != 1 || rep.RulingsOneLanguage < 1 {
		t.Errorf("both languages %+v, one-language rulings %d", rep.BothLanguages, rep.RulingsOneLanguage)
	}
}

// TestRunSharedScenarios: the server parses the scenarios once and runs
// them for every snapshot, a reload's verification possibly beside the
// last one's; two runs of the same scenarios at once give the same
// outcomes as each other (go test -race checks that neither writes to
// the scenarios).
func TestRunSharedScenarios(t *testing.T) {
	x := embeddedIndex(t)
	scs, err := scenario.LoadScenarios()
	if err != nil {
		t.Fatal(err)
	}
	var reps [2]*Report
	var errs [2]error
	var wg sync.WaitGroup
	for i := range reps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			reps[i], errs[i] = Run(context.Background(), scs, x)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
	}
	if len(reps[0].Results) != len(scs) || len(reps[1].Results) != len(scs) {
		t.Fatalf("%d and %d results, want %d", len(reps[0].Results), len(reps[1].Results), len(scs))
	}
	for i, a := range reps[0].Results {
		b := reps[1].Results[i]
		if a.Scenario != b.Scenario || a.Passed != b.Passed || a.Message != b.Message || strings.Join(a.Log, "\n") != strings.Join(b.Log, "\n") {
			t.Errorf("%s: the two runs differ: %v %q / %v %q", a.Scenario, a.Passed, a.Message, b.Passed, b.Message)
		}
	}
	if reps[0].Passed != len(scs) {
		t.Errorf("%d of %d scenarios passed", reps[0].Passed, len(scs))
	}
}
