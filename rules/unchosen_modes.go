package rules

import (
	"fmt"
	"slices"
)

// Modes "that hasn't been chosen" (« choisissez l'un qui n'a pas été
// choisi — », « scegli uno che non è stato scelto — »): the object that
// has the ability remembers the modes chosen for it; each can be chosen
// once. A permanent that leaves the battlefield and returns is a new object
// with no memory of them (400.7). With every mode chosen, none can be, and
// the triggered ability is removed from the stack (603.3c).

// allModesChosen says whether every mode of a trigger's "not chosen
// before" ability has been chosen for its source.
func (g *Game) allModesChosen(t *pendingTrigger) bool {
	if !t.ab.Unchosen {
		return false
	}
	src := g.Objs[t.ctx.Src]
	if src == nil || len(src.ModesChosen[t.ab]) < len(t.ab.Modes) {
		return false
	}
	g.logf("%s: every mode has been chosen, the ability is removed", t.name)
	return true
}

// rememberModes checks that modes (0-based) were not chosen before for the
// trigger's source, and remembers them.
func (g *Game) rememberModes(t *pendingTrigger, modes []int) error {
	if !t.ab.Unchosen {
		return nil
	}
	src := g.Objs[t.ctx.Src]
	if src == nil {
		return nil
	}
	for _, m := range modes {
		if slices.Contains(src.ModesChosen[t.ab], m) {
			return fmt.Errorf("trigger of %s: mode %d has already been chosen", t.name, m+1)
		}
	}
	if src.ModesChosen == nil {
		src.ModesChosen = map[*Ability][]int{}
	}
	src.ModesChosen[t.ab] = append(src.ModesChosen[t.ab], modes...)
	return nil
}
