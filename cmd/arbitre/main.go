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
//	arbitre --version
//
// Each subcommand lives in its own file; this one only dispatches.
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
	name  string
	usage string
	run   func(ctx context.Context, args []string, stdout, stderr io.Writer) error
}

func commands() []command {
	return []command{
		{"ingest", "ingest [--report] [--json] [--names FILE] [PATH...]: parse the embedded documents, or those at PATH (files or directories, text or HTML); print the report or the knowledge base", runIngest},
		{"search", `search "QUERY" [--json] [--limit N] [--offset N] [--hl LANG] [--names FILE] [--corpus DIR]...: search the knowledge base`, runSearch},
		{"serve", "serve [flags]: serve the API and the pages (--addr 0.0.0.0:8080 for phones on the local network)", runServe},
		{"verify", "verify [--json] [-v] [--ops] [--cards]: run the rules scenarios against the rulings; --ops: list the scenario language; --cards: read every card's printed text", runVerify},
		{"align", "align [--json] [--diffs] [--from DOC --to DOC] [PATH...]: align every set's notes printed in two languages", runAlign},
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
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
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
		fmt.Fprintln(w, "  arbitre "+c.usage)
		for _, l := range flagLines(c) {
			fmt.Fprintln(w, "    "+l)
		}
	}
	fmt.Fprintln(w, "  arbitre --version: the build (version, commit, date) and the fingerprint of the embedded corpus")
	fmt.Fprintln(w, "Each flag of every command may also be set by an environment variable, ARBITRE_ and the")
	fmt.Fprintln(w, "flag's name in capitals with _ for -: --cache-bytes is ARBITRE_CACHE_BYTES, -v is ARBITRE_V;")
	fmt.Fprintln(w, "a flag given wins. Each command's --help names them.")
}

// flagLines returns the flag lines of a command's own --help, flags
// spelt with two dashes: the one list of its flags, so that "arbitre
// --help" never lacks one that the command has.
func flagLines(c command) []string {
	var b strings.Builder
	c.run(context.Background(), []string{"--help"}, &b, &b)
	var out []string
	for _, l := range strings.Split(b.String(), "\n") {
		t := strings.TrimSpace(l)
		switch {
		case t == "" && len(out) > 0:
			return out // the flags end; what follows is prose
		case strings.HasPrefix(l, "    \t") && len(out) > 0:
			out[len(out)-1] += ": " + t
		case strings.HasPrefix(l, "      ") && len(out) > 0:
			out[len(out)-1] += " " + t // a description's next line
		case strings.HasPrefix(l, "  -"):
			// The flag package writes a one-letter flag's help on its line,
			// after a tab, and spells flags with one dash.
			name, help, _ := strings.Cut(t, "\t")
			if len(strings.Fields(name)[0]) > 2 && !strings.HasPrefix(name, "--") {
				name = "-" + name
			}
			if help != "" {
				name += ": " + help
			}
			out = append(out, name)
		}
	}
	return out
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
