package rules

import "fmt"

// "Vous pouvez lancer des sorts depuis le dessus de votre bibliothèque en
// sacrifiant un permanent non-terrain en plus de payer ses autres coûts."
// The top card of the player's library may be cast as a spell, with an
// additional cost: sacrificing a permanent matching the effect's filter
// (the cast's sacrifice:). Every other cost is paid and every timing rule
// applies as usual.

// castFromTopOps are the ops of this file.
func castFromTopOps() []Op {
	return []Op{
		{Name: "cast_from_top", Doc: "you may cast spells from the top of your library, sacrificing a permanent matching filter (the cast's sacrifice:) in addition to their other costs",
			Args: []Arg{Opt("filter", ArgFilter)}, Handler: continuous(effPlayer)},
		{Name: "play_from_top", Doc: "you may play lands and cast spells matching filter (every card without one) from the top of your library, with every other rule of their timing and costs (playsFromTop)",
			Handler: continuous(effPlayer)},
	}
}

// topCastEffect returns the cast_from_top effect that lets p cast obj, the
// top card of p's library, or nil.
func (g *Game) topCastEffect(p int, obj *Object) *contEffect {
	lib := g.Players[p].Library
	if obj.Zone != ZoneLibrary || obj.Owner != p || len(lib) == 0 || lib[0] != obj.ID {
		return nil
	}
	for _, ce := range g.activeEffects() {
		if ce.kind == effPlayer && ce.op.Op == "cast_from_top" && ce.ctrl == p {
			return ce
		}
	}
	return nil
}

// checkTopCastSacrifice checks the additional cost of a spell cast from
// the top of the library by a cast_from_top permission.
func (g *Game) checkTopCastSacrifice(p int, obj *Object, opts CastOptions) error {
	ce := g.topCastEffect(p, obj)
	if ce == nil {
		return nil
	}
	if opts.Sacrifice == nil {
		return fmt.Errorf("casting %s from the top of your library: as an additional cost, sacrifice %s (sacrifice:)", obj.Card.Name, ce.op.Filter)
	}
	sc := g.Chars(opts.Sacrifice)
	if opts.Sacrifice.Zone != ZoneBattlefield || sc.Controller != p || (ce.op.Filter != nil && !g.matchObj(ce.ctx, ce.op.Filter, opts.Sacrifice, sc)) {
		return fmt.Errorf("casting %s from the top of your library: %s does not match %s", obj.Card.Name, g.Describe(opts.Sacrifice), ce.op.Filter)
	}
	return nil
}

// "You may play lands and cast spells from the top of your library", "You
// may cast creature spells from the top of your library" (Future Sight,
// Garruk's Horde …): play_from_top lets its controller play the top card
// of their library as if it were in their hand, when it passes the
// effect's filter: a land as it is played (land), a spell as it would be
// cast (creature spell …), every card without a filter.

// playsFromTop reports whether p may play obj, the top card of p's
// library, by a play_from_top effect p controls: spell holds the
// characteristics it would have as a spell, nil for a land played.
func (g *Game) playsFromTop(p int, obj *Object, spell *Chars) bool {
	lib := g.Players[p].Library
	if obj.Zone != ZoneLibrary || obj.Owner != p || len(lib) == 0 || lib[0] != obj.ID {
		return false
	}
	probe, ch := obj, spell
	if spell != nil && obj.Spell == nil {
		cp := *obj
		cp.Spell = &SpellState{}
		probe = &cp
	}
	if ch == nil {
		ch = g.Chars(obj)
	}
	return g.playerPermits("play_from_top", p, probe, ch)
}
