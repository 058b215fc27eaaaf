package rules

import (
	"fmt"
	"slices"
)

// Hideaway (702.75a): "When this permanent enters, look at the top N cards
// of your library. Exile one of them face down and put the rest on the
// bottom of your library." The card exiled is linked to the permanent
// (607.2a): its other ability plays "the exiled card" (Exiled, the ref
// exiled). The first printings (Lorwyn) print the keyword without a
// number, their reminder text holds the rest: "This land enters the
// battlefield tapped. When it does, look at the top four cards …": Oracle
// reads them as hideaway 4 and "enters tapped".

// hideawayOldN is the number of cards the first printings look at.
const hideawayOldN = 4

func hideawayOps() []Op {
	return []Op{
		{Name: "hideaway", Doc: "hideaway (702.75a): you look at the top n cards of your library, exile one face down (the resolution's choice, else the top one), linked to the source (its exiled card), and put the rest on its bottom in the order looked at",
			Args: []Arg{Req("n", ArgExpr)}, Handler: OneShot((*Game).opHideaway)},
	}
}

// hideawayTrigger is the keyword's triggered ability.
func hideawayTrigger(k Keyword) *Ability {
	n := k.N
	if n == 0 {
		n = hideawayOldN
	}
	return &Ability{Kind: KindTriggered, Label: "hideaway", When: "enters",
		Effects: []*Effect{{Op: "hideaway", N: ConstExpr(n)}}}
}

// hideawayTapped: the first printings' hideaway, without a number, makes
// the permanent enter tapped (its reminder text; Oracle: "This land
// enters tapped").
func hideawayTapped(c *Chars) bool {
	k, ok := c.Keyword("hideaway")
	return ok && k.N == 0
}

func (g *Game) opHideaway(e *Effect, ctx *EvalCtx) error {
	lib := g.Players[ctx.Ctrl].Library
	top := slices.Clone(lib[:min(g.num(e.N, ctx, hideawayOldN), len(lib))])
	if len(top) == 0 {
		g.logf("hideaway: the library is empty")
		return nil
	}
	chosen := top[0]
	if len(g.Choices) > 0 {
		o := g.ByAlias(g.Choices[0])
		if o == nil || !slices.Contains(top, o.ID) {
			return fmt.Errorf("hideaway: %q is not among the top %d cards of the library", g.Choices[0], len(top))
		}
		chosen = o.ID
		g.Choices = g.Choices[1:]
	}
	for _, id := range top {
		g.logf("%s looks at %s", g.Players[ctx.Ctrl].Name, g.Describe(g.Objs[id]))
	}
	x := g.Move(g.Objs[chosen], ZoneExile, MoveOpts{faceDown: true})
	if src := g.Objs[ctx.Src]; src != nil && x != nil && x.Zone == ZoneExile {
		src.Exiled = append(src.Exiled, x.ID)
		g.Touch()
	}
	for _, id := range top {
		if o := g.Objs[id]; o != nil && id != chosen && o.Zone == ZoneLibrary {
			g.Move(o, ZoneLibrary, MoveOpts{bottom: true})
		}
	}
	return nil
}
