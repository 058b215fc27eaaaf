package rules

// Cycling's triggers (702.29): cycling a card is activating its cycling
// ability (any typecycling included); "when you cycle this card" triggers
// from wherever discarding the card put it, "whenever you cycle or discard
// a card" once (cycling discards the card: the discard triggers it).

// emitCycled records that player p cycled the card now at cycled, when
// ability a, just put on the stack, is a cycling ability (602.2i: the
// ability triggers as the activation ends, above the cycling ability).
func (g *Game) emitCycled(p int, a *Ability, cycled *Object) {
	if cycled == nil || a.Label != "cycling" && a.Label != "typecycling" {
		return
	}
	g.emit(Event{Kind: EvCycled, Obj: cycled.ID, Player: p, Card: true})
}

// cycledHolder is the card just cycled, as the holder of its own cycling
// trigger.
func (g *Game) cycledHolder(ev *Event) []holder {
	o := g.Objs[ev.Obj]
	if o == nil || o.Zone == ZoneBattlefield {
		return nil
	}
	return []holder{{obj: o, chars: g.Chars(o), cycled: true}}
}

// cyclingTriggers are the events of cycling and discarding.
func cyclingTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"cycled_self": {"you cycle this card (it triggers where the card was put)", func(t triggerEvent) bool {
			return t.ev.Kind == EvCycled && t.ev.Obj == t.id
		}},
		"you_cycle": {"you cycle a card matching filter (it: that card)", func(t triggerEvent) bool {
			if t.ev.Kind != EvCycled || t.ev.Player != t.ctrl {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"player_cycles": {"a player cycles a card matching filter (them: that player; it: that card)", func(t triggerEvent) bool {
			if t.ev.Kind != EvCycled {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
		"you_discard": {"you discard a card matching filter, cycling included (it: that card)", func(t triggerEvent) bool {
			if t.ev.Kind != EvDiscard || t.ev.Player != t.ctrl {
				return false
			}
			o, ch := t.newObj()
			return t.filterOK(o, ch)
		}},
	}
}
