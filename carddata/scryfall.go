package carddata

import (
	"strings"
)

// scryfallObject holds the fields read of a Scryfall card or ruling
// object (one struct, since an array's kind is known only once read).
type scryfallObject struct {
	Object string `json:"object"`

	ID              string         `json:"id"`
	OracleID        string         `json:"oracle_id"`
	MultiverseIDs   []int          `json:"multiverse_ids"`
	Lang            string         `json:"lang"`
	ReleasedAt      string         `json:"released_at"`
	ScryfallURI     string         `json:"scryfall_uri"`
	Layout          string         `json:"layout"`
	Set             string         `json:"set"`
	CollectorNumber string         `json:"collector_number"`
	CardFaces       []scryfallFace `json:"card_faces"`
	scryfallFace

	Source      string `json:"source"`
	PublishedAt string `json:"published_at"`
	Comment     string `json:"comment"`
}

// scryfallFace holds the fields a card and its faces share.
type scryfallFace struct {
	Name            string   `json:"name"`
	OracleID        string   `json:"oracle_id"` // on the faces of a reversible card
	ManaCost        string   `json:"mana_cost"`
	CMC             float64  `json:"cmc"`
	TypeLine        string   `json:"type_line"`
	OracleText      string   `json:"oracle_text"`
	Colors          []string `json:"colors"`
	Power           string   `json:"power"`
	Toughness       string   `json:"toughness"`
	Loyalty         string   `json:"loyalty"`
	Defense         string   `json:"defense"`
	PrintedName     string   `json:"printed_name"`
	PrintedTypeLine string   `json:"printed_type_line"`
	PrintedText     string   `json:"printed_text"`
}

// face is the Face of f printed in lang: English is the Oracle text.
func (f *scryfallFace) face(lang string) Face {
	fc := Face{
		Name: f.Name, ManaCost: f.ManaCost, ManaValue: f.CMC, Type: f.TypeLine, Text: f.OracleText,
		Colors: f.Colors, Power: f.Power, Toughness: f.Toughness, Loyalty: f.Loyalty, Defense: f.Defense,
		Printed: FaceText{Name: f.PrintedName, Type: f.PrintedTypeLine, Text: f.PrintedText},
	}
	if lang == "en" {
		fc.Printed = FaceText{Name: f.Name, Type: f.TypeLine, Text: f.OracleText}
	}
	return fc
}

// entry is the card object as an Entry.
func (o *scryfallObject) entry() *Entry {
	e := &Entry{
		Format: FormatScryfall, Set: strings.ToLower(o.Set), Released: o.ReleasedAt,
		Number: o.CollectorNumber, Lang: o.Lang, OracleID: o.OracleID, ScryfallID: o.ID,
		MultiverseIDs: o.MultiverseIDs, URI: cleanURI(o.ScryfallURI), Layout: o.Layout,
		Name: o.Name, Face: o.scryfallFace.face(o.Lang), ManaValue: o.CMC,
	}
	var printed []string
	for i := range o.CardFaces {
		f := o.CardFaces[i].face(o.Lang)
		f.Side = string(rune('a' + i))
		e.Faces = append(e.Faces, f)
		printed = append(printed, o.CardFaces[i].PrintedName)
		if e.OracleID == "" { // a reversible card's faces bear it
			e.OracleID = o.CardFaces[i].OracleID
		}
	}
	e.PrintedName = o.PrintedName
	if e.PrintedName == "" && len(printed) > 0 && !anyEmpty(printed) {
		e.PrintedName = strings.Join(printed, " // ")
	}
	if e.PrintedName == "" && o.Lang == "en" {
		e.PrintedName = o.Name
	}
	return e
}

// anyEmpty reports whether s holds an empty string.
func anyEmpty(s []string) bool {
	for _, v := range s {
		if v == "" {
			return true
		}
	}
	return false
}

// cleanURI drops the query (Scryfall's tracking parameters) from a card
// page's address; an address that is not https is dropped.
func cleanURI(u string) string {
	if i := strings.IndexByte(u, '?'); i >= 0 {
		u = u[:i]
	}
	if !strings.HasPrefix(u, "https://") {
		return ""
	}
	return u
}
