package rules

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// Voting (701.38), as council's dilemma prints it: "En commençant par vous,
// chaque joueur vote pour temps ou argent. Pour chaque vote pour temps, …
// Pour chaque vote pour argent, …". Each player still in the game votes
// once, in turn order from the spell's controller, for one of the options;
// no player can abstain (the resolution's choices must give every vote).
// The options are kept as the reader's language-neutral words ("time",
// "money") so that both printings compile to the same form and a scenario's
// votes read the same in either language.

// voteOps are the ops of this file.
func voteOps() []Op {
	return []Op{
		{Name: "vote", Doc: "each player, in turn order starting with you, votes for one of choices (vote:<option> or vote:<position>, 1 for the first): the resolution's choices, one vote per player in that order; a missing or unknown vote is an error (no one can abstain, 701.38)",
			Args: []Arg{Req("choices", ArgWords)}, Handler: OneShot((*Game).opVote)},
		{Name: "for_each_vote", Doc: "then is done once for each vote for name, in the order the votes were cast; in it the reference voter is the player who cast that vote",
			Args: []Arg{Req("name", ArgString), Req("then", ArgDo)}, Handler: OneShot((*Game).opForEachVote)},
		{Name: "extra_turn", Doc: "to (default you) takes n (default 1) extra turns after this one (500.7); the engine counts them (the query extra_turns) and plays none",
			Args: []Arg{Opt("to", ArgPlayer), Opt("n", ArgExpr)}, Handler: OneShot((*Game).opExtraTurn)},
	}
}

// vote is one player's vote.
type vote struct {
	player int
	option string
}

// turnOrderStarting lists the players still in the game in turn order,
// beginning with p.
func (g *Game) turnOrderStarting(p int) []int {
	order := g.turnOrderFrom(p)
	if i := slices.Index(order, p); i >= 0 {
		order = append([]int{p}, order[:i]...)
	}
	return order
}

func (g *Game) opVote(e *Effect, ctx *EvalCtx) error {
	if len(e.Choices) == 0 {
		return fmt.Errorf("vote: no options to vote for (choices)")
	}
	options := strings.Join(e.Choices, " or ")
	var votes []vote
	for _, p := range g.turnOrderStarting(ctx.Ctrl) {
		name := g.Players[p].Name
		if len(g.Choices) == 0 {
			return fmt.Errorf("%s must vote for %s: a player can't abstain (701.38; give each vote in the resolution's choices)", name, options)
		}
		v, ok := voteFor(e.Choices, g.Choices[0])
		if !ok {
			return fmt.Errorf("%s cannot vote for %q: the options are %s", name, g.Choices[0], options)
		}
		g.Choices = g.Choices[1:]
		g.logf("%s votes for %s", name, v)
		votes = append(votes, vote{p, v})
	}
	ctx.votes = votes
	return nil
}

// VotePrefix marks a resolution's choice that is a vote ("vote:time"),
// not an object's alias.
const VotePrefix = "vote:"

// voteFor reads a vote: "vote:" and one of the options, or its position
// among them (1 for the first), so that a scenario can vote in either
// language.
func voteFor(options []string, s string) (string, bool) {
	v, ok := strings.CutPrefix(text.FoldLine(s), VotePrefix)
	if !ok {
		return "", false
	}
	if slices.Contains(options, v) {
		return v, true
	}
	if i, err := strconv.Atoi(v); err == nil && i >= 1 && i <= len(options) {
		return options[i-1], true
	}
	return "", false
}

func (g *Game) opForEachVote(e *Effect, ctx *EvalCtx) error {
	for _, v := range ctx.votes {
		if v.option != e.Name {
			continue
		}
		c := *ctx
		c.voter = []int{v.player}
		if err := g.Run(e.Then, &c); err != nil {
			return err
		}
		// What the repeated instructions chose stays known after them.
		if ctx.vars == nil {
			ctx.vars = c.vars
		}
	}
	return nil
}

func (g *Game) opExtraTurn(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		g.Players[p].ExtraTurns += n
		g.logf("%s takes %d extra turns after this one", g.Players[p].Name, n)
	}
	return nil
}

// voterOwns is the filter word voter_owns: owned by the player whose vote
// is being counted ("un permanent possédé par le votant").
func voterOwns(c *EvalCtx, o *Object, _ *Chars) bool {
	return c != nil && len(c.voter) == 1 && o.Owner == c.voter[0]
}
