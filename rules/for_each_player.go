package rules

import (
	"cmp"
	"slices"
)

// "Each player loses 1 life for each creature they control", « chaque
// adversaire perd 1 point de vie pour chaque créature qu'il contrôle »,
// "Searing Rays deals damage to each player equal to the number of
// creatures of that color that player controls": an instruction done once
// for each of several players, each time about that player's own objects.
// One count for all of them would be wrong (a player with three creatures
// and one with none lose different amounts), so the instructions run once
// per player, in APNAP order (101.4), with that player as the reference
// "them" (and "them_control", "owner:them", hand(them) …): the player the
// instructions are about, as a trigger's event player is.

// forEachPlayerOps are the ops of this file.
func forEachPlayerOps() []Op {
	return []Op{
		{Name: "for_each_player", Doc: "then is done once for each player to names (default each_player), in APNAP order; in it the reference them is that player",
			Args: []Arg{Opt("to", ArgPlayer), Req("then", ArgDo)}, Handler: OneShot((*Game).opForEachPlayer)},
	}
}

func (g *Game) opForEachPlayer(e *Effect, ctx *EvalCtx) error {
	players := ctx.PlayerRef(cmp.Or(e.To, "each_player"))
	for _, p := range g.turnOrderStarting(g.Active) {
		if !slices.Contains(players, p) {
			continue
		}
		// The player is the event's player for the instructions under
		// it; the event's other facts (its object, its amount) stay.
		ev := Event{Player: p}
		if ctx.ev != nil {
			ev = *ctx.ev
			ev.Player = p
		}
		c := *ctx
		c.ev = &ev
		if err := g.Run(e.Then, &c); err != nil {
			return err
		}
		// "You gain life equal to the life lost this way": what every
		// player's turn of the instructions did.
		ctx.lifeLost, ctx.dealt = c.lifeLost, c.dealt
		if ctx.vars == nil {
			ctx.vars = c.vars
		}
	}
	return nil
}
