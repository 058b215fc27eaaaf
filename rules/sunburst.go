package rules

import "github.com/arbitre/arbitre/mana"

// Sunburst (702.44a): "This permanent enters with a +1/+1 counter on it
// for each color of mana spent to cast it" if it is a creature, charge
// counters otherwise. A permanent that enters without being cast gets
// none (702.44b: no mana was spent), so only a resolving spell reads it.

// sunburstCounters adds to counters those of ch's sunburst, spent being
// the mana spent to cast it.
func sunburstCounters(ch *Chars, spent Pool, counters map[string]int) {
	if _, ok := ch.Keyword("sunburst"); !ok {
		return
	}
	n := 0
	for _, c := range mana.WUBRG() {
		if spent[c] > 0 {
			n++
		}
	}
	if n == 0 {
		return
	}
	kind := "charge"
	if ch.Is(TCreature) {
		kind = "+1/+1"
	}
	counters[kind] += n
}
