package rules

// Tapping and untapping are events (701.26): "whenever ~ becomes tapped"
// triggers when a permanent untapped becomes tapped, however it was
// (attacking, a cost, an effect, regeneration, convoke).

// tapPermanent taps o, raising the event of its becoming tapped; a
// permanent already tapped does not become tapped again.
func (g *Game) tapPermanent(o *Object) {
	if o.Tapped {
		return
	}
	o.Tapped = true
	g.emit(Event{Kind: EvTapped, Obj: o.ID, Player: g.Chars(o).Controller})
}

// emitUntapped raises the event of o's becoming untapped.
func (g *Game) emitUntapped(o *Object) {
	g.emit(Event{Kind: EvUntapped, Obj: o.ID, Player: g.Chars(o).Controller})
}

// tapTriggers are the events of tapping and untapping.
func tapTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"becomes_tapped": {"this permanent becomes tapped", func(t triggerEvent) bool {
			return t.ev.Kind == EvTapped && t.ev.Obj == t.id
		}},
		"becomes_untapped": {"this permanent becomes untapped", func(t triggerEvent) bool {
			return t.ev.Kind == EvUntapped && t.ev.Obj == t.id
		}},
		"tapped_any": {"a permanent matching filter becomes tapped (it: that permanent)", func(t triggerEvent) bool {
			if t.ev.Kind != EvTapped {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
	}
}
