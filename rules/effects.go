package rules

import (
	"fmt"
	"strings"
)

// MaxRepeat bounds what one instruction may repeat (cards drawn, tokens
// created, copies of a setup card), so that a hostile or mistaken scenario
// gets an error instead of exhausting memory.
const MaxRepeat = 1000

// PlayerRefs are references that name players rather than objects.
var PlayerRefs = map[string]bool{"you": true, "opp": true, "opponent": true, "each_opponent": true,
	"opponents": true, "each_player": true, "players": true, "active": true, "enchanted_player": true, "them": true,
	"controller": true, "exiled_owners": true, "chosen_player": true, "voter": true, "you_and_chosen": true,
	"declined": true, "other_opponents": true, "defending": true}

// continuousFrom turns a continuous op into an effect. Inside a static
// ability the affected set is a reference or filter evaluated all the time;
// from a resolving spell it is locked in (611.2c).
func (g *Game) continuousFrom(e *Effect, ctx *EvalCtx, ts int, static bool) *contEffect {
	op, ok := g.opsRegistry().Lookup(e.Op)
	if !ok || op.Handler.class.once || op.Handler.class.etb {
		return nil
	}
	cls := op.Handler.class
	e = g.withChosenColor(e, static)
	ce := &contEffect{kind: cls.kind, layer: cls.layer, ts: ts, source: ctx.Src, ctrl: ctx.Ctrl, op: e, ctx: ctx, static: static,
		until: e.Until, turn: g.Turn, apply: op.Handler.apply}
	if e.Op == "redirect" {
		ce.toZone, _ = ParseZone(e.Zone)
		ce.newZone, _ = ParseZone(e.NewZone)
		ce.fromBattlefield = e.Kind == "dies" || e.Kind == "from_battlefield"
	}
	target := e.Affects
	if target == "" {
		target = e.What
	}
	if target == "" && e.Filter == nil {
		switch ce.kind {
		case effPlayer, effCost, effDamage:
			if e.Op != "prevent" {
				target = "you"
			}
		default:
			target = "self"
		}
	}
	if static {
		switch {
		case e.Filter != nil:
			ce.filter = e.Filter
		case PlayerRefs[target]:
			ce.lockedPl = ctx.PlayerRef(target)
		case strings.HasPrefix(target, "all:"):
			f, err := ParseFilter(target[4:])
			if err == nil {
				ce.filter = f
			}
		default:
			ce.ref = target
		}
		return ce
	}
	if ce.until == "" {
		ce.until = "eot"
	}
	switch {
	case PlayerRefs[target]:
		ce.lockedPl = ctx.PlayerRef(target)
	case e.Filter != nil && target == "" && ce.kind != effLayer && ce.kind != effCombat:
		// The filter of a damage, cost or player effect describes sources
		// or spells, not a set of affected objects; that of a zone-change
		// replacement ("if a card would be put into your graveyard this
		// turn") describes the events it replaces, whatever the objects
		// are by then: 611.2c locks in only what changes characteristics
		// or control.
		ce.filter = e.Filter
	case e.Filter != nil && target == "":
		for _, o := range g.Matching(ctx, e.Filter) {
			ce.locked = append(ce.locked, o.ID)
		}
	case target != "" && ce.kind == effPlayer && len(ctx.PlayerRef(target)) > 0:
		// A target that is a player ("il ne peut pas gagner de points de
		// vie" after damage to any target).
		ce.lockedPl = ctx.PlayerRef(target)
	case target != "":
		ce.locked = append([]int{}, ctx.objRefs(target)...)
		if len(ce.locked) == 0 && ce.kind != effLayer {
			// A target that is a player ("prevent the next 4 damage to
			// any target" aimed at a player).
			if pls := ctx.PlayerRef(target); len(pls) > 0 {
				ce.locked, ce.lockedPl = nil, pls
			}
		}
		if len(ce.locked) == 0 && ce.kind == effLayer {
			return nil
		}
	}
	if ce.locked == nil && ce.lockedPl == nil && e.Filter != nil {
		ce.filter = e.Filter
	}
	if ce.locked == nil {
		ce.locked = []int{}
		if ce.filter != nil || ce.lockedPl != nil {
			ce.locked = nil
		}
	}
	// Numbers are fixed as the effect begins (608.2h).
	if e.P != nil {
		ce.p = e.P.Eval(ctx)
	}
	if e.T != nil {
		ce.t = e.T.Eval(ctx)
	}
	g.setShield(ce, e, ctx)
	return ce
}

// Run executes instructions in order (608.2c), then nothing else: state-based
// actions and triggers wait until the whole spell or ability has resolved.
func (g *Game) Run(effs []*Effect, ctx *EvalCtx) error {
	for _, e := range effs {
		if err := g.exec(e, ctx); err != nil {
			return fmt.Errorf("line %d: %s: %w", e.Line, e.Op, err)
		}
	}
	return nil
}

func (g *Game) num(e *Expr, ctx *EvalCtx, def int) int {
	if e == nil {
		return def
	}
	return e.Eval(ctx)
}

// objs resolves what an instruction acts on: "what", else "to", else self.
func (g *Game) objTargets(e *Effect, ctx *EvalCtx, def string) []*Object {
	ref := e.What
	if ref == "" {
		ref = def
	}
	var out []*Object
	if e.Filter != nil && e.What == "" {
		return g.Matching(ctx, e.Filter)
	}
	for _, id := range ctx.objRefs(ref) {
		if o := g.Objs[id]; o != nil {
			out = append(out, o)
		}
	}
	return out
}

func ids(os []*Object) []int {
	out := make([]int, len(os))
	for i, o := range os {
		out[i] = o.ID
	}
	return out
}

// draw draws one card; drawing from an empty library loses at the next
// check of state-based actions (704.5b).
func (g *Game) draw(p int) {
	if g.replaceDraw(p) {
		return
	}
	pl := g.Players[p]
	if len(pl.Library) == 0 {
		pl.drewFromEmpty = true
		return
	}
	if g.dredge(p) {
		return
	}
	o := g.Objs[pl.Library[0]]
	n := g.Move(o, ZoneHand, MoveOpts{})
	pl.DrawnThisTurn++
	g.emit(Event{Kind: EvDraw, Player: p, Obj: n.ID, Amount: pl.DrawnThisTurn})
}

// discard discards a card: it goes to its owner's graveyard (or wherever a
// replacement effect sends it), and it is discarded all the same ("whenever
// a player discards a card" triggers, Leyline del Nulla).
func (g *Game) discard(o *Object) *Object {
	if _, ok := g.Chars(o).Keyword("madness"); ok && o.Zone == ZoneHand {
		return g.madnessDiscard(o)
	}
	p := o.Owner
	n := g.Move(o, ZoneGraveyard, MoveOpts{})
	if n != nil {
		g.emit(Event{Kind: EvDiscard, Obj: n.ID, Old: o.ID, Player: p, To: n.Zone, Card: true})
	}
	return n
}

// Destroy destroys a permanent: indestructible ones are unaffected, a
// regeneration shield replaces it (701.8, 701.19a) unless it can't be
// regenerated (701.19c).
func (g *Game) Destroy(o *Object) bool {
	if o.Zone != ZoneBattlefield {
		return false
	}
	if g.Chars(o).Has("indestructible") {
		g.logf("%s is indestructible", g.Describe(o))
		return false
	}
	if g.totemArmor(o) {
		return false
	}
	if o.Regenerate > 0 {
		if r, _ := g.combatRestricted(o, "cant_regenerate"); r {
			g.logf("%s can't be regenerated", g.Describe(o))
		} else {
			o.Regenerate--
			g.tapPermanent(o)
			o.Damage = 0
			g.removeFromCombat(o)
			g.Touch()
			g.logf("%s regenerates", g.Describe(o))
			return false
		}
	}
	g.Move(o, ZoneGraveyard, MoveOpts{})
	return true
}

func (g *Game) sacrifice(o *Object, p int) {
	if o.Zone != ZoneBattlefield {
		return
	}
	g.Move(o, ZoneGraveyard, MoveOpts{})
	g.Players[p].SacrificedThisTurn++
	g.emit(Event{Kind: EvSacrificed, Player: p, Old: o.ID})
}

// createToken creates a token from an inline description.
func (g *Game) createToken(p int, e *Effect) (*Object, error) {
	f, err := FaceFromText(e.Name, "", e.Kind, e.PT, nil)
	if err != nil {
		return nil, err
	}
	for _, r := range e.Colors {
		if Color(r).IsColor() {
			f.Colors = append(f.Colors, Color(r))
		}
	}
	f.Keywords = append(f.Keywords, keywordsOf(e.Keywords)...)
	if e.Ability != nil {
		f.Abilities = append(f.Abilities, e.Ability)
	}
	g.nextID++
	g.ts++
	o := &Object{ID: g.nextID, Owner: p, Controller: p, Token: true, Def: f, Timestamp: g.ts, EnteredTurn: g.Turn, CastDoor: -1, Tapped: e.Tapped}
	o.Card = &CardDef{ID: "token:" + e.Name, Name: e.Name, Faces: []*Face{f}}
	o.Alias = e.Choose
	g.Objs[o.ID] = o
	g.insert(o, ZoneBattlefield, false)
	g.logf("%s creates a %s token", g.Players[p].Name, e.Name)
	g.emit(Event{Kind: EvZoneChange, Obj: o.ID, To: ZoneBattlefield, Player: p, Token: true})
	return o, nil
}

// copySpell puts a copy of a spell on the stack with the same choices
// (707.10): it is not cast.
func (g *Game) copySpell(o *Object, p int) *Object {
	g.nextID++
	g.ts++
	sp := *o.Spell
	c := &Object{ID: g.nextID, Card: o.Card, Owner: p, Controller: p, Copy: true, Zone: ZoneStack, Timestamp: g.ts,
		Spell: &sp, CastDoor: o.CastDoor, Bestowed: o.Bestowed}
	g.Objs[c.ID] = c
	g.stack = append(g.stack, c.ID)
	g.Touch()
	g.logf("a copy of %s is put on the stack", g.Describe(o))
	return c
}

// moveAll moves objects to zone z as one event (see simultaneously).
func (g *Game) moveAll(objs []*Object, z Zone, e *Effect, ctx *EvalCtx, ctrl int, tapped map[int]bool) {
	if z == ZoneBattlefield && len(objs) > 1 {
		// Permanents entering together do not apply their "other
		// creatures enter with counters" to one another (614.12).
		g.enteringTogether = map[int]bool{}
		defer func() { g.enteringTogether = nil }()
	}
	for _, o := range objs {
		var cs map[string]int
		if e.Kind != "" {
			cs = map[string]int{e.Kind: g.num(e.N, ctx, 1)}
		}
		if z == ZoneBattlefield {
			cs = g.ownEntersWithCounters(o, ctx.Ctrl, cs)
		}
		var attachTo *Object
		if z == ZoneBattlefield && g.Chars(o).HasSub(SubAura) {
			// An aura put onto the battlefield without being cast targets
			// nothing (hexproof does not matter), but can only be attached
			// to something it could enchant; otherwise it stays where it is
			// (303.4f).
			if e.Choose != "" {
				attachTo, _ = ctx.objRef(e.Choose)
			} else if len(g.Choices) > 0 {
				// Printed text names nothing: the resolution's choice.
				attachTo = g.ByAlias(g.Choices[0])
				g.Choices = g.Choices[1:]
			}
			// Nor to a permanent entering at the same time (303.4f).
			if attachTo == nil || !g.canEnchant(o, attachTo) || g.enteringTogether[attachTo.ID] {
				g.logf("%s cannot be attached to anything and stays in the %s", g.Describe(o), o.Zone)
				continue
			}
		}
		attacking := e.Attacking
		n := g.Move(o, z, MoveOpts{tapped: tapped[o.ID] || e.Tapped, bottom: e.Bottom, controller: ctrl, counters: cs,
			prep: func(n *Object) {
				if attacking {
					// Put onto the battlefield attacking: never declared as
					// an attacker, so "attacks" abilities do not trigger.
					n.Attacking = true
					n.AttackTarget = g.Opponents(ctx.Ctrl)[0]
				}
				if attachTo != nil {
					n.AttachedTo = attachTo.ID
				}
				if len(e.Types) > 0 && z == ZoneBattlefield {
					g.entersAs(n, e.Types, ctx)
				}
				if z == ZoneBattlefield && len(g.Choices) > 0 && g.entersAsCopyOp(n) != nil {
					g.entersAsCopy(n, g.Choices[0])
					g.Choices = g.Choices[1:]
				}
			}})
		if n != nil {
			// "It's an enchantment" after "return it": later instructions
			// call the new object moved.
			ctx.remember("moved", n)
			if g.enteringTogether != nil {
				g.enteringTogether[n.ID] = true
			}
		}
		if n != nil && z == ZoneBattlefield && n.Card != nil && n.Card.Room {
			n.Unlocked = [2]bool{}
		}
	}
}

// entersAs makes an object that is entering the battlefield of the given
// card types only, for the rest of the game, as it enters: "return it to
// the battlefield. It's an enchantment. (It's not a creature.)" (the
// Nitescences). Its creature types go with its creature type (205.1b).
func (g *Game) entersAs(n *Object, types []string, ctx *EvalCtx) {
	op, ok := g.opsRegistry().Lookup("set_types")
	if !ok {
		return
	}
	g.ts++
	e := &Effect{Op: "set_types", Types: types, Until: "game"}
	cls := op.Handler.class
	g.effects = append(g.effects, &contEffect{kind: cls.kind, layer: cls.layer, ts: g.ts, source: ctx.Src, ctrl: ctx.Ctrl,
		op: e, ctx: ctx, until: e.Until, turn: g.Turn, apply: op.Handler.apply, locked: []int{n.ID}})
	g.Touch()
}
