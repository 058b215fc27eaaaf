package rules

// playerActionTriggers are the triggers about what you do (sacrifice,
// draw) and about creatures attacking you or blocking.
func playerActionTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"you_sacrifice": {"you sacrifice a permanent matching filter (as it last existed)", func(t triggerEvent) bool {
			if t.ev.Kind != EvSacrificed || t.ev.Player != t.ctrl {
				return false
			}
			e := t.g.lki[t.ev.Old]
			if e == nil {
				return false
			}
			obj := e.obj
			return t.filterOK(&obj, e.chars)
		}},
		"you_second_draw": {"you draw your second card of the turn", func(t triggerEvent) bool {
			return t.ev.Kind == EvDraw && t.ev.Player == t.ctrl && t.ev.Amount == 2
		}},
		"creature_attacks_or_blocks": {"a creature matching filter attacks or blocks (once per creature it blocks)", func(t triggerEvent) bool {
			if t.ev.Kind != EvAttacks && t.ev.Kind != EvBlocks {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
		"attacks_you": {"a creature matching filter attacks you or a planeswalker you control (the engine's creatures attack players only)", func(t triggerEvent) bool {
			if t.ev.Kind != EvAttacks {
				return false
			}
			o, ch := t.newObj()
			return o != nil && o.AttackTarget == t.ctrl && ch.Controller != t.ctrl && t.filterOK(o, ch)
		}},
	}
}
