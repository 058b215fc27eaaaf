package rules

// triggerKind is a trigger event of the ability language (when:): one line of
// documentation and whether an event is it, for an ability of a holder.
type triggerKind struct {
	doc   string
	match func(t triggerEvent) bool
}

// triggerEvent is an event seen by a triggered ability: the ability, the
// object that has it (its id and controller), the event.
type triggerEvent struct {
	g        *Game
	a        *Ability
	h        holder
	ev       *Event
	ctx      *EvalCtx
	id, ctrl int
}

// filterOK reports whether what the event is about passes the ability's
// filter (none: anything does).
func (t triggerEvent) filterOK(o *Object, ch *Chars) bool {
	if t.a.Filter == nil {
		return true
	}
	if o == nil || ch == nil {
		return false
	}
	return matchPreds(t.ctx, t.a.Filter, o, ch)
}

// newObj is the object the event's object now is, if it is still there.
func (t triggerEvent) newObj() (*Object, *Chars) {
	if o := t.g.Objs[t.ev.Obj]; o != nil {
		return o, t.g.Chars(o)
	}
	return nil, nil
}

// triggers are the trigger events the engine raises. Filled by init,
// never written afterwards (the matchers reach the game, which a
// package-level initializer cannot refer to).
var triggers map[string]triggerKind

func init() {
	triggers = map[string]triggerKind{}
	for _, group := range []map[string]triggerKind{zoneTriggers(), stepTriggers(), combatTriggers(), mechanicTriggers(), othersTriggers(), reflexiveTriggers(), batchDamageTriggers(), playCardTriggers(), manaTriggers(), entersBatchTriggers(), sagaTriggers(), againstTriggers(), cyclingTriggers(), playerActionTriggers(), tapTriggers(), anyObjectTriggers(), exploitTriggers(), diceTriggers(), trainingTriggers(), exertTriggers(), graveyardBatchTriggers(), playerEventTriggers(), damageToYouTriggers(), mutateTriggers(), hauntTriggers(), endOfCombatTriggers()} {
		for name, t := range group {
			triggers[name] = t
		}
	}
}

// stepTriggers are the triggers at the beginning of your steps and phases.
func stepTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"upkeep": {"the beginning of your upkeep", func(t triggerEvent) bool {
			return t.ev.Kind == EvStep && t.ev.Step == StepUpkeep && t.g.Active == t.ctrl
		}},
		"draw_step": {"the beginning of your draw step", func(t triggerEvent) bool {
			return t.ev.Kind == EvStep && t.ev.Step == StepDraw && t.g.Active == t.ctrl
		}},
		"begin_combat": {"the beginning of combat on your turn", func(t triggerEvent) bool {
			return t.ev.Kind == EvStep && t.ev.Step == StepBeginCombat && t.g.Active == t.ctrl
		}},
		"main2": {"the beginning of your second main phase", func(t triggerEvent) bool {
			// "At the beginning of your second main phase": the second main
			// phase of the turn only, not a third or later one.
			return t.ev.Kind == EvStep && t.ev.Step == StepMain2 && t.g.Active == t.ctrl && t.g.MainPhases == 2
		}},
		"end_step": {"the beginning of your end step", func(t triggerEvent) bool {
			return t.ev.Kind == EvStep && t.ev.Step == StepEnd && t.g.Active == t.ctrl
		}},
	}
}

// zoneTriggers are the triggers about the object entered, died, left, was cast, drawn or targeted.
func zoneTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"enters": {"this permanent enters", func(t triggerEvent) bool {
			return t.ev.Kind == EvZoneChange && t.ev.To == ZoneBattlefield && t.ev.Obj == t.id
		}},
		"enters_any": {"a permanent matching filter enters", func(t triggerEvent) bool {
			if t.ev.Kind != EvZoneChange || t.ev.To != ZoneBattlefield {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"dies": {"this creature dies", func(t triggerEvent) bool {
			return t.ev.Kind == EvDies && t.ev.Old == t.id
		}},
		"dies_any": {"a creature matching filter dies", func(t triggerEvent) bool {
			if t.ev.Kind != EvDies {
				return false
			}
			e := t.g.lki[t.ev.Old]
			if e == nil {
				return false
			}
			obj := e.obj
			return t.filterOK(&obj, e.chars)
		}},
		"leaves": {"this permanent leaves the battlefield", func(t triggerEvent) bool {
			return t.ev.Kind == EvLeaves && t.ev.Old == t.id
		}},
		"leaves_to_graveyard": {"this permanent is put into a graveyard from the battlefield (dies, for a creature)", func(t triggerEvent) bool {
			return t.ev.Kind == EvLeaves && t.ev.Old == t.id && t.ev.To == ZoneGraveyard
		}},
		"put_into_graveyard": {"a card is put into a graveyard from anywhere", func(t triggerEvent) bool {
			if t.ev.Kind != EvZoneChange || t.ev.To != ZoneGraveyard || !t.ev.Card {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"cast_self": {"you cast this spell", func(t triggerEvent) bool {
			return t.ev.Kind == EvCast && t.ev.Obj == t.id
		}},
		"drawn_self": {"you draw this card (miracle)", func(t triggerEvent) bool {
			return t.ev.Kind == EvDraw && t.ev.Obj == t.id
		}},
		"cast_any": {"you cast a spell matching filter", func(t triggerEvent) bool {
			if t.ev.Kind != EvCast || t.ev.Player != t.ctrl {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"targeted_by_you": {"this becomes the target of a spell you control (heroic)", func(t triggerEvent) bool {
			return t.ev.Kind == EvTargeted && t.ev.Obj == t.id && t.ev.Player == t.ctrl && t.ev.What == "spell"
		}},
		"targeted_by_opp": {"this becomes the target of a spell or ability an opponent controls", func(t triggerEvent) bool {
			return t.ev.Kind == EvTargeted && t.ev.Obj == t.id && t.ev.Player != t.ctrl
		}},
	}
}

// combatTriggers are the triggers about combat, damage and the steps of the turn.
func combatTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"attacks": {"this creature attacks", func(t triggerEvent) bool {
			return t.ev.Kind == EvAttacks && t.ev.Obj == t.id
		}},
		"attacks_first_each_turn": {"this creature attacks for the first time this turn", func(t triggerEvent) bool {
			if t.ev.Kind != EvAttacks || t.ev.Obj != t.id {
				return false
			}
			o := t.g.Objs[t.id]
			return o != nil && o.AttackTurn == t.g.Turn && o.AttacksThisTurn == 1
		}},
		"creature_attacks": {"a creature matching filter attacks", func(t triggerEvent) bool {
			if t.ev.Kind != EvAttacks {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
		"you_attack": {"you attack with one or more creatures", func(t triggerEvent) bool {
			return t.ev.Kind == EvYouAttack && t.ev.Player == t.ctrl
		}},
		"attacks_alone": {"a creature you control attacks alone", func(t triggerEvent) bool {
			if t.ev.Kind != EvAttacks || t.ev.Amount != 1 {
				return false
			}
			o, ch := t.newObj()
			return o != nil && ch.Controller == t.ctrl && t.filterOK(o, ch)
		}},
		"blocks": {"this creature blocks", func(t triggerEvent) bool {
			return t.ev.Kind == EvBlocks && t.ev.Obj == t.id
		}},
		"combat_damage_player": {"a creature matching filter deals combat damage to a player", func(t triggerEvent) bool {
			if t.ev.Kind != EvDamage || !t.ev.Combat || t.ev.ToPlayer == 0 {
				return false
			}
			o, ch := t.g.objectOrLKI(t.ev.Source)
			return o != nil && t.filterOK(o, ch)
		}},
		"noncombat_damage_opp": {"a source you control deals noncombat damage to an opponent (them: that player; amount: the damage)", func(t triggerEvent) bool {
			// One trigger per player dealt damage (each is its own event).
			return t.ev.Kind == EvDamage && !t.ev.Combat && t.ev.ToPlayer != 0 &&
				t.ev.SourceCtrl == t.ctrl && t.ev.Player != t.ctrl
		}},
		"damaged": {"this permanent is dealt damage", func(t triggerEvent) bool {
			return t.ev.Kind == EvDamaged && t.ev.Obj == t.id && t.ev.ToPlayer == 0
		}},
		"player_damaged": {"the enchanted player is dealt damage", func(t triggerEvent) bool {
			return t.ev.Kind == EvDamaged && t.ev.ToPlayer != 0 && t.h.obj.AttachedToPl == t.ev.ToPlayer
		}},
		"deals_combat_damage": {"a creature matching filter deals combat damage: once per combat damage step, however many recipients (amount: the total)", func(t triggerEvent) bool {
			if t.ev.Kind != EvDealtDamage || !t.ev.Combat {
				return false
			}
			o, ch := t.g.objectOrLKI(t.ev.Source)
			return o != nil && t.filterOK(o, ch)
		}},
		"creature_becomes_blocked": {"a creature matching filter becomes blocked (it_source is that creature)", func(t triggerEvent) bool {
			if t.ev.Kind != EvBlocks || t.ev.Amount != 1 {
				return false
			}
			o := t.g.Objs[t.ev.Source]
			return o != nil && t.filterOK(o, t.g.Chars(o))
		}},
		"becomes_blocked": {"this creature becomes blocked", func(t triggerEvent) bool {
			return t.ev.Kind == EvBlocks && t.ev.Source == t.id && t.ev.Amount == 1
		}},
		"blocks_or_blocked": {"this creature blocks or becomes blocked (bushido)", func(t triggerEvent) bool {
			return t.ev.Kind == EvBlocks && (t.ev.Obj == t.id || t.ev.Source == t.id && t.ev.Amount == 1)
		}},
		// Attacking a player triggers once per player attacked, whatever the
		// number of attackers (« À chaque fois qu'au moins un démon que vous
		// contrôlez attaque un joueur »). Creatures put onto the battlefield
		// attacking were never declared and do not count.
		"attacks_player": {"you attack a player with one or more creatures (matching filter): once per player attacked; them is that player", func(t triggerEvent) bool {
			if t.ev.Kind != EvAttackPlayer || t.ev.SourceCtrl != t.ctrl {
				return false
			}
			if t.a.Filter == nil {
				return true
			}
			for _, o := range t.g.Battlefield() {
				ch := t.g.Chars(o)
				if o.Attacking && o.AttackTarget == t.ev.Player && ch.Controller == t.ctrl && t.filterOK(o, ch) {
					return true
				}
			}
			return false
		}},
	}
}

// mechanicTriggers are the triggers about the corpus's mechanics and what players do.
func mechanicTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"unlock_door": {"you unlock this door", func(t triggerEvent) bool {
			return t.ev.Kind == EvUnlock && t.ev.Obj == t.id && t.ev.Door == t.a.RoomDoor
		}},
		"fully_unlocked": {"you fully unlock a room", func(t triggerEvent) bool {
			return t.ev.Kind == EvFullyUnlocked && t.ev.Player == t.ctrl
		}},
		"manifest_dread": {"you manifest dread (it: the card put into your graveyard, if any)", func(t triggerEvent) bool {
			return t.ev.Kind == EvManifestDread && t.ev.Player == t.ctrl
		}},
		"sacrificed_self": {"you sacrifice this permanent (it looks back in time, 603.10a)", func(t triggerEvent) bool {
			return t.ev.Kind == EvSacrificed && t.ev.Old == t.id && t.ev.Player == t.ctrl
		}},
		"sacrificed": {"you sacrifice a permanent", func(t triggerEvent) bool {
			return t.ev.Kind == EvSacrificed && t.ev.Player == t.ctrl
		}},
		"becomes_monstrous": {"this creature becomes monstrous", func(t triggerEvent) bool {
			return t.ev.Kind == EvMonstrous && t.ev.Obj == t.id
		}},
		"life_gained": {"you gain life", func(t triggerEvent) bool {
			return t.ev.Kind == EvLifeGained && t.ev.Player == t.ctrl
		}},
		"draw": {"you draw a card", func(t triggerEvent) bool {
			return t.ev.Kind == EvDraw && t.ev.Player == t.ctrl
		}},
		"turned_face_up": {"this permanent is turned face up", func(t triggerEvent) bool {
			return t.ev.Kind == EvTurnedFaceUp && t.ev.Obj == t.id
		}},
		"madness_exiled": {"this card is discarded into exile by madness (702.35a)", func(t triggerEvent) bool {
			return t.ev.Kind == EvMadness && t.ev.Obj == t.id
		}},
		"transforms": {"this permanent transforms (701.28)", func(t triggerEvent) bool {
			return t.ev.Kind == EvTransformed && t.ev.Obj == t.id
		}},
		"life_lost": {"you lose life (amount: how much)", func(t triggerEvent) bool {
			return t.ev.Kind == EvLifeLost && t.ev.Player == t.ctrl
		}},
		"opp_life_lost": {"an opponent loses life", func(t triggerEvent) bool {
			return t.ev.Kind == EvLifeLost && t.ev.Player != t.ctrl
		}},
		"opp_discards": {"an opponent discards a card matching filter", func(t triggerEvent) bool {
			if t.ev.Kind != EvDiscard || t.ev.Player == t.ctrl {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"enchanted_player_casts": {"the enchanted player casts a spell matching filter", func(t triggerEvent) bool {
			if t.ev.Kind != EvCast || t.h.obj.AttachedToPl != t.ev.Player+1 {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
	}
}

// othersTriggers are the triggers about what other players do and about
// every player's steps, and the schemes of the Archenemy variant.
func othersTriggers() map[string]triggerKind {
	step := func(st Step, who func(t triggerEvent) bool) func(t triggerEvent) bool {
		return func(t triggerEvent) bool { return t.ev.Kind == EvStep && t.ev.Step == st && who(t) }
	}
	anyone := func(triggerEvent) bool { return true }
	opponent := func(t triggerEvent) bool { return t.g.Active != t.ctrl }
	return map[string]triggerKind{
		"opp_upkeep":    {"the beginning of each opponent's upkeep (them: that player)", step(StepUpkeep, opponent)},
		"each_upkeep":   {"the beginning of each upkeep (them: the active player)", step(StepUpkeep, anyone)},
		"each_end_step": {"the beginning of each end step (them: the active player)", step(StepEnd, anyone)},
		"opp_end_step":  {"the beginning of each opponent's end step (them: that player)", step(StepEnd, opponent)},
		"main1": {"the beginning of your first main phase (precombat)", func(t triggerEvent) bool {
			return t.ev.Kind == EvStep && t.ev.Step == StepMain1 && t.g.Active == t.ctrl && t.g.MainPhases == 1
		}},
		"opp_casts": {"an opponent casts a spell matching filter (them: that player)", func(t triggerEvent) bool {
			if t.ev.Kind != EvCast || t.ev.Player == t.ctrl {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"player_casts": {"a player casts a spell matching filter (them: that player)", func(t triggerEvent) bool {
			if t.ev.Kind != EvCast {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"opp_draws": {"an opponent draws a card (them: that player)", func(t triggerEvent) bool {
			return t.ev.Kind == EvDraw && t.ev.Player != t.ctrl
		}},
		"enchanted_damaged": {"the creature this aura enchants is dealt damage", func(t triggerEvent) bool {
			return t.ev.Kind == EvDamaged && t.ev.ToPlayer == 0 && t.h.obj.AttachedTo != 0 && t.ev.Obj == t.h.obj.AttachedTo
		}},
		"you_combat_damaged": {"combat damage is dealt to you", func(t triggerEvent) bool {
			return t.ev.Kind == EvDamaged && t.ev.Combat && t.ev.ToPlayer == t.ctrl+1
		}},
		"set_in_motion": {"you set this scheme in motion", func(t triggerEvent) bool {
			return t.ev.Kind == EvSetInMotion && t.ev.Obj == t.id
		}},
		"token_created": {"you create a token matching filter (a resolved copy of a permanent spell is not created, 111.12)", func(t triggerEvent) bool {
			if t.ev.Kind != EvZoneChange || t.ev.To != ZoneBattlefield || !t.ev.Token || t.ev.Player != t.ctrl {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"scheme_set_in_motion": {"you set a scheme matching filter in motion", func(t triggerEvent) bool {
			if t.ev.Kind != EvSetInMotion || t.ev.Player != t.ctrl {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"player_first_spell": {"a player casts their first spell of the turn (them: that player; it: the spell)", func(t triggerEvent) bool {
			return t.ev.Kind == EvCast && t.g.Players[t.ev.Player].CastThisTurn == 1
		}},
		"you_second_spell": {"you cast your second spell of the turn, matching filter (it: the spell)", func(t triggerEvent) bool {
			if t.ev.Kind != EvCast || t.ev.Player != t.ctrl || t.g.Players[t.ctrl].CastThisTurn != 2 {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"opp_second_spell": {"an opponent casts their second spell of the turn (them: that player; it: the spell)", func(t triggerEvent) bool {
			return t.ev.Kind == EvCast && t.ev.Player != t.ctrl && t.g.Players[t.ev.Player].CastThisTurn == 2
		}},
		"opp_first_life_loss": {"an opponent loses life for the first time during each of their turns (them: that player)", func(t triggerEvent) bool {
			if t.ev.Kind != EvLifeLost || t.ev.Player == t.ctrl || t.g.Active != t.ev.Player {
				return false
			}
			return t.g.Players[t.ev.Player].LifeLostThisTurn == t.ev.Amount
		}},
		"targeted_by_spell": {"this becomes the target of a spell (anyone's)", func(t triggerEvent) bool {
			return t.ev.Kind == EvTargeted && t.ev.Obj == t.id && t.ev.What == "spell"
		}},
		"targeted": {"this becomes the target of a spell or ability (anyone's)", func(t triggerEvent) bool {
			return t.ev.Kind == EvTargeted && t.ev.Obj == t.id
		}},
	}
}
