package rules

import (
	"cmp"
	"fmt"
	"slices"
)

// moreOps are ops added for the Duskmourn main-set cards M–Z: exiling
// until the source leaves (exile_until.go) and untapping during the other
// players' untap steps (turn.go).
func moreOps() []Op {
	return []Op{
		{Name: "exile_until_leaves", Doc: "exiles what (default t0) until the source leaves the battlefield (610.3c): nothing if it already has; then the cards return under their owners' control",
			Args: objectArgs, Handler: OneShot((*Game).opExileUntilLeaves)},
		{Name: "pay_life", Doc: "to (default you) pays n life if their life total is at least n (119.4); \"if you do\" (did) is false when they cannot",
			Args: []Arg{Req("n", ArgExpr), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opPayLife)},
		{Name: "move_one", Doc: "moves one object matching filter to zone: the one the scenario's choose: names, else the first that matches (\"renvoyez une carte de permanent depuis votre cimetière dans votre main\")",
			Args: []Arg{Req("filter", ArgFilter), Req("zone", ArgZone), Opt("choose", ArgString)}, Handler: OneShot((*Game).opMoveOne)},
		{Name: "cant_be_blocked_by", Doc: "the affected creatures can't be blocked by creatures matching the filter kind (\"~ ne peut pas être bloquée par les nitescences\"); checked as blockers are declared (509.1b)",
			Args: []Arg{Req("kind", ArgFilter)}, Handler: continuous(effCombat)},
		{Name: "ignore_hexproof", Doc: "the affected permanents can be the targets of spells and abilities as though they didn't have hexproof",
			Handler: continuous(effCombat)},
		{Name: "no_ward", Doc: "the ward abilities of the affected permanents don't trigger",
			Handler: continuous(effCombat)},
		{Name: "copy_counters", Doc: "puts on what (default t0) as many counters of each kind as source had (as it last existed): not moving them (\"mettez ces marqueurs sur …\")",
			Args: []Arg{Opt("what", ArgRef), Req("source", ArgRef)}, Handler: OneShot((*Game).opCopyCounters)},
		{Name: "untap_during_others", Doc: "the affected permanents untap during each other player's untap step too (502.3), whatever stops them untapping during their controller's",
			Handler: continuous(effCombat)},
	}
}

// opPayLife pays life: unlike losing life, a player can pay only as much
// life as they have (119.4), and paying nothing is not paying.
func (g *Game) opPayLife(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		if g.Players[p].Life < n {
			g.logf("%s cannot pay %d life", g.Players[p].Name, n)
			g.did = false
			continue
		}
		g.logf("%s pays %d life", g.Players[p].Name, n)
		g.loseLife(p, n, ctx.Src)
	}
	return nil
}

// dealtKey holds, among a resolution's remembered values, the players its
// damage instructions dealt damage to (player indexes, not object ids).
const dealtKey = "dealt:players"

// rememberPlayer records that something happened to player p during the
// resolution.
func (c *EvalCtx) rememberPlayer(what string, p int) {
	if c.vars == nil {
		c.vars = map[string][]int{}
	}
	key := what + ":players"
	if !slices.Contains(c.vars[key], p) {
		c.vars[key] = append(c.vars[key], p)
	}
}

// opMoveOne moves one object of a kind, which the player chooses as the
// instruction resolves (not a target): the scenario names it with choose,
// or the engine takes the first that matches.
func (g *Game) opMoveOne(e *Effect, ctx *EvalCtx) error {
	z, ok := ParseZone(e.Zone)
	if !ok {
		return fmt.Errorf("unknown zone %q", e.Zone)
	}
	var pick *Object
	for _, o := range g.Matching(ctx, e.Filter) {
		if e.Choose == "" || o.Alias == e.Choose {
			pick = o
			break
		}
	}
	if pick == nil {
		g.logf("move_one: nothing matches %s", e.Filter)
		return nil
	}
	g.Move(pick, z, MoveOpts{})
	return nil
}

// blockRestricted reports whether an effect says attacker at can't be
// blocked by blocker bl (whose characteristics are bc).
func (g *Game) blockRestricted(at, bl *Object, bc *Chars) bool {
	for _, e := range g.activeEffects() {
		if e.kind != effCombat || e.op.Op != "cant_be_blocked_by" {
			continue
		}
		if e.cond != nil && e.cond.Eval(e.ctx) == 0 {
			continue
		}
		if !g.effectApplies(e, at) {
			continue
		}
		f, err := ParseFilter(e.op.Kind)
		if err == nil && matchPreds(e.ctx, f, bl, bc) {
			return true
		}
	}
	return false
}

// ignoresHexproof reports whether an effect lets o be targeted as though it
// didn't have hexproof.
func (g *Game) ignoresHexproof(o *Object) bool {
	r, _ := g.combatRestricted(o, "ignore_hexproof")
	return r
}

// opCopyCounters puts on what the counters source had, kind by kind (in
// a fixed order of kinds, so that a run is reproducible).
func (g *Game) opCopyCounters(e *Effect, ctx *EvalCtx) error {
	from, _ := ctx.objRef(e.Source)
	if from == nil {
		from = ctx.lkiObj(e.Source)
	}
	if from == nil || len(from.Counters) == 0 {
		return nil
	}
	kinds := make([]string, 0, len(from.Counters))
	for k, n := range from.Counters {
		if n > 0 {
			kinds = append(kinds, k)
		}
	}
	slices.Sort(kinds)
	for _, o := range g.objTargets(e, ctx, "t0") {
		if o.Zone != ZoneBattlefield {
			continue
		}
		for _, k := range kinds {
			g.addCounters(o, k, from.Counters[k])
		}
	}
	return nil
}
