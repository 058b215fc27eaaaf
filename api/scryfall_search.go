package api

import (
	"cmp"
	"context"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/arbitre/arbitre/carddata"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/labstack/echo/v4"
)

// cards/search reads a subset of Scryfall's search syntax, over the card
// records in every language they hold: name words (and "quoted phrases"),
// !"an exact name", lang:, set: (s:, e:, edition:), t: (type:), o:
// (oracle:, fo:), name:, oracleid:, each negated by a leading "-". The
// terms are all required (no "or", no parentheses); another keyword is
// ignored with a warning, as Scryfall ignores what it cannot read.
//
// A card is answered in the first language, English first, in which it
// meets every term: name words written in French find it in French. t:
// and o: look in the Oracle text and in the text printed in that language.

// scryTerm is one term of a query.
type scryTerm struct {
	key   string // "" for a name word, else one of scryKeys' values
	value string // folded; lower case for lang, set and oracleid
	neg   bool
}

// scryKeys are the keywords read, and what each means.
var scryKeys = map[string]string{
	"lang": "lang", "language": "lang",
	"set": "set", "s": "set", "e": "set", "edition": "set",
	"t": "type", "type": "type",
	"o": "oracle", "oracle": "oracle", "fo": "oracle", "fulloracle": "oracle",
	"name": "", "oracleid": "oracleid",
}

// scryTokens splits q at spaces outside double quotes.
func scryTokens(q string) []string {
	var out []string
	var b strings.Builder
	quoted := false
	for _, r := range q {
		switch {
		case r == '"':
			quoted = !quoted
			b.WriteRune(r)
		case unicode.IsSpace(r) && !quoted:
			if b.Len() > 0 {
				out = append(out, b.String())
				b.Reset()
			}
		default:
			b.WriteRune(r)
		}
	}
	if b.Len() > 0 {
		out = append(out, b.String())
	}
	return out
}

// parseScryQuery reads q's terms, with a warning for each one ignored.
func parseScryQuery(q string) (terms []scryTerm, warnings []string) {
	for _, tok := range scryTokens(q) {
		t := scryTerm{}
		if strings.HasPrefix(tok, "-") && len(tok) > 1 {
			t.neg, tok = true, tok[1:]
		}
		if strings.ContainsAny(tok, "()") || strings.EqualFold(tok, "or") {
			warnings = append(warnings, "\""+tok+"\": or and parentheses are not supported; ignored")
			continue
		}
		if strings.HasPrefix(tok, "!") {
			t.key, t.value = "exact", text.Fold(strings.Trim(tok[1:], `"`))
			terms = append(terms, t)
			continue
		}
		if k, v, ok := strings.Cut(tok, ":"); ok && k != "" && !strings.Contains(k, `"`) {
			key, known := scryKeys[strings.ToLower(k)]
			if !known {
				warnings = append(warnings, "the keyword \""+k+":\" is not supported here; \""+tok+"\" ignored")
				continue
			}
			t.key, tok = key, v
		}
		v := strings.Trim(tok, `"`)
		switch t.key {
		case "lang", "set", "oracleid":
			t.value = strings.ToLower(v)
		default:
			t.value = text.Fold(v)
		}
		if t.value != "" {
			terms = append(terms, t)
		}
	}
	return terms, warnings
}

// scryHit is a card found in one language, and the set it was asked in.
type scryHit struct {
	card       *carddata.Card
	lang, set  string
	name       string             // folded, for the order
	printing   *carddata.Printing // for unique=prints
	released   string
	collectNum string
}

// search returns the cards every term matches, each in its language.
func (sf *scryfall) search(ctx context.Context, terms []scryTerm) ([]scryHit, error) {
	var langs []string
	set := ""
	for _, t := range terms {
		if t.neg {
			continue
		}
		switch {
		case t.key == "lang" && t.value != "any":
			langs = []string{t.value}
		case t.key == "set" && set == "":
			set = t.value
		}
	}
	var hits []scryHit
	for i, c := range sf.cards.All() {
		candidates := langs
		if candidates == nil {
			candidates = cardLangs(c)
		}
		if i%512 == 0 && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		for _, lang := range candidates {
			if c.Text(lang) != nil && sf.meets(c, lang, terms) {
				hits = append(hits, scryHit{card: c, lang: lang, set: set, name: sf.folded[c][lang]})
				break
			}
		}
	}
	return hits, nil
}

// cardLangs are c's languages, English first.
func cardLangs(c *carddata.Card) []string {
	out := make([]string, 0, len(c.Texts))
	for l := range c.Texts {
		if l != "en" {
			out = append(out, l)
		}
	}
	slices.Sort(out)
	return append([]string{"en"}, out...)
}

// meets says whether c, in lang, meets every term.
func (sf *scryfall) meets(c *carddata.Card, lang string, terms []scryTerm) bool {
	en, t := c.Text("en"), c.Text(lang)
	for _, term := range terms {
		var ok bool
		switch term.key {
		case "":
			ok = strings.Contains(sf.folded[c][lang], term.value)
		case "exact":
			ok = sf.folded[c][lang] == term.value
		case "lang":
			ok = term.value == "any" || term.value == lang
		case "set":
			ok = printedInLang(c, term.value, lang)
		case "oracleid":
			ok = c.OracleID == term.value
		case "type", "oracle":
			ok = strings.Contains(sf.foldedText(en, t, term.key == "type"), term.value)
		}
		if ok == term.neg {
			return false
		}
	}
	return true
}

// printedInLang says whether c has a printing in set and lang.
func printedInLang(c *carddata.Card, set, lang string) bool {
	for _, p := range c.Printings {
		if p.Set == set && p.Lang == lang {
			return true
		}
	}
	return false
}

// foldedText is the Oracle type line or text and the one printed in the
// other language, folded.
func (sf *scryfall) foldedText(en, t *carddata.Text, typeLine bool) string {
	var parts []string
	for _, x := range []*carddata.Text{en, t} {
		if x == nil {
			continue
		}
		if typeLine {
			parts = append(parts, x.Type)
		} else {
			parts = append(parts, x.Text)
		}
	}
	return text.Fold(strings.Join(parts, "\n"))
}

func (s *Server) scrySearch(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	q := c.QueryParams()
	page := 1
	if p := q.Get("page"); p != "" {
		if page, err = strconv.Atoi(p); err != nil || page < 1 {
			return badRequest("bad_request", "page must be a whole number from 1")
		}
	}
	terms, warnings := parseScryQuery(q.Get("q"))
	if len(terms) == 0 {
		e := badRequest("bad_request", "the query has no term this server reads")
		e.Warnings = warnings
		return e
	}
	hits, err := sf.search(c.Request().Context(), terms)
	if err != nil {
		return err
	}
	hits = sf.arrange(hits, q.Get("unique") == "prints", q.Get("order"))
	from := (page - 1) * scryfallPage
	if from >= len(hits) {
		e := notFound("your query didn't match any cards")
		if len(hits) > 0 {
			e.Details = "you have paginated beyond the end of the results"
		}
		e.Warnings = warnings
		return e
	}
	base := scryBase(c)
	list := scryList[scryCard]{Object: "list", TotalCards: len(hits), Warnings: warnings}
	for _, h := range hits[from:min(len(hits), from+scryfallPage)] {
		p := h.printing
		if p == nil {
			p = sf.printing(h.card, h.lang, h.set)
		}
		list.Data = append(list.Data, sf.cardObject(base, h.card, p))
	}
	if from+scryfallPage < len(hits) {
		next := url.Values{}
		for k, v := range q {
			next[k] = v
		}
		next.Set("page", strconv.Itoa(page+1))
		list.HasMore, list.NextPage = true, base+"/cards/search?"+next.Encode()
	}
	return c.JSON(http.StatusOK, list)
}

// arrange orders the hits by name (order=released: newest first), one
// per card, or with unique=prints one per printing (printHits).
func (sf *scryfall) arrange(hits []scryHit, prints bool, order string) []scryHit {
	if prints {
		var all []scryHit
		for _, h := range hits {
			all = append(all, printHits(h)...)
		}
		hits = all
	} else {
		for i := range hits {
			p := sf.printing(hits[i].card, hits[i].lang, hits[i].set)
			hits[i].released, hits[i].collectNum = p.Released, p.Number
		}
	}
	slices.SortStableFunc(hits, func(a, b scryHit) int {
		if order == "released" {
			if c := strings.Compare(b.released, a.released); c != 0 {
				return c
			}
		}
		return cmp.Or(strings.Compare(a.name, b.name), strings.Compare(a.card.ID, b.card.ID),
			strings.Compare(a.set, b.set), strings.Compare(a.collectNum, b.collectNum))
	})
	return hits
}

// printHits are h's card's printings in h's language (and set, when one
// is asked); when it has none in that language (a card the files give in
// French alone), its printings in any.
func printHits(h scryHit) []scryHit {
	var out, anyLang []scryHit
	for i := range h.card.Printings {
		p := &h.card.Printings[i]
		if h.set != "" && p.Set != h.set {
			continue
		}
		ph := scryHit{card: h.card, lang: p.Lang, set: p.Set, name: h.name, printing: p, released: p.Released, collectNum: p.Number}
		if p.Lang == h.lang {
			out = append(out, ph)
		}
		anyLang = append(anyLang, ph)
	}
	if len(out) == 0 {
		return anyLang
	}
	return out
}
