package carddata

// Card is one card of Magic: every printing of one Oracle identity.
type Card struct {
	ID       string `json:"id"`        // the Oracle id, or "name:"+slug of the English name when the file gives none
	OracleID string `json:"oracle_id"` // "" when the file gives none
	Name     string `json:"name"`      // the English Oracle name; "A // B" for a card of several faces
	Layout   string `json:"layout"`    // normal, transform, split, adventure, …

	ManaCost  string   `json:"mana_cost,omitempty"` // faces' costs joined by " // " for a card of several
	ManaValue float64  `json:"mana_value"`
	Colors    []string `json:"colors,omitempty"`
	Power     string   `json:"power,omitempty"`
	Toughness string   `json:"toughness,omitempty"`
	Loyalty   string   `json:"loyalty,omitempty"`
	Defense   string   `json:"defense,omitempty"`

	// Faces are the Oracle faces of a card of several (transform, split,
	// adventure, …), in order; nil for a card of one face.
	Faces []Face `json:"faces,omitempty"`

	// Texts are the card's name, type line and text per language code
	// ("en", "fr", "it", …): English is the Oracle text, the others as
	// printed on the most recent printing in that language.
	Texts map[string]*Text `json:"texts"`

	Printings []Printing `json:"printings"`
	Rulings   []Ruling   `json:"rulings,omitempty"` // English, by date
}

// Face is one face of a card of several, or a printing's one face.
type Face struct {
	Side      string   `json:"side,omitempty"` // "a", "b", …
	Name      string   `json:"name"`           // English Oracle name of the face
	ManaCost  string   `json:"mana_cost,omitempty"`
	ManaValue float64  `json:"mana_value,omitempty"`
	Type      string   `json:"type_line,omitempty"`
	Text      string   `json:"text,omitempty"` // Oracle text
	Colors    []string `json:"colors,omitempty"`
	Power     string   `json:"power,omitempty"`
	Toughness string   `json:"toughness,omitempty"`
	Loyalty   string   `json:"loyalty,omitempty"`
	Defense   string   `json:"defense,omitempty"`
	// Printed is the face as printed in the entry's language; on a Card's
	// Faces it is empty (Texts holds the printed faces).
	Printed FaceText `json:"-"`
}

// FaceText is a name, type line and text in one language.
type FaceText struct {
	Name string `json:"name"`
	Type string `json:"type_line,omitempty"`
	Text string `json:"text,omitempty"`
}

// Text is a card in one language.
type Text struct {
	Lang string `json:"lang"`
	FaceText
	// Faces are the faces' names, type lines and texts for a card of
	// several; Name, Type and Text then join them (" // ", "\n//\n").
	Faces []FaceText `json:"faces,omitempty"`
	// Also are the other names the card was printed under in this
	// language (older printings, other translations), for the lookups.
	Also []string `json:"also,omitempty"`
	// Set and Number are the printing the text is from.
	Set    string `json:"set,omitempty"`
	Number string `json:"collector_number,omitempty"`

	released string // of that printing, to tell which is newer
	complete bool   // that printing gives a type line, not a name alone
}

// Printing is one card as printed in one set and language.
type Printing struct {
	Set           string `json:"set"` // lower case
	Number        string `json:"collector_number"`
	Lang          string `json:"lang"`
	Name          string `json:"name,omitempty"` // the name printed, when the file gives it
	Released      string `json:"released_at,omitempty"`
	ScryfallID    string `json:"scryfall_id,omitempty"`
	UUID          string `json:"mtgjson_uuid,omitempty"`
	MultiverseIDs []int  `json:"multiverse_ids,omitempty"`
	URI           string `json:"scryfall_uri,omitempty"`
	// Type and Text are the type line and text printed, for a printing of
	// one face that prints them otherwise than the card's Texts[Lang]
	// (showcase frames without reminder text, older wordings); empty
	// when the same, and on English printings (the Oracle text).
	Type string `json:"type_line,omitempty"`
	Text string `json:"text,omitempty"`
}

// Ruling is one English ruling of a card.
type Ruling struct {
	Date   string `json:"date"`             // YYYY-MM-DD
	Text   string `json:"text"`             // the ruling
	Source string `json:"source,omitempty"` // "wotc" or "scryfall", when the file says
}

// Text returns the card in lang, or nil.
func (c *Card) Text(lang string) *Text { return c.Texts[lang] }

// Printed returns the name, type line and text printed on p, one of c's
// printings: its own when they differ from the card's in its language.
func (c *Card) Printed(p *Printing) FaceText {
	ft := FaceText{Name: p.Name}
	if t := c.Texts[p.Lang]; t != nil {
		ft.Type, ft.Text = t.Type, t.Text
		if ft.Name == "" {
			ft.Name = t.Name
		}
	}
	if p.Type != "" || p.Text != "" {
		ft.Type, ft.Text = p.Type, p.Text
	}
	return ft
}

// Printing returns the card's printing of set, collector number and
// language, or nil.
func (c *Card) Printing(set, number, lang string) *Printing {
	for i := range c.Printings {
		p := &c.Printings[i]
		if p.Set == set && p.Number == number && p.Lang == lang {
			return p
		}
	}
	return nil
}
