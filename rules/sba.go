package rules

import (
	"maps"
	"slices"

	"github.com/arbitre/arbitre/internal/text"
)

// checkSBA performs state-based actions (704) until none applies: all the
// applicable ones at once, then check again.
func (g *Game) checkSBA() {
	for i := 0; i < 100; i++ {
		if !g.sbaOnce() {
			return
		}
	}
}

func (g *Game) sbaOnce() bool {
	acted := g.playersLose()
	var toGrave, toDestroy []*Object
	legends := map[string][]*Object{}
	for _, o := range g.Battlefield() {
		c := g.Chars(o)
		if c.Is(TCreature) {
			switch {
			case c.Toughness <= 0:
				// 704.5f: put into the graveyard, not destroyed: regeneration
				// and indestructible do not help.
				toGrave = append(toGrave, o)
				continue
			case o.Damage > 0 && o.Damage >= c.Toughness:
				toDestroy = append(toDestroy, o)
				continue
			case o.Deathtouched && o.Damage > 0:
				toDestroy = append(toDestroy, o)
				continue
			}
		}
		if c.Is(TPlaneswalker) && o.CounterCount("loyalty") <= 0 && !o.loyaltyFresh() {
			toGrave = append(toGrave, o)
			continue
		}
		if c.HasSub(SubAura) && !o.Bestowed && !g.auraLegal(o) {
			toGrave = append(toGrave, o)
			continue
		}
		if c.HasSuper(SLegendary) && len(c.Names) > 0 {
			key := text.FoldLine(c.Names[0])
			if g.Era == EraModern {
				key += "|" + string(rune('0'+c.Controller))
			}
			legends[key] = append(legends[key], o)
		}
		if c.HasSub(SubEquipment) && o.AttachedTo != 0 {
			if t := g.Objs[o.AttachedTo]; t == nil || t.Zone != ZoneBattlefield || !g.Chars(t).Is(TCreature) {
				o.AttachedTo = 0
				g.Touch()
				acted = true
			}
		}
		// 704.5q: +1/+1 and -1/-1 counters annihilate (a rule the 9th
		// edition did not have).
		if g.Era == EraModern && o.CounterCount("+1/+1") > 0 && o.CounterCount("-1/-1") > 0 {
			n := o.CounterCount("+1/+1")
			if m := o.CounterCount("-1/-1"); m < n {
				n = m
			}
			g.removeCounters(o, "+1/+1", n)
			g.removeCounters(o, "-1/-1", n)
			g.logf("%d +1/+1 and -1/-1 counters are removed from %s", n, g.Describe(o))
			acted = true
		}
	}
	if g.sagaSacrifices() {
		acted = true
	}
	if g.copiesCeaseToExist() {
		acted = true
	}
	toGrave = append(toGrave, g.legendRule(legends)...)
	if len(toGrave)+len(toDestroy) > 0 {
		acted = true
		g.simultaneously(func() { g.sbaMoves(toGrave, toDestroy) })
	}
	// Tokens that have left the battlefield cease to exist (704.5d).
	for _, z := range []Zone{ZoneGraveyard, ZoneHand, ZoneExile, ZoneLibrary} {
		for _, o := range g.ZoneList(z) {
			if o.Token {
				g.remove(o)
				delete(g.Objs, o.ID)
				acted = true
			}
		}
	}
	return acted
}

func (g *Game) sbaMoves(toGrave, toDestroy []*Object) {
	{
		for _, o := range toGrave {
			if g.Objs[o.ID] != nil {
				g.Move(o, ZoneGraveyard, MoveOpts{})
			}
		}
		for _, o := range toDestroy {
			if g.Objs[o.ID] != nil {
				if !g.Destroy(o) {
					o.Deathtouched = false
				}
			}
		}
	}
}

// loyaltyFresh: a planeswalker entering gets its loyalty counters as it
// enters; the engine gives them on entry, so a missing counter means 0.
func (o *Object) loyaltyFresh() bool { return false }

// auraLegal reports whether an aura is attached to something it can
// enchant: a permanent still on the battlefield, or a player.
func (g *Game) auraLegal(o *Object) bool {
	if o.AttachedToPl > 0 {
		return !g.Players[o.AttachedToPl-1].Lost
	}
	if o.AttachedTo == 0 {
		return false
	}
	t := g.Objs[o.AttachedTo]
	if t == nil || t.Zone != ZoneBattlefield {
		return false
	}
	ch := g.Chars(o)
	if sa := SpellAbility(ch); sa != nil && len(sa.Targets) > 0 {
		ctx := &EvalCtx{G: g, Src: o.ID, Ctrl: ch.Controller}
		return g.matchObj(ctx, sa.Targets[0].Filter, t, g.Chars(t))
	}
	return true
}

// canEnchant reports whether aura could be attached to t, by its enchant
// ability alone (no targeting: hexproof and shroud do not matter).
func (g *Game) canEnchant(aura, t *Object) bool {
	if t.Zone != ZoneBattlefield {
		return false
	}
	ch := g.Chars(aura)
	sa := SpellAbility(ch)
	if sa == nil || len(sa.Targets) == 0 {
		return true
	}
	ctx := &EvalCtx{G: g, Src: aura.ID, Ctrl: ch.Controller}
	return g.matchObj(ctx, sa.Targets[0].Filter, t, g.Chars(t))
}

// Settle is what happens whenever a player would receive priority:
// state-based actions, then waiting triggered abilities go on the stack,
// repeated until neither happens (117.5).
func (g *Game) Settle() error {
	for i := 0; i < 50; i++ {
		g.unbestow()
		g.ascendPermanents()
		g.checkSBA()
		if len(g.pending) == 0 {
			return nil
		}
		if err := g.PutTriggers(); err != nil {
			return err
		}
	}
	return nil
}

// unbestow: a bestowed aura whose creature has left stops being an aura
// and is an enchantment creature again (702.103f) rather than going to the
// graveyard.
func (g *Game) unbestow() {
	for _, o := range g.Battlefield() {
		if !o.Bestowed || o.AttachedTo == 0 {
			continue
		}
		if t := g.Objs[o.AttachedTo]; t == nil || t.Zone != ZoneBattlefield {
			o.Bestowed = false
			o.AttachedTo = 0
			g.Touch()
			g.logf("%s is no longer attached: it is an enchantment creature again", g.Describe(o))
		}
	}
}

// playersLose applies the state-based actions that make players lose: 0
// life, drawing from an empty library, ten poison counters (704.5a-c).
func (g *Game) playersLose() bool {
	acted := false
	for i, p := range g.Players {
		if p.Lost {
			continue
		}
		if p.Life <= 0 && !g.playerRule(i, "no_life_loss") || p.drewFromEmpty || p.Poison >= 10 {
			acted = true
			g.loseGame(i)
		}
	}
	return acted
}

// legendRule returns the legendary permanents the legend rule puts into
// their owners' graveyards; legends groups them by name (and, in the
// modern era, controller).
func (g *Game) legendRule(legends map[string][]*Object) []*Object {
	var out []*Object
	keys := slices.Sorted(maps.Keys(legends))
	for _, k := range keys {
		ls := legends[k]
		if len(ls) < 2 {
			continue
		}
		if g.Era == Era9ED {
			// Old legend rule: all legendary permanents with the same name
			// are put into their owners' graveyards.
			out = append(out, ls...)
			continue
		}
		// 704.5j: the controller keeps one (the one the scenario names, or
		// the newest) and puts the rest into the graveyard.
		keep := ls[len(ls)-1]
		for _, o := range ls {
			if g.LegendKeep != "" && o.Alias == g.LegendKeep {
				keep = o
			}
		}
		for _, o := range ls {
			if o != keep {
				out = append(out, o)
			}
		}
	}
	return out
}
