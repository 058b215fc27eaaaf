package rules

import "fmt"

// retracePermits reports whether p may cast obj from their graveyard with
// retrace (702.81a): by discarding a land card (the cast's chosen object)
// in addition to paying its other costs. Timing rules still apply. An
// error says why a card with retrace cannot be cast that way.
func (g *Game) retracePermits(p int, obj *Object, ch *Chars, opts CastOptions) (bool, error) {
	if obj.Zone != ZoneGraveyard || obj.Owner != p {
		return false, nil
	}
	if _, ok := ch.Keyword("retrace"); !ok {
		return g.jumpStartPermits(p, obj, ch, opts)
	}
	c := opts.Chosen
	if c == nil {
		return false, fmt.Errorf("%s: retrace discards a land card from your hand (chosen)", obj.Card.Name)
	}
	if c.Zone != ZoneHand || c.Owner != p || !g.Chars(c).Is(TLand) {
		return false, fmt.Errorf("%s: retrace discards a land card from your hand, not %s", obj.Card.Name, g.Describe(c))
	}
	return true, nil
}
