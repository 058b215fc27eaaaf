package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// typecyclingKeywords reads typecycling (702.29e): « Recyclage de plaine
// {2} », « Cicloterra base {1} », or two on one line (« Recyclage de
// plaine {2}, recyclage d'île {2} »): cycling that searches the library
// for a card of the kind the keyword names instead of drawing. Each
// keyword's argument is the filter of that kind; ok is false when s is no
// typecycling.
func (lx *lexicon) typecyclingKeywords(s string, env paragraphEnv) ([]rules.Keyword, bool, error) {
	var out []rules.Keyword
	for _, piece := range strings.Split(strings.TrimSuffix(strings.TrimSpace(s), "."), ", ") {
		m := lx.typecycling.FindStringSubmatch(piece)
		if m == nil {
			return nil, false, nil
		}
		cost, err := rules.ParseManaCost(m[2])
		if err != nil {
			return nil, true, unreadf("typecycling cost %q: %v", m[2], err)
		}
		rd := lx.newReader(env)
		f, _, err := rd.parsedFilterIn(m[1], "", "typecycling")
		if err != nil {
			return nil, true, err
		}
		out = append(out, rules.Keyword{Key: "typecycling", Cost: cost, Arg: f})
	}
	return out, true, nil
}
