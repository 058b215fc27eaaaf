package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/index"
)

const searchUsage = `usage: arbitre search "QUERY" [--json] [--limit N] [--offset N] [--hl fr|it|en] [--names FILE] [--corpus DIR]... [--embedded=false]

  --hl LANG      the reader's language: hits in it (and in the query's) first
  --names FILE   English card names: Scryfall's all_cards bulk data or
                 MTGJSON's AllPrintings (JSON)
  --corpus DIR   documents in DIR searched too (repeatable)
  --embedded     search the embedded documents (default true)

Flags may come before or after the query; words after "--" are all query
(so that a query may start with "-"). Query syntax:

`

// runSearch builds the index from the embedded documents and prints one
// page of results: a line per hit, or with --json the whole result.
// searchArgs are the arguments of arbitre search.
type searchArgs struct {
	words         []string
	asJSON        bool
	limit, offset int
	cf            corpusFlags
	hl, namesFile string
}

// parseSearchArgs reads search's arguments; nil with the error to return
// when the command is done (help printed, or a bad flag reported).
func parseSearchArgs(args []string, stdout, stderr io.Writer) (*searchArgs, error) {
	sa := &searchArgs{cf: corpusFlags{embedded: true}}
	strFlag := func(name string, i *int, dst *string) error {
		a := args[*i]
		v, ok := strings.CutPrefix(a, "--"+name+"=")
		if !ok {
			if *i+1 >= len(args) {
				return usageError{fmt.Sprintf("%s needs a value", a)}
			}
			*i++
			v = args[*i]
		}
		*dst = v
		return nil
	}
	intFlag := func(name string, i *int, dst *int) error {
		var v string
		if err := strFlag(name, i, &v); err != nil {
			return err
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return usageError{fmt.Sprintf("--%s: %q is not a non-negative number", name, v)}
		}
		*dst = n
		return nil
	}
loop:
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			sa.words = append(sa.words, args[i+1:]...)
			break loop
		case a == "--json" || a == "-json":
			sa.asJSON = true
		case a == "--limit" || a == "-limit" || strings.HasPrefix(a, "--limit="):
			if err := intFlag("limit", &i, &sa.limit); err != nil {
				fmt.Fprintf(stderr, "arbitre search: %v\n", err)
				return nil, exitError(2)
			}
		case a == "--offset" || a == "-offset" || strings.HasPrefix(a, "--offset="):
			if err := intFlag("offset", &i, &sa.offset); err != nil {
				fmt.Fprintf(stderr, "arbitre search: %v\n", err)
				return nil, exitError(2)
			}
		case a == "--corpus" || a == "-corpus" || strings.HasPrefix(a, "--corpus="):
			v, ok := strings.CutPrefix(a, "--corpus=")
			if !ok {
				if i+1 >= len(args) {
					fmt.Fprintf(stderr, "arbitre search: %s needs a directory\n", a)
					return nil, exitError(2)
				}
				i++
				v = args[i]
			}
			if err := sa.cf.dirs.Set(v); err != nil {
				fmt.Fprintf(stderr, "arbitre search: --corpus: %v\n", err)
				return nil, exitError(2)
			}
		case a == "--embedded" || a == "--embedded=true":
			sa.cf.embedded = true
		case a == "--embedded=false":
			sa.cf.embedded = false
		case a == "--hl" || a == "-hl" || strings.HasPrefix(a, "--hl="):
			if err := strFlag("hl", &i, &sa.hl); err != nil {
				fmt.Fprintf(stderr, "arbitre search: %v\n", err)
				return nil, exitError(2)
			}
			if !slices.Contains(index.UILangs, sa.hl) {
				fmt.Fprintf(stderr, "arbitre search: --hl must be fr, it or en, not %q\n", sa.hl)
				return nil, exitError(2)
			}
		case a == "--names" || a == "-names" || strings.HasPrefix(a, "--names="):
			if err := strFlag("names", &i, &sa.namesFile); err != nil {
				fmt.Fprintf(stderr, "arbitre search: %v\n", err)
				return nil, exitError(2)
			}
		case a == "-h" || a == "--help" || a == "-help":
			fmt.Fprint(stdout, searchUsage+index.Syntax+"\n")
			return nil, nil
		case strings.HasPrefix(a, "--"):
			// "-x" excludes x from the results; "--x" can only be a flag.
			fmt.Fprintf(stderr, "arbitre search: unknown flag %s\n%s", a, searchUsage)
			return nil, exitError(2)
		default:
			sa.words = append(sa.words, a)
		}
	}
	return sa, nil
}

func runSearch(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	sa, err := parseSearchArgs(args, stdout, stderr)
	if sa == nil {
		return err // --help, or a bad flag already reported
	}
	if len(sa.words) == 0 {
		fmt.Fprint(stderr, searchUsage+index.Syntax+"\n")
		return exitError(2)
	}

	kb, _, err := sa.cf.load("search", stderr)
	if err != nil {
		return err
	}
	// A card's name in the other language is an alias of it, so that
	// "Sciacalla Ottimista lang:fr" finds the French card; so is a name a
	// ruling mentions, of the ruling.
	english, _, err := loadNames(sa.namesFile, kb)
	if err != nil {
		fmt.Fprintf(stderr, "arbitre search: %v\n", err)
		return exitError(1)
	}
	all, err := alignAll(kb)
	if err != nil {
		warnEach(stderr, "search", fmt.Errorf("%w; these names are not matched across languages", err))
	}
	opts := index.Options{Aliases: all.Aliases(), Names: english.Aliases(kb)}
	ix, err := index.Build(ctx, kb, opts)
	if err != nil {
		return err
	}
	defer ix.Close()
	res, err := ix.Search(ctx, index.Request{Query: strings.Join(sa.words, " "), Limit: sa.limit, Offset: sa.offset, HL: sa.hl})
	if err != nil {
		var qe *index.QueryError
		if errors.As(err, &qe) {
			fmt.Fprintf(stderr, "arbitre search: %v\n", err)
			return exitError(2)
		}
		return err
	}
	if sa.namesFile == "" && res.Total == 0 && len(res.Unknown) > 0 {
		fmt.Fprintln(stderr, "arbitre search: note: English card names are not loaded; give --names FILE (Scryfall's all_cards bulk data or MTGJSON's AllPrintings) to search cards by them")
	}
	if sa.asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(res)
	}
	return printResult(stdout, res)
}

// printResult writes a result for a terminal: the matching words between
// [brackets], entities decoded.
func printResult(w io.Writer, res *index.Result) error {
	for _, warn := range res.Warnings {
		fmt.Fprintf(w, "warning: %s\n", warn)
	}
	for _, r := range res.Respelled {
		fmt.Fprintf(w, "searched for %q instead of %q\n", strings.ReplaceAll(r.To, "-", " "), r.From)
	}
	fmt.Fprintf(w, "%d result(s)\n", res.Total)
	for i, h := range res.Data {
		title := h.Title
		if h.Kind == index.KindRuling {
			title = "ruling of " + title
		}
		fmt.Fprintf(w, "\n%d. [%s %s] %s  (%s, %.3f)\n", res.Offset+i+1, h.Kind, h.Lang, title, h.ID, h.Score)
		if h.Snippet != "" {
			s := strings.NewReplacer("<mark>", "[", "</mark>", "]").Replace(h.Snippet)
			fmt.Fprintf(w, "   %s\n", html.UnescapeString(s))
		}
	}
	if res.Next != "" {
		fmt.Fprintf(w, "\nmore: --offset %d\n", res.Offset+len(res.Data))
	}
	_, err := fmt.Fprintln(w)
	return err
}

// usageError is a mistake in the command line.
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }
