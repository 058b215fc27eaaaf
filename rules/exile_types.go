package rules

import (
	"fmt"
	"slices"
)

// "Vous pouvez exiler n'importe quel nombre de cartes depuis votre
// cimetière avec au moins quatre types de carte parmi elles. Si vous faites
// ainsi, mettez une carte de permanent parmi elles sur le champ de bataille
// avec un marqueur « fatalité » sur elle." The resolution's choices name
// the cards exiled (cards of the controller's graveyard, in a row), then
// the one put onto the battlefield; the cards exiled together must have at
// least n card types among them.

// exileTypesOps are the ops of this file.
func exileTypesOps() []Op {
	return []Op{
		{Name: "exile_graveyard_types", Doc: "you exile any number of cards from your graveyard with at least n card types among them (the resolution's choices name them); later instructions call them exiled_now",
			Args: []Arg{Req("n", ArgExpr), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opExileGraveyardTypes)},
		{Name: "put_one_among", Doc: "you put one of the objects what names that matches filter onto the battlefield (the resolution's next choice, else the first), with n counters of kind",
			Args: []Arg{Req("what", ArgRef), Opt("filter", ArgFilter), Opt("kind", ArgString), Opt("n", ArgExpr)}, Handler: OneShot((*Game).opPutOneAmong)},
	}
}

func (g *Game) opExileGraveyardTypes(e *Effect, ctx *EvalCtx) error {
	var chosen []*Object
	for len(g.Choices) > 0 {
		o := g.ByAlias(g.Choices[0])
		if o == nil || o.Zone != ZoneGraveyard || o.Owner != ctx.Ctrl || slices.Contains(chosen, o) {
			break
		}
		g.Choices = g.Choices[1:]
		chosen = append(chosen, o)
	}
	types := map[string]bool{}
	for _, o := range chosen {
		for _, t := range g.Chars(o).Types {
			types[t] = true
		}
	}
	need := g.num(e.N, ctx, 0)
	if len(types) < need {
		if e.Optional {
			g.logf("%d card types among the cards chosen, not %d: nothing is exiled", len(types), need)
			g.did = false
			return nil
		}
		return fmt.Errorf("%d card types among the cards chosen, not %d", len(types), need)
	}
	g.simultaneously(func() {
		for _, o := range chosen {
			ctx.remember("exiled_now", g.Move(o, ZoneExile, MoveOpts{}))
		}
	})
	g.did = len(chosen) > 0
	return nil
}

func (g *Game) opPutOneAmong(e *Effect, ctx *EvalCtx) error {
	var cands []*Object
	for _, id := range ctx.objRefs(e.What) {
		o := g.Objs[id]
		if o == nil {
			continue
		}
		if e.Filter != nil {
			lf := *e.Filter
			lf.zones = []Zone{o.Zone}
			if !g.matchObj(ctx, &lf, o, g.Chars(o)) {
				continue
			}
		}
		cands = append(cands, o)
	}
	if len(cands) == 0 {
		return nil
	}
	pick := cands[0]
	if len(g.Choices) > 0 {
		if o := g.ByAlias(g.Choices[0]); o != nil && slices.Contains(cands, o) {
			pick = o
			g.Choices = g.Choices[1:]
		}
	}
	ctx.vars["put_one_among"] = []int{pick.ID}
	return g.opMove(&Effect{Op: "move", What: "put_one_among", Zone: "battlefield", Kind: e.Kind, N: e.N}, ctx)
}
