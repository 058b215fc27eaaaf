package rules

// « Si une source que vous contrôlez devait infliger des blessures à un
// adversaire, prévenez ces blessures et chaque adversaire meule autant de
// cartes » (L'Écorcheur d'esprit): a prevention effect (615) that does
// something instead, with "that much" the damage prevented. Several such
// effects replace the damage once: once it is prevented there is no damage
// left for the others to prevent.

func preventReplaceOp() Op {
	return Op{Name: "prevent_replace", Doc: "damage a source matching filter would deal to to (opponent, self: the permanent with the ability, or any) is prevented and then runs instead, amount being the damage prevented; kind once: then runs once for damage dealt at the same time",
		Args: []Arg{Opt("filter", ArgFilter), Opt("to", ArgString), Opt("kind", ArgString), Req("then", ArgDo)}, Handler: continuous(effDamage)}
}

// preventReplace applies e to n damage from src to t: it says whether the
// damage was prevented (and then done instead).
func (g *Game) preventReplace(e *contEffect, src damageSource, sc *Chars, t Target, n int) bool {
	if e.cond != nil && e.cond.Eval(e.ctx) == 0 {
		return false
	}
	if e.op.To == "self" && (t.IsPlayer() || t.Obj != e.source) {
		return false
	}
	if !g.damageMatches(e, src, sc, t) {
		return false
	}
	g.logf("%d damage is prevented", n)
	if e.op.Kind == "once" && g.dbatch != nil {
		// « Si des blessures devaient être infligées au Centaure
		// fantomatique, prévenez ces blessures. Retirez un marqueur
		// +1/+1 … »: damage from several sources at the same time (two
		// blockers) is prevented, and one counter removed (the Phantoms'
		// rulings).
		// A static ability's effect is made anew as effects are
		// gathered: it is known by its source and its instruction.
		k := onceKey{e.source, e.op}
		if g.dbatch.replacedOnce[k] {
			return true
		}
		if g.dbatch.replacedOnce == nil {
			g.dbatch.replacedOnce = map[onceKey]bool{}
		}
		g.dbatch.replacedOnce[k] = true
	}
	c := *e.ctx
	c.ev = &Event{Kind: EvDamage, Amount: n, ToPlayer: t.Player, Obj: t.Obj, Source: src.id}
	if err := g.Run(e.op.Then, &c); err != nil {
		g.logf("%v", err)
	}
	return true
}

// onceKey names a prevent_replace effect of kind once within a damage
// batch: the object whose ability it is, and its instruction.
type onceKey struct {
	source int
	op     *Effect
}
