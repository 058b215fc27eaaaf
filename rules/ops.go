package rules

import (
	"fmt"
	"strconv"
)

// OpHandler is what the engine does with an op: run it once, or turn it
// into a continuous effect of some kind (and apply it, for a layer op), or
// read it as a permanent enters. Build it with oneShot, layered, continuous
// or entering.
type OpHandler struct {
	class opClass
	// run executes a one-shot instruction.
	run func(g *Game, e *Effect, ctx *EvalCtx) error
	// apply applies a layer op to one object's characteristics.
	apply func(g *Game, ce *contEffect, o *Object, c *Chars)
}

// opClass says what an op does: act once, or create a continuous effect of
// some kind (and in which layer).
type opClass struct {
	kind  effKind
	layer int
	once  bool // a one-shot instruction
	etb   bool // read as the permanent enters, not a continuous effect
}

func (c opClass) String() string {
	switch {
	case c.once:
		return "one-shot"
	case c.etb:
		return "as it enters"
	case c.kind == effLayer:
		return "continuous, layer " + layerName(c.layer)
	}
	return "continuous, " + [...]string{"layers", "replacement of a zone change", "player rule", "damage",
		"cost", "combat restriction", "stack rule"}[c.kind]
}

func layerName(l int) string {
	if l > 70 {
		return "7" + string(rune('a'+l-71))
	}
	return strconv.Itoa(l)
}

// OneShot is an instruction executed once as its ability resolves.
func OneShot(run func(g *Game, e *Effect, ctx *EvalCtx) error) OpHandler {
	return OpHandler{class: opClass{once: true}, run: run}
}

// layered is a continuous effect that changes characteristics in a layer
// of rule 613.
func layered(layer int, apply func(g *Game, ce *contEffect, o *Object, c *Chars)) OpHandler {
	return OpHandler{class: opClass{kind: effLayer, layer: layer}, apply: apply}
}

// continuous is a continuous effect of another kind: the rule it changes
// asks for the effects of its kind in force (MaxHandSize for max_hand,
// modifyDamage for prevent …), so its meaning lives with that rule.
func continuous(k effKind) OpHandler { return OpHandler{class: opClass{kind: k}} }

// entering is read from a static ability as its permanent enters
// (enters_tapped, enters_with_counters …).
func entering() OpHandler { return OpHandler{class: opClass{etb: true}} }

// Op is a registry entry of the ability language.
type Op = Entry[OpHandler]

// continuousArgs are the arguments every continuous op takes: what it
// affects (affects, or what, or a filter), for how long, the condition
// of a static ability's effect, and optional for one a resolving ability
// begins only if its controller chooses to ("you may have target creature
// get -1/-1 until end of turn": the resolve action's decline says no, did
// tells whether it began).
var continuousArgs = []Arg{Opt("affects", ArgRef), Opt("what", ArgRef), Opt("filter", ArgFilter),
	Opt("until", ArgDuration), Opt("if", ArgExpr), Opt("optional", ArgBool)}

// OnceArgs are the arguments every one-shot op takes: optional, "you
// may" (the resolve action's decline: says no; did tells whether it was
// done).
var OnceArgs = []Arg{Opt("optional", ArgBool)}

// enteringArgs are the arguments every op read as a permanent enters
// takes.
var enteringArgs = []Arg{Opt("if", ArgExpr)}

// commonArgs returns the arguments every op of the class takes.
func (c opClass) commonArgs() []Arg {
	switch {
	case c.once:
		return OnceArgs
	case c.etb:
		return enteringArgs
	}
	return continuousArgs
}

// registerOps registers the built-in ops.
func registerOps(r *Registry[OpHandler]) error {
	for _, group := range [][]Op{lifeOps(), cardOps(), permanentOps(), stackOps(), choiceOps(), diceOps(), suspendOps(), creatureTypeChoiceOps(), exileUntilOps(),
		layerOps(), ruleOps(), enteringOps(), schemeOps(), keywordOps(), reflexiveOps(), putOps(), libraryOps(), onceOps(), winOps(), discardOrPayOps(), zeroCostOps(), revealUntilOps(), enterCopyOps(), assignAsUnblockedOps(), lookTopOps(), goadOps(), castFromTopOps(), moveCountersOps(), manaTriggerOps(), changeTargetOps(), discardAnyOps(), lookHandOps(), parityOps(), eachPlayerChoosesOps(), exileTypesOps(), voteOps(), hiddenOps(), faceDownOps(), transformOps(), energyOps(), reorderTopOps(), cantCastOps(), payManaOps(), lookTopOneOps(), attacksEachCombatOps(), proliferateOps(), populateOps(), cascadeOps(), exploreOps(), bolsterOps(), exploitOps(), unearthOps(), blockRequirementOps(), preventNextOps(), renownOps(), extortOps(), fabricateOps(), soulbondOps(), tapOrUntapOps(), replaceAmountOps(), drawInsteadOps(), blockersCountOps(), chooseNowOps(), mayNotUntapOps(), searchOfOps(), forEachPlayerOps(), skipOps(), cipherOps(), hideawayOps(), playFreeOps(), hauntOps(), altCostOwnOps()} {
		for _, op := range group {
			if err := r.Register(op); err != nil {
				return err
			}
		}
	}
	// Keyword actions (clash.go): a group of its own line, so that
	// branches adding groups above merge.
	for _, op := range keywordActionOps() {
		if err := r.Register(op); err != nil {
			return err
		}
	}
	return nil
}

// effectKeys lists the keys of an Effect that hold a value.
var effectKeys = NewYAMLKeys(Effect{})

// checkEffect validates one instruction against the ops: a known op, its
// required arguments given, no argument it does not take; then the
// instructions and abilities it holds.
func checkEffect(ops *Registry[OpHandler], e *Effect) error {
	op, ok := ops.Lookup(e.Op)
	if !ok {
		return AtLine(e.Line, fmt.Errorf("unknown op %q", e.Op))
	}
	var given []string
	for _, k := range effectKeys.Given(e) {
		if k != "op" {
			given = append(given, k)
		}
	}
	if err := ops.CheckArgs(op, given, op.Handler.class.commonArgs()); err != nil {
		return AtLine(e.Line, err)
	}
	if err := CheckEffects(ops, e.Then); err != nil {
		return err
	}
	if err := CheckEffects(ops, e.Else); err != nil {
		return err
	}
	if e.Ability != nil {
		return CheckAbility(ops, e.Ability)
	}
	return nil
}

// CheckEffects validates a list of instructions against ops (checkEffect
// on each); nil items are left to the loader, which reports them.
func CheckEffects(ops *Registry[OpHandler], list []*Effect) error {
	for _, e := range list {
		if e == nil {
			continue // noNils reports it
		}
		if err := checkEffect(ops, e); err != nil {
			return err
		}
	}
	return nil
}

// CheckAbility validates the instructions of an ability: its effects, its
// static effects and those of its modes.
func CheckAbility(ops *Registry[OpHandler], a *Ability) error {
	if a == nil {
		return nil
	}
	if a.RemoveCountersX && a.Kind == KindMana {
		// A mana ability's X is the colour chosen (activateMana), and
		// it pays no counters: "remove X storage counters: add X mana"
		// is not run.
		return fmt.Errorf("a mana ability whose cost removes X counters: the engine does not pay it")
	}
	if err := CheckEffects(ops, a.Effects); err != nil {
		return err
	}
	if err := CheckEffects(ops, a.Static); err != nil {
		return err
	}
	for _, m := range a.Modes {
		if m == nil {
			continue
		}
		if err := CheckEffects(ops, m.Effects); err != nil {
			return err
		}
	}
	return nil
}

// exec runs one instruction: a one-shot op acts; a continuous op begins an
// effect that lasts until its duration ends.
func (g *Game) exec(e *Effect, ctx *EvalCtx) error {
	op, ok := g.opsRegistry().Lookup(e.Op)
	if !ok {
		return fmt.Errorf("unknown op %q", e.Op)
	}
	cls := op.Handler.class
	if cls.once {
		if e.Optional && e.Op != "cast_self" {
			// "You may": the controller does it unless the scenario
			// declines; "if you do" (did) reads the answer.
			g.did = !g.Declining
			if g.Declining {
				g.logf("%s is declined", e.Op)
				return nil
			}
		}
		return op.Handler.run(g, e, ctx)
	}
	if cls.etb {
		return fmt.Errorf("%s only works as a static ability read as the permanent enters", e.Op)
	}
	if e.Optional {
		// "You may have target creature get -1/-1 until end of turn":
		// the effect begins unless the scenario declines.
		g.did = !g.Declining
		if g.Declining {
			g.logf("%s is declined", e.Op)
			return nil
		}
	}
	g.ts++
	ce := g.continuousFrom(e, ctx, g.ts, false)
	if ce == nil {
		g.logf("%s affects nothing", e.Op)
		return nil
	}
	controlTo(ce, ctx)
	before := g.controllersOf(ce)
	g.effects = append(g.effects, ce)
	g.Touch()
	g.leaveCombatOnControl(before)
	g.logf("continuous effect %s begins (until %s)", e.Op, ce.until)
	return nil
}

// opsRegistry returns the ops the game executes: the built-in ones unless
// useOps set others.
func (g *Game) opsRegistry() *Registry[OpHandler] {
	if g.ops != nil {
		return g.ops
	}
	return builtinOps
}

// UseOps makes the game execute the ops of r (a scenario parsed with a
// language of its own) instead of the built-in ones.
func (g *Game) UseOps(r *Registry[OpHandler]) { g.ops = r }
