package api

import (
	"cmp"
	"html/template"
	"net/http"
	"net/url"

	"github.com/arbitre/arbitre/align"
	"github.com/labstack/echo/v4"
)

// Cross-language links for every aligned pair of documents: a section's
// counterpart and its side-by-side view, a document's counterparts, and
// the list of the aligned sets that heads /compare.

// sectionComparisonJSON is GET /api/compare/{section}.
type sectionComparisonJSON struct {
	Object string `json:"object"`
	*align.SectionComparison
}

// lookupSectionComparison answers /compare/{id} when id is a section's:
// ok reports that it is one (an error then says why there is no view).
func (s *Server) lookupSectionComparison(c echo.Context) (*align.SectionComparison, bool, error) {
	id, err := idParam(c, "card")
	if err != nil || s.kb.Section(id) == nil {
		return nil, false, nil
	}
	if s.align == nil {
		return nil, true, apiError(http.StatusServiceUnavailable, "compare_unavailable", "no alignment of release notes in two languages is loaded")
	}
	sc, ok := s.align.CompareSection(id)
	if !ok {
		return nil, true, notFound("section " + id + " has no counterpart in another language")
	}
	return sc, true, nil
}

func (s *Server) sectionComparePage(c echo.Context, sc *align.SectionComparison) error {
	f, t := sc.From, sc.To
	v := compareView{
		From:       linkView{Title: f.Title, URL: s.urls.section(f.ID), Lang: f.Lang, Kind: "section"},
		To:         linkView{Title: t.Title, URL: s.urls.section(t.ID), Lang: t.Lang, Kind: "section"},
		FromLang:   f.Lang,
		ToLang:     t.Lang,
		FromDoc:    s.docLink(f.Doc),
		ToDoc:      s.docLink(t.Doc),
		Confidence: sc.Pair.Confidence,
	}
	fl := s.links.session(linkScope{Doc: f.Doc, Lang: f.Lang, Self: f.ID})
	tl := s.links.session(linkScope{Doc: t.Doc, Lang: t.Lang, Self: t.ID})
	for _, r := range sc.Rows {
		row := compareRow{Part: r.Part, FromID: r.FromID, ToID: r.ToID, Diffs: r.Diffs, Anchor: "cmp-" + r.Part}
		switch r.Part {
		case "name":
			row.From, row.To = template.HTML(template.HTMLEscapeString(r.From)), template.HTML(template.HTMLEscapeString(r.To))
		default:
			row.From, row.To = fl.Link(r.From), tl.Link(r.To)
		}
		if r.Part == "ruling" {
			row.Anchor = "cmp-" + cmp.Or(r.FromID, r.ToID)
			if r.FromID != "" {
				row.FromURL = s.urls.section(f.ID) + "#" + r.FromID
			}
			if r.ToID != "" {
				row.ToURL = s.urls.section(t.ID) + "#" + r.ToID
			}
		}
		v.Rows = append(v.Rows, row)
	}
	return s.render(c, http.StatusOK, "compare", f.Title+" / "+t.Title, v)
}

// counterpartSection is a section's counterpart in another language, with
// the links a section page shows: the counterpart and the side-by-side
// view.
func (s *Server) counterpartSection(id string) (other linkView, compare string, ok bool) {
	p, _, found := s.align.CounterpartSection(id)
	if !found {
		return linkView{}, "", false
	}
	oid := p.To.ID
	if oid == id {
		oid = p.From.ID
	}
	sec := s.kb.Section(oid)
	if sec == nil {
		return linkView{}, "", false
	}
	return linkView{Title: sec.Title, URL: s.urls.section(oid), Lang: sec.Lang, Kind: "section"}, s.urls.compare(id), true
}

// counterpartDocs are the documents aligned with document id: the same
// set's notes in the other languages.
func (s *Server) counterpartDocs(id string) []linkView {
	var out []linkView
	for _, o := range s.align.CounterpartDocuments(id) {
		out = append(out, s.docLink(o))
	}
	return out
}

// alignedSet is one aligned pair of documents, as /compare lists them.
type alignedSet struct {
	Set, Name        string
	From, To         linkView
	FromDate, ToDate string
	Cards, Sections  int
	Mentions         int
	URL              string // /compare?set=
	Current          bool
}

func (s *Server) alignedSets() []alignedSet {
	var out []alignedSet
	if s.align == nil {
		return nil
	}
	for _, al := range s.align.Alignments {
		a := alignedSet{Set: al.Set, From: s.docLink(al.From), To: s.docLink(al.To), Cards: len(al.Pairs), Sections: len(al.Sections),
			URL: s.urls.withQuery(routeDifferences, url.Values{"set": {al.Set}})}
		if d := s.kb.Document(al.From); d != nil {
			a.Name, a.FromDate = d.SetName, d.Modified
		}
		if d := s.kb.Document(al.To); d != nil {
			a.Name, a.ToDate = cmp.Or(a.Name, d.SetName), d.Modified
		}
		for _, m := range s.align.Mentions {
			if m.From == al.From && m.To == al.To {
				a.Mentions++
			}
		}
		out = append(out, a)
	}
	return out
}
