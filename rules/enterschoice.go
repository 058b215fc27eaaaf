package rules

import (
	"slices"
	"strconv"

	"github.com/arbitre/arbitre/internal/text"
)

// choiceIndex is the 1-based position of choice among the choices the
// permanent's enters_choice offers ("Croire ou Douter": croire is 1), or
// choice itself when it is a position already; "" when it is neither. The
// position is what the card's abilities read (chose(self, 1)), so that a
// scenario's choice means the same in every language.
func (g *Game) choiceIndex(o *Object, choice string) string {
	if IsDigits(choice) {
		return choice
	}
	c := text.FoldLine(choice)
	for _, a := range g.BaseChars(o).Abilities {
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

// chosenRef is the object an instruction chooses without targeting ("vous
// pouvez renvoyer dans votre main un permanent non-terrain que vous
// possédez"): among the objects matching filter, the one the scenario
// names as the ability resolves (resolve's targets), else the first.
func (c *EvalCtx) chosenRef(filter string) []int {
	f, err := ParseFilter(filter)
	if err != nil {
		return nil
	}
	g := c.G
	cands := g.Matching(c, f)
	for _, ts := range g.CastTargets {
		for _, t := range ts {
			for _, o := range cands {
				if !t.IsPlayer() && t.Obj == o.ID {
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
	if len(g.Choices) > 0 {
		if o := g.ByAlias(g.Choices[0]); o != nil && slices.Contains(cands, o) {
			g.Choices = g.Choices[1:]
			c.remember(key, o)
			return []int{o.ID}
		}
	}
	return []int{cands[0].ID}
}

// upTo picks up to n tapped permanents matching f for an instruction that
// chooses them as it resolves ("dégagez jusqu'à X terrains"): those the
// resolve action's choices name, in order, else the first ones.
func (g *Game) upTo(n int, f *Filter, ctx *EvalCtx) []*Object {
	var cands []*Object
	for _, o := range g.Matching(ctx, f) {
		if o.Tapped {
			cands = append(cands, o)
		}
	}
	var out []*Object
	for len(out) < n && len(g.Choices) > 0 {
		o := g.ByAlias(g.Choices[0])
		g.Choices = g.Choices[1:]
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
