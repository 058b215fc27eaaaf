package rules

import (
	"fmt"
	"slices"
	"strings"
)

// Goad (701.15): "Les jetons sont incités pour le reste de la partie." A
// goaded creature attacks each combat if able, and attacks a player other
// than a player who goaded it if able (701.15b). Being goaded is a status
// of the permanent, not an ability: it survives the loss of all abilities
// and a change of control, and attacking does not end it. Goaded by every
// opponent of its controller, it must attack one of them, any (a player
// rather than a planeswalker or a battle, which the engine does not
// attack). A creature that can't attack (tapped, summoning sick, an effect)
// is not forced, nor is it forced to attack a player it can't attack: it
// must then attack another player if able, a player who goaded it last.
//
// The engine declares attackers against one defender at a time, so a
// declaration is refused when it leaves out a goaded creature that must
// and can attack that defender, or sends one against a player it must not
// attack while another is open to it.

// goadMark records who goaded a permanent and until when.
type goadMark struct {
	by    int
	until string // "game", "your_next_turn" (the goader's), "eot"
	turn  int    // the turn it was goaded
}

// goadOps are the ops of this file.
func goadOps() []Op {
	return []Op{
		{Name: "goad", Doc: "goads what (default t0): until (default your_next_turn; game, eot) each attacks each combat if able, and a player other than you if able",
			Args: []Arg{Opt("what", ArgRef), Opt("until", ArgDuration)}, Handler: OneShot((*Game).opGoad)},
		{Name: "cant_attack_you", Doc: "the affected creatures can't attack the controller of this effect",
			Args: continuousArgs, Handler: continuous(effCombat)},
	}
}

func (g *Game) opGoad(e *Effect, ctx *EvalCtx) error {
	until := e.Until
	if until == "" {
		until = "your_next_turn"
	}
	for _, o := range g.objTargets(e, ctx, "t0") {
		if o.Zone != ZoneBattlefield {
			continue
		}
		// A fresh slice: snapshots share the object's.
		marks := slices.Clone(o.Goads)
		o.Goads = append(marks, goadMark{by: ctx.Ctrl, until: until, turn: g.Turn})
		g.Touch()
		g.logf("%s is goaded by %s", g.Describe(o), g.Players[ctx.Ctrl].Name)
	}
	return nil
}

// goaders are the players whose goad still applies to o.
func (g *Game) goaders(o *Object) []int {
	var out []int
	for _, m := range o.Goads {
		switch m.until {
		case "eot", "this_turn":
			if g.Turn != m.turn {
				continue
			}
		case "your_next_turn":
			if g.Turn > m.turn && g.Active == m.by {
				continue
			}
		}
		if !g.Players[m.by].Lost && !slices.Contains(out, m.by) {
			out = append(out, m.by)
		}
	}
	return out
}

// canAttackPlayer reports whether creature o may attack player d, as far
// as effects about defenders go ("creatures can't attack you").
func (g *Game) canAttackPlayer(o *Object, d int) bool {
	for _, e := range g.activeEffects() {
		if e.kind != effCombat || e.op.Op != "cant_attack_you" || e.ctrl != d {
			continue
		}
		if e.cond != nil && e.cond.Eval(e.ctx) == 0 {
			continue
		}
		if g.effectApplies(e, o) {
			return false
		}
	}
	return true
}

// checkGoad refuses a declaration of p's attackers against defender that
// breaks a goad requirement (701.15b) it could obey.
func (g *Game) checkGoad(p, defender int, attackers []*Object) error {
	for _, id := range g.battlefield {
		o := g.Objs[id]
		if o == nil || len(o.Goads) == 0 || g.Chars(o).Controller != p {
			continue
		}
		by := g.goaders(o)
		if len(by) == 0 || !g.canAttackNow(o) {
			continue
		}
		var open, others []int
		for _, q := range g.Opponents(p) {
			if !g.canAttackPlayer(o, q) {
				continue
			}
			open = append(open, q)
			if !slices.Contains(by, q) {
				others = append(others, q)
			}
		}
		if len(open) == 0 {
			continue
		}
		required := others
		if len(required) == 0 {
			required = open
		}
		declared := slices.Contains(attackers, o)
		switch {
		case declared && !slices.Contains(required, defender):
			return fmt.Errorf("%s is goaded: it must attack %s", g.Describe(o), g.playerNames(required))
		case !declared && !o.Attacking && slices.Contains(required, defender):
			return fmt.Errorf("%s is goaded: it must attack %s if able", g.Describe(o), g.Players[defender].Name)
		}
	}
	return nil
}

// playerNames joins the names of players ps with "or".
func (g *Game) playerNames(ps []int) string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = g.Players[p].Name
	}
	return strings.Join(names, " or ")
}
