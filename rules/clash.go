package rules

import (
	"slices"

	"github.com/arbitre/arbitre/internal/text"
)

// Clash (701.30): "To clash, a player reveals the top card of their
// library. That player may then put that card on the bottom of their
// library" (701.30a); "clash with an opponent": the player and an opponent
// of their choice clash (701.30b); a player wins if their card had a
// higher mana value than every other card revealed (701.30c), so a player
// who reveals no card (an empty library) cannot win, and wins against an
// opponent who reveals none.
//
// The engine's "did" holds whether the controller won: "If you win, …"
// reads it (the reader's flow won, after the clash only). The opponent is
// "that player" afterwards (chosen_player).

// keywordActionOps are the keyword actions of branch grammar-kwactions:
// clash, flipping a coin, amass.
func keywordActionOps() []Op {
	return []Op{
		{Name: "clash", Doc: "clash with an opponent (701.30): you and an opponent (the resolution's choice naming one, else the first) each reveal the top card of their library and put it on the bottom if the resolution's choices name it, else back on top; did: you won (your card's mana value greater than theirs, or they revealed none); later instructions call the opponent chosen_player",
			Handler: OneShot((*Game).opClash)},
		{Name: "amass", Doc: "amass n (701.44a, before 2023: Zombies): you put n +1/+1 counters on an Army you control (the resolution's choice among several, else the first); without one, a 0/0 black Zombie Army creature token is created first; later instructions call the Army amassed",
			Args: []Arg{Req("n", ArgExpr)}, Handler: OneShot((*Game).opAmass)},
		{Name: "flip_coin", Doc: "you flip a coin (705): the resolution's next choice won or lost says how it fell for you (else won); did: you won the flip",
			Handler: OneShot((*Game).opFlipCoin)},
	}
}

// opClash clashes the ability's controller with an opponent.
func (g *Game) opClash(_ *Effect, ctx *EvalCtx) error {
	ops := g.Opponents(ctx.Ctrl)
	if len(ops) == 0 {
		g.did = false
		return nil
	}
	opp := ops[0]
	for i, name := range g.Choices {
		if j := slices.IndexFunc(ops, func(p int) bool { return g.Players[p].Name == name }); j >= 0 {
			opp = ops[j]
			g.Choices = slices.Delete(slices.Clone(g.Choices), i, i+1)
			break
		}
	}
	ctx.chosenPl = []int{opp}
	mine, mineOK := g.clashReveal(ctx.Ctrl)
	theirs, theirsOK := g.clashReveal(opp)
	g.did = mineOK && (!theirsOK || mine > theirs)
	if g.did {
		g.logf("%s wins the clash with %s", g.Players[ctx.Ctrl].Name, g.Players[opp].Name)
	} else {
		g.logf("%s does not win the clash with %s", g.Players[ctx.Ctrl].Name, g.Players[opp].Name)
	}
	return nil
}

// clashReveal reveals p's top card, puts it on the bottom when the
// resolution's choices name it, and returns its mana value; false when
// p's library is empty.
func (g *Game) clashReveal(p int) (int, bool) {
	lib := g.Players[p].Library
	if len(lib) == 0 {
		g.logf("%s reveals no card (empty library)", g.Players[p].Name)
		return 0, false
	}
	o := g.Objs[lib[0]]
	mv := g.Chars(o).ManaValue
	g.logf("%s reveals %s (mana value %d)", g.Players[p].Name, g.Describe(o), mv)
	if i := slices.Index(g.Choices, o.Alias); o.Alias != "" && i >= 0 {
		g.Choices = slices.Delete(slices.Clone(g.Choices), i, i+1)
		g.Move(o, ZoneLibrary, MoveOpts{bottom: true})
		g.logf("%s puts it on the bottom of their library", g.Players[p].Name)
	}
	return mv, true
}

// The results of a coin flip are words a scenario's choices may name.
func init() { ChoiceWords["won"], ChoiceWords["lost"] = true, true }

// opFlipCoin flips a coin for the ability's controller (705.1: a player
// who flips a coin calls it; 705.2: that player wins the flip if the call
// matches the result). The engine is deterministic: the scenario says how
// the flip went for the player, won or lost, as the resolution's next
// choice; without one the player wins.
func (g *Game) opFlipCoin(_ *Effect, ctx *EvalCtx) error {
	won := true
	if len(g.Choices) > 0 && (g.Choices[0] == "won" || g.Choices[0] == "lost") {
		won = g.Choices[0] == "won"
		g.Choices = g.Choices[1:]
	}
	g.did = won
	if won {
		g.logf("%s flips a coin and wins the flip", g.Players[ctx.Ctrl].Name)
	} else {
		g.logf("%s flips a coin and loses the flip", g.Players[ctx.Ctrl].Name)
	}
	return nil
}

// armyNames are the subtype Army as type lines print it in English,
// French and Italian (folded).
var armyNames = []string{"army", "armee", "esercito"}

// opAmass amasses n (701.44a): "put N +1/+1 counters on an Army you
// control. If you don't control one, create a 0/0 black Zombie Army
// creature token first."
func (g *Game) opAmass(e *Effect, ctx *EvalCtx) error {
	var armies []*Object
	for _, o := range g.Battlefield() {
		ch := g.Chars(o)
		if ch.Controller == ctx.Ctrl && slices.ContainsFunc(ch.Subtypes, func(s string) bool { return slices.Contains(armyNames, text.FoldLine(s)) }) {
			armies = append(armies, o)
		}
	}
	var army *Object
	switch {
	case len(armies) == 0:
		tok, err := g.createToken(ctx.Ctrl, &Effect{Name: "Zombie Army", Kind: "Creature — Zombie Army", PT: "0/0", Colors: string(Black)})
		if err != nil {
			return err
		}
		army = tok
	case len(g.Choices) > 0 && slices.Contains(armies, g.ByAlias(g.Choices[0])):
		army, g.Choices = g.ByAlias(g.Choices[0]), g.Choices[1:]
	default:
		army = armies[0]
	}
	g.addCounters(army, "+1/+1", g.num(e.N, ctx, 0))
	ctx.remember("amassed", army)
	return nil
}
