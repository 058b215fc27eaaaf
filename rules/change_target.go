package rules

import "fmt"

// « Remplacez la cible d'un sort ciblé ou d'une capacité ciblée avec une
// cible unique » (115.7a): the spell or ability must have a single target
// (counting every target it was given, legal or not); the new one is
// chosen as the changing effect resolves, must be legal, and must differ
// if a legal other exists; otherwise the target is unchanged.

// stackTargets returns what a stack object targets, per target list, with
// the slots of each list and a context to check them in.
func (g *Game) stackTargets(o *Object) (targets [][]Target, specs func(int) []*TargetSpec, ctx *EvalCtx) {
	switch {
	case o == nil || o.Zone != ZoneStack:
		return nil, nil, nil
	case o.Spell != nil:
		sp := o.Spell
		sa := SpellAbility(g.Chars(o))
		return sp.Targets, func(i int) []*TargetSpec {
			if sa == nil {
				return nil
			}
			if len(sa.Modes) > 0 && i < len(sp.Modes) {
				return sa.Modes[sp.Modes[i]].Targets
			}
			return sa.Targets
		}, &EvalCtx{G: g, Src: o.ID, Ctrl: o.Controller, X: sp.X, Targets: sp.Targets, spell: sp}
	case o.Ability != nil:
		a, actx := o.Ability.Ab, o.Ability.Ctx
		return actx.Targets, func(i int) []*TargetSpec {
			if len(a.Modes) > 0 && actx.spell != nil && i < len(actx.spell.Modes) {
				return a.Modes[actx.spell.Modes[i]].Targets
			}
			return a.Targets
		}, actx
	}
	return nil, nil, nil
}

// singleTarget says whether a stack object has exactly one target.
func (g *Game) singleTarget(o *Object) bool {
	ts, _, _ := g.stackTargets(o)
	n := 0
	for _, l := range ts {
		n += len(l)
	}
	return n == 1
}

func changeTargetOps() []Op {
	return []Op{
		{Name: "change_target", Doc: "changes the single target of what (default t0), a spell or ability: to the resolution's choice (an object or player), else the first other legal target; unchanged when none is legal (115.7a)",
			Args: []Arg{Opt("what", ArgRef)}, Handler: OneShot((*Game).opChangeTarget)},
	}
}

func (g *Game) opChangeTarget(e *Effect, ctx *EvalCtx) error {
	choice := ""
	if len(g.Choices) > 0 {
		choice, g.Choices = g.Choices[0], g.Choices[1:]
	}
	for _, o := range g.objTargets(e, ctx, "t0") {
		if !g.singleTarget(o) {
			g.logf("%s has no single target: it is unchanged", g.Describe(o))
			continue
		}
		ts, specs, sctx := g.stackTargets(o)
		li := 0
		for len(ts[li]) == 0 {
			li++
		}
		slots := specs(li)
		if len(slots) == 0 {
			continue
		}
		// The one target fills the first slot that takes one.
		spec := slots[0]
		for _, s := range slots {
			if s.Max > 0 {
				spec = s
				break
			}
		}
		old := ts[li][0]
		var to *Target
		if choice != "" {
			t, err := g.choiceTarget(choice)
			if err != nil {
				return err
			}
			if t == old || g.legalTarget(sctx, spec, t) != nil {
				return fmt.Errorf("%s is not a new legal target", choice)
			}
			to = &t
		} else {
			for _, t := range g.legalTargets(sctx, spec, nil) {
				if t != old && t.Obj != o.ID {
					to = &t
					break
				}
			}
		}
		if to == nil {
			g.logf("%s: no other legal target, the target is unchanged", g.Describe(o))
			continue
		}
		ts[li][0] = *to
		g.Touch()
		g.logf("the target of %s is changed", g.Describe(o))
	}
	return nil
}

// choiceTarget reads a resolution's choice as a target: a player's name
// or an object's alias.
func (g *Game) choiceTarget(choice string) (Target, error) {
	if p := g.playerNamed(choice); p >= 0 {
		return Target{Player: p + 1}, nil
	}
	if o := g.ByAlias(choice); o != nil {
		return Target{Obj: o.ID}, nil
	}
	return Target{}, fmt.Errorf("no object or player %q", choice)
}
