package rules

import "strings"

// Soulbond (702.95a): "When this creature enters, if you control both
// this creature and another creature and both are unpaired, you may pair
// this creature with another unpaired creature you control for as long as
// both remain creatures on the battlefield under your control" and
// "Whenever another creature enters under your control, if you control
// both that creature and this one and both are unpaired, you may pair that
// creature with this creature for as long as …". The two triggers are one
// ability here: an entering creature you control (this one or another) is
// the event, can_pair the intervening "if" of whichever applies. Its
// static abilities ("as long as ~ is paired with another creature, both
// creatures have …") read paired(self) and the reference "pair": the
// creature and the creature it is paired with (702.95c).
//
// A pairing ends when either creature leaves the battlefield (it becomes
// a new object), stops being a creature or changes controller; paired
// checks that each time it is asked.

// soulbondTrigger is the keyword's triggered ability.
func soulbondTrigger() *Ability {
	return &Ability{Kind: KindTriggered, Label: "soulbond", When: "enters_any", Filter: MustParseFilter("creature you_control"),
		If: MustParseExpr("can_pair(self)"), Effects: []*Effect{{Op: "pair", Optional: true}}}
}

func soulbondOps() []Op {
	return []Op{
		{Name: "pair", Doc: "soulbond (702.95a): the source and the creature that entered (it) become paired; when the source itself entered, with another unpaired creature its controller controls, the resolve action's choice (an alias; none: none is paired)",
			Handler: OneShot((*Game).opPair)},
	}
}

// soulbondFuncs are the expression functions of soulbond.
var soulbondFuncs = map[string]exprFunc{
	"paired": {[]Arg{Req("ref", ArgRef)}, "1 if the creature is paired with another creature (soulbond, 702.95)", func(_ string, args []string) (evalFn, error) {
		ref := args[0]
		return func(c *EvalCtx) int {
			o, _ := c.objRef(ref)
			return b2i(o != nil && c.G.partner(o) != nil)
		}, nil
	}},
	"paired_with": {[]Arg{Req("ref", ArgRef), Req("filter", ArgFilter)}, "1 if the creature is paired with a creature matching the filter (\"unless it's paired with a creature with soulbond\")", func(_ string, args []string) (evalFn, error) {
		ref := strings.TrimSpace(args[0])
		f, err := ParseFilter(args[1])
		if err != nil {
			return nil, err
		}
		return func(c *EvalCtx) int {
			o, _ := c.objRef(ref)
			if o == nil {
				return 0
			}
			p := c.G.partner(o)
			return b2i(p != nil && c.G.matchObj(c, f, p, c.G.Chars(p)))
		}, nil
	}},
	"can_pair": {[]Arg{Req("ref", ArgRef)}, "1 if the creature and the creature that entered (it), or another creature when it entered itself, are unpaired creatures its controller controls (soulbond's intervening if)", func(_ string, args []string) (evalFn, error) {
		ref := args[0]
		return func(c *EvalCtx) int {
			o, _ := c.objRef(ref)
			it, _ := c.itRef()
			return b2i(o != nil && it != nil && len(c.G.pairable(o, it)) > 0)
		}, nil
	}},
}

// partner returns the creature o is paired with, nil if the pairing does
// not hold (any more).
func (g *Game) partner(o *Object) *Object {
	if o.Paired == 0 || o.Zone != ZoneBattlefield {
		return nil
	}
	p := g.Objs[o.Paired]
	if p == nil || p.Zone != ZoneBattlefield || p.Paired != o.ID {
		return nil
	}
	co, cp := g.Chars(o), g.Chars(p)
	if !co.Is(TCreature) || !cp.Is(TCreature) || co.Controller != cp.Controller {
		return nil
	}
	return p
}

// unpairedCreature reports whether o is a creature on the battlefield,
// controlled by ctrl, paired with no creature.
func (g *Game) unpairedCreature(o *Object, ctrl int) bool {
	c := g.Chars(o)
	return o.Zone == ZoneBattlefield && c.Is(TCreature) && c.Controller == ctrl && g.partner(o) == nil
}

// pairable returns the creatures src may be paired with now that entered
// has entered: entered itself if it is another creature, else every other
// unpaired creature src's controller controls; none if src cannot be.
func (g *Game) pairable(src, entered *Object) []*Object {
	ctrl := g.Chars(src).Controller
	if !g.unpairedCreature(src, ctrl) {
		return nil
	}
	if entered.ID != src.ID {
		if g.unpairedCreature(entered, ctrl) {
			return []*Object{entered}
		}
		return nil
	}
	var out []*Object
	for _, o := range g.Battlefield() {
		if o.ID != src.ID && g.unpairedCreature(o, ctrl) {
			out = append(out, o)
		}
	}
	return out
}

// opPair pairs the source with the creature that entered, or with the
// creature the resolution chose when the source itself entered.
func (g *Game) opPair(_ *Effect, ctx *EvalCtx) error {
	src := g.Objs[ctx.Src]
	entered, _ := ctx.itRef()
	if src == nil || entered == nil {
		g.did = false
		return nil
	}
	cands := g.pairable(src, entered)
	var with *Object
	if entered.ID != src.ID && len(cands) == 1 {
		with = cands[0]
	} else if len(g.Choices) > 0 {
		chosen := g.ByAlias(g.Choices[0])
		g.Choices = g.Choices[1:]
		for _, o := range cands {
			if chosen != nil && o.ID == chosen.ID {
				with = o
			}
		}
	}
	if with == nil {
		g.did = false
		g.logf("%s is paired with no creature", g.Describe(src))
		return nil
	}
	src.Paired, with.Paired = with.ID, src.ID
	g.Touch()
	g.logf("%s and %s are paired", g.Describe(src), g.Describe(with))
	return nil
}
