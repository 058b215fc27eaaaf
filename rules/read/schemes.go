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

// buildSetInMotionAgain builds the effect shape "set_in_motion_again":
// « mettez à nouveau cette machination à exécution » after a trigger on a
// scheme set in motion. "Again" repeats the event the trigger reports, so
// the scheme is that one (it), though the French says « cette
// machination », the words it also uses for the card (Italian: « rimetti
// in atto quell'intrigo »).
func buildSetInMotionAgain(rd *reader, m map[string]string) (*rules.Effect, error) {
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	if ref == "self" && rd.when == "scheme_set_in_motion" {
		ref = "it"
	}
	return &rules.Effect{Op: "set_in_motion", What: ref}, nil
}
