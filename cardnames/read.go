package cardnames

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
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
	FormatScryfall = "scryfall"
	FormatMTGJSON  = "mtgjson"
)

// Langs are the languages whose printings are kept.
var Langs = []string{"en", "fr", "it"}

// mtgjsonLangs maps MTGJSON's language names to Scryfall's codes.
var mtgjsonLangs = map[string]string{"English": "en", "French": "fr", "Italian": "it"}

// Load reads the export at path; see Read.
func Load(path string, sets map[string]bool) (*File, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("cardnames: %w", err)
	}
	defer f.Close()
	file, err := Read(f, sets)
	if err != nil {
		return nil, fmt.Errorf("cardnames: %s: %w", path, err)
	}
	return file, nil
}

// Read reads a Scryfall bulk-data card file or an MTGJSON AllPrintings
// file, keeping the printings in Langs of the sets in sets (lower-case
// codes; nil keeps every set). A file of another shape, or cut short, is
// an error that says where.
func Read(r io.Reader, sets map[string]bool) (*File, error) {
	br := bufio.NewReaderSize(r, 1<<16)
	dec := json.NewDecoder(br)
	f := &File{}
	tok, err := dec.Token()
	if err != nil {
		return nil, at(dec, fmt.Errorf("not JSON: %w", err))
	}
	switch tok {
	case json.Delim('['):
		f.Format = FormatScryfall
		err = readScryfallCards(dec, f, sets)
	case json.Delim('{'):
		err = readObject(dec, f, sets)
	default:
		err = errors.New("neither a Scryfall card array nor an MTGJSON AllPrintings object")
	}
	if err != nil {
		return nil, at(dec, err)
	}
	return f, nil
}

// at adds the byte offset the decoder reached to err.
func at(dec *json.Decoder, err error) error {
	return fmt.Errorf("byte %d: %w", dec.InputOffset(), err)
}

// readObject reads the top-level object: MTGJSON's {"meta", "data": {SET:
// …}}, or a Scryfall list object whose "data" is an array of cards.
func readObject(dec *json.Decoder, f *File, sets map[string]bool) error {
	seenData := false
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return err
		}
		if key != "data" {
			if err := skip(dec); err != nil {
				return err
			}
			continue
		}
		seenData = true
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		switch tok {
		case json.Delim('['):
			f.Format = FormatScryfall
			err = readScryfallCards(dec, f, sets)
		case json.Delim('{'):
			f.Format = FormatMTGJSON
			err = readMTGJSONSets(dec, f, sets)
		default:
			err = errors.New(`"data" is neither a card array nor an object of sets`)
		}
		if err != nil {
			return err
		}
	}
	if !seenData {
		return errors.New(`no "data": neither a Scryfall list nor an MTGJSON AllPrintings file`)
	}
	_, err := dec.Token() // }
	return err
}

// skip reads past one value.
func skip(dec *json.Decoder) error {
	var v json.RawMessage
	return dec.Decode(&v)
}

// scryfallCard holds the fields of a Scryfall card object that are read.
type scryfallCard struct {
	Object          string `json:"object"`
	Name            string `json:"name"`
	PrintedName     string `json:"printed_name"`
	Lang            string `json:"lang"`
	Set             string `json:"set"`
	CollectorNumber string `json:"collector_number"`
	OracleID        string `json:"oracle_id"`
	ScryfallURI     string `json:"scryfall_uri"`
	CardFaces       []struct {
		Name        string `json:"name"`
		PrintedName string `json:"printed_name"`
	} `json:"card_faces"`
}

// readScryfallCards reads card objects up to the end of their array.
func readScryfallCards(dec *json.Decoder, f *File, sets map[string]bool) error {
	for dec.More() {
		var c scryfallCard
		if err := dec.Decode(&c); err != nil {
			return fmt.Errorf("card %d: %w", f.Cards+1, err)
		}
		f.Cards++
		if c.Object != "" && c.Object != "card" {
			continue
		}
		if c.Name == "" || c.Set == "" || c.Lang == "" {
			return fmt.Errorf("card %d: not a Scryfall card object (no name, set or lang)", f.Cards)
		}
		set := strings.ToLower(c.Set)
		if !keep(c.Lang, set, sets) {
			continue
		}
		printed := c.PrintedName
		if printed == "" && len(c.CardFaces) > 0 {
			// A card of several faces names each face; its name is
			// theirs joined, as Scryfall joins the English ones.
			var faces []string
			for _, cf := range c.CardFaces {
				faces = append(faces, cf.PrintedName)
			}
			if !anyEmpty(faces) {
				printed = strings.Join(faces, " // ")
			}
		}
		if printed == "" {
			printed = c.Name
		}
		f.Printings = append(f.Printings, Printing{
			Name: c.Name, PrintedName: printed, Lang: c.Lang, Set: set,
			Number: c.CollectorNumber, OracleID: c.OracleID, URI: cleanURI(c.ScryfallURI),
		})
	}
	_, err := dec.Token() // ]
	return err
}

// anyEmpty reports whether s is empty or holds an empty string.
func anyEmpty(s []string) bool {
	for _, v := range s {
		if v == "" {
			return true
		}
	}
	return len(s) == 0
}

// cleanURI drops the query (Scryfall's tracking parameters) from a card
// page's address.
func cleanURI(u string) string {
	if i := strings.IndexByte(u, '?'); i >= 0 {
		u = u[:i]
	}
	if !strings.HasPrefix(u, "https://") {
		return ""
	}
	return u
}

func keep(lang, set string, sets map[string]bool) bool {
	ok := false
	for _, l := range Langs {
		ok = ok || l == lang
	}
	return ok && (sets == nil || sets[set])
}

// mtgjsonSet holds the fields of an MTGJSON set that are read.
type mtgjsonSet struct {
	Code  string `json:"code"`
	Cards []struct {
		Name        string `json:"name"`
		SetCode     string `json:"setCode"`
		Number      string `json:"number"`
		Language    string `json:"language"`
		Identifiers struct {
			ScryfallOracleID string `json:"scryfallOracleId"`
		} `json:"identifiers"`
		ForeignData []struct {
			Language string `json:"language"`
			Name     string `json:"name"`
		} `json:"foreignData"`
	} `json:"cards"`
}

// readMTGJSONSets reads the sets of AllPrintings' "data" object, decoding
// only those asked for.
func readMTGJSONSets(dec *json.Decoder, f *File, sets map[string]bool) error {
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return err
		}
		code, _ := key.(string)
		if sets != nil && !sets[strings.ToLower(code)] {
			if err := skip(dec); err != nil {
				return fmt.Errorf("set %s: %w", code, err)
			}
			continue
		}
		var s mtgjsonSet
		if err := dec.Decode(&s); err != nil {
			return fmt.Errorf("set %s: %w", code, err)
		}
		if s.Code == "" {
			s.Code = code
		}
		set := strings.ToLower(s.Code)
		// A card of several faces is listed once per face, each with
		// the whole card's names: the first is kept.
		seen := map[string]bool{}
		for _, c := range s.Cards {
			f.Cards++
			if c.Name == "" {
				return fmt.Errorf("set %s: a card without a name", code)
			}
			if seen[c.Name+"\x00"+c.Number] {
				continue
			}
			seen[c.Name+"\x00"+c.Number] = true
			base := Printing{Name: c.Name, Set: set, Number: c.Number, OracleID: c.Identifiers.ScryfallOracleID}
			if lang := mtgjsonLangs[c.Language]; lang != "" || c.Language == "" {
				p := base
				p.Lang, p.PrintedName = "en", c.Name
				if lang != "" {
					p.Lang = lang
				}
				f.Printings = append(f.Printings, p)
			}
			for _, fd := range c.ForeignData {
				lang := mtgjsonLangs[fd.Language]
				if lang == "" || fd.Name == "" {
					continue
				}
				p := base
				p.Lang, p.PrintedName = lang, fd.Name
				f.Printings = append(f.Printings, p)
			}
		}
	}
	_, err := dec.Token() // }
	return err
}
