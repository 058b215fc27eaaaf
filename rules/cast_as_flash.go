package rules

// "You may cast creature spells as though they had flash." (Leyline of
// Anticipation, Yeva's Forcemage …): a permission of the player who
// controls the effect, for the spells its filter names (all spells
// without one). It changes when those spells may be cast (the timing of
// 702.8a's flash, 601.3), not their characteristics: they do not have
// flash. The op is registered with the rule ops (ops_rules.go).

// CastsAsFlash reports whether p may cast obj, as the spell of
// characteristics ch, as though it had flash: the card's own permission,
// or a cast_as_flash effect p controls whose filter the spell passes. The filter looks at the card as
// the spell it would be (601.2a), as cost changes do (costEffects).
func (g *Game) CastsAsFlash(p int, obj *Object, ch *Chars) bool {
	// The card's own permission ("As long as you control a green or blue
	// permanent, you may cast Hungering Yeti as though it had flash")
	// works where the card is, as it is cast (affects: self).
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p}
	for _, a := range ch.Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op != "cast_as_flash" || e.Affects != "self" {
				continue
			}
			if cond := CombineCond(a.If, e.If); cond == nil || cond.Eval(ctx) != 0 {
				return true
			}
		}
	}
	spell := obj
	if obj.Spell == nil {
		probe := *obj
		probe.Spell = &SpellState{}
		spell = &probe
	}
	return g.playerPermits("cast_as_flash", p, spell, ch)
}

// playerPermits reports whether a player effect op of player p in force
// (its condition holding; not the card's own, affects: self) lets p cast
// or play obj, whose characteristics are ch: "as though it had flash",
// "from the top of your library".
func (g *Game) playerPermits(op string, p int, obj *Object, ch *Chars) bool {
	for _, ce := range g.activeEffects() {
		if ce.kind != effPlayer || ce.op.Op != op || ce.op.Affects == "self" || ce.ctrl != p {
			continue
		}
		if ce.cond != nil && ce.cond.Eval(ce.ctx) == 0 {
			continue
		}
		if castFilterPasses(ce, obj, ch) {
			return true
		}
	}
	return false
}

// castFilterPasses reports whether the spell passes the effect's filter
// (none: every spell).
func castFilterPasses(ce *contEffect, spell *Object, ch *Chars) bool {
	f := ce.filter
	if f == nil {
		f = ce.op.Filter
	}
	if f == nil {
		return true
	}
	for _, pr := range f.preds {
		if !pr(ce.ctx, spell, ch) {
			return false
		}
	}
	return true
}
