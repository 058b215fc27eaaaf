package rules

import (
	"cmp"
	"slices"
	"strings"
)

// « Regardez les trois cartes du dessus de votre bibliothèque, puis
// remettez-les dessus dans l'ordre de votre choix » / "Look at the top
// three cards of your library, then put them back in any order": the
// cards stay on top, in the order the player chooses (none goes to the
// bottom, unlike scry). The order is the resolution's choice: choose
// names the cards top first; those it does not name keep their order,
// under the named ones.

func reorderTopOps() []Op {
	return []Op{{Name: "reorder_top", Doc: "the top n cards (default 1) of the library of to (default you) are looked at and put back on top in any order: choose names them top first, the others keep their order below",
		Args: []Arg{Opt("n", ArgExpr), Opt("to", ArgPlayer), Opt("choose", ArgString)}, Handler: OneShot((*Game).opReorderTop)}}
}

func (g *Game) opReorderTop(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		pl := g.Players[p]
		n := min(n, len(pl.Library))
		top := pl.Library[:n]
		var named, rest []int
		order := map[string]int{}
		for i, s := range strings.Split(e.Choose, ",") {
			if s = strings.TrimSpace(s); s != "" {
				order[s] = i + 1
			}
		}
		if e.Choose == "" {
			g.orderFromChoices(order, top)
		}
		for _, id := range top {
			if order[g.Objs[id].Alias] > 0 {
				named = append(named, id)
			} else {
				rest = append(rest, id)
			}
		}
		slices.SortStableFunc(named, func(a, b int) int { return order[g.Objs[a].Alias] - order[g.Objs[b].Alias] })
		pl.Library = append(append(append([]int(nil), named...), rest...), pl.Library[n:]...)
		g.Touch()
		g.logf("the top %d cards of %s's library are put back in the order chosen", n, pl.Name)
	}
	return nil
}

// orderFromChoices fills order from the resolution's choices when the
// printed instruction names none (Index's « remettez-les dessus dans
// l'ordre de votre choix »): the choices that name cards among top, top
// first, are taken.
func (g *Game) orderFromChoices(order map[string]int, top []int) {
	for len(g.Choices) > 0 {
		o := g.ByAlias(g.Choices[0])
		if o == nil || !slices.Contains(top, o.ID) || order[o.Alias] > 0 {
			return
		}
		order[o.Alias] = len(order) + 1
		g.Choices = g.Choices[1:]
	}
}
