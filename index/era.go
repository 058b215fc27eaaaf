package index

import "github.com/arbitre/arbitre/corpus"

// Era is the era of a hit from old rules: a rulebook a later edition has
// replaced (documents.json "rules_until"). A reader must see at once that
// « Retirer du jeu » is the rule of 2005, not today's. It is the part of
// the API's "era" (/api/search) that the index knows: the API adds what
// changed since and words it in the reader's language.
type Era struct {
	// Rules is the rulebook's set code ("9ed"), Year the year of its
	// document, Until the year a later edition replaced it.
	Rules string `json:"rules"`
	Year  string `json:"year,omitempty"`
	Until string `json:"until,omitempty"`
	// Current is false: only hits of old rules carry an era.
	Current bool `json:"current"`
}

// documentEras returns the era of every document of kb that is an old
// rulebook, by document id. The years are data: the sets' "rules_until"
// in the document vocabulary, the documents' own dates.
func documentEras(kb *corpus.KB) (map[string]*Era, error) {
	v, err := corpus.DocumentVocabulary()
	if err != nil {
		return nil, err
	}
	until := v.RulesUntil()
	out := map[string]*Era{}
	for _, d := range kb.Documents {
		u, ok := until[d.Set]
		if !ok {
			continue
		}
		out[d.ID] = &Era{Rules: d.Set, Year: d.Year(), Until: u}
	}
	return out, nil
}
