package api

import (
	"html/template"
	"net/http"
	"slices"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/cardnames"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/labstack/echo/v4"
)

// records are the card data's records (--card-data) with the notes' cards
// each stands for, matched by carddata's one matching: by exact names
// (NotesRecord) when the snapshot is built, map lookups that cost next to
// nothing; by a name a typo away (NotesRecordTypo) for the cards left, on
// the first request that needs them, so that a snapshot build does not
// pay for it. The pages, /api and the Scryfall routes all read recordOf
// and notesOf, and so agree.
type records struct {
	cards *carddata.Cards
	exact map[string]*carddata.Card // notes card id → its record, by exact names
	full  func() *matching          // exact and typo passes, on first use
}

// matching is the whole matching of the notes' cards to the records.
type matching struct {
	notesOf  map[string][]*corpus.Card // record id → the notes' cards of it, in KB order
	recordOf map[string]*carddata.Card // notes card id → its record
}

// newRecords matches kb's cards to cards' records by exact names; nil
// without card data.
func newRecords(cards *carddata.Cards, kb *corpus.KB, english cardnames.Names) *records {
	if cards == nil {
		return nil
	}
	r := &records{cards: cards, exact: map[string]*carddata.Card{}}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		if rec := cards.NotesRecord(c, english[c.ID].Name); rec != nil {
			r.exact[c.ID] = rec
		}
	}
	r.full = sync.OnceValue(func() *matching { return r.typoPass(kb) })
	return r
}

// typoPass completes the exact matching with the typo pass, for the cards
// the exact one left.
func (r *records) typoPass(kb *corpus.KB) *matching {
	m := &matching{notesOf: map[string][]*corpus.Card{}, recordOf: make(map[string]*carddata.Card, len(r.exact))}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		rec := r.exact[c.ID]
		if rec == nil {
			rec = r.cards.NotesRecordTypo(c)
		}
		if rec == nil {
			continue
		}
		m.recordOf[c.ID] = rec
		m.notesOf[rec.ID] = append(m.notesOf[rec.ID], c)
	}
	return m
}

// recordOf is the record of notes card id, nil for none (or without card
// data): the exact matching's, else the typo pass's.
func (r *records) recordOf(id string) *carddata.Card {
	if r == nil {
		return nil
	}
	if rec := r.exact[id]; rec != nil {
		return rec
	}
	return r.full().recordOf[id]
}

// notesOf are the notes' cards of record id, in KB order.
func (r *records) notesOf(id string) []*corpus.Card {
	if r == nil {
		return nil
	}
	return r.full().notesOf[id]
}

// record returns the record of id, an Oracle id with or without a
// language ("….fr", as the index names a record in one language), and
// that language ("" when id has none).
func (r *records) record(id string) (*carddata.Card, string) {
	if r == nil {
		return nil, ""
	}
	if c := r.lookup(id); c != nil {
		return c, ""
	}
	base, lang, ok := cutLast(id, ".")
	if !ok {
		return nil, ""
	}
	c := r.lookup(base)
	if c == nil || c.Texts[lang] == nil {
		return nil, ""
	}
	return c, lang
}

// lookup finds a record by its id, "name-slug" standing for "name:slug".
func (r *records) lookup(id string) *carddata.Card {
	if c := r.cards.Card(id); c != nil {
		return c
	}
	if rest, ok := strings.CutPrefix(id, "name-"); ok {
		return r.cards.Card("name:" + rest)
	}
	return nil
}

func cutLast(s, sep string) (before, after string, ok bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

// recordJSON is a record in one language, as the API returns it: the
// printed name, type line and text in that language, the English name,
// every language's texts, the printings, and the rulings: the notes'
// (French, Italian) and the card data's (English).
type recordJSON struct {
	Object      string `json:"object"`
	ID          string `json:"id"` // the record in this language: the Oracle id and the language
	OracleID    string `json:"oracle_id,omitempty"`
	Lang        string `json:"lang"`
	Name        string `json:"name"`
	EnglishName string `json:"english_name"`
	TypeLine    string `json:"type_line,omitempty"`
	// Text is the rules text in paragraphs, as a notes card's.
	Text      []string            `json:"text"`
	ManaCost  string              `json:"mana_cost,omitempty"`
	ManaValue float64             `json:"mana_value"`
	Colors    []string            `json:"colors,omitempty"`
	Power     string              `json:"power,omitempty"`
	Toughness string              `json:"toughness,omitempty"`
	Loyalty   string              `json:"loyalty,omitempty"`
	Defense   string              `json:"defense,omitempty"`
	Layout    string              `json:"layout"`
	Faces     []carddata.FaceText `json:"faces,omitempty"`
	// Texts are the card in every language the card data holds.
	Texts     map[string]*carddata.Text `json:"texts"`
	Printings []carddata.Printing       `json:"printings"`
	// Rulings are notesRulingJSON and dataRulingJSON: the notes' first.
	Rulings []any `json:"rulings"`
	// NotesCards are the notes' cards of the same card.
	NotesCards  []string `json:"notes_cards,omitempty"`
	ScryfallURI string   `json:"scryfall_uri,omitempty"`
	URI         string   `json:"uri"`
	Source      string   `json:"source"` // "carddata"
}

// notesRulingJSON is a notes' ruling as a notes card's JSON gives it (id,
// text, line, pos, flags), with its language and source: its document.
type notesRulingJSON struct {
	corpus.Ruling
	Lang   string `json:"lang"`
	Source string `json:"source"`
}

// dataRulingJSON is an English ruling of the card data, with its date;
// its source is "carddata".
type dataRulingJSON struct {
	ID     string `json:"id"`
	Text   string `json:"text"`
	Lang   string `json:"lang"`
	Date   string `json:"date,omitempty"`
	Source string `json:"source"`
}

// notesRulings are the rulings of the notes' cards cs.
func notesRulings(cs []*corpus.Card) []any {
	var out []any
	for _, c := range cs {
		for _, r := range c.Rulings {
			out = append(out, notesRulingJSON{Ruling: r, Lang: c.Lang, Source: c.Doc})
		}
	}
	return out
}

// recordRulings are the English rulings of record c.
func recordRulings(c *carddata.Card) []any {
	out := make([]any, 0, len(c.Rulings))
	for i, r := range c.Rulings {
		out = append(out, dataRulingJSON{ID: index.CardDataRulingID(c, i+1), Text: r.Text, Lang: "en", Date: r.Date, Source: index.DocCardData})
	}
	return out
}

// recordJSON is record c in lang (English when c has no text in lang).
func (s *Server) recordJSON(c *carddata.Card, lang string) recordJSON {
	t := c.Texts[lang]
	if t == nil {
		lang, t = "en", c.Texts["en"]
	}
	if t == nil {
		t = &carddata.Text{Lang: lang, FaceText: carddata.FaceText{Name: c.Name}}
	}
	out := recordJSON{
		Object: "card", ID: index.CardDataID(c, lang), OracleID: c.OracleID, Lang: lang,
		Name: t.Name, EnglishName: c.Name, TypeLine: t.Type, Text: splitParagraphs(t.Text),
		ManaCost: c.ManaCost, ManaValue: c.ManaValue, Colors: c.Colors, Power: c.Power, Toughness: c.Toughness,
		Loyalty: c.Loyalty, Defense: c.Defense, Layout: c.Layout, Faces: t.Faces, Texts: c.Texts,
		Printings: c.Printings, URI: s.urls.card(index.CardDataID(c, lang)), Source: index.DocCardData,
	}
	if out.Text == nil {
		out.Text = []string{}
	}
	notes := s.records.notesOf(c.ID)
	out.Rulings = append(append([]any{}, notesRulings(notes)...), recordRulings(c)...)
	for _, n := range notes {
		out.NotesCards = append(out.NotesCards, n.ID)
	}
	for _, p := range c.Printings {
		if p.URI != "" {
			out.ScryfallURI = p.URI
			break
		}
	}
	return out
}

// splitParagraphs splits a card's text at its line breaks.
func splitParagraphs(s string) []string {
	var out []string
	for _, p := range strings.Split(s, "\n") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// namedRecord finds the record named q (exact, or else fuzzy: a prefix
// or a typo away), in lang when given: the record and the language of
// the name found. A name the card bears alike in several languages
// ("Basri Ket") is taken in prefer, the reader's, else in English.
// Several cards bearing the name exactly are ambiguous: their names are
// returned instead.
func (s *Server) namedRecord(q, lang, prefer string, fuzzy bool) (*carddata.Card, string, []string) {
	if s.records == nil {
		return nil, "", nil
	}
	var ms []carddata.Match
	for _, m := range s.records.cards.Named(q) {
		if lang == "" || m.Lang == lang {
			ms = append(ms, m)
		}
	}
	if len(ms) == 0 && fuzzy {
		for _, m := range s.records.cards.Fuzzy(q, 10) {
			if lang == "" || m.Lang == lang {
				ms = append(ms, m)
				break // the best: Fuzzy ranks them
			}
		}
	}
	if len(ms) == 0 {
		return nil, "", nil
	}
	distinct := map[string]bool{}
	var names []string
	for _, m := range ms {
		if !distinct[m.Card.ID] {
			distinct[m.Card.ID] = true
			names = append(names, m.Name)
		}
	}
	if len(distinct) > 1 {
		return nil, "", names
	}
	best := ms[0]
	for _, want := range []string{prefer, "en"} {
		if i := slices.IndexFunc(ms, func(m carddata.Match) bool { return m.Lang == want }); i >= 0 {
			best = ms[i]
			break
		}
	}
	return best.Card, best.Lang, nil
}

// apiRecordNamed answers /api/cards/named from the card data, for a name
// no notes card bears: the record in the language of the name found.
func (s *Server) apiRecordNamed(c echo.Context, q, lang string, fuzzy bool) error {
	rec, found, names := s.namedRecord(q, lang, pageLang(c), fuzzy)
	if rec == nil && len(names) == 0 {
		return notFoundMsg("err.no_card_named")
	}
	if rec == nil {
		e := notFoundMsg("err.ambiguous_name")
		e.Type = "ambiguous"
		e.Warnings = names[:min(len(names), 10)]
		return e
	}
	return c.JSON(http.StatusOK, s.recordJSON(rec, found))
}

// pageLang is the reader's language (hl, else the browser's).
func pageLang(c echo.Context) string {
	l, _ := uiLang(c.Request())
	return l
}

// recordView is the page of a record in one language.
type recordView struct {
	recordJSON
	Cost template.HTML
	// Paragraphs are the text's, mana symbols drawn.
	Paragraphs []template.HTML
	PT         string
	Faces      []recordFace
	Langs      []recordLang
	Others     []recordOther
	Notes      []linkView
	Printings  []string
	Rulings    []recordRuling
	// CompareURL is the record's languages side by side, with the
	// reader's verdict.
	CompareURL string
}

type recordFace struct {
	Name, Type string
	Paragraphs []template.HTML
}

// recordLang is a link to the record in one language.
type recordLang struct {
	Lang, Label, Name, URL string
	Current                bool
}

// recordOther is the record in another language, folded: one tap away.
type recordOther struct {
	Lang, Label, Name, Type, URL string
	Paragraphs                   []template.HTML
}

// recordRuling is a ruling on a record's page: a notes' one (its source
// is the notes card), or an English one of the card data (with its date).
type recordRuling struct {
	ID, Lang, Label, LangName, Date string
	Text                            template.HTML
	Source                          *linkView
}

// recordPage is the page of record rec in lang ("" for the reader's
// language, else English).
func (s *Server) recordPage(c echo.Context, rec *carddata.Card, lang string) error {
	tr := pageTr(c)
	if lang == "" {
		lang = string(tr)
		if rec.Texts[lang] == nil {
			lang = "en"
		}
	}
	j := s.recordJSON(rec, lang)
	v := recordView{recordJSON: j, Cost: s.mana.html(j.ManaCost), Paragraphs: s.linkedParagraphs(strings.Join(j.Text, "\n"), j.Lang),
		CompareURL: s.urls.compare(strings.ReplaceAll(rec.ID, ":", "-"))}
	if j.Power != "" || j.Toughness != "" {
		v.PT = j.Power + "/" + j.Toughness
	}
	for _, f := range j.Faces {
		v.Faces = append(v.Faces, recordFace{Name: f.Name, Type: f.Type, Paragraphs: s.linkedParagraphs(f.Text, j.Lang)})
	}
	for _, l := range recordLangs(rec) {
		t := rec.Texts[l]
		u := s.urls.card(index.CardDataID(rec, l))
		v.Langs = append(v.Langs, recordLang{Lang: l, Label: strings.ToUpper(l), Name: tr.T("lang." + l), URL: u, Current: l == j.Lang})
		if l != j.Lang {
			v.Others = append(v.Others, recordOther{Lang: l, Label: strings.ToUpper(l), Name: t.Name, Type: t.Type, URL: u, Paragraphs: s.linkedParagraphs(t.Text, l)})
		}
	}
	for _, n := range s.records.notesOf(rec.ID) {
		v.Notes = append(v.Notes, linkView{Title: n.Name, URL: s.urls.card(n.ID), Lang: n.Lang, Kind: "card"})
		for _, r := range n.Rulings {
			src := linkView{Title: n.Name, URL: s.urls.card(n.ID) + "#" + r.ID, Lang: n.Lang}
			v.Rulings = append(v.Rulings, recordRuling{ID: r.ID, Lang: n.Lang, Label: strings.ToUpper(n.Lang),
				LangName: tr.T("lang." + n.Lang), Text: s.mana.html(r.Text), Source: &src})
		}
	}
	v.Rulings = append(v.Rulings, s.englishRulings(rec, tr)...)
	for _, p := range rec.Printings {
		v.Printings = append(v.Printings, strings.ToUpper(p.Set)+" "+p.Number+" ("+p.Lang+")")
	}
	return s.render(c, http.StatusOK, "record", j.Name, v)
}

// englishRulings are record rec's English rulings, for a page.
func (s *Server) englishRulings(rec *carddata.Card, tr translator) []recordRuling {
	out := make([]recordRuling, 0, len(rec.Rulings))
	for i, r := range rec.Rulings {
		out = append(out, recordRuling{ID: index.CardDataRulingID(rec, i+1), Lang: "en", Label: "EN", LangName: tr.T("lang.en"),
			Date: r.Date, Text: s.mana.html(r.Text)})
	}
	return out
}

// recordLangs are the languages rec has a text in, French, Italian and
// English first.
func recordLangs(rec *carddata.Card) []string {
	var out []string
	for _, l := range []string{"fr", "it", "en"} {
		if rec.Texts[l] != nil {
			out = append(out, l)
		}
	}
	var rest []string
	for l := range rec.Texts {
		if l != "fr" && l != "it" && l != "en" {
			rest = append(rest, l)
		}
	}
	slices.Sort(rest)
	return append(out, rest...)
}

// exactRecordURL is the page of the one record named q exactly, in the
// language of that name; "" when none or several are (or q is a query
// rather than a name).
func (s *Server) exactRecordURL(q, prefer string) string {
	if s.records == nil || !plainQuery(q) {
		return ""
	}
	rec, lang, _ := s.namedRecord(q, "", prefer, false)
	if rec == nil {
		return ""
	}
	return s.urls.card(index.CardDataID(rec, lang))
}

// completeRecords are the card data's names that q starts (rank 0) or
// whose later word it starts (rank 1), up to limit, each opening its
// record in that name's language; a name the notes' cards already
// complete to (have) is theirs.
func (s *Server) completeRecords(q string, limit int, have []rankedSuggestion) []rankedSuggestion {
	if s.records == nil {
		return nil
	}
	taken := map[string]bool{}
	for _, h := range have {
		taken[text.Fold(h.Name)] = true
	}
	var out []rankedSuggestion
	for _, m := range s.records.cards.Fuzzy(q, limit) {
		if m.Typos > 0 || taken[text.Fold(m.Name)] {
			continue // a completion, not a correction
		}
		rank := 0
		if m.Within {
			rank = 1
		}
		out = append(out, rankedSuggestion{suggestion{Name: m.Name, Kind: index.KindCard, Lang: m.Lang,
			URI: s.urls.card(index.CardDataID(m.Card, m.Lang))}, rank})
	}
	return out
}

// linkedParagraphs are the paragraphs of a card's text in lang, drawn as
// a notes card's are: mana symbols, and links to the mechanics, rules and
// cards they name.
func (s *Server) linkedParagraphs(t, lang string) []template.HTML {
	return paragraphs(splitParagraphs(t), s.links.session(linkScope{Lang: lang}))
}

// oracleCells are the record of the notes cards f and t (either's) in
// French, Italian and English, for the side-by-side view; nil when the
// server has no card data or neither card a record.
func (s *Server) oracleCells(f, t *corpus.Card) []oracleCell {
	rec := s.recordOfPair(f, t)
	if rec == nil {
		return nil
	}
	var out []oracleCell
	for _, l := range []string{"fr", "it", "en"} {
		cell := oracleCell{Lang: l}
		if tx := rec.Texts[l]; tx != nil {
			cell.Name, cell.Type, cell.URL = tx.Name, tx.Type, s.urls.card(index.CardDataID(rec, l))
			cell.Paragraphs = s.linkedParagraphs(tx.Text, l)
		}
		out = append(out, cell)
	}
	return out
}

// recordOfPair is the card data's record of notes cards f and t, either's;
// nil without card data or a record.
func (s *Server) recordOfPair(f, t *corpus.Card) *carddata.Card {
	if rec := s.records.recordOf(f.ID); rec != nil {
		return rec
	}
	return s.records.recordOf(t.ID)
}
