package rules

// againstTriggers are the triggers about one object acting on another
// (damage dealt to an opponent, a player or a creature; a creature
// blocked or blocking), whose effect names the other ("that creature",
// "that player"), and the steps of other players' turns.
//
// For damage dealt to a player the ability's filter is the source's,
// "them" is the player; for damage the card deals to a creature the
// filter is that creature's, "it"; "amount" is the damage. For a block event the
// filter is the other creature's, the ability's own permanent blocking
// or blocked; "it_other" is that other creature.
func againstTriggers() map[string]triggerKind {
	damage := func(combatOnly bool, to func(t triggerEvent) bool) func(t triggerEvent) bool {
		return func(t triggerEvent) bool {
			if t.ev.Kind != EvDamage || combatOnly && !t.ev.Combat || !to(t) {
				return false
			}
			o, ch := t.g.objectOrLKI(t.ev.Source)
			return o != nil && t.filterOK(o, ch)
		}
	}
	toOpp := func(t triggerEvent) bool { return t.ev.ToPlayer != 0 && t.ev.Player != t.ctrl }
	toPlayer := func(t triggerEvent) bool { return t.ev.ToPlayer != 0 }
	// The card itself dealing damage to a creature matching filter.
	selfTo := func(combatOnly bool) func(t triggerEvent) bool {
		return func(t triggerEvent) bool {
			if t.ev.Kind != EvDamage || combatOnly && !t.ev.Combat || t.ev.ToPlayer != 0 || t.ev.Source != t.id {
				return false
			}
			o, ch := t.newObj()
			return o != nil && ch.Is(TCreature) && t.filterOK(o, ch)
		}
	}
	return map[string]triggerKind{
		"damage_to_opp":          {"a source matching filter deals damage to an opponent: once per opponent (them: that player; amount: the damage)", damage(false, toOpp)},
		"combat_damage_opp":      {"a creature matching filter deals combat damage to an opponent (them: that player; amount: the damage)", damage(true, toOpp)},
		"damage_to_player":       {"a source matching filter deals damage to a player: once per player (them: that player; amount: the damage)", damage(false, toPlayer)},
		"damage_to_creature":     {"this permanent deals damage to a creature matching filter: once per creature (it: that creature; amount: the damage)", selfTo(false)},
		"combat_damage_creature": {"this creature deals combat damage to a creature matching filter: once per creature (it: that creature; amount: the damage)", selfTo(true)},
		"deals_damage": {"a source matching filter deals damage: once per simultaneous event, however many recipients (it_source: the source; amount: the total)", func(t triggerEvent) bool {
			if t.ev.Kind != EvDealtDamage {
				return false
			}
			o, ch := t.g.objectOrLKI(t.ev.Source)
			return o != nil && t.filterOK(o, ch)
		}},
		"damaged_by_source": {"a source deals damage to this permanent: once per source (it_source: that source; amount: the damage)", func(t triggerEvent) bool {
			return t.ev.Kind == EvDamage && t.ev.ToPlayer == 0 && t.ev.Obj == t.id
		}},
		"blocks_creature": {"this creature blocks a creature matching filter: once per creature blocked (it_other: that creature)", func(t triggerEvent) bool {
			return t.ev.Kind == EvBlocks && t.ev.Obj == t.id && t.blockOther(t.ev.Source)
		}},
		"blocked_by_creature": {"this creature becomes blocked by a creature matching filter: once per blocker (it_other: that creature)", func(t triggerEvent) bool {
			return t.ev.Kind == EvBlocks && t.ev.Source == t.id && t.blockOther(t.ev.Obj)
		}},
		"blocks_or_blocked_by": {"this creature blocks or becomes blocked by a creature matching filter: once per such creature (it_other: that creature)", func(t triggerEvent) bool {
			return t.ev.Kind == EvBlocks && (t.ev.Obj == t.id && t.blockOther(t.ev.Source) || t.ev.Source == t.id && t.blockOther(t.ev.Obj))
		}},
		"attacks_with_two_others": {"this creature and at least two other creatures attack (battalion): the attackers declared together number three or more", func(t triggerEvent) bool {
			return t.ev.Kind == EvAttacks && t.ev.Obj == t.id && t.ev.Amount >= 3
		}},
		"each_draw_step": {"the beginning of each player's draw step (them: the active player)", func(t triggerEvent) bool {
			return t.ev.Kind == EvStep && t.ev.Step == StepDraw
		}},
		"enchanted_player_upkeep": {"the beginning of the enchanted player's upkeep (them: that player)", func(t triggerEvent) bool {
			return t.ev.Kind == EvStep && t.ev.Step == StepUpkeep && t.h.obj.AttachedToPl == t.g.Active+1
		}},
		"opp_begin_combat": {"the beginning of combat on each opponent's turn (them: that player)", func(t triggerEvent) bool {
			return t.ev.Kind == EvStep && t.ev.Step == StepBeginCombat && t.g.Active != t.ctrl
		}},
	}
}

// blockOther reports whether the other creature of a block event passes
// the ability's filter.
func (t triggerEvent) blockOther(id int) bool {
	o := t.g.Objs[id]
	return o != nil && t.filterOK(o, t.g.Chars(o))
}

// emitDealtDamage raises, for each source of a batch of damage dealt at
// once, the event of its dealing damage: "whenever ~ deals damage"
// triggers once however many recipients it had (Spirit Link's ruling).
func (g *Game) emitDealtDamage(b *damageBatch) {
	for _, s := range b.sources {
		g.emit(Event{Kind: EvDealtDamage, Source: s, Amount: b.bySource[s], Combat: b.combat, SourceCtrl: b.srcChars[s].Controller})
	}
}
