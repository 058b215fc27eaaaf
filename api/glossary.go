package api

import (
	"html/template"
	"net/http"

	"github.com/arbitre/arbitre/corpus"
	"github.com/labstack/echo/v4"
)

type glossaryJSON struct {
	Object string `json:"object"`
	*corpus.GlossaryEntry
	URI string `json:"uri"`
	// Era, for an entry of old rules, says so and what changed since.
	Era *eraJSON `json:"era,omitempty"`
}

func (s *Server) lookupGlossary(c echo.Context) (*corpus.GlossaryEntry, error) {
	id, err := idParam(c, "id")
	if err != nil {
		return nil, err
	}
	g := s.kb.GlossaryEntry(id)
	if g == nil {
		return nil, notFoundMsg("err.no_glossary", id)
	}
	return g, nil
}

func (s *Server) apiGlossary(c echo.Context) error {
	g, err := s.lookupGlossary(c)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, glossaryJSON{Object: "glossary_entry", GlossaryEntry: g, URI: s.urls.glossary(g.ID), Era: s.eras.of(g.ID, apiTr(c))})
}

// glossaryView is a glossary entry's page. A "Voir aussi" target that
// resolves to no entry is listed as plain text.
type glossaryView struct {
	Entry   *corpus.GlossaryEntry
	Doc     linkView
	Text    []template.HTML
	SeeAlso []linkView
	Marks   []markView
	Era     *eraJSON
}

func (s *Server) glossaryPage(c echo.Context) error {
	g, err := s.lookupGlossary(c)
	if err != nil {
		return err
	}
	v := glossaryView{
		Entry: g,
		Doc:   s.docLink(g.Doc),
		Text:  paragraphs(g.Text, s.links.session(linkScope{Doc: g.Doc, Lang: g.Lang, Self: g.ID})),
		Marks: s.marks(g.ID),
		Era:   s.eras.of(g.ID, pageTr(c)),
	}
	for _, sa := range g.SeeAlso {
		l := linkView{Title: sa.Term, Lang: g.Lang}
		if sa.ID != "" && s.kb.GlossaryEntry(sa.ID) != nil {
			l.URL = s.urls.glossary(sa.ID)
		}
		v.SeeAlso = append(v.SeeAlso, l)
	}
	return s.render(c, http.StatusOK, "glossary", g.Term, v)
}
