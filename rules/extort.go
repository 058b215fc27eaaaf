package rules

import "fmt"

// Extort (702.101a): "Whenever you cast a spell, you may pay {W/B}. If
// you do, each opponent loses 1 life and you gain life equal to the total
// life lost this way." Each instance triggers on its own (702.101b), as
// every triggered keyword's (keywordabilities.go).

func extortOps() []Op {
	return []Op{
		{Name: "drain_opponents", Doc: "each opponent of the ability's controller loses n life, and the controller gains life equal to the total life lost this way (extort, 702.101a)",
			Args: []Arg{Req("n", ArgExpr)}, Handler: OneShot((*Game).opDrainOpponents)},
	}
}

// extortCost is the hybrid mana extort pays.
var extortCost = func() ManaCost {
	c, err := ParseManaCost("{W/B}")
	if err != nil {
		panic(fmt.Sprintf("extort cost: %v", err))
	}
	return c
}()

// extortTrigger is extort's triggered ability: the optional payment, then
// the drain if it was paid.
func extortTrigger() *Ability {
	return &Ability{Kind: KindTriggered, Label: "extort", When: "cast_any", Filter: MustParseFilter("spell"),
		Effects: []*Effect{{Op: "pay_mana", Cost: extortCost, Optional: true},
			{Op: "if", If: MustParseExpr("did"), Then: []*Effect{{Op: "drain_opponents", N: ConstExpr(1)}}}}}
}

// opDrainOpponents makes each opponent lose n life and gives the
// controller the total lost.
func (g *Game) opDrainOpponents(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	lost := 0
	for _, p := range g.Opponents(ctx.Ctrl) {
		before := g.Players[p].Life
		g.loseLife(p, n, ctx.Src)
		lost += before - g.Players[p].Life
	}
	g.GainLife(ctx.Ctrl, lost, ctx.Src)
	return nil
}
