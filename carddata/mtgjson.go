package carddata

import (
	"cmp"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
)

// mtgjsonSet is what is kept of a set while its cards are read: its
// release date comes after its cards (MTGJSON sorts keys), so its entries
// wait for the end of the set.
type mtgjsonSet struct {
	code     string
	released string
	pending  []pendingEntry
}

// pendingEntry is an entry and the card it came from, for errors.
type pendingEntry struct {
	e     *Entry
	index int
}

// set1 reads one MTGJSON set object after its "{" (and after its first
// key, firstKey, when not ""), then passes its entries on.
func (s *scanner) set1(code, firstKey string) error {
	st := &mtgjsonSet{code: code}
	if firstKey != "" {
		if err := s.setKey(st, firstKey); err != nil {
			return err
		}
	}
	for s.dec.More() {
		tok, err := s.dec.Token()
		if err != nil {
			return err
		}
		key, _ := tok.(string)
		if err := s.setKey(st, key); err != nil {
			return err
		}
	}
	if _, err := s.dec.Token(); err != nil { // }
		return err
	}
	return s.flush(st)
}

// setKey reads the value of one key of a set object.
func (s *scanner) setKey(st *mtgjsonSet, key string) error {
	switch key {
	case "cards":
		return s.mtgjsonCards(st)
	case "code":
		var c string
		if err := s.dec.Decode(&c); err != nil {
			return err
		}
		if st.code == "" {
			st.code, s.set = c, c
		}
		return nil
	case "releaseDate":
		return s.dec.Decode(&st.released)
	}
	return skip(s.dec) // tokens, booster, translations, …
}

// mtgjsonCards reads a set's cards, one at a time.
func (s *scanner) mtgjsonCards(st *mtgjsonSet) error {
	if tok, err := s.dec.Token(); err != nil {
		return err
	} else if tok != json.Delim('[') {
		return errors.New(`"cards" is not an array`)
	}
	s.index, s.prev = 0, ""
	for s.dec.More() {
		s.index++
		var c mtgjsonCard
		if err := s.dec.Decode(&c); err != nil {
			return err
		}
		s.card()
		s.name = c.Name
		if c.Name == "" {
			return errors.New("a card without a name")
		}
		if c.SetCode == "" {
			c.SetCode = st.code
		}
		for _, e := range c.entries(&s.opts) {
			st.pending = append(st.pending, pendingEntry{e, s.index})
		}
		s.prev, s.name = c.Name, ""
	}
	_, err := s.dec.Token() // ]
	s.index, s.prev = 0, ""
	return err
}

// flush passes a set's entries on, with its release date.
func (s *scanner) flush(st *mtgjsonSet) error {
	defer func() { s.index, s.name, s.set = 0, "", "" }()
	for _, p := range st.pending {
		e := p.e
		if e.Set == "" {
			e.Set = strings.ToLower(st.code)
		}
		if !s.opts.keepSet(e.Set) || s.v.Entry == nil {
			continue
		}
		e.Released = st.released
		s.index, s.name = p.index, e.Name
		if err := s.v.Entry(e); err != nil {
			return s.fail(err) // placed before the set is left
		}
	}
	return nil
}

// mtgjsonCard holds the fields of an MTGJSON card that are read.
type mtgjsonCard struct {
	Name          string     `json:"name"`
	FaceName      string     `json:"faceName"`
	Side          string     `json:"side"`
	Number        string     `json:"number"`
	SetCode       string     `json:"setCode"`
	Language      string     `json:"language"`
	Layout        string     `json:"layout"`
	ManaCost      string     `json:"manaCost"`
	ManaValue     float64    `json:"manaValue"`
	FaceManaValue float64    `json:"faceManaValue"`
	Colors        []string   `json:"colors"`
	Power         string     `json:"power"`
	Toughness     string     `json:"toughness"`
	Loyalty       string     `json:"loyalty"`
	Defense       string     `json:"defense"`
	Type          string     `json:"type"`
	Text          string     `json:"text"`
	UUID          string     `json:"uuid"`
	Rulings       []struct { // MTGJSON's rulings are English, without source
		Date string `json:"date"`
		Text string `json:"text"`
	} `json:"rulings"`
	Identifiers struct {
		ScryfallOracleID string  `json:"scryfallOracleId"`
		ScryfallID       string  `json:"scryfallId"`
		MultiverseID     flexInt `json:"multiverseId"`
	} `json:"identifiers"`
	ForeignData []struct {
		Language     string  `json:"language"`
		Name         string  `json:"name"`
		FaceName     string  `json:"faceName"`
		Type         string  `json:"type"`
		Text         string  `json:"text"`
		MultiverseID flexInt `json:"multiverseId"`
		// Newer MTGJSON builds (5.2.1 on) give the printing's own ids.
		Identifiers struct {
			ScryfallID   string  `json:"scryfallId"`
			MultiverseID flexInt `json:"multiverseId"`
		} `json:"identifiers"`
	} `json:"foreignData"`
}

// entries are the card's printing in English and in each language of its
// foreignData that opts keep. The card's rulings travel on the first.
func (c *mtgjsonCard) entries(opts *ScanOptions) []*Entry {
	face := Face{
		Side: c.Side, Name: c.Name, ManaCost: c.ManaCost, ManaValue: c.ManaValue,
		Type: c.Type, Text: c.Text, Colors: c.Colors,
		Power: c.Power, Toughness: c.Toughness, Loyalty: c.Loyalty, Defense: c.Defense,
	}
	if c.Side != "" {
		face.Name, face.ManaValue = c.FaceName, c.FaceManaValue
		if face.Name == "" {
			face.Name = faceOf(c.Name, c.Side)
		}
	}
	en := &Entry{
		Format: FormatMTGJSON, Set: strings.ToLower(c.SetCode), Number: c.Number,
		Lang: langCode(c.Language), OracleID: c.Identifiers.ScryfallOracleID,
		ScryfallID: c.Identifiers.ScryfallID, UUID: c.UUID, Layout: c.Layout,
		Name: c.Name, Face: face, ManaValue: c.ManaValue,
		MultiverseIDs: ids(int(c.Identifiers.MultiverseID)),
	}
	if en.Lang == "en" {
		// A printing in another language only (Japanese promos,
		// Renaissance) names no printed text of its own.
		en.PrintedName = c.Name
		en.Printed = FaceText{Name: face.Name, Type: c.Type, Text: c.Text}
	}
	var out []*Entry
	if opts.keepLang(en.Lang) {
		out = append(out, en)
	}
	for _, fd := range c.ForeignData {
		lang := langCode(fd.Language)
		if !opts.keepLang(lang) || fd.Name == "" {
			continue
		}
		e := *en
		e.Lang, e.ScryfallID, e.PrintedName = lang, fd.Identifiers.ScryfallID, fd.Name
		e.MultiverseIDs = ids(int(cmp.Or(fd.MultiverseID, fd.Identifiers.MultiverseID)))
		name := fd.FaceName
		if name == "" {
			name = fd.Name
			if c.Side != "" {
				name = faceOf(fd.Name, c.Side)
			}
		}
		e.Printed = FaceText{Name: name, Type: fd.Type, Text: fd.Text}
		out = append(out, &e)
	}
	if len(out) > 0 && len(c.Rulings) > 0 {
		rs := make([]Ruling, len(c.Rulings))
		for i, r := range c.Rulings {
			rs[i] = Ruling{Date: r.Date, Text: r.Text}
		}
		out[0].Rulings = rs
	}
	return out
}

// faceOf is the name of face side ("a", "b", …) of a card named "A // B";
// the whole name when it names fewer faces.
func faceOf(name, side string) string {
	parts := strings.Split(name, " // ")
	if i := int(side[0] - 'a'); len(side) == 1 && i >= 0 && i < len(parts) && len(parts) > 1 {
		return parts[i]
	}
	return name
}

func ids(id int) []int {
	if id <= 0 {
		return nil
	}
	return []int{id}
}

// flexInt is an id MTGJSON writes as a number in one place and a string
// in another.
type flexInt int

func (f *flexInt) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	if s == "" || s == "null" {
		*f = 0
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return errors.New("an id that is not a number: " + string(b))
	}
	*f = flexInt(n)
	return nil
}

// mtgjsonLangs are MTGJSON's language names and Scryfall's codes for them.
var mtgjsonLangs = map[string]string{
	"English": "en", "French": "fr", "Italian": "it", "German": "de", "Spanish": "es",
	"Portuguese (Brazil)": "pt", "Japanese": "ja", "Korean": "ko", "Russian": "ru",
	"Chinese Simplified": "zhs", "Chinese Traditional": "zht", "Hebrew": "he",
	"Latin": "la", "Ancient Greek": "grc", "Arabic": "ar", "Sanskrit": "sa",
	"Phyrexian": "ph", "Quenya": "qya",
}

// langCode is the code of an MTGJSON language name: English when none is
// given; a name without a code, lower-cased.
func langCode(name string) string {
	if name == "" {
		return "en"
	}
	if c, ok := mtgjsonLangs[name]; ok {
		return c
	}
	return strings.ToLower(name)
}
