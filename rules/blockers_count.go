package rules

import "fmt"

// How many creatures may block one attacker (509.1b restrictions): "~ can't
// be blocked except by three or more creatures" (min_blockers; menace is
// the same restriction with two, 702.111b), "~ can't be blocked by more
// than one creature" (max_blockers). Checked as blockers are declared,
// after each blocker's own legality.

func blockersCountOps() []Op {
	n := []Arg{Req("n", ArgExpr)}
	return []Op{
		{Name: "min_blockers", Doc: "the affected creatures can't be blocked except by n or more creatures (509.1b; menace is n 2): a declaration blocking one with fewer is refused",
			Args: n, Handler: continuous(effCombat)},
		{Name: "max_blockers", Doc: "the affected creatures can't be blocked by more than n creatures (509.1b): a declaration blocking one with more is refused",
			Args: n, Handler: continuous(effCombat)},
	}
}

// checkBlockersCount refuses blocks that give an attacker fewer blockers
// than a min_blockers effect on it requires, or more than a max_blockers
// one allows.
func (g *Game) checkBlockersCount(byAttacker map[int][]*Object) error {
	for id, bls := range byAttacker {
		at := g.Objs[id]
		if at == nil {
			continue
		}
		for _, e := range g.activeEffects() {
			if e.kind != effCombat || e.op.Op != "min_blockers" && e.op.Op != "max_blockers" {
				continue
			}
			if e.cond != nil && e.cond.Eval(e.ctx) == 0 || !g.effectApplies(e, at) {
				continue
			}
			n := g.num(e.op.N, e.ctx, 1)
			if e.op.Op == "min_blockers" && len(bls) < n {
				return fmt.Errorf("%s can't be blocked except by %d or more creatures", g.Describe(at), n)
			}
			if e.op.Op == "max_blockers" && len(bls) > n {
				return fmt.Errorf("%s can't be blocked by more than %d creature(s)", g.Describe(at), n)
			}
		}
	}
	return nil
}
