package rules

import "fmt"

// Removing counters from the permanent itself as a cost ("{1}, Remove a
// +1/+1 counter from this creature: Regenerate it"): the permanent must
// have that many counters of the kind (602.2b, 118.3), and a counter that
// can't be removed (cant_remove_counters) can't pay it.

// removeCountersN is how many counters ability a's cost removes, x the X
// announced as it is activated.
func removeCountersN(a *Ability, x int) int {
	if a.RemoveCountersX {
		return max(x, 0)
	}
	return max(a.RemoveCountersN, 1)
}

// checkCounterCost checks that obj can pay ability a's counters.
func (g *Game) checkCounterCost(obj *Object, a *Ability, x int) error {
	if a.RemoveCounters == "" {
		return nil
	}
	if n := removeCountersN(a, x); obj.CounterCount(a.RemoveCounters) < n {
		return fmt.Errorf("%s has fewer than %d %s counters: it cannot pay the cost", g.Describe(obj), n, a.RemoveCounters)
	}
	if g.countersLocked(obj, a.RemoveCounters) {
		return fmt.Errorf("%s's %s counters can't be removed: it cannot pay the cost", g.Describe(obj), a.RemoveCounters)
	}
	return nil
}

// payCounterCost removes ability a's counters from obj.
func (g *Game) payCounterCost(obj *Object, a *Ability, x int) {
	if a.RemoveCounters != "" {
		g.removeCounters(obj, a.RemoveCounters, removeCountersN(a, x))
	}
}
