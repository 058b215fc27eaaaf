package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/rules"
	"github.com/arbitre/arbitre/rules/read"
	"github.com/arbitre/arbitre/rules/scenario"
	"github.com/arbitre/arbitre/verify"
)

// runVerify runs the rules scenarios against the knowledge base and prints
// one line per scenario and the totals, or the report as JSON. A failing
// scenario makes the exit status 1.
func runVerify(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the report as JSON")
	verbose := fs.Bool("v", false, "print each scenario's computed outcome (with --json: its source and game log too)")
	cards := fs.Bool("cards", false, "read every card's printed text and report each paragraph compiled or unread, the FR/IT pairs, and (with --card-data) each card's printed forms against its English Oracle text")
	ops := fs.Bool("ops", false, "print the scenario language instead: its ops, queries and action verbs, with their arguments, and for each op the reader can emit how many cards compile to it (the documents and the --card-data records), whether the engine has semantics for it and how many scenarios play it")
	cf := corpusFlags{}
	cf.register(fs)
	var cardData fileList
	fs.Var(&cardData, "card-data", cardDataUsage+"; its cards are counted (on stderr), and --cards reads each notes card's record too (its English Oracle text)")
	withEnvUsage(fs)
	if err := fs.Parse(args); errors.Is(err, flag.ErrHelp) {
		return err
	} else if err != nil {
		return exitError(2)
	}
	if err := applyEnv(fs, os.LookupEnv); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "verify: unexpected argument %q\n", fs.Arg(0))
		return exitError(2)
	}
	if *ops && len(cf.dirs) == 0 && !cf.embedded {
		// The language and the card data's use of it need no document.
		return runVerifyOps(nil, cardData, *asJSON, stdout, stderr)
	}
	kb, _, err := cf.load("verify", stderr)
	if err != nil {
		return fmt.Errorf("building the knowledge base: %w", err)
	}
	if *ops {
		return runVerifyOps(kb, cardData, *asJSON, stdout, stderr)
	}
	var records *carddata.Cards
	if len(cardData) > 0 {
		if records, err = importCardData("verify", cardData, true, stdout, stderr); err != nil {
			return err
		}
	}
	if *cards {
		return runVerifyCards(kb, records, *asJSON, stdout)
	}
	rep, err := verify.RunAll(ctx, kb)
	if err != nil {
		return err
	}
	if *asJSON {
		if !*verbose {
			// The game logs and scenario sources are for pages and -v;
			// the default report stays small.
			for i := range rep.Results {
				rep.Results[i].Log, rep.Results[i].Source = nil, ""
			}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		for _, r := range rep.Results {
			status := "PASS"
			if !r.Passed {
				status = "FAIL"
			}
			fmt.Fprintf(stdout, "%s %s [%s] %s\n", status, r.Scenario, r.Era, strings.Join(r.RulingIDs, ", "))
			if !r.Passed || *verbose {
				fmt.Fprintf(stdout, "     %s\n", r.Message)
			}
		}
		fmt.Fprintf(stdout, "\n%d scenarios: %d passed, %d failed (%.1f ms)\n", rep.Scenarios, rep.Passed, rep.Failed, rep.ElapsedMS)
		fmt.Fprintf(stdout, "example-bearing items covered: %d of %d", rep.CoveredRulings, rep.ExampleRulings)
		if rep.ExampleRulings > 0 {
			fmt.Fprintf(stdout, " (%.1f%%)", 100*float64(rep.CoveredRulings)/float64(rep.ExampleRulings))
		}
		fmt.Fprintf(stdout, " with the printed cards; partly (something written in the print's place) %d\n", len(rep.CoveredPartial))
		langs := slices.Sorted(maps.Keys(rep.CoveredByLang))
		for _, lang := range langs {
			c := rep.CoveredByLang[lang]
			fmt.Fprintf(stdout, "  %s: %d of %d\n", lang, c[0], c[1])
		}
		fmt.Fprintf(stdout, "sections whose own text gives an example, covered: %d of %d\n", rep.CoveredSections, rep.ExampleSections)
		printBoth(stdout, rep)
		if len(rep.Uncovered) > 0 {
			fmt.Fprintf(stdout, "  not covered: %s\n", strings.Join(rep.Uncovered, ", "))
		}
	}
	if rep.Failed > 0 || rep.BothLanguages.Failed > 0 {
		return exitError(1)
	}
	return nil
}

// printBoth prints the runs in the other language, the card and section
// rulings by status and document, and the mutation score.
func printBoth(w io.Writer, rep *verify.Report) {
	b := rep.BothLanguages
	fmt.Fprintf(w, "runs in the other language: %d (%d passed, %d failed); %d with a card without counterpart; %d play generic cards only\n",
		b.Runs, b.Passed, b.Failed, b.Missing, b.Neutral)
	fmt.Fprintf(w, "knowledge-base cards whose abilities a scenario writes (with a reason): %d\n", rep.ReasonOverrides)
	for _, s := range rep.StaleOverrides {
		fmt.Fprintf(w, "  no longer needed (the scenario passes with the print): %s\n", s)
	}
	fmt.Fprintf(w, "card and section rulings: %d; checked with the printed cards in both languages %d, partly (something written in the print's place) %d, in one language only %d, classified %d, engine-limited %d, untouched %d\n",
		rep.RulingsTotal, rep.RulingsChecked, rep.RulingsPartial, rep.RulingsOneLanguage, rep.RulingsClassified, rep.RulingsEngineLimited, rep.RulingsUntouched)
	for _, d := range rep.RulingsByDoc {
		fmt.Fprintf(w, "  %s: %d; checked %d, partly %d, one language %d, classified %d, engine-limited %d, untouched %d\n",
			d.Doc, d.Total, d.Checked, d.Partial, d.OneLanguage, d.Classified, d.EngineLimited, d.Untouched)
	}
	for _, p := range rep.Partial {
		fmt.Fprintf(w, "  partly checked: %s: %s\n", p.ID, strings.Join(p.Reasons, "; "))
	}
	for _, e := range rep.EngineLimited {
		fmt.Fprintf(w, "  engine-limited: %s: missing %s\n", e.ID, e.Missing)
	}
	for _, e := range append(rep.ClassifyErrors, rep.CheckedButClassified...) {
		fmt.Fprintf(w, "  classification: %s\n", e)
	}
	if m := rep.Mutation; m != nil {
		fmt.Fprintf(w, "mutation score %.3f: %d of %d mutants killed (%d invalid)\n", rep.MutationScore, m.Killed, m.Mutants-m.Invalid, m.Invalid)
	}
	if f := rep.MutationForms; f != nil {
		fmt.Fprintf(w, "mutation of the reader's compiled forms %.3f: %d of %d killed; of the engine's ops %.3f: %d of %d killed (%s)\n",
			rep.MutationScoreReader, f.Reader.Killed, f.Reader.Mutants, rep.MutationScoreEngine, f.Engine.Killed, f.Engine.Mutants, f.Sample)
		for _, s := range f.Reader.Survived {
			fmt.Fprintf(w, "  survived (reader): %s\n", s)
		}
		for _, s := range f.Engine.Survived {
			fmt.Fprintf(w, "  survived (engine): %s\n", s)
		}
	}
}

// runVerifyCards prints the card-reading report: every paragraph of every
// card compiled or unread, whether each card and its translation compile
// to the same abilities, and, with card data (records, nil without), each
// card's printed forms against its record's English Oracle text.
func runVerifyCards(kb *corpus.KB, records *carddata.Cards, asJSON bool, stdout io.Writer) error {
	pairs, err := translationPairs(kb)
	if err != nil {
		return err
	}
	rep, err := read.ReadCards(kb, pairs)
	if err != nil {
		return err
	}
	if err := rep.CompareLanguages(kb, pairs, notesRecords(kb, records)); err != nil {
		return err
	}
	scs, err := scenario.LoadScenarios()
	if err != nil {
		return err
	}
	rep.ScenarioCards = scenario.CompareScenarios(rep, scs)
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	_, err = io.WriteString(stdout, rep.Text()+rep.LanguagesText())
	return err
}

// notesRecords matches kb's cards to records (carddata's one matching,
// both passes: a command that runs once pays the typo pass) and returns
// the lookup; nil without records.
func notesRecords(kb *corpus.KB, records *carddata.Cards) func(string) *carddata.Card {
	if records == nil {
		return nil
	}
	of := map[string]*carddata.Card{}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		rec := records.NotesRecord(c, "")
		if rec == nil {
			rec = records.NotesRecordTypo(c)
		}
		if rec != nil {
			of[c.ID] = rec
		}
	}
	return func(id string) *carddata.Card { return of[id] }
}

// translationPairs aligns every set's notes in two languages and returns
// the card pairs.
func translationPairs(kb *corpus.KB) ([]read.CardPair, error) {
	all, err := align.AlignAll(kb)
	var pairs []read.CardPair
	for _, al := range all.Alignments {
		for _, p := range al.Pairs {
			pairs = append(pairs, read.CardPair{From: p.From.ID, To: p.To.ID})
		}
	}
	return pairs, err
}

// runVerifyOps prints the scenario language and the use of the ops the
// reader emits: by the cards of kb and of the card-data files, and by the
// scenarios.
func runVerifyOps(kb *corpus.KB, cardData []string, asJSON bool, stdout, stderr io.Writer) error {
	scs, err := scenario.LoadScenarios()
	if err != nil {
		return err
	}
	usage, err := verify.OpsUsage(kb, verify.RecordCards(loadCardDataCLI("verify", cardData, stderr)), scs)
	if err != nil {
		return err
	}
	doc := opsDoc{LanguageDoc: scenario.Documentation(), Usage: usage}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(doc)
	}
	if err := printLanguage(stdout, doc.LanguageDoc); err != nil {
		return err
	}
	return printOpsUsage(stdout, usage)
}

// opsDoc is `verify --ops --json`: the language, and the use of its ops.
type opsDoc struct {
	scenario.LanguageDoc
	Usage *verify.OpsReport `json:"usage"`
}

// printOpsUsage prints one line per op the reader emits (or a card or
// scenario uses): cards compiling to it per language, engine semantics,
// scenarios; then the ops without semantics or without a scenario.
func printOpsUsage(w io.Writer, u *verify.OpsReport) error {
	langs := slices.Sorted(maps.Keys(u.ByLang))
	var per []string
	for _, l := range langs {
		per = append(per, fmt.Sprintf("%s %d", l, u.ByLang[l]))
	}
	fmt.Fprintf(w, "use of the ops (%d cards read: %s): cards compiling to it by language; engine semantics; whether a scenario plays it from a printed card; the scenarios playing it so, and those only writing it\n",
		u.Cards, strings.Join(per, ", "))
	for _, o := range u.Ops {
		per = per[:0]
		for _, l := range langs {
			per = append(per, fmt.Sprintf("%s %d", l, o.ByLang[l]))
		}
		reader, engine, played := "reader", "engine", "scenario"
		if !o.Reader {
			reader = "not read"
		}
		if !o.Engine {
			engine = "NO ENGINE"
		}
		if !o.HasScenario {
			played = "NO SCENARIO"
		}
		fmt.Fprintf(w, "  %-28s %s, %s, %s; cards %d (%s); scenarios %d, written %d\n", o.Name, reader, engine, played, o.Cards, strings.Join(per, ", "), o.Scenarios, o.ScenariosWritten)
	}
	if len(u.NoEngine) > 0 {
		fmt.Fprintf(w, "ops the reader emits without engine semantics: %s\n", strings.Join(u.NoEngine, ", "))
	}
	_, err := fmt.Fprintf(w, "ops the reader emits that no scenario plays from a printed card: %s\n", strings.Join(u.NoScenario, ", "))
	return err
}

// printLanguage prints the documented list of the scenario language: one
// line per op, query or verb with its arguments ([optional]), then its
// documentation.
func printLanguage(w io.Writer, d scenario.LanguageDoc) error {
	for _, sec := range []struct {
		title string
		docs  []rules.Doc
	}{
		{"ops (instructions: do:, static:, then:, else:)", d.Ops},
		{"queries (expectations: expect:, check:)", d.Queries},
		{"verbs (actions:)", d.Verbs},
		{"functions (of expressions: n:, if:, value: …)", d.Functions},
		{"triggers (of triggered abilities: when:)", d.Triggers},
	} {
		fmt.Fprintf(w, "%s\n", sec.title)
		for _, e := range sec.docs {
			var args []string
			for _, a := range e.Args {
				if a.Required {
					args = append(args, a.Name+": "+string(a.Kind))
				} else {
					args = append(args, "["+a.Name+": "+string(a.Kind)+"]")
				}
			}
			line := "  " + e.Name
			if e.Class != "" {
				line += " (" + e.Class + ")"
			}
			if len(args) > 0 {
				line += "  " + strings.Join(args, " ")
			}
			fmt.Fprintf(w, "%s\n      %s\n", line, e.Doc)
		}
		fmt.Fprintln(w)
	}
	return nil
}
