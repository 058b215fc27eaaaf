package carddata

import (
	"cmp"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// Cards are card records with their lookups. They are read-only once
// made, and safe for concurrent use.
type Cards struct {
	list     []*Card
	byID     map[string]*Card
	names    map[string][]nameRef // by name key
	keys     []string             // the name keys, sorted: prefixes are runs
	runes    [][]rune             // keys[i] as runes, for the typo distance
	longest  int                  // the most runes of a key
	setIndex                      // by set, for the notes' typo pass
}

// nameRef is one card's name in one language.
type nameRef struct {
	card *Card
	lang string
	name string // as printed
}

// Match is a card found by one of its names.
type Match struct {
	Card   *Card
	Lang   string // the language of the name found ("en", "fr", "it", …)
	Name   string // the name found, as printed
	Prefix bool   // the query is the start of the name (or of a name one or two typos away)
	Typos  int    // typos between the query and the name (or its start)
	Within bool   // the query starts a later word of the name
}

// nameKey is a name as looked up: folded (case, accents, ligatures),
// punctuation dropped, words joined by single spaces, so that "Kaito,
// fléau des cauchemars" and "kaito fleau des cauchemars" are one.
func nameKey(name string) string { return strings.Join(text.FoldWords(name), " ") }

// newCards indexes list, sorted by id, by every name its cards bear.
func newCards(list []*Card) *Cards {
	cs := &Cards{list: list, byID: make(map[string]*Card, len(list)), names: map[string][]nameRef{}}
	for _, c := range list {
		cs.byID[c.ID] = c
		cs.add(c, "en", c.Name)
		for _, f := range c.Faces {
			cs.add(c, "en", f.Name)
		}
		for lang, t := range c.Texts {
			cs.add(c, lang, t.Name)
			for _, f := range t.Faces {
				cs.add(c, lang, f.Name)
			}
			for _, n := range t.Also {
				cs.add(c, lang, n)
			}
		}
		for _, p := range c.Printings {
			cs.add(c, p.Lang, p.Name)
		}
	}
	cs.keys = make([]string, 0, len(cs.names))
	for k, refs := range cs.names {
		cs.keys = append(cs.keys, k)
		slices.SortFunc(refs, func(a, b nameRef) int {
			return cmp.Or(strings.Compare(a.card.ID, b.card.ID), strings.Compare(a.lang, b.lang))
		})
	}
	slices.Sort(cs.keys)
	cs.runes = make([][]rune, len(cs.keys))
	for i, k := range cs.keys {
		cs.runes[i] = []rune(k)
		cs.longest = max(cs.longest, len(cs.runes[i]))
	}
	return cs
}

// add files name, in lang, under its key, once per card and language.
func (cs *Cards) add(c *Card, lang, name string) {
	k := nameKey(name)
	if k == "" {
		return
	}
	for _, r := range cs.names[k] {
		if r.card == c && r.lang == lang {
			return
		}
	}
	cs.names[k] = append(cs.names[k], nameRef{c, lang, name})
}

// Len is the number of cards.
func (cs *Cards) Len() int { return len(cs.list) }

// All returns the cards, by id. The slice is the Cards': do not change it.
func (cs *Cards) All() []*Card { return cs.list }

// Card returns the card of id (an Oracle id, any case), or nil.
func (cs *Cards) Card(id string) *Card {
	if c := cs.byID[id]; c != nil {
		return c
	}
	return cs.byID[strings.ToLower(id)]
}

// Named returns the cards of which name (folded: case, accents and
// punctuation aside) is a name in some language, with that language: one
// match per card and language, by card id. A card of several faces is
// found by its whole name and by each face's.
func (cs *Cards) Named(name string) []Match {
	refs := cs.names[nameKey(name)]
	out := make([]Match, len(refs))
	for i, r := range refs {
		out[i] = Match{Card: r.card, Lang: r.lang, Name: r.name}
	}
	return out
}
