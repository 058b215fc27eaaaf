package read

import (
	"github.com/arbitre/arbitre/rules"
)

// The builders below read what only the Archenemy schemes print: setting
// schemes in motion, abandoning one. The schemes' other shapes (a player's
// own keywords, life thresholds against the starting total, casting without
// paying) are general and are in the files of their families.

// buildSchemesInstead builds the effect shape "schemes_instead":
// "La prochaine fois que vous devriez mettre une machination à
// exécution, mettez trois machinations à exécution à la place."
func buildSchemesInstead(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "schemes_instead", N: n, What: "you", Until: "game"}, nil
}

// buildAbandon builds the effect shape "abandon".
func buildAbandon(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "abandon"}, nil
}
