package read

import "github.com/arbitre/arbitre/rules"

// buildCostMore builds the static shape "cost_more": "Noncreature spells
// cost {1} more to cast", « Les sorts non-créature coûtent {1} de plus à
// lancer » (« à jouer » before 2009), « Le magie non creatura costano {1}
// in più per essere lanciate »: generic mana as n, any other mana as cost.
func buildCostMore(rd *reader, m map[string]string) (*rules.Effect, error) {
	c, err := rules.ParseManaCost(m["cost"])
	if err != nil || len(c) == 0 {
		return nil, unreadf("cost increase %q: not mana", m["cost"])
	}
	pf, err := rd.parsedFilter(m["what"], "cost increase")
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "cost_more", Filter: pf}
	if len(c) == 1 && c[0].Kind == rules.SymGeneric {
		e.N = rules.ConstExpr(c[0].N)
	} else {
		e.Cost = c
	}
	return e, nil
}
