package api

import (
	"html/template"
	"math"
	"net/http"
	"net/url"
	"slices"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/rules/read"
	"github.com/labstack/echo/v4"
)

// The translators' views: a card beside its counterpart in the other
// language, part by part and ruling by ruling, with the differences the
// alignment flags; and the list of every flagged difference.

// comparisonJSON is GET /api/compare/{card}.
type comparisonJSON struct {
	Object string `json:"object"`
	*align.Comparison
	// Abilities is what the rules reader compiles each side's printed text
	// to, side by side.
	Abilities *abilitiesJSON `json:"abilities,omitempty"`
	// Record is the card data's record of the card, when the server has
	// card data: its texts in every language are at /api/cards/{record}.
	Record string `json:"record,omitempty"`
	// Languages is the card read in every language it has (the notes'
	// French and Italian, the record's English Oracle text): each
	// reading, and the reader's verdict on each two.
	Languages *read.CardLanguages `json:"languages,omitempty"`
}

type differencesJSON struct {
	Object string           `json:"object"`
	Total  int              `json:"total"`
	Kinds  []string         `json:"kinds"`
	Data   []differenceJSON `json:"data"`
}

// differenceJSON is a difference with its note: what differs, where,
// worded in the language of ?hl= (English by default).
type differenceJSON struct {
	align.Difference
	Note string `json:"note"`
}

func (s *Server) lookupComparison(c echo.Context) (*align.Comparison, error) {
	id, err := idParam(c, "card")
	if err != nil {
		return nil, err
	}
	if s.align == nil {
		return nil, apiError(http.StatusServiceUnavailable, "compare_unavailable", "no alignment of the French and Italian notes is loaded")
	}
	if s.kb.Card(id) == nil {
		return nil, notFoundMsg("err.no_card", id)
	}
	cmp, ok := s.align.Compare(id)
	if !ok {
		return nil, notFoundMsg("err.no_counterpart", id)
	}
	return cmp, nil
}

func (s *Server) apiCompare(c echo.Context) error {
	if sc, ok, err := s.lookupSectionComparison(c); ok || err != nil {
		if err != nil {
			return err
		}
		out := *sc
		if out.Diffs == nil {
			out.Diffs = []align.Difference{}
		}
		return c.JSON(http.StatusOK, sectionComparisonJSON{Object: "section_comparison", SectionComparison: &out})
	}
	if rec, cl, ok, err := s.lookupRecordComparison(c); ok || err != nil {
		if err != nil {
			return err
		}
		return c.JSON(http.StatusOK, s.recordComparison(rec, cl))
	}
	cmp, err := s.lookupComparison(c)
	if err != nil {
		return err
	}
	out := *cmp
	if out.Diffs == nil {
		out.Diffs = []align.Difference{}
	}
	j := comparisonJSON{Object: "comparison", Comparison: &out, Abilities: s.compiledPair(cmp.From.ID, cmp.To.ID)}
	if rec := s.recordOfPair(cmp.From, cmp.To); rec != nil {
		j.Record = rec.ID
	}
	j.Languages = s.cardLanguages(cmp.From.ID)
	return c.JSON(http.StatusOK, j)
}

// differenceKind reads ?kind=, which must be one of align.DiffKinds.
func differenceKind(c echo.Context) (string, error) {
	k := c.QueryParam("kind")
	if k != "" && !slices.Contains(align.DiffKinds, k) {
		return "", badRequest("invalid_kind", "kind must be one of %v", align.DiffKinds)
	}
	return k, nil
}

func (s *Server) filteredDifferences(kind, set string) []align.Difference {
	out := []align.Difference{}
	for _, d := range s.allDiffs() {
		if (kind == "" || d.Kind == kind) && (set == "" || d.Set == set) {
			out = append(out, d)
		}
	}
	return out
}

func (s *Server) apiDifferences(c echo.Context) error {
	if s.align == nil {
		return apiError(http.StatusServiceUnavailable, "compare_unavailable", "no alignment of the French and Italian notes is loaded")
	}
	kind, err := differenceKind(c)
	if err != nil {
		return err
	}
	ds := s.filteredDifferences(kind, c.QueryParam("set"))
	tr := apiTr(c)
	out := differencesJSON{Object: "list", Total: len(ds), Kinds: align.DiffKinds, Data: make([]differenceJSON, 0, len(ds))}
	for _, d := range ds {
		ft, tt := s.diffTexts(d)
		out.Data = append(out.Data, differenceJSON{Difference: d, Note: plainText(s.diffNote(d, sidesOf(d, sides{}), ft, tt, tr))})
	}
	return c.JSON(http.StatusOK, out)
}

// compareView is the side-by-side page.
type compareView struct {
	From, To         linkView
	FromLang, ToLang string
	FromDoc, ToDoc   linkView
	Confidence       float64
	ConfidencePct    int
	Evidence         []string
	Rows             []compareRow
	// Oracle is the card data's record of the card in French, Italian
	// and English side by side; nil without card data or a record.
	Oracle []oracleCell
	// Verdicts are the reader's on each two languages of the card.
	Verdicts []verdictView
}

// oracleCell is a record's text in one language: the Oracle text in
// English, the latest printed one in the others ("" when it has none).
type oracleCell struct {
	Lang, Name, Type, URL string
	Paragraphs            []template.HTML
}

// compareRow is one part side by side. A flagged row's cells mark the
// words that differ, and Notes say what differs, where.
type compareRow struct {
	Part, Anchor   string
	From, To       template.HTML
	FromID, ToID   string
	FromURL, ToURL string
	Diffs          []align.Difference
	Notes          []diffNoteView
}

type diffNoteView struct {
	Kind string
	Note template.HTML
}

func (s *Server) comparePage(c echo.Context) error {
	if sc, ok, err := s.lookupSectionComparison(c); ok || err != nil {
		if err != nil {
			return err
		}
		return s.sectionComparePage(c, sc)
	}
	if rec, cl, ok, err := s.lookupRecordComparison(c); ok || err != nil {
		if err != nil {
			return err
		}
		return s.recordComparePage(c, rec, cl)
	}
	cmp, err := s.lookupComparison(c)
	if err != nil {
		return err
	}
	f, t := cmp.From, cmp.To
	v := compareView{
		From:          linkView{Title: f.Name, URL: s.urls.card(f.ID), Lang: f.Lang},
		To:            linkView{Title: t.Name, URL: s.urls.card(t.ID), Lang: t.Lang},
		FromLang:      f.Lang,
		ToLang:        t.Lang,
		FromDoc:       s.docLink(f.Doc),
		ToDoc:         s.docLink(t.Doc),
		Confidence:    cmp.Pair.Confidence,
		ConfidencePct: int(math.Round(cmp.Pair.Confidence * 100)),
		Evidence:      cmp.Pair.Evidence(),
	}
	tr := pageTr(c)
	if reasons := cmp.Pair.Reasons(); len(reasons) > 0 {
		v.Evidence = nil
		for _, r := range reasons {
			v.Evidence = append(v.Evidence, reasonText(r, tr))
		}
	}
	fl := s.links.session(linkScope{Doc: f.Doc, Lang: f.Lang, Self: f.ID})
	tl := s.links.session(linkScope{Doc: t.Doc, Lang: t.Lang, Self: t.ID})
	for _, r := range cmp.Rows {
		row := compareRow{Part: r.Part, FromID: r.FromID, ToID: r.ToID, Diffs: r.Diffs}
		switch r.Part {
		case "cost":
			row.From, row.To = s.mana.html(r.From), s.mana.html(r.To)
		case "name", "type", "pt", "loyalty":
			row.From, row.To = template.HTML(template.HTMLEscapeString(r.From)), template.HTML(template.HTMLEscapeString(r.To))
		default:
			row.From, row.To = fl.Link(r.From), tl.Link(r.To)
		}
		if r.Part == "ruling" {
			// Anchored by ruling id, so that a flagged difference links to
			// its row.
			row.Anchor = "cmp-" + r.FromID
			if r.FromID == "" {
				row.Anchor = "cmp-" + r.ToID
			}
			if r.FromID != "" {
				row.FromURL = s.urls.card(f.ID) + "#" + r.FromID
			}
			if r.ToID != "" {
				row.ToURL = s.urls.card(t.ID) + "#" + r.ToID
			}
		} else {
			row.Anchor = "cmp-" + r.Part
		}
		s.flagRow(&row, r, sides{f.Lang, t.Lang}, tr)
		v.Rows = append(v.Rows, row)
	}
	if ab := s.compiledPair(f.ID, t.ID); ab != nil {
		v.Rows = append(v.Rows, abilitiesRow(ab, s.abilityDiff(f.ID)))
	}
	v.Oracle = s.oracleCells(f, t)
	if cl := s.cardLanguages(f.ID); cl != nil {
		v.Verdicts = verdicts(cl, tr)
	}
	return s.render(c, http.StatusOK, "compare", f.Name+" / "+t.Name, v)
}

// differencesView is the list of every flagged difference.
type differencesView struct {
	Set   string       // ?set=, "" for every set
	Sets  []alignedSet // the pairs of documents aligned
	Kind  string
	Kinds []kindLink
	Items []differenceItem
	Total int
	// Low lists the pairings the alignment is least sure of.
	Low []lowPair
}

type kindLink struct {
	Kind, URL string
	Count     int
	Current   bool
}

type differenceItem struct {
	Kind, Detail     string
	Note             template.HTML
	Name, NameTo     string
	Lang, LangTo     string
	Set              string
	URL              string // the compare view, or the entry's page
	FromOnly, ToOnly []string
}

func (s *Server) differencesPage(c echo.Context) error {
	if s.align == nil {
		return apiError(http.StatusServiceUnavailable, "compare_unavailable", "no alignment of the French and Italian notes is loaded")
	}
	kind, err := differenceKind(c)
	if err != nil {
		return err
	}
	// Counts and uncertain pairings are the chosen set's, like the list.
	set := c.QueryParam("set")
	all := s.filteredDifferences("", set)
	v := differencesView{Kind: kind, Total: len(all), Set: set, Sets: s.alignedSets()}
	tr := pageTr(c)
	v.Low = s.lowPairs(set)
	counts := map[string]int{}
	for _, d := range all {
		counts[d.Kind]++
	}
	allURL := s.urls.path(routeDifferences)
	if set != "" {
		allURL = s.urls.withQuery(routeDifferences, url.Values{"set": {set}})
	}
	v.Kinds = append(v.Kinds, kindLink{Kind: "", URL: allURL, Count: len(all), Current: kind == ""})
	for _, k := range align.DiffKinds {
		q := url.Values{"kind": {k}}
		if set != "" {
			q.Set("set", set)
		}
		v.Kinds = append(v.Kinds, kindLink{Kind: k, URL: s.urls.withQuery(routeDifferences, q), Count: counts[k], Current: k == kind})
	}
	for _, d := range s.filteredDifferences(kind, set) {
		it := differenceItem{Kind: d.Kind, Detail: d.Detail, Name: d.Name, NameTo: d.NameTo, FromOnly: d.FromOnly, ToOnly: d.ToOnly,
			Lang: d.Lang, LangTo: d.LangTo, Set: d.Set}
		ft, tt := s.diffTexts(d)
		it.Note = s.diffNote(d, sidesOf(d, sides{}), ft, tt, tr)
		switch {
		case d.OwnerKind == "card" && d.Owner != "" && d.OwnerTo != "":
			it.URL = s.urls.compare(d.Owner)
			switch {
			case d.FromRuling != "":
				it.URL += "#cmp-" + d.FromRuling
			case d.ToRuling != "":
				it.URL += "#cmp-" + d.ToRuling
			}
		case d.Owner != "":
			it.URL = s.elementURL(d.Owner)
		default:
			it.URL = s.elementURL(d.OwnerTo)
		}
		v.Items = append(v.Items, it)
	}
	return s.render(c, http.StatusOK, "differences", msgKey("compare.differences"), v)
}
