package rules

import "strings"

// Ascend (702.131): "If you control ten or more permanents, you get the
// city's blessing for the rest of the game." On a permanent it is a static
// ability that gives the blessing any time its controller controls ten or
// more permanents (702.131b: checked here as often as state-based actions
// are); on an instant or sorcery it is the spell's first instruction
// (702.131a). The blessing stays with the player whatever happens after
// (702.131c); "if you have the city's blessing" asks city_blessing(you).

// ascendPermanents gives the blessing to each controller of a permanent
// with ascend who controls ten or more permanents.
func (g *Game) ascendPermanents() {
	for _, o := range g.Battlefield() {
		if ch := g.Chars(o); ch.Has("ascend") {
			g.ascend(ch.Controller, ch)
		}
	}
}

// ascend gives player p the city's blessing if ch has ascend and p
// controls ten or more permanents.
func (g *Game) ascend(p int, ch *Chars) {
	if !ch.Has("ascend") || g.Players[p].CityBlessing {
		return
	}
	n := 0
	for _, o := range g.Battlefield() {
		if g.Chars(o).Controller == p {
			n++
		}
	}
	if n >= 10 {
		g.Players[p].CityBlessing = true
		// Conditions on the blessing change what permanents are.
		g.Touch()
		g.logf("%s gets the city's blessing", g.Players[p].Name)
	}
}

// compileCityBlessing compiles city_blessing(player).
func compileCityBlessing(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	return func(c *EvalCtx) int {
		for _, p := range c.PlayerRef(ref) {
			if c.G.Players[p].CityBlessing {
				return 1
			}
		}
		return 0
	}, nil
}
