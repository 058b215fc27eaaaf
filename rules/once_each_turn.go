package rules

// "Ne faites ceci qu'une seule fois par tour" / "Fallo solo una volta per
// turno": the instructions before it may be done once each turn. The
// ability still triggers every time (unlike "cette capacité ne se
// déclenche qu'une seule fois par tour"); once its optional instruction
// was done this turn, later resolutions do nothing.

// onceOps are the ops of this file.
func onceOps() []Op {
	return []Op{
		{Name: "once_each_turn", Doc: "runs the instructions of ability unless they were done this turn for this source; they count as done when their optional instruction (if any) was",
			Args: []Arg{Req("ability", ArgAbility)}, Handler: OneShot((*Game).opOnceEachTurn)},
	}
}

func (g *Game) opOnceEachTurn(e *Effect, ctx *EvalCtx) error {
	if e.Ability == nil {
		return nil
	}
	src := g.Objs[ctx.Src]
	if turn, done := src.doneTurn(e.Ability); done && turn == g.Turn {
		g.logf("already done this turn: nothing happens")
		g.did = false
		return nil
	}
	g.did = true
	if err := g.Run(e.Ability.Effects, ctx); err != nil {
		return err
	}
	if g.did && src != nil {
		if src.TriggeredTurn == nil {
			src.TriggeredTurn = map[*Ability]int{}
		}
		src.TriggeredTurn[e.Ability] = g.Turn
	}
	return nil
}

// doneTurn is the turn the instructions of a were last done for o, if ever.
func (o *Object) doneTurn(a *Ability) (int, bool) {
	if o == nil {
		return 0, false
	}
	t, ok := o.TriggeredTurn[a]
	return t, ok
}
