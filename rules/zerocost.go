package rules

import "fmt"

// « Une fois par tour, vous pouvez payer {0} à la place du coût de mana
// d'un sort que vous lancez depuis l'exil. » An alternative cost (alt:
// zero, 118.9): no other alternative cost with it, additional costs (kicker)
// paid as usual, timing rules and the permission to cast from exile
// unchanged (another effect gives it). Once each turn for each permanent
// that gives it.

func zeroCostOps() []Op {
	return []Op{
		{Name: "zero_cost_from_exile", Doc: "once each turn, you may pay {0} rather than the mana cost of a spell you cast from exile (cast alt: zero)",
			Handler: continuous(effPlayer)},
	}
}

// zeroCostSource returns the permanent whose "pay {0}" p may use now: an
// effect of theirs whose source has not used it this turn.
func (g *Game) zeroCostSource(p int) *Object {
	for _, e := range g.activeEffects() {
		if e.kind != effPlayer || e.op.Op != "zero_cost_from_exile" || e.ctrl != p {
			continue
		}
		if src := g.Objs[e.source]; src != nil && src.ZeroCostTurn != g.Turn {
			return src
		}
	}
	return nil
}

// canCastForZero checks the alternative cost {0}: a spell cast from exile,
// an unused permission.
func (g *Game) canCastForZero(p int, obj *Object) error {
	if obj.Zone != ZoneExile {
		return fmt.Errorf("paying {0} instead of the mana cost: only a spell cast from exile")
	}
	if g.zeroCostSource(p) == nil {
		return fmt.Errorf("no unused effect lets %s pay {0} for %s this turn", g.Players[p].Name, obj.Card.Name)
	}
	return nil
}

// payForZero uses the permission as the spell is cast.
func (g *Game) payForZero(p int) {
	if src := g.zeroCostSource(p); src != nil {
		src.ZeroCostTurn = g.Turn
		g.logf("%s pays {0} instead of the mana cost (%s)", g.Players[p].Name, g.Describe(src))
	}
}
