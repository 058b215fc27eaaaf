package rules

import "cmp"

// Ops on the order of a library: exiling all but its bottom cards, a
// permanent put on the top or the bottom of its owner's library.

// libraryOps are the ops of this file.
func libraryOps() []Op {
	return []Op{
		{Name: "exile_library_but", Doc: "to (default you) exiles every card of their library face down except the bottom n (a player with n or fewer exiles none)",
			Args: []Arg{Req("n", ArgExpr), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opExileLibraryBut)},
		{Name: "top_or_bottom", Doc: "what's (default t0) owner puts it on the top of their library, or the bottom with choose: bottom (their choice)",
			Args: []Arg{Opt("what", ArgRef), Opt("choose", ArgString)}, Handler: OneShot((*Game).opTopOrBottom)},
	}
}

func (g *Game) opExileLibraryBut(e *Effect, ctx *EvalCtx) error {
	keep := g.num(e.N, ctx, 0)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		lib := g.Players[p].Library
		if len(lib) <= keep {
			continue
		}
		// The library's first card is its top.
		top := append([]int(nil), lib[:len(lib)-keep]...)
		g.simultaneously(func() {
			for _, id := range top {
				if o := g.Objs[id]; o != nil {
					g.Move(o, ZoneExile, MoveOpts{faceDown: true})
				}
			}
		})
	}
	return nil
}

func (g *Game) opTopOrBottom(e *Effect, ctx *EvalCtx) error {
	bottom := e.Choose == "bottom"
	for _, o := range g.objTargets(e, ctx, "t0") {
		g.Move(o, ZoneLibrary, MoveOpts{bottom: bottom})
	}
	return nil
}
