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
		Args:    []Arg{req("n", ArgExpr), req("filter", ArgFilter), opt("kind", ArgString)},
		Handler: oneShot((*Game).opRevealPick)}
}

func (g *Game) opRevealPick(e *Effect, ctx *evalCtx) error {
	if e.Filter == nil {
		return fmt.Errorf("reveal_pick without filter")
	}
	pl := g.Players[ctx.ctrl]
	n := min(g.num(e.N, ctx, 0), len(pl.Library))
	revealed := g.list(slices.Clone(pl.Library[:n]))
	for _, o := range revealed {
		g.logf("%s reveals %s", pl.Name, g.describe(o))
	}
	powers := map[int]bool{}
	var picked []*Object
	for len(g.choices) > 0 {
		o := g.byAlias(g.choices[0])
		if o == nil || !slices.Contains(revealed, o) || slices.Contains(picked, o) || !matchPreds(ctx, e.Filter, o, g.view(o)) {
			break
		}
		if e.Kind == "distinct_power" {
			p := g.view(o).Power
			if powers[p] {
				return fmt.Errorf("reveal_pick: %s has the power %d of another card taken", g.describe(o), p)
			}
			powers[p] = true
		}
		g.choices = g.choices[1:]
		picked = append(picked, o)
	}
	for _, o := range picked {
		ctx.remember("picked", g.move(o, ZoneHand, moveOpts{}))
	}
	for _, o := range revealed {
		if !slices.Contains(picked, o) {
			g.move(o, ZoneLibrary, moveOpts{bottom: true})
		}
	}
	g.logf("%s takes %d of %d revealed cards", pl.Name, len(picked), len(revealed))
	return nil
}

// readRevealPick reads "révélez les {n} cartes du dessus de votre
// bibliothèque": what is taken among them, the sentences after it say.
func readRevealPick(rd *reader, m map[string]string) (*Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	return &Effect{Op: "reveal_pick", N: n}, nil
}

// lastRevealPick is the reveal_pick instruction just read, which the
// sentences after it complete.
func lastRevealPick(out []*Effect) *Effect {
	if len(out) > 0 && out[len(out)-1].Op == "reveal_pick" {
		return out[len(out)-1]
	}
	return nil
}

var revealPickFlows = map[string]func(rd *reader, m map[string]string, out *[]*Effect) error{
	// "Mettez n'importe quel nombre de cartes de créature et/ou de
	// véhicule avec des forces différentes parmi elles dans votre main."
	"pick_revealed": func(rd *reader, m map[string]string, out *[]*Effect) error {
		e := lastRevealPick(*out)
		if e == nil || e.Filter != nil {
			return unreadf("cards taken among revealed ones with nothing revealed before")
		}
		n, err := rd.nounPhrase(m["what"])
		if err != nil {
			return err
		}
		pf, err := ParseFilter(n.filter())
		if err != nil {
			return unreadf("take %q: %v", m["what"], err)
		}
		e.Filter, e.Kind = pf, "distinct_power"
		rd.last = "picked"
		return nil
	},
	// "Mettez le reste au-dessous de votre bibliothèque dans un ordre
	// aléatoire": what reveal_pick does with the cards not taken.
	"rest_bottom_random": func(rd *reader, m map[string]string, out *[]*Effect) error {
		if e := lastRevealPick(*out); e == nil || e.Filter == nil {
			return unreadf("\"the rest\" with no cards taken before")
		}
		return nil
	},
}

func init() {
	registerBuilders(flowBuilders, revealPickFlows)
	registerBuilder(effectBuilders, "reveal_pick", one(readRevealPick))
}
