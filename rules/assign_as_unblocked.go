package rules

// "You may have Rhox assign its combat damage as though it weren't
// blocked" (510.1c-d): a blocked creature the effect applies to may assign
// all its combat damage to the player or planeswalker it attacks, as an
// unblocked one would. The controller chooses it with the damage
// assignment (all of the damage to the defender); without that choice the
// creature assigns its damage to its blockers as usual.

func assignAsUnblockedOps() []Op {
	return []Op{
		{Name: "assign_as_unblocked", Doc: "the affected creatures' controller may have each assign its combat damage as though it weren't blocked (510.1c): all of it to the defender, chosen with the damage assignment",
			Handler: continuous(effCombat)},
	}
}

// asUnblocked is the assignment of o's damage to the defender when an
// effect lets it assign as though unblocked and the controller's custom
// assignment gives all of it to the defender.
func (g *Game) asUnblocked(o *Object, lk *Chars, custom map[Target]int, defender Target) ([]assignment, bool) {
	if custom == nil || custom[defender] != lk.Power || len(custom) != 1 {
		return nil, false
	}
	if r, _ := g.combatRestricted(o, "assign_as_unblocked"); !r {
		return nil, false
	}
	return []assignment{{src: o.ID, chars: lk, target: defender, amount: lk.Power}}, true
}
