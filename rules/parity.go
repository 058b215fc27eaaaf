package rules

import (
	"fmt"

	"github.com/arbitre/arbitre/internal/text"
)

// "Puis choisissez pair ou impair. Renvoyez chaque créature avec une force
// de la nature choisie dans la main de son propriétaire. (Zéro est pair.)"
// The choice is made as the spell resolves; the scenario gives it as the
// cast's choice: (even or odd, in any of the corpus's languages). The
// filter word power_parity_chosen matches the creatures whose power has the
// parity chosen.

// parityOps are the ops of this file.
func parityOps() []Op {
	return []Op{
		{Name: "choose_parity", Doc: "the spell's controller chooses even or odd (the cast's choice: even, odd); power_parity_chosen then filters by it",
			Handler: OneShot((*Game).opChooseParity)},
	}
}

// parityWords are the words that name a parity, folded.
var parityWords = map[string]int{"even": 0, "pair": 0, "pari": 0, "odd": 1, "impair": 1, "dispari": 1}

// chosenParity is 0 (even) or 1 (odd) as the resolving spell chose, or -1.
func chosenParity(c *EvalCtx) int {
	if c == nil || c.spell == nil {
		return -1
	}
	if p, ok := parityWords[text.FoldLine(c.spell.Choice)]; ok {
		return p
	}
	return -1
}

func (g *Game) opChooseParity(_ *Effect, ctx *EvalCtx) error {
	switch chosenParity(ctx) {
	case 0:
		g.logf("even is chosen")
	case 1:
		g.logf("odd is chosen")
	default:
		return fmt.Errorf("choose even or odd (the cast's choice:)")
	}
	return nil
}

// powerParityChosen is the filter word power_parity_chosen.
func powerParityChosen(c *EvalCtx, _ *Object, ch *Chars) bool {
	p := chosenParity(c)
	return p >= 0 && ((ch.Power%2)+2)%2 == p
}
