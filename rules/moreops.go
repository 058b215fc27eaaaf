package rules

// moreOps are ops added for the Duskmourn main-set cards M–Z: exiling
// until the source leaves (exile_until.go) and untapping during the other
// players' untap steps (turn.go).
func moreOps() []Op {
	return []Op{
		{Name: "exile_until_leaves", Doc: "exiles what (default t0) until the source leaves the battlefield (610.3c): nothing if it already has; then the cards return under their owners' control",
			Args: objectArgs, Handler: oneShot((*Game).opExileUntilLeaves)},
		{Name: "untap_during_others", Doc: "the affected permanents untap during each other player's untap step too (502.3), whatever stops them untapping during their controller's",
			Handler: continuous(effCombat)},
	}
}
