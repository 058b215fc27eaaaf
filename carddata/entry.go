package carddata

import (
	"fmt"
	"strings"
)

// Formats of the files read.
const (
	FormatMTGJSON  = "mtgjson"  // AllPrintings or a set file
	FormatScryfall = "scryfall" // a card bulk file or list
	FormatRulings  = "rulings"  // Scryfall's rulings bulk file
)

// Entry is one printing in one language as a file gives it: a Scryfall
// card object, or one language of an MTGJSON card (English, or one of its
// foreignData). An MTGJSON card of several faces is listed once per face:
// each of its entries holds that face alone.
type Entry struct {
	Format   string
	Set      string // lower case
	Released string // YYYY-MM-DD, the printing's (Scryfall) or its set's (MTGJSON)
	Number   string // collector number
	Lang     string // Scryfall's codes: "en", "fr", "it", "de", "ja", "zhs", …

	OracleID      string
	ScryfallID    string // Scryfall's id of this printing (MTGJSON: of the English one)
	UUID          string // MTGJSON's uuid of the card (of the face, for a card of several)
	MultiverseIDs []int
	URI           string // the printing's page on Scryfall, without query

	Layout      string
	Name        string // the whole card's English Oracle name ("A // B")
	PrintedName string // the whole card's name printed in Lang; "" when the file does not give it
	// Face holds the English Oracle characteristics and, in Printed, the
	// texts printed in Lang (of the face, for an MTGJSON face entry).
	Face
	ManaValue float64 // the whole card's (the face's is Face.ManaValue)
	// Faces are a Scryfall card's faces, each with its printed texts;
	// nil for a card of one face and for MTGJSON entries (see Face.Side).
	Faces   []Face
	Rulings []Ruling // MTGJSON's, on its English entries
}

// Visitor receives what a file holds, in file order (an MTGJSON set's
// entries once the set is read). A nil function skips that kind; an error
// stops the reading and is returned, with its place. Entries are not
// reused: the callee may keep them.
type Visitor struct {
	Entry    func(*Entry) error
	Ruling   func(oracleID string, r Ruling) error
	Progress func(Progress)
}

// ScanOptions choose what Scan passes on.
type ScanOptions struct {
	Sets  map[string]bool // lower-case set codes; nil passes every set
	Langs map[string]bool // language codes; nil passes every language
}

func (o *ScanOptions) keepSet(set string) bool { return o.Sets == nil || o.Sets[set] }

func (o *ScanOptions) keepLang(lang string) bool { return o.Langs == nil || o.Langs[lang] }

// Progress is how far the reading of a file has gone.
type Progress struct {
	File    string // the path, "" for a stream
	Bytes   int64  // bytes of the file read (compressed bytes, for a compressed file)
	Size    int64  // the file's size, 0 when unknown
	Cards   int    // card objects read in the file (each MTGJSON face counts)
	Rulings int    // ruling objects read in the file
	Format  string // FormatMTGJSON, FormatScryfall or FormatRulings, once told
	Done    bool   // the file has been read
}

// String says how far, for a log: "AllPrintings.json.xz: 12.5 of 101.2
// MB (12%), 7000 cards, 0 rulings".
func (p Progress) String() string {
	name := p.File
	if name == "" {
		name = "stream"
	}
	mb := func(n int64) float64 { return float64(n) / 1e6 }
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %.1f", name, mb(p.Bytes))
	if p.Size > 0 {
		fmt.Fprintf(&b, " of %.1f MB (%d%%)", mb(p.Size), min(100, 100*p.Bytes/p.Size))
	} else {
		b.WriteString(" MB")
	}
	fmt.Fprintf(&b, ", %d cards, %d rulings", p.Cards, p.Rulings)
	if p.Done {
		b.WriteString(", done")
	}
	return b.String()
}

// Error is a file that cannot be read, with where the reading stopped.
type Error struct {
	File   string // the path; "" for a stream
	Member string // the member of a zip archive
	Offset int64  // byte offset in the (uncompressed) JSON
	Set    string // the set being read (MTGJSON)
	Kind   string // "card" or "ruling": what Card counts
	Card   int    // the object's index, from 1, in its array (a set's cards, or the file's); 0 outside one
	Name   string // that card's name, when known
	After  string // else the previous card's name
	Err    error
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("carddata: ")
	if e.File != "" {
		b.WriteString(e.File)
		if e.Member != "" {
			fmt.Fprintf(&b, " (%s)", e.Member)
		}
		b.WriteString(": ")
	}
	fmt.Fprintf(&b, "byte %d", e.Offset)
	if e.Set != "" {
		fmt.Fprintf(&b, ", set %s", e.Set)
	}
	if e.Card > 0 {
		kind := e.Kind
		if kind == "" {
			kind = "card"
		}
		fmt.Fprintf(&b, ", %s %d", kind, e.Card)
		switch {
		case e.Name != "":
			fmt.Fprintf(&b, " (%q)", e.Name)
		case e.After != "":
			fmt.Fprintf(&b, " (after %q)", e.After)
		}
	}
	fmt.Fprintf(&b, ": %v", e.Err)
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }
