package api

import (
	"html/template"

	"github.com/arbitre/arbitre/corpus"
)

// Views shared by several pages.

// linkView is a link to another element, with the language of its title.
type linkView struct {
	Title, URL, Lang string
	Kind             string // "card", "section" … for a label
}

// rulingView is one ruling, its text cross-linked. Its id is the anchor of
// its permalink.
type rulingView struct {
	ID    string
	Lang  string
	HTML  template.HTML
	Marks []markView
}

func (s *Server) rulingViews(rs []corpus.Ruling, ls *linkSession) []rulingView {
	out := make([]rulingView, 0, len(rs))
	for _, r := range rs {
		out = append(out, rulingView{ID: r.ID, Lang: ls.sc.Lang, HTML: ls.Link(r.Text), Marks: s.marks(r.ID)})
	}
	return out
}

func paragraphs(ps []string, ls *linkSession) []template.HTML {
	out := make([]template.HTML, 0, len(ps))
	for _, p := range ps {
		out = append(out, ls.Link(p))
	}
	return out
}

// docLink links to a document by its title.
func (s *Server) docLink(id string) linkView {
	d := s.kb.Document(id)
	if d == nil {
		return linkView{Title: id, URL: s.urls.document(id)}
	}
	return linkView{Title: s.docTitle(d), URL: s.urls.document(id), Lang: d.Lang, Kind: "document"}
}

// elementURL is the page of any knowledge-base element by id: a ruling's
// is its owner's page at the ruling's anchor. "" when the id is unknown.
func (s *Server) elementURL(id string) string {
	e, ok := s.kb.Element(id)
	if !ok {
		return ""
	}
	switch e.Kind {
	case corpus.ElementCard:
		return s.urls.card(id)
	case corpus.ElementSection:
		return s.urls.section(id)
	case corpus.ElementGlossary:
		return s.urls.glossary(id)
	case corpus.ElementRule:
		return s.urls.rule(id)
	case corpus.ElementDocument:
		return s.urls.document(id)
	case corpus.ElementRuling:
		return s.elementURL(e.Owner) + "#" + id
	}
	return ""
}
