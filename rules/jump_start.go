package rules

import (
	"fmt"
	"slices"
)

// Jump-start (702.133a, Guilds of Ravnica): "You may cast this card from
// your graveyard by discarding a card in addition to paying its other
// costs. Then exile this card." As retrace's, the permission comes with
// its cost: the card discarded is the cast's chosen object, any card of
// the caster's hand; the spell cast this way is exiled instead of going
// anywhere else as it leaves the stack (flashbackDestination), which the
// spell remembers as the additional cost "jump_start" it paid.

// jumpStartCost is the name the spell keeps of jump-start's cost.
const jumpStartCost = "jump_start"

// jumpStartPermits reports whether p may cast obj from their graveyard with
// jump-start, discarding the cast's chosen card; an error says why a card
// with jump-start cannot be cast that way.
func (g *Game) jumpStartPermits(p int, obj *Object, ch *Chars, opts CastOptions) (bool, error) {
	if _, ok := ch.Keyword("jump_start"); !ok {
		return false, nil
	}
	c := opts.Chosen
	if c == nil {
		return false, fmt.Errorf("%s: jump-start discards a card from your hand (chosen)", obj.Card.Name)
	}
	if c.Zone != ZoneHand || c.Owner != p {
		return false, fmt.Errorf("%s: jump-start discards a card from your hand, not %s", obj.Card.Name, g.Describe(c))
	}
	return true, nil
}

// markJumpStart records that so, cast from its owner's graveyard under a
// permission with a discard (retracePermits), was cast with jump-start.
func (g *Game) markJumpStart(so *Object) {
	ch := g.Chars(so)
	if _, ok := ch.Keyword("retrace"); ok {
		return
	}
	if _, ok := ch.Keyword("jump_start"); ok && so.Spell != nil && so.Spell.CastFrom == ZoneGraveyard {
		so.Spell.Additional = append(so.Spell.Additional, jumpStartCost)
	}
}

// jumpStarted reports whether the spell was cast with jump-start.
func jumpStarted(sp *SpellState) bool {
	return slices.Contains(sp.Additional, jumpStartCost)
}
