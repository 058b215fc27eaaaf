package read

import (
	"maps"

	"github.com/arbitre/arbitre/rules"
)

// How many creatures may block one attacker: "~ can't be blocked except by
// three or more creatures" (min_blockers), « ne peut pas être bloquée par
// plus d'une créature », "non può essere bloccata da più di una creatura"
// (max_blockers). Two or more is menace, which the lexicons' rewrites read
// as Oracle's errata writes it (702.111b).
func init() {
	maps.Copy(builders.effects, map[string]effectBuilder{
		"min_blockers": one(buildBlockersCount("min_blockers")),
		"max_blockers": one(buildBlockersCount("max_blockers")),
	})
}

// buildBlockersCount builds the shapes min_blockers and max_blockers: a
// continuous effect on what {obj} names, with the number {n}.
func buildBlockersCount(op string) func(*reader, map[string]string) (*rules.Effect, error) {
	return func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		e, err := readContinuous(rd, op, m)
		if err != nil {
			return nil, err
		}
		e.N = n
		return e, nil
	}
}
