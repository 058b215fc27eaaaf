package rules

// « À chaque fois qu'au moins une créature arrive … » triggers once for
// each event in which one or more matching permanents enter the
// battlefield (603.2c): once when several enter together (603.6a), once
// for each of several entering one after another (manifesting several
// cards, 701.60d).

// emitBatches emits, after the zone changes of one event, the event of
// the permanents that entered and that of the cards milled.
func (g *Game) emitBatches(evs []Event) {
	var entered, milled, graveyard []int
	for _, ev := range evs {
		if ev.Kind == EvZoneChange && ev.To == ZoneGraveyard {
			graveyard = append(graveyard, ev.Obj)
		}
		switch {
		case ev.Kind != EvZoneChange:
		case ev.To == ZoneBattlefield:
			entered = append(entered, ev.Obj)
		case ev.From == ZoneLibrary && ev.To == ZoneGraveyard:
			milled = append(milled, ev.Obj)
		}
	}
	if len(entered) > 0 {
		g.emit(Event{Kind: EvEnteredBatch, Sources: entered})
	}
	if len(milled) > 0 {
		g.emit(Event{Kind: EvMilledBatch, Sources: milled})
	}
	if len(graveyard) > 0 {
		g.emit(Event{Kind: EvGraveyardBatch, Sources: graveyard})
	}
}

func entersBatchTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"enters_batch": {"one or more permanents matching filter enter the battlefield in one event: once for the event", func(t triggerEvent) bool {
			if t.ev.Kind != EvEnteredBatch {
				return false
			}
			for _, id := range t.ev.Sources {
				if o := t.g.Objs[id]; o != nil && o.Zone == ZoneBattlefield && (t.a.Filter == nil || t.filterOK(o, t.g.Chars(o))) {
					return true
				}
			}
			return false
		}},
		"milled_batch": {"one or more cards matching filter are put into your graveyard from your library in one event: once for the event (batch: those cards)", func(t triggerEvent) bool {
			if t.ev.Kind != EvMilledBatch {
				return false
			}
			for _, id := range t.ev.Sources {
				if o := t.g.Objs[id]; o != nil && o.Owner == t.ctrl && (t.a.Filter == nil || t.filterOK(o, t.g.Chars(o))) {
					return true
				}
			}
			return false
		}},
	}
}
