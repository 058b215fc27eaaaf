package rules

import (
	"cmp"
	"slices"
)

// "You may pay {1}. If you do, …" (Jade Monolith's kin, Rhystic Study's
// "unless that player pays {1}" aside): mana paid as an instruction of a
// resolving ability, from the payer's mana pool (the scenario fills it, as
// mana abilities activated while paying would, 605.3a). "If you do" (did)
// reads whether it was paid: not when the pool cannot pay it. "Pay {2}{U}.
// If you don't, you lose the game" (the pacts) is a choice too: paying a
// cost as an instruction is up to the payer, who may decline (the scenario's
// declining); "if you don't" reads that it was not paid.
//
// "You may pay {X}{R}. If you do, Flameblast Dragon deals X damage to any
// target": the payer chooses X as they pay (the scenario's resolve x:, as
// for a spell cast while an ability resolves), and X is that number for
// the rest of the ability's instructions.

func payManaOps() []Op {
	return []Op{{Name: "pay_mana", Doc: "to (default you) pays cost from their mana pool if it can; \"if you do\" (did) is false when it cannot; a cost with X: X is chosen as it is paid (the resolve action's x) and is X for the rest of the ability",
		Args: []Arg{Req("cost", ArgMana), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opPayMana)}}
}

func (g *Game) opPayMana(e *Effect, ctx *EvalCtx) error {
	g.did = true
	if !e.Optional && g.Declining {
		g.logf("%s is declined", e.Op)
		g.did = false
		return nil
	}
	cost := e.Cost
	if slices.ContainsFunc(cost, func(s Symbol) bool { return s.Kind == SymX }) {
		cost = cost.WithX(g.CastX)
		ctx.X = g.CastX
	}
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		pl := g.Players[p]
		if err := pl.Pool.Clone().Pay(cost); err != nil {
			g.logf("%s cannot pay %s", pl.Name, cost)
			g.did = false
			continue
		}
		pl.Pool.Pay(cost)
		g.Touch()
		g.logf("%s pays %s", pl.Name, cost)
	}
	return nil
}
