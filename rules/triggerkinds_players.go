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
		"enchanted_player_attacked": {"the enchanted player is attacked (once per attack declaration)", func(t triggerEvent) bool {
			return t.ev.Kind == EvAttackPlayer && t.h.obj.AttachedToPl == t.ev.Player+1
		}},
		"enchanted_controller_upkeep": {"the beginning of the upkeep of the enchanted creature's controller (them: that player)", func(t triggerEvent) bool {
			if t.ev.Kind != EvStep || t.ev.Step != StepUpkeep || t.h.obj.AttachedTo == 0 {
				return false
			}
			o := t.g.Objs[t.h.obj.AttachedTo]
			return o != nil && t.g.Chars(o).Controller == t.g.Active
		}},
		"leaves_to_graveyard_any": {"a permanent matching filter is put into a graveyard from the battlefield (as it last existed)", func(t triggerEvent) bool {
			if t.ev.Kind != EvLeaves || t.ev.To != ZoneGraveyard {
				return false
			}
			e := t.g.lki[t.ev.Old]
			if e == nil {
				return false
			}
			obj := e.obj
			return t.filterOK(&obj, e.chars)
		}},
		"plus_counters_on_self": {"one or more +1/+1 counters are put on this permanent (once per event; amount: how many)", func(t triggerEvent) bool {
			return t.ev.Kind == EvCounters && t.ev.Obj == t.id && t.ev.What == "+1/+1"
		}},
		"you_damaged": {"you are dealt damage: once per simultaneous event, for the total (amount)", func(t triggerEvent) bool {
			return t.ev.Kind == EvDamaged && t.ev.ToPlayer == t.ctrl+1
		}},
		"combat_damage_you": {"a creature matching filter deals combat damage to you: once per creature (it_source: that creature; amount: the damage)", func(t triggerEvent) bool {
			if t.ev.Kind != EvDamage || !t.ev.Combat || t.ev.ToPlayer != t.ctrl+1 {
				return false
			}
			o, ch := t.g.objectOrLKI(t.ev.Source)
			return o != nil && t.filterOK(o, ch)
		}},
		"you_first_spell_opp_turn": {"you cast your first spell during an opponent's turn (it: the spell)", func(t triggerEvent) bool {
			return t.ev.Kind == EvCast && t.ev.Player == t.ctrl && t.g.Active != t.ctrl && t.g.Players[t.ctrl].CastThisTurn == 1
		}},
		"enchanted_targeted": {"the permanent this aura enchants becomes the target of a spell or ability", func(t triggerEvent) bool {
			return t.ev.Kind == EvTargeted && t.h.obj.AttachedTo != 0 && t.ev.Obj == t.h.obj.AttachedTo
		}},
		"leaves_to_exile": {"this permanent is put into exile from the battlefield", func(t triggerEvent) bool {
			return t.ev.Kind == EvLeaves && t.ev.Old == t.id && t.ev.To == ZoneExile
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
