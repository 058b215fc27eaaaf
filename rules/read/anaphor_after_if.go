package read

import "github.com/arbitre/arbitre/rules"

// checkAnaphorAfterIf reports a paragraph where an instruction after a
// conditional one acts on the very set of objects the conditional one acted
// on: "If you have 5 or less life, tap all attacking creatures. Those
// creatures don't untap …" (DKA Nearheath Pilgrim's kin): "those creatures"
// are the ones tapped, none when the condition is false, but the reader
// resolves the anaphor to the set's filter, which would act on every
// attacker whatever the condition. Unread rather than wrong.
func checkAnaphorAfterIf(r Reading) error {
	for _, ab := range r.Abilities {
		if anaphorAfterIf(ab.Effects) {
			return unreadf("an anaphor (\"those\") to the objects of an instruction under \"if\"")
		}
	}
	return nil
}

// anaphorAfterIf tells whether an effect after an "if" without "else" acts
// on a set of objects (what=all:…) that an effect under the "if" acts on.
func anaphorAfterIf(effs []*rules.Effect) bool {
	for i, e := range effs {
		if e.Op != "if" || len(e.Else) > 0 {
			continue
		}
		for _, in := range e.Then {
			if len(in.What) < 4 || in.What[:4] != "all:" {
				continue
			}
			for _, after := range effs[i+1:] {
				if after.What == in.What {
					return true
				}
			}
		}
	}
	return false
}
