package corpus

import (
	"encoding/json"
	"fmt"
	"strings"
)

// KindFAQ is a questions-and-answers page; it is read as a mechanics page
// is (headed sections of prose and bullets).
const KindFAQ = "faq"

// CategoryFrontMatter holds the lines of a document's front-matter block
// ("---", "key: value" lines, "---"), which override what the content says
// about the document.
const CategoryFrontMatter = "front-matter"

// CategoryPageCode holds the lines of a web page's scripts and style
// sheets.
const CategoryPageCode = "page-code"

// DocVocabulary is documents.json: the wording ingest reads a document's
// metadata from (language, kind, set code, set name, dates). Each map is
// keyed by language code.
type DocVocabulary struct {
	// Languages are word profiles: the commonest short words of each
	// language. The term table holds only some of them; the others are
	// there so that a document in another language is named as such.
	Languages []LanguageProfile `json:"languages"`
	// Kinds, in order of precedence when two kinds' phrases are as early.
	Kinds []KindPhrases `json:"kinds"`
	// TitleConnectors are the words that may join a kind phrase to the
	// set name in a title ("Note di rilascio di …").
	TitleConnectors map[string][]string `json:"title_connectors"`
	// SetCode are the phrases a set code follows ("code d'extension DSK").
	SetCode map[string][]string `json:"set_code"`
	// Modified and Released are the phrases a last-modified or a release
	// date follows.
	Modified map[string][]string `json:"modified"`
	Released map[string][]string `json:"released"`
	// Months are the month names, January first.
	Months map[string][]string `json:"months"`
	// Weekdays are the day names a date may open with ("vendredi 13
	// février 2026"), Monday first.
	Weekdays map[string][]string `json:"weekdays"`
	// Sets are the sets a document may name without printing their code
	// (a mechanics page, a rulebook): code and names per language.
	Sets []SetNames `json:"sets"`
	// HTML says how a saved web page is read.
	HTML HTMLVocabulary `json:"html"`
}

// HTMLVocabulary: the words of class, id, role and aria-label attributes
// that mark page furniture, per line category, and the image alt texts
// that name a mana symbol ("Red" → R), per symbol.
type HTMLVocabulary struct {
	Navigation  []string            `json:"navigation"`
	Boilerplate []string            `json:"boilerplate"`
	Mana        map[string][]string `json:"mana"`
}

// LanguageProfile is the word profile of one language.
type LanguageProfile struct {
	Code  string `json:"code"` // ISO 639-1: "fr"
	Name  string `json:"name"` // English name, for messages
	Words string `json:"words"`
}

// KindPhrases are the phrases that name a document kind near its top.
type KindPhrases struct {
	Kind    string              `json:"kind"`
	Phrases map[string][]string `json:"phrases"`
}

// SetNames are one set's code and names.
type SetNames struct {
	Code  string              `json:"code"`
	Names map[string][]string `json:"names"`
	// Released is the set's release date (ISO), for the pages of a
	// document that gives none; "" when unknown.
	Released string `json:"released,omitempty"`
	// RulesUntil, for a core set whose rulebook a document is, is the year
	// a later edition replaced those rules; "" for current rules.
	RulesUntil string `json:"rules_until,omitempty"`
}

// RulesUntil maps the code of each set whose rulebook a later edition
// replaced ("rules_until") to the year it was replaced: the data both the
// index's and the API's eras of old rules are read from. A nil
// vocabulary has none.
func (v *DocVocabulary) RulesUntil() map[string]string {
	out := map[string]string{}
	if v == nil {
		return out
	}
	for _, s := range v.Sets {
		if s.RulesUntil != "" {
			out[s.Code] = s.RulesUntil
		}
	}
	return out
}

// Year is the year of the document's own date, "" when it gives none.
func (d *Document) Year() string {
	if len(d.Modified) > 4 {
		return d.Modified[:4]
	}
	return d.Modified
}

// DocumentVocabulary parses the embedded documents.json.
func DocumentVocabulary() (*DocVocabulary, error) {
	b, err := files.ReadFile("documents.json")
	if err != nil {
		return nil, fmt.Errorf("corpus: reading documents.json: %w", err)
	}
	var v DocVocabulary
	if err := json.Unmarshal(b, &v); err != nil {
		return nil, fmt.Errorf("corpus: documents.json: %w", err)
	}
	for i, l := range v.Languages {
		if l.Code == "" || len(strings.Fields(l.Words)) == 0 {
			return nil, fmt.Errorf("corpus: documents.json: language %d: no code or no words", i)
		}
	}
	for lang, m := range v.Months {
		if len(m) != 12 {
			return nil, fmt.Errorf("corpus: documents.json: %d month names for %s, want 12", len(m), lang)
		}
	}
	for i, s := range v.Sets {
		if s.Code == "" || len(s.Names) == 0 {
			return nil, fmt.Errorf("corpus: documents.json: set %d: no code or no names", i)
		}
	}
	return &v, nil
}

// TermLanguages are the languages the term table holds: those in which at
// least one term has a wording. A document in any other language cannot
// be read.
func TermLanguages(terms []Term) []string {
	var out []string
	for _, lang := range []string{"en", "fr", "it"} {
		for _, t := range terms {
			if len(t.Forms(lang)) > 0 {
				out = append(out, lang)
				break
			}
		}
	}
	return out
}
