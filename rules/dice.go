package rules

import (
	"fmt"
	"strconv"
)

// diceOps roll dice (706), for the card notes that need it (Sortilegio
// Dissennante).
func diceOps() []Op {
	return []Op{
		{Name: "roll", Doc: "you roll a die with n (default 6) faces; choose is the result (else the resolution's next choice, a number; else 1); then runs with it as amount (without then, the rest of the ability does)",
			Args: []Arg{Opt("n", ArgExpr), Opt("choose", ArgString), Opt("then", ArgDo)}, Handler: OneShot((*Game).roll)},
		{Name: "roll_planar", Doc: "you roll the planar die (901.9): choose is the face (blank, chaos, planeswalk; else the resolution's next choice planar:FACE; else blank); chaos triggers chaos_rolled; planeswalk is refused (no planar deck)",
			Args: []Arg{Opt("choose", ArgString)}, Handler: OneShot((*Game).rollPlanar)},
	}
}

// roll rolls a die with n faces (706.1: "a d6 is a six-sided die"). The
// engine is deterministic, so the scenario says what was rolled (choose);
// a result the die cannot show is an error. The instructions in "then" see
// the result as amount.
func (g *Game) roll(e *Effect, ctx *EvalCtx) error {
	sides := g.num(e.N, ctx, 6)
	if sides < 1 {
		return fmt.Errorf("a die needs at least one face, not %d", sides)
	}
	res := 1
	choice := e.Choose
	if choice == "" && len(g.Choices) > 0 && IsDigits(g.Choices[0]) {
		// The printed card's roll: the resolution's choices give the result.
		choice = g.Choices[0]
		g.Choices = g.Choices[1:]
	}
	if choice != "" {
		n, err := strconv.Atoi(choice)
		if err != nil {
			return fmt.Errorf("roll: result %q is not a number", choice)
		}
		res = n
	}
	if res < 1 || res > sides {
		return fmt.Errorf("a d%d has %d faces: %d is not a result it can show", sides, sides, res)
	}
	g.logf("%s rolls a d%d: %d", g.Players[ctx.Ctrl].Name, sides, res)
	g.emit(Event{Kind: EvDieRolled, Player: ctx.Ctrl, Amount: res, What: "d" + strconv.Itoa(sides)})
	ev := Event{Amount: res, Player: ctx.Ctrl}
	if ctx.ev != nil {
		ev = *ctx.ev
		ev.Amount = res
	}
	if len(e.Then) == 0 {
		// « Lancez un d6. … un nombre de blessures égal au résultat »: the
		// instructions after it in the ability read the result.
		ctx.ev = &ev
		return nil
	}
	c := *ctx
	c.ev = &ev
	return g.Run(e.Then, &c)
}
