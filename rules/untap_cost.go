package rules

import "fmt"

// The untap symbol {Q} (107.6): an activated ability whose cost includes
// untapping its permanent can be activated only while the permanent is
// tapped (and, for a creature, without summoning sickness, 302.6). A
// permanent with a stun counter that would become untapped loses a stun
// counter instead (122.1d), which pays the cost; when that counter can't be
// removed (cant_remove_counters), the permanent can't become untapped and
// the cost can't be paid.

// checkUntapCost checks that obj can pay ability a's {Q}.
func (g *Game) checkUntapCost(obj *Object, a *Ability, ch *Chars) error {
	if !a.Untap {
		return nil
	}
	if !obj.Tapped {
		return fmt.Errorf("%s is not tapped: it cannot pay {Q}", g.Describe(obj))
	}
	if ch.Is(TCreature) && g.summoningSick(obj) {
		return fmt.Errorf("%s has summoning sickness: it cannot use {Q} abilities", g.Describe(obj))
	}
	if obj.CounterCount("stun") > 0 && g.countersLocked(obj, "stun") {
		return fmt.Errorf("%s cannot become untapped (its stun counter can't be removed): it cannot pay {Q}", g.Describe(obj))
	}
	return nil
}

// payUntapCost pays ability a's {Q}: obj untaps, or loses a stun counter
// instead.
func (g *Game) payUntapCost(obj *Object, a *Ability) {
	if a.Untap {
		g.untapPermanent(obj)
	}
}
