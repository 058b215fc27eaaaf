package rules

import "fmt"

// lineError is a validation error about one line of a scenario file: the
// loader reports it at that line rather than at the scenario's.
type lineError struct {
	line int
	err  error
}

func (e *lineError) Error() string { return fmt.Sprintf("line %d: %v", e.line, e.err) }
func (e *lineError) Unwrap() error { return e.err }

func atLine(line int, err error) error {
	if err == nil {
		return nil
	}
	return &lineError{line: line, err: err}
}

// expectationKeys lists the keys of an Expectation that hold a value.
var expectationKeys = newYAMLKeys(Expectation{})

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
	given := actionKeys.given(a)
	var verbs []string
	for _, k := range given {
		if _, ok := l.Verbs.Lookup(k); ok {
			verbs = append(verbs, k)
		}
	}
	switch len(verbs) {
	case 0:
		return atLine(a.Line, fmt.Errorf("action without a verb"))
	case 1:
	default:
		return atLine(a.Line, fmt.Errorf("action with two verbs (%s, %s)", verbs[0], verbs[1]))
	}
	v, _ := l.Verbs.Lookup(verbs[0])
	if err := l.Verbs.checkArgs(v, given, actionCommon); err != nil {
		return atLine(a.Line, err)
	}
	if err := checkEffects(l.Ops, a.Do); err != nil {
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
		return atLine(e.Line, fmt.Errorf("unknown query %q", e.Query))
	}
	given := []string{e.Query}
	for _, k := range expectationKeys.given(e) {
		if k != e.Query {
			given = append(given, k)
		}
	}
	return atLine(e.Line, l.Queries.checkArgs(q, given, expectationCommon))
}
