package corpus

import (
	"embed"
	"encoding/json"
	"fmt"
)

// The genre's vocabularies: what ingest needs to know about release notes
// in general, kept as data so that no set or language is written into the
// parsers.
//
//go:embed layouts.json sections.json
var vocabFiles embed.FS

// Words maps a language ("fr", "it", "en") to the words or phrases it uses.
type Words map[string][]string

// LayoutRule is one way of recognising a card layout from a printed entry.
type LayoutRule struct {
	Layout string `json:"layout"`
	// Types: the card has one of these canonical English card types.
	Types []string `json:"types,omitempty"`
	// Subtypes: a face has one of these subtypes (lower case, as written).
	Subtypes Words `json:"subtypes,omitempty"`
	// Text: a face's rules text holds one of these markers (lower case).
	Text Words `json:"text,omitempty"`
	// FaceTypes: every face has a mana cost and no type outside these.
	FaceTypes []string `json:"face_types,omitempty"`
	// SharedType: the faces share one type line printed after them.
	SharedType bool `json:"shared_type,omitempty"`
	// Token: the type line says the card is a token.
	Token bool `json:"token,omitempty"`
}

// LayoutRules are the rules of layouts.json: Single for one-face entries,
// Multi for entries of several faces, each tried in order.
type LayoutRules struct {
	Single []LayoutRule `json:"single"`
	Multi  []LayoutRule `json:"multi"`
}

// Layouts parses the embedded layouts.json.
func Layouts() (LayoutRules, error) {
	var r LayoutRules
	b, err := vocabFiles.ReadFile("layouts.json")
	if err != nil {
		return r, fmt.Errorf("corpus: reading layouts.json: %w", err)
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return r, fmt.Errorf("corpus: layouts.json: %w", err)
	}
	for i, l := range append(append([]LayoutRule(nil), r.Single...), r.Multi...) {
		if l.Layout == "" {
			return r, fmt.Errorf("corpus: layouts.json: rule %d has no layout", i)
		}
	}
	return r, nil
}

// PartRule names a part of release notes and the words of its heading.
type PartRule struct {
	Part  string `json:"part"` // "general" or a Section* constant
	Words Words  `json:"words"`
}

// Genre is the vocabulary of release notes (sections.json): part headings,
// line labels, page furniture, per language.
type Genre struct {
	// PartPrefix starts every part heading ("NOTES", "NOTE").
	PartPrefix Words `json:"part_prefix"`
	// Parts are tried in order; the first whose word the heading holds wins.
	Parts []PartRule `json:"parts"`
	// DefaultCodes are the set codes of parts whose code the legality
	// paragraph does not give.
	DefaultCodes       map[string]string `json:"default_codes"`
	SubsectionPrefixes Words             `json:"subsection_prefixes"`
	// Credits start the line that names the document's authors.
	// InflectionEndings are the endings a word of the language may take
	// (folded: no accents), longest first: a keyword action is printed
	// inflected (« explorer », « elle explore »), and a card links to its
	// mechanic's section whatever the form.
	InflectionEndings Words `json:"inflection_endings"`
	Credits           Words `json:"credits"`
	// Modal is how a modal spell announces its modes.
	Modal ModalWords `json:"modal"`
	// TokenWords start (or, in Italian, may follow the types of) a token's
	// type line ("Jeton de créature : esprit", "Creatura Pedina — Spirito").
	TokenWords Words `json:"token_words"`
	// MechanicTitles start the titles of sections that explain a mechanic
	// or keyword ("Nouvelle capacité mot-clé : …"), known to the term table
	// or not.
	MechanicTitles Words `json:"mechanic_titles"`
	// Labels maps a field ("name", "loyalty", "defense", "pt") to the labels
	// that may precede it on its line ("Nom de carte : …").
	Labels map[string]Words `json:"labels"`
	// PageNumber and Navigation are regular expressions of page furniture
	// and web navigation lines.
	PageNumber Words `json:"page_number"`
	Navigation Words `json:"navigation"`
	// Erratum are the words that mark a ruling as an erratum.
	Erratum Words `json:"erratum"`
}

// ModalWords are the words of "Choose one —" and of bullets that talk
// about modes.
type ModalWords struct {
	Choose    Words `json:"choose"`
	Counts    Words `json:"counts"`
	OrMore    Words `json:"or_more"`
	ModeWords Words `json:"mode_words"`
}

// LoadGenre parses the embedded sections.json.
func LoadGenre() (Genre, error) {
	var g Genre
	b, err := vocabFiles.ReadFile("sections.json")
	if err != nil {
		return g, fmt.Errorf("corpus: reading sections.json: %w", err)
	}
	if err := json.Unmarshal(b, &g); err != nil {
		return g, fmt.Errorf("corpus: sections.json: %w", err)
	}
	return g, nil
}
