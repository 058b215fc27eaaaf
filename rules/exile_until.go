package rules

// Exiling "until this permanent leaves the battlefield" (610.3c): the
// cards come back under their owners' control as soon as it leaves, as
// part of the same one-shot effect, not as a triggered ability; and if it
// has already left when the ability resolves, nothing is exiled.

func (g *Game) opExileUntilLeaves(e *Effect, ctx *EvalCtx) error {
	src := g.Objs[ctx.Src]
	if src == nil || src.Zone != ZoneBattlefield {
		g.logf("the source has left the battlefield: nothing is exiled (610.3c)")
		return nil
	}
	for _, o := range g.objTargets(e, ctx, "t0") {
		g.Move(o, ZoneExile, MoveOpts{})
		for _, id := range g.newOf[o.ID] {
			src.Exiled = append(src.Exiled, id)
			src.ExiledUntilLeaves = append(src.ExiledUntilLeaves, id)
		}
	}
	g.Touch()
	return nil
}

// returnExiledUntilLeaves returns, as o leaves the battlefield, the cards
// it exiled until then that are still in exile (a token exiled has ceased
// to exist).
func (g *Game) returnExiledUntilLeaves(o *Object) {
	ids := o.ExiledUntilLeaves
	if len(ids) == 0 {
		return
	}
	var back []*Object
	for _, id := range ids {
		if c := g.Objs[id]; c != nil && c.Zone == ZoneExile {
			back = append(back, c)
		}
	}
	g.simultaneously(func() {
		for _, c := range back {
			g.Move(c, ZoneBattlefield, MoveOpts{})
		}
	})
}

// exileUntilOps exile until the source leaves the battlefield (610.3c).
func exileUntilOps() []Op {
	return []Op{
		{Name: "exile_until_leaves", Doc: "exiles what (default t0) until the source leaves the battlefield (610.3c): nothing if it already has; then the cards return under their owners' control",
			Args: objectArgs, Handler: OneShot((*Game).opExileUntilLeaves)},
	}
}
