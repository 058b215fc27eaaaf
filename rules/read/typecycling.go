package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// typecyclingKeyword reads typecycling (702.29e): « Recyclage de plaine
// {2} », « Cicloterra base {1} »: cycling that searches the library for a
// card of the kind the keyword names instead of drawing. The keyword's
// argument is the filter of that kind; ok is false when s is no
// typecycling.
func (lx *lexicon) typecyclingKeyword(s string, env paragraphEnv) (rules.Keyword, bool, error) {
	m := lx.typecycling.FindStringSubmatch(strings.TrimSuffix(strings.TrimSpace(s), "."))
	if m == nil {
		return rules.Keyword{}, false, nil
	}
	cost, err := rules.ParseManaCost(m[2])
	if err != nil {
		return rules.Keyword{}, true, unreadf("typecycling cost %q: %v", m[2], err)
	}
	rd := lx.newReader(env)
	f, _, err := rd.parsedFilterIn(m[1], "", "typecycling")
	if err != nil {
		return rules.Keyword{}, true, err
	}
	return rules.Keyword{Key: "typecycling", Cost: cost, Arg: f}, true, nil
}
