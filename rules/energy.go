package rules

import (
	"cmp"
	"fmt"
)

// Energy (122.1, 107.14): a kind of counter a player gets ("you get
// {E}{E}") and pays, as a cost ("Pay {E}: …", 118.3: only what the player
// has) or as an instruction ("you may pay {E}{E}. If you do, …"). The
// player's counters are Player.Energy; the query energy(REF) reads them.

// energyOps are the ops of energy.
func energyOps() []Op {
	perPlayer := []Arg{Opt("n", ArgExpr), Opt("to", ArgPlayer)}
	return []Op{
		{Name: "get_energy", Doc: "to (default you) gets n energy counters (default 1) (122.1)",
			Args: perPlayer, Handler: OneShot((*Game).opGetEnergy)},
		{Name: "pay_energy", Doc: "to (default you) pays n energy counters (default 1) if they have that many (118.3); \"if you do\" (did) is false when they cannot",
			Args: perPlayer, Handler: OneShot((*Game).opPayEnergy)},
	}
}

func (g *Game) opGetEnergy(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		g.Players[p].Energy += n
		g.logf("%s gets %d energy (%d)", g.Players[p].Name, n, g.Players[p].Energy)
	}
	return nil
}

func (g *Game) opPayEnergy(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		if g.Players[p].Energy < n {
			g.logf("%s cannot pay %d energy", g.Players[p].Name, n)
			g.did = false
			continue
		}
		g.Players[p].Energy -= n
		g.logf("%s pays %d energy", g.Players[p].Name, n)
	}
	return nil
}

// checkEnergyCost checks that player p has the energy ability a's cost
// pays (118.3: a cost is paid only with what one has).
func (g *Game) checkEnergyCost(p int, a *Ability) error {
	if a.Energy > g.Players[p].Energy {
		return fmt.Errorf("cannot pay the cost: %d energy to pay, %d left", a.Energy, g.Players[p].Energy)
	}
	return nil
}

// payEnergyCost pays ability a's energy.
func (g *Game) payEnergyCost(p int, a *Ability) {
	if a.Energy > 0 {
		g.Players[p].Energy -= a.Energy
	}
}
