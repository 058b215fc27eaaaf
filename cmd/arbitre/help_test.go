package main

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/internal/golden"
)

// flagName reads the flag's name from one of flagLines' lines.
var flagName = regexp.MustCompile(`^(--?[a-z][a-z-]*)`)

// TestHelpListsEveryFlag: "arbitre --help" lists every flag of every
// command, as the command's own --help does (issue 12: --index,
// --cache-bytes, --grace and --diffs were missing).
func TestHelpListsEveryFlag(t *testing.T) {
	var top strings.Builder
	if code := run(context.Background(), []string{"--help"}, &top, &top); code != 0 {
		t.Fatalf("arbitre --help: exit status %d", code)
	}
	want := map[string][]string{ // flags each command must have, at least
		"ingest": {"--json", "--report"},
		"search": {"--json", "--limit", "--offset"},
		"serve":  {"--addr", "--index", "--cache-bytes", "--grace", "--timeout", "--max-conns", "--max-busy", "--rate", "--burst", "--stop-with-parent"},
		"verify": {"--json", "-v", "--ops", "--cards"},
		"align":  {"--json", "--diffs", "--from", "--to"},
	}
	for _, c := range commands() {
		var own strings.Builder
		c.run(context.Background(), []string{"--help"}, &own, &own)
		names := map[string]bool{}
		for _, l := range flagLines(c) {
			m := flagName.FindString(l)
			if m == "" {
				t.Errorf("%s: flag line %q", c.name, l)
				continue
			}
			names[m] = true
			if !strings.Contains(own.String(), "\n  "+m) {
				t.Errorf("%s --help lacks %s", c.name, m)
			}
			if !strings.Contains(top.String(), "    "+m) {
				t.Errorf("arbitre --help lacks %s %s", c.name, m)
			}
		}
		for _, f := range want[c.name] {
			if !names[f] {
				t.Errorf("%s --help lacks %s", c.name, f)
			}
		}
	}
}

// helpShape is the one format of every command's --help: the synopsis,
// what the command does, then the flags, each naming its variable.
var helpShape = regexp.MustCompile(`^usage: arbitre [a-z]+ .*\n\n[A-Z][^\n]*(\n[^\n]+)*\n\nFlags \(each may also be set by the environment variable in brackets; a flag given wins\):\n  -`)

// TestHelpFormat: every command's --help (and "arbitre help COMMAND")
// has the one format, exits 0 and names every flag's variable.
func TestHelpFormat(t *testing.T) {
	for _, c := range commands() {
		for _, args := range [][]string{{c.name, "--help"}, {c.name, "-h"}, {"help", c.name}} {
			var out bytes.Buffer
			if code := run(context.Background(), args, &out, &out); code != 0 {
				t.Errorf("arbitre %s: exit status %d", strings.Join(args, " "), code)
			}
			if !helpShape.MatchString(out.String()) {
				t.Errorf("arbitre %s: not the help format:\n%s", strings.Join(args, " "), out.String())
			}
			for _, f := range helpFlags(commandFlags(c)) {
				if !strings.Contains(out.String(), "[$"+f.env+"]") {
					t.Errorf("arbitre %s: %s lacks its variable %s", strings.Join(args, " "), f.flag, f.env)
				}
			}
		}
	}
	var out bytes.Buffer
	if code := run(context.Background(), []string{"help", "nosuch"}, &out, &out); code != 2 {
		t.Errorf("arbitre help nosuch: exit status %d, want 2", code)
	}
}

// TestCLIReference: docs/cli.md is what "arbitre help --markdown" prints,
// so the reference cannot drift from the flags (-update rewrites it).
func TestCLIReference(t *testing.T) {
	var out bytes.Buffer
	if code := run(context.Background(), []string{"help", "--markdown"}, &out, &out); code != 0 {
		t.Fatalf("arbitre help --markdown: exit status %d", code)
	}
	golden.Check(t, "../../docs/cli.md", out.Bytes())
}
