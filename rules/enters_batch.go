package rules

// « À chaque fois qu'au moins une créature arrive … » triggers once for
// each event in which one or more matching permanents enter the
// battlefield (603.2c): once when several enter together (603.6a), once
// for each of several entering one after another (manifesting several
// cards, 701.60d).

func (g *Game) emitEnteredBatch(ids []int) {
	g.emit(Event{Kind: EvEnteredBatch, Sources: ids})
}

func entersBatchTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"enters_batch": {"one or more permanents matching filter enter the battlefield in one event: once for the event", func(t triggerEvent) bool {
			if t.ev.Kind != EvEnteredBatch {
				return false
			}
			for _, id := range t.ev.Sources {
				if o := t.g.objs[id]; o != nil && o.Zone == ZoneBattlefield && (t.a.Filter == nil || t.filterOK(o, t.g.view(o))) {
					return true
				}
			}
			return false
		}},
	}
}
