package read

import "github.com/arbitre/arbitre/rules"

// buildPlayerCounters builds the effect shape "player_counters": a player
// getting poison counters ("target player gets a poison counter", « son
// contrôleur gagne un marqueur « poison » », « il suo controllore ottiene
// un segnalino veleno »): counters of kind poison given to the player who
// (you included: the op's to names the player, not the card).
func buildPlayerCounters(rd *reader, m map[string]string) (*rules.Effect, error) {
	who, err := rd.player(m["who"])
	if err != nil {
		return nil, err
	}
	n := rules.ConstExpr(1)
	if s := m["n"]; s != "" {
		if n, err = rd.number(s); err != nil {
			return nil, err
		}
	}
	return &rules.Effect{Op: "counters", Kind: "poison", N: n, To: who}, nil
}
