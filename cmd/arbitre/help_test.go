package main

import (
	"context"
	"os"
	"regexp"
	"strings"
	"testing"
)

// flagName reads the flag's name from one of flagLines' lines.
var flagName = regexp.MustCompile(`^(--?[a-z][a-z-]*)`)

// TestHelpListsEveryFlag: "arbitre --help" lists every flag of every
// command, as the command's own --help does, and the README names each
// one (issue 12: --index, --cache-bytes, --grace and --diffs were
// missing).
func TestHelpListsEveryFlag(t *testing.T) {
	var top strings.Builder
	if code := run(context.Background(), []string{"--help"}, &top, &top); code != 0 {
		t.Fatalf("arbitre --help: exit status %d", code)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
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
			// Its own help spells it with one dash (the flag package) or two.
			if !strings.Contains(own.String(), strings.TrimPrefix(m, "-")) {
				t.Errorf("%s --help lacks %s", c.name, m)
			}
			if !strings.Contains(top.String(), "    "+m) {
				t.Errorf("arbitre --help lacks %s %s", c.name, m)
			}
			if !strings.Contains(string(readme), "`"+m) && !strings.Contains(string(readme), " "+m+" ") && !strings.Contains(string(readme), "["+m) {
				t.Errorf("README.md does not mention %s %s", c.name, m)
			}
		}
		for _, f := range want[c.name] {
			if !names[f] {
				t.Errorf("%s --help lacks %s", c.name, f)
			}
		}
	}
}
