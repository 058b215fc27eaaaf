package read

import (
	"github.com/arbitre/arbitre/rules"
)

// skipKindGroups are the lexicon's named groups of "skip_next", each the
// engine's kind of what is skipped (rules/skip.go).
var skipKindGroups = []string{"untap", "draw", "combat", "turn"}

// buildSkipNext builds the effect shape "skip_next": "target player skips
// their next untap step", « l'adversaire ciblé passe sa prochaine phase de
// combat », « salta il tuo prossimo turno », "you skip your next two
// turns": the player's next step, phase or turn of that kind does not
// happen (500.11).
func buildSkipNext(rd *reader, m map[string]string) (*rules.Effect, error) {
	who := "you"
	if m["who"] != "" {
		w, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		who = w
	}
	e := &rules.Effect{Op: "skip"}
	for _, k := range skipKindGroups {
		if m[k] != "" {
			e.Kind = k
		}
	}
	if e.Kind == "" {
		return nil, unreadf("skipping: not a step, phase or turn the engine knows")
	}
	if m["n"] != "" {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		e.N = n
	}
	if who != "you" {
		e.To = who
	}
	return e, nil
}
