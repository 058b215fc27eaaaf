package corpus

import (
	"encoding/json"
	"fmt"
)

// Term is one row of the term table: how a mechanic, keyword, type, zone or
// rules concept is worded in English, French and Italian, and in the old
// (9th-edition-era) French rulebook where that differs.
type Term struct {
	Key  string `json:"key"`  // stable key: "delirium", "first-strike" …
	Kind string `json:"kind"` // mechanic, keyword, type, supertype, subtype, zone, concept
	// CardType is the card type or supertype, in canonical English
	// ("Artifact", "Legendary"), that the term's type-line words name; ""
	// for a term that names none. See TypeWords.
	CardType string `json:"card_type,omitempty"`
	// Keyword marks a mechanic that is also a keyword ability, written as
	// one on a card ("Imminence 4 — {2}{R}{R}"); every term of kind keyword
	// is one too.
	Keyword bool     `json:"keyword,omitempty"`
	EN      []string `json:"en"`
	FR      []string `json:"fr"`
	IT      []string `json:"it"`
	FROld   []string `json:"fr_old"` // old French wording ("en jeu")
	// TypeLine lists words, in any language, read as CardType on a type line
	// but too common elsewhere to be search wordings ("continue", "in
	// corso"), or that name the type where the wordings name a mechanic
	// ("machination" for the scheme card type).
	TypeLine []string `json:"type_line,omitempty"`
	// TypeLineEra lists words older cards print as the type that newer
	// cards print as a keyword in their rules text ("Enchanter :
	// créature", "Incanta Creatura", "Summon Elf"): read as CardType only
	// where a type line stands, the words after them as its subtypes.
	TypeLineEra []string `json:"type_line_era,omitempty"`
	// Misspelt lists misspellings the documents print on type lines
	// ("Leggendaro"): read as CardType, and flagged.
	Misspelt []string `json:"misspelt,omitempty"`
	// Search lists, per language ("en", "fr", "it"), what people type for
	// the term besides the wordings the documents print: player vocabulary
	// ("dégâts", "tapper"), abbreviations ("cmc"), and the wording of
	// another era that means the same ("exil" for the 9th edition's
	// « retirer du jeu »). Only search reads them: the parsers, the rules
	// reader and the alignment never look for them in the documents, so a
	// row may hold search wordings alone (see "damage").
	Search Words  `json:"search,omitempty"`
	Note   string `json:"note,omitempty"`
	// History says how the rules changed the term since the old
	// rulebook: nil for a term still in use as worded.
	History *TermHistory `json:"history,omitempty"`
}

// TermHistory is what became of a term of the old rules: abolished (mana
// burn), or renamed (the old wordings of the term, or the whole term when
// ReplacedBy names its successor: "removed from the game" → exile).
type TermHistory struct {
	Change     string `json:"change"`                // "abolished" or "renamed"
	Year       string `json:"year"`                  // when: "2009"
	Set        string `json:"set,omitempty"`         // with which release, in English: "Magic 2010"
	ReplacedBy string `json:"replaced_by,omitempty"` // the key of the term that replaced it
}

// IsKeyword reports whether the term is a keyword ability.
func (t Term) IsKeyword() bool { return t.Kind == "keyword" || t.Keyword }

// Forms returns every wording of the term in lang ("en", "fr", "it");
// for "fr" the old wordings follow the modern ones.
func (t Term) Forms(lang string) []string {
	switch lang {
	case "en":
		return t.EN
	case "fr":
		return append(append([]string(nil), t.FR...), t.FROld...)
	case "it":
		return t.IT
	}
	return nil
}

// SearchForms returns what a search in lang recognises as the term: its
// wordings (Forms) followed by its search-only wordings.
func (t Term) SearchForms(lang string) []string {
	forms := t.Forms(lang)
	if extra := t.Search[lang]; len(extra) > 0 {
		return append(append([]string(nil), forms...), extra...)
	}
	return forms
}

// Terms parses the embedded term table, terms.json.
func Terms() ([]Term, error) {
	b, err := files.ReadFile("terms.json")
	if err != nil {
		return nil, fmt.Errorf("corpus: reading term table: %w", err)
	}
	return parseTerms(b)
}

// parseTerms parses and checks a term table.
func parseTerms(b []byte) ([]Term, error) {
	var doc struct {
		Terms []Term `json:"terms"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("corpus: terms.json: %w", err)
	}
	seen := make(map[string]bool, len(doc.Terms))
	for i, t := range doc.Terms {
		if t.Key == "" || seen[t.Key] {
			return nil, fmt.Errorf("corpus: terms.json: term %d: empty or repeated key %q", i, t.Key)
		}
		seen[t.Key] = true
		if h := t.History; h != nil && (h.Change != "abolished" && h.Change != "renamed" || h.Year == "") {
			return nil, fmt.Errorf("corpus: terms.json: term %q: history needs a change (abolished or renamed) and a year", t.Key)
		}
		for lang := range t.Search {
			if lang != "en" && lang != "fr" && lang != "it" {
				return nil, fmt.Errorf("corpus: terms.json: %s: search wordings in unknown language %q", t.Key, lang)
			}
		}
		if (t.Kind == "type" || t.Kind == "supertype") && t.CardType == "" {
			return nil, fmt.Errorf("corpus: terms.json: %s %q has no card_type", t.Kind, t.Key)
		}
	}
	for _, t := range doc.Terms {
		if h := t.History; h != nil && h.ReplacedBy != "" && !seen[h.ReplacedBy] {
			return nil, fmt.Errorf("corpus: terms.json: term %q: replaced_by %q is no term", t.Key, h.ReplacedBy)
		}
	}
	return doc.Terms, nil
}
