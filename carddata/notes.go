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
	for _, n := range cs.setNames(set) {
		if n.lang != lang {
			continue
		}
		if need := 3 * (len(n.key) + 1); len(buf) < need {
			buf = make([]int, need)
		}
		if whole, _ := bandDistance(q, n.key, 1, buf); whole <= 1 {
			out = append(out, Match{Card: n.card, Lang: lang, Name: n.name, Typos: whole})
		}
	}
	return out
}

// setName is a name a record printed in a set bears, with its key's runes.
type setName struct {
	card       *Card
	lang, name string
	key        []rune
}

// setIndex holds the records by set and their names, made on first use:
// only the notes' typo pass needs them, and it looks in a few sets.
type setIndex struct {
	setsOnce   sync.Once
	bySet      map[string][]*Card
	mu         sync.Mutex
	namesBySet map[string][]setName // by set, made on the first look in it
}

// inSet are the records by the sets they are printed in.
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

// setNames are the names, in every language, of the records printed in
// set: each record's text's, its faces', its other printed names and its
// printings', once per record, language and key.
func (cs *Cards) setNames(set string) []setName {
	in := cs.inSet()[set]
	cs.mu.Lock()
	defer cs.mu.Unlock()
	if ns, ok := cs.namesBySet[set]; ok {
		return ns
	}
	var out []setName
	for _, c := range in {
		seen := map[string]bool{}
		add := func(lang, name string) {
			k := nameKey(name)
			if k != "" && !seen[lang+"\x00"+k] {
				seen[lang+"\x00"+k] = true
				out = append(out, setName{card: c, lang: lang, name: name, key: []rune(k)})
			}
		}
		for lang, t := range c.Texts {
			add(lang, t.Name)
			for _, f := range t.Faces {
				add(lang, f.Name)
			}
			for _, n := range t.Also {
				add(lang, n)
			}
		}
		for _, p := range c.Printings {
			if p.Name != "" {
				add(p.Lang, p.Name)
			}
		}
	}
	if cs.namesBySet == nil {
		cs.namesBySet = map[string][]setName{}
	}
	cs.namesBySet[set] = out
	return out
}
