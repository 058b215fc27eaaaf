package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"github.com/arbitre/arbitre/ingest"
)

// runIngest parses the embedded documents. With --json it prints the whole
// knowledge base as one JSON object; with --report (the default when no flag
// is given) the per-document accounting. It fails when any line of any
// document is unaccounted for, so that a parser regression cannot go by
// unnoticed in a script.
func runIngest(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("ingest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	report := fs.Bool("report", false, "print the per-document report")
	asJSON := fs.Bool("json", false, "print the knowledge base as JSON on stdout")
	if err := fs.Parse(args); err != nil {
		return exitError(2)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "arbitre ingest: unexpected argument %q\n", fs.Arg(0))
		return exitError(2)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	kb, rep, err := ingest.Embedded()
	if err != nil {
		return err
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
	if n := rep.Unaccounted(); n > 0 {
		return fmt.Errorf("%d unaccounted line(s); see the report", n)
	}
	return nil
}
