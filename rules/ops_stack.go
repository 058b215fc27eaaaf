package rules

import (
	"cmp"
	"fmt"
	"slices"
)

// stackOps act on spells and abilities, on the structure of the
// instructions (if) and on the turn.
func stackOps() []Op {
	return []Op{
		{Name: "if", Doc: "runs then when the condition if holds, else otherwise",
			Args: []Arg{Req("if", ArgExpr), Opt("then", ArgDo), Opt("else", ArgDo)}, Handler: OneShot((*Game).opIf)},
		{Name: "cant_be_countered", Doc: "this spell (affects: self) can't be countered: counter leaves it on the stack",
			Handler: continuous(effStack)},
		{Name: "counter", Doc: "counters what (default t0), a spell or ability on the stack; a countered card goes to its owner's graveyard, or to instead (exile, hand, library: its top, or its bottom with bottom) when the spell says so",
			Args: append(append([]Arg(nil), objectArgs...), Opt("instead", ArgZone), Opt("bottom", ArgBool)), Handler: OneShot((*Game).opCounter)},
		{Name: "copy_spell", Doc: "puts a copy of the spell what (default t0) on the stack, with the same choices (707.10)",
			Args: objectArgs, Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				for _, o := range g.objTargets(e, ctx, "t0") {
					if o.Spell != nil {
						ctx.remember("copy", g.copySpell(o, ctx.Ctrl))
					}
				}
				return nil
			})},
		{Name: "cast_self", Doc: "casts the source now, ignoring timing (miracle); kind is an alternative cost; optional with choose: decline lets it go",
			Args: []Arg{Opt("kind", ArgString), Opt("optional", ArgBool), Opt("choose", ArgString)}, Handler: OneShot((*Game).opCastSelf)},
		{Name: "delayed", Doc: "creates a delayed triggered ability; with until: eot or this_turn it triggers any number of times this turn, otherwise once; kind: next, once and this turn only (\"the next time … this turn\")",
			Args: []Arg{Req("ability", ArgAbility), Opt("until", ArgDuration), Opt("kind", ArgString)}, Handler: OneShot((*Game).opDelayed)},
		{Name: "extra_combat", Doc: "adds n (default 1) combat phases after this phase: from a main phase, each followed by a main phase; from a combat phase, directly after it",
			Args: []Arg{Opt("n", ArgExpr)}, Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				if phaseOf(g.Step) == phaseOf(StepBeginCombat) {
					g.combatAfterCombat += g.num(e.N, ctx, 1)
					return nil
				}
				g.ExtraCombats += g.num(e.N, ctx, 1)
				return nil
			})},
	}
}

func (g *Game) opIf(e *Effect, ctx *EvalCtx) error {
	if e.If == nil {
		return fmt.Errorf("if without condition")
	}
	if e.If.Eval(ctx) != 0 {
		return g.Run(e.Then, ctx)
	}
	if len(e.Else) == 0 && slices.ContainsFunc(e.Then, func(t *Effect) bool { return t.Optional }) {
		// "If it shares a creature type with ~, you may reveal it. If
		// you do, …": the optional instruction not reached was not done.
		g.did = false
	}
	return g.Run(e.Else, ctx)
}

func (g *Game) opCounter(e *Effect, ctx *EvalCtx) error {
	for _, o := range g.objTargets(e, ctx, "t0") {
		if o.Zone != ZoneStack {
			continue
		}
		if uncounterable(g.Chars(o)) {
			g.logf("%s can't be countered", g.Describe(o))
			continue
		}
		g.logf("%s is countered", g.Describe(o))
		if o.Ability != nil {
			g.remove(o)
			delete(g.Objs, o.ID)
			continue
		}
		g.Move(o, counteredZone(e), MoveOpts{bottom: e.Bottom})
	}
	return nil
}

// counteredZone is where a countered spell goes: its owner's graveyard
// (701.5a; 701.6a in the 2025 rules), or the zone the countering spell names instead ("If that
// spell is countered this way, exile it instead of putting it into its
// owner's graveyard"), a replacement effect of the countering spell
// itself (614.1a); other replacement effects still apply to that move
// (614.5 does not stop them: Move applies them).
func counteredZone(e *Effect) Zone {
	if z, ok := ParseZone(e.NewZone); ok && e.NewZone != "" {
		return z
	}
	return ZoneGraveyard
}

func (g *Game) opCastSelf(e *Effect, ctx *EvalCtx) error {
	// Cast the source now, during the resolution of its own trigger
	// (miracle): timing restrictions do not apply.
	src := g.Objs[ctx.Src]
	if src == nil {
		return nil
	}
	if e.Optional && (e.Choose == "decline" || g.Declining) {
		g.logf("%s is not cast", g.Describe(src))
		return nil
	}
	opts := CastOptions{Door: -1, Alt: e.Kind, ignoreTiming: true, Targets: g.CastTargets}
	if e.Kind == "madness" {
		// Madness casts the card from exile, where its discard put it.
		opts.fromAbility = true
	}
	if e.Kind == "free" {
		// Suspend: cast without paying its mana cost (not an alternative
		// cost of its own).
		opts.Alt, opts.Free, opts.fromAbility = "", true, true
	}
	if _, err := g.Cast(ctx.Ctrl, src, opts); err != nil {
		if e.Optional {
			g.logf("%s cannot be cast: %v", g.Describe(src), err)
			return nil
		}
		return err
	}
	return nil
}

func (g *Game) opDelayed(e *Effect, ctx *EvalCtx) error {
	if e.Ability == nil {
		return fmt.Errorf("delayed without ability")
	}
	c := *ctx
	// "Until end of turn, whenever …" triggers any number of times this
	// turn; otherwise a delayed trigger triggers once.
	thisTurn := e.Until == "eot" || e.Until == "this_turn"
	once := !thisTurn
	switch e.Kind {
	case "":
	case "next":
		// "The next time … this turn": once, and gone at cleanup if it
		// has not triggered.
		once = true
	default:
		return fmt.Errorf("delayed: unknown kind %q", e.Kind)
	}
	g.delayed = append(g.delayed, &delayedTrigger{ab: e.Ability, ctx: &c, once: once, thisTurn: thisTurn})
	return nil
}

// choiceOps are the corpus's mechanics and the choices made as an ability
// resolves.
func choiceOps() []Op {
	return []Op{
		castFreeOp(),
		newTargetsOp(),
		payInsteadOp(),
		revealOp(),
		preventReplaceOp(),
		distributeCountersOp(),
		damageDividedOp(),
		doubleCountersOp(),
		repeatProcessOp(),
		spendAnyColorOp(),
		copyCardsOp(),
		castCopiesOp(),
		redistributeOp(),
		tokenCopyOp(),
		{Name: "choose_opponent", Doc: "an opponent is chosen at random (resolve's choices name the one the draw gives); later instructions call them chosen_player",
			Handler: OneShot((*Game).opChooseOpponent)},
		chooseManyOp(),
		putPerTypeOp(),
		pilesOp(),
		{Name: "remember", Doc: "the objects what names now are known by name to the later instructions (a set fixed as the ability resolves, 611.2c)",
			Args: []Arg{Req("what", ArgRef), Req("name", ArgString)}, Handler: OneShot(func(_ *Game, e *Effect, ctx *EvalCtx) error {
				if ctx.vars == nil {
					ctx.vars = map[string][]int{}
				}
				ctx.vars[e.Name] = append([]int(nil), ctx.objRefs(e.What)...)
				return nil
			})},
		discardHandOp(),
		drawDiscardedOp(),
		revealTopOp(),
		revealPickOp(),
		sacrificeOrDiscardOp(),
		{Name: "choose_player", Doc: "to (default you) chooses a player as the ability resolves: the resolution's choice (kind opponent: one of to's opponents); later instructions call that player chosen_player",
			Args: []Arg{Opt("to", ArgPlayer), Opt("optional", ArgBool), Opt("kind", ArgString)}, Handler: OneShot((*Game).opChoosePlayer)},
		{Name: "choose", Doc: "the object choose names (without choose: the resolution's choice, or the only object matching filter; among what, if given), which must match filter, is chosen; later instructions call it name (default choice)",
			Args: []Arg{Opt("choose", ArgRef), Opt("filter", ArgFilter), Opt("what", ArgRef), Opt("name", ArgString), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opChoose)},
		{Name: "manifest_dread", Doc: "to (default you) manifests dread (701.60) n times (default 1), one after another (701.60d); choose names the card manifested; later instructions call the creatures manifested",
			Args: []Arg{Opt("to", ArgPlayer), Opt("choose", ArgString), Opt("n", ArgExpr)}, Handler: OneShot((*Game).opManifestDread)},
		{Name: "unlock", Doc: "unlocks door (0 or 1) of the room what (default t0)",
			Args: append([]Arg{Opt("door", ArgInt)}, objectArgs...), Handler: OneShot((*Game).opLock)},
		{Name: "lock", Doc: "locks door (0 or 1) of the room what (default t0)",
			Args: append([]Arg{Opt("door", ArgInt)}, objectArgs...), Handler: OneShot((*Game).opLock)},
		{Name: "monstrosity", Doc: "monstrosity n: if the source is not monstrous, it gets n +1/+1 counters and becomes monstrous",
			Args: []Arg{Req("n", ArgExpr)}, Handler: OneShot((*Game).opMonstrosity)},
		{Name: "meld", Doc: "melds the source with what (default: the card it melds with, that you own and control)",
			Args: []Arg{Opt("what", ArgRef)}, Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				return g.meld(ctx, e.What)
			})},
		{Name: "turn_face_up", Doc: "turns what (default self) face up",
			Args: objectArgs, Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				for _, o := range g.objTargets(e, ctx, "self") {
					g.turnFaceUp(o, false)
				}
				return nil
			})},
		{Name: "become_copy", Doc: "what (default self) becomes a copy of to (enters as a copy of); with until (next_end_step), what or filter copy to, even just exiled (its last known information), until the next end step begins",
			Args: append([]Arg{Req("to", ArgRef), Opt("until", ArgDuration)}, objectArgs...), Handler: OneShot((*Game).opBecomeCopy)},
	}
}

func (g *Game) opChoose(e *Effect, ctx *EvalCtx) error {
	// A choice made as the ability resolves: the object the scenario names
	// (choose:) must pass the filter; it is then known by name (default
	// "choice") to the following instructions.
	if e.Choose == "" {
		// Printed text names no object: the resolution's choice.
		o, err := g.resolutionChoice(ctx, e.Filter, e.What)
		if err != nil {
			return err
		}
		if ctx.vars == nil {
			ctx.vars = map[string][]int{}
		}
		ctx.vars[cmp.Or(e.Name, "choice")] = []int{o.ID}
		return nil
	}
	o, ch := ctx.objRef(e.Choose)
	if o == nil {
		return fmt.Errorf("choose: no object %q", e.Choose)
	}
	if e.Filter != nil && !matchPreds(ctx, e.Filter, o, ch) {
		return fmt.Errorf("choose: %s is not %s", g.Describe(o), e.Filter)
	}
	if ctx.vars == nil {
		ctx.vars = map[string][]int{}
	}
	ctx.vars[cmp.Or(e.Name, "choice")] = []int{o.ID}
	return nil
}

func (g *Game) opManifestDread(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		// Each manifestation is an event of its own (701.60d).
		for range n {
			ctx.remember("manifested", g.manifestDread(p, e.Choose))
		}
	}
	return nil
}

// opLock unlocks or locks a room's door.
func (g *Game) opLock(e *Effect, ctx *EvalCtx) error {
	for _, o := range g.objTargets(e, ctx, "t0") {
		if o.Card == nil || !o.Card.Room {
			continue
		}
		if e.Op == "unlock" {
			g.unlock(o, e.Door)
		} else {
			o.Unlocked[e.Door] = false
			g.Touch()
		}
	}
	return nil
}

func (g *Game) opMonstrosity(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	src := g.Objs[ctx.Src]
	if src == nil || src.Zone != ZoneBattlefield {
		g.logf("monstrosity: the creature is gone, nothing happens")
		return nil
	}
	if src.Monstrous {
		g.logf("%s is already monstrous: nothing happens", g.Describe(src))
		return nil
	}
	g.addCounters(src, "+1/+1", n)
	src.Monstrous = true
	g.Touch()
	g.emit(Event{Kind: EvMonstrous, Obj: src.ID, Player: g.Chars(src).Controller})
	return nil
}

func (g *Game) opBecomeCopy(e *Effect, ctx *EvalCtx) error {
	if e.Until != "" {
		return g.becomeCopiesUntil(e, ctx)
	}
	// "Enters as a copy of": what (default self) copies to.
	of, _ := ctx.objRef(e.To)
	for _, o := range g.objTargets(e, ctx, "self") {
		if err := g.becomeCopy(o, of); err != nil {
			return err
		}
	}
	return nil
}

// uncounterable reports whether a spell has "this spell can't be
// countered": a static ability that works on the stack (it is read from
// the spell itself, never from the battlefield).
func uncounterable(c *Chars) bool {
	for _, a := range c.Abilities {
		if a.Kind != KindStatic || a.If != nil {
			continue
		}
		for _, e := range a.Static {
			if e.Op == "cant_be_countered" {
				return true
			}
		}
	}
	return false
}
