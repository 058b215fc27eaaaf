package rules

import "fmt"

// Optional additional costs a spell's keyword offers, announced as it is
// cast (601.2b) and paid with its total cost (601.2f): buyback (702.27:
// the spell goes to its owner's hand as it resolves, not to the
// graveyard), entwine (702.42: every mode is chosen) and multikicker
// (702.33c: paid any number of times; "for each time it was kicked"
// counts them, kicked_count). CastOptions.Additional names one keyword
// per payment: multikicker as many times as it is paid, the others once.
// Kicker, paid once, keeps its own flag (CastOptions.Kicked).

// optionalCostKeywords are the keywords CastOptions.Additional may name,
// and whether each may be paid more than once.
var optionalCostKeywords = map[string]bool{"buyback": false, "entwine": false, "multikicker": true}

// checkOptionalCosts checks the additional costs announced: each one a
// keyword the spell has, paid once unless it is multikicker.
func checkOptionalCosts(ch *Chars, opts CastOptions) error {
	seen := map[string]bool{}
	for _, k := range opts.Additional {
		many, known := optionalCostKeywords[k]
		if !known {
			return fmt.Errorf("unknown additional cost %q (buyback, entwine, multikicker)", k)
		}
		if _, ok := ch.Keyword(k); !ok {
			return fmt.Errorf("the spell has no %s", k)
		}
		if seen[k] && !many {
			return fmt.Errorf("%s is paid only once", k)
		}
		seen[k] = true
	}
	return nil
}

// optionalCostMana adds to cost the mana of the additional costs
// announced, once per payment.
func optionalCostMana(cost ManaCost, ch *Chars, opts CastOptions) ManaCost {
	for _, k := range opts.Additional {
		if kw, ok := ch.Keyword(k); ok {
			cost = cost.Add(kw.Cost)
		}
	}
	return cost
}

// paidTimes is how many times the spell's additional cost key was paid.
func (sp *SpellState) paidTimes(key string) int {
	n := 0
	for _, k := range sp.Additional {
		if k == key {
			n++
		}
	}
	return n
}

// kicks is how many times the spell was kicked: once for kicker, once per
// payment of multikicker (702.33d).
func (sp *SpellState) kicks() int {
	return b2i(sp.Kicked) + sp.paidTimes("multikicker")
}

// entwined reports that the spell being cast with opts pays its entwine
// cost: all its modes are chosen (702.42b).
func (g *Game) entwined(ctx *EvalCtx, opts *CastOptions) bool {
	o := g.Objs[ctx.Src]
	if o == nil {
		return false
	}
	for _, k := range opts.Additional {
		if k == "entwine" {
			_, ok := g.Chars(o).Keyword("entwine")
			return ok
		}
	}
	return false
}
