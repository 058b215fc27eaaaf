package rules

// Training (702.149a): "Whenever this creature and at least one other
// creature with power greater than this creature's power attack, put a
// +1/+1 counter on this creature." It is a trigger condition, not an
// intervening if: once it triggers, the other creature's power no longer
// matters (the rulings of Innistrad: Midnight Hunt).

func trainingTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"attacks_with_greater_power": {"this creature and at least one other creature with greater power attack (training)", func(t triggerEvent) bool {
			if t.ev.Kind != EvAttacks || t.ev.Obj != t.id {
				return false
			}
			self := t.g.Objs[t.id]
			if self == nil {
				return false
			}
			return t.g.attacksWithGreaterPower(self)
		}},
	}
}

// attacksWithGreaterPower reports whether another creature declared as an
// attacker has greater power than self.
func (g *Game) attacksWithGreaterPower(self *Object) bool {
	p := g.Chars(self).Power
	for _, o := range g.Objs {
		if o.ID == self.ID || o.Zone != ZoneBattlefield || !o.Attacking || !o.Declared {
			continue
		}
		if ch := g.Chars(o); ch.Is(TCreature) && ch.Power > p {
			return true
		}
	}
	return false
}

// trainingTrigger is training's triggered ability.
func trainingTrigger() *Ability {
	return &Ability{Kind: KindTriggered, Label: "training", When: "attacks_with_greater_power",
		Effects: []*Effect{{Op: "counters", What: "self", Kind: "+1/+1", N: ConstExpr(1)}}}
}
