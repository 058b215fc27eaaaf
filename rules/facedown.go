package rules

import (
	"cmp"
	"fmt"
	"slices"
)

// Face-down spells and permanents (708): morph, megamorph and disguise
// (702.37, 702.168), manifest (701.40) and manifest dread (701.62).
//
// A card with morph, megamorph or disguise may be cast face down for {3}
// (cast alt: morph, megamorph or disguise): a face-down spell is a 2/2
// creature spell with no name, text, subtypes or mana cost (708.2), and
// resolves into a face-down 2/2 creature; disguise gives it ward {2}
// (702.168b). Manifest puts the top card of a library onto the
// battlefield face down, a 2/2 with no name. Its controller may turn a
// face-down permanent face up at any time they have priority, a special
// action that does not use the stack (116.2b): by paying its morph,
// megamorph or disguise cost — a megamorph gets a +1/+1 counter — or, if
// it was manifested and is a creature card, its mana cost (701.40b). A
// permanent turned face up has its printed characteristics; it did not
// enter the battlefield, so "enters" abilities do not trigger, but "when
// it is turned face up" ones do (708.8).

// faceDownKeys are the keywords that let a card be cast face down, each
// the alternative cost of the same name.
var faceDownKeys = []string{"morph", "megamorph", "disguise"}

// faceDownCast reports whether a cast's alternative cost casts it face down.
func faceDownCast(alt string) bool { return slices.Contains(faceDownKeys, alt) }

// faceDownChars are the characteristics of a face-down spell or permanent
// (708.2): a colorless 2/2 creature without name, subtypes, mana cost or
// abilities; cast with disguise, it has ward {2} (702.168b).
func faceDownChars(ctrl int, as string) *Chars {
	c := &Chars{Controller: ctrl, Types: []string{TCreature}, HasPT: true, Power: 2, Toughness: 2}
	if as == "disguise" {
		c.Keywords = []Keyword{{Key: "ward", Cost: ManaCost{{Kind: SymGeneric, N: 2}}}}
	}
	return c
}

// castMoveOpts are the options of the move of a spell to the stack: face
// down when cast face down.
func castMoveOpts(opts CastOptions) MoveOpts {
	if !faceDownCast(opts.Alt) {
		return MoveOpts{noReplace: true}
	}
	as := opts.Alt
	return MoveOpts{noReplace: true, prep: func(n *Object) {
		n.FaceDown, n.FaceDownAs = true, as
	}}
}

// faceDownCost is the cost of casting obj face down with the keyword
// alt: {3} (702.37c, 702.168a), if its front face has that keyword.
func (g *Game) faceDownCost(obj *Object, alt string) (ManaCost, error) {
	if _, ok := FaceChars(obj.Card.front(), obj.Controller).Keyword(alt); !ok {
		return nil, fmt.Errorf("%s has no %s: it cannot be cast face down", obj.Card.Name, alt)
	}
	return ManaCost{{Kind: SymGeneric, N: 3}}, nil
}

// TurnFaceUp is the special action of turning a face-down permanent face
// up (116.2b) the way its card allows: its morph, megamorph or disguise
// cost, else, manifested, its mana cost.
func (g *Game) TurnFaceUp(p int, o *Object) error { return g.TurnFaceUpFor(p, o, "") }

// TurnFaceUpFor turns o face up for the cost how names: "mana_cost" (a
// manifested creature card, 701.40b), "morph", "megamorph" or "disguise"
// (702.37e, 702.168d); "" the card's keyword cost if it has one, else its
// mana cost. The cost is the card's as printed: copy and type-changing
// effects are ignored.
func (g *Game) TurnFaceUpFor(p int, o *Object, how string) error {
	if err := g.canTurnFaceUp(p, o); err != nil {
		return err
	}
	f := o.Card.front()
	up := g.faceUpChars(o)
	if how == "" {
		how = "mana_cost"
		for _, k := range faceDownKeys {
			if _, ok := up.Keyword(k); ok {
				how = k
			}
		}
	}
	cost, err := faceUpCost(o, f, up, how)
	if err != nil {
		return err
	}
	if err := g.payFor(p, manaUse{kind: "face_up", obj: o, chars: g.Chars(o)}, cost, false); err != nil {
		return fmt.Errorf("turning %s face up: %w", o.Card.Name, err)
	}
	g.turnFaceUp(o, true)
	if how == "megamorph" {
		// 702.37b: "… and put a +1/+1 counter on it."
		g.addCounters(o, "+1/+1", 1)
	}
	g.acted(p)
	return nil
}

// canTurnFaceUp says why p may not turn o face up now.
func (g *Game) canTurnFaceUp(p int, o *Object) error {
	if !o.FaceDown || o.Zone != ZoneBattlefield {
		return fmt.Errorf("%s is not a face-down permanent", g.Describe(o))
	}
	if g.Chars(o).Controller != p {
		return fmt.Errorf("you do not control this face-down permanent")
	}
	if err := g.mayAct(p); err != nil {
		return err
	}
	if r, _ := g.combatRestricted(o, "no_face_up"); r {
		return fmt.Errorf("an effect stops this permanent from being turned face up")
	}
	for _, e := range g.activeEffects() {
		if e.kind == effCombat && e.op.Op == "no_face_up" && g.effectApplies(e, o) {
			return fmt.Errorf("an effect stops this permanent from being turned face up")
		}
	}
	return nil
}

// faceUpChars are the characteristics o would have face up: the keyword
// that turns it face up must be one it would have then, so a face-down
// creature that lost its abilities is not turned face up for its morph or
// disguise cost (it would have no such ability face up).
func (g *Game) faceUpChars(o *Object) *Chars {
	o.FaceDown = false
	g.Touch()
	c := g.Chars(o).clone()
	o.FaceDown = true
	g.Touch()
	return c
}

// faceUpCost is what turning o (its front face f, the characteristics up
// it would have face up) face up for how costs.
func faceUpCost(o *Object, f *Face, up *Chars, how string) (ManaCost, error) {
	if how != "mana_cost" {
		kw, ok := up.Keyword(how)
		if !ok || kw.Cost == nil {
			return nil, fmt.Errorf("%s has no %s cost: it cannot be turned face up that way", o.Card.Name, how)
		}
		return kw.Cost, nil
	}
	if !o.Manifested {
		// Cast face down, it is turned face up only for its keyword's
		// cost (702.37e); its mana cost is for a manifested card.
		return nil, fmt.Errorf("%s was not manifested: it is turned face up for its morph or disguise cost, not its mana cost", o.Card.Name)
	}
	if !slices.Contains(f.Types, TCreature) {
		// Revealed, but it stays face down (an instant or sorcery card
		// cannot be turned face up).
		return nil, fmt.Errorf("%s is not a creature card: it cannot be turned face up for its mana cost", o.Card.Name)
	}
	if f.Cost == nil {
		return nil, fmt.Errorf("%s has no mana cost to pay", o.Card.Name)
	}
	return f.Cost, nil
}

func (g *Game) turnFaceUp(o *Object, special bool) {
	if !o.FaceDown {
		return
	}
	o.FaceDown = false
	o.FaceDownAs = ""
	g.Touch()
	g.logf("%s is turned face up", o.Card.Name)
	// Turning face up is not entering the battlefield: no "enters" trigger.
	g.emit(Event{Kind: EvTurnedFaceUp, Obj: o.ID, Player: g.Chars(o).Controller})
}

// faceDownOps are the ops of face-down cards.
func faceDownOps() []Op {
	return []Op{
		{Name: "manifest", Doc: "to (default you) manifests the top n cards (default 1) of their library, one at a time (701.40): each a face-down 2/2 creature, turned face up for its mana cost if it is a creature card; later instructions call them manifested",
			Args: []Arg{Opt("to", ArgPlayer), Opt("n", ArgExpr)}, Handler: OneShot((*Game).opManifest)},
	}
}

func (g *Game) opManifest(e *Effect, ctx *EvalCtx) error {
	n := 1
	if e.N != nil {
		n = e.N.Eval(ctx)
	}
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		for i := 0; i < n && len(g.Players[p].Library) > 0; i++ {
			top := g.Objs[g.Players[p].Library[0]]
			m := g.Move(top, ZoneBattlefield, MoveOpts{faceDown: true, controller: p + 1})
			if m == nil || m.Zone != ZoneBattlefield {
				continue
			}
			m.Manifested = true
			g.logf("%s manifests the top card of their library: a face-down 2/2 enters", g.Players[p].Name)
			ctx.remember("manifested", m)
		}
	}
	return nil
}
