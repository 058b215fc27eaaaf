package rules

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
)

// Casting without paying: "you may cast a spell from your hand without
// paying its mana cost", "you may cast up to three spells …", "you may
// cast that card …". The cards are chosen as the ability resolves: the
// scenario names them in order (resolve … choices:); without a choice
// nothing is cast, as a player may decline (the instruction is a "may").

func castFreeOp() Op {
	return Op{Name: "cast_free", Doc: "you may cast up to n (default 1; with what, any number) cards without paying their mana cost, ignoring timing (601.2, 118.9): what (the cards an earlier instruction named), or cards matching filter in zone (default hand); the resolution's choices name them; did: one was cast",
		Args:    []Arg{opt("what", ArgRef), opt("filter", ArgFilter), opt("zone", ArgZone), opt("n", ArgExpr), opt("optional", ArgBool)},
		Handler: oneShot((*Game).opCastFree)}
}

func (g *Game) opCastFree(e *Effect, ctx *evalCtx) error {
	// Up to n cards; the cards an instruction named: any number of them.
	n := g.num(e.N, ctx, 1)
	if e.N == nil && e.What != "" {
		n = len(ctx.objRefs(e.What))
	}
	allowed := func(o *Object) bool {
		if o.Card == nil || o.Zone == ZoneStack || o.Zone == ZoneBattlefield {
			return false
		}
		if e.What != "" {
			return slices.Contains(ctx.objRefs(e.What), o.ID)
		}
		if e.Zone != "" && !zoneIs(e.Zone, o.Zone) || e.Zone == "" && o.Zone != ZoneHand {
			return false
		}
		if o.Owner != ctx.ctrl && o.Zone != ZoneExile {
			return false
		}
		return e.Filter == nil || matchPreds(ctx, e.Filter, o, g.view(o))
	}
	cast := 0
	for cast < n && len(g.choices) > 0 {
		o := g.byAlias(g.choices[0])
		if o == nil || !allowed(o) {
			break
		}
		g.choices = g.choices[1:]
		if _, err := g.Cast(ctx.ctrl, o, CastOptions{Door: -1, Free: true, ignoreTiming: true, fromEffect: true}); err != nil {
			return fmt.Errorf("cast_free: %w", err)
		}
		cast++
	}
	g.did = cast > 0
	if cast == 0 {
		g.logf("no card is cast without paying its mana cost")
	}
	return nil
}

// resolutionChoice is the object a resolving instruction chooses when the
// printed text names none: the scenario's next choice, which must match
// filter, or else the only object of the game matching filter.
func (g *Game) resolutionChoice(ctx *evalCtx, f *Filter, among string) (*Object, error) {
	ids := slices.Sorted(maps.Keys(g.objs))
	if among != "" {
		ids = ctx.objRefs(among)
	}
	if len(g.choices) > 0 {
		o := g.byAlias(g.choices[0])
		if o == nil {
			return nil, fmt.Errorf("choose: the chosen object is gone")
		}
		if f != nil && !matchPreds(ctx, f, o, g.view(o)) {
			return nil, fmt.Errorf("choose: %s is not %s", g.describe(o), f)
		}
		if among != "" && !slices.Contains(ids, o.ID) {
			return nil, fmt.Errorf("choose: %s is not among %s", g.describe(o), among)
		}
		g.choices = g.choices[1:]
		return o, nil
	}
	var found []*Object
	for _, id := range ids {
		o := g.objs[id]
		if o == nil {
			continue
		}
		if f == nil || matchPreds(ctx, f, o, g.view(o)) {
			found = append(found, o)
		}
	}
	switch len(found) {
	case 0:
		return nil, fmt.Errorf("choose: nothing is %s", f)
	case 1:
		return found[0], nil
	}
	return nil, fmt.Errorf("choose: %d objects are %s; the scenario names one (resolve … choices:)", len(found), f)
}

// newTargetsOp: "vous pouvez choisir de nouvelles cibles pour cette copie"
// (707.10c): the copy keeps its targets unless the resolution's choices
// name new ones, which must be legal.
func newTargetsOp() Op {
	return Op{Name: "choose_new_targets", Doc: "you may choose new targets for the copy an earlier copy_spell made: the resolution's choices name them (objects or players), in the order of its target slots; without choices it keeps its targets (707.10c)",
		Args: []Arg{opt("optional", ArgBool)}, Handler: oneShot((*Game).opNewTargets)}
}

func (g *Game) opNewTargets(_ *Effect, ctx *evalCtx) error {
	if len(g.choices) == 0 {
		return nil
	}
	for _, id := range ctx.objRefs("copy") {
		c := g.objs[id]
		if c == nil || c.Spell == nil || len(c.Spell.Modes) > 0 {
			continue
		}
		var ts []Target
		for _, name := range g.choices {
			if pl := g.playerNamed(name); pl >= 0 {
				ts = append(ts, Target{Player: pl + 1})
				continue
			}
			o := g.byAlias(name)
			if o == nil {
				return fmt.Errorf("choose_new_targets: no object %q", name)
			}
			ts = append(ts, Target{Obj: o.ID})
		}
		g.choices = nil
		sctx := &evalCtx{g: g, src: c.ID, ctrl: c.Controller, x: c.Spell.X}
		if err := g.checkTargets(sctx, spellAbility(g.view(c)).Targets, ts); err != nil {
			return err
		}
		// The copy's targets were shared with the original's (copySpell
		// copies the state, not the slices).
		c.Spell.Targets = [][]Target{ts}
		g.logf("the copy of %s has new targets", c.Card.Name)
		return nil
	}
	return nil
}

// playerNamed returns the index of the player a scenario calls name, or -1.
func (g *Game) playerNamed(name string) int {
	for _, p := range g.Players {
		if p.Name == name {
			return p.Index
		}
	}
	return -1
}

// opExileUntil exiles cards from the top of a library until one matches
// the filter (or the library is empty).
func (g *Game) opExileUntil(e *Effect, ctx *evalCtx) error {
	// "Cette carte" is the card this instruction hit, not an earlier one.
	delete(ctx.vars, "hit")
	for _, q := range ctx.playerRef(cmp.Or(e.To, "you")) {
		for len(g.Players[q].Library) > 0 {
			m := g.move(g.objs[g.Players[q].Library[0]], ZoneExile, moveOpts{})
			ctx.remember("exiled_top", m)
			if matchPreds(ctx, e.Filter, m, g.view(m)) {
				ctx.remember("hit", m)
				break
			}
		}
	}
	return nil
}

// redistributeOp: "vous pouvez redistribuer n'importe quel nombre de
// totaux de points de vie" (each affected player gets one of those
// totals). The resolution's choices name the affected players in order:
// each gets the total the next one had (the last, the first's); each
// gains or loses the difference (119.5), so replacement effects apply.
func redistributeOp() Op {
	return Op{Name: "redistribute_life", Doc: "the players the resolution's choices name, in order, each get the life total the next one had (the last the first's), gaining or losing the difference; without choices nothing changes",
		Args: []Arg{opt("optional", ArgBool)}, Handler: oneShot((*Game).opRedistributeLife)}
}

func (g *Game) opRedistributeLife(_ *Effect, ctx *evalCtx) error {
	var ps []int
	for _, name := range g.choices {
		p := g.playerNamed(name)
		if p < 0 {
			return fmt.Errorf("redistribute_life: %q is not a player", name)
		}
		ps = append(ps, p)
	}
	g.choices = nil
	totals := make([]int, len(ps))
	for i := range ps {
		totals[i] = g.Players[ps[(i+1)%len(ps)]].Life
	}
	for i, p := range ps {
		g.changeLifeTo(p, totals[i], ctx.src)
	}
	return nil
}
