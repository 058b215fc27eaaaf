package rules

import "slices"

// Hidden information (400.2, 406.3, 708.5): what a player may see of an
// object. The battlefield, the stack, graveyards, the command zone and
// exile are public zones; libraries and hands are hidden ones. A player
// may look at the cards of their own hand, at the face-down spells and
// permanents they control (708.5), and at what an effect lets them look at
// ("Vous pouvez regarder la carte du dessus de votre bibliothèque à tout
// moment": op may_look); a face-down object's face is hidden from the
// others, and a card exiled face down from everyone (406.3). A player who
// may not see an object still sees what the rules show of it: a face-down
// 2/2 without a name, the number of cards in a hand or a library.

// hiddenOps are the ops of hidden information.
func hiddenOps() []Op {
	return []Op{
		{Name: "may_look", Doc: "the affected player (default you; affects: each_player, every player: the cards are revealed) may look at the objects matching filter at any time, even hidden ones (a face-down creature, the top card of a library); it uses no stack and gives no priority",
			Handler: continuous(effPlayer)},
	}
}

// topOfLibrary is the filter word top: the top card of its owner's library
// ("la carte du dessus de votre bibliothèque"); a library lists its top
// card first.
func topOfLibrary(c *EvalCtx, o *Object, _ *Chars) bool {
	lib := c.G.Players[o.Owner].Library
	return o.Zone == ZoneLibrary && len(lib) > 0 && lib[0] == o.ID
}

// CanSee reports whether player p may see obj's face: its name, its text,
// what it is beyond what the rules show of a hidden or face-down object.
func (g *Game) CanSee(p int, obj *Object) bool {
	switch obj.Zone {
	case ZoneHand:
		if obj.Owner == p {
			return true
		}
	case ZoneLibrary:
	case ZoneBattlefield, ZoneStack:
		if !obj.FaceDown {
			return true
		}
		// 708.5: you may look at a face-down spell or permanent you
		// control at any time.
		if g.Chars(obj).Controller == p {
			return true
		}
	case ZoneExile:
		// 406.3: a card exiled face down is hidden, even from its owner.
		if !obj.FaceDown {
			return true
		}
	default:
		return true
	}
	return g.mayLook(p, obj)
}

// mayLook reports whether an effect lets p look at obj (op may_look).
func (g *Game) mayLook(p int, obj *Object) bool {
	for _, ce := range g.activeEffects() {
		if ce.kind != effPlayer || ce.op.Op != "may_look" || ce.op.Filter == nil {
			continue
		}
		if !g.effectCovers(ce, p) && !lookersInclude(ce, p) {
			continue
		}
		if g.matchObj(ce.ctx, ce.op.Filter, obj, g.Chars(obj)) {
			return true
		}
	}
	return false
}

// lookersInclude reports whether the players a static may_look names
// (affects: each_player, "Play with the top card of your library
// revealed": every player may look at it) include p; a static ability
// reads its filter, not its players, as what it affects (continuousFrom).
func lookersInclude(ce *contEffect, p int) bool {
	if !PlayerRefs[ce.op.Affects] {
		return false
	}
	return slices.Contains(ce.ctx.PlayerRef(ce.op.Affects), p)
}

// effectCovers reports whether a player effect applies to player p: the
// players it was locked to, else its controller.
func (g *Game) effectCovers(ce *contEffect, p int) bool {
	if ce.lockedPl != nil {
		for _, q := range ce.lockedPl {
			if q == p {
				return true
			}
		}
		return false
	}
	return ce.ctrl == p
}
