// Command arbitre builds the rulings knowledge base from the embedded
// documents and serves, searches, aligns and verifies it.
//
// Usage:
//
//	arbitre ingest [--report] [--json] [PATH...]
//	arbitre search "QUERY" [--json] [--limit N]
//	arbitre serve [--addr 127.0.0.1:8080] [--index DIR] [flags]
//	arbitre verify [--json] [-v] [--ops] [--cards]
//	arbitre align [--json] [--diffs] [--from DOC --to DOC]
//	arbitre help [COMMAND | --markdown]
//	arbitre --version
//
// docs/cli.md, made by "arbitre help --markdown", lists every flag. Each
// subcommand lives in its own file; this one only dispatches.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/arbitre/arbitre/api"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/internal/buildinfo"
)

type command struct {
	name string
	// args is the synopsis after the command's name, summary what it
	// does, notes what its help says after the flags: the help and the
	// reference (usage.go) are made of them and of the flags.
	args    string
	summary string
	notes   string
	run     func(ctx context.Context, args []string, stdout, stderr io.Writer) error
}

func commands() []command {
	return []command{
		{name: "ingest", args: "[--report] [--json] [--names FILE] [--card-data FILE]... [PATH...]",
			summary: "Parse the embedded documents, or those at PATH (files or directories, text or HTML); print the report (the default) or the knowledge base as JSON.",
			notes:   "With --json, the knowledge base is one JSON object on stdout and the report,\nif asked for, goes to stderr. The exit status is 0 when every document is parsed\n(warnings and unaccounted lines are listed, the documents served), 1 when a\ndocument cannot be read or parsed (named first), or with --strict when a line is\nunaccounted for or the parser warns.",
			run:     runIngest},
		{name: "search", args: `"QUERY" [--json] [--limit N] [--offset N] [--hl fr|it|en] [--names FILE] [--card-data FILE]... [--corpus DIR]... [--embedded=false]`,
			summary: "Search the knowledge base.", notes: searchNotes, run: runSearch},
		{name: "serve", args: "[--addr 127.0.0.1:8080] [--index DIR] [--corpus DIR [--watch]] [flags]",
			summary: "Serve the JSON API and the pages (--addr 0.0.0.0:8080 for phones on the local network).",
			run:     runServe},
		{name: "verify", args: "[--json] [-v] [--ops] [--cards] [--corpus DIR]...",
			summary: "Run the rules scenarios against the rulings; --ops: list the scenario language; --cards: read every card's printed text.",
			notes:   "The exit status is 1 when a scenario fails.",
			run:     runVerify},
		{name: "align", args: "[--json] [--diffs] [--from DOC --to DOC] [PATH...]",
			summary: "Align every set's notes printed in two languages (of the embedded documents, or those at PATH).",
			run:     runAlign},
	}
}

func main() {
	ctx, stop := interruptContext(os.Exit)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && (args[0] == "--version" || args[0] == "-version" || args[0] == "version") {
		return printVersion(stdout, stderr)
	}
	if len(args) > 0 && args[0] == "help" {
		return runHelp(ctx, args[1:], stdout, stderr)
	}
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		usage(stderr)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	for _, c := range commands() {
		if c.name == args[0] {
			err := c.run(ctx, args[1:], stdout, stderr)
			if err == nil {
				return 0
			}
			if errors.Is(err, flag.ErrHelp) {
				return 0 // the flag package has printed the usage
			}
			var code exitError
			if errors.As(err, &code) {
				// The subcommand has already said what went wrong.
				return int(code)
			}
			fmt.Fprintf(stderr, "arbitre %s: %v\n", c.name, err)
			return 1
		}
	}
	fmt.Fprintf(stderr, "arbitre: unknown command %q\n", args[0])
	usage(stderr)
	return 2
}

// exitError is returned by a subcommand that has already said what went
// wrong and only needs a non-zero exit status (verify with a failing
// scenario, for instance).
type exitError int

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: arbitre <command> [flags]")
	for _, c := range commands() {
		fmt.Fprintf(w, "  arbitre %s %s: %s\n", c.name, c.args, c.summary)
		for _, l := range flagLines(c) {
			fmt.Fprintln(w, "    "+l)
		}
	}
	fmt.Fprintln(w, "  arbitre --version: the build (version, commit, date) and the fingerprint of the embedded corpus")
	fmt.Fprintln(w, "  arbitre help [COMMAND | --markdown]: this help, one command's, or the command-line reference in Markdown")
	fmt.Fprintln(w, "Each flag of every command may also be set by an environment variable, ARBITRE_ and the")
	fmt.Fprintln(w, "flag's name in capitals with _ for -: --cache-bytes is ARBITRE_CACHE_BYTES, -v is ARBITRE_V;")
	fmt.Fprintln(w, "a flag given wins. Each command's --help names them.")
}

// runHelp is "arbitre help": the list of commands, one command's help
// ("help serve"), or the command-line reference in Markdown ("help
// --markdown", which docs/cli.md holds).
func runHelp(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	switch {
	case len(args) == 0:
		usage(stdout)
		return 0
	case len(args) == 1 && args[0] == "--markdown":
		writeMarkdown(stdout)
		return 0
	case len(args) == 1:
		if c, ok := findCommand(args[0]); ok {
			writeHelp(stdout, commandFlags(c))
			return 0
		}
	}
	fmt.Fprintf(stderr, "arbitre help: unknown command %q\n", strings.Join(args, " "))
	usage(stderr)
	return 2
}

// printVersion prints the build and the fingerprint of the knowledge base
// built from the embedded documents, which /api/version also gives.
func printVersion(stdout, stderr io.Writer) int {
	fmt.Fprintln(stdout, buildinfo.Read())
	kb, _, err := ingest.Embedded()
	if err == nil {
		var fp string
		if fp, err = api.CorpusFingerprint(kb); err == nil {
			fmt.Fprintln(stdout, "corpus "+fp)
			return 0
		}
	}
	fmt.Fprintf(stderr, "arbitre: corpus fingerprint: %v\n", err)
	return 1
}
