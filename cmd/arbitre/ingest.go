package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
)

// runIngest parses the embedded documents, or with PATH arguments (files
// or directories, text or HTML) those documents instead. With --json it
// prints the whole knowledge base as one JSON object; with --report (the
// default when no flag is given) the per-document accounting.
//
// The exit status says whether the documents would be served: 0 when every
// document was read and parsed, even with warnings, guesses or unaccounted
// lines (the report lists them; the server serves such a document); 1 when
// a document could not be read or parsed at all and is left out -- named on
// stderr before the report of the others; 2 for a usage error. With
// --strict, unaccounted lines and warnings fail too (exit 1), so that a
// parser regression cannot go by unnoticed in a script.
func runIngest(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("ingest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	report := fs.Bool("report", false, "print the per-document report")
	asJSON := fs.Bool("json", false, "print the knowledge base as JSON on stdout")
	namesFile := fs.String("names", "", namesUsage+"; the report says how many cards it names")
	strict := fs.Bool("strict", false, "exit 1 also when a line is unaccounted for or the parser warns (by default only a document that cannot be read or parsed fails)")
	var cardData fileList
	fs.Var(&cardData, "card-data", cardDataUsage+"; the report says what it holds")
	withEnvUsage(fs)
	paths, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return err
	}
	if err != nil {
		return exitError(2)
	}
	if err := applyEnv(fs, os.LookupEnv); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	var (
		kb      *corpus.KB
		rep     *ingest.Report
		docsErr error
	)
	if len(paths) == 0 {
		kb, rep, err = ingest.Embedded()
		if err != nil {
			return err
		}
	} else {
		// A bad document is reported after the others, not instead of them.
		kb, rep, docsErr = ingest.ParseFiles(paths...)
	}
	if docsErr != nil {
		// What was left out first: a reader sees why before the report
		// of what was read (nothing, for one binary or empty file).
		fmt.Fprintln(stderr, docsErr)
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(kb); err != nil {
			return fmt.Errorf("writing JSON: %w", err)
		}
	}
	if (*report || !*asJSON) && (len(rep.Docs) > 0 || docsErr == nil) {
		// With --json the report goes to stderr so stdout stays one JSON
		// object.
		w := stdout
		if *asJSON {
			w = stderr
		}
		if err := rep.WriteText(w); err != nil {
			return err
		}
		for _, d := range rep.Diagnostics {
			fmt.Fprintln(w, d)
		}
	}
	if *namesFile != "" {
		_, nrep, err := loadNames(*namesFile, kb)
		if err != nil {
			return err
		}
		w := stdout
		if *asJSON {
			w = stderr
		}
		if err := writeNamesReport(w, *namesFile, nrep); err != nil {
			return err
		}
	}
	if len(cardData) > 0 {
		if err := reportCardData("ingest", cardData, *asJSON, stdout, stderr); err != nil {
			return err
		}
	}
	if docsErr != nil {
		return exitError(1)
	}
	if *strict {
		warnings := 0
		for _, d := range rep.Diagnostics {
			if d.Severity == ingest.SeverityWarning {
				warnings++
			}
		}
		if n := rep.Unaccounted(); n > 0 || warnings > 0 {
			return fmt.Errorf("--strict: %d unaccounted line(s), %d warning(s); see the report", n, warnings)
		}
	}
	return nil
}

// parseInterspersed parses flags wherever they stand among the arguments
// ("ingest notes.html --json" as well as "ingest --json notes.html") and
// returns the other arguments; "--" ends the flags.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if used := len(args) - fs.NArg(); used > 0 && args[used-1] == "--" {
			return append(rest, fs.Args()...), nil
		}
		if fs.NArg() == 0 {
			return rest, nil
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
}
