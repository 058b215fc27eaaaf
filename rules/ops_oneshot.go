package rules

import (
	"cmp"
	"fmt"
	"strings"
)

// One-shot ops: instructions executed once as their spell or ability
// resolves (608.2c). Each entry is the whole op: its arguments, its one
// line of documentation and its handler.

// lifeOps change life totals and deal damage.
func lifeOps() []Op {
	return []Op{
		{Name: "damage", Doc: "source deals n damage to to (default t0); source defaults to the ability's source",
			Args: []Arg{Req("n", ArgExpr), Opt("to", ArgRef), Opt("source", ArgRef)}, Handler: OneShot((*Game).opDamage)},
		{Name: "gain_life", Doc: "to (default you) gains n life",
			Args: []Arg{Req("n", ArgExpr), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opLife)},
		{Name: "lose_life", Doc: "to (default you) loses n life",
			Args: []Arg{Req("n", ArgExpr), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opLife)},
		{Name: "set_life", Doc: "to's life total becomes n: gaining or losing the difference (119.5)",
			Args: []Arg{Req("n", ArgExpr), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opLife)},
		{Name: "exchange_life", Doc: "two players exchange life totals: you and to, or the two players of the game",
			Args: []Arg{Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opExchangeLife)},
		{Name: "lose_game", Doc: "to (default you) loses the game",
			Args: []Arg{Opt("to", ArgPlayer)}, Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
					g.loseGame(p)
				}
				return nil
			})},
		{Name: "add_mana", Doc: "adds mana (\"{R}{R}\") to to's (default your) mana pool, n times (default 1); with mana_for, mana spent only on those uses (cast:<filter>, unlock, face_up; 106.6)",
			Args: []Arg{Req("mana", ArgMana), Opt("to", ArgPlayer), Opt("n", ArgExpr), Opt("mana_for", ArgWords)}, Handler: OneShot((*Game).opAddMana)},
		{Name: "fight", Doc: "what (default t0) and to (default t1) fight: each deals damage equal to its power to the other",
			Args: []Arg{Opt("what", ArgRef), Opt("to", ArgRef)}, Handler: OneShot((*Game).opFight)},
		{Name: "pay_life", Doc: "to (default you) pays n life if their life total is at least n (119.4); \"if you do\" (did) is false when they cannot",
			Args: []Arg{Req("n", ArgExpr), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opPayLife)},
	}
}

func (g *Game) opDamage(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	to := cmp.Or(e.To, "t0")
	_, srcCh := ctx.source()
	src := damageSource{id: ctx.Src, chars: srcCh}
	if e.Source != "" {
		// "It deals damage": another object is the source.
		o, ch := ctx.objRef(e.Source)
		if ch == nil {
			return nil
		}
		src = damageSource{chars: ch}
		if o != nil {
			src.id = o.ID
		}
	}
	for _, p := range ctx.PlayerRef(to) {
		d := g.dealDamage(src, Target{Player: p + 1}, n, false)
		ctx.dealt += d
		if d > 0 {
			// "If a player is dealt damage this way" (dealt_player).
			ctx.rememberPlayer("dealt", p)
		}
	}
	if !PlayerRefs[to] {
		for _, id := range ctx.objRefs(to) {
			lethal := g.lethalDamage(id, src)
			dealt := g.dealDamage(src, Target{Obj: id}, n, false)
			ctx.dealt += dealt
			g.rememberDealtCreature(ctx, id, dealt)
			// "Le surplus de blessures infligées de cette manière" (120.4a).
			if lethal >= 0 && dealt > lethal {
				ctx.excess += dealt - lethal
			}
		}
	}
	return nil
}

// opLife gains, loses or sets life.
func (g *Game) opLife(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		switch e.Op {
		case "gain_life":
			g.GainLife(p, n, ctx.Src)
		case "lose_life":
			before := g.Players[p].Life
			g.loseLife(p, n, ctx.Src)
			ctx.lifeLost += max(before-g.Players[p].Life, 0)
		default:
			g.changeLifeTo(p, n, ctx.Src)
		}
	}
	return nil
}

// changeLifeTo sets a life total: gaining or losing the difference (119.5).
func (g *Game) changeLifeTo(p, n, src int) {
	if d := n - g.Players[p].Life; d > 0 {
		g.GainLife(p, d, src)
	} else {
		g.loseLife(p, -d, src)
	}
}

func (g *Game) opExchangeLife(e *Effect, ctx *EvalCtx) error {
	ps := ctx.PlayerRef("each_player")
	if e.To != "" {
		ps = append([]int{ctx.Ctrl}, ctx.PlayerRef(e.To)...)
	}
	if len(ps) != 2 {
		return fmt.Errorf("exchange_life needs two players")
	}
	// Each player gains or loses what it takes to reach the other's total.
	a, b := g.Players[ps[0]].Life, g.Players[ps[1]].Life
	g.changeLifeTo(ps[0], b, ctx.Src)
	g.changeLifeTo(ps[1], a, ctx.Src)
	return nil
}

func (g *Game) opAddMana(e *Effect, ctx *EvalCtx) error {
	pool, err := ParsePool(e.Mana)
	if err != nil {
		return err
	}
	if len(e.ManaFor) > 0 {
		if err := checkManaUses(e.ManaFor); err != nil {
			return err
		}
	}
	// "Ajoutez une quantité de {B} égale à …": the mana, that many times.
	times := g.num(e.N, ctx, 1)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		for k, v := range pool {
			if len(e.ManaFor) > 0 {
				// "Ne dépensez ce mana que pour …" (106.6).
				g.addRestricted(p, k, v*max(times, 0), e.ManaFor)
				continue
			}
			g.Players[p].Pool[k] += v * max(times, 0)
		}
	}
	return nil
}

func (g *Game) opFight(e *Effect, ctx *EvalCtx) error {
	a := g.objTargets(&Effect{What: cmp.Or(e.What, "t0")}, ctx, "")
	b := g.objTargets(&Effect{What: cmp.Or(e.To, "t1")}, ctx, "")
	if len(a) == 1 && len(b) == 1 {
		g.dealDamage(damageSource{id: a[0].ID}, Target{Obj: b[0].ID}, g.Chars(a[0]).Power, false)
		g.dealDamage(damageSource{id: b[0].ID}, Target{Obj: a[0].ID}, g.Chars(b[0]).Power, false)
	}
	return nil
}

// cardOps move cards between a player's library, hand and graveyard.
func cardOps() []Op {
	perPlayer := []Arg{Opt("n", ArgExpr), Opt("to", ArgPlayer)}
	return []Op{
		{Name: "draw", Doc: "to (default you) draws n cards (default 1)", Args: perPlayer, Handler: OneShot((*Game).opDraw)},
		{Name: "discard", Doc: "to (default you) discards what, or the first n cards of their hand (default 1); kind random: n cards at random, the resolution's choices naming those the draw gives (else the first)",
			Args: []Arg{Opt("n", ArgExpr), Opt("to", ArgPlayer), Opt("what", ArgRef), Opt("kind", ArgString)}, Handler: OneShot((*Game).opDiscard)},
		{Name: "mill", Doc: "to (default you) puts the top n cards (default 1) of their library into their graveyard",
			Args: perPlayer, Handler: OneShot((*Game).opMill)},
		{Name: "scry", Doc: "to (default you) scries n (default 1); choose names the cards put on the bottom",
			Args: []Arg{Opt("n", ArgExpr), Opt("to", ArgPlayer), Opt("choose", ArgString)}, Handler: OneShot((*Game).opScry)},
		{Name: "surveil", Doc: "to (default you) surveils n (default 1); choose names the cards put into the graveyard",
			Args: []Arg{Opt("n", ArgExpr), Opt("to", ArgPlayer), Opt("choose", ArgString)}, Handler: OneShot((*Game).opScry)},
		{Name: "search", Doc: "to (default you) searches their library for up to n cards (default 1) matching filter, the first ones or those aliased in choose (comma separated), and puts them into zone (default hand; library: on top, after the shuffle)",
			Args:    []Arg{Opt("n", ArgExpr), Opt("filter", ArgFilter), Opt("choose", ArgString), Opt("zone", ArgZone), Opt("tapped", ArgBool), Opt("to", ArgPlayer)},
			Handler: OneShot((*Game).opSearch)},
		{Name: "exile_top", Doc: "to (default you) exiles the top n cards (default 1) of their library, which later instructions of the ability call exiled_top; with until, you may play them until then",
			Args: []Arg{Opt("n", ArgExpr), Opt("until", ArgDuration), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opExileTop)},
		{Name: "exile_until", Doc: "to (default you) exiles cards from the top of their library until they exile a card matching filter, which later instructions of the ability call hit (all of them: exiled_top)",
			Args: []Arg{Req("filter", ArgFilter), Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opExileUntil)},
		{Name: "mulligan", Doc: "to (default you) shuffles their hand into their library and draws one card fewer",
			Args: []Arg{Opt("to", ArgPlayer)}, Handler: OneShot((*Game).opMulligan)},
	}
}

func (g *Game) opDraw(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	if n > MaxRepeat {
		return fmt.Errorf("draw %d: more than %d at once", n, MaxRepeat)
	}
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		for i := 0; i < n; i++ {
			g.draw(p)
		}
	}
	return nil
}

func (g *Game) opDiscard(e *Effect, ctx *EvalCtx) error {
	if e.Kind != "" && e.Kind != "random" {
		return fmt.Errorf("discard: unknown kind %q (random or none)", e.Kind)
	}
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		if e.What != "" {
			for _, o := range g.objTargets(e, ctx, "") {
				if o.Zone == ZoneHand && o.Owner == p {
					ctx.remember("discarded", g.discard(o))
				}
			}
			continue
		}
		n := g.num(e.N, ctx, 1)
		if e.Optional && len(g.Players[p].Hand) < n {
			// "Sacrifice it unless you discard two cards" with one card in
			// hand: a cost cannot be paid in part (118.3), so it is not
			// done and "if you don't" follows.
			g.logf("%s cannot discard %d cards: not done", g.Players[p].Name, n)
			g.did = false
			continue
		}
		for i := 0; i < n && len(g.Players[p].Hand) > 0; i++ {
			ctx.remember("discarded", g.discard(g.handCardToDiscard(p, e.Kind == "random")))
		}
	}
	return nil
}

func (g *Game) opMill(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	if p := ctx.PlayerRef(cmp.Or(e.To, "you")); e.Optional && len(p) == 1 && len(g.Players[p[0]].Library) < n {
		// "Vous pouvez meuler deux cartes" with one card or none left: the
		// instruction cannot be done as written, so it cannot be chosen.
		g.logf("%s cannot mill %d cards: not done", g.Players[p[0]].Name, n)
		g.did = false
		return nil
	}
	// The cards are milled at once (701.13a): one event.
	g.simultaneously(func() {
		for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
			for i := 0; i < n && len(g.Players[p].Library) > 0; i++ {
				// "Les cartes meulées": later instructions call them milled.
				ctx.remember("milled", g.Move(g.Objs[g.Players[p].Library[0]], ZoneGraveyard, MoveOpts{}))
			}
		}
	})
	return nil
}

func (g *Game) opScry(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		g.scry(p, n, e.Choose, e.Op == "surveil")
	}
	return nil
}

func (g *Game) opSearch(e *Effect, ctx *EvalCtx) error {
	z := ZoneHand
	if e.Zone != "" {
		z, _ = ParseZone(e.Zone)
	}
	// A search for cards with a stated quality may find fewer than asked
	// (701.19b): up to n, those the scenario names or else the first ones.
	n := g.num(e.N, ctx, 1)
	chosen := map[string]bool{}
	for _, a := range strings.Split(e.Choose, ",") {
		if a = strings.TrimSpace(a); a != "" {
			chosen[a] = true
		}
	}
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		g.searchLibrary(p, n, chosen, z, e, ctx)
	}
	return nil
}

// searchLibrary is one player's search of their library (opSearch).
func (g *Game) searchLibrary(p, n int, chosen map[string]bool, z Zone, e *Effect, ctx *EvalCtx) {
	found := g.searchFind(p, n, chosen, e, ctx)
	if len(found) == 0 {
		g.logf("%s's search finds nothing", g.Players[p].Name)
		return
	}
	// The cards found are put into their zone at once: one event.
	g.simultaneously(func() {
		for _, o := range found {
			g.Move(o, z, MoveOpts{tapped: e.Tapped})
		}
	})
}

// searchFind returns the cards player p's search finds: up to n matching
// e's filter, those chosen names (aliases) or else the first ones.
func (g *Game) searchFind(p, n int, chosen map[string]bool, e *Effect, ctx *EvalCtx) []*Object {
	var found []*Object
	for _, id := range g.Players[p].Library {
		if len(found) >= n {
			break
		}
		o := g.Objs[id]
		if len(chosen) > 0 && !chosen[o.Alias] {
			continue
		}
		if e.Filter != nil && !matchPreds(ctx, e.Filter, o, g.Chars(o)) {
			continue
		}
		found = append(found, o)
	}
	return found
}

func (g *Game) opExileTop(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	p := ctx.Ctrl
	var exiled []int
	for _, q := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		for i := 0; i < n && len(g.Players[q].Library) > 0; i++ {
			m := g.Move(g.Objs[g.Players[q].Library[0]], ZoneExile, MoveOpts{})
			exiled = append(exiled, m.ID)
			ctx.remember("exiled_top", m)
		}
	}
	if e.Until != "" {
		// "You may play them until …": a permission locked to those cards.
		g.ts++
		g.effects = append(g.effects, &contEffect{kind: effPlayer, ts: g.ts, ctrl: p, locked: exiled, until: e.Until,
			op: &Effect{Op: "may_play"}, ctx: ctx, turn: g.Turn})
	}
	return nil
}

func (g *Game) opMulligan(e *Effect, ctx *EvalCtx) error {
	// The hand is shuffled into the library (order kept: the engine is
	// deterministic) and a new hand of one card fewer is drawn.
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		pl := g.Players[p]
		n := len(pl.Hand) - 1
		for _, id := range append([]int(nil), pl.Hand...) {
			g.Move(g.Objs[id], ZoneLibrary, MoveOpts{bottom: true})
		}
		for i := 0; i < n && len(pl.Library) > 0; i++ {
			g.Move(g.Objs[pl.Library[0]], ZoneHand, MoveOpts{})
		}
	}
	return nil
}

// objectArgs are the arguments of an op acting on objects: a reference
// (what), or every object matching a filter.
var objectArgs = []Arg{Opt("what", ArgRef), Opt("filter", ArgFilter)}

// permanentOps act on permanents and other objects.
func permanentOps() []Op {
	withObjects := func(extra ...Arg) []Arg { return append(append([]Arg(nil), objectArgs...), extra...) }
	return []Op{
		{Name: "destroy", Doc: "destroys what (default t0) or every permanent matching filter, simultaneously",
			Args: withObjects(), Handler: OneShot((*Game).opDestroy)},
		{Name: "exile", Doc: "exiles what (default t0); the source remembers the cards (choose orders them)",
			Args: withObjects(Opt("choose", ArgString)), Handler: OneShot((*Game).opExile)},
		{Name: "bounce", Doc: "returns what (default t0) to its owner's hand",
			Args: withObjects(), Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				objs := g.objTargets(e, ctx, "t0")
				if e.Optional && len(objs) == 0 {
					// "Unless you return a land you control to its owner's
					// hand" with none: not done.
					g.did = false
				}
				for _, o := range objs {
					g.Move(o, ZoneHand, MoveOpts{})
				}
				return nil
			})},
		{Name: "move", Doc: "moves what (default t0) to zone, together; to gets control; kind and n put counters on it; choose is what an aura enters attached to; types: onto the battlefield, it is only of those card types for the rest of the game (\"It's an enchantment\")",
			Args: withObjects(Req("zone", ArgZone), Opt("to", ArgPlayer), Opt("tapped", ArgBool), Opt("bottom", ArgBool),
				Opt("kind", ArgString), Opt("n", ArgExpr), Opt("choose", ArgRef), Opt("attacking", ArgBool), Opt("types", ArgWords)),
			Handler: OneShot((*Game).opMove)},
		{Name: "sacrifice", Doc: "what is sacrificed; or to (default you) sacrifices n (default 1) permanents matching filter, which later instructions call sacrificed_now (as they last existed)",
			Args: withObjects(Opt("n", ArgExpr), Opt("to", ArgPlayer)), Handler: OneShot((*Game).opSacrifice)},
		{Name: "tap", Doc: "taps what (default t0)", Args: withObjects(), Handler: OneShot((*Game).opTap)},
		{Name: "untap", Doc: "untaps what (default t0); with n and filter, up to n permanents matching it (resolve's choices, else the first tapped ones)",
			Args: withObjects(Opt("n", ArgExpr)), Handler: OneShot((*Game).opTap)},
		{Name: "counters", Doc: "puts n (default 1) counters of kind on what (default self), on the battlefield; with to, on those players (poison counters only)",
			Args: withObjects(Req("kind", ArgString), Opt("n", ArgExpr), Opt("to", ArgPlayer)), Handler: OneShot((*Game).opCounters)},
		{Name: "remove_counters", Doc: "removes n (default 1) counters of kind from what (default self)",
			Args: withObjects(Req("kind", ArgString), Opt("n", ArgExpr)), Handler: OneShot((*Game).opCounters)},
		{Name: "token", Doc: "to (default you) creates n (default 1) tokens: name, kind (type line), pt (or p and t, counted as it resolves), colors, keywords, an ability, attacking (the player the trigger is about, else the first opponent); choose is their alias",
			Args: []Arg{Req("name", ArgString), Opt("kind", ArgString), Opt("pt", ArgString), Opt("p", ArgExpr), Opt("t", ArgExpr), Opt("colors", ArgColors),
				Opt("keywords", ArgWords), Opt("ability", ArgAbility), Opt("n", ArgExpr), Opt("to", ArgPlayer), Opt("tapped", ArgBool),
				Opt("attacking", ArgBool), Opt("choose", ArgString)},
			Handler: OneShot((*Game).opToken)},
		{Name: "attach", Doc: "attaches what (default self) to to, a permanent or (an aura that enchants a player) a player",
			Args: withObjects(Req("to", ArgRef)), Handler: OneShot((*Game).opAttach)},
		{Name: "regenerate", Doc: "gives what (default self) a regeneration shield: the next time it would be destroyed this turn, it is tapped, removed from combat and its damage removed instead (701.19a)",
			Args: withObjects(), Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				for _, o := range g.objTargets(e, ctx, "self") {
					o.Regenerate++
				}
				return nil
			})},
		{Name: "remove_from_combat", Doc: "removes what (default t0) from combat",
			Args: withObjects(), Handler: OneShot(func(g *Game, e *Effect, ctx *EvalCtx) error {
				for _, o := range g.objTargets(e, ctx, "t0") {
					g.removeFromCombat(o)
				}
				return nil
			})},
	}
}

func (g *Game) opDestroy(e *Effect, ctx *EvalCtx) error {
	objs := g.objTargets(e, ctx, "t0")
	var destroyed []*Object
	g.simultaneously(func() {
		for _, o := range objs {
			if g.Destroy(o) {
				destroyed = append(destroyed, o)
			}
		}
	})
	// "Les permanents détruits de cette manière": later instructions
	// call them destroyed (the cards they became).
	for _, o := range destroyed {
		for _, id := range g.newOf[o.ID] {
			ctx.remember("destroyed", g.Objs[id])
		}
		if _, ch := g.LKI(o.ID); ch != nil {
			ctx.rememberLKI("destroyed", ch)
		}
	}
	return nil
}

func (g *Game) opExile(e *Effect, ctx *EvalCtx) error {
	src := g.Objs[ctx.Src]
	for _, o := range g.objTargets(e, ctx, "t0") {
		g.Move(o, ZoneExile, MoveOpts{})
		for _, id := range g.newOf[o.ID] {
			// "Return it … at the beginning of the next end step": the
			// card in exile, a new object (400.7) the ability follows.
			ctx.remember("exiled_now", g.Objs[id])
		}
		if src != nil {
			src.Exiled = append(src.Exiled, g.orderExiled(g.newOf[o.ID], e.Choose)...)
			// "The exiled card" feeds characteristic-defining abilities.
			g.Touch()
		}
	}
	return nil
}

func (g *Game) opMove(e *Effect, ctx *EvalCtx) error {
	z, ok := ParseZone(e.Zone)
	if !ok {
		return fmt.Errorf("unknown zone %q", e.Zone)
	}
	ctrl := 0
	if e.To != "" {
		if ps := ctx.PlayerRef(e.To); len(ps) > 0 {
			ctrl = ps[0] + 1
		}
	}
	objs := g.objTargets(e, ctx, "t0")
	// Objects entering together: every "enters tapped unless" is read
	// against the game as it is before any of them enters, before any
	// choice (paying life for a "shock" land) is made.
	tapped := map[int]bool{}
	if z == ZoneBattlefield {
		for _, o := range objs {
			tapped[o.ID] = e.Tapped || g.entersTapped(o, ctx.Ctrl)
		}
		for _, o := range objs {
			g.payOnEntry(o, ctx.Ctrl)
		}
	}
	g.simultaneously(func() { g.moveAll(objs, z, e, ctx, ctrl, tapped) })
	if !e.Optional {
		// "Return that card to the battlefield … If you do, …": whether
		// there was a card to move (a card that left exile is not
		// returned, 603.7c); an optional move's answer is exec's.
		g.did = len(objs) > 0
	}
	return nil
}

func (g *Game) opSacrifice(e *Effect, ctx *EvalCtx) error {
	if e.What != "" {
		objs := g.objTargets(e, ctx, "")
		g.batch = ids(objs)
		for _, o := range objs {
			g.sacrifice(o, g.Chars(o).Controller)
		}
		g.batch = nil
		return nil
	}
	n := g.num(e.N, ctx, 1)
	done := 0
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		pc := *ctx
		pc.Ctrl = p
		var mine []*Object
		for _, o := range g.Matching(&pc, e.Filter) {
			if g.Chars(o).Controller == p {
				mine = append(mine, o)
			}
		}
		if len(mine) > n {
			mine = mine[:n]
		}
		if e.Optional && len(mine) < n {
			// "You may sacrifice two lands" with one: it cannot be done as
			// written (118.3), so nothing is sacrificed and "if you do"
			// does not follow.
			g.logf("%s cannot sacrifice %d: not done", g.Players[p].Name, n)
			continue
		}
		g.batch = ids(mine)
		for _, o := range mine {
			g.sacrifice(o, p)
			// "Target player sacrifices a creature. You gain life equal
			// to that creature's toughness": as it last existed (608.2h).
			if _, ch := g.LKI(o.ID); ch != nil {
				ctx.rememberLKI("sacrificed_now", ch)
			}
		}
		g.batch = nil
		done += len(mine)
	}
	if e.Optional && done == 0 {
		// "You may sacrifice …" with nothing to sacrifice: you did not,
		// so "if you do" and "when you do" do not follow.
		g.did = false
	}
	return nil
}

func (g *Game) opTap(e *Effect, ctx *EvalCtx) error {
	if e.Op == "untap" && e.N != nil && e.Filter != nil {
		for _, o := range g.upTo(g.num(e.N, ctx, 0), e.Filter, ctx) {
			g.untapPermanent(o)
		}
		return nil
	}
	for _, o := range g.objTargets(e, ctx, "t0") {
		if e.Op == "tap" && !o.Tapped {
			// "Pour chaque créature engagée de cette manière": size(tapped).
			ctx.remember("tapped", o)
		}
		if e.Op == "untap" {
			g.untapPermanent(o)
			continue
		}
		g.tapPermanent(o)
		g.Touch()
	}
	return nil
}

// opCounters puts or removes counters.
func (g *Game) opCounters(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	kind, err := g.counterKindChoice(e)
	if err != nil {
		return err
	}
	if e.To != "" && e.Op == "counters" {
		return g.playerCounters(ctx.PlayerRef(e.To), kind, n)
	}
	removed := false
	for _, o := range g.objTargets(e, ctx, "self") {
		switch {
		case e.Op == "remove_counters":
			removed = g.removeCounters(o, kind, n) > 0 || removed
		case o.Zone == ZoneBattlefield:
			g.addCounters(o, kind, n)
		}
	}
	if e.Op == "remove_counters" {
		// « Retirez un marqueur +1/+1 de ~. Si vous faites ainsi, … »:
		// done when a counter was removed.
		g.did = removed
	}
	return nil
}

func (g *Game) opToken(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 1)
	if n > MaxRepeat {
		return fmt.Errorf("token %d: more than %d at once", n, MaxRepeat)
	}
	if e.P != nil && e.T != nil {
		// "Un jeton X/X, X étant …": its power and toughness are fixed as
		// the instruction resolves.
		cp := *e
		cp.PT = fmt.Sprintf("%d/%d", e.P.Eval(ctx), e.T.Eval(ctx))
		e = &cp
	}
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		for i := 0; i < n*g.tokenTimes(p); i++ {
			t, err := g.createToken(p, e)
			if err != nil {
				return err
			}
			if e.Attacking {
				g.tokenAttacking(t, p, ctx)
			}
			ctx.remember("created", t)
		}
	}
	return nil
}

func (g *Game) opAttach(e *Effect, ctx *EvalCtx) error {
	to := ctx.objRefs(e.To)
	var pl []int
	if len(to) == 0 {
		pl = ctx.PlayerRef(e.To) // an aura that enchants a player
	}
	for _, o := range g.objTargets(e, ctx, "self") {
		if len(to) > 0 {
			o.AttachedTo = to[0]
			g.Touch()
		} else if len(pl) > 0 {
			o.AttachedTo, o.AttachedToPl = 0, pl[0]+1
			g.Touch()
		}
	}
	return nil
}

// opPayLife pays life: unlike losing life, a player can pay only as much
// life as they have (119.4), and paying nothing is not paying.
func (g *Game) opPayLife(e *Effect, ctx *EvalCtx) error {
	n := g.num(e.N, ctx, 0)
	for _, p := range ctx.PlayerRef(cmp.Or(e.To, "you")) {
		if g.Players[p].Life < n {
			g.logf("%s cannot pay %d life", g.Players[p].Name, n)
			g.did = false
			continue
		}
		g.logf("%s pays %d life", g.Players[p].Name, n)
		g.loseLife(p, n, ctx.Src)
	}
	return nil
}
