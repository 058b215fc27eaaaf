package read

import "github.com/arbitre/arbitre/rules"

// unblockableThisTurn reads "unblockable" with its duration as the Oracle
// text says it: "can't be blocked this turn". An older printing's « est
// imblocable jusqu'à la fin du tour », « non può essere bloccato fino alla
// fine del turno » lasts exactly as long (both end in the cleanup step,
// 514.2; the engine's expires reads eot and this_turn alike): one form
// for the three languages of a card (EVE Riverfall Mimic).
func unblockableThisTurn(e *rules.Effect, err error) (*rules.Effect, error) {
	if err == nil && e.Until == "eot" {
		e.Until = "this_turn"
	}
	return e, err
}
