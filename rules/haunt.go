package rules

// Haunt (702.55a): on a permanent, "When this permanent is put into a
// graveyard from the battlefield, exile it haunting target creature"; on
// an instant or sorcery, "When this spell is put into a graveyard during
// its resolution, exile it haunting target creature." The card in exile
// haunts the creature targeted (702.55b), and its abilities that refer to
// "the creature it haunts" trigger from exile (702.55c): when that
// creature dies. A haunted creature that leaves the battlefield is a new
// object (400.7), no longer haunted.

func hauntOps() []Op {
	return []Op{
		{Name: "haunt", Doc: "haunt (702.55a): the source's card, in the graveyard the source was put into, is exiled haunting t0",
			Handler: OneShot((*Game).opHaunt)},
	}
}

func hauntTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"haunted_dies": {"the creature this card haunts dies (it triggers from exile, 702.55c)", func(t triggerEvent) bool {
			return t.ev.Kind == EvDies && t.h.haunting && t.h.obj.Haunts == t.ev.Old
		}},
	}
}

// hauntTarget is what a haunt ability targets.
func hauntAbility(when string) *Ability {
	return &Ability{Kind: KindTriggered, Label: "haunt", When: when, RoomDoor: -1,
		Targets: []*TargetSpec{{Filter: MustParseFilter("creature"), Min: 1, Max: 1}},
		Effects: []*Effect{{Op: "haunt"}}}
}

// hauntDiesTrigger is a permanent's haunt: it looks back at the creature
// that died (dies), then finds its card in the graveyard.
func hauntDiesTrigger() *Ability { return hauntAbility("dies") }

// hauntSpell triggers the haunt of an instant or sorcery card n put into
// its owner's graveyard as it resolved.
func (g *Game) hauntSpell(n *Object, ctrl int) {
	if n == nil || n.Zone != ZoneGraveyard {
		return
	}
	key := "haunt spell"
	a, ok := g.kwAbilities[key]
	if !ok {
		a = g.keepKeywordAbility(key, hauntAbility("resolved"))
	}
	g.pending = append(g.pending, &pendingTrigger{ab: a, ctx: &EvalCtx{G: g, Src: n.ID, Ctrl: ctrl},
		holder: n.Alias, name: g.Describe(n), order: len(g.pending)})
}

// opHaunt exiles the source's card from the graveyard, haunting the
// target: the card the permanent became (a dies trigger), or the spell
// card itself.
func (g *Game) opHaunt(_ *Effect, ctx *EvalCtx) error {
	var card *Object
	if o := g.Objs[ctx.Src]; o != nil && o.Zone == ZoneGraveyard {
		card = o
	} else if ids := ctx.selfCards(); len(ids) > 0 {
		card = g.Objs[ids[0]]
	}
	ts := ctx.curTargets()
	if card == nil || len(ts) == 0 || ts[0].IsPlayer() {
		g.logf("haunt: the card has left the graveyard, nothing happens")
		return nil
	}
	target := g.Objs[ts[0].Obj]
	n := g.Move(card, ZoneExile, MoveOpts{})
	if n == nil || n.Zone != ZoneExile || target == nil {
		return nil
	}
	n.Haunts = target.ID
	g.logf("%s haunts %s", g.Describe(n), g.Describe(target))
	return nil
}

// hauntingHolders adds, when a creature dies, the cards in exile haunting
// it: their "when the creature it haunts dies" triggers from exile.
func (g *Game) hauntingHolders(hs []holder, ev *Event) []holder {
	if ev.Kind != EvDies {
		return hs
	}
	for _, o := range g.ZoneList(ZoneExile) {
		if o.Haunts != 0 && o.Haunts == ev.Old {
			hs = append(hs, holder{obj: o, chars: g.Chars(o), haunting: true})
		}
	}
	return hs
}
