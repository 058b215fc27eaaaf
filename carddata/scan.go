package carddata

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// progressEvery is how many card objects pass between progress reports.
const progressEvery = 1000

// Scan reads one card-data file from r (plain, gzip, bzip2 or xz; see
// ScanFile for zip) and passes what it holds to v, in file order. The
// kind of file is told by its shape (see the package documentation). A
// file that cannot be read is an *Error saying where.
func Scan(r io.Reader, opts ScanOptions, v Visitor) error {
	cr := &countingReader{r: r}
	s := newScanner("", 0, opts, v)
	s.count = func() int64 { return cr.n }
	return s.scan(bufio.NewReaderSize(cr, 1<<16))
}

// scanner reads one JSON document and keeps where it is, for errors.
type scanner struct {
	file, member string
	opts         ScanOptions
	v            Visitor
	count        func() int64 // bytes of the file read
	dec          *json.Decoder
	prog         Progress
	format       string

	set         string // where the reading is
	kind        string
	index       int
	name, prev  string
	lastPrinted int
}

func newScanner(file string, size int64, opts ScanOptions, v Visitor) *scanner {
	return &scanner{file: file, opts: opts, v: v, prog: Progress{File: file, Size: size}}
}

// scan reads the whole of br.
func (s *scanner) scan(br *bufio.Reader) error {
	r, err := decompress(br)
	if err != nil {
		return s.fail(err)
	}
	jr, ok := r.(*bufio.Reader)
	if !ok {
		jr = bufio.NewReaderSize(r, 1<<16)
	}
	if err := jsonStart(jr); err != nil {
		return s.fail(err)
	}
	s.dec = json.NewDecoder(jr)
	if err := s.top(); err != nil {
		return s.fail(err)
	}
	// Read to the end: a compressed stream cut short, or with a wrong
	// checksum, fails only there, and anything after the value is not
	// what a card-data file holds.
	if _, err := s.dec.Token(); err != io.EOF {
		if err == nil {
			err = errors.New("more data after the end of the JSON value")
		}
		return s.fail(err)
	}
	s.prog.Done = true
	s.report()
	return nil
}

// fail places err: the byte offset, the set and the card.
func (s *scanner) fail(err error) error {
	var e *Error
	if errors.As(err, &e) {
		return err
	}
	e = &Error{File: s.file, Member: s.member, Set: s.set, Kind: s.kind, Card: s.index, Name: s.name, After: s.prev, Err: err}
	if s.dec != nil {
		e.Offset = s.dec.InputOffset()
	}
	if e.Name != "" {
		e.After = ""
	}
	return e
}

// report passes the progress on.
func (s *scanner) report() {
	if s.v.Progress == nil {
		return
	}
	s.prog.Bytes, s.prog.Format = s.count(), s.format
	s.v.Progress(s.prog)
}

// card counts one card object read, reporting progress now and then.
func (s *scanner) card() {
	s.prog.Cards++
	if s.prog.Cards-s.lastPrinted >= progressEvery {
		s.lastPrinted = s.prog.Cards
		s.report()
	}
}

// top reads the document: an array (Scryfall's bulk files) or an object
// (MTGJSON's, or a Scryfall list).
func (s *scanner) top() error {
	tok, err := s.dec.Token()
	if err != nil {
		return fmt.Errorf("not JSON: %w", err)
	}
	switch tok {
	case json.Delim('['):
		return s.array()
	case json.Delim('{'):
		return s.object()
	}
	return errors.New("neither a Scryfall card array nor an MTGJSON AllPrintings object")
}

// object reads the top-level object: MTGJSON's {"meta", "data": {…}}, or
// a Scryfall list object whose "data" is an array.
func (s *scanner) object() error {
	seenData := false
	for s.dec.More() {
		key, err := s.dec.Token()
		if err != nil {
			return err
		}
		if key != "data" {
			if err := skip(s.dec); err != nil {
				return err
			}
			continue
		}
		seenData = true
		tok, err := s.dec.Token()
		if err != nil {
			return err
		}
		switch tok {
		case json.Delim('['):
			s.format = FormatScryfall // a list object, of cards
			err = s.array()
		case json.Delim('{'):
			s.format = FormatMTGJSON
			err = s.data()
		default:
			err = errors.New(`"data" is neither a card array nor an object of sets`)
		}
		if err != nil {
			return err
		}
	}
	if !seenData {
		return errors.New(`no "data": neither a Scryfall list nor an MTGJSON AllPrintings or set file`)
	}
	_, err := s.dec.Token() // }
	return err
}

// skip reads past one value. json.Decoder has no cheaper way: the value
// is buffered whole, which is at most a set.
func skip(dec *json.Decoder) error {
	var v json.RawMessage
	return dec.Decode(&v)
}

// array reads Scryfall objects up to the end of their array: cards or
// rulings; other objects are passed over.
func (s *scanner) array() error {
	s.index, s.prev = 0, ""
	for s.dec.More() {
		s.index++
		var o scryfallObject
		if err := s.dec.Decode(&o); err != nil {
			return err
		}
		s.name = o.Name
		var err error
		switch o.Object {
		case "ruling":
			s.kind = "ruling"
			err = s.ruling(&o)
		case "", "card":
			s.kind = ""
			s.card()
			err = s.scryfallCard(&o)
		}
		if err != nil {
			return err
		}
		s.prev, s.name = o.Name, ""
	}
	_, err := s.dec.Token() // ]
	s.index, s.prev, s.kind = 0, "", ""
	if s.format == "" { // an empty array: of cards, most likely
		s.format = FormatScryfall
	}
	return err
}

// ruling passes on one Scryfall ruling object.
func (s *scanner) ruling(o *scryfallObject) error {
	s.prog.Rulings++
	if s.format == "" {
		s.format = FormatRulings
	}
	if o.OracleID == "" || o.Comment == "" {
		return errors.New("not a Scryfall ruling object (no oracle_id or comment)")
	}
	if s.v.Ruling == nil {
		return nil
	}
	return s.v.Ruling(o.OracleID, Ruling{Date: o.PublishedAt, Text: o.Comment, Source: o.Source})
}

// scryfallCard passes on one Scryfall card object.
func (s *scanner) scryfallCard(o *scryfallObject) error {
	if s.format == "" {
		s.format = FormatScryfall
	}
	if o.Name == "" || o.Set == "" || o.Lang == "" {
		return errors.New("not a Scryfall card object (no name, set or lang)")
	}
	e := o.entry()
	if !s.opts.keepSet(e.Set) || !s.opts.keepLang(e.Lang) || s.v.Entry == nil {
		return nil
	}
	return s.v.Entry(e)
}

// setFields are the keys of an MTGJSON set object: a "data" object whose
// first key is one of them is a set file's single set, not AllPrintings'
// sets by code (upper-case codes never collide with these).
var setFields = map[string]bool{
	"baseSetSize": true, "block": true, "booster": true, "cards": true, "code": true,
	"codeV3": true, "decks": true, "isFoilOnly": true, "isForeignOnly": true,
	"isNonFoilOnly": true, "isOnlineOnly": true, "isPaperOnly": true,
	"isPartialPreview": true, "keyruneCode": true, "languages": true, "mcmId": true,
	"mcmIdExtras": true, "mcmName": true, "mtgoCode": true, "name": true,
	"parentCode": true, "releaseDate": true, "sealedProduct": true,
	"tcgplayerGroupId": true, "tokenSetCode": true, "tokens": true,
	"totalSetSize": true, "translations": true, "type": true,
}

// data reads MTGJSON's "data": AllPrintings' sets by code, or a set file's
// one set.
func (s *scanner) data() error {
	first := true
	for s.dec.More() {
		tok, err := s.dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		if first && setFields[key] {
			return s.set1("", key) // reads up to the end of "data"
		}
		first = false
		s.set = key
		if !s.opts.keepSet(strings.ToLower(key)) {
			if err := skip(s.dec); err != nil {
				return err
			}
			continue
		}
		if tok, err := s.dec.Token(); err != nil {
			return err
		} else if tok != json.Delim('{') {
			return errors.New("not an MTGJSON set object")
		}
		if err := s.set1(key, ""); err != nil {
			return err
		}
	}
	s.set = ""
	_, err := s.dec.Token() // }
	return err
}
