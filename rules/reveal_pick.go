package rules

import (
	"fmt"
	"slices"
)

// "Révélez les X cartes du dessus de votre bibliothèque, X étant sa force.
// Mettez n'importe quel nombre de cartes de créature et/ou de véhicule avec
// des forces différentes parmi elles dans votre main. Mettez le reste
// au-dessous de votre bibliothèque dans un ordre aléatoire." The number is
// counted once, as the ability resolves (with the source's last known
// power if it has left). The cards taken are the resolution's choices that
// are among those revealed and match the filter, no two with the same power
// (kind distinct_power). The engine has no randomness: the rest go to the
// bottom in the order they were revealed, which no scenario can observe as
// an outcome of the rules.

func revealPickOp() Op {
	return Op{Name: "reveal_pick", Doc: "you reveal the top n cards of your library, put those of the resolution's choices that match filter (kind distinct_power: no two with the same power) into your hand and the rest on the bottom; later instructions call the cards taken picked",
		Args:    []Arg{Req("n", ArgExpr), Req("filter", ArgFilter), Opt("kind", ArgString)},
		Handler: OneShot((*Game).opRevealPick)}
}

func (g *Game) opRevealPick(e *Effect, ctx *EvalCtx) error {
	if e.Filter == nil {
		return fmt.Errorf("reveal_pick without filter")
	}
	pl := g.Players[ctx.Ctrl]
	n := min(g.num(e.N, ctx, 0), len(pl.Library))
	revealed := g.list(slices.Clone(pl.Library[:n]))
	for _, o := range revealed {
		g.logf("%s reveals %s", pl.Name, g.Describe(o))
	}
	powers := map[int]bool{}
	var picked []*Object
	for len(g.Choices) > 0 {
		o := g.ByAlias(g.Choices[0])
		if o == nil || !slices.Contains(revealed, o) || slices.Contains(picked, o) || !matchPreds(ctx, e.Filter, o, g.Chars(o)) {
			break
		}
		if e.Kind == "distinct_power" {
			p := g.Chars(o).Power
			if powers[p] {
				return fmt.Errorf("reveal_pick: %s has the power %d of another card taken", g.Describe(o), p)
			}
			powers[p] = true
		}
		g.Choices = g.Choices[1:]
		picked = append(picked, o)
	}
	for _, o := range picked {
		ctx.remember("picked", g.Move(o, ZoneHand, MoveOpts{}))
	}
	for _, o := range revealed {
		if !slices.Contains(picked, o) {
			g.Move(o, ZoneLibrary, MoveOpts{bottom: true})
		}
	}
	g.logf("%s takes %d of %d revealed cards", pl.Name, len(picked), len(revealed))
	return nil
}

// LastRevealPick is the reveal_pick instruction just read, which the
// sentences after it complete.
func LastRevealPick(out []*Effect) *Effect {
	if len(out) > 0 && out[len(out)-1].Op == "reveal_pick" {
		return out[len(out)-1]
	}
	return nil
}
