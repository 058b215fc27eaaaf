package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"html"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/locale"
)

// searchNotes end search's help: how the command line is read, then the
// query syntax (index.Syntax).
var searchNotes = `Flags may come before or after the query; words after "--" are all query
(so that a query may start with "-"). Query syntax:

` + index.Syntax

// searchArgs are the words and flags of a search command line.
type searchArgs struct {
	words         []string
	asJSON, help  bool
	limit, offset count
	cf            corpusFlags
	hl            uiLang
	namesFile     string
	cardData      fileList
}

// flags declares search's flags on a flag set: the command line is read
// by parseSearchArgs, but the set records which flags it gave, so that
// the environment sets the others as for every command (applyEnv).
func (sa *searchArgs) flags() *flag.FlagSet {
	fs := flag.NewFlagSet("search", flag.ContinueOnError)
	sa.limit = 20
	fs.BoolVar(&sa.asJSON, "json", false, "print the whole result as JSON")
	fs.Var(&sa.limit, "limit", "results to print (at most 100)")
	fs.Var(&sa.offset, "offset", "results to skip first")
	fs.Var(&sa.hl, "hl", "the reader's language (fr, it or en): hits in it (and in the query's) first")
	fs.StringVar(&sa.namesFile, "names", "", namesUsage)
	sa.cf.register(fs)
	registerCardData(fs, &sa.cardData)
	withEnvUsage(fs)
	return fs
}

// count is a flag holding a number of results, 0 or more.
type count int

func (c *count) String() string { return strconv.Itoa(int(*c)) }

// Placeholder names the flag's argument in the help.
func (c *count) Placeholder() string { return "N" }

func (c *count) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return fmt.Errorf("%q is not a non-negative number", s)
	}
	*c = count(n)
	return nil
}

// uiLang is a flag holding one of the interface languages.
type uiLang string

func (l *uiLang) String() string { return string(*l) }

// Placeholder names the flag's argument in the help.
func (l *uiLang) Placeholder() string { return "LANG" }

func (l *uiLang) Set(s string) error {
	if !slices.Contains(index.UILangs, s) {
		return fmt.Errorf("must be fr, it or en, not %q", s)
	}
	*l = uiLang(s)
	return nil
}

// parseSearchArgs reads flags before or after the query's words: "-x" is a
// word (it excludes x), "--x" can only be a flag, and every word after
// "--" belongs to the query. The environment (lookup) sets the flags the
// command line does not give.
func parseSearchArgs(args []string, lookup func(string) (string, bool)) (searchArgs, error) {
	sa := searchArgs{}
	fs := sa.flags()
	value := func(name string, i *int) (string, error) {
		a := args[*i]
		if v, ok := strings.CutPrefix(a, "--"+name+"="); ok {
			return v, nil
		}
		if *i+1 >= len(args) {
			what := "a value"
			if name == "corpus" {
				what = "a directory"
			}
			return "", usageError{fmt.Sprintf("%s needs %s", a, what)}
		}
		*i++
		return args[*i], nil
	}
	set := func(name string, i *int) error {
		v, err := value(name, i)
		if err != nil {
			return err
		}
		if err := fs.Set(name, v); err != nil {
			return usageError{fmt.Sprintf("--%s: %v", name, err)}
		}
		return nil
	}
	is := func(a, name string) bool {
		return a == "--"+name || a == "-"+name || strings.HasPrefix(a, "--"+name+"=")
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		var err error
		switch {
		case a == "--":
			sa.words = append(sa.words, args[i+1:]...)
			i = len(args)
		case a == "--json" || a == "-json":
			err = fs.Set("json", "true")
		case is(a, "limit"), is(a, "offset"), is(a, "corpus"), is(a, "hl"), is(a, "names"), is(a, "card-data"):
			err = set(strings.TrimLeft(strings.SplitN(a, "=", 2)[0], "-"), &i)
		case a == "--embedded" || a == "--embedded=true" || a == "--embedded=false":
			err = fs.Set("embedded", strconv.FormatBool(a != "--embedded=false"))
		case a == "-h" || a == "--help" || a == "-help":
			sa.help = true
		case strings.HasPrefix(a, "--"):
			err = usageError{fmt.Sprintf("unknown flag %s (arbitre search --help lists them)", a)}
		default:
			sa.words = append(sa.words, a)
		}
		if err != nil {
			return sa, err
		}
	}
	if err := applyEnv(fs, lookup); err != nil {
		return sa, usageError{err.Error()}
	}
	return sa, nil
}

// runSearch builds the index from the embedded documents and prints one
// page of results: a line per hit, or with --json the whole result.
func runSearch(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	sa, err := parseSearchArgs(args, os.LookupEnv)
	if err != nil {
		fmt.Fprintf(stderr, "arbitre search: %v\n", err)
		return exitError(2)
	}
	if sa.help {
		writeHelp(stdout, sa.flags())
		return nil
	}
	if len(sa.words) == 0 {
		writeHelp(stderr, sa.flags())
		return exitError(2)
	}
	words, asJSON, limit, offset, cf, hl, namesFile := sa.words, sa.asJSON, int(sa.limit), int(sa.offset), sa.cf, string(sa.hl), sa.namesFile

	kb, _, err := cf.load("search", stderr)
	if err != nil {
		return err
	}
	// A card's name in the other language is an alias of it, so that
	// "Sciacalla Ottimista lang:fr" finds the French card; so is a name a
	// ruling mentions, of the ruling.
	english, _, err := loadNames(namesFile, kb)
	if err != nil {
		fmt.Fprintf(stderr, "arbitre search: %v\n", err)
		return exitError(1)
	}
	all, err := alignAll(kb)
	if err != nil {
		warnEach(stderr, "search", fmt.Errorf("%w; these names are not matched across languages", err))
	}
	opts := index.Options{Aliases: all.Aliases(), Names: english.Aliases(kb), Cards: loadCardDataCLI("search", sa.cardData, stderr)}
	ix, err := index.Build(ctx, kb, opts)
	if err != nil {
		return err
	}
	defer ix.Close()
	res, err := ix.Search(ctx, index.Request{Query: strings.Join(words, " "), Limit: limit, Offset: offset, HL: hl})
	if err != nil {
		var qe *index.QueryError
		if errors.As(err, &qe) {
			fmt.Fprintf(stderr, "arbitre search: %v\n", err)
			return exitError(2)
		}
		return err
	}
	if namesFile == "" && len(sa.cardData) == 0 && res.Total == 0 && len(res.Unknown) > 0 {
		fmt.Fprintln(stderr, "arbitre search: note: English card names are not loaded; give --names FILE (Scryfall's all_cards bulk data or MTGJSON's AllPrintings) to search cards by them")
	}
	if asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(res)
	}
	return printResult(stdout, res, hl)
}

// printResult writes a result for a terminal in language hl (the pages'
// catalogue; English when hl is ""): the matching words between
// [brackets], entities decoded.
func printResult(w io.Writer, res *index.Result, hl string) error {
	for _, warn := range resultWarnings(res, hl) {
		fmt.Fprintln(w, cliT(hl, "warning", warn))
	}
	for _, r := range res.Respelled {
		fmt.Fprintln(w, cliT(hl, "respelled", strings.ReplaceAll(r.To, "-", " "), r.From))
	}
	fmt.Fprintln(w, cliT(hl, "results", res.Total))
	for i, h := range res.Data {
		title := h.Title
		if h.Kind == index.KindRuling {
			title = cliT(hl, "ruling_of", title)
		}
		if h.Era != nil {
			// As the pages mark it: an old rulebook's answer may no longer
			// be the rule.
			rules := strings.TrimSpace(h.Era.Rules + " " + h.Era.Year)
			if h.Era.Until != "" {
				title += "  " + cliT(hl, "old_rules_until", rules, h.Era.Until)
			} else {
				title += "  " + cliT(hl, "old_rules", rules)
			}
		}
		fmt.Fprintf(w, "\n%d. [%s %s] %s  (%s, %.3f)\n", res.Offset+i+1, h.Kind, h.Lang, title, h.ID, h.Score)
		if h.Snippet != "" {
			s := strings.NewReplacer("<mark>", "[", "</mark>", "]", "\n", " · ").Replace(h.Snippet)
			fmt.Fprintf(w, "   %s\n", html.UnescapeString(s))
		}
	}
	if res.Next != "" {
		fmt.Fprintf(w, "\n%s\n", cliT(hl, "more", res.Offset+len(res.Data)))
	}
	_, err := fmt.Fprintln(w)
	return err
}

// cliT formats the catalogue's message "cli."+key in language hl
// (English when hl is "").
func cliT(hl, key string, args ...any) string {
	msg, _ := catalogue().Message(cmp.Or(hl, locale.Base), "cli."+key)
	return fmt.Sprintf(msg, args...)
}

// resultWarnings words a result's warnings in language hl from their
// codes, as the pages do; the index's English when a code has no entry.
func resultWarnings(res *index.Result, hl string) []string {
	if hl == "" || len(res.WarningCodes) != len(res.Warnings) {
		return res.Warnings
	}
	out := make([]string, len(res.WarningCodes))
	for i, m := range res.WarningCodes {
		out[i] = m.Text
		if msg, ok := catalogue().Message(hl, "warn."+m.Code); ok {
			args := make([]any, len(m.Args))
			for j, a := range m.Args {
				args[j] = a
			}
			out[i] = fmt.Sprintf(msg, args...)
		}
	}
	return out
}

// catalogue is the interface strings embedded in the program.
func catalogue() *locale.Catalogue {
	cat, err := locale.Load()
	if err != nil {
		// The catalogue is embedded and checked by its tests: a broken
		// one is a build that must not ship.
		panic(err)
	}
	return cat
}

// usageError is a mistake in the command line.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }
