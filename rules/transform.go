package rules

// Transforming double-faced cards (712): a card with a front face and a
// back face (CardDef.Back). Outside the battlefield it has only its front
// face's characteristics (712.8a); a permanent that transforms turns to its
// other face (701.28a): it is the same object, with its counters, damage,
// attachments and tapped state, and it did not enter the battlefield. Its
// back face's mana value is its front face's (712.8e). A face-down
// permanent, or a card that is not a transforming double-faced card (a
// meld card, 712.1b), does not transform: nothing happens (701.28c,
// 701.28d). A transformed permanent that leaves the battlefield is a new
// object, front face up.

// transformedChars are the base characteristics of a transformed
// permanent: its back face, with its front face's mana value; nil when o is
// not a transformed permanent.
func (g *Game) transformedChars(o *Object) *Chars {
	if !o.Transformed || o.Zone != ZoneBattlefield || o.Card == nil || o.Card.Back == nil {
		return nil
	}
	c := FaceChars(o.Card.Back, o.Controller)
	c.ManaValue = o.Card.front().Cost.ManaValue(0)
	return c
}

// canTransform reports whether o is a permanent that can transform now.
func canTransform(o *Object) bool {
	return o.Zone == ZoneBattlefield && !o.FaceDown && o.Card != nil && o.Card.Back != nil && len(o.MeldCards) == 0
}

// transform turns o to its other face (701.28a); it reports whether it
// did.
func (g *Game) transform(o *Object) bool {
	if !canTransform(o) {
		g.logf("%s cannot transform", g.Describe(o))
		return false
	}
	o.Transformed = !o.Transformed
	g.Touch()
	g.logf("%s transforms into %s", o.Card.Name, g.Describe(o))
	g.emit(Event{Kind: EvTransformed, Obj: o.ID, Player: g.Chars(o).Controller})
	return true
}

// transformOps are the ops of transforming cards.
func transformOps() []Op {
	return []Op{
		{Name: "transform", Doc: "what (default self) transforms: a transforming double-faced permanent turns to its other face (701.28); anything else (face down, a meld card, a single-faced card) does not",
			Args: objectArgs, Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				for _, o := range g.objTargets(e, ctx, "self") {
					g.transform(o)
				}
				return nil
			})},
	}
}
