package rules

import (
	"cmp"
	"fmt"
	"slices"
)

// Looking at the top cards of one's library and choosing among them:
// "Regardez les six cartes du dessus de votre bibliothèque. Mettez sur le
// champ de bataille jusqu'à deux cartes de créature avec une valeur de mana
// inférieure ou égale à 3 parmi elles. Mettez le reste au-dessous de votre
// bibliothèque, dans l'ordre de votre choix." The cards looked at stay in
// the library until an instruction moves them; the filter applies to each
// card chosen, not to the chosen cards together (each may have mana value
// 3). The resolution's choices name the cards chosen.

// lookTopOps are the ops of this file.
func lookTopOps() []Op {
	return []Op{
		{Name: "look_top", Doc: "you look at the top n cards (default 1) of the library of to (default you: your own); later instructions call them looked",
			Args: []Arg{Opt("n", ArgExpr), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opLookTop)},
		{Name: "put_looked", Doc: "you put up to n (default 1) of the cards looked at that match filter into zone (default hand), together: the resolution's choices name them",
			Args: []Arg{Opt("n", ArgExpr), Opt("filter", ArgFilter), Opt("zone", ArgZone)}, Handler: OneShot((*Game).opPutLooked)},
		{Name: "bottom_looked", Doc: "the cards looked at still in their owner's library go to its bottom (in the order looked at)",
			Handler: OneShot((*Game).opBottomLooked)},
	}
}

func (g *Game) opLookTop(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		lib := g.Players[p].Library
		for i := 0; i < n && i < len(lib); i++ {
			o := g.Objs[lib[i]]
			g.logf("%s looks at %s", g.Players[ctx.Ctrl].Name, g.Describe(o))
			ctx.remember("looked", o)
		}
	}
	return nil
}

// looked returns the cards looked at that are still in a library.
func (g *Game) looked(ctx *EvalCtx) []*Object {
	var out []*Object
	for _, id := range ctx.vars["looked"] {
		if o := g.Objs[id]; o != nil && o.Zone == ZoneLibrary {
			out = append(out, o)
		}
	}
	return out
}

func (g *Game) opPutLooked(e *Effect, ctx *EvalCtx) error {
	z := ZoneHand
	if e.Zone != "" {
		zz, ok := ParseZone(e.Zone)
		if !ok {
			return fmt.Errorf("put_looked: unknown zone %q", e.Zone)
		}
		z = zz
	}
	// The filter is about cards in the library, whatever zones it names.
	var f *Filter
	if e.Filter != nil {
		lf := *e.Filter
		lf.zones = []Zone{ZoneLibrary}
		f = &lf
	}
	max := g.num(e.N, ctx, 1)
	pool := g.looked(ctx)
	var chosen []*Object
	for len(g.Choices) > 0 && len(chosen) < max {
		o := g.ByAlias(g.Choices[0])
		if o == nil || !slices.Contains(pool, o) || slices.Contains(chosen, o) {
			break
		}
		if f != nil && !g.matchObj(ctx, f, o, g.Chars(o)) {
			return fmt.Errorf("%s does not match %s", g.Describe(o), f)
		}
		g.Choices = g.Choices[1:]
		chosen = append(chosen, o)
	}
	if len(chosen) == 0 {
		g.logf("no card is chosen")
		return nil
	}
	ctx.vars["put_looked"] = ids(chosen)
	return g.opMove(&Effect{Op: "move", What: "put_looked", Zone: z.String()}, ctx)
}

func (g *Game) opBottomLooked(e *Effect, ctx *EvalCtx) error {
	for _, o := range g.looked(ctx) {
		g.Move(o, ZoneLibrary, MoveOpts{bottom: true})
	}
	return nil
}
