// Command arbitre builds the rulings knowledge base from the embedded
// documents and serves, searches, aligns and verifies it.
//
// Usage:
//
//	arbitre ingest [--report] [--json] [PATH...]
//	arbitre search "QUERY" [--json] [--limit N]
//	arbitre serve [--addr 127.0.0.1:8080]
//	arbitre verify [--json]
//	arbitre align [--json]
//
// Each subcommand lives in its own file; this one only dispatches.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
)

type command struct {
	name  string
	usage string
	run   func(ctx context.Context, args []string, stdout, stderr io.Writer) error
}

func commands() []command {
	return []command{
		{"ingest", "ingest [--report] [--json] [PATH...]: parse the embedded documents, or those at PATH (files or directories, text or HTML); print the report or the knowledge base", runIngest},
		{"search", `search "QUERY" [--json] [--limit N]: search the knowledge base`, runSearch},
		{"serve", "serve [--addr 127.0.0.1:8080]: serve the API and the pages", runServe},
		{"verify", "verify [--json]: run the rules scenarios against the rulings", runVerify},
		{"align", "align [--json]: align the French and Italian release notes", runAlign},
	}
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
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
	}
}
