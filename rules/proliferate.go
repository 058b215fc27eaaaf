package rules

import (
	"fmt"
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

// Populate (701.30a): "Choose a creature token you control. Then create a
// token that's a copy of that creature token." The choice is the resolve
// action's (an alias), or the only creature token you control; with none,
// nothing happens (701.30b).

func populateOps() []Op {
	return []Op{
		{Name: "populate", Doc: "you choose a creature token you control (the resolve action's choice, or the only one) and create a token that's a copy of it (701.30); with none, nothing (701.30b); later instructions call the token copies",
			Handler: OneShot((*Game).opPopulate)},
	}
}

func (g *Game) opPopulate(_ *Effect, ctx *EvalCtx) error {
	var tokens []*Object
	for _, o := range g.Battlefield() {
		ch := g.Chars(o)
		if o.Token && ch.Is(TCreature) && ch.Controller == ctx.Ctrl {
			tokens = append(tokens, o)
		}
	}
	if len(tokens) == 0 {
		g.logf("%s has no creature token to populate", g.Players[ctx.Ctrl].Name)
		return nil
	}
	pick := tokens[0]
	switch {
	case len(g.Choices) > 0:
		o := g.ByAlias(g.Choices[0])
		if o == nil || !slices.Contains(tokens, o) {
			return fmt.Errorf("populate: %q is not a creature token you control", g.Choices[0])
		}
		pick, g.Choices = o, g.Choices[1:]
	case len(tokens) > 1:
		return fmt.Errorf("populate: %d creature tokens; the scenario names one (resolve … choices:)", len(tokens))
	}
	for k := g.tokenTimes(ctx.Ctrl); k > 0; k-- {
		t, err := g.createTokenCopy(ctx.Ctrl, pick, nil)
		if err != nil {
			return err
		}
		ctx.remember("copies", t)
	}
	return nil
}

// Bolster N (701.39a): "Choose a creature with the least toughness among
// creatures you control and put N +1/+1 counters on it." Among several of
// least toughness the choice is the resolve action's (an alias).

func bolsterOps() []Op {
	return []Op{
		{Name: "bolster", Doc: "you choose a creature of least toughness among creatures you control (the resolve action's choice among several) and put n +1/+1 counters on it (701.39a)",
			Args: []Arg{Req("n", ArgExpr)}, Handler: OneShot((*Game).opBolster)},
	}
}

func (g *Game) opBolster(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	var least []*Object
	for _, o := range g.Battlefield() {
		ch := g.Chars(o)
		if !ch.Is(TCreature) || ch.Controller != ctx.Ctrl {
			continue
		}
		switch {
		case len(least) == 0 || ch.Toughness < g.Chars(least[0]).Toughness:
			least = []*Object{o}
		case ch.Toughness == g.Chars(least[0]).Toughness:
			least = append(least, o)
		}
	}
	if len(least) == 0 {
		return nil
	}
	pick := least[0]
	switch {
	case len(g.Choices) > 0:
		o := g.ByAlias(g.Choices[0])
		if o == nil || !slices.Contains(least, o) {
			return fmt.Errorf("bolster: %q is not a creature of least toughness you control", g.Choices[0])
		}
		pick, g.Choices = o, g.Choices[1:]
	case len(least) > 1:
		return fmt.Errorf("bolster: %d creatures of least toughness; the scenario names one (resolve … choices:)", len(least))
	}
	g.addCounters(pick, "+1/+1", n)
	return nil
}
