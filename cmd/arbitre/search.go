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
func runSearch(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	sa, err := parseSearchArgs(args)
	switch {
	case errors.Is(err, errHelp):
		fmt.Fprint(stdout, searchUsage+index.Syntax+"\n")
		return nil
	case err != nil:
		fmt.Fprintf(stderr, "arbitre search: %v\n", err)
		if errors.Is(err, errUnknownFlag) {
			fmt.Fprint(stderr, searchUsage)
		}
		return exitError(2)
	case len(sa.words) == 0:
		fmt.Fprint(stderr, searchUsage+index.Syntax+"\n")
		return exitError(2)
	}

	kb, _, err := sa.corpus.load("search", stderr)
	if err != nil {
		return err
	}
	english, _, err := loadNames(sa.names, kb)
	if err != nil {
		fmt.Fprintf(stderr, "arbitre search: %v\n", err)
		return exitError(1)
	}
	// A card's name in the other language is an alias of it, so that
	// "Sciacalla Ottimista lang:fr" finds the French card; so is a name a
	// ruling mentions, of the ruling.
	all, err := alignAll(kb)
	if err != nil {
		warnEach(stderr, "search", fmt.Errorf("%w; these names are not matched across languages", err))
	}
	ix, err := index.Build(ctx, kb, index.Options{Aliases: all.Aliases(), Names: english.Aliases(kb)})
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
	if sa.names == "" && res.Total == 0 && len(res.Unknown) > 0 {
		fmt.Fprintln(stderr, "arbitre search: note: English card names are not loaded; give --names FILE (Scryfall's all_cards bulk data or MTGJSON's AllPrintings) to search cards by them")
	}
	if sa.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(res)
	}
	return printResult(stdout, res)
}

// searchArgs is arbitre search's command line.
type searchArgs struct {
	words         []string
	json          bool
	limit, offset int
	corpus        corpusFlags
	hl, names     string
}

var (
	errHelp        = errors.New("help asked for")
	errUnknownFlag = errors.New("unknown flag")
)

// parseSearchArgs reads search's flags wherever they stand among the
// query's words; words after "--" are all query (so that a query may start
// with "-"). It returns errHelp for -h, and a usageError or an error
// wrapping errUnknownFlag for a mistake.
func parseSearchArgs(args []string) (searchArgs, error) {
	sa := searchArgs{corpus: corpusFlags{embedded: true}}
	// value returns the value of the flag at args[*i], "--name=v" or
	// "--name v".
	value := func(name string, i *int) (string, error) {
		a := args[*i]
		if v, ok := strings.CutPrefix(a, "--"+name+"="); ok {
			return v, nil
		}
		if *i+1 >= len(args) {
			return "", usageError{fmt.Sprintf("%s needs a value", a)}
		}
		*i++
		return args[*i], nil
	}
	number := func(name string, i *int) (int, error) {
		v, err := value(name, i)
		if err != nil {
			return 0, err
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return 0, usageError{fmt.Sprintf("--%s: %q is not a non-negative number", name, v)}
		}
		return n, nil
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
			return sa, nil
		case a == "--json" || a == "-json":
			sa.json = true
		case is(a, "limit"):
			sa.limit, err = number("limit", &i)
		case is(a, "offset"):
			sa.offset, err = number("offset", &i)
		case is(a, "corpus"):
			var dir string
			if dir, err = value("corpus", &i); err == nil {
				if err = sa.corpus.dirs.Set(dir); err != nil {
					err = fmt.Errorf("--corpus: %w", err)
				}
			}
		case a == "--embedded" || a == "--embedded=true":
			sa.corpus.embedded = true
		case a == "--embedded=false":
			sa.corpus.embedded = false
		case is(a, "hl"):
			if sa.hl, err = value("hl", &i); err == nil && !slices.Contains(index.UILangs, sa.hl) {
				err = usageError{fmt.Sprintf("--hl must be fr, it or en, not %q", sa.hl)}
			}
		case is(a, "names"):
			sa.names, err = value("names", &i)
		case a == "-h" || a == "--help" || a == "-help":
			return sa, errHelp
		case strings.HasPrefix(a, "--"):
			// "-x" excludes x from the results; "--x" can only be a flag.
			return sa, fmt.Errorf("%w %s", errUnknownFlag, a)
		default:
			sa.words = append(sa.words, a)
		}
		if err != nil {
			return sa, err
		}
	}
	return sa, nil
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
