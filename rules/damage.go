package rules

import "slices"

// damageSource is where damage comes from: an object, or the object as it
// last existed when it has left (608.2h, and combat damage on the stack in
// the 9th-edition rules).
type damageSource struct {
	id    int
	chars *Chars
}

func (g *Game) sourceChars(s damageSource) *Chars {
	if o := g.Objs[s.id]; o != nil {
		return g.Chars(o)
	}
	if s.chars != nil {
		return s.chars
	}
	if _, ch := g.LKI(s.id); ch != nil {
		return ch
	}
	return &Chars{}
}

// modifyDamage applies prevention and replacement effects to damage about
// to be dealt (615, 614.1a), in timestamp order: protection and prevention
// first, then increases, then doubling, which is the order the documents'
// examples use ("divisées … avant d'être doublées").
func (g *Game) modifyDamage(src damageSource, sc *Chars, t Target, n int, combat bool) int {
	if n <= 0 {
		return 0
	}
	if !t.IsPlayer() {
		if o := g.Objs[t.Obj]; o != nil {
			for _, k := range g.Chars(o).Keywords {
				if k.Key == "protection" && protects(k.Arg, sc) {
					g.logf("protection from %s prevents %d damage", k.Arg, n)
					return 0
				}
			}
		}
	}
	effs := g.activeEffects()
	for _, e := range effs {
		if e.kind != effDamage {
			continue
		}
		switch e.op.Op {
		case "prevent_replace":
			if g.preventReplace(e, src, sc, t, n) {
				return 0
			}
		case "prevent_next_chosen":
			if g.preventNextChosen(e, src, t) {
				return 0
			}
		case "prevent_combat":
			if combat {
				g.logf("combat damage is prevented")
				return 0
			}
		case "prevent_from":
			if preventsKind(e, combat) && g.damageEffectCovers(e, Target{Obj: src.id}) {
				g.logf("damage from that source is prevented")
				return 0
			}
		case "prevent":
			if !preventsKind(e, combat) || !g.damageEffectCovers(e, t) {
				continue
			}
			if e.shield <= 0 && e.op.N != nil {
				continue
			}
			if e.op.N == nil {
				return 0
			}
			cut := e.shield
			if cut > n {
				cut = n
			}
			e.shield -= cut
			n -= cut
			g.logf("a prevention shield prevents %d damage (%d left)", cut, e.shield)
		}
	}
	if n <= 0 {
		return 0
	}
	for _, pass := range []string{"damage_plus", "damage_double"} {
		for _, e := range effs {
			if e.kind != effDamage || e.op.Op != pass {
				continue
			}
			if e.cond != nil && e.cond.Eval(e.ctx) == 0 {
				continue
			}
			if (e.op.Kind == "noncombat" && combat) || (e.op.Kind == "combat" && !combat) {
				continue
			}
			if !g.damageMatches(e, src, sc, t) {
				continue
			}
			if pass == "damage_plus" {
				n += e.op.N.Eval(e.ctx)
			} else {
				n *= 2
			}
		}
	}
	return n
}

// damageToMatches checks the "to" side of a damage replacement: "opponent",
// "opponent_or_their_permanents".
func (g *Game) damageToMatches(e *contEffect, t Target) bool {
	switch e.op.To {
	case "opponent":
		return t.IsPlayer() && t.Player-1 != e.ctrl
	case "opponent_or_permanent":
		if t.IsPlayer() {
			return t.Player-1 != e.ctrl
		}
		if o := g.Objs[t.Obj]; o != nil {
			return g.Chars(o).Controller != e.ctrl
		}
	}
	return true
}

func matchPreds(c *EvalCtx, f *Filter, o *Object, ch *Chars) bool {
	for _, p := range f.preds {
		if !p(c, o, ch) {
			return false
		}
	}
	return true
}

func (g *Game) damageEffectCovers(e *contEffect, t Target) bool {
	if t.IsPlayer() {
		return slices.Contains(e.lockedPl, t.Player-1)
	}
	if e.locked != nil {
		return slices.Contains(e.locked, t.Obj)
	}
	// A static prevention ("Prévenez toutes les blessures qui devraient
	// être infligées à ~") covers what its reference names now, or the
	// permanents its filter matches now.
	switch {
	case e.op.Op != "prevent" && e.op.Op != "prevent_from":
		return false
	case e.ref != "":
		return slices.Contains(e.ctx.objRefs(e.ref), t.Obj)
	case e.filter != nil:
		o := g.Objs[t.Obj]
		return o != nil && g.matchObj(e.ctx, e.filter, o, g.Chars(o))
	}
	return false
}

// dealDamage deals n damage from src to t and returns the damage dealt.
// Damage to a player makes them lose that much life; to a creature it is
// marked; to a planeswalker it removes loyalty (120.3). Deathtouch and
// lifelink are applied with the damage (702.2, 702.15).
func (g *Game) dealDamage(src damageSource, t Target, n int, combat bool) int {
	t = g.redirectDamage(src, t)
	sc := g.sourceChars(src)
	n = g.modifyDamage(src, sc, t, n, combat)
	if n <= 0 {
		return 0
	}
	name := joinNames(sc.Names)
	if name == "" {
		name = "a source"
	}
	if t.IsPlayer() {
		p := t.Player - 1
		g.logf("%s deals %d damage to %s", name, n, g.Players[p].Name)
		pl := g.Players[p]
		pl.DamagedThisTurn += n
		if sc.Has("infect") {
			// Infect (702.90b): damage to a player gives poison
			// counters; they lose no life.
			pl.Poison += n
			g.Touch()
		} else {
			pl.Life -= n
			pl.LifeLostThisTurn += n
			g.Touch()
			g.emit(Event{Kind: EvLifeLost, Player: p, Amount: n, Source: src.id})
		}
		g.emit(Event{Kind: EvDamage, ToPlayer: t.Player, Player: p, Source: src.id, Amount: n, Combat: combat, SourceCtrl: sc.Controller})
		g.recordDamage(src, sc, t, n, combat)
		return n
	} else {
		o := g.Objs[t.Obj]
		if o == nil || o.Zone != ZoneBattlefield {
			return 0
		}
		ch := g.Chars(o)
		g.logf("%s deals %d damage to %s", name, n, g.Describe(o))
		if ch.Is(TPlaneswalker) && !ch.Is(TCreature) {
			g.removeCounters(o, "loyalty", n)
		} else {
			if sc.Has("wither") || sc.Has("infect") {
				// Wither and infect (702.80a, 702.90c): damage to a
				// creature is dealt as -1/-1 counters.
				g.addCounters(o, "-1/-1", n)
			} else {
				o.Damage += n
			}
			if sc.Has("deathtouch") {
				o.Deathtouched = true
			}
		}
		g.Touch()
		g.emit(Event{Kind: EvDamage, Obj: o.ID, Player: ch.Controller, Source: src.id, Amount: n, Combat: combat, SourceCtrl: sc.Controller})
	}
	g.recordDamage(src, sc, t, n, combat)
	return n
}

// damageBatch gathers damage dealt simultaneously (combat damage, one
// spell damaging several things): each recipient is dealt damage once
// ("is dealt damage" triggers once, for the total), and each lifelink
// source makes its controller gain life once (one life-gain event per
// source, 702.15b).
type damageBatch struct {
	recipients []Target
	byTarget   map[Target]int
	// srcOf lists, per recipient, the sources that dealt it damage.
	srcOf    map[Target][]int
	sources  []int
	bySource map[int]int
	srcChars map[int]*Chars
	combat   bool
	// replacedOnce: the prevent_replace effects of kind once that have
	// done their instead for this damage (prevent_replace.go).
	replacedOnce map[onceKey]bool
}

func (g *Game) beginDamageBatch(combat bool) {
	g.dbatch = &damageBatch{byTarget: map[Target]int{}, srcOf: map[Target][]int{}, bySource: map[int]int{}, srcChars: map[int]*Chars{}, combat: combat}
}

func (g *Game) recordDamage(src damageSource, sc *Chars, t Target, n int, combat bool) {
	if g.dbatch == nil {
		g.beginDamageBatch(combat)
		defer g.endDamageBatch()
	}
	b := g.dbatch
	if _, ok := b.byTarget[t]; !ok {
		b.recipients = append(b.recipients, t)
	}
	b.byTarget[t] += n
	if !slices.Contains(b.srcOf[t], src.id) {
		b.srcOf[t] = append(b.srcOf[t], src.id)
	}
	if _, ok := b.bySource[src.id]; !ok {
		b.sources = append(b.sources, src.id)
	}
	b.bySource[src.id] += n
	b.srcChars[src.id] = sc
}

func (g *Game) endDamageBatch() {
	b := g.dbatch
	g.dbatch = nil
	if b == nil {
		return
	}
	for _, t := range b.recipients {
		ev := Event{Kind: EvDamaged, Amount: b.byTarget[t], Combat: b.combat, Sources: b.srcOf[t]}
		if t.IsPlayer() {
			ev.ToPlayer, ev.Player = t.Player, t.Player-1
		} else {
			ev.Obj = t.Obj
			if o := g.Objs[t.Obj]; o != nil {
				ev.Player = g.Chars(o).Controller
			}
		}
		g.emit(ev)
	}
	g.emitDealtDamage(b)
	for _, s := range b.sources {
		sc := b.srcChars[s]
		if sc.Has("lifelink") {
			g.GainLife(sc.Controller, b.bySource[s], s)
		}
	}
}

// cantGainLife reports whether an effect stops p from gaining life.
func (g *Game) cantGainLife(p int) bool {
	for _, e := range g.activeEffects() {
		if e.kind == effPlayer && e.op.Op == "cant_gain_life" && g.playerAffected(e, p) {
			return true
		}
	}
	return g.Players[p].CantGainLife
}

// modifyLifeGain applies life-gain replacement effects ("you gain that
// much life plus 1 instead"), once per life-gain event.
func (g *Game) modifyLifeGain(p, n int) int {
	for _, e := range g.activeEffects() {
		if e.kind == effPlayer && e.op.Op == "life_gain_plus" && g.playerAffected(e, p) {
			n += g.num(e.op.N, e.ctx, 1)
		}
	}
	return g.lifeGainDoubled(p, n)
}

// extraTriggers counts "that ability triggers an additional time" effects
// for triggered abilities of permanents p controls.
func (g *Game) extraTriggers(p int) int {
	n := 0
	for _, e := range g.activeEffects() {
		if e.kind == effPlayer && e.op.Op == "extra_trigger" && g.playerAffected(e, p) {
			n += g.num(e.op.N, e.ctx, 1)
		}
	}
	return n
}

// playerAffected reports whether a player effect applies to p.
func (g *Game) playerAffected(e *contEffect, p int) bool {
	if e.cond != nil && e.cond.Eval(e.ctx) == 0 {
		return false
	}
	if e.lockedPl != nil {
		return slices.Contains(e.lockedPl, p)
	}
	if e.ref != "" {
		return slices.Contains(e.ctx.PlayerRef(e.ref), p)
	}
	return e.ctrl == p
}

// MaxHandSize returns p's maximum hand size and whether there is one at all:
// effects apply in timestamp order (the Sauna bouillonnant / Profusion
// d'annulations ruling), starting from seven (402.2).
func (g *Game) MaxHandSize(p int) (int, bool) {
	n, limited := 7, true
	for _, e := range g.activeEffects() {
		if e.kind != effPlayer || !g.playerAffected(e, p) {
			continue
		}
		switch e.op.Op {
		case "max_hand":
			n, limited = e.op.N.Eval(e.ctx), true
		case "no_max_hand":
			limited = false
		}
	}
	return n, limited
}

// playerRule reports whether a continuous effect of kind op applies to
// player p (a rule of the game changed for them).
func (g *Game) playerRule(p int, op string) bool {
	for _, e := range g.activeEffects() {
		if e.kind == effPlayer && e.op.Op == op && g.playerAffected(e, p) {
			return true
		}
	}
	return false
}

// LandPlays returns how many lands p may play this turn (305.2).
func (g *Game) LandPlays(p int) int {
	n := 1
	for _, e := range g.activeEffects() {
		if e.kind == effPlayer && e.op.Op == "extra_land" && g.playerAffected(e, p) {
			n += g.num(e.op.N, e.ctx, 1)
		}
	}
	return n
}

// playerKeyword returns the first of keys that an effect gives player p
// (player_keywords: "you have hexproof"), or "".
func (g *Game) playerKeyword(p int, keys ...string) string {
	for _, k := range keys {
		for _, e := range g.activeEffects() {
			if e.kind == effPlayer && e.op.Op == "player_keywords" && slices.Contains(e.op.Keywords, k) && g.playerAffected(e, p) {
				return k
			}
		}
	}
	return ""
}

// damageMatches says whether damage from src (its characteristics sc) to
// t is what e's filter and "to" describe: the source as it is, or as it
// last existed if it has left (a spell that resolved, a creature that
// died).
func (g *Game) damageMatches(e *contEffect, src damageSource, sc *Chars, t Target) bool {
	if e.op.Filter != nil {
		so := g.Objs[src.id]
		if so == nil {
			if lo, _ := g.LKI(src.id); lo != nil {
				so = lo
			}
		}
		if so == nil || !matchPreds(e.ctx, e.op.Filter, so, sc) {
			return false
		}
	}
	return e.op.To == "" || g.damageToMatches(e, t)
}
