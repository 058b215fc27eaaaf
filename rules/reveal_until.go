package rules

import (
	"cmp"
	"fmt"
)

// « Révélez des cartes du dessus de votre bibliothèque jusqu'à ce que vous
// révéliez une carte de terrain. Mettez cette carte dans votre main et le
// reste au-dessous de votre bibliothèque dans un ordre aléatoire. » The
// cards are revealed where they are (701.20a): none leaves the library
// until the card found goes to zone and the others to the bottom. Found
// none, every card was revealed and goes back, in a random order: no
// shuffle (701.24: nothing instructed one). The engine's random order is
// the order revealed, the one a scenario can predict.

func revealUntilOps() []Op {
	return []Op{
		{Name: "reveal_until", Doc: "to (default you) reveals cards from the top of their library until a card matching filter (later instructions call it hit); with zone, it goes there and the other revealed cards to the bottom of the library in a random order (the order revealed)",
			Args: []Arg{Req("filter", ArgFilter), Opt("zone", ArgZone), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opRevealUntil)},
	}
}

func (g *Game) opRevealUntil(e *Effect, ctx *EvalCtx) error {
	delete(ctx.vars, "hit")
	for _, q := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		lib := g.Players[q].Library
		hit := -1
		for i, id := range lib {
			if o := g.Objs[id]; matchPreds(ctx, e.Filter, o, g.Chars(o)) {
				hit = i
				break
			}
		}
		revealed := len(lib)
		if hit >= 0 {
			revealed = hit + 1
		}
		g.logf("%s reveals %d cards from the top of their library", g.Players[q].Name, revealed)
		if e.Zone == "" {
			if hit >= 0 {
				ctx.remember("hit", g.Objs[lib[hit]])
			}
			continue
		}
		z, ok := ParseZone(e.Zone)
		if !ok {
			return fmt.Errorf("reveal_until: unknown zone %q", e.Zone)
		}
		rest := append([]int(nil), lib[:revealed]...)
		if hit >= 0 {
			rest = rest[:hit]
			ctx.remember("hit", g.Move(g.Objs[lib[hit]], z, MoveOpts{}))
		}
		// The rest go to the bottom: the cards below them come first.
		lib = g.Players[q].Library
		g.Players[q].Library = append(append([]int(nil), lib[len(rest):]...), rest...)
		g.Touch()
	}
	return nil
}
