package rules

import (
	"fmt"
	"slices"
)

// "En commençant par le prochain adversaire dans l'ordre du tour, chaque
// joueur choisit une créature que vous ne contrôlez pas. Détruisez les
// créatures choisies." Each player, in turn order from the next opponent of
// the spell's controller, chooses one object matching the filter (read from
// the controller's point of view: "que vous ne contrôlez pas"); several
// players may choose the same one. The resolution's choices name them, in
// that order; a player whose choice is not given takes the first object
// found. Later instructions call them players_chosen.

// eachPlayerChoosesOps are the ops of this file.
func eachPlayerChoosesOps() []Op {
	return []Op{
		{Name: "each_player_chooses", Doc: "each player, in turn order from your next opponent, chooses an object matching filter (the resolution's choices, in that order); later instructions call them players_chosen",
			Args: []Arg{Req("filter", ArgFilter)}, Handler: OneShot((*Game).opEachPlayerChooses)},
	}
}

// turnOrderFrom lists the players still in the game in turn order,
// beginning with the one after p.
func (g *Game) turnOrderFrom(p int) []int {
	var out []int
	for i := 1; i <= len(g.Players); i++ {
		q := (p + i) % len(g.Players)
		if !g.Players[q].Lost {
			out = append(out, q)
		}
	}
	return out
}

func (g *Game) opEachPlayerChooses(e *Effect, ctx *EvalCtx) error {
	cands := g.Matching(ctx, e.Filter)
	for _, q := range g.turnOrderFrom(ctx.Ctrl) {
		if len(cands) == 0 {
			return nil
		}
		pick := cands[0]
		if len(g.Choices) > 0 {
			o := g.ByAlias(g.Choices[0])
			if o == nil || !slices.Contains(cands, o) {
				return fmt.Errorf("%s cannot choose %s: not %s", g.Players[q].Name, g.Choices[0], e.Filter)
			}
			pick = o
			g.Choices = g.Choices[1:]
		}
		g.logf("%s chooses %s", g.Players[q].Name, g.Describe(pick))
		ctx.remember("players_chosen", pick)
	}
	return nil
}
