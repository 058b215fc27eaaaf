package read

import (
	"slices"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
)

// entersChoiceAbilities reads "Au moment où ~ arrive, choisissez Croire ou
// Douter." with the card's two bullets ("Croire — À chaque fois que …"):
// the choice as the permanent enters, and each bullet's ability working
// only when its word was chosen (chose(self, N), N its position).
func (lx *lexicon) entersChoiceAbilities(choices []string, env paragraphEnv) ([]*rules.Ability, error) {
	if len(env.modes) == 0 {
		return nil, unreadf("a choice as it enters with no abilities to choose between")
	}
	abs := []*rules.Ability{{Kind: rules.KindStatic, Static: []*rules.Effect{{Op: "enters_choice", Choices: choices}}}}
	sub := env
	sub.modes = nil
	for _, m := range env.modes {
		word, body, ok := strings.Cut(strings.TrimPrefix(strings.TrimSpace(m), "•"), "—")
		if !ok {
			return nil, unreadf("choice %q: no dash after its word", m)
		}
		i := slices.Index(choices, text.FoldLine(strings.TrimSpace(word)))
		if i < 0 {
			return nil, unreadf("choice %q: not one of %v", m, choices)
		}
		var r Reading
		mabs, err := lx.compile(strings.TrimSpace(body), sub, &r)
		if err != nil {
			return nil, unreadf("choice %q: %v", m, err)
		}
		cond, err := rules.ParseExpr("chose(self, " + strconv.Itoa(i+1) + ")")
		if err != nil {
			return nil, err
		}
		for _, a := range mabs {
			a.If = rules.CombineCond(a.If, cond)
		}
		abs = append(abs, mabs...)
	}
	return abs, nil
}
