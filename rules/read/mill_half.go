package read

import "github.com/arbitre/arbitre/rules"

// buildMillHalf builds the effect shape "mill_half": a player milling half
// their library ("target player mills half their library, rounded down",
// « … met la moitié des cartes du dessus de sa bibliothèque, arrondie à
// l'unité inférieure, dans son cimetière », « … mette nel suo cimitero la
// metà superiore del suo grimorio, arrotondata per difetto »): n is half
// the cards of that library as it resolves, rounded up (group up) or down
// (group down); a text that says neither is not read by the shape. One
// player only: each player's half is their own number.
func buildMillHalf(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	if severalPlayers[who] {
		return nil, unreadf("%q each milling half their library: one number for several players", m["who"])
	}
	half := "half_down"
	if m["up"] != "" {
		half = "half_up"
	}
	n, err := rules.ParseExpr(half + "(library(" + who + "))")
	if err != nil {
		return nil, unreadf("half the library of %q: %v", m["who"], err)
	}
	e := &rules.Effect{Op: "mill", N: n}
	if who != "you" {
		e.To = who
	}
	return e, nil
}
