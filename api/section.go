package api

import (
	"html/template"
	"net/http"

	"github.com/arbitre/arbitre/corpus"
	"github.com/labstack/echo/v4"
)

type sectionJSON struct {
	Object string `json:"object"`
	*corpus.Section
	URI string `json:"uri"`
	// Era, for a section of old rules, says so and what changed since.
	Era *eraJSON `json:"era,omitempty"`
}

func (s *Server) lookupSection(c echo.Context) (*corpus.Section, error) {
	id, err := idParam(c, "id")
	if err != nil {
		return nil, err
	}
	sec := s.kb.Section(id)
	if sec == nil {
		return nil, notFoundMsg("err.no_section", id)
	}
	return sec, nil
}

func (s *Server) apiSection(c echo.Context) error {
	sec, err := s.lookupSection(c)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, sectionJSON{Object: "section", Section: sec, URI: s.urls.section(sec.ID), Era: s.eras.of(sec.ID, apiTr(c))})
}

// sectionView is the section page: its text, rulings, example cards and
// rule paragraphs, with the enclosing and enclosed sections.
type sectionView struct {
	Section  *corpus.Section
	Doc      linkView
	Text     []template.HTML
	Rulings  []rulingView
	Cards    []linkView
	Rules    []ruleView
	Parent   *linkView
	Children []linkView
	Marks    []markView
	// Counterpart is the section in the other language, CompareURL their
	// side-by-side view.
	Counterpart *linkView
	CompareURL  string
	Era         *eraJSON
}

func (s *Server) sectionPage(c echo.Context) error {
	sec, err := s.lookupSection(c)
	if err != nil {
		return err
	}
	ls := s.links.session(linkScope{Doc: sec.Doc, Lang: sec.Lang, Self: sec.ID})
	v := sectionView{
		Section: sec,
		Doc:     s.docLink(sec.Doc),
		Era:     s.eras.of(sec.ID, pageTr(c)),
		Text:    paragraphs(sec.Text, ls),
	}
	for _, id := range sec.Cards {
		if card := s.kb.Card(id); card != nil {
			v.Cards = append(v.Cards, linkView{Title: card.Name, URL: s.urls.card(id), Lang: card.Lang})
		}
	}
	for _, n := range sec.Rules {
		for _, r := range s.kb.RulesNumbered(n) {
			if r.Doc == sec.Doc {
				rv := newRuleView(r, ls)
				rv.Marks = s.marks(r.ID)
				v.Rules = append(v.Rules, rv)
			}
		}
	}
	v.Rulings = s.rulingViews(sec.Rulings, ls)
	v.Marks = s.marks(sec.ID)
	if other, cmpURL, ok := s.counterpartSection(sec.ID); ok {
		v.Counterpart, v.CompareURL = &other, cmpURL
	}
	if p := s.kb.Section(sec.Parent); p != nil {
		v.Parent = &linkView{Title: p.Title, URL: s.urls.section(p.ID), Lang: p.Lang}
	}
	for _, ch := range s.kb.Subsections(sec.ID) {
		v.Children = append(v.Children, linkView{Title: ch.Title, URL: s.urls.section(ch.ID), Lang: ch.Lang})
	}
	return s.render(c, http.StatusOK, "section", sec.Title, v)
}
