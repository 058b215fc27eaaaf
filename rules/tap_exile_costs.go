package rules

import "fmt"

// Costs beyond mana, life, discarding and sacrificing: tapping another
// permanent to activate an ability ("Engagez une autre créature dégagée que
// vous contrôlez : …"), and exiling cards or permanents as a spell's
// additional cost ("En tant que coût supplémentaire pour lancer ce sort,
// exilez six cartes depuis votre cimetière"), which is paid even when the
// spell is cast without paying its mana cost (601.2f, 118.8).

// checkTapOther checks the activation's choice of what to tap.
func (g *Game) checkTapOther(p int, obj *Object, a *Ability, opts CastOptions) error {
	_, err := g.tapOtherChoice(p, obj, a, opts)
	return err
}

// tapOtherChoice is what a tap_other cost taps: the activation's chosen
// permanent, and where the cost taps several ("Tap two untapped
// creatures you control"), the first others that match after it, as
// castExileCost chooses; an error when there are not enough.
func (g *Game) tapOtherChoice(p int, obj *Object, a *Ability, opts CastOptions) ([]*Object, error) {
	if a.TapOther == "" {
		return nil, nil
	}
	f, err := ParseFilter(a.TapOther)
	if err != nil {
		return nil, err
	}
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p}
	fits := func(c *Object) bool {
		ch := g.Chars(c)
		// The source may pay with itself ("Tap three untapped Zombies you
		// control": Cryptbreaker is one of them) unless {T} taps it
		// already or the filter says "other".
		return (c.ID != obj.ID || !a.Tap) && c.Zone == ZoneBattlefield && ch.Controller == p && !c.Tapped && g.matchObj(ctx, f, c, ch)
	}
	n := max(a.TapOtherN, 1)
	c := opts.Chosen
	if c == nil && n == 1 {
		return nil, fmt.Errorf("choose what to tap (%s) (chosen:)", a.TapOther)
	}
	var out []*Object
	if c != nil {
		if !fits(c) {
			return nil, fmt.Errorf("cannot pay the cost: %s is not an untapped %s", g.Describe(c), a.TapOther)
		}
		out = append(out, c)
	}
	for _, o := range g.Matching(ctx, f) {
		if len(out) < n && fits(o) && (c == nil || o.ID != c.ID) {
			out = append(out, o)
		}
	}
	if len(out) < n {
		return nil, fmt.Errorf("cannot pay the cost: tap %d untapped %s (%d there)", n, a.TapOther, len(out))
	}
	return out, nil
}

// castExileCost returns what the spell's additional exile cost exiles:
// the cast's chosen object, or the first that match; an error when there
// are not enough.
func (g *Game) castExileCost(p int, obj *Object, sa *Ability, opts CastOptions) ([]*Object, error) {
	if sa == nil || sa.CastExile == "" {
		return nil, nil
	}
	f, err := ParseFilter(sa.CastExile)
	if err != nil {
		return nil, err
	}
	n := max(sa.CastExileN, 1)
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p}
	var out []*Object
	if c := opts.Chosen; c != nil && n == 1 {
		if c.ID == obj.ID || !g.matchObj(ctx, f, c, g.Chars(c)) {
			return nil, fmt.Errorf("casting %s: %s is not %s", obj.Card.Name, g.Describe(c), sa.CastExile)
		}
		return []*Object{c}, nil
	}
	for _, o := range g.Matching(ctx, f) {
		if o.ID != obj.ID && len(out) < n {
			out = append(out, o)
		}
	}
	if len(out) < n {
		return nil, fmt.Errorf("casting %s: as an additional cost, exile %d %s (%d there)", obj.Card.Name, n, sa.CastExile, len(out))
	}
	return out, nil
}

// payCastExile exiles what castExileCost chose.
func (g *Game) payCastExile(p int, objs []*Object) {
	for _, o := range objs {
		if g.Objs[o.ID] != nil {
			g.logf("%s exiles %s to pay the cost", g.Players[p].Name, g.Describe(o))
			g.Move(o, ZoneExile, MoveOpts{})
		}
	}
}
