package rules

// « Si une source que vous contrôlez devait infliger des blessures à un
// adversaire, prévenez ces blessures et chaque adversaire meule autant de
// cartes » (L'Écorcheur d'esprit): a prevention effect (615) that does
// something instead, with "that much" the damage prevented. Several such
// effects replace the damage once: once it is prevented there is no damage
// left for the others to prevent.

func preventReplaceOp() Op {
	return Op{Name: "prevent_replace", Doc: "damage a source matching filter would deal to to (opponent, or any) is prevented and then runs instead, amount being the damage prevented",
		Args: []Arg{Opt("filter", ArgFilter), Opt("to", ArgString), Req("then", ArgDo)}, Handler: continuous(effDamage)}
}

// preventReplace applies e to n damage from src to t: it says whether the
// damage was prevented (and then done instead).
func (g *Game) preventReplace(e *contEffect, src damageSource, sc *Chars, t Target, n int) bool {
	if e.cond != nil && e.cond.Eval(e.ctx) == 0 {
		return false
	}
	if !g.damageMatches(e, src, sc, t) {
		return false
	}
	g.logf("%d damage is prevented", n)
	c := *e.ctx
	c.ev = &Event{Kind: EvDamage, Amount: n, ToPlayer: t.Player, Obj: t.Obj, Source: src.id}
	if err := g.Run(e.op.Then, &c); err != nil {
		g.logf("%v", err)
	}
	return true
}
