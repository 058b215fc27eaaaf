package rules

import "cmp"

// moreOps are ops added for the Duskmourn main-set cards M–Z: exiling
// until the source leaves (exile_until.go) and untapping during the other
// players' untap steps (turn.go).
func moreOps() []Op {
	return []Op{
		{Name: "exile_until_leaves", Doc: "exiles what (default t0) until the source leaves the battlefield (610.3c): nothing if it already has; then the cards return under their owners' control",
			Args: objectArgs, Handler: oneShot((*Game).opExileUntilLeaves)},
		{Name: "pay_life", Doc: "to (default you) pays n life if their life total is at least n (119.4); \"if you do\" (did) is false when they cannot",
			Args: []Arg{req("n", ArgExpr), opt("to", ArgPlayer)}, Handler: oneShot((*Game).opPayLife)},
		{Name: "untap_during_others", Doc: "the affected permanents untap during each other player's untap step too (502.3), whatever stops them untapping during their controller's",
			Handler: continuous(effCombat)},
	}
}

// opPayLife pays life: unlike losing life, a player can pay only as much
// life as they have (119.4), and paying nothing is not paying.
func (g *Game) opPayLife(e *Effect, ctx *evalCtx) error {
	n := g.num(e.N, ctx, 0)
	for _, p := range ctx.playerRef(cmp.Or(e.To, "you")) {
		if g.Players[p].Life < n {
			g.logf("%s cannot pay %d life", g.Players[p].Name, n)
			g.did = false
			continue
		}
		g.logf("%s pays %d life", g.Players[p].Name, n)
		g.loseLife(p, n, ctx.src)
	}
	return nil
}
