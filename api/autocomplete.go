package api

import (
	"net/http"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/labstack/echo/v4"
)

// catalogJSON is a list of strings, as Scryfall's autocomplete returns,
// and the same suggestions with what each is and the page it opens.
type catalogJSON struct {
	Object      string       `json:"object"`
	TotalValues int          `json:"total_values"`
	Data        []string     `json:"data"`
	Items       []suggestion `json:"items"`
}

const maxAutocomplete = 20

// apiAutocomplete completes ?q= with card names, in every language
// (English ones too when imported), and with the mechanics, keywords and
// rules terms of the term table and the glossary's entries, each with the
// page choosing it opens. ?hl= (or the reader's language) names terms in
// that language and opens their sections and the cards of an English name
// in it.
func (s *Server) apiAutocomplete(c echo.Context) error {
	q, err := textParam(c, "q")
	if err != nil {
		return err
	}
	if len(q) > 200 {
		return badRequest("query_too_long", "autocomplete takes at most 200 bytes")
	}
	lang, _ := uiLang(c.Request())
	items := s.complete(q, lang, maxAutocomplete)
	out := catalogJSON{Object: "catalog", TotalValues: len(items), Data: make([]string, len(items)), Items: items}
	for i, it := range items {
		out.Data[i] = it.Name
	}
	return c.JSON(http.StatusOK, out)
}

// rankedSuggestion is a suggestion and how well it completes the query.
type rankedSuggestion struct {
	suggestion
	rank int
}

// complete returns up to limit suggestions completing q: the best ranked
// first (see completionRank), terms before cards at equal rank (a word of
// the rules is more often meant than the card that holds it), then
// alphabetical.
func (s *Server) complete(q, lang string, limit int) []suggestion {
	var all []rankedSuggestion
	for _, h := range s.names.complete(q, limit) {
		card := h.card
		if h.name != card.Name && !strings.Contains(card.Name, h.name) {
			// An English name: the card in the reader's language.
			card = s.names.inLang(card, lang)
		}
		all = append(all, rankedSuggestion{suggestion{Name: h.name, Kind: index.KindCard, Lang: card.Lang, URI: s.urls.card(card.ID)}, h.rank})
	}
	all = append(all, s.completeRecords(q, limit, all)...)
	all = append(all, s.completeTerms(q, lang)...)
	sort.SliceStable(all, func(i, j int) bool {
		a, b := all[i], all[j]
		if a.rank != b.rank {
			return a.rank < b.rank
		}
		if ac, bc := a.Kind == index.KindCard, b.Kind == index.KindCard; ac != bc {
			return bc
		}
		return text.Fold(a.Name) < text.Fold(b.Name)
	})
	out := make([]suggestion, 0, min(limit, len(all)))
	seen := map[string]bool{}
	for _, r := range all {
		if len(out) < limit && !seen[r.Name+"\x00"+r.URI] {
			seen[r.Name+"\x00"+r.URI] = true
			out = append(out, r.suggestion)
		}
	}
	return out
}

// completeTerms are the terms and glossary entries whose wording, in any
// language, completes q. A term is named by its wording in lang when one
// completes q, else by the one that does; it opens its section in lang
// (a mechanic's), else its page in the term table.
func (s *Server) completeTerms(q, lang string) []rankedSuggestion {
	qw := text.FoldWords(q)
	if len(qw) == 0 {
		return nil
	}
	fq := strings.Join(qw, " ")
	var out []rankedSuggestion
	for _, t := range s.terms {
		best, name, nameLang := -1, "", ""
		for _, l := range append([]string{lang}, index.UILangs...) {
			for _, f := range t.SearchForms(l) {
				fw := text.FoldWords(f)
				if r := completionRank(strings.Join(fw, " "), fw, fq, qw); r >= 0 && (best < 0 || r < best) {
					best, name, nameLang = r, f, l
				}
			}
		}
		if best < 0 {
			continue
		}
		uri := s.urls.term(t.Key)
		for _, sec := range s.kb.MechanicSections(t.Key) {
			if sec.Lang == lang {
				uri = s.urls.section(sec.ID)
				break
			}
		}
		out = append(out, rankedSuggestion{suggestion{Name: name, Kind: t.Kind, Lang: nameLang, URI: uri}, best})
	}
	for _, g := range s.kb.Glossary {
		fw := text.FoldWords(g.Term)
		if r := completionRank(strings.Join(fw, " "), fw, fq, qw); r >= 0 && r < 2 {
			out = append(out, rankedSuggestion{suggestion{Name: g.Term, Kind: index.KindGlossary, Lang: g.Lang, URI: s.urls.glossary(g.ID)}, r})
		}
	}
	return out
}
