package rules

import "strings"

// Echo (702.30a): "At the beginning of your upkeep, if this came under your
// control since the beginning of your last upkeep, sacrifice it unless you
// pay [cost]." (keywordTrigger builds the ability.)

// compileEchoDue compiles echo_due(ref): the permanent came under its
// controller's control since the beginning of their last upkeep, the turn
// they last took (each player takes one turn in len(Players)) or since.
// A permanent there from the start of the game (EnteredTurn 0) did not.
func compileEchoDue(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	return func(c *EvalCtx) int {
		o, _ := c.objRef(ref)
		return b2i(o != nil && o.EnteredTurn != 0 && o.EnteredTurn >= c.G.Turn-len(c.G.Players))
	}, nil
}

// sacrificeUnlessPaid sacrifices what unless its controller pays cost:
// they pay when their mana pool can, unless the resolve action declines.
func (g *Game) sacrificeUnlessPaid(e *Effect, ctx *EvalCtx) error {
	for _, o := range g.objTargets(e, ctx, "self") {
		if o.Zone != ZoneBattlefield {
			continue
		}
		p := g.Chars(o).Controller
		pl := g.Players[p]
		if pool := pl.Pool.Clone(); !g.Declining && pool.Pay(e.Cost) == nil {
			pl.Pool = pool
			g.logf("%s pays %s for %s", pl.Name, e.Cost, g.Describe(o))
			continue
		}
		g.sacrifice(o, p)
	}
	return nil
}
