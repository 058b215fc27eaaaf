package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/arbitre/arbitre/cardnames"
	"github.com/arbitre/arbitre/corpus"
)

// namesUsage describes the --names flag of serve, search and ingest.
const namesUsage = "`FILE` of English card names: Scryfall's all_cards (or default_cards) bulk data, or MTGJSON's AllPrintings (JSON)"

// loadNames reads the English names of kb's cards from the export at path
// ("" reads none).
func loadNames(path string, kb *corpus.KB) (cardnames.Names, cardnames.Report, error) {
	if path == "" {
		return nil, cardnames.Report{}, nil
	}
	f, err := cardnames.Load(path, cardnames.Sets(kb))
	if err != nil {
		return nil, cardnames.Report{}, fmt.Errorf("--names: %w", err)
	}
	names, rep := cardnames.Match(kb, f)
	return names, rep, nil
}

// writeNamesReport says how many cards got their English name.
func writeNamesReport(w io.Writer, path string, rep cardnames.Report) error {
	_, err := fmt.Fprintf(w, "english names (%s, %s): %d of %d cards (%d by set and name, %d by name alone), %d unmatched, %d ambiguous\n",
		path, rep.FileFormat, rep.BySetName+rep.ByName, rep.Cards, rep.BySetName, rep.ByName, rep.Unmatched, rep.Ambiguous)
	if err == nil && len(rep.Examples) > 0 {
		_, err = fmt.Fprintf(w, "  unmatched, for example: %s\n", strings.Join(rep.Examples, "; "))
	}
	return err
}
