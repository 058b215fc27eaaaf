package align

import (
	"fmt"

	"github.com/arbitre/arbitre/corpus"
)

// DefaultPair picks the two documents to align when none are named: the
// first set (in document order) with release notes in two languages,
// French before Italian, else the first two languages it has. It reports
// an error when no set has release notes in two languages.
func DefaultPair(kb *corpus.KB) (from, to string, err error) {
	if kb == nil {
		return "", "", fmt.Errorf("align: no knowledge base")
	}
	bySet := map[string][]corpus.Document{}
	var sets []string
	for _, d := range kb.Documents {
		if d.Kind != corpus.KindReleaseNotes {
			continue
		}
		if _, ok := bySet[d.Set]; !ok {
			sets = append(sets, d.Set)
		}
		bySet[d.Set] = append(bySet[d.Set], d)
	}
	for _, s := range sets {
		docs := bySet[s]
		if len(docs) < 2 {
			continue
		}
		var fr, it string
		for _, d := range docs {
			switch d.Lang {
			case "fr":
				fr = d.ID
			case "it":
				it = d.ID
			}
		}
		if fr != "" && it != "" {
			return fr, it, nil
		}
		return docs[0].ID, docs[1].ID, nil
	}
	return "", "", fmt.Errorf("align: no set has release notes in two languages")
}
