package rules

import "cmp"

// "You may play the exiled card without paying its mana cost" (hideaway's
// lands, 702.75): playing a card is casting it if it is a spell card, or
// playing it if it is a land card (305.1). The instruction lets the card be
// played from where it is, during the resolution of the ability, timing
// ignored; a land still takes the turn's land play: it is played only on
// its player's turn with a land play left (the hideaway rulings, 305.2).

func playFreeOps() []Op {
	return []Op{
		{Name: "play_free", Doc: "you may play what (default exiled: the card the source exiled) without paying its mana cost: a land card is played (only on your turn with a land play left, and it uses it), another card is cast ignoring timing (targets: the resolve action's)",
			Args: []Arg{Opt("what", ArgRef), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opPlayFree)},
	}
}

func (g *Game) opPlayFree(e *Effect, ctx *EvalCtx) error {
	ids := ctx.objRefs(cmp.Or(e.What, "exiled"))
	if len(ids) == 0 {
		g.logf("play: no card to play")
		g.did = false
		return nil
	}
	o := g.Objs[ids[0]]
	if o == nil || o.Card == nil || o.Zone == ZoneBattlefield || o.Zone == ZoneStack {
		g.did = false
		return nil
	}
	p := ctx.Ctrl
	if g.Chars(o).Is(TLand) {
		if g.Active != p || g.Players[p].LandsPlayed >= g.LandPlays(p) {
			g.logf("%s cannot be played: a land is played on your turn with a land play left", o.Card.Name)
			g.did = false
			return nil
		}
		g.putPlayedLand(p, o)
		return nil
	}
	opts := CastOptions{Door: -1, Free: true, ignoreTiming: true, fromEffect: true, Targets: g.CastTargets}
	if _, err := g.Cast(p, o, opts); err != nil {
		if e.Optional {
			// "You may": a card that cannot be cast is not.
			g.logf("%s cannot be cast: %v", o.Card.Name, err)
			g.did = false
			return nil
		}
		return err
	}
	return nil
}
