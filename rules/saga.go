package rules

import (
	"fmt"
	"slices"
)

// Sagas (714). A Saga enters with a lore counter (714.3a) and its
// controller puts another on it as their precombat main phase begins
// (714.3b, a turn-based action). Each chapter ability ("I, II, III — …")
// triggers when the number of lore counters goes from less than its
// chapter number to at least it (714.2b), entering with them included.
// Once it has at least as many lore counters as its final chapter number,
// and no chapter ability of it has triggered without having left the
// stack, its controller sacrifices it (714.4, a state-based action).

// SubSaga is the subtype of Sagas, the same word in the corpus's languages.
const SubSaga = "saga"

// sagaTriggers is the chapter trigger.
func sagaTriggers() map[string]triggerKind {
	return map[string]triggerKind{"chapter": {"the Saga's lore counters reach this chapter's number (chapter: N)", func(t triggerEvent) bool {
		if t.ev.Obj != t.id || t.a.Chapter <= 0 {
			return false
		}
		o := t.g.Objs[t.id]
		if o == nil || o.Zone != ZoneBattlefield {
			return false
		}
		after := o.CounterCount("lore")
		var before int
		switch {
		case t.ev.Kind == EvCounters && t.ev.What == "lore":
			before = after - t.ev.Amount
		case t.ev.Kind == EvZoneChange && t.ev.To == ZoneBattlefield:
			before = 0
		default:
			return false
		}
		return before < t.a.Chapter && t.a.Chapter <= after
	}}}
}

// finalChapter is the greatest chapter number of a Saga's abilities; 0 for
// a permanent that is no Saga.
func finalChapter(c *Chars) int {
	if !c.HasSub(SubSaga) {
		return 0
	}
	n := 0
	for _, a := range c.Abilities {
		if a.When == "chapter" {
			n = max(n, a.Chapter)
		}
	}
	return n
}

// sagaEntersWith is the lore counter a Saga enters with (714.3a).
func sagaEntersWith(c *Chars, counters map[string]int) {
	if c.HasSub(SubSaga) {
		counters["lore"]++
	}
}

// addLoreCounters is the turn-based action of the precombat main phase
// (714.3b).
func (g *Game) addLoreCounters() {
	for _, o := range g.Battlefield() {
		if c := g.Chars(o); c.HasSub(SubSaga) && c.Controller == g.Active {
			g.logf("%s gets a lore counter", g.Describe(o))
			g.addCounters(o, "lore", 1)
		}
	}
}

// sagaSacrifices sacrifices the Sagas whose story is over (714.4); it says
// whether it did.
func (g *Game) sagaSacrifices() bool {
	acted := false
	for _, o := range g.Battlefield() {
		if o.CounterCount("lore") == 0 {
			// No lore counter, no story over (and no view to compute:
			// this runs with every state-based check).
			continue
		}
		c := g.Chars(o)
		final := finalChapter(c)
		if final == 0 || o.CounterCount("lore") < final || g.chapterPending(o) {
			continue
		}
		g.logf("%s has no chapter left: it is sacrificed", g.Describe(o))
		g.sacrifice(o, c.Controller)
		acted = true
	}
	return acted
}

// chapterPending says whether a chapter ability of o has triggered and not
// yet left the stack.
func (g *Game) chapterPending(o *Object) bool {
	for _, t := range g.pending {
		if t.ab.When == "chapter" && t.ctx.Src == o.ID {
			return true
		}
	}
	for _, id := range g.stack {
		if s := g.Objs[id]; s != nil && s.Ability != nil && s.Ability.Ab.When == "chapter" && s.Ability.Ctx.Src == o.ID {
			return true
		}
	}
	return false
}

// repeatProcessOp: « Meulez deux cartes. Si deux cartes qui partagent un
// type de carte ont été meulées de cette manière, piochez une carte et
// répétez ce processus. » The process (ability's instructions) runs; while
// the condition holds after it, then runs and the process starts again,
// each time with the new cards it names.
func repeatProcessOp() Op {
	return Op{Name: "repeat_process", Doc: "runs ability's instructions (the process); while if holds after them, runs then and starts the process again (at most MaxRepeat times)",
		Args: []Arg{Req("ability", ArgAbility), Req("if", ArgExpr), Opt("then", ArgDo), Opt("optional", ArgBool)}, Handler: OneShot((*Game).opRepeatProcess)}
}

func (g *Game) opRepeatProcess(e *Effect, ctx *EvalCtx) error {
	if e.Ability == nil {
		return fmt.Errorf("repeat_process without a process")
	}
	for i := 0; i < MaxRepeat; i++ {
		// Each round's cards are its own ("ont été meulées de cette
		// manière").
		delete(ctx.vars, "milled")
		if err := g.Run(e.Ability.Effects, ctx); err != nil {
			return err
		}
		if e.If.Eval(ctx) == 0 {
			return nil
		}
		if err := g.Run(e.Then, ctx); err != nil {
			return err
		}
	}
	return fmt.Errorf("repeat_process: more than %d rounds", MaxRepeat)
}

// compileShareType compiles share_type(ref): 1 if the reference names at
// least two objects and every two of them share a card type.
func compileShareType(_ string, args []string) (evalFn, error) {
	ref := args[0]
	return func(c *EvalCtx) int {
		ids := c.objRefs(ref)
		if len(ids) < 2 {
			return 0
		}
		var chars []*Chars
		for _, id := range ids {
			o := c.G.Objs[id]
			if o == nil {
				return 0
			}
			chars = append(chars, c.G.Chars(o))
		}
		for i := range chars {
			for j := i + 1; j < len(chars); j++ {
				if !slices.ContainsFunc(chars[i].Types, func(t string) bool { return slices.Contains(chars[j].Types, t) }) {
					return 0
				}
			}
		}
		return 1
	}, nil
}
