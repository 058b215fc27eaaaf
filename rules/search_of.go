package rules

import (
	"cmp"
	"fmt"
	"strings"
)

// A search of another player's library (701.19): "Search target
// opponent's library for a creature card and put that card onto the
// battlefield under your control", « Cherchez trois cartes dans la
// bibliothèque du joueur ciblé et retirez-les de la partie », « … e
// mettile nel cimitero di quel giocatore ». You search; the cards stay
// their owner's: exiled, put into their owner's graveyard, or onto the
// battlefield under your control.

// searchOfOps are the ops of this file.
func searchOfOps() []Op {
	return []Op{
		{Name: "search_of", Doc: "you search the library of to (a player) for up to n cards (default 1) matching filter, the first ones or those aliased in choose (comma separated), and put them, all at once, into zone: exile (default), their owner's graveyard, or the battlefield under your control (tapped with tapped)",
			Args:    []Arg{Req("to", ArgPlayer), Opt("n", ArgExpr), Opt("filter", ArgFilter), Opt("choose", ArgString), Opt("zone", ArgZone), Opt("tapped", ArgBool)},
			Handler: OneShot((*Game).opSearchOf)},
	}
}

func (g *Game) opSearchOf(e *Effect, ctx *EvalCtx) error {
	z, ok := ParseZone(cmp.Or(e.Zone, "exile"))
	if !ok || (z != ZoneExile && z != ZoneGraveyard && z != ZoneBattlefield) {
		return fmt.Errorf("search_of: zone %q (exile, graveyard or battlefield)", e.Zone)
	}
	opts := MoveOpts{tapped: e.Tapped}
	if z == ZoneBattlefield {
		// Under the control of the player who searched (ctx.Ctrl).
		opts.controller = ctx.Ctrl + 1
	}
	n := g.num(e.N, ctx, 1)
	chosen := map[string]bool{}
	for _, a := range strings.Split(e.Choose, ",") {
		if a = strings.TrimSpace(a); a != "" {
			chosen[a] = true
		}
	}
	for _, p := range ctx.PlayerRef(e.To) {
		found := g.searchFind(p, n, chosen, e, ctx)
		if len(found) == 0 {
			g.logf("%s's search finds nothing", g.Players[ctx.Ctrl].Name)
			continue
		}
		g.simultaneously(func() {
			for _, o := range found {
				g.Move(o, z, opts)
			}
		})
	}
	return nil
}
