package rules

import (
	"fmt"
	"slices"
)

// Conspire (702.78a, Shadowmoor): "As you cast this spell, you may tap two
// untapped creatures you control that share a color with it" and "When you
// conspire, copy it and you may choose new targets for the copy." The
// optional cost is announced as the additional cost "conspire"
// (CastOptions.Additional, optional_costs.go); the creatures tapped are
// the first two that qualify, in the order they entered the battlefield
// (the engine making the player's choice, as escape's exiled cards). The
// trigger is the keyword's (keywordabilities.go): it copies the spell if
// it was conspired (conspired()), and the copy's targets may change
// (choose_new_targets).

func init() { optionalCostKeywords["conspire"] = false }

// checkCastKeywords checks the costs of prowl and conspire a cast announces
// before anything moves.
func (g *Game) checkCastKeywords(p int, obj *Object, ch *Chars, opts CastOptions) error {
	if err := g.checkProwl(p, obj, ch, opts); err != nil {
		return err
	}
	if !slices.Contains(opts.Additional, "conspire") {
		return nil
	}
	if n := len(g.conspirers(p, ch)); n < 2 {
		return fmt.Errorf("%s: conspire taps two untapped creatures you control that share a color with it, and you have %d", obj.Card.Name, n)
	}
	return nil
}

// conspirers are the untapped creatures p controls that share a color with
// a spell whose characteristics are ch.
func (g *Game) conspirers(p int, ch *Chars) []*Object {
	var out []*Object
	for _, o := range g.Battlefield() {
		oc := g.Chars(o)
		if o.Tapped || oc.Controller != p || !oc.Is(TCreature) {
			continue
		}
		for _, col := range ch.Colors {
			if oc.HasColor(col) {
				out = append(out, o)
				break
			}
		}
	}
	return out
}

// payConspire taps the two creatures of so's conspire cost, when it was
// announced.
func (g *Game) payConspire(p int, so *Object) {
	if so.Spell == nil || so.Spell.paidTimes("conspire") == 0 {
		return
	}
	tapped := g.conspirers(p, g.Chars(so))
	for _, o := range tapped[:min(2, len(tapped))] {
		g.tapPermanent(o)
	}
	g.logf("%s conspires: %s tapped", g.Players[p].Name, g.names(tapped[:min(2, len(tapped))]))
}

// conspireTrigger is conspire's triggered ability (702.78a), or nil when k
// is not conspire.
func conspireTrigger(k Keyword) *Ability {
	if k.Key != "conspire" {
		return nil
	}
	return &Ability{Kind: KindTriggered, Label: "conspire", When: "cast_self", If: MustParseExpr("conspired()"),
		Effects: []*Effect{{Op: "copy_spell", What: "self"}, {Op: "choose_new_targets", Optional: true}}}
}

func compileConspired(_ string, _ []string) (evalFn, error) {
	return func(c *EvalCtx) int {
		sp := c.spell
		if o := c.G.Objs[c.Src]; sp == nil && o != nil && o.Zone == ZoneStack && !o.Copy {
			sp = o.Spell
		}
		return b2i(sp != nil && sp.paidTimes("conspire") > 0)
	}, nil
}
