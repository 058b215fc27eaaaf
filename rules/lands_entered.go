package rules

import "strings"

// "Si un terrain est arrivé sur le champ de bataille sous votre contrôle ce
// tour-ci et que vous contrôlez un nombre premier de terrains": each player
// counts the lands that entered the battlefield under their control this
// turn (whether or not they are still there), and the expression language
// can ask whether a number is prime.

// countLandEntered counts a land entering the battlefield, for its
// controller, as the event happens.
func (g *Game) countLandEntered(ev *Event) {
	if ev.Kind != EvZoneChange || ev.To != ZoneBattlefield {
		return
	}
	o := g.objs[ev.Obj]
	if o == nil || o.Zone != ZoneBattlefield {
		return
	}
	ch := g.view(o)
	if ch.Is(TLand) {
		g.Players[ch.Controller].LandsEnteredThisTurn++
	}
}

// isPrime reports whether n is a prime number.
func isPrime(n int) bool {
	if n < 2 {
		return false
	}
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			return false
		}
	}
	return true
}

func compilePrime(_ string, args []string) (evalFn, error) {
	inner, err := ParseExpr(strings.TrimSpace(args[0]))
	if err != nil {
		return nil, err
	}
	return func(c *evalCtx) int { return b2i(isPrime(inner.eval(c))) }, nil
}
