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
// default when no flag is given) the per-document accounting. It fails when
// any line of any document is unaccounted for, so that a parser regression
// cannot go by unnoticed in a script, and when a document cannot be read or
// parsed at all -- after reporting every other document.
func runIngest(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("ingest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	report := fs.Bool("report", false, "print the per-document report")
	asJSON := fs.Bool("json", false, "print the knowledge base as JSON on stdout")
	namesFile := fs.String("names", "", namesUsage+"; the report says how many cards it names")
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
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(kb); err != nil {
			return fmt.Errorf("writing JSON: %w", err)
		}
	}
	if *report || !*asJSON {
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
		fmt.Fprintln(stderr, docsErr)
	}
	if n := rep.Unaccounted(); n > 0 {
		return fmt.Errorf("%d unaccounted line(s); see the report", n)
	}
	if docsErr != nil {
		return exitError(1)
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
