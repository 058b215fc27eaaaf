package rules

import (
	"fmt"
	"strings"
)

// MaxRepeat bounds what one instruction may repeat (cards drawn, tokens
// created, copies of a setup card), so that a hostile or mistaken scenario
// gets an error instead of exhausting memory.
const MaxRepeat = 1000

// opClass says what an op does: act once, or create a continuous effect of
// some kind (and in which layer).
type opClass struct {
	kind  effKind
	layer int
	once  bool // a one-shot instruction
	etb   bool // read as the permanent enters, not a continuous effect
}

var effectOps = map[string]opClass{
	// One-shot instructions.
	"damage": {once: true}, "gain_life": {once: true}, "lose_life": {once: true}, "set_life": {once: true},
	"exchange_life": {once: true}, "draw": {once: true}, "discard": {once: true}, "mill": {once: true},
	"destroy": {once: true}, "exile": {once: true}, "bounce": {once: true}, "sacrifice": {once: true},
	"tap": {once: true}, "untap": {once: true}, "counters": {once: true}, "remove_counters": {once: true},
	"manifest_dread": {once: true}, "scry": {once: true}, "surveil": {once: true}, "token": {once: true},
	"counter": {once: true}, "move": {once: true}, "search": {once: true}, "unlock": {once: true},
	"lock": {once: true}, "monstrosity": {once: true}, "meld": {once: true}, "attach": {once: true},
	"add_mana": {once: true}, "if": {once: true}, "regenerate": {once: true}, "turn_face_up": {once: true},
	"copy_spell": {once: true}, "become_copy": {once: true}, "delayed": {once: true}, "lose_game": {once: true}, "fight": {once: true},
	"choose_new_targets": {once: true}, "reveal_until": {once: true}, "exile_top": {once: true},
	// Characteristic-changing effects, by layer.
	"control":        {kind: effLayer, layer: layerControl},
	"add_types":      {kind: effLayer, layer: layerType},
	"remove_types":   {kind: effLayer, layer: layerType},
	"not_creature":   {kind: effLayer, layer: layerType},
	"set_types":      {kind: effLayer, layer: layerType},
	"set_colors":     {kind: effLayer, layer: layerColor},
	"grant":          {kind: effLayer, layer: layerAbility},
	"lose_abilities": {kind: effLayer, layer: layerAbility},
	"lose_keywords":  {kind: effLayer, layer: layerAbility},
	"copy_activated": {kind: effLayer, layer: layerAbility},
	"cda_pt":         {kind: effLayer, layer: layerPTCDA},
	"set_pt":         {kind: effLayer, layer: layerPTSet},
	"pump":           {kind: effLayer, layer: layerPTMod},
	"switch_pt":      {kind: effLayer, layer: layerPTSwap},
	// Other continuous effects.
	"redirect":             {kind: effRedirect},
	"max_hand":             {kind: effPlayer},
	"no_max_hand":          {kind: effPlayer},
	"extra_land":           {kind: effPlayer},
	"cant_gain_life":       {kind: effPlayer},
	"may_play":             {kind: effPlayer},
	"may_cast_from":        {kind: effPlayer},
	"damage_double":        {kind: effDamage},
	"damage_plus":          {kind: effDamage},
	"prevent":              {kind: effDamage},
	"prevent_combat":       {kind: effDamage},
	"redirect_damage":      {kind: effDamage},
	"cost_less":            {kind: effCost},
	"cost_more":            {kind: effCost},
	"cant_block":           {kind: effCombat},
	"cant_attack":          {kind: effCombat},
	"cant_attack_or_block": {kind: effCombat},
	"unblockable":          {kind: effCombat},
	"extra_blocks":         {kind: effCombat},
	// Read as the permanent enters.
	"enters_with_counters":       {etb: true},
	"enters_tapped":              {etb: true},
	"enters_pay_life":            {etb: true},
	"extra_combat":               {once: true},
	"remove_from_combat":         {once: true},
	"cast_self":                  {once: true},
	"extra_trigger":              {kind: effPlayer},
	"life_gain_plus":             {kind: effPlayer},
	"no_face_up":                 {kind: effCombat},
	"others_enter_with_counters": {etb: true},
	"mulligan":                   {once: true},
	"choose":                     {once: true},
	// Ops of extraops.go.
	"roll":                 {once: true},
	"suspend":              {once: true},
	"choose_creature_type": {once: true},
}

// playerRefs are references that name players rather than objects.
var playerRefs = map[string]bool{"you": true, "opp": true, "opponent": true, "each_opponent": true,
	"opponents": true, "each_player": true, "players": true, "active": true, "enchanted_player": true, "them": true,
	"controller": true}

// continuousFrom turns a continuous op into an effect. Inside a static
// ability the affected set is a reference or filter evaluated all the time;
// from a resolving spell it is locked in (611.2c).
func (g *Game) continuousFrom(e *Effect, ctx *evalCtx, ts int, static bool) *contEffect {
	cls, ok := effectOps[e.Op]
	if !ok || cls.once || cls.etb {
		return nil
	}
	ce := &contEffect{kind: cls.kind, layer: cls.layer, ts: ts, source: ctx.src, ctrl: ctx.ctrl, op: e, ctx: ctx, static: static, until: e.Until, turn: g.Turn}
	if e.Op == "redirect" {
		ce.toZone, _ = ParseZone(e.Zone)
		ce.newZone, _ = ParseZone(e.NewZone)
		ce.fromBattlefield = e.Kind == "dies" || e.Kind == "from_battlefield"
	}
	target := e.Affects
	if target == "" {
		target = e.What
	}
	if target == "" && e.Filter == nil {
		switch ce.kind {
		case effPlayer, effCost, effDamage:
			if e.Op != "prevent" {
				target = "you"
			}
		default:
			target = "self"
		}
	}
	if static {
		switch {
		case e.Filter != nil:
			ce.filter = e.Filter
		case playerRefs[target]:
			ce.lockedPl = ctx.playerRef(target)
		case strings.HasPrefix(target, "all:"):
			f, err := ParseFilter(target[4:])
			if err == nil {
				ce.filter = f
			}
		default:
			ce.ref = target
		}
		return ce
	}
	if ce.until == "" {
		ce.until = "eot"
	}
	switch {
	case playerRefs[target]:
		ce.lockedPl = ctx.playerRef(target)
	case e.Filter != nil && target == "" && ce.kind != effLayer && ce.kind != effCombat && ce.kind != effRedirect:
		// The filter of a damage, cost or player effect describes sources
		// or spells, not a set of affected objects.
		ce.filter = e.Filter
	case e.Filter != nil && target == "":
		for _, o := range g.matching(ctx, e.Filter) {
			ce.locked = append(ce.locked, o.ID)
		}
	case target != "":
		ce.locked = append([]int{}, ctx.objRefs(target)...)
		if len(ce.locked) == 0 && ce.kind == effLayer {
			return nil
		}
	}
	if ce.locked == nil && ce.lockedPl == nil && e.Filter != nil {
		ce.filter = e.Filter
	}
	if ce.locked == nil {
		ce.locked = []int{}
		if ce.filter != nil || ce.lockedPl != nil {
			ce.locked = nil
		}
	}
	// Numbers are fixed as the effect begins (608.2h).
	if e.P != nil {
		ce.p = e.P.eval(ctx)
	}
	if e.T != nil {
		ce.t = e.T.eval(ctx)
	}
	if e.N != nil && e.Op == "prevent" {
		ce.shield = e.N.eval(ctx)
	}
	return ce
}

// run executes instructions in order (608.2c), then nothing else: state-based
// actions and triggers wait until the whole spell or ability has resolved.
func (g *Game) run(effs []*Effect, ctx *evalCtx) error {
	for _, e := range effs {
		if err := g.exec(e, ctx); err != nil {
			return fmt.Errorf("line %d: %s: %w", e.Line, e.Op, err)
		}
	}
	return nil
}

func (g *Game) num(e *Expr, ctx *evalCtx, def int) int {
	if e == nil {
		return def
	}
	return e.eval(ctx)
}

// objs resolves what an instruction acts on: "what", else "to", else self.
func (g *Game) objTargets(e *Effect, ctx *evalCtx, def string) []*Object {
	ref := e.What
	if ref == "" {
		ref = def
	}
	var out []*Object
	if e.Filter != nil && e.What == "" {
		return g.matching(ctx, e.Filter)
	}
	for _, id := range ctx.objRefs(ref) {
		if o := g.objs[id]; o != nil {
			out = append(out, o)
		}
	}
	return out
}

func (g *Game) exec(e *Effect, ctx *evalCtx) error {
	cls := effectOps[e.Op]
	if !cls.once {
		if cls.etb {
			return fmt.Errorf("%s only works as a static ability read as the permanent enters", e.Op)
		}
		g.ts++
		ce := g.continuousFrom(e, ctx, g.ts, false)
		if ce == nil {
			g.logf("%s affects nothing", e.Op)
			return nil
		}
		g.effects = append(g.effects, ce)
		g.touch()
		g.logf("continuous effect %s begins (until %s)", e.Op, ce.until)
		return nil
	}
	srcObj, srcCh := ctx.source()
	srcID := ctx.src
	_ = srcObj
	switch e.Op {
	case "if":
		if e.If == nil {
			return fmt.Errorf("if without condition")
		}
		if e.If.eval(ctx) != 0 {
			return g.run(e.Then, ctx)
		}
		return g.run(e.Else, ctx)
	case "damage":
		n := g.num(e.N, ctx, 0)
		to := e.To
		if to == "" {
			to = "t0"
		}
		src := damageSource{id: srcID, chars: srcCh}
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
		for _, p := range ctx.playerRef(to) {
			g.dealDamage(src, Target{Player: p + 1}, n, false)
		}
		if !playerRefs[to] {
			for _, id := range ctx.objRefs(to) {
				g.dealDamage(src, Target{Obj: id}, n, false)
			}
		}
	case "gain_life", "lose_life", "set_life":
		n := g.num(e.N, ctx, 0)
		to := e.To
		if to == "" {
			to = "you"
		}
		for _, p := range ctx.playerRef(to) {
			switch e.Op {
			case "gain_life":
				g.gainLife(p, n, srcID)
			case "lose_life":
				g.loseLife(p, n, srcID)
			default:
				// Setting a life total is gaining or losing the difference (119.5).
				if d := n - g.Players[p].Life; d > 0 {
					g.gainLife(p, d, srcID)
				} else {
					g.loseLife(p, -d, srcID)
				}
			}
		}
	case "exchange_life":
		ps := ctx.playerRef("each_player")
		if e.To != "" {
			ps = append([]int{ctx.ctrl}, ctx.playerRef(e.To)...)
		}
		if len(ps) != 2 {
			return fmt.Errorf("exchange_life needs two players")
		}
		a, b := g.Players[ps[0]].Life, g.Players[ps[1]].Life
		// Each player gains or loses what it takes to reach the other's total.
		for i, p := range ps {
			other := b
			if i == 1 {
				other = a
			}
			if d := other - g.Players[p].Life; d > 0 {
				g.gainLife(p, d, srcID)
			} else {
				g.loseLife(p, -d, srcID)
			}
		}
	case "draw":
		n := g.num(e.N, ctx, 1)
		if n > MaxRepeat {
			return fmt.Errorf("draw %d: more than %d at once", n, MaxRepeat)
		}
		for _, p := range ctx.playerRef(defStr(e.To, "you")) {
			for i := 0; i < n; i++ {
				g.draw(p)
			}
		}
	case "discard":
		for _, p := range ctx.playerRef(defStr(e.To, "you")) {
			if e.What != "" {
				for _, o := range g.objTargets(e, ctx, "") {
					if o.Zone == ZoneHand && o.Owner == p {
						ctx.remember("discarded", g.discard(o))
					}
				}
				continue
			}
			n := g.num(e.N, ctx, 1)
			for i := 0; i < n && len(g.Players[p].Hand) > 0; i++ {
				ctx.remember("discarded", g.discard(g.objs[g.Players[p].Hand[0]]))
			}
		}
	case "mill":
		n := g.num(e.N, ctx, 1)
		for _, p := range ctx.playerRef(defStr(e.To, "you")) {
			for i := 0; i < n && len(g.Players[p].Library) > 0; i++ {
				g.move(g.objs[g.Players[p].Library[0]], ZoneGraveyard, moveOpts{})
			}
		}
	case "destroy":
		objs := g.objTargets(e, ctx, "t0")
		g.simultaneously(func() {
			for _, o := range objs {
				g.destroy(o)
			}
		})
	case "exile":
		src := g.objs[srcID]
		for _, o := range g.objTargets(e, ctx, "t0") {
			g.move(o, ZoneExile, moveOpts{})
			if src != nil {
				src.Exiled = append(src.Exiled, g.orderExiled(g.newOf[o.ID], e.Choose)...)
				// "The exiled card" feeds characteristic-defining abilities.
				g.touch()
			}
		}
	case "bounce":
		for _, o := range g.objTargets(e, ctx, "t0") {
			g.move(o, ZoneHand, moveOpts{})
		}
	case "move":
		z, ok := ParseZone(e.Zone)
		if !ok {
			return fmt.Errorf("unknown zone %q", e.Zone)
		}
		ctrl := 0
		if e.To != "" {
			if ps := ctx.playerRef(e.To); len(ps) > 0 {
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
				tapped[o.ID] = e.Tapped || g.entersTapped(o, ctx.ctrl)
			}
			for _, o := range objs {
				g.payOnEntry(o, ctx.ctrl)
			}
		}
		g.simultaneously(func() { g.moveAll(objs, z, e, ctx, ctrl, tapped) })
	case "sacrifice":
		if e.What != "" {
			objs := g.objTargets(e, ctx, "")
			g.batch = ids(objs)
			for _, o := range objs {
				g.sacrifice(o, g.view(o).Controller)
			}
			g.batch = nil
			return nil
		}
		n := g.num(e.N, ctx, 1)
		for _, p := range ctx.playerRef(defStr(e.To, "you")) {
			pc := *ctx
			pc.ctrl = p
			cands := g.matching(&pc, e.Filter)
			var mine []*Object
			for _, o := range cands {
				if g.view(o).Controller == p {
					mine = append(mine, o)
				}
			}
			if len(mine) > n {
				mine = mine[:n]
			}
			g.batch = ids(mine)
			for _, o := range mine {
				g.sacrifice(o, p)
			}
			g.batch = nil
		}
	case "tap", "untap":
		for _, o := range g.objTargets(e, ctx, "t0") {
			o.Tapped = e.Op == "tap"
			g.touch()
		}
	case "counters":
		n := g.num(e.N, ctx, 1)
		for _, o := range g.objTargets(e, ctx, "self") {
			if o.Zone == ZoneBattlefield {
				g.addCounters(o, e.Kind, n)
			}
		}
	case "remove_counters":
		n := g.num(e.N, ctx, 1)
		for _, o := range g.objTargets(e, ctx, "self") {
			g.removeCounters(o, e.Kind, n)
		}
	case "manifest_dread":
		for _, p := range ctx.playerRef(defStr(e.To, "you")) {
			m := g.manifestDread(p, e.Choose)
			if m != nil {
				if ctx.vars == nil {
					ctx.vars = map[string][]int{}
				}
				ctx.vars["manifested"] = append(ctx.vars["manifested"], m.ID)
			}
		}
	case "scry", "surveil":
		n := g.num(e.N, ctx, 1)
		for _, p := range ctx.playerRef(defStr(e.To, "you")) {
			g.scry(p, n, e.Choose, e.Op == "surveil")
		}
	case "token":
		n := g.num(e.N, ctx, 1)
		if n > MaxRepeat {
			return fmt.Errorf("token %d: more than %d at once", n, MaxRepeat)
		}
		for _, p := range ctx.playerRef(defStr(e.To, "you")) {
			for i := 0; i < n; i++ {
				t, err := g.createToken(p, e)
				if err != nil {
					return err
				}
				if ctx.vars == nil {
					ctx.vars = map[string][]int{}
				}
				ctx.vars["created"] = append(ctx.vars["created"], t.ID)
			}
		}
	case "counter":
		for _, o := range g.objTargets(e, ctx, "t0") {
			if o.Zone != ZoneStack {
				continue
			}
			g.logf("%s is countered", g.describe(o))
			if o.Ability != nil {
				g.remove(o)
				delete(g.objs, o.ID)
				continue
			}
			g.move(o, ZoneGraveyard, moveOpts{})
		}
	case "search":
		z := ZoneHand
		if e.Zone != "" {
			z, _ = ParseZone(e.Zone)
		}
		pl := g.Players[ctx.ctrl]
		var found *Object
		for _, id := range pl.Library {
			o := g.objs[id]
			if e.Choose != "" && o.alias != e.Choose {
				continue
			}
			if e.Filter != nil {
				ok := true
				for _, p := range e.Filter.preds {
					if !p(ctx, o, g.view(o)) {
						ok = false
						break
					}
				}
				if !ok {
					continue
				}
			}
			found = o
			break
		}
		if found == nil {
			g.logf("the search finds nothing")
			return nil
		}
		g.move(found, z, moveOpts{tapped: e.Tapped})
	case "unlock", "lock":
		for _, o := range g.objTargets(e, ctx, "t0") {
			if o.Card == nil || !o.Card.Room {
				continue
			}
			if e.Op == "unlock" {
				g.unlock(o, e.Door)
			} else {
				o.Unlocked[e.Door] = false
				g.touch()
			}
		}
	case "monstrosity":
		n := g.num(e.N, ctx, 0)
		src := g.objs[srcID]
		if src == nil || src.Zone != ZoneBattlefield {
			g.logf("monstrosity: the creature is gone, nothing happens")
			return nil
		}
		if src.Monstrous {
			g.logf("%s is already monstrous: nothing happens", g.describe(src))
			return nil
		}
		g.addCounters(src, "+1/+1", n)
		src.Monstrous = true
		g.touch()
		g.emit(Event{Kind: EvMonstrous, Obj: src.ID, Player: g.view(src).Controller})
	case "meld":
		return g.meld(ctx, e.What)
	case "attach":
		to := ctx.objRefs(e.To)
		var pl []int
		if len(to) == 0 {
			pl = ctx.playerRef(e.To) // an aura that enchants a player
		}
		for _, o := range g.objTargets(e, ctx, "self") {
			if len(to) > 0 {
				o.AttachedTo = to[0]
				g.touch()
			} else if len(pl) > 0 {
				o.AttachedTo, o.AttachedToPl = 0, pl[0]+1
				g.touch()
			}
		}
	case "add_mana":
		pool, err := ParsePool(e.Mana)
		if err != nil {
			return err
		}
		for _, p := range ctx.playerRef(defStr(e.To, "you")) {
			for k, v := range pool {
				g.Players[p].Pool[k] += v
			}
		}
	case "regenerate":
		for _, o := range g.objTargets(e, ctx, "self") {
			o.Regenerate++
		}
	case "turn_face_up":
		for _, o := range g.objTargets(e, ctx, "self") {
			g.turnFaceUp(o, false)
		}
	case "become_copy":
		// "Enters as a copy of": what (default self) copies to.
		of, _ := ctx.objRef(e.To)
		for _, o := range g.objTargets(e, ctx, "self") {
			if err := g.becomeCopy(o, of); err != nil {
				return err
			}
		}
	case "copy_spell":
		for _, o := range g.objTargets(e, ctx, "t0") {
			if o.Spell == nil {
				continue
			}
			g.copySpell(o, ctx.ctrl)
		}
	case "delayed":
		if e.Ability == nil {
			return fmt.Errorf("delayed without ability")
		}
		c := *ctx
		// "Until end of turn, whenever …" triggers any number of times this
		// turn; otherwise a delayed trigger triggers once.
		thisTurn := e.Until == "eot" || e.Until == "this_turn"
		g.delayed = append(g.delayed, &delayedTrigger{ab: e.Ability, ctx: &c, once: !thisTurn, thisTurn: thisTurn})
	case "remove_from_combat":
		for _, o := range g.objTargets(e, ctx, "t0") {
			g.removeFromCombat(o)
		}
	case "cast_self":
		// Cast the source now, during the resolution of its own trigger
		// (miracle): timing restrictions do not apply.
		src := g.objs[ctx.src]
		if src == nil {
			return nil
		}
		if e.Optional && e.Choose == "decline" {
			g.logf("%s is not cast", g.describe(src))
			return nil
		}
		if _, err := g.Cast(ctx.ctrl, src, CastOptions{Door: -1, Alt: e.Kind, ignoreTiming: true}); err != nil {
			if e.Optional {
				g.logf("%s cannot be cast: %v", g.describe(src), err)
				return nil
			}
			return err
		}
	case "choose":
		// A choice made as the ability resolves: the object the scenario
		// names (choose:) must pass the filter; it is then known by name
		// (default "choice") to the following instructions.
		o, ch := ctx.objRef(e.Choose)
		if o == nil {
			return fmt.Errorf("choose: no object %q", e.Choose)
		}
		if e.Filter != nil && !matchPreds(ctx, e.Filter, o, ch) {
			return fmt.Errorf("choose: %s is not %s", g.describe(o), e.Filter)
		}
		if ctx.vars == nil {
			ctx.vars = map[string][]int{}
		}
		ctx.vars[defStr(e.Name, "choice")] = []int{o.ID}
	case "extra_combat":
		g.extraCombats += g.num(e.N, ctx, 1)
	case "mulligan":
		// The hand is shuffled into the library (order kept: the engine
		// is deterministic) and a new hand of one card fewer is drawn.
		for _, p := range ctx.playerRef(defStr(e.To, "you")) {
			pl := g.Players[p]
			n := len(pl.Hand) - 1
			for _, id := range append([]int(nil), pl.Hand...) {
				g.move(g.objs[id], ZoneLibrary, moveOpts{bottom: true})
			}
			for i := 0; i < n && len(pl.Library) > 0; i++ {
				g.move(g.objs[pl.Library[0]], ZoneHand, moveOpts{})
			}
		}
	case "lose_game":
		for _, p := range ctx.playerRef(defStr(e.To, "you")) {
			g.Players[p].Lost = true
		}
	case "fight":
		a := g.objTargets(&Effect{What: defStr(e.What, "t0")}, ctx, "")
		b := g.objTargets(&Effect{What: defStr(e.To, "t1")}, ctx, "")
		if len(a) == 1 && len(b) == 1 {
			g.dealDamage(damageSource{id: a[0].ID}, Target{Obj: b[0].ID}, g.view(a[0]).Power, false)
			g.dealDamage(damageSource{id: b[0].ID}, Target{Obj: a[0].ID}, g.view(b[0]).Power, false)
		}
	case "exile_top":
		n := g.num(e.N, ctx, 1)
		p := ctx.ctrl
		var exiled []int
		for i := 0; i < n && len(g.Players[p].Library) > 0; i++ {
			m := g.move(g.objs[g.Players[p].Library[0]], ZoneExile, moveOpts{})
			exiled = append(exiled, m.ID)
		}
		if e.Until != "" {
			// "You may play them until …": a permission locked to those cards.
			g.ts++
			g.effects = append(g.effects, &contEffect{kind: effPlayer, ts: g.ts, ctrl: p, locked: exiled, until: e.Until,
				op: &Effect{Op: "may_play"}, ctx: ctx, turn: g.Turn})
		}
	default:
		if ok, err := g.execExtra(e, ctx); ok {
			return err
		}
		return fmt.Errorf("op %s is not implemented", e.Op)
	}
	return nil
}

func defStr(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func ids(os []*Object) []int {
	out := make([]int, len(os))
	for i, o := range os {
		out[i] = o.ID
	}
	return out
}

// draw draws one card; drawing from an empty library loses at the next
// check of state-based actions (704.5b).
func (g *Game) draw(p int) {
	pl := g.Players[p]
	if len(pl.Library) == 0 {
		pl.drewFromEmpty = true
		return
	}
	o := g.objs[pl.Library[0]]
	n := g.move(o, ZoneHand, moveOpts{})
	pl.DrawnThisTurn++
	g.emit(Event{Kind: EvDraw, Player: p, Obj: n.ID, Amount: pl.DrawnThisTurn})
}

// discard discards a card: it goes to its owner's graveyard (or wherever a
// replacement effect sends it), and it is discarded all the same ("whenever
// a player discards a card" triggers, Leyline del Nulla).
func (g *Game) discard(o *Object) *Object {
	p := o.Owner
	n := g.move(o, ZoneGraveyard, moveOpts{})
	if n != nil {
		g.emit(Event{Kind: EvDiscard, Obj: n.ID, Old: o.ID, Player: p, To: n.Zone, Card: true})
	}
	return n
}

// destroy destroys a permanent: indestructible ones are unaffected, a
// regeneration shield replaces it (701.8, 701.15).
func (g *Game) destroy(o *Object) bool {
	if o.Zone != ZoneBattlefield {
		return false
	}
	if g.view(o).Has("indestructible") {
		g.logf("%s is indestructible", g.describe(o))
		return false
	}
	if o.Regenerate > 0 {
		o.Regenerate--
		o.Tapped = true
		o.Damage = 0
		g.removeFromCombat(o)
		g.touch()
		g.logf("%s regenerates", g.describe(o))
		return false
	}
	g.move(o, ZoneGraveyard, moveOpts{})
	return true
}

func (g *Game) sacrifice(o *Object, p int) {
	if o.Zone != ZoneBattlefield {
		return
	}
	g.move(o, ZoneGraveyard, moveOpts{})
	g.emit(Event{Kind: EvSacrificed, Player: p, Old: o.ID})
}

// createToken creates a token from an inline description.
func (g *Game) createToken(p int, e *Effect) (*Object, error) {
	f, err := FaceFromText(e.Name, "", e.Kind, e.PT, nil)
	if err != nil {
		return nil, err
	}
	for _, r := range e.Colors {
		if validColor(Color(r)) {
			f.Colors = append(f.Colors, Color(r))
		}
	}
	for _, k := range e.Keywords {
		if kws, ok := ParseKeywords(k); ok {
			f.Keywords = append(f.Keywords, kws...)
		} else {
			f.Keywords = append(f.Keywords, Keyword{Key: k})
		}
	}
	g.nextID++
	g.ts++
	o := &Object{ID: g.nextID, Owner: p, Controller: p, Token: true, Def: f, Timestamp: g.ts, EnteredTurn: g.Turn, CastDoor: -1, Tapped: e.Tapped}
	o.Card = &CardDef{ID: "token:" + e.Name, Name: e.Name, Faces: []*Face{f}}
	o.alias = e.Choose
	g.objs[o.ID] = o
	g.insert(o, ZoneBattlefield, false)
	g.logf("%s creates a %s token", g.Players[p].Name, e.Name)
	g.emit(Event{Kind: EvZoneChange, Obj: o.ID, To: ZoneBattlefield, Player: p, Token: true})
	return o, nil
}

// copySpell puts a copy of a spell on the stack with the same choices
// (707.10): it is not cast.
func (g *Game) copySpell(o *Object, p int) *Object {
	g.nextID++
	g.ts++
	sp := *o.Spell
	c := &Object{ID: g.nextID, Card: o.Card, Owner: p, Controller: p, Copy: true, Zone: ZoneStack, Timestamp: g.ts,
		Spell: &sp, CastDoor: o.CastDoor, Bestowed: o.Bestowed}
	g.objs[c.ID] = c
	g.stack = append(g.stack, c.ID)
	g.touch()
	g.logf("a copy of %s is put on the stack", g.describe(o))
	return c
}

// moveAll moves objects to zone z as one event (see simultaneously).
func (g *Game) moveAll(objs []*Object, z Zone, e *Effect, ctx *evalCtx, ctrl int, tapped map[int]bool) {
	for _, o := range objs {
		var cs map[string]int
		if e.Kind != "" {
			cs = map[string]int{e.Kind: g.num(e.N, ctx, 1)}
		}
		var attachTo *Object
		if z == ZoneBattlefield && g.view(o).HasSub(SubAura) {
			// An aura put onto the battlefield without being cast targets
			// nothing (hexproof does not matter), but can only be attached
			// to something it could enchant; otherwise it stays where it is
			// (303.4f).
			attachTo, _ = ctx.objRef(e.Choose)
			if attachTo == nil || !g.canEnchant(o, attachTo) {
				g.logf("%s cannot be attached to anything and stays in the %s", g.describe(o), o.Zone)
				continue
			}
		}
		attacking := e.Attacking
		n := g.move(o, z, moveOpts{tapped: tapped[o.ID] || e.Tapped, bottom: e.Bottom, controller: ctrl, counters: cs,
			prep: func(n *Object) {
				if attacking {
					// Put onto the battlefield attacking: never declared as
					// an attacker, so "attacks" abilities do not trigger.
					n.Attacking = true
					n.AttackTarget = g.opponents(ctx.ctrl)[0]
				}
				if attachTo != nil {
					n.AttachedTo = attachTo.ID
				}
			}})
		if n != nil && z == ZoneBattlefield && n.Card != nil && n.Card.Room {
			n.Unlocked = [2]bool{}
		}
	}
}
