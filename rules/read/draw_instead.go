package read

import (
	"maps"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// « Si vous deviez piocher une carte, piochez deux cartes à la place »,
// "If you would draw a card except the first one you draw in each of your
// draw steps, draw two cards instead", « Se stai per pescare una carta,
// invece guarda le prime tre carte … »: each of your draws replaced by
// what the rest says (rules/draw_instead.go). Another player's draws
// ("If a player would draw a card, that player …") name that player,
// whom the instead does not know: those stay with buildWouldInstead.
func init() {
	maps.Copy(builders.effects, map[string]effectBuilder{
		"draw_instead": one(buildDrawInstead),
	})
}

// buildDrawInstead builds the static shape "draw_instead": groups rest
// (and rest3, the words after an Italian « invece » inside the clause;
// rest2, the sentences after), except (not the draw step's first draw).
func buildDrawInstead(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static || rd.env.spell {
		return nil, unreadf("a replacement of your draws outside a permanent's static ability")
	}
	rest := strings.TrimSpace(strings.TrimSpace(m["rest"]) + " " + m["rest3"])
	if r2 := strings.TrimSpace(m["rest2"]); r2 != "" {
		rest += ". " + r2
	}
	then, err := rd.effects(rest)
	if err != nil {
		return nil, err
	}
	if len(then) > 0 && then[0].Optional {
		// « puoi invece passare in rassegna … »: when you don't, you draw,
		// which draw_instead (the draw always replaced) does not say.
		return nil, unreadf("\"you may instead\": a draw replaced only if you choose, which the engine does not run")
	}
	e := &rules.Effect{Op: "draw_instead", Affects: "you", Then: then}
	if m["except"] != "" {
		e.Kind = "except_first"
	}
	return e, nil
}
