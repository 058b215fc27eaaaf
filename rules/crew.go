package rules

import "fmt"

// Crew (702.122a): "Crew N" means "Tap any number of untapped creatures
// you control with total power N or greater: This permanent becomes an
// artifact creature until end of turn." Tapping them is a cost, not {T}:
// a creature that came under its controller's control this turn may crew
// (Kaladesh's release notes).

// crewAbility is the activated ability of crew N.
func crewAbility(k Keyword) *Ability {
	if k.N <= 0 {
		return nil
	}
	return &Ability{Kind: KindActivated, Label: "crew", Crew: k.N,
		Effects: []*Effect{{Op: "add_types", What: "self", Types: []string{TArtifact, TCreature}, Until: "eot"}}}
}

// checkCrew checks the activation's crew: each an untapped creature its
// controller controls, named once, their total power at least N.
func (g *Game) checkCrew(p int, a *Ability, opts CastOptions) error {
	if a.Crew == 0 {
		if len(opts.Crew) > 0 {
			return fmt.Errorf("the ability has no crew cost: nothing to tap for it")
		}
		return nil
	}
	total := 0
	seen := map[int]bool{}
	for _, c := range opts.Crew {
		ch := g.Chars(c)
		if seen[c.ID] || c.Zone != ZoneBattlefield || !ch.Is(TCreature) || ch.Controller != p || c.Tapped {
			return fmt.Errorf("cannot crew: %s is not an untapped creature you control", g.Describe(c))
		}
		seen[c.ID] = true
		total += ch.Power
	}
	if total < a.Crew {
		return fmt.Errorf("cannot crew %d: the creatures tapped have total power %d (crew:)", a.Crew, total)
	}
	return nil
}

// payTapOther taps what a tap_other cost taps (checked before).
func (g *Game) payTapOther(p int, obj *Object, a *Ability, opts CastOptions) {
	tapped, err := g.tapOtherChoice(p, obj, a, opts)
	if err != nil || len(tapped) == 0 {
		return
	}
	for _, c := range tapped {
		g.tapPermanent(c)
		g.logf("%s taps %s to pay the cost", g.Players[p].Name, g.Describe(c))
	}
	g.Touch()
}

// payTapCosts taps what an activation's cost taps beyond its source: the
// other permanent chosen (tap_other), the creatures that crew.
func (g *Game) payTapCosts(p int, obj *Object, a *Ability, opts CastOptions) {
	g.payTapOther(p, obj, a, opts)
	if a.Crew > 0 {
		for _, c := range opts.Crew {
			g.tapPermanent(c)
			g.logf("%s taps %s to crew", g.Players[p].Name, g.Describe(c))
		}
		g.Touch()
	}
}
