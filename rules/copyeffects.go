package rules

import "fmt"

// becomeCopy makes o a copy of the permanent of (707.2): from now on o's
// copiable values are of's. A copy of a melded permanent has the combined
// back faces and a mana value of 0 (712.3b); a copy of a copy copies what
// the original copies (copiable follows CopyOf).
//
// This is how a Clone that "enters as a copy" is written in a scenario: the
// Clone is put onto the battlefield and becomes the copy within the same
// instruction list, before state-based actions are checked, so the 0/0
// Clone never dies.
func (g *Game) becomeCopy(o, of *Object) error {
	if o == nil || of == nil {
		return fmt.Errorf("become_copy: no such permanent")
	}
	if of.Zone != ZoneBattlefield {
		return fmt.Errorf("become_copy: %s is not on the battlefield", g.Describe(of))
	}
	if o == of {
		return fmt.Errorf("become_copy: %s cannot copy itself", g.Describe(o))
	}
	o.CopyOf = of.ID
	o.MeldCopy = len(of.MeldCards) == 2 || of.MeldCopy
	g.Touch()
	g.logf("%s becomes a copy of %s", g.Describe(o), g.Describe(of))
	return nil
}

// orderExiled returns the new objects a permanent became as it was exiled,
// the one whose alias is chosen first: when a melded permanent is exiled,
// its two cards are exiled at once and the exiling player decides which is
// "the last card exiled" (712.4b). Effects that read "the exiled card" read
// the first one.
func (g *Game) orderExiled(ids []int, chosen string) []int {
	if chosen == "" || len(ids) < 2 {
		return ids
	}
	out := make([]int, 0, len(ids))
	for _, id := range ids {
		if o := g.Objs[id]; o != nil && o.Alias == chosen {
			out = append(out, id)
		}
	}
	for _, id := range ids {
		if o := g.Objs[id]; o == nil || o.Alias != chosen {
			out = append(out, id)
		}
	}
	return out
}

// becomeCopiesUntil makes what e names copies of e.To until e.Until ends
// ("until the beginning of the next end step"). e.To may have left the
// battlefield as the same ability exiled it: the copies then use its
// copiable values as it last existed there (707.2, 608.2h), which include
// its own copy effect (707.3) and nothing else: not its counters, its
// tapped state or the other effects on it.
func (g *Game) becomeCopiesUntil(e *Effect, ctx *EvalCtx) error {
	if e.Until != "next_end_step" {
		return fmt.Errorf("become_copy: unknown duration %q", e.Until)
	}
	id := ctx.copySource(e.To)
	of := g.Objs[id]
	if of == nil || of.Zone != ZoneBattlefield {
		lk, _ := g.LKI(id)
		if lk == nil || lk.Zone != ZoneBattlefield {
			// Nothing left to copy: the effect does nothing.
			g.logf("become_copy: %s names no permanent to copy", e.To)
			return nil
		}
		of = lk
	}
	for _, o := range g.objTargets(e, ctx, "self") {
		if o.ID == id || o.Zone != ZoneBattlefield {
			continue
		}
		if o.CopyEnds == "" {
			o.CopyPrev, o.CopyPrevExcept = o.CopyOf, o.CopyExcept
		}
		o.CopyOf, o.CopyExcept, o.CopyEnds = id, nil, e.Until
		o.MeldCopy = len(of.MeldCards) == 2 || of.MeldCopy
		g.logf("%s becomes a copy of %s until the next end step", g.Describe(o), g.Describe(of))
	}
	g.Touch()
	return nil
}

// endCopies ends the copy effects that last until the beginning of the
// next end step: each object copies again what it copied before.
func (g *Game) endCopies() {
	for _, o := range g.Battlefield() {
		if o.CopyEnds != "next_end_step" {
			continue
		}
		o.CopyOf, o.CopyExcept, o.CopyEnds = o.CopyPrev, o.CopyPrevExcept, ""
		o.CopyPrev, o.CopyPrevExcept, o.MeldCopy = 0, nil, false
		g.logf("%s is no longer a copy", g.Describe(o))
		g.Touch()
	}
}
