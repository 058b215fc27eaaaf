package rules

// « Si vous deviez piocher une carte, piochez deux cartes à la place »
// (Thought Reflection), "If you would draw a card, look at the top three
// cards of your library instead. …" (Sensei's Divining Top's kin): a
// replacement of each card drawn (614.1a, 121.6) by what then says. A
// draw from an empty library is replaced too (614.6: the event need not
// be possible). The replacement does not apply to the draws it makes
// itself (614.5); kind except_first leaves the draw of the draw step's
// turn-based action alone ("except the first one you draw in each of your
// draw steps").

func drawInsteadOp() Op {
	return Op{Name: "draw_instead", Doc: "each card the affected player would draw is replaced by then (kind except_first: not the draw step's first draw)",
		Args: []Arg{Req("then", ArgDo), Opt("kind", ArgString)}, Handler: continuous(effPlayer)}
}

func drawInsteadOps() []Op { return []Op{drawInsteadOp()} }

// drawState is what the draw replacements remember: whether the draw is
// the draw step's turn-based one, and which replacements are running
// their instead.
type drawState struct {
	turnDraw  bool
	replacing map[onceKey]bool
}

// replaceDraw runs the first draw_instead that applies to p's draw, and
// says whether one did (the card is then not drawn).
func (g *Game) replaceDraw(p int) bool {
	for _, e := range g.activeEffects() {
		if e.kind != effPlayer || e.op.Op != "draw_instead" || !g.playerAffected(e, p) {
			continue
		}
		if e.cond != nil && e.cond.Eval(e.ctx) == 0 || e.op.Kind == "except_first" && g.draws.turnDraw {
			continue
		}
		k := onceKey{e.source, e.op}
		if g.draws.replacing[k] {
			continue
		}
		if g.draws.replacing == nil {
			g.draws.replacing = map[onceKey]bool{}
		}
		g.draws.replacing[k] = true
		g.logf("%s's draw is replaced", g.Players[p].Name)
		c := *e.ctx
		err := g.Run(e.op.Then, &c)
		delete(g.draws.replacing, k)
		if err != nil {
			g.logf("%v", err)
		}
		return true
	}
	return false
}
