package corpus

import (
	"encoding/json"
	"fmt"
)

// Term is one row of the term table: how a mechanic, keyword, type, zone or
// rules concept is worded in English, French and Italian, and in the old
// (9th-edition-era) French rulebook where that differs.
type Term struct {
	Key   string   `json:"key"`  // stable key: "delirium", "first-strike" …
	Kind  string   `json:"kind"` // mechanic, keyword, type, supertype, subtype, zone, concept
	EN    []string `json:"en"`
	FR    []string `json:"fr"`
	IT    []string `json:"it"`
	FROld []string `json:"fr_old"` // old French wording ("en jeu")
	Note  string   `json:"note,omitempty"`
}

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

// Terms parses the embedded term table, terms.json.
func Terms() ([]Term, error) {
	b, err := files.ReadFile("terms.json")
	if err != nil {
		return nil, fmt.Errorf("corpus: reading term table: %w", err)
	}
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
	}
	return doc.Terms, nil
}
