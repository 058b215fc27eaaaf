package api

import (
	"html/template"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/rules/read"
	"github.com/labstack/echo/v4"
)

// The reader's verdict on a card's languages, for translators: whether the
// printed French and Italian texts and the English Oracle text (the card
// data's, with --card-data) compile to the same form; on the compare page
// of the card and, for every card whose languages compile differently, on
// /differences.

// verdictKeys are the catalogue keys of the verdicts and of the kinds of
// difference from the Oracle text.
var verdictKeys = map[string]string{
	read.AgreeSame: "langs.verdict.same", read.AgreeDifferent: "langs.verdict.different", read.AgreeUnread: "langs.verdict.unread",
	read.AgreeNoReader: "langs.verdict.no_reader", read.DiffErrata: "langs.kind.errata", read.DiffTranslation: "langs.kind.translation",
	read.DiffUndecided: "langs.kind.undecided",
}

// verdictView is the verdict on two languages of a card.
type verdictView struct {
	From, To           string // languages
	FromName, ToName   string // the languages' names, in the interface language
	Verdict, Label     string
	Difference, DLabel string // the kind of difference from the Oracle text
	Reason             string
	// FromForm and ToForm are both forms, the lines the other lacks
	// marked, for a different form.
	FromForm, ToForm template.HTML
}

// cardLanguages is the card whose notes card id is one reading, nil when
// the reader has not read it in several languages.
func (s *Server) cardLanguages(id string) *read.CardLanguages {
	rep := s.cardReadings()
	if rep == nil {
		return nil
	}
	return rep.LanguagesOf(id)
}

// verdicts are cl's pairs for a page.
func verdicts(cl *read.CardLanguages, tr translator) []verdictView {
	var out []verdictView
	for _, p := range cl.Pairs {
		v := verdictView{From: p.From, To: p.To, FromName: tr.T("lang." + p.From), ToName: tr.T("lang." + p.To),
			Verdict: p.Verdict, Label: tr.T(verdictKeys[p.Verdict]), Difference: p.Difference, Reason: p.Reason}
		if p.Difference != "" {
			v.DLabel = tr.T(verdictKeys[p.Difference])
		}
		if p.Verdict == read.AgreeNoReader {
			v.Reason = tr.Tf("langs.no_lexicon", noReaderNames(cl, tr))
		}
		if p.Verdict == read.AgreeDifferent {
			v.FromForm, v.ToForm = compiledList(p.FromForm, p.ToForm, nil), compiledList(p.ToForm, p.FromForm, nil)
		}
		out = append(out, v)
	}
	return out
}

// noReaderNames names the languages of cl the reader has no lexicon for.
func noReaderNames(cl *read.CardLanguages, tr translator) string {
	var out []string
	for _, r := range cl.Readings {
		if r.Status == read.AgreeNoReader {
			out = append(out, tr.T("lang."+r.Lang))
		}
	}
	return strings.Join(out, ", ")
}

// langDiffKinds are the filters of /differences: a printed text against
// the Oracle text by kind, or two printed texts.
var langDiffKinds = []string{read.DiffErrata, read.DiffTranslation, read.DiffUndecided, "printed"}

// langDiffView is /differences.
type langDiffView struct {
	Kind  string
	Kinds []kindLink
	Items []langDiffItem
	// Total counts the cards of every kind.
	Total int
	// NoLexicon names the languages the reader has no lexicon for, and
	// NoReader counts the pairs left uncompared for it.
	NoLexicon string
	NoReader  int
	// Records is how far the background comparison of the card records
	// (those no notes card stands for) has got; nil without card data.
	Records *recordProgress
}

// recordProgress is the records compared so far, of Total (-1 while the
// comparison has not started).
type recordProgress struct{ Done, Total int }

// langDiffItem is a card whose languages compile differently.
type langDiffItem struct {
	Names []linkView
	URL   string // the compare page, else the notes card's
	Pairs []verdictView
}

// pairKind is the filter p falls under: its kind of difference from the
// Oracle text, or "printed" for two printed texts.
func pairKind(p read.LangPair) string {
	if p.Difference != "" {
		return p.Difference
	}
	return "printed"
}

// langDifferencesPage lists the cards whose languages compile differently
// (?kind= one of langDiffKinds).
func (s *Server) langDifferencesPage(c echo.Context) error {
	kind := c.QueryParam("kind")
	if kind != "" && !slices.Contains(langDiffKinds, kind) {
		return badRequest("invalid_kind", "kind must be one of %v", langDiffKinds)
	}
	tr := pageTr(c)
	v := langDiffView{Kind: kind}
	counts := map[string]int{}
	noLexicon := map[string]bool{}
	if rep := s.cardReadings(); rep != nil {
		for i := range rep.Languages {
			cl := &rep.Languages[i]
			item, kinds := s.langDiffItem(cl, kind, tr)
			for k := range kinds {
				counts[k]++
			}
			if len(kinds) > 0 {
				v.Total++
			}
			if len(item.Pairs) > 0 {
				v.Items = append(v.Items, item)
			}
			for _, p := range cl.Pairs {
				if p.Verdict == read.AgreeNoReader {
					v.NoReader++
				}
			}
			for _, r := range cl.Readings {
				if r.Status == read.AgreeNoReader && !noLexicon[r.Lang] {
					noLexicon[r.Lang] = true
					v.NoLexicon = strings.TrimPrefix(v.NoLexicon+", "+tr.T("lang."+r.Lang), ", ")
				}
			}
		}
	}
	if s.recordScan != nil {
		done, total, differ := s.recordScan.progress()
		v.Records = &recordProgress{Done: done, Total: total}
		for _, cl := range differ {
			item, kinds := s.langDiffItem(cl, kind, tr)
			for k := range kinds {
				counts[k]++
			}
			v.Total++ // each has a pair that compiles differently
			if len(item.Pairs) > 0 {
				v.Items = append(v.Items, item)
			}
		}
	}
	v.Kinds = append(v.Kinds, kindLink{URL: s.urls.path(routeLangDifferences), Count: v.Total, Current: kind == ""})
	for _, k := range langDiffKinds {
		v.Kinds = append(v.Kinds, kindLink{Kind: k, URL: s.urls.withQuery(routeLangDifferences, url.Values{"kind": {k}}),
			Count: counts[k], Current: k == kind})
	}
	return s.render(c, http.StatusOK, "langdifferences", msgKey("langs.differences"), v)
}

// langDiffItem is cl on /differences, with its pairs that compile
// differently and are of kind ("" any), and every kind cl has.
func (s *Server) langDiffItem(cl *read.CardLanguages, kind string, tr translator) (langDiffItem, map[string]bool) {
	var item langDiffItem
	kinds := map[string]bool{}
	var differ read.CardLanguages
	for _, p := range cl.Pairs {
		if p.Verdict != read.AgreeDifferent {
			continue
		}
		kinds[pairKind(p)] = true
		if kind == "" || pairKind(p) == kind {
			differ.Pairs = append(differ.Pairs, p)
		}
	}
	if len(differ.Pairs) == 0 {
		return item, kinds
	}
	item.Pairs = verdicts(&differ, tr)
	for _, r := range cl.Readings {
		if r.Source != "notes" {
			continue
		}
		if c := s.kb.Card(r.CardID); c != nil {
			item.Names = append(item.Names, linkView{Title: c.Name, URL: s.urls.card(c.ID), Lang: c.Lang})
			if item.URL == "" {
				item.URL = s.urls.card(c.ID)
				if _, ok := s.counterpart(c.ID); ok {
					item.URL = s.urls.compare(c.ID) + "#cmp-reader"
				}
			}
		}
	}
	if s.records != nil && cl.Record != "" {
		if rec := s.records.cards.Card(cl.Record); rec != nil {
			if len(item.Names) == 0 {
				// A record no notes card stands for: its printed names.
				for _, l := range []string{"fr", "it"} {
					if t := rec.Texts[l]; t != nil {
						item.Names = append(item.Names, linkView{Title: t.Name, URL: s.urls.card(index.CardDataID(rec, l)), Lang: l, Kind: "card"})
					}
				}
			}
			item.Names = append(item.Names, linkView{Title: rec.Name, URL: s.urls.card(rec.ID + ".en"), Lang: "en", Kind: "card"})
			if item.URL == "" {
				// A record no notes card stands for: its own compare page.
				item.URL = s.urls.compare(strings.ReplaceAll(rec.ID, ":", "-")) + "#cmp-reader"
			}
		}
	}
	return item, kinds
}
