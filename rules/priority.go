package rules

import "fmt"

// Priority (117): which player may act, and when the stack resolves.
//
// The active player receives priority at the beginning of each step (but
// untap and cleanup) and after a spell or ability resolves (117.3a,
// 117.3b); a player who casts a spell or activates an ability receives it
// again (117.3c), as after a special action (117.3c, 116.3). A player who
// passes gives it to the next player in turn order (117.3d). When all
// players pass in succession, the top of the stack resolves, or, with an
// empty stack, the step ends (117.4, 500.2).
//
// A scenario may write every pass, or leave them out: "resolve" stands for
// the passes of every player, and a player may act without the passes
// before it being written. What a scenario can no longer do once passes
// are written is act out of turn: a player who passed may not act until
// priority comes back to them, and only the player who holds priority may
// pass.

// priorityState is who holds priority and who has passed since the last
// action. A plain value: a game's snapshot copies it as it is.
type priorityState struct {
	// holder is the player who holds priority, plus one; 0 is the active
	// player (a scenario sets the active player after the game is made).
	holder int
	// passed has bit p set when player p passed since the last action.
	passed uint64
}

// PriorityHolder is the player who holds priority now.
func (g *Game) PriorityHolder() int {
	if g.prio.holder == 0 {
		return g.Active
	}
	return g.prio.holder - 1
}

// givePriority gives player p priority, no one having passed since.
func (g *Game) givePriority(p int) {
	g.prio = priorityState{holder: p + 1}
}

// resetPriority gives the active player priority (117.3a, 117.3b).
func (g *Game) resetPriority() { g.prio = priorityState{} }

// mayAct says why p may not cast, activate or take a special action now:
// p passed and priority has not come back to them (117.3d). While a spell
// or ability resolves, what it makes a player cast (miracle, cascade) asks
// for no priority (608.2g).
func (g *Game) mayAct(p int) error {
	if g.inResolve {
		return nil
	}
	if g.prio.passed&(1<<uint(p)) != 0 && g.PriorityHolder() != p {
		return fmt.Errorf("%s passed priority: %s holds it now", g.Players[p].Name, g.Players[g.PriorityHolder()].Name)
	}
	return nil
}

// acted records that p cast a spell, activated an ability or took a
// special action: p receives priority again (117.3c).
func (g *Game) acted(p int) {
	if !g.inResolve {
		g.givePriority(p)
	}
}

// Pass is player p passing priority (117.3d). When every player still in
// the game has passed in succession, the top of the stack resolves and
// the active player receives priority (117.4, 117.3b); with an empty
// stack, the step or phase ends (500.2).
func (g *Game) Pass(p int) error {
	if h := g.PriorityHolder(); h != p {
		return fmt.Errorf("%s does not hold priority: %s does", g.Players[p].Name, g.Players[h].Name)
	}
	if err := g.Settle(); err != nil {
		return err
	}
	g.prio.passed |= 1 << uint(p)
	g.logf("%s passes priority", g.Players[p].Name)
	next := g.nextInTurnOrder(p)
	if g.prio.passed&(1<<uint(next)) == 0 {
		g.prio.holder = next + 1
		return nil
	}
	// Every player passed in succession.
	if len(g.stack) == 0 {
		g.Advance()
		g.resetPriority()
		return g.Settle()
	}
	if err := g.ResolveTop(); err != nil {
		return err
	}
	return g.Settle()
}

// nextInTurnOrder is the player after p in turn order who has not lost.
func (g *Game) nextInTurnOrder(p int) int {
	n := len(g.Players)
	for i := 1; i < n; i++ {
		q := (p + i) % n
		if !g.Players[q].Lost {
			return q
		}
	}
	return p
}

// Cast casts a spell (601.2) for player p, who must be free to act
// (priority): see castSpell.
func (g *Game) Cast(p int, obj *Object, opts CastOptions) (*Object, error) {
	if err := g.mayAct(p); err != nil {
		return nil, err
	}
	so, err := g.castSpell(p, obj, opts)
	if err == nil {
		g.acted(p)
	}
	return so, err
}

// Activate activates an ability (602.2) for player p, who must be free to
// act (priority): see activate. A mana ability asks for no priority when
// it is activated while a cost is paid; activated on its own, it keeps
// priority where it was (117.1d, 605.3a).
func (g *Game) Activate(p int, obj *Object, a *Ability, opts CastOptions) (*Object, error) {
	if a.Kind != KindMana {
		if err := g.mayAct(p); err != nil {
			return nil, err
		}
	}
	so, err := g.activate(p, obj, a, opts)
	if err == nil && a.Kind != KindMana {
		g.acted(p)
	}
	return so, err
}
