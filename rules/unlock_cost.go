package rules

// "Les coûts de déverrouillage que vous payez coûtent {1} de moins": a
// player effect that reduces the generic mana of the unlock costs the
// player pays (709.5, 601.2f applied to the special action). Several
// reductions add up; they never reduce colored mana.

// unlockCost is what p pays to unlock a door whose mana cost is cost.
func (g *Game) unlockCost(p int, cost ManaCost) ManaCost {
	less := 0
	for _, e := range g.activeEffects() {
		if e.kind == effPlayer && e.op.Op == "unlock_cost_less" && g.playerAffected(e, p) {
			less += g.num(e.op.N, e.ctx, 1)
		}
	}
	cost, _ = cost.ReduceGeneric(less)
	return cost
}
