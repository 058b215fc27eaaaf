package scenario

import (
	"slices"
	"sort"

	"github.com/arbitre/arbitre/rules/read"
)

// CompareScenarios compares the hand-written abilities of every
// knowledge-base card of the scenarios with the reader's reading of the
// card's print. Cards a scenario declares inline are not in the knowledge
// base and are left out.
func CompareScenarios(r *read.CardsReport, scs []*Scenario) []read.ScenarioCard {
	out := []read.ScenarioCard{}
	for _, sc := range scs {
		for _, c := range sc.Cards {
			if c == nil || c.KB == "" || len(c.Abilities) == 0 {
				continue
			}
			cr := r.Reading(c.KB)
			if cr == nil {
				continue
			}
			sc := read.ScenarioCard{Scenario: sc.ID, CardID: c.KB, Written: []string{}, Printed: []string{}}
			for _, a := range c.Abilities {
				sc.Written = append(sc.Written, read.FormAbility(a))
			}
			sc.Unread = len(cr.Paragraphs) - cr.Compiled()
			for _, a := range cr.Abilities() {
				sc.Printed = append(sc.Printed, read.FormAbility(a))
			}
			sort.Strings(sc.Written)
			sort.Strings(sc.Printed)
			switch {
			case sc.Unread > 0:
				sc.Status = "unread"
			case slices.Equal(sc.Written, sc.Printed):
				sc.Status = "same"
			case subset(sc.Written, sc.Printed):
				sc.Status = "subset"
			default:
				sc.Status = "differ"
			}
			out = append(out, sc)
		}
	}
	return out
}

// subset reports whether every line of a is in b.
func subset(a, b []string) bool {
	for _, l := range a {
		if !slices.Contains(b, l) {
			return false
		}
	}
	return true
}
