package rules

import "fmt"

// "Choisissez un adversaire au hasard. La Monstruosité ursidée attaque ce
// joueur pendant ce combat si possible." The draw is the scenario's: the
// resolve action's choices may name the opponent; otherwise the first.

func (g *Game) opChooseOpponent(_ *Effect, ctx *EvalCtx) error {
	ops := g.Opponents(ctx.Ctrl)
	if len(ops) == 0 {
		return nil
	}
	pick := ops[0]
	if len(g.Choices) > 0 {
		name := g.Choices[0]
		for _, p := range ops {
			if g.Players[p].Name == name {
				pick = p
				g.Choices = g.Choices[1:]
				break
			}
		}
	}
	ctx.chosenPl = []int{pick}
	g.logf("%s is chosen at random", g.Players[pick].Name)
	return nil
}

// checkAttackRequirements refuses a declaration of attackers against
// defender that leaves out a creature of p's that must attack a player and
// can attack now, or that sends it against another player (508.1d: the
// requirements are obeyed as far as possible).
func (g *Game) checkAttackRequirements(p, defender int, attackers []*Object) error {
	for _, e := range g.activeEffects() {
		if e.kind != effCombat || e.op.Op != "must_attack" {
			continue
		}
		want := e.ctx.PlayerRef(e.op.To)
		if len(want) != 1 {
			continue
		}
		for _, o := range g.Battlefield() {
			if !g.effectApplies(e, o) || g.Chars(o).Controller != p {
				continue
			}
			declared := false
			for _, a := range attackers {
				declared = declared || a == o
			}
			switch {
			case !g.canAttackPlayer(o, want[0]):
				// Not forced to attack a player it can't attack: another
				// player, or no one.
				continue
			case declared && defender != want[0]:
				return fmt.Errorf("%s must attack %s this combat", g.Describe(o), g.Players[want[0]].Name)
			case !declared && !o.Attacking && defender == want[0] && g.canAttackNow(o):
				return fmt.Errorf("%s must attack %s this combat if able", g.Describe(o), g.Players[want[0]].Name)
			}
		}
	}
	return nil
}

// canAttackNow reports whether o could be declared as an attacker: an
// untapped creature without summoning sickness (or with haste) that no
// effect stops from attacking.
func (g *Game) canAttackNow(o *Object) bool {
	ch := g.Chars(o)
	if o.Zone != ZoneBattlefield || !ch.Is(TCreature) || o.Tapped {
		return false
	}
	if g.summoningSick(o) {
		return false
	}
	if r, _ := g.combatRestricted(o, "cant_attack", "cant_attack_or_block"); r {
		return false
	}
	return !hasDefender(ch)
}

// lethalDamage is the damage that is lethal to the creature id now (120.4a):
// its toughness less the damage marked on it, or 1 from a source with
// deathtouch; -1 when it is no creature on the battlefield.
func (g *Game) lethalDamage(id int, src damageSource) int {
	o := g.Objs[id]
	if o == nil || o.Zone != ZoneBattlefield {
		return -1
	}
	ch := g.Chars(o)
	if !ch.Is(TCreature) {
		return -1
	}
	l := max(ch.Toughness-o.Damage, 0)
	if l > 1 && src.chars != nil && src.chars.Has("deathtouch") {
		l = 1
	}
	return l
}
