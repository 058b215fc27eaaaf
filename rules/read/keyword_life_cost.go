package read

import (
	"fmt"

	"github.com/arbitre/arbitre/rules"
)

// altCostWithLife reads the cost of an alternative-cost keyword that pays
// mana and life ("Flashback—{1}{U}, Pay 3 life.", « Flashback — {1}{U},
// payez 3 points de vie. », "Flashback—{1}{U}, Paga 3 punti vita."): the
// keyword with its parts, "{1}{U}+life3", which the engine pays as the
// spell is cast (rules/altcost_life.go). ok is false for any other cost.
func altCostWithLife(key string, a *rules.Ability) (rules.Keyword, bool) {
	if key != "flashback" && key != "madness" {
		return rules.Keyword{}, false
	}
	if a.Life <= 0 || len(a.Cost) == 0 || a.Sacrifice != "" || a.Discard > 0 || a.Tap || a.TapOther != "" || a.Energy > 0 || a.Bounce != "" ||
		a.RemoveCounters != "" || a.Untap || a.DiscardSelf {
		return rules.Keyword{}, false
	}
	return rules.Keyword{Key: key, Arg: fmt.Sprintf("%s+life%d", rules.CostString(a.Cost), a.Life)}, true
}
