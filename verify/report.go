package verify

import (
	"context"
	"math"
	"sort"
	"time"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules/scenario"
)

// Report is the outcome of running every scenario.
type Report struct {
	Scenarios int `json:"scenarios"`
	Passed    int `json:"passed"`
	Failed    int `json:"failed"`
	// ExampleRulings counts the knowledge-base items that hold an example
	// (see ExamplePattern); CoveredRulings those a passing scenario checks
	// with the printed cards, nothing written in their place (see
	// standins.go); CoveredPartial lists those passing scenarios check only
	// with something written in the print's place.
	ExampleRulings int      `json:"example_rulings"`
	CoveredRulings int      `json:"covered_rulings"`
	CoveredPartial []string `json:"covered_partial,omitempty"`
	// ExampleMethod says how the example-bearing items were found.
	ExampleMethod string `json:"example_method"`
	// ExampleSections counts the sections whose own paragraphs hold an
	// example (the rulebook's chapters, the Journey into Nyx page), which
	// are not rulings; CoveredSections those a passing scenario checks
	// with the printed cards.
	ExampleSections int `json:"example_sections"`
	CoveredSections int `json:"covered_sections"`
	// Uncovered lists the example-bearing items no passing scenario checks,
	// even partly.
	Uncovered []string `json:"uncovered,omitempty"`
	// CoveredByLang breaks coverage down by document language.
	CoveredByLang map[string][2]int `json:"covered_by_lang,omitempty"`
	// BothLanguages counts the scenarios' runs in the other language.
	BothLanguages BothLanguages `json:"both_languages"`
	// ReasonOverrides counts the knowledge-base cards for which a scenario
	// writes abilities instead of playing the print (each with a reason).
	ReasonOverrides int `json:"reason_overrides"`
	// StaleOverrides lists the overrides a scenario no longer needs: it
	// passes in both languages with the print as the reader compiles it
	// (see StaleOverrides; computed by RunAll).
	StaleOverrides []string `json:"stale_overrides,omitempty"`
	// The card and section rulings of the knowledge base: checked by a
	// scenario that passes in both languages (or plays generic cards only),
	// checked in one language only, classified as not executable (see
	// ClassifyDir), or untouched; per document in RulingsByDoc.
	// A ruling is checked only when a scenario plays its card's printed
	// text as compiled, with nothing written in its place (see
	// standins.go); RulingsPartial counts those that passing scenarios
	// check only with something written in the print's place, and
	// Partial says what, per ruling.
	RulingsTotal   int `json:"rulings_total"`
	RulingsChecked int `json:"rulings_checked"`
	RulingsPartial int `json:"rulings_partial"`
	// RulingsEngineLimited counts the rulings classified as not checkable
	// because the engine lacks a feature (class engine-limited), apart
	// from RulingsClassified; EngineLimited says what is missing for each.
	RulingsEngineLimited int             `json:"rulings_engine_limited"`
	EngineLimited        []EngineLimited `json:"engine_limited,omitempty"`
	Partial              []PartialRuling `json:"rulings_partial_reasons,omitempty"`
	// RulingsCheckedPrinted counts the checked rulings that a scenario
	// checks with the printed cards only (no knowledge-base card whose
	// abilities it writes with a reason).
	RulingsCheckedPrinted int          `json:"rulings_checked_printed"`
	RulingsOneLanguage    int          `json:"rulings_one_language"`
	RulingsClassified     int          `json:"rulings_classified"`
	RulingsUntouched      int          `json:"rulings_untouched"`
	RulingsByDoc          []DocRulings `json:"rulings_by_doc"`
	// CheckedButClassified lists rulings a scenario checks that are also
	// classified as not executable: one of the two is wrong.
	CheckedButClassified []string `json:"checked_but_classified,omitempty"`
	ClassifyErrors       []string `json:"classify_errors,omitempty"`
	// MutationScore is the share of plausible mutants of the scenarios
	// that fail (see Mutate); Mutation the details. Only RunAll with
	// mutation computes them (0 and nil otherwise).
	MutationScore float64         `json:"mutation_score"`
	Mutation      *MutationReport `json:"mutation,omitempty"`
	// The mutation test of the reader and the engine (see MutateForms):
	// the share of killed mutants of the compiled forms of the cards the
	// scenarios play as printed, and of the engine's ops; MutationForms
	// the details, with the survivors by name. Only RunAll computes them.
	MutationScoreReader float64             `json:"mutation_score_reader"`
	MutationScoreEngine float64             `json:"mutation_score_engine"`
	MutationForms       *FormMutationReport `json:"mutation_forms,omitempty"`
	Results             []scenario.Result   `json:"results"`
	Elapsed             time.Duration       `json:"-"`
	ElapsedMS           float64             `json:"elapsed_ms"`
}

// BothLanguages counts the scenarios by their run in the other language.
type BothLanguages struct {
	// Runs counts the scenarios that name knowledge-base cards, all of
	// which have a counterpart: each is played again with the
	// counterparts. Passed and Failed split them.
	Runs   int `json:"runs"`
	Passed int `json:"passed"`
	Failed int `json:"failed"`
	// Missing counts the scenarios with a card without counterpart.
	Missing int `json:"missing"`
	// Neutral counts the scenarios that play generic cards only: the same
	// game in every language.
	Neutral int `json:"neutral"`
}

// ByRuling returns, for each knowledge-base id, the results of the
// scenarios that check it (for marking verified rulings on pages).
func (r *Report) ByRuling() map[string][]scenario.Result {
	out := map[string][]scenario.Result{}
	for _, res := range r.Results {
		for _, id := range res.RulingIDs {
			out[id] = append(out[id], res)
		}
	}
	return out
}

// RunAll loads the embedded scenarios and runs them all against kb (which
// may be nil, then scenarios needing knowledge-base cards fail), then the
// mutation tests (Mutate, MutateForms).
func RunAll(ctx context.Context, kb *corpus.KB) (*Report, error) {
	scs, err := scenario.LoadScenarios()
	if err != nil {
		return nil, err
	}
	x := NewIndex(kb)
	rep, err := Run(ctx, scs, x)
	if err != nil {
		return nil, err
	}
	m, err := Mutate(ctx, scs, x)
	if err != nil {
		return nil, err
	}
	rep.Mutation, rep.MutationScore = m, math.Round(m.Score()*1e4)/1e4
	f, err := MutateForms(ctx, scs, x, 1)
	if err != nil {
		return nil, err
	}
	rep.MutationForms = f
	rep.MutationScoreReader, rep.MutationScoreEngine = math.Round(f.Reader.Score()*1e4)/1e4, math.Round(f.Engine.Score()*1e4)/1e4
	if rep.StaleOverrides, err = StaleOverrides(ctx, scs, x); err != nil {
		return nil, err
	}
	return rep, nil
}

// Run runs the given scenarios with the index's cards, checks that each
// passing scenario's ids and quotes are the knowledge base's (Check), and
// computes coverage of the example-bearing items of the index.
func Run(ctx context.Context, scs []*scenario.Scenario, kb *Index) (*Report, error) {
	if kb == nil {
		kb = NewIndex(nil)
	}
	start := time.Now()
	rep := &Report{Scenarios: len(scs), ExampleMethod: "items (rulings, rule paragraphs, glossary entries) whose text matches " +
		ExamplePattern.String() + ", plus rule paragraphs with an Exemple/Example block"}
	if kb.trErr != nil {
		return nil, kb.trErr
	}
	if kb.classErr != nil {
		return nil, kb.classErr
	}
	covered, coveredPartly := map[string]bool{}, map[string]bool{}
	both, one, printed := map[string]bool{}, map[string]bool{}, map[string]bool{}
	partial := map[string][]string{}
	for _, s := range scs {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		res := kb.Run(ctx, s)
		rep.Results = append(rep.Results, res)
		overrides := 0
		for _, c := range s.Cards {
			if c.Reason != "" {
				overrides++
			}
		}
		rep.ReasonOverrides += overrides
		cp := res.Counterpart
		switch {
		case cp == nil:
			rep.BothLanguages.Neutral++
		case len(cp.Missing) > 0:
			rep.BothLanguages.Missing++
		case cp.Passed:
			rep.BothLanguages.Runs++
			rep.BothLanguages.Passed++
		default:
			rep.BothLanguages.Runs++
			rep.BothLanguages.Failed++
		}
		if !res.Passed {
			rep.Failed++
			continue
		}
		rep.Passed++
		general := kb.standIns(s)
		for _, id := range res.RulingIDs {
			reasons := kb.rulingStandIns(s, id, general)
			if len(reasons) == 0 {
				covered[id] = true
			} else {
				coveredPartly[id] = true
			}
			switch {
			case cp != nil && !cp.Passed:
				one[id] = true
			case len(reasons) > 0:
				for _, r := range reasons {
					partial[id] = append(partial[id], s.ID+": "+r)
				}
			default:
				both[id] = true
				if overrides == 0 {
					printed[id] = true
				}
			}
		}
	}
	kb.countRulings(rep, rulingRuns{both: both, one: one, printed: printed, partial: partial})
	kb.countCoverage(rep, covered, coveredPartly)
	sort.Strings(rep.Uncovered)
	rep.Elapsed = time.Since(start)
	rep.ElapsedMS = float64(rep.Elapsed.Microseconds()) / 1000
	return rep, nil
}

// countCoverage counts the example-bearing items and sections that a
// passing scenario checks with the printed cards (covered), only with
// something written in their place (partly), or not at all (Uncovered).
func (x *Index) countCoverage(rep *Report, covered, partly map[string]bool) {
	rep.CoveredByLang = map[string][2]int{}
	rep.ExampleSections = len(x.exampleSections)
	for _, id := range x.exampleSections {
		if covered[id] {
			rep.CoveredSections++
		}
	}
	rep.ExampleRulings = len(x.examples)
	for _, id := range x.examples {
		e, _ := x.kb.Element(id)
		l := e.Lang
		c := rep.CoveredByLang[l]
		c[1]++
		switch {
		case covered[id]:
			rep.CoveredRulings++
			c[0]++
		case partly[id]:
			rep.CoveredPartial = append(rep.CoveredPartial, id)
		default:
			rep.Uncovered = append(rep.Uncovered, id)
		}
		rep.CoveredByLang[l] = c
	}
	sort.Strings(rep.CoveredPartial)
}
