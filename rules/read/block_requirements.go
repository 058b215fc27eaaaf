package read

import (
	"maps"

	"github.com/arbitre/arbitre/rules"
)

// Blocking requirements (509.1c): "All creatures able to block ~ do so"
// (Lure), « Toutes les créatures capables de bloquer ~ le font », « Tutte
// le creature in grado di bloccare ~ lo fanno »: a continuous effect on
// the creature to be blocked (a static ability, or until end of turn).
// The table is kept apart from builders.go so that branches merge without
// touching the same lines.
func init() {
	maps.Copy(builders.effects, blockRequirementBuilders)
}

var blockRequirementBuilders = map[string]effectBuilder{
	"must_be_blocked_by_all": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		return readContinuous(rd, "must_be_blocked_by_all", m)
	}),
}
