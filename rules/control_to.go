package rules

// A player other than the controller of the effect gaining control
// ("Target opponent gains control of ~", Sleeper Agent, Humble Defector):
// the control op's to, a player fixed as the effect begins (611.2c), as
// the new controller of every permanent it affects.

// controlTo fixes the player a control effect's to names as it begins;
// a to that names nobody (a target gone) changes no controller.
func controlTo(ce *contEffect, ctx *EvalCtx) {
	if ce.op.Op != "control" || ce.op.To == "" {
		return
	}
	ce.ctrlTo = -1
	if ps := ctx.PlayerRef(ce.op.To); len(ps) > 0 {
		ce.ctrlTo = ps[0] + 1
	}
}

// applyControl gives control of a permanent to the effect's controller,
// or to the player its to named (layer 2).
func applyControl(_ *Game, e *contEffect, _ *Object, c *Chars) {
	switch {
	case e.ctrlTo > 0:
		c.Controller = e.ctrlTo - 1
	case e.ctrlTo == 0:
		c.Controller = e.ctrl
	}
}

// controllersOf records the controllers of the permanents a control
// effect locked in, before it applies.
func (g *Game) controllersOf(ce *contEffect) map[int]int {
	if ce.op.Op != "control" {
		return nil
	}
	out := map[int]int{}
	for _, id := range ce.locked {
		if o := g.Objs[id]; o != nil {
			out[id] = g.Chars(o).Controller
		}
	}
	return out
}

// leaveCombatOnControl removes from combat each permanent whose controller
// the effect changed (506.4: "This removes Goblin Cadets from combat").
func (g *Game) leaveCombatOnControl(before map[int]int) {
	for id, ctrl := range before {
		o := g.Objs[id]
		if o == nil || o.Zone != ZoneBattlefield || g.Chars(o).Controller == ctrl {
			continue
		}
		if o.Attacking || len(o.Blocking) > 0 {
			g.removeFromCombat(o)
			g.logf("%s is removed from combat", g.Describe(o))
		}
	}
}
