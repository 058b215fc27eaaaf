package rules

import (
	"slices"
	"sort"
	"strings"
)

// ScenarioCard sets the abilities a scenario writes by hand for a
// knowledge-base card beside what the reader compiles from the card's
// print: where they differ, a scenario may pass on a model of the card
// that is not the card (a printed trigger missing, another number).
type ScenarioCard struct {
	Scenario string   `json:"scenario"`
	CardID   string   `json:"card_id"`
	Written  []string `json:"written"` // the scenario's abilities, in the ability language
	Printed  []string `json:"printed"` // what the print compiles to (keywords left out: both have them)
	Unread   int      `json:"unread"`  // paragraphs of the print the reader cannot read
	// Status is "same" (the print compiles entirely, to the written
	// abilities), "subset" (the written abilities are among the printed
	// ones: the scenario leaves printed abilities out), "differ" (the
	// print compiles entirely, to other abilities) or "unread" (part of the
	// print does not compile yet).
	Status string `json:"status"`
}

// CompareScenarios compares the hand-written abilities of every
// knowledge-base card of the scenarios with the reader's reading of the
// card's print. Cards a scenario declares inline are not in the knowledge
// base and are left out.
func (r *CardsReport) CompareScenarios(scs []*Scenario) []ScenarioCard {
	out := []ScenarioCard{}
	for _, sc := range scs {
		for _, c := range sc.Cards {
			if c == nil || c.KB == "" || len(c.Abilities) == 0 {
				continue
			}
			cr := r.readings[c.KB]
			if cr == nil {
				continue
			}
			sc := ScenarioCard{Scenario: sc.ID, CardID: c.KB, Written: []string{}, Printed: []string{}}
			for _, a := range c.Abilities {
				sc.Written = append(sc.Written, formAbility(a))
			}
			for _, p := range cr.Paragraphs {
				if p.Status != ReadCompiled {
					sc.Unread++
					continue
				}
				for _, a := range p.Abilities {
					sc.Printed = append(sc.Printed, formAbility(a))
				}
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

// canonicalFilter writes a filter's conditions in one order, so that a
// scenario's "creature you_control" and the reader's "you_control
// creature" compare equal.
func canonicalFilter(f *Filter) string {
	if f == nil {
		return ""
	}
	ws := strings.Fields(f.String())
	sort.Strings(ws)
	return strings.Join(ws, " ")
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
