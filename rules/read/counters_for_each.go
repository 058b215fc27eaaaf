package read

import "github.com/arbitre/arbitre/rules"

// buildCountersForEach builds the effect shape "counters_for_each": "for
// each creature card in your graveyard, put a +1/+1 counter on each
// creature you control": n counters per object the phrase matches,
// counted as the instruction resolves. What is not an object phrase ("for
// each 1 damage prevented this way") stays unread.
func buildCountersForEach(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := buildCounters(rd, m)
	if err != nil {
		return nil, err
	}
	if e.N, err = rd.forEach(e.N, m["each"]); err != nil {
		return nil, err
	}
	return e, nil
}
