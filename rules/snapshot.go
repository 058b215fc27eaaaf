package rules

import "slices"

// Snapshot copies the game so that restore can bring it back: an illegal
// action is undone, the game returning to the moment before it (rule 730,
// and 601.2 for a spell that cannot be cast after all). Everything an
// action can change is copied; the card definitions and abilities, which
// never change during a game, are shared.
func (g *Game) Snapshot() *Game {
	s := *g
	s.Players = make([]*Player, len(g.Players))
	for i, p := range g.Players {
		cp := *p
		cp.Pool = p.Pool.Clone()
		cp.Restricted = slices.Clone(p.Restricted)
		cp.Library = append([]int(nil), p.Library...)
		cp.Hand = append([]int(nil), p.Hand...)
		cp.Graveyard = append([]int(nil), p.Graveyard...)
		s.Players[i] = &cp
	}
	s.Objs = make(map[int]*Object, len(g.Objs))
	for id, o := range g.Objs {
		s.Objs[id] = copyObject(o)
	}
	s.battlefield = append([]int(nil), g.battlefield...)
	s.stack = append([]int(nil), g.stack...)
	s.exile = append([]int(nil), g.exile...)
	s.command = append([]int(nil), g.command...)
	s.events = append([]Event(nil), g.events...)
	s.log = append([]LogLine(nil), g.log...)
	s.diedThisTurn = append([]*Chars(nil), g.diedThisTurn...)
	s.resolutions = cloneResolutions(g.resolutions)
	s.batch = append([]int(nil), g.batch...)
	s.deferred = append([]Event(nil), g.deferred...)
	s.effects = make([]*contEffect, len(g.effects))
	for i, e := range g.effects {
		ce := *e
		ce.ctx = copyCtx(e.ctx)
		ce.locked = append([]int(nil), e.locked...)
		if e.locked == nil {
			ce.locked = nil
		}
		s.effects[i] = &ce
	}
	s.pending = make([]*pendingTrigger, len(g.pending))
	for i, p := range g.pending {
		cp := *p
		cp.ctx = copyCtx(p.ctx)
		s.pending[i] = &cp
	}
	s.delayed = make([]*delayedTrigger, len(g.delayed))
	for i, d := range g.delayed {
		cp := *d
		cp.ctx = copyCtx(d.ctx)
		s.delayed[i] = &cp
	}
	s.lki = make(map[int]*lkiEntry, len(g.lki))
	for k, v := range g.lki {
		s.lki[k] = v // last known information never changes once taken
	}
	s.TriggerModes = make(map[string][][]int, len(g.TriggerModes))
	for k, v := range g.TriggerModes {
		s.TriggerModes[k] = v
	}
	s.TriggerTargets = make(map[string][][]string, len(g.TriggerTargets))
	for k, v := range g.TriggerTargets {
		s.TriggerTargets[k] = v
	}
	s.newOf = make(map[int][]int, len(g.newOf))
	for k, v := range g.newOf {
		s.newOf[k] = append([]int(nil), v...)
	}
	if g.combatDealt != nil {
		s.combatDealt = make(map[Step]bool, len(g.combatDealt))
		for k, v := range g.combatDealt {
			s.combatDealt[k] = v
		}
	}
	s.cache, s.partial, s.dirty = nil, nil, true
	return &s
}

// Restore brings the game back to a snapshot, in place, so that every
// reference to the game stays valid.
func (g *Game) Restore(s *Game) {
	*g = *s
	g.cache, g.partial, g.dirty = nil, nil, true
}

func copyObject(o *Object) *Object {
	c := *o
	c.Counters = copyCounts(o.Counters)
	if o.TriggeredOnce != nil {
		c.TriggeredOnce = make(map[*Ability]bool, len(o.TriggeredOnce))
		for k, v := range o.TriggeredOnce {
			c.TriggeredOnce[k] = v
		}
	}
	if o.TriggeredTurn != nil {
		c.TriggeredTurn = make(map[*Ability]int, len(o.TriggeredTurn))
		for k, v := range o.TriggeredTurn {
			c.TriggeredTurn[k] = v
		}
	}
	if o.ModesChosen != nil {
		c.ModesChosen = make(map[*Ability][]int, len(o.ModesChosen))
		for k, v := range o.ModesChosen {
			c.ModesChosen[k] = slices.Clone(v)
		}
	}
	if o.Chosen != nil {
		c.Chosen = make(map[string]string, len(o.Chosen))
		for k, v := range o.Chosen {
			c.Chosen[k] = v
		}
	}
	c.Blocking = append([]int(nil), o.Blocking...)
	c.BlockedBy = append([]int(nil), o.BlockedBy...)
	c.Exiled = append([]int(nil), o.Exiled...)
	c.Encoded = append([]int(nil), o.Encoded...)
	c.ExiledUntilLeaves = append([]int(nil), o.ExiledUntilLeaves...)
	c.MeldCards = append([]*CardDef(nil), o.MeldCards...)
	c.meldAliases = append([]string(nil), o.meldAliases...)
	c.Merged = append([]MergedPart(nil), o.Merged...)
	if o.Spell != nil {
		sp := *o.Spell
		sp.Modes = append([]int(nil), o.Spell.Modes...)
		sp.Targets = append([][]Target(nil), o.Spell.Targets...)
		c.Spell = &sp
	}
	if o.Ability != nil {
		ai := *o.Ability
		ai.Ctx = copyCtx(o.Ability.Ctx)
		c.Ability = &ai
	}
	return &c
}

func copyCounts(m map[string]int) map[string]int {
	if m == nil {
		return nil
	}
	c := make(map[string]int, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}

func copyCtx(c *EvalCtx) *EvalCtx {
	if c == nil {
		return nil
	}
	d := *c
	if c.vars != nil {
		d.vars = make(map[string][]int, len(c.vars))
		for k, v := range c.vars {
			d.vars[k] = append([]int(nil), v...)
		}
	}
	if c.lki != nil {
		// The characteristics are never changed once recorded: the
		// lists are copied, the Chars shared.
		d.lki = make(map[string][]*Chars, len(c.lki))
		for k, v := range c.lki {
			d.lki[k] = append([]*Chars(nil), v...)
		}
	}
	return &d
}
