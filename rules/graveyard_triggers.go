package rules

// Triggered abilities that function from the graveyard (113.6k): an
// ability whose effect moves the card it is on out of its graveyard
// ("Whenever you cast a multicolored spell, you may return Aurora Eidolon
// from your graveyard to your hand"), or whose intervening "if" says the
// card is in its owner's graveyard ("if Pyre Zombie is in your
// graveyard"), functions only there: it triggers from the card in the
// graveyard (From: graveyard) and never from the battlefield.

// graveyardHolders are the cards in graveyards with a triggered ability
// that functions there, other than those already in hs (the card just
// put into a graveyard is one already).
func (g *Game) graveyardHolders(hs []holder) []holder {
	for _, p := range g.Players {
		for _, o := range g.list(p.Graveyard) {
			if !g.hasGraveyardTrigger(o) || holdsObject(hs, o.ID) {
				continue
			}
			hs = append(hs, holder{obj: o, chars: g.Chars(o)})
		}
	}
	return hs
}

func (g *Game) hasGraveyardTrigger(o *Object) bool {
	if o.Card == nil {
		return false
	}
	for _, a := range g.Chars(o).Abilities {
		if a.Kind == KindTriggered && a.From == "graveyard" {
			return true
		}
	}
	return false
}

func holdsObject(hs []holder, id int) bool {
	for _, h := range hs {
		if !h.lki && h.obj.ID == id {
			return true
		}
	}
	return false
}

// functionsIn says whether the triggered ability a of the holder h works
// in the zone h is in: an ability that functions from the graveyard works
// there only; any other works in a graveyard only when it is about the
// card put there (fromGraveyard) or cycled.
func functionsIn(a *Ability, h holder) bool {
	if a.From == "graveyard" {
		return !h.lki && !h.cycled && h.obj.Zone == ZoneGraveyard
	}
	return h.obj.Zone != ZoneGraveyard || fromGraveyard[a.When] || h.cycled
}

// selfCards are the cards the source became in a graveyard after it left
// the battlefield (400.7): what an aura's ability about the permanent it
// enchants returns "from your graveyard" (Genju of the Realm, Screams from
// Within), the aura having followed its permanent there.
func (c *EvalCtx) selfCards() []int {
	var out []int
	for _, id := range c.G.newOf[c.Src] {
		if o := c.G.Objs[id]; o != nil && o.Zone == ZoneGraveyard {
			out = append(out, id)
		}
	}
	return out
}

// graveyardBatchTriggers: "Whenever one or more land cards are put into
// your graveyard from anywhere" triggers once for each event that puts one
// or more such cards there (603.2c), however many they are.
func graveyardBatchTriggers() map[string]triggerKind {
	return map[string]triggerKind{
		"put_into_your_graveyard_batch": {"one or more cards matching filter are put into your graveyard from anywhere in one event: once for the event (batch: those cards)", func(t triggerEvent) bool {
			if t.ev.Kind != EvGraveyardBatch {
				return false
			}
			for _, id := range t.ev.Sources {
				if o := t.g.Objs[id]; o != nil && o.Zone == ZoneGraveyard && o.Owner == t.ctrl && t.filterOK(o, t.g.Chars(o)) {
					return true
				}
			}
			return false
		}},
	}
}

// payExileSelf pays the cost of exiling the source (exile_self: "Exile
// Bramble Wurm from your graveyard"), a cost like the others (602.2b): the
// ability then exists independently of it (113.7a), its source as it last
// existed (lk).
func (g *Game) payExileSelf(obj *Object, a *Ability, ctx *EvalCtx, lk *Chars) {
	if !a.ExileSelf {
		return
	}
	g.Move(obj, ZoneExile, MoveOpts{cause: "cost"})
	ctx.srcLKI = lk
}
