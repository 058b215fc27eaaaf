package read

import (
	"github.com/arbitre/arbitre/rules"
)

// reflexive reads the effect of a reflexive trigger: its own targets and
// instructions, read apart from the ability that makes it trigger.
func (rd *reader) reflexive(s string) (*rules.Effect, error) {
	sub := rd.lx.newReader(rd.env)
	sub.last, sub.lastPl, sub.when, sub.thatMany = rd.last, rd.lastPl, rd.when, rd.thatMany
	effs, err := sub.effects(s)
	if err != nil {
		return nil, err
	}
	a := &rules.Ability{Kind: rules.KindTriggered, When: "reflexive", Targets: sub.ab.Targets, Effects: effs}
	if err := validateAbility(a); err != nil {
		return nil, unreadf("reflexive trigger %q: %v", s, err)
	}
	a.RoomDoor = -1
	return &rules.Effect{Op: "reflexive", Ability: a}, nil
}
