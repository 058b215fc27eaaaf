package api

import (
	"cmp"
	"html/template"
	"net/http"
	"strings"

	"github.com/arbitre/arbitre/cardnames"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/labstack/echo/v4"
)

// cardJSON is a card as the API returns it.
type cardJSON struct {
	Object string `json:"object"`
	*corpus.Card
	// Counterpart is the id of the same card in the other language's
	// document, when the alignment knows it.
	Counterpart string `json:"counterpart,omitempty"`
	// EnglishName and ScryfallURI are the card's English name and its
	// page on Scryfall, when English names were imported (--names).
	EnglishName string `json:"english_name,omitempty"`
	ScryfallURI string `json:"scryfall_uri,omitempty"`
	URI         string `json:"uri"`
	// With card data (--card-data), Record is the id of the card's record
	// in the card's language, OracleID its Oracle id, and Rulings the
	// notes' rulings, each with its lang and source (the document),
	// followed by the record's English rulings (with their date, source
	// "carddata"); without, the notes' rulings as they are.
	Record   string `json:"record,omitempty"`
	OracleID string `json:"oracle_id,omitempty"`
	Rulings  []any  `json:"rulings"`
}

func (s *Server) cardJSON(c *corpus.Card) cardJSON {
	out := cardJSON{Object: "card", Card: c, URI: s.urls.card(c.ID)}
	if en, ok := s.english[c.ID]; ok {
		out.EnglishName, out.ScryfallURI = en.Name, en.URI
	}
	if other, ok := s.counterpart(c.ID); ok {
		out.Counterpart = other.ID
	}
	if s.records != nil {
		s.withRecord(&out, c)
	} else if c.Rulings != nil {
		// Rulings hides the card's own: they are written as they are.
		out.Rulings = make([]any, len(c.Rulings))
		for i, r := range c.Rulings {
			out.Rulings[i] = r
		}
	}
	return out
}

// withRecord adds to out, notes card c's JSON, what its record says.
func (s *Server) withRecord(out *cardJSON, c *corpus.Card) {
	out.Rulings = append([]any{}, notesRulings([]*corpus.Card{c})...)
	rec := s.records.recordOf(c.ID)
	if rec == nil {
		return
	}
	out.Record, out.OracleID = index.CardDataID(rec, c.Lang), rec.OracleID
	if rec.Texts[c.Lang] == nil {
		out.Record = index.CardDataID(rec, "en")
	}
	if out.EnglishName == "" {
		out.EnglishName = rec.Name
	}
	out.Rulings = append(out.Rulings, recordRulings(rec)...)
}

func (s *Server) lookupCard(c echo.Context) (*corpus.Card, error) {
	id, err := idParam(c, "id")
	if err != nil {
		return nil, err
	}
	card := s.kb.Card(id)
	if card == nil {
		return nil, notFoundMsg("err.no_card", id)
	}
	return card, nil
}

func (s *Server) apiCard(c echo.Context) error {
	if rec, lang := s.records.record(c.Param("id")); rec != nil {
		if lang == "" {
			lang = pageLang(c)
		}
		return c.JSON(http.StatusOK, s.recordJSON(rec, lang))
	}
	card, err := s.lookupCard(c)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, s.cardJSON(card))
}

// apiCardNamed resolves ?exact= or ?fuzzy= (optionally &lang=) to one card;
// several equally good matches are a 404 of type "ambiguous" listing them.
// A name shared by the printings of one card in several languages (an
// English name) gives the printing in lang, else in the reader's
// language (hl).
func (s *Server) apiCardNamed(c echo.Context) error {
	exact, err := textParam(c, "exact")
	if err != nil {
		return err
	}
	fuzzy, err := textParam(c, "fuzzy")
	if err != nil {
		return err
	}
	lang := c.QueryParam("lang")
	if lang != "" && lang != "fr" && lang != "it" && (s.records == nil || lang != "en") {
		return badRequest("invalid_lang", "lang must be fr or it")
	}
	var found []*corpus.Card
	switch {
	case exact != "" && fuzzy != "":
		return badRequest("bad_request", "give exact or fuzzy, not both")
	case exact != "":
		found = s.names.distinct(s.names.Exact(exact, lang))
	case fuzzy != "":
		found = s.names.Fuzzy(fuzzy, lang)
	default:
		return badRequest("bad_request", "give ?exact=NAME or ?fuzzy=NAME")
	}
	if len(found) == 0 && s.records != nil {
		return s.apiRecordNamed(c, cmp.Or(exact, fuzzy), lang, fuzzy != "")
	}
	switch len(found) {
	case 0:
		return notFoundMsg("err.no_card_named")
	case 1:
		prefer := lang
		if prefer == "" {
			prefer, _ = uiLang(c.Request())
		}
		return c.JSON(http.StatusOK, s.cardJSON(s.names.inLang(found[0], prefer)))
	}
	e := notFoundMsg("err.ambiguous_name")
	e.Type = "ambiguous"
	for _, card := range found[:min(len(found), 10)] {
		e.Warnings = append(e.Warnings, card.Name)
	}
	return e
}

// cardView is the card page.
type cardView struct {
	Card       *corpus.Card
	Doc        linkView
	Set        string
	Cost       template.HTML
	Text       []template.HTML
	Modes      []template.HTML
	Faces      []faceView
	SharedType bool // the faces share the card's type line
	Rulings    []rulingView
	// Marks are the scenarios that check the card's own text (a check
	// naming the card), with their verdicts.
	Marks       []markView
	Mechanics   []linkView
	ExampleIn   []linkView
	Counterpart *linkView
	CompareURL  string
	// English is the card's English name and Scryfall page (--names).
	English *cardnames.Name
	// Record links to the card's record (--card-data), and
	// EnglishRulings are its English rulings, dated.
	Record         *linkView
	EnglishRulings []recordRuling
}

type faceView struct {
	Name, TypeLine       string
	PT, Loyalty, Defense string
	Cost                 template.HTML
	Text                 []template.HTML
}

func (s *Server) cardPage(c echo.Context) error {
	if rec, lang := s.records.record(c.Param("id")); rec != nil {
		return s.recordPage(c, rec, lang)
	}
	card, err := s.lookupCard(c)
	if err != nil {
		return err
	}
	ls := s.links.session(linkScope{Doc: card.Doc, Lang: card.Lang, Self: card.ID})
	v := cardView{
		Card: card,
		Doc:  s.docLink(card.Doc),
		Set:  setLabel(card.Set),
		Cost: s.mana.html(card.ManaCost),
	}
	if corpus.MultiFace(card.Layout) {
		// A room's doors share the card's type line, shown once below
		// them; every other multi-face card prints each face's own.
		shared := card.Layout == corpus.LayoutRoom
		for _, f := range card.Faces {
			fv := faceView{Name: f.Name, Cost: s.mana.html(f.ManaCost), Text: paragraphs(f.Text, ls), PT: f.PT, Loyalty: f.Loyalty, Defense: f.Defense}
			if !shared {
				fv.TypeLine = f.TypeLine
			}
			v.Faces = append(v.Faces, fv)
		}
		v.SharedType = shared
	}
	v.Text = paragraphs(cardOwnText(card), ls)
	v.Modes = paragraphs(card.Modes, ls)
	v.Rulings = s.rulingViews(card.Rulings, ls)
	v.Marks = s.marks(card.ID)
	for _, m := range card.Mechanics {
		for _, sec := range s.kb.MechanicSections(m) {
			if sec.Lang == card.Lang {
				v.Mechanics = append(v.Mechanics, linkView{Title: sec.Title, URL: s.urls.section(sec.ID), Lang: sec.Lang})
			}
		}
	}
	for _, sec := range s.kb.SectionsPrinting(card.ID) {
		v.ExampleIn = append(v.ExampleIn, linkView{Title: sec.Title, URL: s.urls.section(sec.ID), Lang: sec.Lang})
	}
	if en, ok := s.english[card.ID]; ok {
		v.English = &en
	}
	if other, ok := s.counterpart(card.ID); ok {
		v.Counterpart = &linkView{Title: other.Name, URL: s.urls.card(other.ID), Lang: other.Lang}
		v.CompareURL = s.urls.compare(card.ID)
	}
	if s.records != nil {
		if rec := s.records.recordOf(card.ID); rec != nil {
			v.Record = &linkView{Title: rec.Name, URL: s.urls.card(index.CardDataID(rec, "en")), Lang: "en", Kind: "card"}
			v.EnglishRulings = s.englishRulings(rec, pageTr(c))
		}
	}
	return s.render(c, http.StatusOK, "card", card.Name, v)
}

// setLabel names a set code the way players write it: a short code in
// capitals ("DSK"), a product named by a word capitalised ("Archenemy").
func setLabel(set string) string {
	if set == "" {
		return ""
	}
	if len(set) > 5 {
		return strings.ToUpper(set[:1]) + set[1:]
	}
	return strings.ToUpper(set)
}

// cardOwnText is a card's rules text without the paragraphs its faces
// already show: a room's text repeats both doors' texts, then adds the
// reminder of how rooms work.
func cardOwnText(c *corpus.Card) []string {
	if !corpus.MultiFace(c.Layout) {
		return c.Text
	}
	onFace := map[string]bool{}
	for _, f := range c.Faces {
		for _, p := range f.Text {
			onFace[p] = true
		}
	}
	var out []string
	for _, p := range c.Text {
		if !onFace[p] {
			out = append(out, p)
		}
	}
	return out
}
