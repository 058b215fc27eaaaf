package api

import (
	"context"
	"fmt"
	"net/url"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/text"
)

// suggestion is a card, term or glossary entry offered instead of what was
// typed: by autocomplete, or as "did you mean" when a search found nothing.
type suggestion struct {
	Name string `json:"name"`
	Kind string `json:"kind"` // card, mechanic, keyword … (a term's kind), glossary
	Lang string `json:"lang,omitempty"`
	URI  string `json:"uri"`
}

// maxSuggestions bounds the "did you mean" list.
const maxSuggestions = 6

// plainQuery reports whether q is words only, with none of the search
// syntax (fields, quotes, negation, grouping): what a name lookup takes.
func plainQuery(q string) bool {
	if strings.ContainsAny(q, `:"()=<>`) {
		return false
	}
	for _, w := range strings.Fields(q) {
		if strings.HasPrefix(w, "-") || w == "OR" {
			return false
		}
	}
	return strings.TrimSpace(q) != ""
}

// exactCard returns the card whose name q is exactly (case, accents and
// punctuation aside), in any language, English names included, when it is
// one card: its printing in lang when it has one. Nil otherwise.
func (s *Server) exactCard(q, lang string) *corpus.Card {
	if !plainQuery(q) {
		return nil
	}
	// A name printed in the documents opens the card that bears it (a
	// translator typing the Italian name wants the Italian card); an
	// English name, which none bears, the card in the reader's language.
	if own := s.names.exactOwn(q); len(own) > 0 {
		if len(s.names.distinct(own)) != 1 {
			return nil
		}
		for _, c := range own {
			if c.Lang == lang {
				return c
			}
		}
		return own[0]
	}
	cs := s.names.distinct(s.names.Exact(q, ""))
	if len(cs) != 1 {
		return nil
	}
	return s.names.inLang(cs[0], lang)
}

// Budgets of the "did you mean" stage, the costliest of a search that
// found nothing: each query it tries is compared with every card name and
// term. A query of 64 random words tried itself and each of its words,
// 35 ms of CPU on the embedded documents; the whole query is a name only
// when short, a few of its words are enough to suggest from, and the
// stage stops at its deadline with what it found (the search is answered
// all the same).
const (
	maxSuggestQueryWords = 8 // words of a query beyond which it is no name
	maxSuggestWords      = 4 // words tried one by one
	suggestBudget        = 50 * time.Millisecond
)

// suggestTries are the queries didYouMean tries for q: the whole of q
// when it could be a name, then each of its longer words, at most
// maxSuggestWords of them.
func suggestTries(q string) []string {
	ws := strings.Fields(q)
	var tries []string
	if len(ws) <= maxSuggestQueryWords {
		tries = append(tries, q)
	}
	if len(ws) < 2 {
		return tries
	}
	for n, i := 0, 0; i < len(ws) && n < maxSuggestWords; i++ {
		if len([]rune(ws[i])) >= 4 {
			tries = append(tries, ws[i])
			n++
		}
	}
	return tries
}

// didYouMean lists the card names, terms and glossary entries nearest to a
// query that found nothing, for a reader in lang, within suggestBudget of
// ctx's time (what was found by then is the answer), and whether every
// try was made.
func (s *Server) didYouMean(ctx context.Context, q, lang string) ([]suggestion, bool) {
	if !plainQuery(q) {
		// The words alone: "t:creature pilleuse" suggests for "pilleuse".
		var words []string
		for _, w := range strings.Fields(q) {
			if !strings.ContainsAny(w, `:"()=<>`) && !strings.HasPrefix(w, "-") && w != "OR" {
				words = append(words, w)
			}
		}
		q = strings.Join(words, " ")
		if q == "" {
			return nil, true
		}
	}
	ctx, cancel := context.WithTimeout(ctx, suggestBudget)
	defer cancel()
	// The whole query first, then each of its longer words: a name or
	// term may be one word of several.
	tries := suggestTries(q)
	var out []suggestion
	add := func(sg suggestion) {
		if !slices.ContainsFunc(out, func(o suggestion) bool { return o.URI == sg.URI }) {
			out = append(out, sg)
		}
	}
	for _, try := range tries {
		if ctx.Err() != nil {
			return out, false
		}
		for _, c := range s.names.Fuzzy(try, "") {
			if len(out) < maxSuggestions/2 {
				c = s.names.inLang(c, lang)
				add(suggestion{Name: c.Name, Kind: index.KindCard, Lang: c.Lang, URI: s.urls.card(c.ID)})
			}
		}
	}
	for _, try := range tries {
		if ctx.Err() != nil {
			return out, false
		}
		for _, sg := range s.nearTerms(try, lang, maxSuggestions-len(out)) {
			add(sg)
		}
	}
	return out, true
}

// nearTerms are the terms and glossary entries whose wording, in any
// language, is within a few typos of q (more for a longer q), closest
// first, named in lang.
func (s *Server) nearTerms(q, lang string, limit int) []suggestion {
	fq := strings.Join(text.FoldWords(q), " ")
	if fq == "" || limit <= 0 {
		return nil
	}
	qr := []rune(fq)
	budget := 1 + len(qr)/5
	type cand struct {
		s    suggestion
		dist int
	}
	var cands []cand
	var dist distancer
	forms := s.nearForms()
	for i, t := range s.terms {
		best := budget + 1
		for _, f := range forms.terms[i] {
			best = min(best, dist.distance(qr, f, budget))
		}
		if best <= budget {
			cands = append(cands, cand{suggestion{Name: s.termLabel(t.Key, lang), Kind: t.Kind, URI: s.urls.term(t.Key)}, best})
		}
	}
	for i, g := range s.kb.Glossary {
		if d := dist.distance(qr, forms.glossary[i], budget); d <= budget {
			cands = append(cands, cand{suggestion{Name: g.Term, Kind: index.KindGlossary, Lang: g.Lang, URI: s.urls.glossary(g.ID)}, d})
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return cands[i].dist < cands[j].dist })
	var out []suggestion
	for _, c := range cands {
		if len(out) < limit && !slices.ContainsFunc(out, func(o suggestion) bool { return o.URI == c.s.URI }) {
			out = append(out, c.s)
		}
	}
	return out
}

// termForms are the wordings nearTerms compares a query with, folded and
// as runes: each term's search forms in every language (terms, in the
// order of Server.terms) and each glossary entry's term (in the order of
// the knowledge base's). Folding them on every search that found nothing
// made a fifth of its cost.
type termForms struct {
	terms    [][][]rune
	glossary [][]rune
}

func (s *Server) foldTermForms() *termForms {
	fold := func(f string) []rune { return []rune(strings.Join(text.FoldWords(f), " ")) }
	tf := &termForms{terms: make([][][]rune, len(s.terms)), glossary: make([][]rune, len(s.kb.Glossary))}
	for i, t := range s.terms {
		for _, l := range index.UILangs {
			for _, f := range t.SearchForms(l) {
				tf.terms[i] = append(tf.terms[i], fold(f))
			}
		}
	}
	for i, g := range s.kb.Glossary {
		tf.glossary[i] = fold(g.Term)
	}
	return tf
}

// englishLooking reports whether a search that found no card looks like
// an English card name: plain words in ASCII letters, some of them known
// to no document, and those words like words (with vowels: "zzkq" is a
// slip of the fingers, not a name).
func englishLooking(res *index.Result) bool {
	if len(res.Unknown) == 0 || !plainQuery(res.Query) {
		return false
	}
	for _, w := range res.Unknown {
		vowels := 0
		for _, r := range strings.ToLower(w) {
			if strings.ContainsRune("aeiouy", r) {
				vowels++
			}
		}
		if n := len([]rune(w)); n < 3 || 5*vowels < n {
			return false
		}
	}
	for _, r := range res.Query {
		if r > unicode.MaxASCII {
			return false
		}
	}
	for _, h := range res.Data {
		if h.Kind == index.KindCard {
			return false
		}
	}
	return true
}

// namesNotLoaded says, in English, that English names are not loaded and
// how to load them.
const namesNotLoaded = "English card names are not loaded: start arbitre with --names FILE, " +
	"FILE being Scryfall's all_cards bulk data or MTGJSON's AllPrintings, to search cards by their English names"

// searchNotes are the API's warnings: the index's, and a word on English
// names when the query looks like one and none are loaded (neither
// --names nor --card-data).
func (s *Server) searchNotes(res *index.Result) []string {
	out := append([]string{}, res.Warnings...)
	if len(s.english) == 0 && s.records == nil && englishLooking(res) {
		out = append(out, namesNotLoaded)
	}
	return out
}

// pageNotes are the search page's notes, in the reader's language where
// the page says them itself.
func (s *Server) pageNotes(res *index.Result, tr translator) []string {
	out := append([]string{}, res.Warnings...)
	for _, r := range res.Respelled {
		out = append(out, fmt.Sprintf(tr.T("search.respelled"), strings.ReplaceAll(r.To, "-", " "), r.From))
	}
	if len(s.english) == 0 && s.records == nil && englishLooking(res) {
		out = append(out, tr.T("search.no_english_names"))
	}
	return out
}

// langBar is the line above the hits that says which language comes first
// and keeps the others one click away: only the first language, only the
// others, or, when the query filters on a language, all of them again.
type langBar struct {
	First       string // the languages ranked first, named ("français")
	Only        string // URL: only the first languages
	OnlyCount   int
	Others      string // URL: only the other languages
	OthersCount int
	All         string // URL: the query without its lang: filters
}

// langBar returns the language bar of a result, nil when every hit is in
// one language and the query does not filter on any.
func (s *Server) langBar(q string, res *index.Result, tr translator) *langBar {
	if res.Facets == nil {
		return nil
	}
	var filters []string
	for _, f := range strings.Fields(q) {
		if lf := strings.ToLower(strings.TrimPrefix(f, "-")); strings.HasPrefix(lf, "lang:") {
			filters = append(filters, f)
		}
	}
	if len(filters) > 0 {
		var kept []string
		for _, f := range strings.Fields(q) {
			if !slices.Contains(filters, f) {
				kept = append(kept, f)
			}
		}
		if len(kept) == 0 {
			return nil
		}
		return &langBar{All: s.urls.withQuery(routeSearch, url.Values{"q": {strings.Join(kept, " ")}})}
	}
	if len(res.Prefer) != 1 || len(res.Facets.Lang) < 2 {
		return nil
	}
	first := res.Prefer[0]
	b := &langBar{First: tr.T("lang." + first)}
	for _, fc := range res.Facets.Lang {
		if fc.Value == first {
			b.OnlyCount += fc.Count
		} else {
			b.OthersCount += fc.Count
		}
	}
	if b.OnlyCount == 0 || b.OthersCount == 0 {
		return nil
	}
	b.Only = s.urls.withQuery(routeSearch, url.Values{"q": {q + " lang:" + first}})
	b.Others = s.urls.withQuery(routeSearch, url.Values{"q": {q + " -lang:" + first}})
	return b
}
