package rules

import (
	"fmt"
	"strings"
)

// Keyword abilities that are activated abilities.
//
// Ninjutsu (702.49): "[cost], Return an unblocked attacker you control to
// hand: Put this card onto the battlefield from your hand tapped and
// attacking." An activated ability of the card in its owner's hand.
//
// Cycling (702.29): "[cost], Discard this card: Draw a card." An activated
// ability of the card in its owner's hand; typecycling searches instead.
//
// Equip (702.6): "[cost]: Attach this permanent to target creature you
// control. Activate only as a sorcery." Its cost is mana, or another cost
// ("Équipement — Sacrifiez une créature": Arg "sacrifice:creature").

// keywordActivated returns the activated ability keyword k stands for, or
// nil when k is not one; one value per keyword and cost, as for the
// triggered ones.
func (g *Game) keywordActivated(k Keyword) *Ability {
	key := "activated " + k.Key + " " + k.Cost.String() + " " + k.Arg + " " + fmt.Sprint(k.N)
	if a, ok := g.kwAbilities[key]; ok {
		return a
	}
	var a *Ability
	switch k.Key {
	case "ninjutsu":
		a = &Ability{Kind: KindActivated, Label: "ninjutsu", From: "hand", Cost: k.Cost,
			Bounce: "creature unblocked you_control",
			// If the card left the hand before the ability resolves, "self"
			// names nothing and nothing enters (702.49c).
			Effects: []*Effect{{Op: "move", What: "self", Zone: "battlefield", Tapped: true, Attacking: true}}}
	case "cycling":
		// Cycling (702.29): "[cost], Discard this card: Draw a card."
		if k.Cost == nil {
			return nil
		}
		a = &Ability{Kind: KindActivated, Label: "cycling", From: "hand", Cost: k.Cost, DiscardSelf: true,
			Effects: []*Effect{{Op: "draw", N: ConstExpr(1)}}}
	case "typecycling":
		if a = typecyclingAbility(k); a == nil {
			return nil
		}
	case "transmute":
		if a = transmuteAbility(k); a == nil {
			return nil
		}
	case "level_up":
		// Level up (702.87a): "[cost]: Put a level counter on this.
		// Activate only as a sorcery."
		if k.Cost == nil {
			return nil
		}
		a = &Ability{Kind: KindActivated, Label: "level_up", Sorcery: true, Cost: k.Cost,
			Effects: []*Effect{{Op: "counters", What: "self", Kind: "level", N: ConstExpr(1)}}}
	case "equip":
		f, err := ParseFilter("creature you_control")
		if err != nil {
			return nil
		}
		a = &Ability{Kind: KindActivated, Label: "equip", Sorcery: true, Cost: k.Cost,
			Sacrifice: sacrificeCost(k.Arg),
			Targets:   []*TargetSpec{{Filter: f, Min: 1, Max: 1}},
			Effects:   []*Effect{{Op: "attach", What: "self", To: "t0"}}}
		if a.Cost == nil && a.Sacrifice == "" {
			return nil
		}
	case "outlast":
		// Outlast (702.107a): "[cost], {T}: Put a +1/+1 counter on this
		// creature. Activate only as a sorcery."
		if k.Cost == nil {
			return nil
		}
		a = &Ability{Kind: KindActivated, Label: "outlast", Sorcery: true, Cost: k.Cost, Tap: true,
			Effects: []*Effect{{Op: "counters", What: "self", Kind: "+1/+1", N: ConstExpr(1)}}}
	case "unearth":
		if a = unearthAbility(k); a == nil {
			return nil
		}
	case "crew":
		if a = crewAbility(k); a == nil {
			return nil
		}
	default:
		return nil
	}
	return g.keepKeywordAbility(key, a)
}

// AddKeywordActivated gives an object the activated abilities of its
// keywords.
func (g *Game) AddKeywordActivated(c *Chars) { addKeywordAbilities(c, g.keywordActivated) }

// canBounce checks a cost of returning a permanent to its owner's hand:
// the activation's chosen object must match the filter and be yours.
func (g *Game) canBounce(p int, a *Ability, ctx *EvalCtx, opts CastOptions) error {
	if a.Bounce == "" || a.Bounce == "self" {
		return nil
	}
	f, err := ParseFilter(a.Bounce)
	if err != nil {
		return err
	}
	if opts.Chosen == nil {
		return fmt.Errorf("choose what to return to hand (%s)", a.Bounce)
	}
	if !g.matchObj(ctx, f, opts.Chosen, g.Chars(opts.Chosen)) || g.Chars(opts.Chosen).Controller != p {
		return fmt.Errorf("cannot pay the cost: %s is not %s", g.Describe(opts.Chosen), a.Bounce)
	}
	return nil
}

// sacrificeCost is the filter of a keyword's sacrifice cost ("sacrifice:creature"), "" if none.
func sacrificeCost(arg string) string {
	if f, ok := strings.CutPrefix(arg, "sacrifice:"); ok {
		return f
	}
	return ""
}
