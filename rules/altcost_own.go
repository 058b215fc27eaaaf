package rules

import (
	"fmt"
	"slices"
	"strings"
)

// A card's own alternative cost printed as a sentence (118.9): "You may
// pay {W}{U}{B}{R}{G} rather than pay this spell's mana cost", « Vous
// pouvez sacrifier trois artefacts à la place de payer le coût de mana du
// Titan de récupération », "If it's not your turn, you may exile a blue
// card from your hand rather than pay this spell's mana cost". A static
// ability of the card (op alt_cost) that works while the card is cast,
// from wherever it is cast (601.2b, 601.2f): cast with alt: alt_cost. As
// any alternative cost, no other one with it, additional costs (kicker)
// paid as usual, X is 0 (107.3b); its condition, if any, must hold as the
// card is cast.
//
// The cost is the effect's cost (mana, {0} when it has none) and, beyond
// mana, its ability's cost fields: sacrifice (n permanents matching the
// filter, the effect's n, 1 by default), bounce (return a permanent you
// control matching the filter to its owner's hand), discard (discard_what),
// cast_exile (cards matching the filter, cast_exile_n of them) and life.
// The engine makes the player's choice: the first objects that match.

func altCostOwnOps() []Op {
	return []Op{
		{Name: "alt_cost", Doc: "you may pay cost and the costs of ability (sacrifice n, bounce, discard, cast_exile, life) rather than this card's mana cost (118.9; cast alt: alt_cost; X is then 0)",
			Args: []Arg{Opt("cost", ArgMana), Opt("n", ArgExpr), Opt("ability", ArgAbility)}, Handler: continuous(effPlayer)},
	}
}

// ownAltCost finds the card's alt_cost effect and checks its condition.
func (g *Game) ownAltCost(p int, obj *Object, opts CastOptions) (*Effect, error) {
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p, X: opts.X}
	for _, a := range g.SpellChars(obj, opts).Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op != "alt_cost" {
				continue
			}
			if cond := CombineCond(a.If, e.If); cond != nil && cond.Eval(ctx) == 0 {
				return nil, fmt.Errorf("%s: the condition of its alternative cost (%s) is not met", obj.Card.Name, cond)
			}
			return e, nil
		}
	}
	return nil, fmt.Errorf("%s has no alternative cost of its own", obj.Card.Name)
}

// ownAltBase is the mana of the card's own alternative cost, before
// additional costs.
func (g *Game) ownAltBase(p int, obj *Object, face *Face, opts CastOptions) (ManaCost, error) {
	e, err := g.ownAltCost(p, obj, opts)
	if err != nil {
		return nil, err
	}
	if !ownAltNamesX(e) {
		if err := checkPayInstead(face, opts); err != nil {
			return nil, err
		}
	}
	return append(ManaCost{}, e.Cost...), nil
}

// ownAltNamesX reports whether the cost beyond mana names X ("exile a
// white card with mana value X from your hand", Shining Shoal): X is then
// announced as the spell is cast and the card exiled must match it, rather
// than 0 (107.3b is for an alternative cost without X).
func ownAltNamesX(e *Effect) bool {
	a := e.Ability
	if a == nil {
		return false
	}
	for _, f := range []string{a.CastExile, a.Sacrifice, a.Bounce, a.DiscardWhat} {
		if slices.Contains(strings.Fields(f), "mv=x") {
			return true
		}
	}
	return false
}

// ownAltPaid is what the card's own alternative cost takes beyond mana.
type ownAltPaid struct {
	sacrifice, bounce, discard, exile []*Object
}

// ownAltExtra chooses what the cost beyond mana takes, before anything
// moves: an error when p cannot pay it.
func (g *Game) ownAltExtra(p int, obj *Object, opts CastOptions) (altPaid, error) {
	e, err := g.ownAltCost(p, obj, opts)
	if err != nil || e.Ability == nil {
		return altPaid{}, err
	}
	a := e.Ability
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p, X: opts.X}
	var own ownAltPaid
	n := 1
	if e.N != nil {
		n = e.N.Eval(ctx)
	}
	if own.sacrifice, err = g.ownAltPick(ctx, obj, a.Sacrifice, n, true); err != nil {
		return altPaid{}, err
	}
	if own.bounce, err = g.ownAltPick(ctx, obj, a.Bounce, 1, true); err != nil {
		return altPaid{}, err
	}
	if own.exile, err = g.ownAltPick(ctx, obj, a.CastExile, max(a.CastExileN, 1), false); err != nil {
		return altPaid{}, err
	}
	if a.Discard > 0 {
		cards, err := g.discardMatching(p, obj, a)
		if err != nil {
			return altPaid{}, err
		}
		for _, c := range cards {
			if c.ID != obj.ID && len(own.discard) < a.Discard {
				own.discard = append(own.discard, c)
			}
		}
		if len(own.discard) < a.Discard {
			return altPaid{}, fmt.Errorf("%s: its alternative cost discards %d cards (%s), and you have %d", obj.Card.Name, a.Discard, a.DiscardWhat, len(own.discard))
		}
	}
	if a.Life > g.Players[p].Life {
		return altPaid{}, fmt.Errorf("%s: its alternative cost pays %d life, and you have %d", obj.Card.Name, a.Life, g.Players[p].Life)
	}
	return altPaid{life: a.Life, own: &own}, nil
}

// ownAltPick returns the first n objects other than the card that match
// filter (permanents p controls when onField, else anything the filter
// names: cards in p's hand); none when filter is empty.
func (g *Game) ownAltPick(ctx *EvalCtx, obj *Object, filter string, n int, onField bool) ([]*Object, error) {
	if filter == "" {
		return nil, nil
	}
	f, err := ParseFilter(filter)
	if err != nil {
		return nil, err
	}
	var out []*Object
	for _, o := range g.Matching(ctx, f) {
		if o.ID == obj.ID || len(out) == n {
			continue
		}
		if onField && (o.Zone != ZoneBattlefield || g.Chars(o).Controller != ctx.Ctrl) {
			continue
		}
		out = append(out, o)
	}
	if len(out) < n {
		return nil, fmt.Errorf("%s: its alternative cost takes %d %s, and there are %d", obj.Card.Name, n, filter, len(out))
	}
	return out, nil
}

// payOwnAlt pays what ownAltExtra chose (the life is altPaid's).
func (g *Game) payOwnAlt(p int, own *ownAltPaid) {
	if own == nil {
		return
	}
	for _, o := range own.sacrifice {
		g.sacrifice(o, p)
	}
	for _, o := range own.bounce {
		if o.Zone == ZoneBattlefield {
			g.logf("%s returns %s to its owner's hand to pay the cost", g.Players[p].Name, g.Describe(o))
			g.Move(o, ZoneHand, MoveOpts{})
		}
	}
	for _, o := range own.discard {
		if o.Zone == ZoneHand {
			g.discard(o)
		}
	}
	g.payCastExile(p, own.exile)
}
