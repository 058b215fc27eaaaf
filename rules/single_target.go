package rules

import "strings"

// A spell "qui ne cible qu'une créature unique que vous contrôlez" / "che
// bersaglia solo una creatura che controlli" (Ligne ley de résonance): every
// target of the spell, in every chosen mode, is one and the same object,
// and it matches the filter. A spell with no target, or with a player
// among its targets, does not qualify.

// compileSingleTarget compiles single_target(ref, filter).
func compileSingleTarget(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	f, err := ParseFilter(args[1])
	if err != nil {
		return nil, err
	}
	return func(c *EvalCtx) int {
		o, _ := c.objRef(ref)
		if o == nil || o.Spell == nil {
			return 0
		}
		only := 0
		for _, slot := range o.Spell.Targets {
			for _, t := range slot {
				if t.IsPlayer() || only != 0 && t.Obj != only {
					return 0
				}
				only = t.Obj
			}
		}
		to := c.G.Objs[only]
		if to == nil {
			return 0
		}
		return b2i(c.G.matchObj(c, f, to, c.G.Chars(to)))
	}, nil
}
