package api

import (
	"net/url"
	"strings"

	"github.com/arbitre/arbitre/carddata"
)

// ambiguous is Scryfall's answer to a name that matches several cards.
func ambiguous(name string) *Error {
	e := notFound("too many cards match \"" + name + "\"; add more words to refine your search")
	e.Type = "ambiguous"
	return e
}

// exact finds the card of that name in some language (in set, when one
// is given): the card answered in that name's language. A name two cards
// bear in their current text is ambiguous; one that only an older
// printing bore gives way to the current.
func (sf *scryfall) exact(name, set string) (carddata.Match, error) {
	var found, current []carddata.Match
	for _, m := range sf.cards.Named(name) {
		if !printedInSet(m.Card, set) {
			continue
		}
		if n := len(found); n > 0 && found[n-1].Card == m.Card {
			if found[n-1].Lang != "en" && m.Lang == "en" {
				found[n-1] = m // a name alike in English and another language: English, as Scryfall
			}
			continue
		}
		found = append(found, m)
	}
	for _, m := range found {
		if t := m.Card.Text(m.Lang); m.Card.Name == m.Name || (t != nil && t.Name == m.Name) {
			current = append(current, m)
		}
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(current) == 1:
		return current[0], nil
	case len(found) == 0:
		return carddata.Match{}, notFound("no cards found matching \"" + name + "\"")
	}
	return carddata.Match{}, ambiguous(name)
}

// fuzzy finds the card whose name in some language is nearest: exact,
// then a name it starts, then one with typos. Two cards as near are
// ambiguous, as on Scryfall.
func (sf *scryfall) fuzzy(name, set string) (carddata.Match, error) {
	var ms []carddata.Match
	for _, m := range sf.cards.Fuzzy(name, 50) {
		if printedInSet(m.Card, set) {
			ms = append(ms, m)
		}
	}
	switch {
	case len(ms) == 0:
		return carddata.Match{}, notFound("no cards found matching \"" + name + "\"")
	case len(ms) > 1 && fuzzyRank(ms[0]) == fuzzyRank(ms[1]) && fuzzyRank(ms[0]) > 0:
		return carddata.Match{}, ambiguous(name)
	}
	return ms[0], nil
}

// fuzzyRank orders matches as carddata.Cards.Fuzzy does: exact, prefix,
// by typos, start by typos, within; typos count within their rank.
func fuzzyRank(m carddata.Match) int {
	switch {
	case m.Within:
		return 400 + m.Typos
	case m.Typos > 0 && m.Prefix:
		return 300 + m.Typos
	case m.Typos > 0:
		return 200 + m.Typos
	case m.Prefix:
		return 100
	}
	return 0
}

// printedInSet says whether c has a printing in set ("" is any).
func printedInSet(c *carddata.Card, set string) bool {
	if set == "" {
		return true
	}
	for _, p := range c.Printings {
		if p.Set == set {
			return true
		}
	}
	return false
}

// autocomplete returns up to 20 names, in any language, that q starts or
// is near; none for fewer than two letters, as Scryfall.
func (sf *scryfall) autocomplete(q string) []string {
	out := []string{}
	if len([]rune(strings.TrimSpace(q))) < 2 {
		return out
	}
	seen := map[string]bool{}
	for _, m := range sf.cards.Fuzzy(q, scryfallAutocomplete) {
		if !seen[m.Name] {
			seen[m.Name] = true
			out = append(out, m.Name)
		}
	}
	return out
}

// scrySetInfo is one set as the card data knows it.
type scrySetInfo struct {
	code, name, released string
	numbers              map[string]bool  // the collector numbers printed
	cards                []*carddata.Card // with a printing in the set
}

// addToSet files c's printing p under p's set; newScryfall gives a card's
// printings together.
func (sf *scryfall) addToSet(c *carddata.Card, p carddata.Printing, names map[string]string) {
	if p.Set == "" {
		return
	}
	st := sf.sets[p.Set]
	if st == nil {
		st = &scrySetInfo{code: p.Set, name: names[p.Set], numbers: map[string]bool{}}
		if st.name == "" {
			st.name = strings.ToUpper(p.Set) // the card data names no set
		}
		sf.sets[p.Set] = st
	}
	if st.released == "" || (p.Released != "" && p.Released < st.released) {
		st.released = p.Released
	}
	st.numbers[p.Number] = true
	if n := len(st.cards); n == 0 || st.cards[n-1] != c {
		st.cards = append(st.cards, c)
	}
}

// scrySet is Scryfall's set object, with what the card data knows of a
// set: no Scryfall id, set type or icon.
type scrySet struct {
	Object      string `json:"object"`
	Code        string `json:"code"`
	Name        string `json:"name"`
	URI         string `json:"uri"`
	ScryfallURI string `json:"scryfall_uri"`
	SearchURI   string `json:"search_uri"`
	ReleasedAt  string `json:"released_at,omitempty"`
	CardCount   int    `json:"card_count"`
	Digital     bool   `json:"digital"`
	FoilOnly    bool   `json:"foil_only"`
	NonfoilOnly bool   `json:"nonfoil_only"`
}

func (st *scrySetInfo) object(base string) scrySet {
	return scrySet{
		Object: "set", Code: st.code, Name: st.name, URI: base + "/sets/" + url.PathEscape(st.code),
		ScryfallURI: "https://scryfall.com/sets/" + url.PathEscape(st.code),
		SearchURI:   base + "/cards/search?q=" + url.QueryEscape("set:"+st.code) + "&unique=prints",
		ReleasedAt:  st.released, CardCount: len(st.numbers),
	}
}
