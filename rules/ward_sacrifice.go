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
	e := &Effect{Op: "counter_unless_sacrifice", What: "it_source", N: ConstExpr(n), Filter: f}
	return &Ability{Kind: KindTriggered, Label: "ward", When: "targeted_by_opp", Effects: []*Effect{e}}
}

// counterUnlessSacrifice counters what unless its controller sacrifices n
// permanents matching the filter ("you_control" is theirs).
func (g *Game) counterUnlessSacrifice(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	for _, o := range g.objTargets(e, ctx, "t0") {
		if o.Zone != ZoneStack {
			continue
		}
		p := o.Controller
		pc := &EvalCtx{G: g, Src: o.ID, Ctrl: p}
		var chosen []*Object
		if !g.Declining {
			for len(g.Choices) > 0 && len(chosen) < n {
				c := g.ByAlias(g.Choices[0])
				if c == nil || c.Zone != ZoneBattlefield || !g.matchObj(pc, e.Filter, c, g.Chars(c)) {
					return fmt.Errorf("ward: %q is not a permanent %s may sacrifice (%s)", g.Choices[0], g.Players[p].Name, e.Filter.src)
				}
				chosen, g.Choices = append(chosen, c), g.Choices[1:]
			}
			for _, c := range g.Matching(pc, e.Filter) {
				if len(chosen) >= n {
					break
				}
				if !containsObj(chosen, c) {
					chosen = append(chosen, c)
				}
			}
		}
		if !g.Declining && len(chosen) == n {
			g.simultaneously(func() {
				for _, c := range chosen {
					g.sacrifice(c, p)
				}
			})
			g.logf("%s sacrifices %d permanents for %s: it is not countered", g.Players[p].Name, n, g.Describe(o))
			continue
		}
		if err := g.opCounter(&Effect{Op: "counter", What: "t0"}, &EvalCtx{G: g, Src: ctx.Src, Ctrl: ctx.Ctrl,
			Targets: [][]Target{{{Obj: o.ID}}}}); err != nil {
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
