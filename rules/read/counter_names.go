package read

import (
	"strings"
	"sync"
)

// counterNames maps, per language, the folded name of a counter kind to
// its English name, from lexicon/counters.tsv: every named counter kind
// printed on a real card, derived from the cards' French, Italian and
// English texts (TestCounterTable). Magic names a new kind of counter in
// most sets ("storage", "divinity", "brick"); a table of the lexicon
// would know only the sets it was written for. A lexicon's own counters
// win over the table.
var counterNames = sync.OnceValue(func() map[string]map[string]string {
	out := map[string]map[string]string{"en": {}, "fr": {}, "it": {}}
	data, err := lexiconFiles.ReadFile("lexicon/counters.tsv")
	if err != nil {
		return out
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 || strings.HasPrefix(line, "#") {
			continue
		}
		out["en"][f[0]] = f[0]
		for i, lang := range []string{"fr", "it"} {
			for _, w := range strings.Split(f[i+1], "|") {
				if w != "" {
					out[lang][w] = f[0]
				}
			}
		}
	}
	return out
})
