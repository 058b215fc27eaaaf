package rules

import (
	"fmt"
	"slices"
)

// "Look at the top two cards of your library. Put one of them into your
// hand and the other into your graveyard." Unlike put_looked (up to n,
// none when nothing is chosen), exactly n of the cards looked at are put:
// those the resolution's choices name, else the first ones looked at; the
// rest may then go to another zone together (rest_looked).

func lookTopOneOps() []Op {
	return []Op{
		{Name: "put_one_looked", Doc: "you put n (default 1) of the cards looked at into zone (default hand): those the resolution's choices name, else the first ones looked at",
			Args: []Arg{Opt("n", ArgExpr), Opt("zone", ArgZone)}, Handler: OneShot((*Game).opPutOneLooked)},
		{Name: "rest_looked", Doc: "the cards looked at still in their owner's library go to zone (graveyard, hand …), together",
			Args: []Arg{Req("zone", ArgZone)}, Handler: OneShot((*Game).opRestLooked)},
	}
}

func (g *Game) opPutOneLooked(e *Effect, ctx *EvalCtx) error {
	z := ZoneHand
	if e.Zone != "" {
		zz, ok := ParseZone(e.Zone)
		if !ok {
			return fmt.Errorf("put_one_looked: unknown zone %q", e.Zone)
		}
		z = zz
	}
	n := g.num(e.N, ctx, 1)
	pool := g.looked(ctx)
	var chosen []*Object
	for len(g.Choices) > 0 && len(chosen) < n {
		o := g.ByAlias(g.Choices[0])
		if o == nil || !slices.Contains(pool, o) || slices.Contains(chosen, o) {
			break
		}
		g.Choices = g.Choices[1:]
		chosen = append(chosen, o)
	}
	for _, o := range pool {
		if len(chosen) >= n {
			break
		}
		if !slices.Contains(chosen, o) {
			chosen = append(chosen, o)
		}
	}
	if len(chosen) == 0 {
		return nil
	}
	ctx.vars["put_looked"] = ids(chosen)
	return g.opMove(&Effect{Op: "move", What: "put_looked", Zone: z.String()}, ctx)
}

func (g *Game) opRestLooked(e *Effect, ctx *EvalCtx) error {
	z, ok := ParseZone(e.Zone)
	if !ok {
		return fmt.Errorf("rest_looked: unknown zone %q", e.Zone)
	}
	rest := g.looked(ctx)
	if len(rest) == 0 {
		return nil
	}
	ctx.vars["rest_looked"] = ids(rest)
	return g.opMove(&Effect{Op: "move", What: "rest_looked", Zone: z.String()}, ctx)
}
