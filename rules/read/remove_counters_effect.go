package read

import (
	"maps"

	"github.com/arbitre/arbitre/rules"
)

// Removing counters as an instruction, not a cost: "Remove a +1/+1
// counter from Phantom Centaur", « retirez-lui autant de marqueurs +1/+1 »
// (that many: the event's amount, the damage prevented), « rimuovi un
// segnalino +1/+1 dal Wurm Fantasma ».
func init() {
	maps.Copy(builders.effects, map[string]effectBuilder{
		"remove_counters_from": one(buildRemoveCountersFrom),
	})
}

// buildRemoveCountersFrom builds the effect shape "remove_counters_from":
// op remove_counters of n (or, with the group many, the event's amount)
// counters of kind from obj.
func buildRemoveCountersFrom(rd *reader, m map[string]string) (*rules.Effect, error) {
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	n := rules.MustParseExpr("amount")
	if m["many"] == "" {
		if n, err = rd.number(m["n"]); err != nil {
			return nil, err
		}
	}
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "remove_counters", N: n, Kind: kind, What: ref}, nil
}
