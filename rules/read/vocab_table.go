package read

import (
	"strings"
	"sync"
)

// Without the vocabulary of a knowledge base (a card read alone: a real
// printed card a scenario declares), the subtypes the reader knows are
// those of the language table lexicon/subtypes.tsv, every subtype printed
// on a real card, in English, French and Italian, with their plurals:
// « une carte d'île ou de marais » and "Tap three untapped Zombies you
// control" read as they do among the cards of a set.

// tableSubtypes maps, per language, each subtype word of subtypes.tsv and
// its plural forms to the word.
var tableSubtypes = sync.OnceValue(func() map[string]map[string]string {
	out := map[string]map[string]string{}
	data, err := lexiconFiles.ReadFile("lexicon/subtypes.tsv")
	if err != nil {
		return out
	}
	langs := []string{"en", "fr", "it"} // the table's columns
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 || strings.HasPrefix(line, "#") {
			continue
		}
		for i, lang := range langs {
			m := out[lang]
			if m == nil {
				m = map[string]string{}
				out[lang] = m
			}
			lx, _ := lexiconFor(lang)
			for _, w := range strings.Split(f[i], "|") {
				if w == "" {
					continue
				}
				for _, form := range phrasePlurals(lx, lang, w) {
					if _, ok := m[form]; !ok {
						m[form] = w
					}
				}
			}
		}
	}
	return out
})
