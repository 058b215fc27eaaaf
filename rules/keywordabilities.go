package rules

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// Keyword abilities that are triggered abilities (persist, undying, ward):
// an object with the keyword has the ability its rule defines, built once
// per keyword and cost and shared by every object that has it.

// keywordTrigger returns the triggered ability keyword k stands for, or nil
// when k is not one. The game keeps one per keyword and cost, so that an
// ability is the same value every time the object is looked at.
func (g *Game) keywordTrigger(k Keyword) *Ability { return g.keywordTriggerInstance(k, 0) }

// keywordTriggerInstance is keywordTrigger for the n-th instance (from 0)
// of the same keyword on one object: each instance triggers separately
// (702.45b bushido, 702.25c flanking, 702.83b exalted), so each is an
// ability of its own.
func (g *Game) keywordTriggerInstance(k Keyword, n int) *Ability {
	key := k.Key + " " + k.Cost.String() + fmt.Sprint(k.N) + " " + k.Arg
	if n > 0 {
		key += fmt.Sprintf(" #%d", n)
	}
	if a, ok := g.kwAbilities[key]; ok {
		return a
	}
	var a *Ability
	switch k.Key {
	case "undying", "persist":
		// 702.93a, 702.79a: "When this creature dies, if it had no +1/+1
		// (-1/-1) counters on it, return it to the battlefield under its
		// owner's control with a +1/+1 (-1/-1) counter on it."
		kind := map[string]string{"undying": "+1/+1", "persist": "-1/-1"}[k.Key]
		a = &Ability{Kind: KindTriggered, Label: k.Key, When: "dies", If: MustParseExpr("counters(self, " + kind + ") == 0"),
			Effects: []*Effect{{Op: "move", What: "it_cards", Zone: "battlefield", Kind: kind, N: ConstExpr(1)}}}
	case "prowess":
		// 702.108a: "Whenever you cast a noncreature spell, this creature
		// gets +1/+1 until end of turn."
		a = &Ability{Kind: KindTriggered, Label: "prowess", When: "cast_any", Filter: MustParseFilter("noncreature spell"),
			Effects: []*Effect{{Op: "pump", P: ConstExpr(1), T: ConstExpr(1), What: "self", Until: "eot"}}}
	case "exalted":
		// 702.83a: "Whenever a creature you control attacks alone, that
		// creature gets +1/+1 until end of turn."
		a = &Ability{Kind: KindTriggered, Label: "exalted", When: "attacks_alone", Filter: MustParseFilter("creature you_control"),
			Effects: []*Effect{{Op: "pump", P: ConstExpr(1), T: ConstExpr(1), What: "it", Until: "eot"}}}
	case "storm":
		// 702.40a: "When you cast this spell, copy it for each spell cast
		// before it this turn."
		a = &Ability{Kind: KindTriggered, Label: "storm", When: "cast_self",
			Effects: []*Effect{{Op: "storm_copies"}}}
	case "cascade":
		// 702.85a: "When you cast this spell, exile cards … until …
		// a nonland card whose mana value is less …" (cascade.go).
		a = &Ability{Kind: KindTriggered, Label: "cascade", When: "cast_self",
			Effects: []*Effect{{Op: "cascade"}}}
	case "echo":
		// 702.30a: "At the beginning of your upkeep, if this came under
		// your control since the beginning of your last upkeep, sacrifice
		// it unless you pay [cost]."
		if k.Cost == nil {
			return nil
		}
		a = &Ability{Kind: KindTriggered, Label: "echo", When: "upkeep", If: MustParseExpr("echo_due(self)"),
			Effects: []*Effect{{Op: "sacrifice_unless_paid", What: "self", Cost: k.Cost}}}
	case "ward":
		// 702.21a: "Whenever this permanent becomes the target of a spell
		// or ability an opponent controls, counter it unless that player
		// pays [cost]."
		if a = wardSacrifice(k); a != nil {
			break
		}
		if k.Cost == nil && k.N == 0 {
			return nil
		}
		e := &Effect{Op: "counter_unless_paid", What: "it_source", Cost: k.Cost}
		if k.N > 0 {
			e.N = ConstExpr(k.N)
		}
		a = &Ability{Kind: KindTriggered, Label: "ward", When: "targeted_by_opp", Effects: []*Effect{e}}
	case "hideaway":
		a = hideawayTrigger(k)
	case "haunt":
		a = hauntDiesTrigger()
	case "miracle", "madness":
		if a = keywordCastTrigger(k); a == nil {
			return nil
		}
	default:
		if a = eraKeywordTrigger(k); a == nil {
			a = graftTrigger(k) // enter_keywords.go
		}
		if a == nil {
			a = conspireTrigger(k) // conspire.go
		}
		if a == nil {
			return nil
		}
	}
	return g.keepKeywordAbility(key, a)
}

// keepKeywordAbility keeps a, the ability of a keyword and cost (key), so
// that every object with the keyword has the same value.
func (g *Game) keepKeywordAbility(key string, a *Ability) *Ability {
	a.RoomDoor = -1
	if g.kwAbilities == nil {
		g.kwAbilities = map[string]*Ability{}
	}
	g.kwAbilities[key] = a
	return a
}

// addKeywordAbilities gives an object the abilities of its keywords that
// of builds (nil: the keyword has none of that kind).
func addKeywordAbilities(c *Chars, of func(Keyword) *Ability) {
	for _, k := range c.Keywords {
		if a := of(k); a != nil && !hasAbility(c.Abilities, a) {
			c.Abilities = append(c.Abilities, a)
		}
	}
}

// addKeywordTriggers gives an object the triggered abilities of its keywords.
// A written miracle trigger stands for the keyword's (keyword_casts.go).
func (g *Game) addKeywordTriggers(c *Chars) {
	written := writtenMiracle(c)
	instances := map[string]int{}
	addKeywordAbilities(c, func(k Keyword) *Ability {
		if k.Key == "miracle" && written {
			return nil
		}
		id := k.Key + " " + k.Cost.String() + fmt.Sprint(k.N) + " " + k.Arg
		n := instances[id]
		instances[id]++
		return g.keywordTriggerInstance(k, n)
	})
}

func hasAbility(as []*Ability, a *Ability) bool {
	for _, x := range as {
		if x == a {
			return true
		}
	}
	return false
}

// counterUnlessPaid counters what unless its controller pays cost (mana)
// or n life. The player pays when they can, unless the resolve action
// declines for them.
func (g *Game) counterUnlessPaid(e *Effect, ctx *EvalCtx) error {
	for _, o := range g.objTargets(e, ctx, "t0") {
		if o.Zone != ZoneStack {
			continue
		}
		p := o.Controller
		pl := g.Players[p]
		paid := false
		switch {
		case g.Declining:
		case e.N != nil:
			if n := g.num(e.N, ctx, 0); pl.Life >= n {
				g.loseLife(p, n, ctx.Src)
				paid = true
			}
		default:
			// "Counter target spell unless its controller pays {X}": the X
			// of the ability that counters (the spell's X as it was cast,
			// 107.3a).
			if pool := pl.Pool.Clone(); pool.Pay(e.Cost.WithX(ctx.X)) == nil {
				pl.Pool = pool
				paid = true
			}
		}
		if paid {
			g.logf("%s pays for %s: it is not countered", pl.Name, g.Describe(o))
			continue
		}
		if err := g.opCounter(&Effect{Op: "counter", What: "t0", NewZone: e.NewZone, Bottom: e.Bottom}, &EvalCtx{G: g, Src: ctx.Src, Ctrl: ctx.Ctrl,
			Targets: [][]Target{{{Obj: o.ID}}}}); err != nil {
			return err
		}
	}
	return nil
}

// keywordOps are the ops of keyword abilities' rules.
func keywordOps() []Op {
	return []Op{
		{Name: "counter_unless_paid", Doc: "counters what (default t0), a spell or ability, unless its controller pays cost (mana; {X}: the X of the ability that counters) or n life; they pay when they can unless the resolve action declines (ward); instead and bottom as for counter",
			Args: []Arg{Opt("what", ArgRef), Opt("cost", ArgMana), Opt("n", ArgExpr), Opt("instead", ArgZone), Opt("bottom", ArgBool)}, Handler: OneShot((*Game).counterUnlessPaid)},
		{Name: "sacrifice_unless_paid", Doc: "what's (default self) controller sacrifices it unless they pay cost (mana); they pay when they can unless the resolve action declines (echo)",
			Args: []Arg{Opt("what", ArgRef), Req("cost", ArgMana)}, Handler: OneShot((*Game).sacrificeUnlessPaid)},
		{Name: "storm_copies", Doc: "copies the source spell once for each spell cast before it this turn (storm), each copy with the same choices",
			Handler: OneShot((*Game).stormCopies)},
		{Name: "counter_unless_sacrifice", Doc: "counters what (default t0), a spell or ability, unless its controller sacrifices n permanents matching filter (the resolve action's choices, else the first found), unless the resolve action declines (ward)",
			Args: []Arg{Opt("what", ArgRef), Req("n", ArgExpr), Req("filter", ArgFilter)}, Handler: OneShot((*Game).counterUnlessSacrifice)},
	}
}

// changelingHasSub: a changeling has every creature type (702.73a), so
// any subtype that is not the subtype of another card type.
func changelingHasSub(c *Chars, s string) bool {
	if !hasEveryCreatureType(c) {
		return false
	}
	f := text.FoldLine(s)
	if _, ok := notCreatureTypes[f]; ok || f == "" || strings.Contains(f, " ") {
		return false
	}
	return true
}
