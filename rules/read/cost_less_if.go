package read

import "github.com/arbitre/arbitre/rules"

// buildCostLessSelfIf builds the static shape "cost_less_self_if": "This
// spell costs {2} less to cast if you control a creature with flying",
// « Ce sort coûte {1} de moins à lancer si vous contrôlez un zombie »,
// « Questa magia costa {3} in meno … se … »: the spell's own reduction
// (601.2f), which the engine applies as it totals the cost only while
// the condition holds then (costEffects checks the effect's condition).
func buildCostLessSelfIf(rd *reader, m map[string]string) (*rules.Effect, error) {
	cond, err := rd.condition(m["cond"])
	if err != nil {
		return nil, err
	}
	e, err := buildCostLessSelf(rd, m)
	if err != nil {
		return nil, err
	}
	e.If = cond
	return e, nil
}
