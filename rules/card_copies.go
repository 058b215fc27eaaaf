package rules

import (
	"fmt"
	"slices"
)

// Copies of cards cast from where they are (707.12): « Exilez … cartes …
// ciblées depuis votre cimetière. Copiez-les. Vous pouvez lancer n'importe
// quel nombre de ces copies. » (Le conte de Tamiyo). The copies are
// created in the cards' zone and cast as the ability resolves, their costs
// paid (X chosen as usual: the resolution's x); a copy that is not cast,
// like any copy of a card outside the stack and the battlefield, ceases to
// exist when state-based actions are next checked (704.5e).

func copyCardsOp() Op {
	return Op{Name: "copy_cards", Doc: "creates a copy of each card what names, in its zone (707.12); later instructions call them copies",
		Args: []Arg{Opt("what", ArgRef), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opCopyCards)}
}

func castCopiesOp() Op {
	return Op{Name: "cast_copies", Doc: "you may cast any number of the copies copy_cards made, now, paying their costs: the resolution's choices name the cards copied, in order; its targets and x are the first copy's",
		Args: []Arg{Opt("optional", ArgBool)}, Handler: OneShot((*Game).opCastCopies)}
}

func (g *Game) opCopyCards(e *Effect, ctx *EvalCtx) error {
	what := e.What
	if what == "" {
		what = "t0"
	}
	ids := ctx.objRefs(what)
	if what == "targets" {
		// The targets an earlier instruction moved are gone from objRefs:
		// take the chosen ones.
		ids = nil
		for _, t := range ctx.curTargets() {
			if !t.IsPlayer() {
				ids = append(ids, t.Obj)
			}
		}
	}
	for _, id := range ids {
		o := g.Objs[id]
		if o == nil {
			// « Exilez … Copiez-les »: the cards an earlier instruction
			// moved, where they are now (400.7 makes them new objects; the
			// instruction follows them, 400.7j).
			if ns := g.newOf[id]; len(ns) > 0 {
				o = g.Objs[ns[0]]
			}
		}
		if o == nil || o.Card == nil || o.Zone == ZoneBattlefield || o.Zone == ZoneStack {
			continue
		}
		c := g.newObject(o.Card, ctx.Ctrl, o.Zone)
		c.Copy = true
		c.CopyOf = o.ID
		g.cardCopies++
		g.insert(c, c.Zone, false)
		g.logf("%s copies %s", g.Players[ctx.Ctrl].Name, o.Card.Name)
		ctx.remember("copies", c)
	}
	return nil
}

func (g *Game) opCastCopies(_ *Effect, ctx *EvalCtx) error {
	copies := ctx.objRefs("copies")
	first := true
	for len(g.Choices) > 0 {
		orig := g.ByAlias(g.Choices[0])
		if orig == nil {
			return fmt.Errorf("cast_copies: no card %q", g.Choices[0])
		}
		i := slices.IndexFunc(copies, func(id int) bool { c := g.Objs[id]; return c != nil && c.CopyOf == orig.ID })
		if i < 0 {
			return fmt.Errorf("cast_copies: %s was not copied", g.Describe(orig))
		}
		g.Choices = g.Choices[1:]
		c := g.Objs[copies[i]]
		copies = slices.Delete(copies, i, i+1)
		opts := CastOptions{Door: -1, ignoreTiming: true, fromEffect: true}
		if first {
			opts.Targets, opts.X = g.CastTargets, g.CastX
			first = false
		}
		if _, err := g.Cast(ctx.Ctrl, c, opts); err != nil {
			return err
		}
	}
	return nil
}

// copiesCeaseToExist removes the copies of cards outside the stack and the
// battlefield (704.5e); it says whether it removed any.
func (g *Game) copiesCeaseToExist() bool {
	if g.cardCopies == 0 {
		// None was ever made: nothing to look for at every state-based
		// check.
		return false
	}
	acted := false
	for _, z := range []Zone{ZoneGraveyard, ZoneHand, ZoneExile, ZoneLibrary} {
		for _, o := range g.ZoneList(z) {
			if o.Copy && !o.Token {
				g.logf("the copy of %s ceases to exist", o.Card.Name)
				g.remove(o)
				delete(g.Objs, o.ID)
				acted = true
			}
		}
	}
	return acted
}
