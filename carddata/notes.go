package carddata

import (
	"strings"
	"sync"

	"github.com/arbitre/arbitre/corpus"
)

// The one matching of the release notes' cards to the card records, which
// the pages, /api, the Scryfall routes and `verify --cards` all read. It
// has two passes: NotesRecord looks names up exactly (map lookups, cheap
// enough for every snapshot build), NotesRecordTypo allows a typo (the
// notes and the card files do not always spell a name alike) and is for
// callers to run lazily, on the cards the first pass left.

// NotesRecord is the record of notes card kc by exact names (folded as
// Named folds): the one record bearing kc's name (or its first face's) in
// kc's language and printed in kc's set in that language; else printed in
// that set in any language (an MTGJSON file may not have a new set's
// translations yet); else the one record bearing the name in that language
// whatever its sets; else the one record of english, kc's English name
// ("" when unknown). A name two records answer to matches neither.
func (cs *Cards) NotesRecord(kc *corpus.Card, english string) *Card {
	names := notesNames(kc)
	for _, sameLang := range []bool{true, false} {
		for _, name := range names {
			if c := notesMatch(cs.Named(name), kc, sameLang); c != nil {
				return c
			}
		}
	}
	if c := onlyIn(cs.Named(kc.Name), kc.Lang); c != nil {
		return c
	}
	if english != "" {
		return onlyIn(cs.Named(english), "en")
	}
	return nil
}

// NotesRecordTypo is the record of notes card kc whose name in kc's
// language is one typo from kc's (or its first face's), among the records
// printed in kc's set: in kc's language, else in any. It is what
// NotesRecord does not find; a card with no set is looked up among every
// name (Fuzzy), which costs milliseconds at AllPrintings size where the
// set's records cost microseconds.
func (cs *Cards) NotesRecordTypo(kc *corpus.Card) *Card {
	names := notesNames(kc)
	for _, sameLang := range []bool{true, false} {
		for _, name := range names {
			var ms []Match
			if kc.Set == "" {
				ms = cs.Fuzzy(name, 5)
			} else {
				ms = cs.nearInSet(name, kc.Lang, strings.ToLower(kc.Set))
			}
			if c := notesMatch(ms, kc, sameLang); c != nil {
				return c
			}
		}
	}
	return nil
}

// notesNames are the names kc is looked up by: its own, and its first
// face's for a card of several.
func notesNames(kc *corpus.Card) []string {
	names := []string{kc.Name}
	if len(kc.Faces) > 1 {
		names = append(names, kc.Faces[0].Name)
	}
	return names
}

// notesMatch is the one card of ms named in kc's language (exactly or one
// typo away) and printed in kc's set (in kc's language when sameLang);
// nil for none or several.
func notesMatch(ms []Match, kc *corpus.Card, sameLang bool) *Card {
	var found *Card
	set := strings.ToLower(kc.Set)
	for _, m := range ms {
		if m.Lang != kc.Lang || m.Prefix || m.Within || m.Typos > 1 || !printedIn(m.Card, set, kc.Lang, sameLang) {
			continue
		}
		if found != nil && found != m.Card {
			return nil
		}
		found = m.Card
	}
	return found
}

// onlyIn is the one card of ms named in lang; nil for none or several.
func onlyIn(ms []Match, lang string) *Card {
	var found *Card
	for _, m := range ms {
		if m.Lang != lang {
			continue
		}
		if found != nil && found != m.Card {
			return nil
		}
		found = m.Card
	}
	return found
}

// printedIn says whether c has a printing in set (lower case), in lang
// when sameLang. A notes' card without a set is printed in any.
func printedIn(c *Card, set, lang string, sameLang bool) bool {
	if set == "" {
		return true
	}
	for _, p := range c.Printings {
		if p.Set == set && (!sameLang || p.Lang == lang) {
			return true
		}
	}
	return false
}

// nearInSet are the names in lang of the records printed in set that are
// at most one typo from name (none for a name of fewer than four letters,
// as Fuzzy allows), as Matches with their typos.
func (cs *Cards) nearInSet(name, lang, set string) []Match {
	q := []rune(nameKey(name))
	if typosAllowed(len(q)) < 1 {
		return nil
	}
	var out []Match
	var buf []int
	for _, c := range cs.inSet()[set] {
		seen := map[string]bool{}
		for _, n := range namesIn(c, lang) {
			key := nameKey(n)
			if seen[key] {
				continue
			}
			seen[key] = true
			k := []rune(key)
			if need := 3 * (len(k) + 1); len(buf) < need {
				buf = make([]int, need)
			}
			if whole, _ := bandDistance(q, k, 1, buf); whole <= 1 {
				out = append(out, Match{Card: c, Lang: lang, Name: n, Typos: whole})
			}
		}
	}
	return out
}

// namesIn are the names c bears in lang: its text's, its faces', its
// other printed names and its printings'.
func namesIn(c *Card, lang string) []string {
	var out []string
	if t := c.Texts[lang]; t != nil {
		out = append(out, t.Name)
		for _, f := range t.Faces {
			out = append(out, f.Name)
		}
		out = append(out, t.Also...)
	}
	for _, p := range c.Printings {
		if p.Lang == lang && p.Name != "" {
			out = append(out, p.Name)
		}
	}
	return out
}

// inSet are the records by the sets they are printed in, made on first
// use: only the typo pass of the notes' cards needs them.
func (cs *Cards) inSet() map[string][]*Card {
	cs.setsOnce.Do(func() {
		cs.bySet = map[string][]*Card{}
		for _, c := range cs.list {
			seen := map[string]bool{}
			for _, p := range c.Printings {
				if !seen[p.Set] {
					seen[p.Set] = true
					cs.bySet[p.Set] = append(cs.bySet[p.Set], c)
				}
			}
		}
	})
	return cs.bySet
}

// setIndex is Cards' index of its records by set (see inSet).
type setIndex struct {
	setsOnce sync.Once
	bySet    map[string][]*Card
}
