package read

import (
	"maps"

	"github.com/arbitre/arbitre/rules"
)

// The spell's own cost reduction counted by a kind of object, kept apart
// from builders.go's table so that branches merge without touching the
// same lines (see condition_shapes.go).
func init() {
	maps.Copy(builders.effects, costLessEachBuilders)
}

var costLessEachBuilders = map[string]effectBuilder{
	"cost_less_self_each": one(buildCostLessSelfEach),
}

// buildCostLessSelfEach builds the static shape "cost_less_self_each":
// "This spell costs {1} less to cast for each creature card in your
// graveyard", « Ce sort coûte {1} de moins à lancer pour chaque créature
// sur le champ de bataille », « Questa magia costa {1} in meno per essere
// lanciata per ogni creatura attaccante »: cost_less of the spell itself,
// n times the objects counted as its total cost is determined (601.2f,
// the caster's "your"). What is no kind of object ("each 1 life you
// gained", "each target beyond the first") stays unread.
func buildCostLessSelfEach(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	if f == "self" {
		return nil, unreadf("cost reduction for each %q: the spell itself", m["what"])
	}
	e, err := rd.forEach(n, m["what"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "cost_less", N: e, Affects: "self"}, nil
}
