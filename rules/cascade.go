package rules

// Cascade (702.85a): "When you cast this spell, exile cards from the top
// of your library until you exile a nonland card whose mana value is less
// than this spell's. You may cast that card without paying its mana cost
// if the resulting spell's mana value is less than this spell's. Then put
// all cards exiled this way that weren't cast on the bottom of your
// library in a random order." The cast is the resolve action's choice
// (its choices name the card hit, as cast_free's do; without it nothing
// is cast, a player may decline); the random order of the bottom is the
// engine's draw, the order the cards were exiled.

func cascadeOps() []Op {
	return []Op{
		{Name: "cascade", Doc: "cascade (702.85a): exile from the top of your library until a nonland card with lesser mana value than the source spell's; you may cast it free (the resolve action's choice names it); the others go to the bottom of your library",
			Handler: OneShot((*Game).opCascade)},
	}
}

func (g *Game) opCascade(_ *Effect, ctx *EvalCtx) error {
	_, src := ctx.source()
	if src == nil {
		return nil
	}
	mv := src.ManaValue
	p := ctx.Ctrl
	var exiled []*Object
	var hit *Object
	for len(g.Players[p].Library) > 0 {
		m := g.Move(g.Objs[g.Players[p].Library[0]], ZoneExile, MoveOpts{})
		if m == nil {
			break
		}
		exiled = append(exiled, m)
		if ch := g.Chars(m); !ch.Is(TLand) && ch.ManaValue < mv {
			hit = m
			break
		}
	}
	if hit != nil && len(g.Choices) > 0 && g.ByAlias(g.Choices[0]) == hit {
		g.Choices = g.Choices[1:]
		opts := CastOptions{Door: -1, Free: true, ignoreTiming: true, fromEffect: true}
		if _, err := g.Cast(p, hit, opts); err != nil {
			return err
		}
	}
	for _, o := range exiled {
		if g.Objs[o.ID] == o && o.Zone == ZoneExile {
			g.Move(o, ZoneLibrary, MoveOpts{bottom: true})
		}
	}
	return nil
}
