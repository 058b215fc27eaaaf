package api

import (
	"strings"

	"github.com/arbitre/arbitre/corpus"
)

// The home page says what arbitre holds, in one glance: each document by
// its title, set and date with what was read from it, and the totals.

// homeView is the home page.
type homeView struct {
	Docs   []homeDoc
	Totals []homeCount
}

// homeDoc is one document's line.
type homeDoc struct {
	ID, URL, Title, Lang, Kind, SetName, Set string
	// Date is the document's own date (last modified) or else its set's
	// release; DateKey says which ("doc.modified", "doc.released").
	Date, DateKey string
	Counts        []homeCount
	OldRules      bool
	// Status is whether the latest version of its file is the one
	// served ("ok"; see live.Status).
	Status string
}

// homeCount is one figure: how many of what, the catalogue key of its
// label.
type homeCount struct {
	N   int
	Key string
}

func (s *Server) home(tr translator) *homeView {
	v := &homeView{}
	perDoc := map[string]map[string]int{}
	count := func(doc, kind string, n int) {
		if perDoc[doc] == nil {
			perDoc[doc] = map[string]int{}
		}
		perDoc[doc][kind] += n
	}
	for i := range s.kb.Cards {
		c := &s.kb.Cards[i]
		count(c.Doc, "cards", 1)
		count(c.Doc, "rulings", len(c.Rulings))
	}
	for i := range s.kb.Sections {
		sec := &s.kb.Sections[i]
		count(sec.Doc, "sections", 1)
		count(sec.Doc, "rulings", len(sec.Rulings))
	}
	for i := range s.kb.Glossary {
		count(s.kb.Glossary[i].Doc, "glossary", 1)
	}
	for i := range s.kb.Rules {
		count(s.kb.Rules[i].Doc, "rules", 1)
	}
	totals := map[string]int{}
	kinds := []string{"cards", "rulings", "sections", "glossary", "rules"}
	for i := range s.kb.Documents {
		d := &s.kb.Documents[i]
		hd := homeDoc{ID: d.ID, URL: s.urls.document(d.ID), Title: s.docTitle(d), Lang: d.Lang, Kind: d.Kind, Set: d.Set, SetName: d.SetName}
		hd.Date, hd.DateKey = s.docDate(d)
		_, hd.OldRules = s.rulesUntil(d.Set)
		hd.Status = s.documentOut(d).Status
		for _, k := range kinds {
			if n := perDoc[d.ID][k]; n > 0 {
				hd.Counts = append(hd.Counts, homeCount{N: n, Key: "home.count." + k})
				totals[k] += n
			}
		}
		v.Docs = append(v.Docs, hd)
	}
	v.Totals = append(v.Totals, homeCount{N: len(s.kb.Documents), Key: "home.count.documents"})
	for _, k := range kinds {
		v.Totals = append(v.Totals, homeCount{N: totals[k], Key: "home.count." + k})
	}
	v.Totals = append(v.Totals, homeCount{N: len(s.terms), Key: "home.count.terms"})
	if ver := s.verification(); ver != nil {
		v.Totals = append(v.Totals, homeCount{N: ver.report.Passed, Key: "home.count.verified"})
	}
	return v
}

// docTitle is a document's title as the reader should see it. A document
// that gives none (a page saved as text: its "title" is its file name) is
// named by its kind and set, in its own language: « Mécaniques —
// Incursion dans Nyx ».
func (s *Server) docTitle(d *corpus.Document) string {
	if d.Title != "" && d.Title != d.File && !strings.HasSuffix(d.Title, ".txt") {
		return d.Title
	}
	tr := translator(d.Lang)
	kind := tr.T("doc.kind." + d.Kind)
	if !tr.Has("doc.kind." + d.Kind) {
		kind = d.Kind
	}
	if name := s.setName(d); name != "" {
		return kind + " — " + name
	}
	return kind
}

// setName is the set's name as the document writes it, else as the
// documents' vocabulary does in the document's language.
func (s *Server) setName(d *corpus.Document) string {
	if d.SetName != "" {
		return d.SetName
	}
	for _, st := range s.vocab.Sets {
		if st.Code == d.Set {
			if ns := st.Names[d.Lang]; len(ns) > 0 {
				return ns[0]
			}
		}
	}
	return ""
}

// docDate is a document's date: the last modification it gives, else its
// own release date, else its set's; with the catalogue key saying which.
func (s *Server) docDate(d *corpus.Document) (date, key string) {
	switch {
	case d.Modified != "":
		return d.Modified, "doc.modified"
	case d.Released != "":
		return d.Released, "doc.released"
	}
	for _, st := range s.vocab.Sets {
		if st.Code == d.Set && st.Released != "" {
			return st.Released, "doc.set_released"
		}
	}
	return "", ""
}

// rulesUntil is the year a set's rulebook was replaced, if it was.
func (s *Server) rulesUntil(set string) (string, bool) {
	for _, st := range s.vocab.Sets {
		if st.Code == set && st.RulesUntil != "" {
			return st.RulesUntil, true
		}
	}
	return "", false
}
