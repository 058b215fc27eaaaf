package rules

// ownEntersWithCounters adds to counters the counters a permanent's own
// "enters with N counters" abilities give it (614.1c) when it enters
// otherwise than by resolving as a spell: a land played ("Vivid Creek
// enters tapped with two charge counters on it"), a card put onto the
// battlefield. It is read from the card as it will enter, with no X paid
// (107.3: X is 0 then). A spell resolving reads them in enterFromStack,
// with the X paid.
func (g *Game) ownEntersWithCounters(o *Object, p int, counters map[string]int) map[string]int {
	counters = vanishingCounters(g.BaseChars(o), counters)
	for _, a := range g.BaseChars(o).Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op != "enters_with_counters" {
				continue
			}
			ctx := &EvalCtx{G: g, Src: o.ID, Ctrl: p}
			if cond := CombineCond(a.If, e.If); cond != nil && cond.Eval(ctx) == 0 {
				continue
			}
			if counters == nil {
				counters = map[string]int{}
			}
			counters[e.Kind] += e.N.Eval(ctx)
		}
	}
	return counters
}
