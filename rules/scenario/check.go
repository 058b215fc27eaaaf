package scenario

import (
	"fmt"

	"github.com/arbitre/arbitre/rules"
)

// expectationKeys lists the keys of an Expectation that hold a value.
var expectationKeys = rules.NewYAMLKeys(Expectation{})

// check validates a scenario against the language: every op, query and
// verb it uses exists and gets its required arguments and no others.
func (l *Language) check(s *Scenario) error {
	for _, c := range s.Cards {
		if err := l.checkCard(c); err != nil {
			return err
		}
	}
	for _, a := range s.Actions {
		if err := l.checkAction(a); err != nil {
			return err
		}
	}
	for _, e := range s.Expect {
		if err := l.checkExpectation(e); err != nil {
			return err
		}
	}
	return nil
}

// checkAction validates an action: one verb, its arguments, and the
// instructions and expectations it holds.
func (l *Language) checkAction(a *Action) error {
	given := actionKeys.Given(a)
	var verbs []string
	for _, k := range given {
		if _, ok := l.Verbs.Lookup(k); ok {
			verbs = append(verbs, k)
		}
	}
	switch len(verbs) {
	case 0:
		return rules.AtLine(a.Line, fmt.Errorf("action without a verb"))
	case 1:
	default:
		return rules.AtLine(a.Line, fmt.Errorf("action with two verbs (%s, %s)", verbs[0], verbs[1]))
	}
	v, _ := l.Verbs.Lookup(verbs[0])
	if err := l.Verbs.CheckArgs(v, given, actionCommon); err != nil {
		return rules.AtLine(a.Line, err)
	}
	if err := rules.CheckEffects(l.Ops, a.Do); err != nil {
		return err
	}
	for _, e := range a.Check {
		if err := l.checkExpectation(e); err != nil {
			return err
		}
	}
	return nil
}

// checkExpectation validates an expectation's arguments against its query.
func (l *Language) checkExpectation(e *Expectation) error {
	q, ok := l.Queries.Lookup(e.Query)
	if !ok {
		return rules.AtLine(e.Line, fmt.Errorf("unknown query %q", e.Query))
	}
	given := []string{e.Query}
	for _, k := range expectationKeys.Given(e) {
		if k != e.Query {
			given = append(given, k)
		}
	}
	return rules.AtLine(e.Line, l.Queries.CheckArgs(q, given, expectationCommon))
}

// checkCard validates the abilities of a card a scenario declares, with
// its doors and its melded face.
func (l *Language) checkCard(c *CardSpec) error {
	if c == nil {
		return nil
	}
	for _, a := range c.Abilities {
		if err := rules.CheckAbility(l.Ops, a); err != nil {
			return err
		}
	}
	for _, d := range c.Doors {
		if err := l.checkCard(d); err != nil {
			return err
		}
	}
	return l.checkCard(c.Meld)
}
