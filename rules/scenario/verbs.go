package scenario

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// VerbHandler performs an action of a scenario.
type VerbHandler func(r *runner, a *Action) error

// Verb is a registry entry of the actions' verbs. Its first argument is
// the verb's own key, a field of Action: an action has exactly one verb.
type Verb = rules.Entry[VerbHandler]

// actionCommon are the keys every action takes: the targets of the
// triggered abilities it causes, the legend kept under the legend rule,
// the error a forbidden action must give.
var actionCommon = []rules.Arg{rules.Opt("trigger_targets", rules.ArgMap), rules.Opt("trigger_modes", rules.ArgMap), rules.Opt("keep_legend", rules.ArgObject), rules.Opt("expect_error", rules.ArgString), rules.Opt("tokens", rules.ArgWords)}

// actionKeys lists the keys of an Action that hold a value.
var actionKeys = rules.NewYAMLKeys(Action{})

// castArgs are the choices of a cast or an activation.
var castArgs = []rules.Arg{rules.Opt("by", rules.ArgPlayer), rules.Opt("targets", rules.ArgTargets), rules.Opt("modes", rules.ArgInts), rules.Opt("x", rules.ArgInt),
	rules.Opt("alt", rules.ArgString), rules.Opt("door", rules.ArgInt), rules.Opt("sacrifice", rules.ArgObject), rules.Opt("chosen", rules.ArgObject),
	rules.Opt("kicked", rules.ArgBool), rules.Opt("additional", rules.ArgWords), rules.Opt("free", rules.ArgBool), rules.Opt("choice", rules.ArgString), rules.Opt("convoke", rules.ArgWords),
	rules.Opt("delve", rules.ArgWords), rules.Opt("improvise", rules.ArgWords), rules.Opt("crew", rules.ArgWords),
	rules.Opt("mana_abilities", rules.ArgMap), rules.Opt("divide", rules.ArgInts)}

// registerVerbs registers the built-in verbs. Their order is the order in
// which an action's verb is looked for.
func registerVerbs(r *rules.Registry[VerbHandler]) error {
	by := rules.Opt("by", rules.ArgPlayer)
	for _, v := range []Verb{
		{Name: "cast", Doc: "by (default the active player) casts the object, with the choices of a cast (601.2)",
			Args: append([]rules.Arg{rules.Req("cast", rules.ArgObject)}, castArgs...), Handler: (*runner).doCast},
		{Name: "activate", Doc: "by activates the object's ability (label or 1-based index; default the first), with the choices of a cast",
			Args: append([]rules.Arg{rules.Req("activate", rules.ArgObject), rules.Opt("ability", rules.ArgString)}, castArgs...), Handler: (*runner).doActivate},
		{Name: "resolve", Doc: "the top of the stack resolves: a count (default 1), or all until the stack is empty; decline: its optional instructions (\"you may\") are not done; choices: the objects its choices name, in order; targets and x: of a spell cast while it resolves (suspend, a copy cast)",
			Args: []rules.Arg{rules.Req("resolve", rules.ArgString), rules.Opt("decline", rules.ArgBool), rules.Opt("choices", rules.ArgWords), rules.Opt("targets", rules.ArgTargets), rules.Opt("x", rules.ArgInt)}, Handler: (*runner).doResolve},
		{Name: "unlock", Doc: "by unlocks door (0 or 1) of the room (709.5)",
			Args: []rules.Arg{rules.Req("unlock", rules.ArgObject), rules.Req("door", rules.ArgInt), by}, Handler: (*runner).doUnlock},
		{Name: "pass", Doc: "the player passes priority (117.3d): when every player has passed in succession, the top of the stack resolves, or with an empty stack the step ends (117.4)",
			Args: []rules.Arg{rules.Req("pass", rules.ArgPlayer)}, Handler: func(r *runner, a *Action) error {
				p, err := r.player(a.Pass, "")
				if err != nil {
					return err
				}
				return r.g.Pass(p)
			}},
		{Name: "turn_face_up", Doc: "by turns the face-down permanent face up (special action), paying alt: morph, megamorph, disguise or mana_cost (a manifested creature card); by default its keyword's cost, else its mana cost",
			Args: []rules.Arg{rules.Req("turn_face_up", rules.ArgObject), by, rules.Opt("alt", rules.ArgString)}, Handler: func(r *runner, a *Action) error {
				return r.withObjectAndPlayer(a.TurnFaceUp, a.By, func(p int, o *rules.Object) error { return r.g.TurnFaceUpFor(p, o, a.Alt) })
			}},
		{Name: "play_land", Doc: "by plays the land (305.1)",
			Args: []rules.Arg{rules.Req("play_land", rules.ArgObject), by}, Handler: func(r *runner, a *Action) error {
				return r.withObjectAndPlayer(a.PlayLand, a.By, r.g.PlayLand)
			}},
		{Name: "begin_game", Doc: "the game begins: cards of the opening hands that may begin it on the battlefield (leylines) do, unless decline (103.6)",
			Args: []rules.Arg{rules.Req("begin_game", rules.ArgBool), rules.Opt("decline", rules.ArgBool)}, Handler: (*runner).doBeginGame},
		{Name: "set_in_motion", Doc: "by (default the active player) sets the scheme in motion: face up in the command zone (701.25)",
			Args: []rules.Arg{rules.Req("set_in_motion", rules.ArgObject), by}, Handler: (*runner).doSetInMotion},
		{Name: "attack", Doc: "by declares the creatures as attackers against defender (default the first opponent), or each against the player of the same rank in defenders, moving to combat first",
			Args: []rules.Arg{rules.Req("attack", rules.ArgWords), rules.Opt("defender", rules.ArgPlayer), rules.Opt("defenders", rules.ArgWords), rules.Opt("exert", rules.ArgWords), by}, Handler: (*runner).doAttack},
		{Name: "block", Doc: "declares blockers: [blocker, attacker] pairs, in damage assignment order; by defaults to the defending player",
			Args: []rules.Arg{rules.Req("block", rules.ArgMap), by}, Handler: (*runner).doBlock},
		{Name: "combat_damage", Doc: "combat damage is dealt, assign dividing it: attacker → target → amount",
			Args: []rules.Arg{rules.Req("combat_damage", rules.ArgMap)}, Handler: (*runner).doCombatDamage},
		{Name: "goto", Doc: "the game moves on to the step (next_turn: of the next turn); keep_tapped: the permanents their controller chooses not to untap in the untap steps on the way (may_not_untap)",
			Args: []rules.Arg{rules.Req("goto", rules.ArgString), rules.Opt("next_turn", rules.ArgBool), rules.Opt("keep_tapped", rules.ArgWords)}, Handler: (*runner).doGoTo},
		{Name: "do", Doc: "instructions executed as the resolution of an ability of source (controlled by by), with targets and x",
			Args:    []rules.Arg{rules.Req("do", rules.ArgDo), rules.Opt("source", rules.ArgObject), by, rules.Opt("targets", rules.ArgTargets), rules.Opt("x", rules.ArgInt)},
			Handler: (*runner).doInstructions},
		{Name: "add_mana", Doc: "adds mana to players' pools: player → mana",
			Args: []rules.Arg{rules.Req("add_mana", rules.ArgMap)}, Handler: (*runner).doAddMana},
		{Name: "alias", Doc: "names the newest object that matches the filter of (a token a printed card created) for the actions and expectations after it",
			Args: []rules.Arg{rules.Req("alias", rules.ArgString), rules.Req("of", rules.ArgFilter)}, Handler: (*runner).doAlias},
		{Name: "check", Doc: "the expectations must hold at this point",
			Args: []rules.Arg{rules.Req("check", rules.ArgMap)}, Handler: func(r *runner, a *Action) error {
				for _, e := range a.Check {
					if err := r.expect(e); err != nil {
						return err
					}
				}
				return nil
			}},
	} {
		if err := r.Register(v); err != nil {
			return err
		}
	}
	return nil
}

// verb returns the action's verb: the first registered verb whose key it
// gives. Decoding records it (verbName), so that playing an action does
// not look for it again.
func (a *Action) verb() string {
	if a.verbName != "" {
		return a.verbName
	}
	return a.findVerb()
}

func (a *Action) findVerb() string {
	for _, v := range builtin.Verbs.Order() {
		if actionKeys.Has(a, v) {
			return v
		}
	}
	return ""
}

// do performs the action's verb.
func (r *runner) do(a *Action) error {
	v, ok := r.lang.Verbs.Lookup(a.verb())
	if !ok {
		return fmt.Errorf("unknown action")
	}
	return v.Handler(r, a)
}

// withObjectAndPlayer runs f with the object alias names and the player
// by names (default the active player).
func (r *runner) withObjectAndPlayer(alias, by string, f func(p int, o *rules.Object) error) error {
	o, err := r.mustObj(alias)
	if err != nil {
		return err
	}
	p, err := r.player(by, "")
	if err != nil {
		return err
	}
	return f(p, o)
}

func (r *runner) doCast(a *Action) error {
	return r.withObjectAndPlayer(a.Cast, a.By, func(p int, o *rules.Object) error {
		opts, err := r.castOptions(a)
		if err != nil {
			return err
		}
		_, err = r.g.Cast(p, o, opts)
		return err
	})
}

func (r *runner) doActivate(a *Action) error {
	return r.withObjectAndPlayer(a.Activate, a.By, func(p int, o *rules.Object) error {
		ab, err := r.ability(o, a.Ability)
		if err != nil {
			return err
		}
		opts, err := r.castOptions(a)
		if err != nil {
			return err
		}
		_, err = r.g.Activate(p, o, ab, opts)
		return err
	})
}

func (r *runner) doResolve(a *Action) (err error) {
	g := r.g
	// "You may": the scenario declines the optional instructions of what
	// resolves with this action; otherwise they are done.
	g.Declining = a.Decline
	g.Choices = nil
	for _, c := range a.Choices {
		// Named by alias, looked up when used: a card drawn by the
		// resolving ability is a new object by then.
		// A number is a die's result; planar:FACE the planar die's.
		if _, isPlayer := r.players[c]; isPlayer || rules.ChoiceWords[c] || strings.HasPrefix(c, "kind:") || strings.HasPrefix(c, rules.ColorChoicePrefix) || strings.HasPrefix(c, rules.TypeChoicePrefix) || strings.HasPrefix(c, rules.VotePrefix) || strings.HasPrefix(c, rules.PlanarChoicePrefix) || rules.IsDigits(c) {
			g.Choices = append(g.Choices, c)
			continue
		}
		if _, err := r.mustObj(c); err != nil {
			return err
		}
		g.Choices = append(g.Choices, c)
	}
	defer func() {
		g.Declining = false
		left := len(g.Choices)
		g.Choices = nil
		if left > 0 && err == nil {
			err = fmt.Errorf("resolve: %d of the choices were not used", left)
		}
	}()
	// targets: of a spell cast as what resolves is resolving (suspend).
	if len(a.Targets) > 0 {
		ts, err := r.targets(a.Targets)
		if err != nil {
			return err
		}
		g.CastTargets = ts
		defer func() { g.CastTargets = nil }()
	}
	if a.X != 0 {
		g.CastX = a.X
		defer func() { g.CastX = 0 }()
	}
	if a.Resolve == "all" {
		return g.ResolveAll()
	}
	n, err := strconv.Atoi(a.Resolve)
	if err != nil || n < 1 {
		return fmt.Errorf("resolve: want a count or all, not %q", a.Resolve)
	}
	for i := 0; i < n; i++ {
		if err := g.ResolveTop(); err != nil {
			return err
		}
		if err := g.Settle(); err != nil {
			return err
		}
	}
	return nil
}

func (r *runner) doUnlock(a *Action) error {
	return r.withObjectAndPlayer(a.Unlock, a.By, func(p int, o *rules.Object) error {
		if a.Door == nil {
			return fmt.Errorf("unlock: which door?")
		}
		return r.g.UnlockDoor(p, o, *a.Door)
	})
}

func (r *runner) doAttack(a *Action) error {
	g := r.g
	p, err := r.player(a.By, "")
	if err != nil {
		return err
	}
	def := a.Defender
	if def == "" {
		ops := g.Opponents(p)
		if len(ops) == 0 {
			return fmt.Errorf("no one to attack")
		}
		def = g.Players[ops[0]].Name
	}
	d, err := r.player(def, "")
	if err != nil {
		return err
	}
	if len(a.Defenders) > 0 && (a.Defender != "" || len(a.Defenders) != len(a.Attack)) {
		return fmt.Errorf("attack: defenders gives one player per attacker, without defender")
	}
	var atk []*rules.Object
	var groups []rules.AttackGroup
	for i, al := range a.Attack {
		o, err := r.mustObj(al)
		if err != nil {
			return err
		}
		atk = append(atk, o)
		if len(a.Defenders) > 0 {
			dp, err := r.player(a.Defenders[i], "")
			if err != nil {
				return err
			}
			k := slices.IndexFunc(groups, func(gr rules.AttackGroup) bool { return gr.Defender == dp })
			if k < 0 {
				groups = append(groups, rules.AttackGroup{Defender: dp})
				k = len(groups) - 1
			}
			groups[k].Attackers = append(groups[k].Attackers, o)
		}
	}
	if g.Step == rules.StepMain1 || (g.Step == rules.StepMain2 && g.ExtraCombats > 0) {
		// Move on to the (next) combat phase; what triggers at its
		// beginning resolves first.
		if err := g.GoTo(rules.StepBeginCombat, false); err != nil {
			return err
		}
		if err := g.ResolveAll(); err != nil {
			return err
		}
	}
	// Exert (701.43): the creatures exerted as they attack.
	defer func() { g.Exerting = nil }()
	for _, al := range a.Exert {
		o, err := r.mustObj(al)
		if err != nil {
			return err
		}
		g.Exerting = append(g.Exerting, o)
	}
	if len(groups) > 0 {
		return g.DeclareAttacks(p, groups)
	}
	return g.DeclareAttackers(p, d, atk)
}

func (r *runner) doBlock(a *Action) error {
	var blocks []rules.Block
	def := -1
	for _, pair := range a.Block {
		if len(pair) != 2 {
			return fmt.Errorf("block: each entry is [blocker, attacker]")
		}
		b, err := r.mustObj(pair[0])
		if err != nil {
			return err
		}
		at, err := r.mustObj(pair[1])
		if err != nil {
			return err
		}
		def = at.AttackTarget
		blocks = append(blocks, rules.Block{Blocker: b, Attacker: at})
	}
	p := def
	if a.By != "" {
		var err error
		if p, err = r.player(a.By, ""); err != nil {
			return err
		}
	}
	if p < 0 {
		return fmt.Errorf("block: no blocks")
	}
	return r.g.DeclareBlockers(p, blocks)
}

func (r *runner) doCombatDamage(a *Action) error {
	custom := rules.DamageAssignment{}
	for atk, m := range a.Damage.Assign {
		o, err := r.mustObj(atk)
		if err != nil {
			return err
		}
		custom[o.ID] = map[rules.Target]int{}
		for t, n := range m {
			tg, ok := r.resolve(t)
			if !ok {
				return fmt.Errorf("assign: unknown %q", t)
			}
			custom[o.ID][tg] = n
		}
	}
	return r.g.CombatDamage(custom)
}

func (r *runner) doInstructions(a *Action) error {
	g := r.g
	p, err := r.player(a.By, "")
	if err != nil {
		return err
	}
	ctx := &rules.EvalCtx{G: g, Ctrl: p, X: a.X}
	if a.Source != "" {
		o, err := r.mustObj(a.Source)
		if err != nil {
			return err
		}
		ctx.Src = o.ID
		ctx.Ctrl = g.Chars(o).Controller
		if a.By != "" {
			ctx.Ctrl = p
		}
	}
	ts, err := r.targets(a.Targets)
	if err != nil {
		return err
	}
	ctx.Targets = ts
	return g.Run(a.Do, ctx)
}

func (r *runner) doAddMana(a *Action) error {
	for n, m := range a.Mana {
		p, err := r.player(n, "")
		if err != nil {
			return err
		}
		pool, err := rules.ParsePool(m)
		if err != nil {
			return err
		}
		for k, v := range pool {
			r.g.Players[p].Pool[k] += v
		}
	}
	return nil
}

// doGoTo moves the game on to a step, the permanents keep_tapped names
// kept tapped by their controller's choice in the untap steps on the way.
func (r *runner) doGoTo(a *Action) error {
	st, err := rules.ParseStep(a.GoTo)
	if err != nil {
		return err
	}
	r.g.KeepTapped = nil
	for _, alias := range a.KeepTapped {
		o, err := r.mustObj(alias)
		if err != nil {
			return err
		}
		r.g.KeepTapped = append(r.g.KeepTapped, o.ID)
	}
	defer func() { r.g.KeepTapped = nil }()
	return r.g.GoTo(st, a.NextTurn)
}
