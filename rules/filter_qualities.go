package rules

import (
	"slices"

	"github.com/arbitre/arbitre/internal/text"
)

// qualityFilterWords are one-word conditions of filters that name a
// quality of an object the other words do not ("a creature with a counter
// on it": any counter, whatever its kind).
var qualityFilterWords = map[string]objPred{
	"counters":    hasAnyCounter,
	"chosen_type": hasChosenType,
	// (branch grammar-maychoice) "of the chosen color" (choose_now.go).
	"chosen_color": hasChosenColor,
}

// mappedFilterWord is a one-word condition of the maps: what the
// resolving spell chose (resolutionFilterWords) or a quality
// (qualityFilterWords).
func mappedFilterWord(t string) (objPred, bool) {
	if p, ok := resolutionFilterWords[t]; ok {
		return p, true
	}
	p, ok := qualityFilterWords[t]
	return p, ok
}

// hasAnyCounter reports whether the object has at least one counter of
// any kind (122.1): a kind the engine keeps at zero does not count.
func hasAnyCounter(_ *EvalCtx, o *Object, _ *Chars) bool {
	for _, n := range o.Counters {
		if n > 0 {
			return true
		}
	}
	return false
}

// hasChosenType reports whether the object has the creature type chosen
// for the filter's source as it entered ("creatures of the chosen type",
// enters_creature_type); nothing has it while none was chosen.
func hasChosenType(c *EvalCtx, _ *Object, ch *Chars) bool {
	src := c.sourceOrLast()
	if src == nil || src.ChosenType == "" {
		return false
	}
	t := src.ChosenType
	if cs, ok := subWords[text.FoldLine(t)]; ok {
		t = cs
	}
	return ch.HasSub(t)
}

// compileControlledBy is controlled_by:<player reference>: the object's
// controller is that player, or one of those players ("creatures target
// player controls": controlled_by:t0).
func compileControlledBy(ref string) objPred {
	return func(c *EvalCtx, _ *Object, ch *Chars) bool {
		return slices.Contains(c.PlayerRef(ref), ch.Controller)
	}
}
