package rules

import (
	"cmp"

	"github.com/arbitre/arbitre/internal/text"
)

// Counting the doors of rooms (709.5): « le nombre d'accès déverrouillés
// parmi les pièces que vous contrôlez » counts doors, and « huit noms
// différents parmi les accès déverrouillés » counts the names of unlocked
// doors, a room with both doors unlocked having two (201.2).

// compileDoorsUnlocked is doors_unlocked(filter): how many unlocked doors
// the rooms matching the filter have.
func compileDoorsUnlocked(_ string, args []string) (evalFn, error) {
	f, err := ParseFilter(args[0])
	if err != nil {
		return nil, err
	}
	return func(c *EvalCtx) int {
		n := 0
		for _, o := range c.G.Matching(c, f) {
			if c.G.Chars(o).HasSub(SubRoom) {
				n += b2i(o.Unlocked[0]) + b2i(o.Unlocked[1])
			}
		}
		return n
	}, nil
}

// compileDoorNames is door_names(filter): how many different names the
// unlocked doors of the rooms matching the filter have.
func compileDoorNames(_ string, args []string) (evalFn, error) {
	f, err := ParseFilter(args[0])
	if err != nil {
		return nil, err
	}
	return func(c *EvalCtx) int {
		names := map[string]bool{}
		for _, o := range c.G.Matching(c, f) {
			if ch := c.G.Chars(o); ch.HasSub(SubRoom) {
				for _, n := range ch.Names {
					names[n] = true
				}
			}
		}
		return len(names)
	}, nil
}

// compileSharesName is the filter condition shares_name:KIND: the object
// has a name in common with a permanent you control of that card type or
// subtype (201.2: one name in common is enough, and a room's names are
// those of its unlocked doors, 709.5).
func compileSharesName(kind string) objPred {
	ty, isType := FilterTypes[kind]
	sub := kind
	if c, ok := subWords[text.FoldLine(kind)]; ok {
		sub = c
	}
	return func(c *EvalCtx, o *Object, ch *Chars) bool {
		for _, p := range c.G.Battlefield() {
			pc := c.G.Chars(p)
			if p.ID == o.ID || pc.Controller != c.Ctrl || isType && !pc.Is(ty) || !isType && !pc.HasSub(sub) {
				continue
			}
			for _, n := range pc.Names {
				if ch.HasName(n) {
					return true
				}
			}
		}
		return false
	}
}

// winOps: a player wins the game (104.2b): every opponent of theirs loses.
func winOps() []Op {
	return []Op{
		{Name: "win_game", Doc: "to (default you) wins the game: each of their opponents loses it (104.2b)",
			Args: []Arg{Opt("to", ArgPlayer)}, Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
					for _, o := range g.Opponents(p) {
						g.loseGame(o)
					}
					g.logf("%s wins the game", g.Players[p].Name)
				}
				return nil
			})},
	}
}
