package api

import (
	"fmt"
	"net/http"
	"sync"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/middleware"
	"github.com/arbitre/arbitre/rules/read"
	"github.com/labstack/echo/v4"
)

// The compare view of a card known only from the card data (--card-data):
// its French, Italian and English texts side by side and the reader's
// verdict on each two languages. The verdict is computed on the request
// that first asks for it and kept, bounded, for the snapshot: reading
// every record when the snapshot is built would make tens of thousands of
// cards wait on the reader before the server answers.

// recordVerdictBytes bounds the verdicts kept: a record's is a few
// kilobytes (three readings, their forms), so some thousands of cards.
const recordVerdictBytes = 8 << 20

// recordVerdicts are the reader's verdicts on records' languages,
// computed on demand.
type recordVerdicts struct {
	cache *middleware.LRU[string, *read.CardLanguages]
	// vocab is the knowledge base's (the subtypes its cards print), made
	// on first use: the notes' cards are read with it too.
	vocab func() *read.Vocabulary
}

func newRecordVerdicts(kb *corpus.KB) *recordVerdicts {
	return &recordVerdicts{
		cache: middleware.NewLRU(recordVerdictBytes, cardLanguagesSize),
		vocab: sync.OnceValue(func() *read.Vocabulary { return read.NewVocabulary(kb) }),
	}
}

// of is the reader's verdict on rec's languages; nil when rec has fewer
// than two texts the reader compares.
func (v *recordVerdicts) of(rec *carddata.Card) (*read.CardLanguages, error) {
	if cl, ok := v.cache.Get(rec.ID); ok {
		return cl, nil
	}
	cl, err := read.RecordLanguages(rec, v.vocab())
	if err != nil {
		return nil, fmt.Errorf("reading record %s: %w", rec.ID, err)
	}
	v.cache.Put(rec.ID, cl)
	return cl, nil
}

// cardLanguagesSize estimates the memory cl holds: its strings and a
// slice header or so for each.
func cardLanguagesSize(id string, cl *read.CardLanguages) int64 {
	n := int64(len(id))
	if cl == nil {
		return n
	}
	strs := func(ss []string) int64 {
		var t int64
		for _, s := range ss {
			t += int64(len(s)) + 16
		}
		return t
	}
	for _, r := range cl.Readings {
		n += 128 + int64(len(r.CardID)+len(r.Reason)) + strs(r.Form)
	}
	for _, p := range cl.Pairs {
		n += 160 + int64(len(p.Reason)) + strs(p.FromForm) + strs(p.ToForm)
	}
	return n
}

// recordComparisonJSON is GET /api/compare/{record id}.
type recordComparisonJSON struct {
	Object string `json:"object"` // "record_comparison"
	// Record is the Oracle id: the record is at /api/cards/{record}.
	Record string `json:"record"`
	Name   string `json:"name"` // the English name
	// Texts are the record's French, Italian and English texts (those it
	// has), the English one the Oracle text.
	Texts []recordTextJSON `json:"texts"`
	// NotesCards are the notes' cards of the same card.
	NotesCards []string `json:"notes_cards,omitempty"`
	// Languages is the reader's verdict on each two languages; absent
	// when the record has fewer than two texts to compare.
	Languages *read.CardLanguages `json:"languages,omitempty"`
}

// recordTextJSON is a record's text in one language.
type recordTextJSON struct {
	Lang     string              `json:"lang"`
	Name     string              `json:"name"`
	TypeLine string              `json:"type_line,omitempty"`
	Text     []string            `json:"text"`
	Faces    []carddata.FaceText `json:"faces,omitempty"`
	URI      string              `json:"uri"`
}

// lookupRecordComparison is the record of ?card= when it names one (an
// Oracle id, with or without a language, as /api/cards/{id} takes it)
// and no notes card, and its verdict; ok false when it does not.
func (s *Server) lookupRecordComparison(c echo.Context) (*carddata.Card, *read.CardLanguages, bool, error) {
	id, err := idParam(c, "card")
	if err != nil || s.records == nil || s.kb.Card(id) != nil {
		return nil, nil, false, nil
	}
	rec, _ := s.records.record(id)
	if rec == nil {
		return nil, nil, false, nil
	}
	cl, err := s.recordVerdicts.of(rec)
	return rec, cl, true, err
}

// recordComparison is rec and its verdict cl as the API gives them.
func (s *Server) recordComparison(rec *carddata.Card, cl *read.CardLanguages) recordComparisonJSON {
	out := recordComparisonJSON{Object: "record_comparison", Record: rec.ID, Name: rec.Name, Texts: []recordTextJSON{}, Languages: cl}
	for _, l := range []string{"fr", "it", "en"} {
		if rec.Texts[l] == nil {
			continue
		}
		j := s.recordJSON(rec, l)
		out.Texts = append(out.Texts, recordTextJSON{Lang: l, Name: j.Name, TypeLine: j.TypeLine, Text: j.Text, Faces: j.Faces, URI: j.URI})
	}
	for _, n := range s.records.notesOf(rec.ID) {
		out.NotesCards = append(out.NotesCards, n.ID)
	}
	return out
}

// recordCompareView is the page of a record's languages side by side.
type recordCompareView struct {
	Title  string
	Record linkView
	Oracle []oracleCell
	Notes  []linkView
	// Verdicts are the reader's on each two languages; none when the
	// record has fewer than two texts to compare.
	Verdicts []verdictView
}

func (s *Server) recordComparePage(c echo.Context, rec *carddata.Card, cl *read.CardLanguages) error {
	tr := pageTr(c)
	lang := string(tr)
	if rec.Texts[lang] == nil {
		lang = "en"
	}
	v := recordCompareView{Title: rec.Name, Record: linkView{Title: rec.Name, URL: s.urls.card(index.CardDataID(rec, "en")), Lang: "en", Kind: "card"}}
	if t := rec.Texts[lang]; t != nil {
		v.Record = linkView{Title: t.Name, URL: s.urls.card(index.CardDataID(rec, lang)), Lang: lang, Kind: "card"}
	}
	for _, l := range []string{"fr", "it", "en"} {
		cell := oracleCell{Lang: l}
		if tx := rec.Texts[l]; tx != nil {
			cell.Name, cell.Type, cell.URL = tx.Name, tx.Type, s.urls.card(index.CardDataID(rec, l))
			cell.Paragraphs = s.linkedParagraphs(tx.Text, l)
		}
		v.Oracle = append(v.Oracle, cell)
	}
	for _, n := range s.records.notesOf(rec.ID) {
		v.Notes = append(v.Notes, linkView{Title: n.Name, URL: s.urls.card(n.ID), Lang: n.Lang, Kind: "card"})
	}
	if cl != nil {
		v.Verdicts = verdicts(cl, tr)
	}
	return s.render(c, http.StatusOK, "recordcompare", v.Record.Title, v)
}
