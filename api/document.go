package api

import (
	"net/http"

	"github.com/arbitre/arbitre/corpus"
	"github.com/labstack/echo/v4"
)

type documentJSON struct {
	Object string `json:"object"`
	*corpus.Document
	URI string `json:"uri"`
}

type documentsJSON struct {
	Object string         `json:"object"`
	Total  int            `json:"total"`
	Data   []documentJSON `json:"data"`
}

func (s *Server) lookupDocument(c echo.Context) (*corpus.Document, error) {
	id, err := idParam(c, "id")
	if err != nil {
		return nil, err
	}
	d := s.kb.Document(id)
	if d == nil {
		return nil, notFoundMsg("err.no_document", id)
	}
	return d, nil
}

func (s *Server) apiDocument(c echo.Context) error {
	d, err := s.lookupDocument(c)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, documentJSON{Object: "document", Document: d, URI: s.urls.document(d.ID)})
}

func (s *Server) apiDocuments(c echo.Context) error {
	out := documentsJSON{Object: "list", Total: len(s.kb.Documents), Data: []documentJSON{}}
	for i := range s.kb.Documents {
		d := &s.kb.Documents[i]
		out.Data = append(out.Data, documentJSON{Object: "document", Document: d, URI: s.urls.document(d.ID)})
	}
	return c.JSON(http.StatusOK, out)
}

// tocItem is one line of a table of contents; URL is "" for a plain heading
// or an element the knowledge base does not have.
type tocItem struct {
	Kind, Title, URL string
	Level            int
}

type documentView struct {
	Doc           *corpus.Document
	Title         string
	Date, DateKey string
	TOC           []tocItem
}

func (s *Server) documentPage(c echo.Context) error {
	d, err := s.lookupDocument(c)
	if err != nil {
		return err
	}
	v := documentView{Doc: d, Title: s.docTitle(d)}
	v.Date, v.DateKey = s.docDate(d)
	for _, it := range d.Outline {
		t := tocItem{Kind: it.Kind, Title: it.Title, Level: min(max(it.Level, 1), 4)}
		if it.ID != "" {
			t.URL = s.elementURL(it.ID)
		}
		v.TOC = append(v.TOC, t)
	}
	return s.render(c, http.StatusOK, "document", v.Title, v)
}

type documentsView struct {
	Home *homeView
}

func (s *Server) documentsPage(c echo.Context) error {
	v := documentsView{Home: s.home(pageTr(c))}
	return s.render(c, http.StatusOK, "documents", msgKey("nav.documents"), v)
}
