package rules

import "cmp"

// « Regardez la main d'un joueur ciblé. Vous pouvez y choisir une carte
// non-terrain. Ce joueur se défausse de cette carte. » Looking at a hand
// changes nothing the engine computes (every card is open to a scenario);
// the op records it in the log. The choice is the resolution's (choose,
// with the filter owner:REF for the cards of that player).

func lookHandOps() []Op {
	return []Op{
		{Name: "look_hand", Doc: "you look at the hand of to (default t0): nothing changes, the log records it",
			Args: []Arg{Opt("to", ArgPlayer)}, Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				for _, p := range ctx.PlayerRef(cmp.Or(e.To, "t0")) {
					g.logf("%s looks at %s's hand", g.Players[ctx.Ctrl].Name, g.Players[p].Name)
				}
				return nil
			})},
	}
}

// compileOwner is the filter condition owner:REF: owned by a player the
// reference names ("t0", "them").
func compileOwner(ref string) objPred {
	return func(c *EvalCtx, o *Object, _ *Chars) bool {
		for _, p := range c.PlayerRef(ref) {
			if o.Owner == p {
				return true
			}
		}
		return false
	}
}
