package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// A permanent that enters with a number of counters the text counts
// (614.1c), or with counters only if a condition holds as it enters:
// "~ enters with a +1/+1 counter on it for each Gate you control", "…
// with a number of +1/+1 counters on it equal to the number of …", "…
// with X +1/+1 counters on it, where X is …", "If ~ was kicked, it enters
// with two +1/+1 counters on it and with first strike". The engine counts
// N as the permanent enters (enterFromStack, ownEntersWithCounters), and
// checks the effect's condition there; a keyword it enters with is a
// static grant under the same condition, which holds from then on (the
// kicked permanent stays kicked, 702.33d).

// buildEntersWithCountersEach builds the static shape
// "enters_with_counters_each": n counters for each object of a kind.
func buildEntersWithCountersEach(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := buildEntersWithCounters(rd, m)
	if err != nil {
		return nil, err
	}
	if e.N, err = rd.forEach(e.N, m["what"]); err != nil {
		return nil, err
	}
	return e, nil
}

// buildEntersWithCountersAmount builds the static shape
// "enters_with_counters_amount": as many counters as an amount.
func buildEntersWithCountersAmount(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.amount(m["expr"])
	if err != nil {
		return nil, err
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "enters_with_counters", Kind: kind, N: n}, nil
}

// buildEntersWithCountersIf builds the static shape
// "enters_with_counters_if": the counters, and the keywords or quoted
// ability kw it enters with, only if cond holds.
func buildEntersWithCountersIf(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	cond, err := rd.condition(m["cond"])
	if err != nil {
		return nil, err
	}
	e, err := buildEntersWithCounters(rd, m)
	if err != nil {
		return nil, err
	}
	if e.N.String() == "x" {
		// "Kicker {X} … if it was kicked, it enters with X counters": the
		// X of the kicker cost, which the engine does not tell apart from
		// a mana cost's X.
		return nil, unreadf("X counters if %q: the X of an additional cost", m["cond"])
	}
	e.If = cond
	out := []*rules.Effect{e}
	if kw := strings.TrimSpace(m["kw"]); kw != "" {
		g, err := buildGrant(rd, map[string]string{"kw": kw})
		if err != nil {
			return nil, err
		}
		g.Affects, g.If = "self", cond
		out = append(out, g)
	}
	return out, nil
}
