package rules

import "strings"

// What happened this turn, as conditions ask it: "si un terrain est arrivé
// sur le champ de bataille sous votre contrôle ce tour-ci", "à moins qu'un
// permanent ne soit arrivé sur le champ de bataille face cachée sous votre
// contrôle ce tour-ci ou que vous ayez retourné un permanent face visible
// ce tour-ci". Each player counts, as the events happen, the lands and the
// face-down permanents that entered the battlefield under their control
// and the permanents they turned face up (whether or not those are still
// there), and the creatures they attacked with; the counts start again
// each turn. The expression language can
// also ask whether a number is prime.

// recordTurnEvent counts an event for the player it concerns.
func (g *Game) recordTurnEvent(ev *Event) {
	switch ev.Kind {
	case EvAttacks:
		g.Players[ev.Player].AttackedThisTurn++
	case EvDamage:
		g.recordProwlSource(ev)
	case EvTurnedFaceUp:
		g.Players[ev.Player].TurnedFaceUpThisTurn++
	case EvZoneChange:
		if ev.From == ZoneBattlefield && ev.LKI != nil {
			// Revolt: a permanent its controller controlled left.
			g.Players[ev.LKI.Controller].LeftThisTurn++
		}
		if ev.To != ZoneBattlefield {
			return
		}
		o := g.Objs[ev.Obj]
		if o == nil || o.Zone != ZoneBattlefield {
			return
		}
		ch := g.Chars(o)
		pl := g.Players[ch.Controller]
		if ch.Is(TLand) {
			pl.LandsEnteredThisTurn++
		}
		if o.FaceDown {
			pl.FaceDownEnteredThisTurn++
		}
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
	return func(c *EvalCtx) int { return b2i(isPrime(inner.Eval(c))) }, nil
}
