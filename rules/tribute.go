package rules

import "strings"

// Tribute N (702.104a, Born of the Gods): "As this creature enters, choose
// an opponent. That player may put an additional N +1/+1 counters on it as
// it enters." The card's other ability asks "if tribute wasn't paid"
// (702.104b): whether that opponent put the counters, an expression
// (tribute_paid) of the permanent, which keeps the answer for as long as it
// stays on the battlefield.
//
// The opponent's choice is the resolution's choice "tribute" (the
// scenario's, which the opponent makes): with it the counters are put and
// tribute is paid; without it the opponent declines. The opponent is the
// first of the controller's opponents (a two-player game has one).
func init() { ChoiceWords[tributeChoice] = true }

// tributeChoice is the resolution's choice with which the chosen opponent
// pays tribute.
const tributeChoice = "tribute"

// tributeKey is where the object's Chosen map keeps whether tribute was
// paid.
const tributeKey = "tribute"

// tributeEnters applies one tribute instance of n as it enters.
func (g *Game) tributeEnters(n *Object, count int) {
	ctrl := g.Chars(n).Controller
	opp := g.tributeOpponent(ctrl)
	if n.Chosen == nil {
		n.Chosen = map[string]string{}
	}
	paid := len(g.Choices) > 0 && g.Choices[0] == tributeChoice
	if paid {
		g.Choices = g.Choices[1:]
	}
	if !paid || opp < 0 {
		if n.Chosen[tributeKey] == "" {
			n.Chosen[tributeKey] = "unpaid"
		}
		g.logf("%s: tribute %d is not paid", g.Describe(n), count)
		return
	}
	g.addCounters(n, "+1/+1", count)
	n.Chosen[tributeKey] = "paid"
	g.logf("%s pays tribute: %d +1/+1 counters on %s", g.Players[opp].Name, count, g.Describe(n))
}

// tributeOpponent returns the first player other than p, or -1.
func (g *Game) tributeOpponent(p int) int {
	for i := range g.Players {
		if i != p {
			return i
		}
	}
	return -1
}

func compileTributePaid(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	return func(c *EvalCtx) int {
		o, _ := c.objRef(ref)
		if o == nil {
			o = c.lkiObj(ref)
		}
		return b2i(o != nil && o.Chosen[tributeKey] == "paid")
	}, nil
}
