package rules

import (
	"slices"
	"sort"

	"github.com/arbitre/arbitre/mana"
)

// Layers of rule 613, with the P/T sublayers numbered 71-74.
const (
	layerCopy    = 1
	layerControl = 2
	layerText    = 3
	layerType    = 4
	layerColor   = 5
	layerAbility = 6
	layerPTCDA   = 71
	layerPTSet   = 72
	layerPTMod   = 73
	layerPTSwap  = 74
)

type effKind int

const (
	effLayer    effKind = iota // changes characteristics
	effRedirect                // replacement: a card goes to another zone instead
	effPlayer                  // changes a rule for players (hand size, land plays, life gain)
	effDamage                  // replacement or prevention of damage
	effCost                    // changes what spells cost
	effCombat                  // attack and block restrictions
	effStack                   // what may be done to a spell on the stack, read from the spell itself
)

// contEffect is a continuous effect (rule 611) or a replacement effect.
type contEffect struct {
	kind   effKind
	layer  int
	ts     int
	source int // object that generated it
	ctrl   int
	op     *Effect
	ctx    *EvalCtx
	// Who it affects: a fixed set locked in as a spell resolved (611.2c), a
	// reference ("self", "enchanted") or a filter evaluated continuously.
	locked   []int
	lockedPl []int
	ref      string
	filter   *Filter
	cond     *Expr
	until    string // "eot", "" for as long as its source has the ability
	static   bool
	ability  *Ability
	// effRedirect
	fromBattlefield bool
	toZone, newZone Zone
	// effDamage: a prevention shield's remaining amount
	shield int
	p, t   int // values fixed as the effect began (locked P/T changes)
	// control: the player who gains control, index+1, fixed as the
	// effect began (controlTo); 0 the effect's controller, -1 nobody.
	ctrlTo int
	turn   int // the turn it began
	// apply applies a layer effect (the op's handler, or a rule's).
	apply func(g *Game, e *contEffect, o *Object, c *Chars)

	// prevent_next_chosen: the source chosen as the effect began (609.7b),
	// 0 once the shield is used up
	chosenSrc int
}

// Chars returns an object's current characteristics.
func (g *Game) Chars(o *Object) *Chars {
	if g.partial != nil {
		if c, ok := g.partial[o.ID]; ok {
			return c
		}
		return g.BaseChars(o)
	}
	if g.dirty || g.cache == nil {
		g.computeAll()
	}
	if c, ok := g.cache[o.ID]; ok {
		return c
	}
	return g.BaseChars(o)
}

// View returns an object's characteristics (exported for tests and pages).
func (g *Game) View(o *Object) *Chars { return g.Chars(o) }

// FaceChars turns a printed face into characteristics.
func FaceChars(f *Face, ctrl int) *Chars {
	c := &Chars{Controller: ctrl}
	if f.Name != "" {
		c.Names = []string{f.Name}
	}
	c.Cost = f.Cost
	c.ManaValue = f.Cost.ManaValue(0)
	c.Colors = append([]Color(nil), f.Colors...)
	c.Supertypes = append([]string(nil), f.Supertypes...)
	c.Types = append([]string(nil), f.Types...)
	c.Subtypes = append([]string(nil), f.Subtypes...)
	if f.Power != "" {
		c.HasPT = true
		c.Power, c.Toughness = ptValue(f.Power), ptValue(f.Toughness)
	}
	c.Loyalty = f.Loyalty
	c.Keywords = append([]Keyword(nil), f.Keywords...)
	c.Abilities = append([]*Ability(nil), f.Abilities...)
	if c.Has("devoid") {
		// Devoid (702.114a) is a characteristic-defining ability: the
		// object is colorless, before any effect of layer 5 applies.
		c.Colors = nil
	}
	return c
}

// BaseChars are the characteristics before continuous effects: the printed
// face, or what a rule substitutes for it (face-down 2/2, a room's unlocked
// doors, a melded permanent's combined back faces).
func (g *Game) BaseChars(o *Object) *Chars {
	if o.Ability != nil {
		c := &Chars{Controller: o.Controller}
		if o.Ability.SrcName != "" {
			c.Names = []string{o.Ability.SrcName}
		}
		return c
	}
	if o.CopyOf != 0 && o.Zone == ZoneBattlefield {
		if c := g.copiable(o.CopyOf, 0); c != nil {
			c.Controller = o.Controller
			o.CopyExcept.apply(c)
			return c
		}
	}
	if o.FaceDown && (o.Zone == ZoneBattlefield || o.Zone == ZoneStack) {
		// Rule 708.2: a face-down permanent is a 2/2 creature with no name,
		// mana cost, subtypes or abilities, colorless, mana value 0.
		return faceDownChars(o.Controller, o.FaceDownAs)
	}
	if c := mergedChars(o); c != nil {
		return c
	}
	if c := g.transformedChars(o); c != nil {
		return c
	}
	if len(o.MeldCards) == 2 && o.Zone == ZoneBattlefield {
		c := FaceChars(o.MeldCards[0].MeldResult, o.Controller)
		c.Colors = nil // combined back faces are colorless (712: "incolores")
		c.ManaValue = 0
		if !o.MeldCopy {
			for _, m := range o.MeldCards {
				c.ManaValue += m.front().Cost.ManaValue(0)
			}
		}
		return c
	}
	if o.Def != nil {
		c := FaceChars(o.Def, o.Controller)
		if o.MeldCopy {
			c.ManaValue = 0
		}
		return c
	}
	if o.Card == nil {
		return &Chars{Controller: o.Controller}
	}
	if o.Card.Room {
		var doors []int
		switch o.Zone {
		case ZoneStack:
			if o.Spell != nil && o.Spell.Door >= 0 {
				doors = []int{o.Spell.Door}
			}
		case ZoneBattlefield:
			for i := range o.Card.Faces {
				if i < 2 && o.Unlocked[i] {
					doors = append(doors, i)
				}
			}
		default:
			doors = []int{0, 1}
		}
		c := &Chars{Controller: o.Controller}
		// The shared type line: every door carries it.
		f0 := o.Card.Faces[0]
		c.Supertypes = append([]string(nil), f0.Supertypes...)
		c.Types = append([]string(nil), f0.Types...)
		c.Subtypes = append([]string(nil), f0.Subtypes...)
		for _, d := range doors {
			f := o.Card.Faces[d]
			c.Names = append(c.Names, f.Name)
			c.Cost = append(append(ManaCost{}, c.Cost...), f.Cost...)
			c.ManaValue += f.Cost.ManaValue(0)
			for _, col := range f.Colors {
				if !c.HasColor(col) {
					c.Colors = append(c.Colors, col)
				}
			}
			c.Keywords = append(c.Keywords, f.Keywords...)
			for _, a := range f.Abilities {
				c.Abilities = append(c.Abilities, a)
			}
		}
		sortColors(c.Colors)
		return c
	}
	c := FaceChars(o.Card.front(), o.Controller)
	if o.Zone == ZoneStack && o.Spell != nil {
		c.ManaValue = o.Card.front().Cost.ManaValue(o.Spell.X)
	}
	return c
}

// copiable returns the copiable values of an object (707.2): what is
// printed, or what it copies in turn (a copy of a copy copies what the
// original copied); a copy of a melded permanent has the combined back
// faces with a mana value of 0 (712.3b).
func (g *Game) copiable(id, depth int) *Chars {
	o := g.Objs[id]
	if o == nil {
		// The original has left its zone: a copy keeps the values it
		// copied, which were locked in as its copy effect began (707.4);
		// they are the original's as it last existed. (A Clone and what
		// it copies destroyed together both die with those values.)
		if e := g.lki[id]; e != nil {
			obj := e.obj
			o = &obj
		}
	}
	if o == nil || depth > 8 {
		return nil
	}
	if o.CopyOf != 0 {
		// The exceptions of its copy effect are copiable values too
		// (707.9b): a copy of the Balloon token is a Balloon.
		c := g.copiable(o.CopyOf, depth+1)
		o.CopyExcept.apply(c)
		return c
	}
	if len(o.MeldCards) == 2 {
		c := FaceChars(o.MeldCards[0].MeldResult, o.Controller)
		c.Colors = nil
		c.ManaValue = 0
		return c
	}
	if c := mergedChars(o); c != nil {
		// A copy of a merged permanent copies the merged characteristics
		// (702.140e: the top's, with every component's abilities).
		return c
	}
	if o.Def != nil {
		return FaceChars(o.Def, o.Controller)
	}
	if o.Card == nil || o.Card.Room {
		return nil
	}
	c := FaceChars(o.Card.front(), o.Controller)
	if o.Zone == ZoneStack && o.Spell != nil {
		// A spell on the stack: its X is the value chosen as it was cast
		// (107.3m), and a copy of it has that mana value too.
		c.ManaValue = o.Card.front().Cost.ManaValue(o.Spell.X)
	}
	return c
}

func sortColors(cs []Color) {
	idx := func(c Color) int {
		for i, x := range mana.WUBRG() {
			if x == c {
				return i
			}
		}
		return 9
	}
	sort.Slice(cs, func(i, j int) bool { return idx(cs[i]) < idx(cs[j]) })
}

// computeAll applies every continuous effect to every object, layer by
// layer (613.1), each layer in timestamp order (613.7). Effects are applied
// across all objects one layer at a time so that an effect's set of
// affected objects is decided by the characteristics the earlier layers
// produced. Dependencies (613.8) are not modelled: timestamp order decides.
func (g *Game) computeAll() {
	all := g.allObjects()
	g.partial = make(map[int]*Chars, len(all))
	for _, o := range all {
		g.partial[o.ID] = g.BaseChars(o)
	}
	effs := g.layerEffects()
	layers := []int{layerCopy, layerControl, layerText, layerType, layerColor, layerAbility, layerPTCDA, layerPTSet, layerPTMod, layerPTSwap}
	for _, L := range layers {
		if L == layerAbility {
			// Keyword counters grant their keyword (613.1f).
			for _, o := range all {
				if o.Zone != ZoneBattlefield {
					continue
				}
				for k, n := range o.Counters {
					if n > 0 && isKeywordCounter(k) {
						g.partial[o.ID].addKeyword(Keyword{Key: k})
					}
				}
			}
		}
		if L == layerPTMod {
			// +1/+1 and -1/-1 counters (613.4c).
			for _, o := range all {
				if o.Zone != ZoneBattlefield {
					continue
				}
				c := g.partial[o.ID]
				c.Power += o.CounterCount("+1/+1") - o.CounterCount("-1/-1")
				c.Toughness += o.CounterCount("+1/+1") - o.CounterCount("-1/-1")
			}
		}
		if L >= layerPTCDA {
			// Static abilities removed in layer 6 no longer apply in layer 7
			// (613.6 only keeps effects that already began applying).
			effs = g.filterLostAbilities(effs)
		}
		for _, e := range effs {
			if e.layer != L {
				continue
			}
			if e.cond != nil && e.cond.Eval(e.ctx) == 0 {
				continue
			}
			for _, o := range all {
				if g.effectApplies(e, o) {
					applyLayer(g, e, o, g.partial[o.ID])
				}
			}
		}
	}
	for _, o := range all {
		c := g.partial[o.ID]
		if !c.Is(TCreature) && !c.HasSub(SubVehicle) && o.Zone == ZoneBattlefield {
			c.HasPT = false
		}
		// A land with a basic land type has that type's mana ability, even
		// when an effect gave it the type (305.6).
		if c.Is(TLand) {
			for _, s := range c.Subtypes {
				col, ok := basicLandColor[s]
				if !ok || hasIntrinsic(c, col) {
					continue
				}
				c.Abilities = append(c.Abilities, intrinsicMana(col))
			}
		}
		g.addKeywordTriggers(c)
		g.AddKeywordActivated(c)
		g.addCipherTriggers(o, c)
	}
	g.cache = g.partial
	g.partial = nil
	g.dirty = false
}

func isKeywordCounter(k string) bool {
	switch k {
	case "flying", "first_strike", "double_strike", "deathtouch", "hexproof", "indestructible",
		"lifelink", "menace", "reach", "trample", "vigilance", "haste":
		return true
	}
	return false
}

func (g *Game) allObjects() []*Object {
	out := make([]*Object, 0, len(g.Objs))
	for _, o := range g.Objs {
		out = append(out, o)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// layerEffects gathers the characteristic-changing effects: those created
// by resolved spells and abilities, the effects rules attach to impending,
// bestowed and face-down permanents, and those of static abilities of
// permanents, with the timestamp of their source (a door's static abilities
// take the time the door was unlocked).
func (g *Game) layerEffects() []*contEffect {
	g.endSourceTapped()
	var out []*contEffect
	for _, e := range g.effects {
		if e.kind == effLayer {
			out = append(out, e)
		}
	}
	for _, o := range g.Battlefield() {
		if o.Impending && o.CounterCount("time") > 0 {
			id := o.ID
			out = append(out, &contEffect{kind: effLayer, layer: layerType, ts: o.Timestamp, source: id, locked: []int{id},
				op: &Effect{Op: "not_creature"}, apply: applyNotCreature})
		}
		if o.Bestowed && o.AttachedTo != 0 {
			id := o.ID
			out = append(out, &contEffect{kind: effLayer, layer: layerType, ts: o.Timestamp, source: id, locked: []int{id},
				op: &Effect{Op: "bestowed"}, apply: applyBestowed})
		}
	}
	for _, o := range g.Stack() {
		// A spell cast bestowed is an aura spell, not a creature spell
		// (702.103b).
		if o.Bestowed {
			id := o.ID
			out = append(out, &contEffect{kind: effLayer, layer: layerType, ts: o.Timestamp, source: id, locked: []int{id},
				op: &Effect{Op: "bestowed"}, apply: applyBestowed})
		}
	}
	out = append(out, g.staticEffects(effLayer)...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].ts < out[j].ts })
	return out
}

// staticEffects returns the effects of kind k generated by the static
// abilities of permanents (and of cards whose abilities work elsewhere).
func (g *Game) staticEffects(k effKind) []*contEffect {
	var out []*contEffect
	// Permanents' static abilities, and those of face-up ongoing schemes in
	// the command zone (their abilities work from there).
	srcs := append(g.Battlefield(), g.list(g.command)...)
	for _, o := range srcs {
		ch := g.Chars(o)
		for _, a := range ch.Abilities {
			if a.Kind != KindStatic {
				continue
			}
			ts := o.Timestamp
			if a.RoomDoor >= 0 && a.RoomDoor < 2 && o.DoorTS[a.RoomDoor] > 0 {
				ts = o.DoorTS[a.RoomDoor]
			}
			ctx := &EvalCtx{G: g, Src: o.ID, Ctrl: ch.Controller}
			for _, e := range a.Static {
				ce := g.continuousFrom(e, ctx, ts, true)
				if ce == nil || ce.kind != k {
					continue
				}
				ce.ability = a
				ce.cond = CombineCond(a.If, e.If)
				out = append(out, ce)
			}
		}
	}
	return out
}

// CombineCond returns the condition "a and b"; a nil condition always holds.
func CombineCond(a, b *Expr) *Expr {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return &Expr{src: a.src + " && " + b.src, Eval: func(c *EvalCtx) int { return b2i(a.Eval(c) != 0 && b.Eval(c) != 0) }}
}

// filterLostAbilities drops static effects whose source no longer has the
// ability that generates them.
func (g *Game) filterLostAbilities(effs []*contEffect) []*contEffect {
	out := effs[:0:0]
	for _, e := range effs {
		if e.static && e.ability != nil {
			src := g.Objs[e.source]
			if src == nil {
				continue
			}
			c := g.partial[src.ID]
			found := false
			for _, a := range c.Abilities {
				if a == e.ability {
					found = true
					break
				}
			}
			if !found && e.layer >= layerPTCDA {
				continue
			}
		}
		out = append(out, e)
	}
	return out
}

// effectApplies reports whether effect e affects object o now.
func (g *Game) effectApplies(e *contEffect, o *Object) bool {
	if e.locked != nil {
		return slices.Contains(e.locked, o.ID)
	}
	if e.ref != "" {
		ids := e.ctx.objRefs(e.ref)
		return slices.Contains(ids, o.ID)
	}
	if e.filter != nil {
		if !e.filter.InZone(o.Zone) {
			return false
		}
		return g.matchObj(e.ctx, e.filter, o, g.Chars(o))
	}
	return false
}

var intrinsicAbilities = func() map[Color]*Ability {
	m := map[Color]*Ability{}
	for _, c := range mana.WUBRG() {
		m[c] = &Ability{Kind: KindMana, Tap: true, Mana: []Color{c}, Label: "mana:" + string(c), Intrinsic: true, RoomDoor: -1}
	}
	return m
}()

func intrinsicMana(c Color) *Ability { return intrinsicAbilities[c] }

func hasIntrinsic(c *Chars, col Color) bool {
	for _, a := range c.Abilities {
		if a.Kind == KindMana && len(a.Mana) == 1 && a.Mana[0] == col {
			return true
		}
	}
	return false
}

// locked2 reports whether the effect's numbers were fixed when it began
// (a resolved "gets +X/+0" fixes X, 608.2h).
func (e *contEffect) locked2() bool { return !e.static }

// keepNonCreatureSubtypes drops creature types, keeping the subtypes that
// belong to other card types.
func keepNonCreatureSubtypes(subs []string) []string {
	var out []string
	for _, s := range subs {
		switch s {
		case SubAura, SubEquipment, SubVehicle, SubRoom, "plains", "island", "swamp", "mountain", "forest", "shrine", "saga", "cartouche", "curse":
			out = append(out, s)
		}
	}
	return out
}

// activeEffects returns every continuous effect in force (resolved and
// static), oldest first.
func (g *Game) activeEffects() []*contEffect {
	g.endSourceTapped()
	out := append([]*contEffect(nil), g.effects...)
	for _, k := range []effKind{effRedirect, effPlayer, effDamage, effCost, effCombat} {
		out = append(out, g.staticEffects(k)...)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].ts < out[j].ts })
	return out
}
