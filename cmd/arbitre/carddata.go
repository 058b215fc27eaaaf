package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/arbitre/arbitre/carddata"
)

// cardDataUsage describes the --card-data flag of every command that reads
// the documents.
const cardDataUsage = "a `FILE` of card data, every card in French, Italian and English with its rulings: MTGJSON's AllPrintings or a set file, Scryfall's default_cards, all_cards or rulings bulk file (plain, gzip, bzip2, xz or zip); repeatable (in the variable, separated by colons), merged by Oracle id"

// fileList is a repeatable flag of files; from the environment, a list
// separated by colons (as PATH is).
type fileList []string

func (f *fileList) String() string { return strings.Join(*f, ":") }

// Placeholder names the flag's argument in the help.
func (f *fileList) Placeholder() string { return "FILE" }

func (f *fileList) Set(s string) error {
	n := len(*f)
	for _, p := range strings.Split(s, ":") {
		if p = strings.TrimSpace(p); p != "" {
			*f = append(*f, p)
		}
	}
	if len(*f) == n {
		return errors.New("empty file name")
	}
	return nil
}

// registerCardData declares --card-data on fs.
func registerCardData(fs *flag.FlagSet, files *fileList) {
	fs.Var(files, "card-data", cardDataUsage)
}

// progressEvery is how often a long import says how far it has gone.
const progressEvery = 2 * time.Second

// loadCardData imports the card-data files, in order, once per process:
// every reload of the documents is served the same records. A file that
// cannot be read is reported (through warn, with its position) and the
// others are still imported, as are the documents: the error returned
// joins those of the files left out. progress is told how far the
// reading has gone at most every progressEvery, and of each file's end.
// No file gives nil Cards.
func loadCardData(files []string, progress func(carddata.Progress), warn func(error)) (*carddata.Cards, carddata.Stats, error) {
	if len(files) == 0 {
		return nil, carddata.Stats{}, nil
	}
	last := time.Now()
	im := carddata.NewImporter(carddata.Options{Progress: func(p carddata.Progress) {
		if p.Done || time.Since(last) >= progressEvery {
			last = time.Now()
			progress(p)
		}
	}})
	var errs []error
	for _, f := range files {
		if err := im.ReadFile(f); err != nil {
			err = fmt.Errorf("--card-data: %w; the file's cards read before the error are kept", err)
			warn(err)
			errs = append(errs, err)
		}
	}
	cards := im.Cards()
	return cards, im.Stats(), errors.Join(errs...)
}

// writeCardDataReport says what the card data holds.
func writeCardDataReport(w io.Writer, cards *carddata.Cards, st carddata.Stats) error {
	if cards == nil {
		return nil
	}
	rulings := 0
	for _, c := range cards.All() {
		rulings += len(c.Rulings)
	}
	_, err := fmt.Fprintf(w, "card data: %d files, %d cards, %d printings read, %d rulings\n", st.Files, cards.Len(), st.Entries, rulings)
	return err
}

// loadCardDataCLI imports the --card-data files of a command that runs
// once (see loadCardData): progress and errors go to stderr as warnings,
// and a file that cannot be read leaves its cards out, not the command.
func loadCardDataCLI(cmd string, files []string, stderr io.Writer) *carddata.Cards {
	cards, _, _ := loadCardData(files,
		func(p carddata.Progress) { fmt.Fprintf(stderr, "arbitre %s: card data: %s\n", cmd, p) },
		func(err error) { warnEach(stderr, cmd, err) })
	return cards
}

// reportCardData imports the --card-data files of ingest, verify or align
// and says what they hold: on stdout, or on stderr when stdout is JSON.
func reportCardData(cmd string, files []string, asJSON bool, stdout, stderr io.Writer) error {
	_, err := importCardData(cmd, files, asJSON, stdout, stderr)
	return err
}

// importCardData is reportCardData, which also returns the records (nil
// without files).
func importCardData(cmd string, files []string, asJSON bool, stdout, stderr io.Writer) (*carddata.Cards, error) {
	var st carddata.Stats
	cards, st, _ := loadCardData(files,
		func(p carddata.Progress) { fmt.Fprintf(stderr, "arbitre %s: card data: %s\n", cmd, p) },
		func(err error) { warnEach(stderr, cmd, err) })
	w := stdout
	if asJSON {
		w = stderr
	}
	return cards, writeCardDataReport(w, cards, st)
}
