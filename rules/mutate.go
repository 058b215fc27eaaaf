package rules

import (
	"slices"
	"strings"
)

// Mutate (702.140) and merged permanents (721). "Mutate [cost]" lets a
// creature card be cast for [cost] rather than its mana cost (the cast's
// alt: mutate); so cast, it is a mutating creature spell that targets a
// non-Human creature with the same owner as the spell (702.140a). As it
// resolves with its target still legal, it does not enter the
// battlefield: its card merges with the target, over or under it, as its
// controller chooses (the resolution's choice "over" or "under"; over
// without one), and the permanent mutates (702.140b-c, event EvMutated).
// With its target illegal, it resolves as a creature spell and enters
// (702.140b), never countered for it.
//
// The merged permanent is the object it merged with (721.2): it keeps its
// counters, damage, tapped status and time on the battlefield (it did not
// enter). It has the characteristics of its top component and the
// abilities of every component under it (702.140e). When it leaves the
// battlefield, every component goes to the same zone, each a new object;
// one permanent left, so "dies" triggers once (721.3).

// MergedPart is one component of a merged permanent: a card, or a token
// (its definition), with the scenario's name for it.
type MergedPart struct {
	Card  *CardDef
	Def   *Face
	Token bool
	Alias string
}

func init() {
	// The choices of a resolving mutating spell, named in a resolution's
	// choices.
	ChoiceWords["over"], ChoiceWords["under"] = true, true
}

// mutateTargetSpec is the target of a mutating creature spell (702.140a):
// a non-Human creature with the same owner as the spell.
func mutateTargetSpec() *Ability {
	f := MustParseFilter("creature")
	f.preds = append(f.preds, func(c *EvalCtx, o *Object, ch *Chars) bool {
		src := c.G.Objs[c.Src]
		return src != nil && o.Owner == src.Owner && !isHuman(ch)
	})
	return &Ability{Kind: KindSpell, Targets: []*TargetSpec{{Filter: f, Min: 1, Max: 1}}, RoomDoor: -1}
}

// humanWords are the Human creature type as type lines print it: the
// engine keeps a subtype in its card's language.
var humanWords = []string{"human", "humain", "umano"}

// isHuman reports whether the object is a Human, in any language (a
// changeling is one too).
func isHuman(ch *Chars) bool {
	return slices.ContainsFunc(humanWords, ch.HasSub)
}

// altTargets is what a spell cast for an alternative cost that makes it
// target targets: cast bestowed, it is an aura spell with enchant creature
// (702.103b); mutating, it targets a non-Human creature with its owner
// (702.140a). Any other spell targets what its spell ability sa says.
func altTargets(alt string, sa *Ability) *Ability {
	switch alt {
	case "bestow":
		cf, _ := ParseFilter("creature")
		return &Ability{Kind: KindSpell, Targets: []*TargetSpec{{Filter: cf, Min: 1, Max: 1}}, RoomDoor: -1}
	case "mutate":
		return mutateTargetSpec()
	}
	return sa
}

func mutateTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"mutates": {"this permanent mutates: a mutating creature spell merged with it (702.140c)", func(t triggerEvent) bool {
			return t.ev.Kind == EvMutated && t.ev.Obj == t.id
		}},
		"mutates_any": {"a creature matching filter mutates (it: that creature)", func(t triggerEvent) bool {
			if t.ev.Kind != EvMutated {
				return false
			}
			o, ch := t.newObj()
			return o != nil && t.filterOK(o, ch)
		}},
	}
}

// partOf is what o is as a component of a merged permanent.
func partOf(o *Object) MergedPart {
	return MergedPart{Card: o.Card, Def: o.Def, Token: o.Token || o.Copy, Alias: o.Alias}
}

// mutateOnto merges the resolving mutating spell top with the permanent
// t (702.140b): over or under it, as the resolution's choice says.
func (g *Game) mutateOnto(top, t *Object) {
	under := false
	if len(g.Choices) > 0 && (g.Choices[0] == "over" || g.Choices[0] == "under") {
		under, g.Choices = g.Choices[0] == "under", g.Choices[1:]
	}
	lk := g.Chars(top).clone()
	g.lki[top.ID] = &lkiEntry{obj: *top, chars: lk}
	g.remove(top)
	delete(g.Objs, top.ID)
	if len(t.Merged) == 0 {
		t.Merged = []MergedPart{partOf(t)}
	}
	part := partOf(top)
	if under {
		t.Merged = append(t.Merged, part)
	} else {
		t.Merged = append([]MergedPart{part}, t.Merged...)
		// The top component gives the permanent its characteristics.
		t.Card, t.Def, t.Token = part.Card, part.Def, part.Token
	}
	g.Touch()
	if under {
		g.logf("%s mutates: %s is merged under it", g.Describe(t), joinNames(lk.Names))
	} else {
		g.logf("%s mutates: %s is merged over it", g.Describe(t), joinNames(lk.Names))
	}
	g.emit(Event{Kind: EvMutated, Obj: t.ID, Player: top.Controller, Source: top.ID})
}

// mergedChars are a merged permanent's base characteristics: its top
// component's, with the abilities of every component under it (702.140e);
// nil for a permanent that is not merged.
func mergedChars(o *Object) *Chars {
	if len(o.Merged) < 2 || o.Zone != ZoneBattlefield {
		return nil
	}
	c := partChars(o.Merged[0], o.Controller)
	for _, p := range o.Merged[1:] {
		pc := partChars(p, o.Controller)
		for _, k := range pc.Keywords {
			c.addKeyword(k)
		}
		c.Abilities = append(c.Abilities, pc.Abilities...)
	}
	return c
}

// partChars are the printed characteristics of one component.
func partChars(p MergedPart, ctrl int) *Chars {
	if p.Def != nil {
		return FaceChars(p.Def, ctrl)
	}
	if p.Card == nil {
		return &Chars{Controller: ctrl}
	}
	return FaceChars(p.Card.front(), ctrl)
}

// moveMerged moves a merged permanent o, leaving the battlefield, as its
// components, each to z (721.3), and returns the first of them. One
// permanent left: "dies" and "leaves" trigger once.
func (g *Game) moveMerged(o *Object, from, z Zone, lk *Chars, bottom bool) *Object {
	var first *Object
	if g.newOf == nil {
		g.newOf = map[int][]int{}
	}
	for _, p := range o.Merged {
		n := g.newObject(p.Card, o.Owner, z)
		n.Def, n.Token, n.Alias = p.Def, p.Token, p.Alias
		g.newOf[o.ID] = append(g.newOf[o.ID], n.ID)
		g.insert(n, z, bottom)
		g.emit(Event{Kind: EvZoneChange, Obj: n.ID, Old: o.ID, From: from, To: z, LKI: lk, Player: o.Controller, Card: !p.Token})
		if first == nil {
			first = n
		}
	}
	g.lki[o.ID] = &lkiEntry{obj: *o, chars: lk}
	g.emitLeave(o, lk, z)
	g.logf("%s: %s → %s", joinNames(lk.Names), from, z)
	return first
}

// mutateFuncs are the expression functions of merged permanents.
var mutateFuncs = map[string]exprFunc{
	"mutations": {[]Arg{Req("ref", ArgRef)}, "how many times the permanent has mutated: the cards merged with it (702.140); 0 for one that never did",
		func(_ string, args []string) (evalFn, error) {
			ref := strings.TrimSpace(args[0])
			return func(c *EvalCtx) int {
				o, _ := c.objRef(ref)
				if o == nil || len(o.Merged) < 2 {
					return 0
				}
				return len(o.Merged) - 1
			}, nil
		}},
}

// altOnlyPermits reports whether a static permission of the card lets p
// cast it from the zone it is in for the alternative cost opts names only
// ("you may cast ~ from your graveyard using its mutate ability":
// may_cast_from kind=mutate).
func (g *Game) altOnlyPermits(p int, obj *Object, opts CastOptions) bool {
	if opts.Alt == "" || obj.Owner != p {
		return false
	}
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p}
	for _, a := range g.BaseChars(obj).Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op != "may_cast_from" || e.Kind != opts.Alt || !zoneIs(e.Zone, obj.Zone) {
				continue
			}
			if cond := CombineCond(a.If, e.If); cond == nil || cond.Eval(ctx) != 0 {
				return true
			}
		}
	}
	return false
}
