package api

import (
	"net/http"

	"github.com/arbitre/arbitre/align"

	"github.com/arbitre/arbitre/corpus"
	"github.com/labstack/echo/v4"
)

// The term table (corpus/terms.json), browsable: how each mechanic,
// keyword, type and zone is worded in English, French (modern and old) and
// Italian, and which sections and cards use it in each language.

// termUse lists, for one term, the elements of one language that use it.
type termUse struct {
	Sections []string `json:"sections"`
	Cards    []string `json:"cards"`
}

type termJSON struct {
	Object string `json:"object"`
	corpus.Term
	// Uses maps a language ("fr", "it") to the sections explaining the
	// term and the cards that have it.
	Uses map[string]*termUse `json:"uses"`
	URI  string              `json:"uri"`
}

type termsJSON struct {
	Object string     `json:"object"`
	Total  int        `json:"total"`
	Data   []termJSON `json:"data"`
}

// termUses lists, by language, the sections explaining the term with the
// given key and the cards using it, as the knowledge base files them.
func termUses(kb *corpus.KB, key string) map[string]*termUse {
	out := map[string]*termUse{}
	use := func(lang string) *termUse {
		u := out[lang]
		if u == nil {
			u = &termUse{Sections: []string{}, Cards: []string{}}
			out[lang] = u
		}
		return u
	}
	for _, sec := range kb.MechanicSections(key) {
		u := use(sec.Lang)
		u.Sections = append(u.Sections, sec.ID)
	}
	for _, c := range kb.MechanicCards(key) {
		u := use(c.Lang)
		u.Cards = append(u.Cards, c.ID)
	}
	return out
}

func (s *Server) termJSON(t corpus.Term) termJSON {
	return termJSON{Object: "term", Term: t, Uses: termUses(s.kb, t.Key), URI: s.urls.term(t.Key)}
}

func (s *Server) apiTerms(c echo.Context) error {
	out := termsJSON{Object: "list", Total: len(s.terms), Data: make([]termJSON, 0, len(s.terms))}
	for _, t := range s.terms {
		out.Data = append(out.Data, s.termJSON(t))
	}
	return c.JSON(http.StatusOK, out)
}

func (s *Server) lookupTerm(c echo.Context) (*corpus.Term, error) {
	key, err := idParam(c, "key")
	if err != nil {
		return nil, err
	}
	t := s.term(key)
	if t == nil {
		return nil, notFoundMsg("err.no_term", key)
	}
	return t, nil
}

func (s *Server) apiTerm(c echo.Context) error {
	t, err := s.lookupTerm(c)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, s.termJSON(*t))
}

// termsView is the table of every term.
type termsView struct {
	Groups []termGroup
	// Names are the names rulings mention without an entry, paired
	// across languages (align.Mention), with the rulings that use them.
	Names []nameRow
}

// nameRow is one mentioned name and its counterpart.
type nameRow struct {
	Set              string
	From, To         string
	FromLang, ToLang string
	FromUses, ToUses []linkView
	Confidence       float64
}

// mentionedNames lists the mentioned names for the terms page.
func (s *Server) mentionedNames() []nameRow {
	if s.align == nil {
		return nil
	}
	uses := func(us []align.Use) []linkView {
		var out []linkView
		for _, u := range us {
			lv := linkView{Title: u.Owner, URL: s.elementURL(u.Ruling)}
			if r, ok := s.kb.Element(u.Ruling); ok {
				lv.Lang = r.Lang
			}
			out = append(out, lv)
		}
		return out
	}
	var out []nameRow
	for _, m := range s.align.Mentions {
		out = append(out, nameRow{Set: m.Set, From: m.FromName, To: m.ToName, FromLang: m.FromLang, ToLang: m.ToLang,
			FromUses: uses(m.FromUses), ToUses: uses(m.ToUses), Confidence: m.Confidence})
	}
	return out
}

type termGroup struct {
	Kind  string
	Terms []termRow
}

type termRow struct {
	Term                                     corpus.Term
	URL                                      string
	SectionsFR, SectionsIT, CardsFR, CardsIT int
}

func (s *Server) termsPage(c echo.Context) error {
	var v termsView
	idx := map[string]int{}
	for _, t := range s.terms {
		i, ok := idx[t.Kind]
		if !ok {
			i = len(v.Groups)
			idx[t.Kind] = i
			v.Groups = append(v.Groups, termGroup{Kind: t.Kind})
		}
		row := termRow{Term: t, URL: s.urls.term(t.Key)}
		uses := termUses(s.kb, t.Key)
		if u := uses["fr"]; u != nil {
			row.SectionsFR, row.CardsFR = len(u.Sections), len(u.Cards)
		}
		if u := uses["it"]; u != nil {
			row.SectionsIT, row.CardsIT = len(u.Sections), len(u.Cards)
		}
		v.Groups[i].Terms = append(v.Groups[i].Terms, row)
	}
	v.Names = s.mentionedNames()
	return s.render(c, http.StatusOK, "terms", msgKey("terms.title"), v)
}

// termView is one term's page: its wordings and, per language, the
// sections and cards that use it.
type termView struct {
	Term  *corpus.Term
	Langs []termLangView
	// History says what the rules made of the term since the old
	// rulebook, in the reader's language.
	History string
	// SearchLangs orders the languages of the term's search wordings.
	SearchLangs []string
}

type termLangView struct {
	Lang     string
	Sections []linkView
	Cards    []linkView
}

func (s *Server) termPage(c echo.Context) error {
	t, err := s.lookupTerm(c)
	if err != nil {
		return err
	}
	v := termView{Term: t, History: termHistoryNote(t, s.term, pageTr(c)), SearchLangs: []string{"fr", "it", "en"}}
	uses := termUses(s.kb, t.Key)
	for _, lang := range []string{"fr", "it"} {
		lv := termLangView{Lang: lang}
		if u := uses[lang]; u != nil {
			for _, id := range u.Sections {
				if sec := s.kb.Section(id); sec != nil {
					lv.Sections = append(lv.Sections, linkView{Title: sec.Title, URL: s.urls.section(id), Lang: sec.Lang})
				}
			}
			for _, id := range u.Cards {
				if card := s.kb.Card(id); card != nil {
					lv.Cards = append(lv.Cards, linkView{Title: card.Name, URL: s.urls.card(id), Lang: card.Lang})
				}
			}
		}
		v.Langs = append(v.Langs, lv)
	}
	title := t.Key
	if len(t.EN) > 0 {
		title = t.EN[0]
	}
	return s.render(c, http.StatusOK, "term", title, v)
}
