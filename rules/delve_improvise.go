package rules

import "fmt"

// Delve (702.66) and improvise (702.126): cost-paying keywords like
// convoke, paid as the spell's total cost is paid (601.2h). Each card
// exiled from its caster's graveyard (delve), each untapped artifact they
// control tapped (improvise), pays {1} of the generic mana of the cost,
// never colored mana; the pool pays the rest.

// payGenericWith pays one generic mana of cost for each of the objects the
// cast names for delve and improvise, checking that the spell has the
// keyword and that each object can pay; it returns what is left to pay.
func (g *Game) payGenericWith(p int, so *Object, opts CastOptions, cost ManaCost) (ManaCost, error) {
	ch := g.Chars(so)
	if len(opts.Delve) > 0 && !ch.Has("delve") {
		return nil, fmt.Errorf("%s does not have delve: cards of the graveyard cannot help pay for it", g.Describe(so))
	}
	if len(opts.Improvise) > 0 && !ch.Has("improvise") {
		return nil, fmt.Errorf("%s does not have improvise: artifacts cannot help pay for it", g.Describe(so))
	}
	rest := append(ManaCost{}, cost...)
	seen := map[int]bool{}
	for _, c := range opts.Delve {
		if c.Zone != ZoneGraveyard || c.Owner != p || seen[c.ID] {
			return nil, fmt.Errorf("%s is not a card in your graveyard", g.Describe(c))
		}
		seen[c.ID] = true
	}
	for _, a := range opts.Improvise {
		ac := g.Chars(a)
		if a.Zone != ZoneBattlefield || !ac.Is(TArtifact) || ac.Controller != p || a.Tapped || seen[a.ID] {
			return nil, fmt.Errorf("%s is not an untapped artifact you control", g.Describe(a))
		}
		seen[a.ID] = true
	}
	var unused int
	if rest, unused = rest.ReduceGeneric(len(opts.Delve) + len(opts.Improvise)); unused > 0 {
		return nil, fmt.Errorf("the spell's cost has only %d generic mana: %d card(s) or artifact(s) cannot pay any part of it", len(opts.Delve)+len(opts.Improvise)-unused, unused)
	}
	for _, c := range opts.Delve {
		g.Move(c, ZoneExile, MoveOpts{})
	}
	for _, a := range opts.Improvise {
		g.tapPermanent(a)
	}
	return rest, nil
}
