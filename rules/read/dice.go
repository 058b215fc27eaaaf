package read

import "github.com/arbitre/arbitre/rules"

// buildRollPlanar builds the effect shape "roll_planar": "roll the planar
// die", « lancez le dé planaire », « tira il dado planare » (901.9). The
// face rolled is the resolution's choice (rules/planar_die.go).
func buildRollPlanar(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "roll_planar"}, nil
}
