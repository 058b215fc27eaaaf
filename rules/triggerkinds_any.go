package rules

// anyObjectTriggers are events of the card itself that real cards also
// write of any object matching a filter ("whenever a creature you control
// leaves the battlefield", "whenever a creature blocks", "whenever a
// permanent you control is turned face up", "whenever enchanted land is
// tapped for mana"), and the beginning of combat on every turn. "it" is
// the object the event is about.
func anyObjectTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"each_begin_combat": {"the beginning of combat on each turn (them: the active player)", func(t triggerEvent) bool {
			return t.ev.Kind == EvStep && t.ev.Step == StepBeginCombat
		}},
		"each_main1": {"the beginning of each player's first (precombat) main phase (them: the active player)", func(t triggerEvent) bool {
			return t.ev.Kind == EvStep && t.ev.Step == StepMain1 && t.g.MainPhases == 1
		}},
		"leaves_any": {"a permanent matching filter leaves the battlefield (as it last existed)", func(t triggerEvent) bool {
			if t.ev.Kind != EvLeaves {
				return false
			}
			e := t.g.lki[t.ev.Old]
			if e == nil {
				return false
			}
			obj := e.obj
			return t.filterOK(&obj, e.chars)
		}},
		// "Whenever a creature blocks" triggers once for each blocking
		// creature, however many attackers it blocks (509.3c): on the
		// event of its first block.
		"creature_blocks": {"a creature matching filter blocks (once per blocking creature; it: that creature)", func(t triggerEvent) bool {
			if t.ev.Kind != EvBlocks {
				return false
			}
			o, ch := t.newObj()
			return o != nil && len(o.Blocking) > 0 && o.Blocking[0] == t.ev.Source && t.filterOK(o, ch)
		}},
		"damaged_any": {"a permanent matching filter is dealt damage (it: that permanent; amount: the damage)", func(t triggerEvent) bool {
			if t.ev.Kind != EvDamaged || t.ev.ToPlayer != 0 {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
		"targeted_any": {"a permanent matching filter becomes the target of a spell or ability (anyone's; it: that permanent)", func(t triggerEvent) bool {
			if t.ev.Kind != EvTargeted {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
		"targeted_any_by_opp": {"a permanent matching filter becomes the target of a spell or ability an opponent controls (it: that permanent)", func(t triggerEvent) bool {
			if t.ev.Kind != EvTargeted || t.ev.Player == t.ctrl {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
		"turned_face_up_any": {"a permanent matching filter is turned face up (it: that permanent)", func(t triggerEvent) bool {
			if t.ev.Kind != EvTurnedFaceUp {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
		"put_into_graveyard_self": {"this card is put into a graveyard from anywhere (it triggers from the graveyard)", func(t triggerEvent) bool {
			return t.ev.Kind == EvZoneChange && t.ev.To == ZoneGraveyard && t.ev.Obj == t.id
		}},
		"milled_self": {"this card is put into your graveyard from your library (it triggers from the graveyard)", func(t triggerEvent) bool {
			return t.ev.Kind == EvZoneChange && t.ev.From == ZoneLibrary && t.ev.To == ZoneGraveyard && t.ev.Obj == t.id
		}},
		"put_into_your_graveyard": {"a card matching filter is put into your graveyard from anywhere (it: that card)", func(t triggerEvent) bool {
			return t.graveyardCard(func(o *Object) bool { return o.Owner == t.ctrl })
		}},
		"put_into_opp_graveyard": {"a card matching filter is put into an opponent's graveyard from anywhere (it: that card; them: its owner)", func(t triggerEvent) bool {
			return t.graveyardCard(func(o *Object) bool { return o.Owner != t.ctrl })
		}},
		// Combat damage to a planeswalker is dealt by a creature attacking it;
		// the engine's creatures attack players only, so only the player
		// half of the event ever happens there, but the event reads both.
		"combat_damage_player_or_pw": {"a creature matching filter deals combat damage to a player or a planeswalker (it_source: that creature; amount: the damage)", func(t triggerEvent) bool {
			if t.ev.Kind != EvDamage || !t.ev.Combat {
				return false
			}
			if t.ev.ToPlayer == 0 {
				o, ch := t.g.objectOrLKI(t.ev.Obj)
				if o == nil || !ch.Is(TPlaneswalker) {
					return false
				}
			}
			o, ch := t.g.objectOrLKI(t.ev.Source)
			return o != nil && t.filterOK(o, ch)
		}},
		"tapped_for_mana_any": {"a permanent matching filter is tapped for mana (them: the player who tapped it; it: the permanent): a mana ability when it adds mana, resolved at once", func(t triggerEvent) bool {
			if t.ev.Kind != EvTappedForMana {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
	}
}

// graveyardCard reports whether the event is a card matching the filter
// put into a graveyard from anywhere, whose owner passes owner.
func (t triggerEvent) graveyardCard(owner func(o *Object) bool) bool {
	if t.ev.Kind != EvZoneChange || t.ev.To != ZoneGraveyard || !t.ev.Card {
		return false
	}
	o, ch := t.newObj()
	return o != nil && owner(o) && t.filterOK(o, ch)
}
