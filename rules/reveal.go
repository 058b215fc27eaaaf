package rules

// Revealing a card (701.16): every player sees it. The engine hides no
// information from anyone, so revealing changes nothing in the game; the
// op exists so that a printed "révélez un permanent face cachée ciblé"
// compiles to what it says (and targets what it says) instead of being
// dropped, and the log shows it.

func revealOp() Op {
	return Op{Name: "reveal", Doc: "what (default t0) is revealed to every player (701.16); the engine hides nothing, so only the log shows it",
		Args: objectArgs, Handler: OneShot((*Game).opReveal)}
}

func (g *Game) opReveal(e *Effect, ctx *EvalCtx) error {
	for _, o := range g.objTargets(e, ctx, "t0") {
		name := g.Describe(o)
		if o.FaceDown && o.Card != nil {
			// A face-down permanent is revealed as the card it is.
			name = o.Card.Name
		}
		g.logf("%s reveals %s", g.Players[ctx.Ctrl].Name, name)
	}
	return nil
}
