package rules

import "cmp"

// "You may pay {1}. If you do, …" (Jade Monolith's kin, Rhystic Study's
// "unless that player pays {1}" aside): mana paid as an instruction of a
// resolving ability, from the payer's mana pool (the scenario fills it, as
// mana abilities activated while paying would, 605.3a). "If you do" (did)
// reads whether it was paid: not when the pool cannot pay it. "Pay {2}{U}.
// If you don't, you lose the game" (the pacts) is a choice too: paying a
// cost as an instruction is up to the payer, who may decline (the scenario's
// declining); "if you don't" reads that it was not paid.

func payManaOps() []Op {
	return []Op{{Name: "pay_mana", Doc: "to (default you) pays cost from their mana pool if it can (no X); \"if you do\" (did) is false when it cannot",
		Args: []Arg{Req("cost", ArgMana), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opPayMana)}}
}

func (g *Game) opPayMana(e *Effect, ctx *EvalCtx) error {
	g.did = true
	if !e.Optional && g.Declining {
		g.logf("%s is declined", e.Op)
		g.did = false
		return nil
	}
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		pl := g.Players[p]
		if err := pl.Pool.Clone().Pay(e.Cost); err != nil {
			g.logf("%s cannot pay %s", pl.Name, e.Cost)
			g.did = false
			continue
		}
		pl.Pool.Pay(e.Cost)
		g.Touch()
		g.logf("%s pays %s", pl.Name, e.Cost)
	}
	return nil
}
