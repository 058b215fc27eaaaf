package rules

import "slices"

// "Vous pouvez faire que ~ arrive comme une copie de n'importe quelle
// créature sur le champ de bataille, excepté que c'est une illusion en plus
// de ses autres types et qu'elle a « … »" (a Clone, 707.9): as the
// permanent enters, its controller may choose a permanent matching filter
// that is already on the battlefield (not one entering at the same time);
// it then enters as a copy of it. The exceptions (subtypes and an ability
// added) are part of the copy effect, so they are copiable values too
// (707.9b): a copy of the Clone has them. The copied permanent's "enters"
// abilities trigger, since the Clone enters as that permanent.
//
// The choice is the cast's choice (an alias of the scenario) when the
// permanent was cast, else the next of the resolution's choices; none, or
// one that is not allowed, and it enters as itself.

// enterCopyOps are the ops of this file.
func enterCopyOps() []Op {
	return []Op{
		{Name: "enters_as_copy", Doc: "as this enters, its controller may choose a permanent matching filter already on the battlefield (the cast's choice, else the resolution's); it enters as a copy of it, with subtypes and ability added to the copied values",
			Args: []Arg{Opt("filter", ArgFilter), Opt("subtypes", ArgWords), Opt("ability", ArgAbility)}, Handler: entering()},
	}
}

// entersAsCopyOp returns the printed enters_as_copy instruction of a
// permanent about to enter, or nil.
func (g *Game) entersAsCopyOp(n *Object) *Effect {
	for _, a := range g.BaseChars(n).Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op == "enters_as_copy" {
				return e
			}
		}
	}
	return nil
}

// entersAsCopy makes n, entering the battlefield, a copy of the permanent
// the alias choice names, if its printed text lets it and the choice is
// allowed. It is called before n is on the battlefield, so n never exists
// as itself there.
func (g *Game) entersAsCopy(n *Object, choice string) {
	e := g.entersAsCopyOp(n)
	if e == nil || choice == "" {
		return
	}
	of := g.ByAlias(choice)
	switch {
	case of == nil || of.Zone != ZoneBattlefield:
		g.logf("%s cannot enter as a copy of %s: it is not on the battlefield", g.Describe(n), choice)
		return
	case g.enteringTogether[of.ID]:
		g.logf("%s cannot enter as a copy of %s: they enter at the same time", g.Describe(n), g.Describe(of))
		return
	}
	ctx := &EvalCtx{G: g, Src: n.ID, Ctrl: n.Controller}
	if e.Filter != nil && !g.matchObj(ctx, e.Filter, of, g.Chars(of)) {
		g.logf("%s cannot enter as a copy of %s: not a permanent it may copy", g.Describe(n), g.Describe(of))
		return
	}
	n.CopyOf = of.ID
	if len(e.Subtypes) > 0 || e.Ability != nil {
		x := &CopyExcept{Subtypes: slices.Clone(e.Subtypes)}
		if e.Ability != nil {
			x.Abilities = []*Ability{e.Ability}
		}
		n.CopyExcept = x
	}
	g.logf("%s enters as a copy of %s", g.Describe(n), g.Describe(of))
	// "[This] enters with" abilities of what it copied apply to it: it
	// enters as that permanent (707.9; the Clone's own were read before).
	copied := g.copiable(of.ID, 0)
	if copied == nil {
		return
	}
	for _, a := range copied.Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, st := range a.Static {
			cond := CombineCond(a.If, st.If)
			if st.Op != "enters_with_counters" || (cond != nil && cond.Eval(ctx) == 0) {
				continue
			}
			if n.Counters == nil {
				n.Counters = map[string]int{}
			}
			n.Counters[st.Kind] += st.N.Eval(ctx)
		}
	}
}
