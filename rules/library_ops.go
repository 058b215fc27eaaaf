package rules

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Ops on the order of a library: exiling all but its bottom cards, a
// permanent put on the top or the bottom of its owner's library; a search
// whose cards go to two places ("put one onto the battlefield tapped and
// the other into your hand").

// libraryOps are the ops of this file.
func libraryOps() []Op {
	return []Op{
		{Name: "exile_library_but", Doc: "to (default you) exiles every card of their library face down except the bottom n (a player with n or fewer exiles none)",
			Args: []Arg{Req("n", ArgExpr), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opExileLibraryBut)},
		{Name: "top_or_bottom", Doc: "what's (default t0) owner puts it on the top of their library, or the bottom with choose: bottom (their choice)",
			Args: []Arg{Opt("what", ArgRef), Opt("choose", ArgString)}, Handler: OneShot((*Game).opTopOrBottom)},
		{Name: "search_split", Doc: "to (default you) searches their library for up to n cards (default 2) matching filter, the first ones or those aliased in choose (comma separated); one of them (the resolution's next choice, else the first found) goes to zone (tapped with tapped), the others to the zone kind (default hand), all at once",
			Args: []Arg{Opt("n", ArgExpr), Opt("filter", ArgFilter), Opt("choose", ArgString), Req("zone", ArgZone), Opt("tapped", ArgBool),
				Opt("kind", ArgString), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opSearchSplit)},
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

// opSearchSplit: "Search your library for up to two basic land cards,
// reveal those cards, put one onto the battlefield tapped and the other
// into your hand, then shuffle." The cards found move at once (one event);
// the one that goes to zone is the one the resolution's next choice names
// among them, else the first found.
func (g *Game) opSearchSplit(e *Effect, ctx *EvalCtx) error {
	one, ok := ParseZone(e.Zone)
	if !ok {
		return fmt.Errorf("search_split: unknown zone %q", e.Zone)
	}
	rest, ok := ParseZone(cmp.Or(e.Kind, "hand"))
	if !ok {
		return fmt.Errorf("search_split: unknown zone %q for the others", e.Kind)
	}
	n := g.num(e.N, ctx, 2)
	chosen := map[string]bool{}
	for _, a := range strings.Split(e.Choose, ",") {
		if a = strings.TrimSpace(a); a != "" {
			chosen[a] = true
		}
	}
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		found := g.searchFind(p, n, chosen, e, ctx)
		if len(found) == 0 {
			g.logf("%s's search finds nothing", g.Players[p].Name)
			continue
		}
		first := 0
		if len(g.Choices) > 0 {
			if o := g.ByAlias(g.Choices[0]); o != nil {
				if i := slices.Index(found, o); i >= 0 {
					first = i
					g.Choices = g.Choices[1:]
				}
			}
		}
		g.simultaneously(func() {
			for i, o := range found {
				if i == first {
					g.Move(o, one, MoveOpts{tapped: e.Tapped})
				} else {
					g.Move(o, rest, MoveOpts{})
				}
			}
		})
	}
	return nil
}
