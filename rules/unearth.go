package rules

// Unearth (702.84a): "[Cost]: Return this card from your graveyard to the
// battlefield. It gains haste. Exile it at the beginning of the next end
// step. If it would leave the battlefield, exile it instead of putting it
// anywhere else. Activate only as a sorcery." The permanent remembers it
// was unearthed (Object.Unearthed), which replaceDestination reads; haste
// and the exile at the end step belong to that object only (blitz.go).

func unearthOps() []Op {
	return []Op{
		{Name: "unearth", Doc: "unearth (702.84a): returns the source card from its owner's graveyard to the battlefield; it gains haste, is exiled at the beginning of the next end step, and exiled if it would leave the battlefield",
			Handler: OneShot((*Game).opUnearth)},
	}
}

// unearthAbility is unearth's activated ability.
func unearthAbility(k Keyword) *Ability {
	if k.Cost == nil {
		return nil
	}
	return &Ability{Kind: KindActivated, Label: "unearth", From: "graveyard", Sorcery: true, Cost: k.Cost,
		Effects: []*Effect{{Op: "unearth"}}}
}

func (g *Game) opUnearth(_ *Effect, ctx *EvalCtx) error {
	src := g.Objs[ctx.Src]
	if src == nil || src.Zone != ZoneGraveyard {
		// The card left the graveyard before the ability resolved.
		return nil
	}
	n := g.Move(src, ZoneBattlefield, MoveOpts{prep: func(o *Object) { o.Unearthed = true }})
	g.grantUntilLeaves(n, &Effect{Op: "grant", Keywords: []string{"haste"}, Until: "game"},
		&Effect{Op: "exile", What: "self"}, "unearth")
	g.logf("%s is unearthed", g.Describe(n))
	return nil
}
