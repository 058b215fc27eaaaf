package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Planeswalkers: a planeswalker enters with its printed loyalty in loyalty
// counters (306.5b), and its loyalty abilities have a cost that adds or
// removes loyalty counters (606.4); its controller activates one of them
// at most once each turn, only as a sorcery (606.3).

// enterWithLoyalty gives a planeswalker entering the battlefield its
// printed loyalty, unless it already has loyalty counters.
func (g *Game) enterWithLoyalty(o *Object) {
	if o.Card == nil || len(o.Card.Faces) == 0 || o.CounterCount("loyalty") > 0 {
		return
	}
	f := o.Card.front()
	if !slices.Contains(f.Types, TPlaneswalker) || f.Loyalty <= 0 {
		return
	}
	if o.Counters == nil {
		o.Counters = map[string]int{}
	}
	o.Counters["loyalty"] = f.Loyalty
}

// loyaltyCost reads a loyalty cost ("+1", "-2", "0", "-x" with x).
func loyaltyCost(s string, x int) (int, error) {
	s = strings.TrimSpace(strings.ReplaceAll(s, "−", "-"))
	sign := 1
	switch {
	case strings.HasPrefix(s, "+"):
		s = s[1:]
	case strings.HasPrefix(s, "-"):
		sign, s = -1, s[1:]
	}
	if strings.EqualFold(s, "x") {
		return sign * x, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("loyalty cost %q: not a number", s)
	}
	return sign * n, nil
}

// payLoyalty checks and pays a loyalty ability's cost (606.3, 606.4).
func (g *Game) checkLoyalty(p int, obj *Object, a *Ability, x int) (int, error) {
	// A permanent that has a loyalty ability may activate it, a
	// planeswalker or not (606.3): Kaito, a creature during your turn.
	if obj.Zone != ZoneBattlefield {
		return 0, fmt.Errorf("%s is not on the battlefield: its loyalty abilities cannot be activated", g.Describe(obj))
	}
	if !g.sorceryTiming(p) {
		return 0, fmt.Errorf("a loyalty ability can be activated only as a sorcery")
	}
	if obj.LoyaltyTurn == g.Turn {
		return 0, fmt.Errorf("a loyalty ability of %s has already been activated this turn", g.Describe(obj))
	}
	n, err := loyaltyCost(a.Loyalty, x)
	if err != nil {
		return 0, err
	}
	if n < 0 && obj.CounterCount("loyalty") < -n {
		return 0, fmt.Errorf("cannot pay the cost: %s has %d loyalty, %d needed", g.Describe(obj), obj.CounterCount("loyalty"), -n)
	}
	return n, nil
}

func (g *Game) payLoyalty(obj *Object, n int) {
	obj.LoyaltyTurn = g.Turn
	if n > 0 {
		g.addCounters(obj, "loyalty", n)
	} else if n < 0 {
		g.removeCounters(obj, "loyalty", -n)
	}
}
