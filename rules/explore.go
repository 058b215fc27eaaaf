package rules

// Explore (701.44a): "Reveal the top card of your library. Put that card
// into your hand if it's a land. Otherwise, put a +1/+1 counter on this
// creature, then put the card back or put it into your graveyard." With
// no card revealed (an empty library) the creature gets the counter
// (701.44b); a creature no longer on the battlefield gets none. Putting
// the card into the graveyard is the controller's choice: the resolve
// action's choices name the card (its alias); otherwise it stays on top.

func exploreOps() []Op {
	return []Op{
		{Name: "explore", Doc: "what (default self) explores (701.44a): its controller reveals the top card of their library; a land goes to their hand, otherwise the creature gets a +1/+1 counter and the card goes to the graveyard if the resolve action's choices name it, else stays on top",
			Args: objectArgs, Handler: OneShot((*Game).opExplore)},
	}
}

func (g *Game) opExplore(e *Effect, ctx *EvalCtx) error {
	objs := g.objTargets(e, ctx, "self")
	if len(objs) == 0 {
		// The creature has left: its controller still reveals (701.44a).
		g.exploreOnce(nil, ctx.Ctrl)
		return nil
	}
	for _, o := range objs {
		p := ctx.Ctrl
		if o.Zone == ZoneBattlefield {
			p = g.Chars(o).Controller
		}
		g.exploreOnce(o, p)
	}
	return nil
}

// exploreOnce is one exploration by o (nil: gone) of player p's library.
func (g *Game) exploreOnce(o *Object, p int) {
	counter := func() {
		if o != nil && o.Zone == ZoneBattlefield {
			g.addCounters(o, "+1/+1", 1)
		}
	}
	if len(g.Players[p].Library) == 0 {
		counter()
		return
	}
	top := g.Objs[g.Players[p].Library[0]]
	g.logf("%s reveals %s", g.Players[p].Name, g.Describe(top))
	if g.Chars(top).Is(TLand) {
		g.Move(top, ZoneHand, MoveOpts{})
		return
	}
	counter()
	if len(g.Choices) > 0 && g.ByAlias(g.Choices[0]) == top {
		g.Choices = g.Choices[1:]
		g.Move(top, ZoneGraveyard, MoveOpts{})
	}
}
