package rules

import (
	"cmp"
	"fmt"
)

// Skipping (500.11, 614.1b, 614.10): "target player skips their next untap
// step", « le joueur ciblé passe sa prochaine phase de combat », « salta il
// tuo prossimo turno ». The player's next step, phase or turn of that kind
// does not happen: nothing in it is done and nothing triggers "at the
// beginning of" it. The engine keeps how many of each kind a player is to
// skip and consumes one each time that kind of step, phase or turn would
// begin for them as the active player.

// skipKinds are what a player can skip, and the first step of each.
var skipKinds = map[string]Step{"untap": StepUntap, "draw": StepDraw, "combat": StepBeginCombat}

// skipOps are the ops of this file.
func skipOps() []Op {
	return []Op{
		{Name: "skip", Doc: "to (default you) skips their next n (default 1) kind: untap (step), draw (step), combat (phase) or turn (500.11)",
			Args: []Arg{Req("kind", ArgString), Opt("to", ArgPlayer), Opt("n", ArgExpr)}, Handler: OneShot((*Game).opSkip)},
	}
}

func (g *Game) opSkip(e *Effect, ctx *EvalCtx) error {
	if _, ok := skipKinds[e.Kind]; !ok && e.Kind != "turn" {
		return fmt.Errorf("skip: unknown kind %q (untap, draw, combat or turn)", e.Kind)
	}
	n := g.num(e.N, ctx, 1)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		pl := g.Players[p]
		if pl.Skips == nil {
			pl.Skips = map[string]int{}
		}
		pl.Skips[e.Kind] += n
		g.logf("%s will skip their next %d %s", pl.Name, n, e.Kind)
	}
	return nil
}

// consumeSkip uses one of the active player's skips of kind, if any.
func (g *Game) consumeSkip(kind string) bool {
	pl := g.Players[g.Active]
	if pl.Skips[kind] <= 0 {
		return false
	}
	pl.Skips[kind]--
	g.logf("%s skips their %s", pl.Name, kind)
	return true
}

// skipTurn consumes a skip of the turn that is beginning.
func (g *Game) skipTurn() bool {
	return g.consumeSkip("turn")
}

// skipSteps returns the step the game goes to instead of next when the
// active player skips it: the untap step (no permanent untaps), the draw
// step (no card drawn), the combat phase (to the second main phase).
func (g *Game) skipSteps(next Step) Step {
	switch next {
	case StepUntap:
		if g.consumeSkip("untap") {
			return StepUpkeep
		}
	case StepDraw:
		if g.consumeSkip("draw") {
			return StepMain1
		}
	case StepBeginCombat:
		if g.consumeSkip("combat") {
			return StepMain2
		}
	}
	return next
}
