package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// The one format of every --help, and the Markdown command-line reference
// (docs/cli.md) made from the same flag sets, so that neither can drift
// from the flags a command really has.

// helpWidth is the width help text is wrapped to.
const helpWidth = 80

// withEnvUsage makes fs print the one help format, which names each flag's
// environment variable (env.go). Every command calls it once its flags are
// declared.
func withEnvUsage(fs *flag.FlagSet) {
	fs.Usage = func() { writeHelp(fs.Output(), fs) }
}

// helpCapture is the writer commandFlags gives a command's --help: rather
// than text, writeHelp hands it the command's flag set.
type helpCapture struct {
	strings.Builder
	fs *flag.FlagSet
}

// commandFlags returns the flags c declares, by asking for its help: each
// command declares its flags where it reads them, and the help is the one
// place that sees them all.
func commandFlags(c command) *flag.FlagSet {
	var h helpCapture
	c.run(context.Background(), []string{"--help"}, &h, &h)
	if h.fs == nil {
		return flag.NewFlagSet(c.name, flag.ContinueOnError)
	}
	return h.fs
}

// findCommand returns the command called name.
func findCommand(name string) (command, bool) {
	for _, c := range commands() {
		if c.name == name {
			return c, true
		}
	}
	return command{}, false
}

// writeHelp prints the help of the command whose flag set is fs: its
// synopsis, what it does, its flags and its notes.
func writeHelp(w io.Writer, fs *flag.FlagSet) {
	if h, ok := w.(*helpCapture); ok {
		h.fs = fs
		return
	}
	c, _ := findCommand(fs.Name())
	fmt.Fprintf(w, "usage: arbitre %s %s\n\n", c.name, c.args)
	fmt.Fprintln(w, wrap(c.summary, helpWidth, ""))
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Flags (each may also be set by the environment variable in brackets; a flag given wins):")
	flags := helpFlags(fs)
	col := 0
	for _, f := range flags {
		col = max(col, len(f.name))
	}
	col = min(col+4, 24)
	for _, f := range flags {
		head := "  " + f.name
		desc := f.line()
		if len(head)+2 > col {
			fmt.Fprintln(w, head)
			head = ""
		}
		fmt.Fprintln(w, wrap(fmt.Sprintf("%-*s%s", col, head, desc), helpWidth, strings.Repeat(" ", col)))
	}
	if c.notes != "" {
		fmt.Fprintln(w)
		fmt.Fprint(w, strings.TrimRight(c.notes, "\n")+"\n")
	}
}

// helpFlag is one flag as the help and the reference show it.
type helpFlag struct {
	name    string // as typed: "--limit N", "-v"
	flag    string // the name alone: "--limit"
	usage   string
	def     string // the default, "" when it is the zero value
	env     string
	boolean bool
}

// line is the flag's description on one help line.
func (f helpFlag) line() string {
	s := f.usage
	if f.def != "" {
		s += " (default " + f.def + ")"
	}
	return s + " [$" + f.env + "]"
}

// helpFlags returns fs's flags in name order. A one-letter flag is spelt
// with one dash (-v), the others with two; a flag's argument is named by
// the back-quoted word of its usage, else by its kind.
func helpFlags(fs *flag.FlagSet) []helpFlag {
	var out []helpFlag
	fs.VisitAll(func(f *flag.Flag) {
		arg, usage := flag.UnquoteUsage(f)
		dash := "--"
		if len(f.Name) == 1 {
			dash = "-"
		}
		hf := helpFlag{flag: dash + f.Name, usage: usage, env: envName(f.Name)}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			hf.boolean = true
			arg = ""
		}
		switch arg {
		case "":
		case "value":
			arg = valuePlaceholder(f.Value)
		case "int", "float", "uint":
			arg = "N"
		case "string":
			arg = "VALUE"
		default:
			arg = strings.ToUpper(arg)
		}
		hf.name = strings.TrimSpace(hf.flag + " " + arg)
		if !isZeroDefault(f) && !strings.Contains(usage, "(default") {
			hf.def = f.DefValue
		}
		out = append(out, hf)
	})
	sort.Slice(out, func(i, j int) bool { return out[i].flag < out[j].flag })
	return out
}

// placeholder is implemented by flag values that name their argument.
type placeholder interface{ Placeholder() string }

// valuePlaceholder names the argument of a flag of a type of arbitre's own.
func valuePlaceholder(v flag.Value) string {
	if p, ok := v.(placeholder); ok {
		return p.Placeholder()
	}
	return "VALUE"
}

// isZeroDefault reports whether f's default is its type's zero value, which
// the help leaves unsaid, as the flag package does.
func isZeroDefault(f *flag.Flag) bool {
	switch f.DefValue {
	case "", "0", "false", time.Duration(0).String():
		return true
	}
	return false
}

// wrap breaks s at spaces so that no line is longer than width, indenting
// every line after the first with indent.
func wrap(s string, width int, indent string) string {
	var b strings.Builder
	line := 0
	for i, word := range strings.Split(s, " ") {
		if i > 0 {
			if line+1+len(word) > width && strings.TrimSpace(word) != "" && line > len(indent) {
				b.WriteString("\n" + indent)
				line = len(indent)
			} else {
				b.WriteByte(' ')
				line++
			}
		}
		b.WriteString(word)
		line += len(word)
	}
	return b.String()
}

// flagLines returns a command's flags, a line each ("--limit N: results to
// print … [$ARBITRE_LIMIT]"), as "arbitre --help" lists them.
func flagLines(c command) []string {
	var out []string
	for _, f := range helpFlags(commandFlags(c)) {
		out = append(out, f.name+": "+f.line())
	}
	return out
}

// writeMarkdown prints the command-line reference, docs/cli.md.
func writeMarkdown(w io.Writer) {
	fmt.Fprint(w, `# Command-line reference

<!-- Generated by "arbitre help --markdown" from the commands' flags; do not
edit. go test ./cmd/arbitre -run TestCLIReference -update rewrites it. -->

Every flag may also be set by an environment variable: `+"`ARBITRE_`"+` and the
flag's name in capitals with `+"`_`"+` for `+"`-`"+` (`+"`--cache-bytes`"+` is
`+"`ARBITRE_CACHE_BYTES`"+`, `+"`-v`"+` is `+"`ARBITRE_V`"+`). A flag given on the command line
wins; a bad value is an error naming the variable. A flag several commands
share has one variable: `+"`ARBITRE_JSON=true`"+` makes every command print JSON.
A repeatable flag's variable takes its values separated by `+"`:`"+`.

`)
	for _, c := range commands() {
		fmt.Fprintf(w, "## arbitre %s\n\n    arbitre %s %s\n\n%s\n\n", c.name, c.name, c.args, c.summary)
		fmt.Fprintln(w, "| flag | variable | default | meaning |")
		fmt.Fprintln(w, "|------|----------|---------|---------|")
		for _, f := range helpFlags(commandFlags(c)) {
			def := ""
			if f.def != "" {
				def = "`" + f.def + "`"
			}
			fmt.Fprintf(w, "| `%s` | `%s` | %s | %s |\n", f.name, f.env, def, strings.ReplaceAll(f.usage, "|", `\|`))
		}
		if c.notes != "" {
			fmt.Fprintf(w, "\n```\n%s\n```\n", strings.TrimRight(c.notes, "\n"))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, "## arbitre --version\n\n    arbitre --version\n\nThe build (version, commit, date) and the fingerprint of the embedded corpus.\n")
}
