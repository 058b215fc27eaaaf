package rules

import (
	"slices"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// choiceIndex is the 1-based position of choice among the choices the
// permanent's enters_choice offers ("Croire ou Douter": croire is 1), or
// choice itself when it is a position already; "" when it is neither. The
// position is what the card's abilities read (chose(self, 1)), so that a
// scenario's choice means the same in every language.
func (g *Game) choiceIndex(o *Object, choice string) string {
	if isDigits(choice) {
		return choice
	}
	c := text.FoldLine(choice)
	for _, a := range g.baseChars(o).Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op != "enters_choice" {
				continue
			}
			for i, w := range e.Choices {
				if text.FoldLine(w) == c {
					return strconv.Itoa(i + 1)
				}
			}
		}
	}
	return ""
}

// entersChoiceAbilities reads "Au moment où ~ arrive, choisissez Croire ou
// Douter." with the card's two bullets ("Croire — À chaque fois que …"):
// the choice as the permanent enters, and each bullet's ability working
// only when its word was chosen (chose(self, N), N its position).
func (lx *lexicon) entersChoiceAbilities(choices []string, env paragraphEnv) ([]*Ability, error) {
	if len(env.modes) == 0 {
		return nil, unreadf("a choice as it enters with no abilities to choose between")
	}
	abs := []*Ability{{Kind: KindStatic, Static: []*Effect{{Op: "enters_choice", Choices: choices}}}}
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
		cond, err := ParseExpr("chose(self, " + strconv.Itoa(i+1) + ")")
		if err != nil {
			return nil, err
		}
		for _, a := range mabs {
			a.If = combineCond(a.If, cond)
		}
		abs = append(abs, mabs...)
	}
	return abs, nil
}

// chosenRef is the object an instruction chooses without targeting ("vous
// pouvez renvoyer dans votre main un permanent non-terrain que vous
// possédez"): among the objects matching filter, the one the scenario
// names as the ability resolves (resolve's targets), else the first.
func (c *evalCtx) chosenRef(filter string) []int {
	f, err := ParseFilter(filter)
	if err != nil {
		return nil
	}
	g := c.g
	cands := g.matching(c, f)
	for _, ts := range g.castTargets {
		for _, t := range ts {
			for _, o := range cands {
				if !t.isPlayer() && t.Obj == o.ID {
					return []int{o.ID}
				}
			}
		}
	}
	if len(cands) == 0 {
		return nil
	}
	// The resolution's next choice, when it names one of them ("vous
	// pouvez mettre un marqueur +1/+1 sur une créature"), kept for the
	// instructions after it that name the same object.
	key := "chosen:" + filter
	if ids := c.vars[key]; len(ids) > 0 {
		return ids
	}
	if len(g.choices) > 0 {
		if o := g.byAlias(g.choices[0]); o != nil && slices.Contains(cands, o) {
			g.choices = g.choices[1:]
			c.remember(key, o)
			return []int{o.ID}
		}
	}
	return []int{cands[0].ID}
}

// upTo picks up to n tapped permanents matching f for an instruction that
// chooses them as it resolves ("dégagez jusqu'à X terrains"): those the
// resolve action's choices name, in order, else the first ones.
func (g *Game) upTo(n int, f *Filter, ctx *evalCtx) []*Object {
	var cands []*Object
	for _, o := range g.matching(ctx, f) {
		if o.Tapped {
			cands = append(cands, o)
		}
	}
	var out []*Object
	for len(out) < n && len(g.choices) > 0 {
		o := g.byAlias(g.choices[0])
		g.choices = g.choices[1:]
		if o != nil && slices.Contains(cands, o) && !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	for _, o := range cands {
		if len(out) >= n {
			break
		}
		if !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}
