package read

import (
	"regexp"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/text"
)

// Vocabulary is what the reader learns from a knowledge base rather than
// from its language tables: the subtypes its cards' type lines print, so
// that "les Ninjas que vous contrôlez" or "altri Spiriti" read as those
// subtypes in any set, not only in the one the tables were written for.
type Vocabulary struct {
	subtypes map[string]map[string]string // lang → folded form (singular or plural) → folded singular
}

// NewVocabulary collects the subtypes of every card of kb, by language,
// with their plural forms.
func NewVocabulary(kb *corpus.KB) *Vocabulary {
	v := &Vocabulary{subtypes: map[string]map[string]string{}}
	for i := range kb.Cards {
		c := &kb.Cards[i]
		m := v.subtypes[c.Lang]
		if m == nil {
			m = map[string]string{}
			v.subtypes[c.Lang] = m
		}
		// The creature types a card's text names ("c'est une créature 3/4
		// Ninja", "è una creatura Ninja 3/4") are subtypes too, though no
		// type line of the set prints them.
		subs := c.Subtypes
		lx, _ := lexiconFor(c.Lang)
		for _, para := range c.Text {
			subs = append(subs, typePhraseWords(para)...)
			if lx != nil {
				// A predefined token's name: « éclat », Frammento.
				subs = append(subs, lx.definedTokenNames(para)...)
				// A token's creature type no type line prints
				// (« saprobionte », Saproling).
				subs = append(subs, lx.tokenTypeWords(para)...)
			}
		}
		split := corpus.SplitSubtypes
		if c.Lang == "fr" {
			// « peuple fée » is one subtype (subtype_phrases.go).
			split = corpus.SplitFrenchSubtypes
		}
		for _, s := range subs {
			for _, w := range split(s) {
				f := text.FoldLine(w)
				if f == "" || strings.Contains(f, " ") && c.Lang != "fr" {
					continue
				}
				for _, form := range phrasePlurals(lx, c.Lang, f) {
					if _, ok := m[form]; !ok {
						m[form] = f
					}
				}
			}
		}
	}
	return v
}

// typePhrase is a type phrase of printed text: "créature", "creatura" or
// "planeswalker" followed by capitalised subtype words and a P/T, in any
// order ("créature 3/4 Ninja", "planeswalker Tamiyo").
var typePhrase = regexp.MustCompile(`\b(?:créature|creatura|planeswalker)((?:\s+(?:\d+/\d+|\p{Lu}\p{Ll}+))+)`)

// typePhraseLits are the words a paragraph must hold for typePhrase to
// run on it: most hold none.
var typePhraseLits = requiredLiterals(typePhrase)

var typePhraseSearch = newLitSearch(typePhrase)

// typePhraseWords returns the capitalised words of the creature type
// phrases of a paragraph: subtypes, which rules text capitalises.
func typePhraseWords(para string) []string {
	if !holdsLiterals(para, typePhraseLits) {
		return nil
	}
	var out []string
	for _, m := range typePhraseSearch.findAll(para) {
		for _, w := range strings.Fields(m[1]) {
			if !ptWord.MatchString(w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// plurals returns a subtype and its plural forms: the lexicon's plural
// rules where it has them (English: elf → elves); French adds s (x after
// -eau, -al → -aux); Italian changes the last vowel (spirito → spiriti,
// strega → streghe is left to the singular).
func plurals(lx *lexicon, lang, w string) []string {
	out := []string{w}
	if lx != nil && len(lx.plurals) > 0 {
		for _, p := range lx.plurals {
			if p.re.MatchString(w) {
				return append(out, p.re.ReplaceAllString(w, p.to))
			}
		}
		return out
	}
	switch lang {
	case "fr":
		switch {
		case strings.HasSuffix(w, "eau"):
			out = append(out, w+"x")
		case strings.HasSuffix(w, "eu"):
			// « demi-dieux ».
			out = append(out, w+"x")
		case strings.HasSuffix(w, "al"):
			out = append(out, strings.TrimSuffix(w, "al")+"aux")
		case !strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "x"):
			out = append(out, w+"s")
		}
	case "it":
		switch {
		case strings.HasSuffix(w, "ca"), strings.HasSuffix(w, "ga"):
			// « Mago », « Maghi »: the hard sound kept.
			out = append(out, w[:len(w)-1]+"he")
		case strings.HasSuffix(w, "co"), strings.HasSuffix(w, "go"):
			out = append(out, w[:len(w)-1]+"hi", w[:len(w)-1]+"i")
		case strings.HasSuffix(w, "a"):
			out = append(out, strings.TrimSuffix(w, "a")+"e")
		case strings.HasSuffix(w, "o"), strings.HasSuffix(w, "e"):
			out = append(out, w[:len(w)-1]+"i")
		}
	}
	return out
}

// subtypesOf returns the subtype forms of a language (nil without a
// vocabulary).
func (v *Vocabulary) subtypesOf(lang string) map[string]string {
	if v == nil {
		return tableSubtypes()[lang]
	}
	return v.subtypes[lang]
}
