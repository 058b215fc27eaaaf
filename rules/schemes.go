package rules

import (
	"fmt"
	"slices"
)

// Schemes of the Archenemy variant (rule 314, 701.25, 701.26): the
// archenemy sets a scheme in motion by turning it face up in the command
// zone, which triggers its "when you set this scheme in motion" ability;
// an ongoing scheme stays there until an ability abandons it. The engine
// keeps no scheme deck: a scheme enters the game as it is set in motion,
// and an abandoned scheme leaves the command zone for the deck, which is
// outside the game the engine models.

// SetInMotion sets scheme o in motion for player p: it is put face up into
// the command zone (if it was not there) and the event triggers abilities.
func (g *Game) SetInMotion(p int, o *Object) (*Object, error) {
	if o == nil {
		return nil, fmt.Errorf("set in motion: no scheme")
	}
	if !g.Chars(o).Is(TScheme) {
		return nil, fmt.Errorf("%s is not a scheme: only a scheme is set in motion", g.Describe(o))
	}
	if o.Owner != p {
		return nil, fmt.Errorf("%s is not %s's scheme", g.Describe(o), g.Players[p].Name)
	}
	switch o.Zone {
	case ZoneCommand:
		// A face-up scheme set in motion again ("mettez à nouveau cette
		// machination à exécution").
	case ZoneLibrary:
		// The top of the scheme deck, which a scenario keeps in the
		// library.
		o = g.Move(o, ZoneCommand, MoveOpts{noReplace: true})
	default:
		return nil, fmt.Errorf("%s is in the %s: a scheme is set in motion from its owner's scheme deck (the library in a scenario)", g.Describe(o), o.Zone)
	}
	extra := g.takeSchemesInstead(p)
	o.FaceDown = false
	o.Controller = p
	g.logf("%s sets %s in motion", g.Players[p].Name, g.Describe(o))
	g.emit(Event{Kind: EvSetInMotion, Obj: o.ID, Player: p})
	if err := g.Settle(); err != nil {
		return o, err
	}
	// "Mettez trois machinations à exécution à la place": one at a time,
	// the next ones from the top of the scheme deck.
	for ; extra > 0; extra-- {
		next := g.topScheme(p)
		if next == nil {
			break
		}
		if _, err := g.SetInMotion(p, next); err != nil {
			return o, err
		}
	}
	return o, nil
}

// takeSchemesInstead uses up p's "the next time you would set a scheme in
// motion, set N in motion instead" and returns how many more schemes to
// set in motion (N-1), or 0.
func (g *Game) takeSchemesInstead(p int) int {
	for i, e := range g.effects {
		if e.kind == effPlayer && e.op.Op == "schemes_instead" && g.playerAffected(e, p) {
			n := g.num(e.op.N, e.ctx, 1)
			g.effects = slices.Delete(g.effects, i, i+1)
			return max(n-1, 0)
		}
	}
	return 0
}

// topScheme is the scheme nearest the top of p's library (the scheme deck
// in a scenario), or nil.
func (g *Game) topScheme(p int) *Object {
	for _, id := range g.Players[p].Library {
		if o := g.Objs[id]; o != nil && g.Chars(o).Is(TScheme) {
			return o
		}
	}
	return nil
}

// abandon abandons the source, a face-up scheme (701.26a): it leaves the
// command zone for its owner's scheme deck.
func (g *Game) abandon(_ *Effect, ctx *EvalCtx) error {
	o := g.Objs[ctx.Src]
	if o == nil || o.Zone != ZoneCommand || !g.Chars(o).Is(TScheme) {
		g.logf("nothing to abandon: the source is not a scheme in the command zone")
		return nil
	}
	g.logf("%s is abandoned", g.Describe(o))
	g.Move(o, ZoneNone, MoveOpts{noReplace: true})
	return nil
}

// BeginGame applies the rules of the start of the game to the opening
// hands (103.6): a card with "if this is in your opening hand, you may
// begin the game with it on the battlefield" (a leyline) is put onto the
// battlefield, unless the players decline.
func (g *Game) BeginGame(decline bool) {
	for _, pl := range g.Players {
		if decline {
			continue
		}
		for _, o := range g.list(pl.Hand) {
			if beginsOnBattlefield(g.Chars(o)) {
				n := g.Move(o, ZoneBattlefield, MoveOpts{noReplace: true})
				n.EnteredTurn = 0
				g.logf("%s begins the game on the battlefield", g.Describe(n))
			}
		}
	}
}

func beginsOnBattlefield(c *Chars) bool {
	for _, a := range c.Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op == "begin_on_battlefield" {
				return true
			}
		}
	}
	return false
}

// emblem creates an emblem with the effect's ability in its controller's
// command zone (114.1): its abilities work from there.
func (g *Game) emblem(e *Effect, ctx *EvalCtx) error {
	if e.Ability == nil {
		return fmt.Errorf("emblem without ability")
	}
	f := &Face{Name: "Emblem", Types: []string{TEmblem}, Abilities: []*Ability{e.Ability}}
	o := g.newObject(&CardDef{ID: "emblem", Name: "Emblem", Faces: []*Face{f}}, ctx.Ctrl, ZoneCommand)
	o.Token = true
	g.insert(o, ZoneCommand, false)
	g.logf("%s gets an emblem", g.Players[ctx.Ctrl].Name)
	return nil
}

// schemeOps are the ops of the command zone: schemes (Archenemy) and
// emblems.
func schemeOps() []Op {
	return []Op{
		{Name: "begin_on_battlefield", Doc: "in an opening hand, this card may begin the game on the battlefield (a leyline; the action begin_game)",
			Handler: entering()},
		{Name: "emblem", Doc: "you get an emblem with ability, in the command zone, whose abilities work from there (114)",
			Args: []Arg{Req("ability", ArgAbility)}, Handler: OneShot((*Game).emblem)},
		{Name: "abandon", Doc: "abandons the source, a face-up scheme: it leaves the command zone for its owner's scheme deck (701.26)",
			Handler: OneShot((*Game).abandon)},
		{Name: "schemes_instead", Doc: "the next time the affected player would set a scheme in motion, they set n in motion instead, one at a time (701.25c); the effect is then used up",
			Args: []Arg{Req("n", ArgExpr)}, Handler: continuous(effPlayer)},
		{Name: "set_in_motion", Doc: "you set what (default self), a scheme, in motion (again, if it is face up in the command zone) (701.25)",
			Args: objectArgs, Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				for _, o := range g.objTargets(e, ctx, "self") {
					if _, err := g.SetInMotion(ctx.Ctrl, o); err != nil {
						g.logf("%v", err)
					}
				}
				return nil
			})},
	}
}
