package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// "Parade — Sacrifiez trois permanents non-terrain." (702.21a): whenever
// this permanent becomes the target of a spell or ability an opponent
// controls, counter it unless that player sacrifices the permanents. The
// keyword's Arg is "sacrifice:<n>:<filter>". The player sacrifices those
// the resolve action's choices name, else the first that match, when they
// have enough, unless the resolve action declines for them.

// wardSacrifice returns the ward ability of a keyword with a sacrifice
// cost, or nil when the keyword has none.
func wardSacrifice(k Keyword) *Ability {
	rest, ok := strings.CutPrefix(k.Arg, "sacrifice:")
	if !ok {
		return nil
	}
	num, filter, _ := strings.Cut(rest, ":")
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 {
		return nil
	}
	f, err := ParseFilter(filter)
	if err != nil {
		return nil
	}
	e := &Effect{Op: "counter_unless_sacrifice", What: "it_source", N: constExpr(n), Filter: f}
	return &Ability{Kind: KindTriggered, Label: "ward", When: "targeted_by_opp", Effects: []*Effect{e}}
}

// counterUnlessSacrifice counters what unless its controller sacrifices n
// permanents matching the filter ("you_control" is theirs).
func (g *Game) counterUnlessSacrifice(e *Effect, ctx *evalCtx) error {
	n := g.num(e.N, ctx, 1)
	for _, o := range g.objTargets(e, ctx, "t0") {
		if o.Zone != ZoneStack {
			continue
		}
		p := o.Controller
		pc := &evalCtx{g: g, src: o.ID, ctrl: p}
		var chosen []*Object
		if !g.declining {
			for len(g.choices) > 0 && len(chosen) < n {
				c := g.byAlias(g.choices[0])
				if c == nil || c.Zone != ZoneBattlefield || !g.matchObj(pc, e.Filter, c, g.view(c)) {
					return fmt.Errorf("ward: %q is not a permanent %s may sacrifice (%s)", g.choices[0], g.Players[p].Name, e.Filter.src)
				}
				chosen, g.choices = append(chosen, c), g.choices[1:]
			}
			for _, c := range g.matching(pc, e.Filter) {
				if len(chosen) >= n {
					break
				}
				if !containsObj(chosen, c) {
					chosen = append(chosen, c)
				}
			}
		}
		if !g.declining && len(chosen) == n {
			g.simultaneously(func() {
				for _, c := range chosen {
					g.sacrifice(c, p)
				}
			})
			g.logf("%s sacrifices %d permanents for %s: it is not countered", g.Players[p].Name, n, g.describe(o))
			continue
		}
		if err := g.opCounter(&Effect{Op: "counter", What: "t0"}, &evalCtx{g: g, src: ctx.src, ctrl: ctx.ctrl,
			targets: [][]Target{{{Obj: o.ID}}}}); err != nil {
			return err
		}
	}
	return nil
}

func containsObj(os []*Object, o *Object) bool {
	for _, x := range os {
		if x == o {
			return true
		}
	}
	return false
}

// sacrificeCount reads how many permanents a sacrifice cost names
// ("sacrifiez trois permanents non-terrain": 3), 0 if it does not say.
func (rd *reader) sacrificeCount(cost string) int {
	for _, sh := range rd.lx.costs {
		if sh.name != "sacrifice_filter" {
			continue
		}
		if m := sh.match(strings.TrimSpace(cost)); m != nil {
			if n, err := rd.nounPhrase(m["what"]); err == nil && n.min == n.max {
				return n.min
			}
		}
	}
	return 0
}
