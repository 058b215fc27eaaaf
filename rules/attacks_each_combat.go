package rules

import (
	"fmt"
	"slices"
)

// "Le Djaggernaut attaque à chaque combat si possible" / "Juggernaut
// attacks each combat if able" (508.1d): a requirement on the declaration
// of attackers. A creature that can't attack (tapped, summoning sick,
// defender, an effect) or can't attack the player attacked is not forced;
// the engine declares attackers against one defender at a time, so a
// declaration that leaves out such a creature able to attack that
// defender is refused.

func attacksEachCombatOps() []Op {
	return []Op{
		{Name: "attacks_each_combat", Doc: "the affected creatures attack each combat if able (508.1d): a declaration of attackers that leaves out one able to attack the defender is refused",
			Handler: continuous(effCombat)},
	}
}

// checkAttacksEachCombat refuses a declaration of p's attackers against
// defender that leaves out a creature that must attack each combat and
// can attack that defender now.
func (g *Game) checkAttacksEachCombat(p, defender int, attackers []*Object) error {
	for _, o := range g.Battlefield() {
		if g.Chars(o).Controller != p || o.Attacking || slices.Contains(attackers, o) {
			continue
		}
		if r, _ := g.combatRestricted(o, "attacks_each_combat"); !r {
			continue
		}
		if g.canAttackNow(o) && g.canAttackPlayer(o, defender) {
			return fmt.Errorf("%s attacks each combat if able", g.Describe(o))
		}
	}
	return nil
}
