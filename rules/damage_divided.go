package rules

import "fmt"

// "Le Coup de foudre inflige 4 blessures réparties comme vous le désirez
// entre une ou deux cibles", "deals 3 damage divided as you choose among
// one, two, or three targets" (601.2d): the division is announced with
// the targets, each target getting at least 1; as the spell resolves, a
// target that has become illegal is dealt nothing and the others are
// dealt their share (608.2b). A division the rule forces (one target: all
// of it; as many targets as damage: 1 each) needs no announcement; any
// other is the caster's, given with the cast (CastOptions.Divide, the
// scenario's divide).

func damageDividedOp() Op {
	return Op{Name: "damage_divided", Doc: "n damage (from source, default the ability's source) divided among the targets of the first slot (or of slot what) as announced with them (divide); one target: all of it; n targets: 1 each",
		Args: []Arg{Req("n", ArgExpr), Opt("what", ArgRef), Opt("source", ArgRef)}, Handler: OneShot((*Game).opDamageDivided)}
}

func (g *Game) opDamageDivided(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	ts := ctx.curTargets()
	if slot, _, ok := ctx.slotTargets(e.What); ok {
		ts = slot
	} else if ctx.specs != nil {
		// The division's targets are the first slot's: "… among any
		// number of targets. Target opponent gains 5 life."
		start, k := slotRange(ctx.specs(ctx.mode), len(ts), 0)
		ts = ts[start : start+k]
	}
	var announced []int
	if ctx.spell != nil {
		announced = ctx.spell.Divide
	}
	shares, err := damageShares(n, len(ts), announced)
	if err != nil {
		return err
	}
	_, srcCh := ctx.source()
	src := damageSource{id: ctx.Src, chars: srcCh}
	if e.Source != "" {
		o, ch := ctx.objRef(e.Source)
		if ch == nil {
			return nil
		}
		src = damageSource{chars: ch}
		if o != nil {
			src.id = o.ID
		}
	}
	for i, t := range ts {
		if !t.IsPlayer() && g.Objs[t.Obj] == nil {
			continue // an illegal target's share is not dealt (608.2b)
		}
		dealt := g.dealDamage(src, t, shares[i], false)
		if !t.IsPlayer() {
			g.rememberDealtCreature(ctx, t.Obj, dealt)
		}
	}
	return nil
}

// damageShares is each of k targets' share of n damage: as announced
// (each at least 1, n in all), or the division the rule forces.
func damageShares(n, k int, announced []int) ([]int, error) {
	shares := make([]int, k)
	switch {
	case len(announced) > 0:
		if len(announced) != k {
			return nil, fmt.Errorf("damage_divided: %d amounts announced for %d targets", len(announced), k)
		}
		sum := 0
		for i, a := range announced {
			if a < 1 {
				return nil, fmt.Errorf("damage_divided: each target is dealt at least 1 damage (601.2d), not %d", a)
			}
			shares[i], sum = a, sum+a
		}
		if sum != n {
			return nil, fmt.Errorf("damage_divided: the amounts announced make %d, not %d", sum, n)
		}
	case k == 0:
		// "Any number of targets", none chosen: nothing is dealt.
	case k == 1:
		shares[0] = n
	case k == n:
		for i := range shares {
			shares[i] = 1
		}
	case k > n:
		return nil, fmt.Errorf("damage_divided: %d targets for %d damage, each dealt at least 1 (601.2d)", k, n)
	default:
		return nil, fmt.Errorf("damage_divided: dividing %d damage among %d targets is the caster's choice: announce it (divide)", n, k)
	}
	return shares, nil
}
