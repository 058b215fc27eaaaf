package rules

import "cmp"

// redirectDamage applies the effects that make damage about to be dealt to
// a creature or player be dealt to another permanent instead (a
// redirection, 614.9): the Suivants de l'Oracle's « Toutes les blessures
// qui devraient être infligées à une créature ciblée, par une source de
// votre choix, sont infligées aux Suivants de l'Oracle à la place ».
//
// The effect is the op redirect_damage: what (the protected creature or
// player, usually t0), to (who is dealt the damage instead, default self:
// the very object whose ability made the effect) and source (the chosen
// source; every source if empty). Redirection happens before prevention
// and doubling, which then apply to the new recipient.
func (g *Game) redirectDamage(src damageSource, t Target) Target {
	for _, e := range g.activeEffects() {
		if e.kind != effDamage || e.op.Op != "redirect_damage" || !g.damageEffectCovers(e, t) {
			continue
		}
		if e.op.Source != "" {
			if o, _ := e.ctx.objRef(e.op.Source); o == nil || o.ID != src.id {
				continue
			}
		}
		to, _ := e.ctx.objRef(cmp.Or(e.op.To, "self"))
		if to == nil || to.Zone != ZoneBattlefield {
			// The new recipient is gone: the damage is dealt as it would
			// have been.
			continue
		}
		if !t.IsPlayer() && to.ID == t.Obj {
			continue
		}
		g.logf("damage that would be dealt to %s is dealt to %s instead", g.describeTarget(t), g.Describe(to))
		return Target{Obj: to.ID}
	}
	return t
}

func (g *Game) describeTarget(t Target) string {
	if t.IsPlayer() {
		return g.Players[t.Player-1].Name
	}
	return g.Describe(g.Objs[t.Obj])
}
