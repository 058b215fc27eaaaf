package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// striveCost reads strive's text, "This spell costs {2}{W} more to cast
// for each target beyond the first" (« Ce sort coûte {2}{W} de plus à
// lancer pour chaque cible après la première », « Questa magia costa
// {2}{W} in più … per ogni bersaglio oltre il primo »), and Fireball's,
// which says the same without the ability word: the spell's cost for each
// target chosen after the first (601.2f). The engine runs it as its strive
// keyword with that cost (additionalCosts), the keyword it also reads from
// the printed text itself, so that the two are one.
func (lx *lexicon) striveCost(s string) (rules.Keyword, bool, error) {
	if lx.extraTargetCost == nil {
		// A lexicon without the shape (it is optional).
		return rules.Keyword{}, false, nil
	}
	m := lx.extraTargetCost.FindStringSubmatch(strings.TrimSuffix(strings.TrimSpace(s), "."))
	if m == nil {
		return rules.Keyword{}, false, nil
	}
	c, err := rules.ParseManaCost(m[lx.extraTargetCost.SubexpIndex("cost")])
	if err != nil || len(c) == 0 {
		return rules.Keyword{}, true, unreadf("cost for each target beyond the first %q: not mana", m[0])
	}
	return rules.Keyword{Key: "strive", Cost: c}, true, nil
}
