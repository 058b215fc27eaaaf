package corpus

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/arbitre/arbitre/internal/text"
)

// TypeWord is what a word of a type line names.
type TypeWord struct {
	Name     string // canonical English: "Artifact", "Legendary"
	Super    bool   // a supertype rather than a card type
	Misspelt bool   // a misspelling the documents print, read anyway
	// Era marks a type word of older cards that newer ones print as a
	// keyword (Term.TypeLineEra): the words after it are its object.
	Era bool
}

// TypeWords is the type-line vocabulary of every language: folded words
// and phrases ("de base", "in corso") → what they name. It is built from the
// term table (the terms with a CardType: their wordings in every language,
// their TypeLine words and their misspellings), the one list of card-type
// words that the parsers and the rules core share.
type TypeWords map[string]TypeWord

// NewTypeWords builds the vocabulary from the term table. A word that
// names two different types is an error.
func NewTypeWords(terms []Term) (TypeWords, error) {
	tw := TypeWords{}
	add := func(t Term, w string, misspelt bool) error {
		k := text.FoldLine(w)
		if k == "" {
			return nil
		}
		v := TypeWord{Name: t.CardType, Super: t.Kind == "supertype", Misspelt: misspelt, Era: slices.Contains(t.TypeLineEra, w)}
		if old, ok := tw[k]; ok && old != v {
			return fmt.Errorf("corpus: terms.json: type-line word %q names both %s and %s", w, old.Name, t.CardType)
		}
		tw[k] = v
		return nil
	}
	for _, t := range terms {
		if t.CardType == "" {
			continue
		}
		var words []string
		if t.Kind == "type" || t.Kind == "supertype" {
			words = slices.Concat(t.EN, t.FR, t.IT, t.FROld)
		}
		for _, w := range slices.Concat(words, t.TypeLine, t.TypeLineEra) {
			if err := add(t, w, false); err != nil {
				return nil, err
			}
		}
		for _, w := range t.Misspelt {
			if err := add(t, w, true); err != nil {
				return nil, err
			}
		}
	}
	return tw, nil
}

// Lookup returns what a type-line word or phrase names, compared folded:
// "Créature", "creature" and "CREATURE" are all Creature.
func (tw TypeWords) Lookup(word string) (TypeWord, bool) {
	w, ok := tw[text.FoldLine(word)]
	return w, ok
}

// SplitSubtypes splits the subtype part of a type line into subtypes,
// lower case, as written otherwise: French joins them with "et" ("humain
// et éclaireur et survivant"), Italian and English list them with spaces
// ("Sopravvissuto Esploratore Umano"). Never nil.
func SplitSubtypes(s string) []string {
	out := []string{}
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return out
	}
	var parts []string
	if strings.Contains(s, " et ") || strings.Contains(s, ",") {
		parts = strings.FieldsFunc(strings.ReplaceAll(s, " et ", ","), func(r rune) bool { return r == ',' })
	} else {
		parts = strings.Fields(s)
	}
	for _, p := range parts {
		if p = strings.Trim(strings.TrimSpace(p), "*_."); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// SplitFrenchSubtypes splits the subtype part of a French type line (the
// one written after « : »): French joins subtypes with « et » or commas
// only, and one subtype may be several words (« peuple fée », « chien de
// chasse », « ouvrier spécialisé »), so a part is kept whole. Never nil.
func SplitFrenchSubtypes(s string) []string {
	out := []string{}
	s = strings.ToLower(strings.TrimSpace(s))
	for _, p := range strings.FieldsFunc(strings.ReplaceAll(s, " et ", ","), func(r rune) bool { return r == ',' }) {
		if p = strings.Join(strings.Fields(strings.Trim(strings.TrimSpace(p), "*_.-")), " "); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// typeOrder is the order of card types on an English type line:
// "Legendary Kindred Artifact Enchantment Creature".
var typeOrder = []string{
	"Kindred", "Artifact", "Enchantment", "Land", "Creature",
	"Battle", "Planeswalker", "Instant", "Sorcery", "Scheme",
	"Conspiracy", "Dungeon", "Phenomenon", "Plane", "Vanguard",
}

// SortTypes puts canonical card types in English type-line order; types it
// does not know go last, in their order.
func SortTypes(types []string) {
	rank := func(t string) int {
		if i := slices.Index(typeOrder, t); i >= 0 {
			return i
		}
		return len(typeOrder)
	}
	slices.SortStableFunc(types, func(a, b string) int { return rank(a) - rank(b) })
}

// embeddedTypeWords is the vocabulary of the embedded term table, built on
// first use: the table never changes while the program runs.
var embeddedTypeWords = sync.OnceValues(func() (TypeWords, error) {
	terms, err := Terms()
	if err != nil {
		return nil, err
	}
	return NewTypeWords(terms)
})

// EmbeddedTypeWords returns the type-line vocabulary of the embedded term
// table (terms.json).
func EmbeddedTypeWords() (TypeWords, error) { return embeddedTypeWords() }
