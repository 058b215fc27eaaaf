package rules

// Vanishing N (702.63a): "This permanent enters with N time counters on
// it," "At the beginning of your upkeep, if there is a time counter on
// this permanent, remove a time counter from it," and "When the last time
// counter is removed from this permanent, sacrifice it." The upkeep
// trigger is a keyword trigger (keyword_triggers_era.go); the counters it
// enters with are added wherever it enters from (vanishingCounters), and
// the sacrifice is a triggered ability of its own, which uses the stack.

// vanishingCounters adds to counters the counters ch's keywords make it
// enter with: vanishing's time counters, modular's +1/+1 counters
// (702.43a: "This permanent enters with N +1/+1 counters on it"),
// graft's (702.58a, the same words).
func vanishingCounters(ch *Chars, counters map[string]int) map[string]int {
	for key, kind := range map[string]string{"vanishing": "time", "modular": "+1/+1", "graft": "+1/+1"} {
		kw, ok := ch.Keyword(key)
		if !ok || kw.N <= 0 {
			continue
		}
		if counters == nil {
			counters = map[string]int{}
		}
		counters[kind] += kw.N
	}
	return counters
}

// vanished triggers vanishing's sacrifice: the last time counter was
// removed from o, a permanent with vanishing, by whatever effect.
func (g *Game) vanished(o *Object) {
	if o.Zone != ZoneBattlefield || !g.Chars(o).Has("vanishing") {
		return
	}
	a := &Ability{Kind: KindTriggered, When: "last_time_counter", RoomDoor: -1, Label: "vanishing",
		Effects: []*Effect{{Op: "sacrifice", What: "self"}}}
	g.pending = append(g.pending, &pendingTrigger{ab: a, ctx: &EvalCtx{G: g, Src: o.ID, Ctrl: g.Chars(o).Controller},
		holder: o.Alias, name: g.Describe(o), order: len(g.pending)})
}
