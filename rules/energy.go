package rules

import (
	"cmp"
	"fmt"
)

// Energy (107.14, 122.1): a kind of counter a player gets ("you get
// {E}{E}") and pays, as a cost or as an instruction ("you may pay
// {E}{E}. If you do, …"); a player can't pay more energy than they have
// (107.14).

func energyOps() []Op {
	return []Op{
		{Name: "energy", Doc: "to (default you) gets n energy counters ({E}, 107.14)",
			Args: []Arg{Req("n", ArgExpr), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opEnergy)},
		{Name: "pay_energy", Doc: "to (default you) pays n energy if they have at least n (107.14); \"if you do\" (did) is false when they cannot",
			Args: []Arg{Req("n", ArgExpr), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opPayEnergy)},
	}
}

func (g *Game) opEnergy(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	if n <= 0 {
		return nil
	}
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		g.Players[p].Energy += n
		g.logf("%s gets %d energy (%d)", g.Players[p].Name, n, g.Players[p].Energy)
	}
	g.Touch()
	return nil
}

func (g *Game) opPayEnergy(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		if g.Players[p].Energy < n {
			g.logf("%s cannot pay %d energy (%d)", g.Players[p].Name, n, g.Players[p].Energy)
			g.did = false
			continue
		}
		g.Players[p].Energy -= n
		g.logf("%s pays %d energy", g.Players[p].Name, n)
	}
	g.Touch()
	return nil
}

// checkEnergyCost refuses an activation whose energy cost p cannot pay.
func (g *Game) checkEnergyCost(p int, a *Ability) error {
	if a.Energy > 0 && g.Players[p].Energy < a.Energy {
		return fmt.Errorf("cannot pay the cost: %d energy needed, %s has %d", a.Energy, g.Players[p].Name, g.Players[p].Energy)
	}
	return nil
}

// payEnergyCost pays an activation's energy cost (602.2b).
func (g *Game) payEnergyCost(p int, a *Ability) {
	if a.Energy > 0 {
		g.Players[p].Energy -= a.Energy
		g.logf("%s pays %d energy", g.Players[p].Name, a.Energy)
	}
}
