package read

import "strings"

// delayedFlows are the flow shapes that open a delayed trigger at the
// next end step: "At the beginning of the next end step, …", and the old
// wording « À la fin du tour, … » / « Alla fine del turno, … ».
var delayedFlows = map[string]bool{"at_the_next_end_step": true, "at_your_next_end_step": true}

// opensDelayed reports whether the first sentence of s opens a delayed
// trigger (a next step, or a flow of delayedFlows): inside a spell's text,
// or after another sentence of an ability, it is that text's effect, not
// a triggered ability of the card, although it starts as one does.
func (lx *lexicon) opensDelayed(s string) bool {
	if lx.isNextStep(s) {
		return true
	}
	first := strings.SplitN(s, ". ", 2)[0]
	for _, sh := range lx.flows {
		if delayedFlows[sh.name] && lx.isTrigger(first) && sh.re.MatchString(first) {
			return true
		}
	}
	return false
}
