package rules

import (
	"fmt"
	"slices"
)

// "Vous pouvez mettre sur le champ de bataille une carte de terrain de
// votre main": a card chosen among those a filter finds, put into a zone
// by an effect. Putting a land onto the battlefield this way is not
// playing it (305.4): it uses no land play.

// putOps are the ops of this file.
func putOps() []Op {
	return []Op{
		{Name: "put", Doc: "you put n (default 1) objects matching filter (in the zones it names: in:hand …) into zone, tapped if tapped, onto the battlefield under the control of to (default their owner); choose names the one chosen (default the first found); not a land play (305.4)",
			Args:    []Arg{Req("filter", ArgFilter), Req("zone", ArgZone), Opt("n", ArgExpr), Opt("tapped", ArgBool), Opt("choose", ArgString), Opt("to", ArgPlayer)},
			Handler: OneShot((*Game).opPut)},
		{Name: "move_one", Doc: "moves one object matching filter to zone: the one the scenario's choose: names, else the first that matches (\"renvoyez une carte de permanent depuis votre cimetière dans votre main\")",
			Args: []Arg{Req("filter", ArgFilter), Req("zone", ArgZone), Opt("choose", ArgString)}, Handler: OneShot((*Game).opMoveOne)},
	}
}

func (g *Game) opPut(e *Effect, ctx *EvalCtx) error {
	if e.Filter == nil {
		return fmt.Errorf("put without filter")
	}
	z, ok := ParseZone(e.Zone)
	if !ok {
		return fmt.Errorf("put: unknown zone %q", e.Zone)
	}
	n := g.num(e.N, ctx, 1)
	var chosen []*Object
	for _, o := range g.Matching(ctx, e.Filter) {
		if len(chosen) == n {
			break
		}
		if e.Choose != "" && o.Alias != e.Choose {
			continue
		}
		chosen = append(chosen, o)
	}
	if len(chosen) == 0 {
		g.logf("put: nothing matches %s", e.Filter.src)
		if e.Optional {
			g.did = false
		}
		return nil
	}
	ctrl := 0
	if e.To != "" {
		if ps := ctx.PlayerRef(e.To); len(ps) > 0 {
			ctrl = ps[0] + 1
		}
	}
	g.simultaneously(func() {
		for _, o := range chosen {
			if n := g.Move(o, z, MoveOpts{tapped: e.Tapped, controller: ctrl}); n != nil && len(chosen) == 1 {
				// "You may put an Elemental creature card from your hand
				// onto the battlefield. That creature gains haste": the
				// instructions after it call the new object moved.
				ctx.remember("moved", n)
			}
		}
	})
	return nil
}

// opMoveOne moves one object of a kind, which the player chooses as the
// instruction resolves (not a target): the scenario names it with choose
// or, for a printed card's instruction, with the resolution's next choice
// (Fondeur d'esprit's « l'adversaire ciblé exile une carte de sa main »:
// the opponent's choice, not the first card of the hand); else the engine
// takes the first that matches.
func (g *Game) opMoveOne(e *Effect, ctx *EvalCtx) error {
	z, ok := ParseZone(e.Zone)
	if !ok {
		return fmt.Errorf("unknown zone %q", e.Zone)
	}
	matching := g.Matching(ctx, e.Filter)
	choose := e.Choose
	if choose == "" && len(g.Choices) > 0 {
		o := g.ByAlias(g.Choices[0])
		if o == nil || !slices.Contains(matching, o) {
			return fmt.Errorf("move_one: the choice %q is not %s", g.Choices[0], e.Filter)
		}
		choose, g.Choices = g.Choices[0], g.Choices[1:]
	}
	var pick *Object
	for _, o := range matching {
		if choose == "" || o.Alias == choose {
			pick = o
			break
		}
	}
	if pick == nil {
		g.logf("move_one: nothing matches %s", e.Filter)
		return nil
	}
	g.Move(pick, z, MoveOpts{})
	return nil
}
