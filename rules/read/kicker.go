package read

import "github.com/arbitre/arbitre/rules"

// kickedTargets refuses a spell whose target is named only by what a kicker
// does ("… et, si Déréliction a été kické, elle inflige 2 blessures à une
// autre créature ciblée"): that target is chosen only when the spell is
// kicked (601.2c), whereas the engine chooses every target of a spell as
// it is cast.
func kickedTargets(abs []*rules.Ability) error {
	for _, a := range abs {
		outside, inside := map[string]bool{}, map[string]bool{}
		for _, e := range a.Effects {
			if e.Op == "if" && e.If != nil && e.If.String() == "kicked" {
				refs(e.Then, inside)
				refs(e.Else, outside)
				continue
			}
			refs([]*rules.Effect{e}, outside)
		}
		for t := range inside {
			if !outside[t] {
				return unreadf("a target chosen only if the spell is kicked (601.2c): the engine chooses every target as the spell is cast")
			}
		}
	}
	return nil
}

// refs adds to set the targets the effects name.
func refs(es []*rules.Effect, set map[string]bool) {
	for _, e := range es {
		for _, r := range []string{e.What, e.To, e.Affects} {
			// A target reference (t0 … t9), alone or in a list.
			for _, m := range targetRef.FindAllString(r, -1) {
				set[m] = true
			}
		}
		refs(e.Then, set)
		refs(e.Else, set)
	}
}
