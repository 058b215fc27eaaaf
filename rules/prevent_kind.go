package rules

// preventsKind says whether a prevention effect covers damage that is
// combat damage or not: "prevent all combat damage that would be dealt
// to you this turn" lets noncombat damage through (kind: combat), "all
// noncombat damage" combat damage (kind: noncombat); without a kind it
// covers both.
func preventsKind(e *contEffect, combat bool) bool {
	switch e.op.Kind {
	case "combat":
		return combat
	case "noncombat":
		return !combat
	}
	return true
}
