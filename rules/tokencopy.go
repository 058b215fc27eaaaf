package rules

import (
	"cmp"
	"fmt"
)

// Tokens that are copies: "créez un jeton qui est une copie de votre
// commandant, excepté qu'il n'est pas légendaire", "pour chacune d'elles,
// créez un jeton qui en est une copie" (707.2, 111.10). The token copies
// the copiable values of the object (printed values, or what it copies
// itself; a token's as its creating effect stated them), not its status,
// counters or attachments; the object may be in any zone (the commander in
// the command zone or the library). The token enters already a copy, so
// the copied enters abilities trigger.

func tokenCopyOp() Op {
	return Op{Name: "token_copy", Doc: "to (default you) creates, for each object what names, a token that is a copy of it (707.2), with the copy's exceptions (707.9): not legendary with not_legendary: true, types, subtypes, colors and keywords added, base pt; later instructions call the tokens copies",
		Args: []Arg{Req("what", ArgRef), Opt("not_legendary", ArgBool), Opt("types", ArgWords), Opt("subtypes", ArgWords),
			Opt("colors", ArgColors), Opt("pt", ArgString), Opt("keywords", ArgWords), Opt("to", ArgPlayer), Opt("optional", ArgBool)},
		Handler: OneShot((*Game).opTokenCopy)}
}

func (g *Game) opTokenCopy(e *Effect, ctx *EvalCtx) error {
	ids := ctx.objRefs(e.What)
	if len(ids) == 0 {
		// A target that has left: its last known values are copied.
		if o := ctx.lkiObj(e.What); o != nil {
			ids = []int{o.ID}
		}
	}
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		for _, id := range ids {
			of := g.Objs[id]
			if of == nil {
				if lo, _ := g.LKI(id); lo != nil {
					of = lo
				}
			}
			if of == nil || of.Card == nil {
				continue
			}
			for k := g.tokenTimes(p); k > 0; k-- {
				t, err := g.createTokenCopy(p, of, copyExceptOf(e))
				if err != nil {
					return err
				}
				ctx.remember("copies", t)
			}
		}
	}
	return nil
}

func (g *Game) createTokenCopy(p int, of *Object, except *CopyExcept) (*Object, error) {
	if g.copiable(of.ID, 0) == nil {
		return nil, fmt.Errorf("token_copy: %s has no copiable values", g.Describe(of))
	}
	g.nextID++
	g.ts++
	o := &Object{ID: g.nextID, Owner: p, Controller: p, Token: true, Card: of.Card, Def: of.Def, CopyOf: of.ID,
		CopyExcept: except, Timestamp: g.ts, EnteredTurn: g.Turn, CastDoor: -1}
	g.Objs[o.ID] = o
	// "Enters with" abilities of what it copies work (614.1c).
	ctx := &EvalCtx{G: g, Src: o.ID, Ctrl: p}
	for _, a := range g.copiable(of.ID, 0).Abilities {
		for _, e := range a.Static {
			if a.Kind == KindStatic && e.Op == "enters_with_counters" {
				if cond := CombineCond(a.If, e.If); cond == nil || cond.Eval(ctx) != 0 {
					if o.Counters == nil {
						o.Counters = map[string]int{}
					}
					o.Counters[e.Kind] += e.N.Eval(ctx)
				}
			}
		}
	}
	g.insert(o, ZoneBattlefield, false)
	g.logf("%s creates a token that is a copy of %s", g.Players[p].Name, g.Describe(of))
	g.emit(Event{Kind: EvZoneChange, Obj: o.ID, To: ZoneBattlefield, Player: p, Token: true})
	return o, nil
}
