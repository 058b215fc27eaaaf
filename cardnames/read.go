package cardnames

import (
	"io"

	"github.com/arbitre/arbitre/carddata"
)

// Printing is one card as printed in one language.
type Printing struct {
	Name        string // the card's English (Oracle) name
	PrintedName string // the name printed on it, in Lang
	Lang        string // "en", "fr", "it" …
	Set         string // set code, lower case ("dsk")
	Number      string // collector number
	OracleID    string
	URI         string // the printing's page on Scryfall, when the file gives it
}

// File is what Read kept of an export.
type File struct {
	Format    string // FormatScryfall or FormatMTGJSON
	Printings []Printing
	// Cards counts the card objects read, kept or not.
	Cards int
}

// Formats of the files Read takes.
const (
	FormatScryfall = carddata.FormatScryfall
	FormatMTGJSON  = carddata.FormatMTGJSON
)

// Langs are the languages whose printings are kept.
var Langs = []string{"en", "fr", "it"}

// Load reads the export at path, plain or compressed (gzip, bzip2, xz,
// zip); see Read.
func Load(path string, sets map[string]bool) (*File, error) {
	f, opts, v := newFile(sets)
	if err := carddata.ScanFile(path, opts, v); err != nil {
		return nil, err
	}
	return f, nil
}

// Read reads a Scryfall bulk-data card file or an MTGJSON AllPrintings (or
// set) file, keeping the printings in Langs of the sets in sets
// (lower-case codes; nil keeps every set). It is package carddata's
// reader, names only. A file of another shape, or cut short, is an error
// that says where.
func Read(r io.Reader, sets map[string]bool) (*File, error) {
	f, opts, v := newFile(sets)
	if err := carddata.Scan(r, opts, v); err != nil {
		return nil, err
	}
	return f, nil
}

// newFile is a File and what fills it from carddata's reader.
func newFile(sets map[string]bool) (*File, carddata.ScanOptions, carddata.Visitor) {
	f := &File{}
	opts := carddata.ScanOptions{Sets: sets, Langs: map[string]bool{}}
	for _, l := range Langs {
		opts.Langs[l] = true
	}
	// MTGJSON lists a card of several faces once per face, each with the
	// whole card's names: the first is kept.
	seen := map[[4]string]bool{}
	v := carddata.Visitor{
		Entry: func(e *carddata.Entry) error {
			if e.Format == carddata.FormatMTGJSON {
				k := [4]string{e.Set, e.Name, e.Number, e.Lang}
				if seen[k] {
					return nil
				}
				seen[k] = true
			}
			printed := e.PrintedName
			if printed == "" {
				printed = e.Name
			}
			f.Printings = append(f.Printings, Printing{
				Name: e.Name, PrintedName: printed, Lang: e.Lang, Set: e.Set,
				Number: e.Number, OracleID: e.OracleID, URI: e.URI,
			})
			return nil
		},
		Progress: func(p carddata.Progress) {
			if p.Done {
				f.Cards, f.Format = p.Cards, p.Format
			}
		},
	}
	return f, opts, v
}

func keep(lang, set string, sets map[string]bool) bool {
	ok := false
	for _, l := range Langs {
		ok = ok || l == lang
	}
	return ok && (sets == nil || sets[set])
}
