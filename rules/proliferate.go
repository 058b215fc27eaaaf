package rules

import (
	"slices"
	"sort"
)

// Proliferate (701.27a): "Choose any number of permanents and/or players,
// then give each another counter of each kind already there." The
// controller's choice is the resolve action's: its choices name the
// permanents (aliases) and players chosen; a permanent or player without
// counters gets none; with no choice named, none is chosen (choosing is
// the player's, and none is a legal choice).

func proliferateOps() []Op {
	return []Op{
		{Name: "proliferate", Doc: "you choose any number of permanents and players (the resolve action's choices: aliases and player names; none if none named) and give each another counter of each kind already there (701.27a): energy and poison for players",
			Handler: OneShot((*Game).opProliferate)},
	}
}

func (g *Game) opProliferate(_ *Effect, ctx *EvalCtx) error {
	var objs []*Object
	var players []int
	var rest []string
	for _, c := range g.Choices {
		if p := g.playerNamed(c); p >= 0 {
			players = append(players, p)
			continue
		}
		if o := g.ByAlias(c); o != nil && o.Zone == ZoneBattlefield && !slices.Contains(objs, o) {
			objs = append(objs, o)
			continue
		}
		rest = append(rest, c)
	}
	g.Choices = rest
	for _, o := range objs {
		kinds := make([]string, 0, len(o.Counters))
		for k, n := range o.Counters {
			if n > 0 {
				kinds = append(kinds, k)
			}
		}
		sort.Strings(kinds)
		for _, k := range kinds {
			g.addCounters(o, k, 1)
		}
	}
	for _, p := range players {
		pl := g.Players[p]
		if pl.Poison > 0 {
			pl.Poison++
		}
		if pl.Energy > 0 {
			pl.Energy++
		}
	}
	g.logf("%s proliferates (%d permanents, %d players chosen)", g.Players[ctx.Ctrl].Name, len(objs), len(players))
	g.Touch()
	return nil
}
