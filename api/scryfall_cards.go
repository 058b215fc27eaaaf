package api

import (
	"cmp"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/internal/text"
)

// scryfall holds what the Scryfall-compatible routes look up beyond the
// card data's own lookups, made once per Server on first use: the
// printings by id, the sets, the catalog of names and the notes' rulings
// matched to the cards.
type scryfall struct {
	cards   *carddata.Cards
	byIDs   map[string][]printingRef // by Scryfall id and MTGJSON uuid
	byMID   map[int]printingRef      // by multiverse id: one printing in one language each
	sets    map[string]*scrySetInfo  // by lower-case code
	setList []*scrySetInfo           // by release date, newest first, as Scryfall lists them
	names   []string                 // the English names, sorted
	notes   map[string][]scryRuling  // the notes' rulings by card id
	// folded are the cards' names folded, by card id and language, for
	// the name words of a search.
	folded map[*carddata.Card]map[string]string
}

// printingRef is one printing of one card.
type printingRef struct {
	card *carddata.Card
	i    int // in card.Printings
}

// newScryfall indexes the card data; nil when the server has none.
func (s *Server) newScryfall() *scryfall {
	if s.cardData == nil {
		return nil
	}
	sf := &scryfall{cards: s.cardData, byIDs: map[string][]printingRef{}, byMID: map[int]printingRef{}, sets: map[string]*scrySetInfo{},
		folded: map[*carddata.Card]map[string]string{}}
	setNames, released := map[string]string{}, map[string]string{}
	for _, st := range s.vocab.Sets {
		if n := st.Names["en"]; len(n) > 0 {
			setNames[st.Code] = n[0]
		}
		released[st.Code] = st.Released
	}
	for _, c := range s.cardData.All() {
		sf.names = append(sf.names, c.Name)
		f := map[string]string{}
		for lang, t := range c.Texts {
			f[lang] = text.Fold(t.Name)
		}
		f["en"] = text.Fold(c.Name)
		sf.folded[c] = f
		for i, p := range c.Printings {
			for _, id := range []string{strings.ToLower(p.ScryfallID), strings.ToLower(p.UUID)} {
				if id != "" {
					sf.byIDs[id] = append(sf.byIDs[id], printingRef{c, i})
				}
			}
			for _, mid := range p.MultiverseIDs {
				if _, dup := sf.byMID[mid]; !dup {
					sf.byMID[mid] = printingRef{c, i}
				}
			}
			sf.addToSet(c, p, setNames)
		}
	}
	slices.Sort(sf.names)
	sf.names = slices.Compact(sf.names)
	for _, st := range sf.sets {
		sf.setList = append(sf.setList, st)
	}
	slices.SortFunc(sf.setList, func(a, b *scrySetInfo) int {
		return cmp.Or(strings.Compare(b.released, a.released), strings.Compare(a.code, b.code))
	})
	sf.notes = scryNotesRulings(s.kb, s.records, released)
	return sf
}

// printing returns the printing of c a card object answers in lang: in
// set when one is given, the one lang's text is from (the most recent),
// else the most recent in lang, else the English one. A card no file gave
// a printing of gets one made of its text alone.
func (sf *scryfall) printing(c *carddata.Card, lang, set string) *carddata.Printing {
	for _, l := range []string{lang, "en", ""} {
		var best *carddata.Printing
		for i := range c.Printings {
			p := &c.Printings[i]
			if (l != "" && p.Lang != l) || (set != "" && p.Set != set) {
				continue
			}
			if t := c.Text(p.Lang); t != nil && t.Set == p.Set && t.Number == p.Number {
				return p
			}
			if best == nil || p.Released > best.Released {
				best = p
			}
		}
		if best != nil {
			return best
		}
	}
	return &carddata.Printing{Lang: "en"}
}

// byID finds a printing by its Scryfall id or MTGJSON uuid, or a card by
// its Oracle id (its English printing). An MTGJSON file gives a printing
// in another language its English printing's Scryfall id: the English
// one answers, as Scryfall does for that id.
func (sf *scryfall) byID(id string) (*carddata.Card, *carddata.Printing) {
	refs := sf.byIDs[strings.ToLower(id)]
	for _, r := range refs {
		if p := &r.card.Printings[r.i]; p.Lang == "en" || len(refs) == 1 {
			return r.card, p
		}
	}
	if len(refs) > 0 {
		return refs[0].card, &refs[0].card.Printings[refs[0].i]
	}
	if c := sf.cards.Card(id); c != nil {
		return c, sf.printing(c, "en", "")
	}
	return nil, nil
}

// byMultiverse finds the printing of a multiverse id (Gatherer's), which
// names one language's printing.
func (sf *scryfall) byMultiverse(id string) (*carddata.Card, *carddata.Printing) {
	mid, err := strconv.Atoi(id)
	if err != nil {
		return nil, nil
	}
	r, ok := sf.byMID[mid]
	if !ok {
		return nil, nil
	}
	return r.card, &r.card.Printings[r.i]
}

// bySetNumber finds the printing of set and collector number in lang
// ("" is English).
func (sf *scryfall) bySetNumber(set, number, lang string) (*carddata.Card, *carddata.Printing) {
	set, lang = strings.ToLower(set), strings.ToLower(cmp.Or(lang, "en"))
	st := sf.sets[set]
	if st == nil {
		return nil, nil
	}
	for _, c := range st.cards {
		if p := c.Printing(set, number, lang); p != nil {
			return c, p
		}
	}
	return nil, nil
}

// scryCard is Scryfall's card object for one printing. Fields Scryfall
// gives that the card data has no word of (images, prices, legalities,
// rarity) are left out.
type scryCard struct {
	Object          string         `json:"object"`
	ID              string         `json:"id"`
	OracleID        string         `json:"oracle_id,omitempty"`
	MultiverseIDs   []int          `json:"multiverse_ids"`
	Lang            string         `json:"lang"`
	ReleasedAt      string         `json:"released_at,omitempty"`
	URI             string         `json:"uri"`
	ScryfallURI     string         `json:"scryfall_uri,omitempty"`
	Layout          string         `json:"layout"`
	RulingsURI      string         `json:"rulings_uri"`
	PrintsSearchURI string         `json:"prints_search_uri,omitempty"`
	Name            string         `json:"name"`
	PrintedName     string         `json:"printed_name,omitempty"`
	ManaCost        *string        `json:"mana_cost,omitempty"`
	CMC             float64        `json:"cmc"`
	TypeLine        string         `json:"type_line,omitempty"`
	PrintedTypeLine string         `json:"printed_type_line,omitempty"`
	OracleText      *string        `json:"oracle_text,omitempty"`
	PrintedText     string         `json:"printed_text,omitempty"`
	Colors          []string       `json:"colors"`
	Power           string         `json:"power,omitempty"`
	Toughness       string         `json:"toughness,omitempty"`
	Loyalty         string         `json:"loyalty,omitempty"`
	Defense         string         `json:"defense,omitempty"`
	CardFaces       []scryCardFace `json:"card_faces,omitempty"`
	Set             string         `json:"set"`
	SetName         string         `json:"set_name,omitempty"`
	SetURI          string         `json:"set_uri,omitempty"`
	CollectorNumber string         `json:"collector_number"`
	// MTGJSONUUID is no field of Scryfall's: the card data's MTGJSON id
	// of the printing, for a client that joins the two.
	MTGJSONUUID string `json:"mtgjson_uuid,omitempty"`
}

// scryCardFace is Scryfall's card face object.
type scryCardFace struct {
	Object          string   `json:"object"`
	Name            string   `json:"name"`
	PrintedName     string   `json:"printed_name,omitempty"`
	ManaCost        string   `json:"mana_cost"`
	TypeLine        string   `json:"type_line,omitempty"`
	PrintedTypeLine string   `json:"printed_type_line,omitempty"`
	OracleText      string   `json:"oracle_text,omitempty"`
	PrintedText     string   `json:"printed_text,omitempty"`
	Colors          []string `json:"colors,omitempty"`
	Power           string   `json:"power,omitempty"`
	Toughness       string   `json:"toughness,omitempty"`
	Loyalty         string   `json:"loyalty,omitempty"`
	Defense         string   `json:"defense,omitempty"`
}

// cardObject writes c's printing p as Scryfall does: the English Oracle
// name, type line and text, and for a printing in another language what
// it prints in printed_name, printed_type_line and printed_text.
func (sf *scryfall) cardObject(base string, c *carddata.Card, p *carddata.Printing) scryCard {
	id := cmp.Or(p.ScryfallID, p.UUID, c.ID)
	o := scryCard{
		Object: "card", ID: id, OracleID: c.OracleID, MultiverseIDs: p.MultiverseIDs, Lang: p.Lang,
		ReleasedAt: p.Released, URI: base + "/cards/" + url.PathEscape(id), ScryfallURI: scryfallURI(c, p),
		Layout: c.Layout, RulingsURI: base + "/cards/" + url.PathEscape(id) + "/rulings",
		Name: c.Name, CMC: c.ManaValue, Colors: c.Colors,
		Power: c.Power, Toughness: c.Toughness, Loyalty: c.Loyalty, Defense: c.Defense,
		Set: p.Set, CollectorNumber: p.Number, MTGJSONUUID: p.UUID,
	}
	if o.MultiverseIDs == nil {
		o.MultiverseIDs = []int{}
	}
	if o.Colors == nil {
		o.Colors = []string{}
	}
	if c.OracleID != "" {
		o.PrintsSearchURI = base + "/cards/search?order=released&q=" + url.QueryEscape("oracleid:"+c.OracleID) + "&unique=prints"
	}
	if st := sf.sets[p.Set]; st != nil {
		o.SetName, o.SetURI = st.name, base+"/sets/"+url.PathEscape(p.Set)
	}
	// A card of one face has a mana cost and a text, if empty, as on
	// Scryfall (clients read them); a card of several has them on its
	// faces, and a joined mana cost when its faces have one.
	if len(c.Faces) == 0 || c.ManaCost != "" {
		o.ManaCost = &c.ManaCost
	}
	if en := c.Text("en"); en != nil {
		o.TypeLine = en.Type
		if len(c.Faces) == 0 {
			o.OracleText = &en.Text
		}
	}
	if p.Lang != "en" {
		pr := c.Printed(p)
		o.PrintedName, o.PrintedTypeLine, o.PrintedText = pr.Name, pr.Type, pr.Text
	}
	if len(c.Faces) > 0 {
		o.CardFaces = sf.faces(c, p.Lang)
		o.PrintedText = "" // on the faces, as Scryfall writes them
	}
	return o
}

// faces are c's faces in Scryfall's card face objects, with what they
// print in lang.
func (sf *scryfall) faces(c *carddata.Card, lang string) []scryCardFace {
	var printed []carddata.FaceText
	if t := c.Text(lang); t != nil && lang != "en" {
		printed = t.Faces
	}
	out := make([]scryCardFace, len(c.Faces))
	for i, f := range c.Faces {
		out[i] = scryCardFace{Object: "card_face", Name: f.Name, ManaCost: f.ManaCost, TypeLine: f.Type,
			OracleText: f.Text, Colors: f.Colors, Power: f.Power, Toughness: f.Toughness,
			Loyalty: f.Loyalty, Defense: f.Defense}
		if i < len(printed) {
			out[i].PrintedName, out[i].PrintedTypeLine, out[i].PrintedText = printed[i].Name, printed[i].Type, printed[i].Text
		}
	}
	return out
}

// scryfallURI is the printing's page on scryfall.com: the file's, else
// made as Scryfall makes it from the set, number, language and English
// name (an MTGJSON file gives none).
func scryfallURI(c *carddata.Card, p *carddata.Printing) string {
	if p.URI != "" || p.Set == "" {
		return p.URI
	}
	u := "https://scryfall.com/card/" + url.PathEscape(p.Set) + "/" + url.PathEscape(p.Number)
	if p.Lang != "en" {
		u += "/" + url.PathEscape(p.Lang)
	}
	return u + "/" + text.Slug(c.Name)
}
