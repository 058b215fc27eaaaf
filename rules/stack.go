package rules

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// CastOptions are the choices a player makes while casting a spell (601.2).
type CastOptions struct {
	Door      int        // room: which door to cast (0 or 1); -1 otherwise
	Alt       string     // alternative cost: "emerge", "impending", "bestow", "free"
	X         int        // the value of X
	Modes     []int      // chosen modes (0-based)
	Targets   [][]Target // per chosen mode, or one list for a non-modal spell
	Sacrifice *Object    // emerge: the creature sacrificed
	Chosen    *Object    // an object chosen as part of an additional cost
	Kicked    bool
	// Additional names the optional additional costs paid, one entry per
	// payment: buyback, entwine, multikicker (optional_costs.go).
	Additional []string
	Free       bool // "without paying its mana cost" (suspend, cascade …)
	// Divide is the division of damage announced with the targets
	// (601.2d): one amount per target, in the targets' order.
	Divide []int
	// Convoke lists the creatures tapped to help pay (702.51).
	Convoke []*Object
	// Delve lists the cards exiled from the graveyard to help pay
	// (702.66), Improvise the artifacts tapped (702.126).
	Delve, Improvise []*Object
	// Crew lists the creatures tapped to crew a Vehicle (702.122a).
	Crew []*Object
	// ManaAbilities are activated while the spell is being cast, after it
	// is on the stack and before its costs are paid (601.2g).
	ManaAbilities []ManaUse
	// Choice is the choice made "as this enters" (Croire or Douter).
	Choice string

	ignoreTiming bool // cast while an ability resolves (miracle)
	// fromEffect: an instruction of a resolving ability casts the card
	// from the zone it names ("cast it without paying its mana cost"),
	// whatever zone that is.
	fromEffect bool
	// fromAbility: the resolving ability lets its source be cast from the
	// zone it is in (suspend casts the card from exile).
	fromAbility bool
}

// ManaUse is one mana ability activated while casting a spell.
type ManaUse struct {
	Source  *Object
	Ability *Ability
	Chosen  *Object // what its cost sacrifices
	Color   int     // which of its colors, 1-based; 0 for the first
}

// timingOK reports whether p may cast an object of these characteristics now.
func (g *Game) sorceryTiming(p int) bool {
	return g.Active == p && (g.Step == StepMain1 || g.Step == StepMain2) && len(g.stack) == 0
}

// CanCastNow checks the timing of casting a spell with characteristics
// ch: an instant or a spell with flash at any time, others only when
// player p could cast a sorcery.
func (g *Game) CanCastNow(p int, ch *Chars) error {
	if ch.Is(TInstant) || ch.Has("flash") {
		return nil
	}
	if !g.sorceryTiming(p) {
		return fmt.Errorf("%s can be cast only during its controller's main phase with an empty stack", joinNames(ch.Names))
	}
	return nil
}

// SpellAbility returns the ability that holds a spell's modes and targets:
// an instant's or sorcery's effect, or an aura's enchant target.
func SpellAbility(ch *Chars) *Ability {
	for _, a := range ch.Abilities {
		if a.Kind == KindSpell {
			return a
		}
	}
	return nil
}

// TotalCost computes the total cost of casting obj with opts (601.2f): the
// mana cost or the alternative cost, plus additional costs (escalate for
// each mode beyond the first, strive for each target beyond the first) and
// cost increases, minus reductions (emerge by the sacrificed creature's
// mana value, generic-only reductions, affinity). Reductions never reduce
// colored requirements.
func (g *Game) TotalCost(p int, obj *Object, opts CastOptions) (ManaCost, error) {
	ch := g.SpellChars(obj, opts)
	face := g.castFace(obj, opts)
	cost := append(ManaCost{}, face.Cost...)
	if face.Cost == nil && opts.Alt == "" {
		return nil, fmt.Errorf("%s has no mana cost and cannot be cast", obj.Card.Name)
	}
	reduction := 0
	switch opts.Alt {
	case "", "normal":
	case "free":
		cost = ManaCost{}
	case "life", "zero":
		// Paid in life instead (cast_for_life), or {0} (zerocost.go):
		// only the additional costs are mana.
		cost = ManaCost{}
	case "alt_cost":
		c, err := g.ownAltBase(p, obj, face, opts)
		if err != nil {
			return nil, err
		}
		cost = c
	case "pay_instead":
		c, err := g.payInsteadBase(p, face, opts)
		if err != nil {
			return nil, err
		}
		cost = c
	case "morph", "megamorph", "disguise":
		c, err := g.faceDownCost(obj, opts.Alt)
		if err != nil {
			return nil, err
		}
		cost = c
	case "emerge", "impending", "bestow", "miracle", "escape", "flashback", "blitz", "madness", "evoke", "dash", "mutate", "prowl":
		// The keyword may be printed or granted (altcost.go), its cost its
		// own or derived from the card's mana cost.
		kw, ok := g.altKeyword(obj, ch, opts.Alt)
		if !ok {
			return nil, fmt.Errorf("%s has no %s cost", obj.Card.Name, opts.Alt)
		}
		c, err := altCost(kw, face)
		if err != nil {
			return nil, err
		}
		cost = c
		if opts.Alt == "emerge" {
			if opts.Sacrifice == nil {
				return nil, fmt.Errorf("emerge: a creature must be sacrificed")
			}
			sc := g.Chars(opts.Sacrifice)
			if !sc.Is(TCreature) || sc.Controller != p || opts.Sacrifice.Zone != ZoneBattlefield {
				return nil, fmt.Errorf("emerge: %s is not a creature you control", g.Describe(opts.Sacrifice))
			}
			reduction += sc.ManaValue
		}
	default:
		return nil, fmt.Errorf("unknown alternative cost %q", opts.Alt)
	}
	if opts.Free {
		cost = ManaCost{}
	}
	cost = additionalCosts(cost.WithX(opts.X), ch, opts)
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p, X: opts.X}
	// Cost changes: the spell's own ("this spell costs {2} less") and those
	// of permanents. Increases first, then reductions (601.2f).
	var more ManaCost
	for _, ce := range g.costEffects(obj, ch, ctx) {
		n := 0
		if ce.op.N != nil {
			n = ce.op.N.Eval(ce.ctx)
		}
		switch ce.op.Op {
		case "cost_more":
			if ce.op.Cost != nil {
				more = more.Add(ce.op.Cost)
			} else {
				more = more.Add(ManaCost{{Kind: SymGeneric, N: n}})
			}
		case "cost_less":
			reduction += n
		}
	}
	if _, ok := ch.Keyword("affinity"); ok {
		af, _ := ParseFilter("artifact you_control")
		reduction += len(g.Matching(ctx, af))
	}
	cost = cost.Add(more)
	cost, _ = cost.ReduceGeneric(reduction)
	return cost, nil
}

// additionalCosts adds to cost the mana of the additional costs a spell
// cast with opts pays (601.2f): escalate, strive, "… ou payez {2}",
// kicker.
func additionalCosts(cost ManaCost, ch *Chars, opts CastOptions) ManaCost {
	if kw, ok := ch.Keyword("escalate"); ok && len(opts.Modes) > 1 {
		cost = cost.Add(kw.Cost.Times(len(opts.Modes) - 1))
	}
	if kw, ok := ch.Keyword("strive"); ok {
		n := 0
		for _, ts := range opts.Targets {
			n += len(ts)
		}
		if n > 1 {
			cost = cost.Add(kw.Cost.Times(n - 1))
		}
	}
	if sa := SpellAbility(ch); sa != nil && sa.CastSacrificeOr != nil && opts.Sacrifice == nil && opts.Alt != "emerge" {
		// "… ou payez {2}": nothing sacrificed, the mana is paid.
		cost = cost.Add(sa.CastSacrificeOr)
	}
	if kw, ok := ch.Keyword("kicker"); ok && opts.Kicked {
		cost = cost.Add(kw.Cost)
	}
	return optionalCostMana(cost, ch, opts)
}

// costEffects returns the cost-changing effects that apply to casting obj:
// its own static abilities (they work from any zone) and effects of
// permanents and resolved spells.
func (g *Game) costEffects(obj *Object, ch *Chars, ctx *EvalCtx) []*contEffect {
	var out []*contEffect
	for _, a := range ch.Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op != "cost_less" && e.Op != "cost_more" {
				continue
			}
			if e.Affects != "" && e.Affects != "self" {
				continue
			}
			cond := CombineCond(a.If, e.If)
			if cond != nil && cond.Eval(ctx) == 0 {
				continue
			}
			out = append(out, &contEffect{kind: effCost, op: e, ctx: ctx})
		}
	}
	// The card being cast is a spell by the time its total cost is
	// determined (601.2a, 601.2f): "spell" in a filter holds for it.
	spell := obj
	if obj.Spell == nil {
		probe := *obj
		probe.Spell = &SpellState{}
		spell = &probe
	}
	for _, ce := range g.activeEffects() {
		if ce.kind != effCost || ce.op.Affects == "self" {
			continue
		}
		if ce.cond != nil && ce.cond.Eval(ce.ctx) == 0 {
			continue
		}
		if ce.filter != nil {
			ok := true
			for _, p := range ce.filter.preds {
				if !p(ce.ctx, spell, ch) {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
		}
		out = append(out, ce)
	}
	return out
}

// castFace is the face a spell is cast as: a room's chosen door.
func (g *Game) castFace(obj *Object, opts CastOptions) *Face {
	if obj.Card.Room && opts.Door >= 0 && opts.Door < len(obj.Card.Faces) {
		return obj.Card.Faces[opts.Door]
	}
	return obj.Card.front()
}

// SpellChars are the characteristics obj would have as a spell cast with
// opts: only the cast door of a room (709.3).
func (g *Game) SpellChars(obj *Object, opts CastOptions) *Chars {
	if faceDownCast(opts.Alt) {
		return faceDownChars(obj.Controller, opts.Alt)
	}
	f := g.castFace(obj, opts)
	c := FaceChars(f, obj.Controller)
	if obj.Card.Room {
		c.Types = append([]string(nil), obj.Card.Faces[0].Types...)
		c.Subtypes = append([]string(nil), obj.Card.Faces[0].Subtypes...)
	}
	c.ManaValue = f.Cost.ManaValue(opts.X)
	return c
}

// CastPermission reports whether obj may be cast from the zone it is in.
func (g *Game) CastPermission(p int, obj *Object, spell *Chars) error {
	switch obj.Zone {
	case ZoneHand:
		if obj.Owner != p {
			return fmt.Errorf("%s is not in your hand", obj.Card.Name)
		}
		return nil
	case ZoneGraveyard, ZoneExile, ZoneLibrary:
		ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p}
		for _, a := range g.BaseChars(obj).Abilities {
			if a.Kind != KindStatic {
				continue
			}
			for _, e := range a.Static {
				// A permission for one alternative cost (kind) is
				// altOnlyPermits' (mutate.go), not a permission to cast.
				if e.Op == "may_cast_from" && e.Kind == "" && zoneIs(e.Zone, obj.Zone) {
					cond := CombineCond(a.If, e.If)
					if cond == nil || cond.Eval(ctx) != 0 {
						return nil
					}
					return fmt.Errorf("%s: the condition to cast it from the %s (%s) is not met", obj.Card.Name, obj.Zone, cond)
				}
			}
		}
		for _, ce := range g.activeEffects() {
			if ce.kind == effPlayer && (ce.op.Op == "may_play" || ce.op.Op == "may_cast_from") && g.permits(ce, p, obj, spell) {
				return nil
			}
		}
		if g.topCastEffect(p, obj) != nil || g.playsFromTop(p, obj, spell) {
			return nil
		}
		return fmt.Errorf("%s cannot be cast from the %s", obj.Card.Name, obj.Zone)
	}
	return fmt.Errorf("%s cannot be cast from the %s", obj.Card.Name, obj.Zone)
}

func zoneIs(name string, z Zone) bool {
	zz, ok := ParseZone(name)
	return ok && zz == z
}

// permits reports whether a "you may play/cast" effect covers obj for p.
// A permission that asks for characteristics looks at the spell as it would
// be cast (a room: only the door cast, 709.3a).
func (g *Game) permits(ce *contEffect, p int, obj *Object, spell *Chars) bool {
	if ce.ctrl != p {
		return false
	}
	if ce.locked != nil {
		return slices.Contains(ce.locked, obj.ID)
	}
	if ce.op.Zone != "" && !zoneIs(ce.op.Zone, obj.Zone) {
		return false
	}
	ch := spell
	if ch == nil {
		ch = g.Chars(obj)
	}
	if ce.op.Filter != nil {
		for _, pr := range ce.op.Filter.preds {
			if !pr(ce.ctx, obj, ch) {
				return false
			}
		}
		if slices.Contains(strings.Fields(ce.op.Filter.String()), "exiled_by_self") {
			// "Les cartes exilées par Valgavoth": whoever owns them.
			return true
		}
	}
	return obj.Owner == p
}

// castStagedAll casts a spell whose mana is paid with mana abilities,
// convoke, delve or improvise (castStaged), step by step, undoing it all if a step fails.
func (g *Game) castStagedAll(p int, obj *Object, opts CastOptions, cost ManaCost, lifeOrExile bool) (*Object, error) {
	if opts.Alt != "" || opts.Sacrifice != nil || opts.Chosen != nil {
		return nil, fmt.Errorf("convoke and mana abilities during casting are not combined with alternative or additional costs here")
	}
	if lifeOrExile {
		return nil, fmt.Errorf("Phyrexian mana paid with life and exile costs are not combined with convoke or mana abilities during casting here")
	}
	snap := g.Snapshot()
	so, err := g.castStaged(p, obj, opts, cost)
	if err != nil {
		g.Restore(snap)
		return nil, err
	}
	return so, nil
}

// otherCosts are the costs of a cast beyond its mana, paid as it is cast.
type otherCosts struct {
	phyLife  int       // Phyrexian mana paid with life
	toExile  []*Object // exiled as a cost
	altExile altPaid   // escape's other cards from the graveyard, life
	retrace  bool      // a land card (the chosen object) discarded
	// lifePermit: alt life under a permission (exiled_by.go), which is
	// not cast_for_life's once each turn.
	lifePermit bool
}

// payOtherCosts pays them for the spell so, now on the stack.
func (g *Game) payOtherCosts(p int, so *Object, opts CastOptions, c otherCosts) {
	if c.phyLife > 0 {
		g.logf("%s pays %d life for Phyrexian mana", g.Players[p].Name, c.phyLife)
		g.loseLife(p, c.phyLife, so.ID)
	}
	g.payCastExile(p, c.toExile)
	// The sacrifice first: the card it puts into the graveyard may be one
	// escape exiles (altExtra counted it).
	if opts.Sacrifice != nil {
		g.sacrifice(opts.Sacrifice, p)
	}
	g.payAlt(p, so, c.altExile)
	g.payConspire(p, so)
	if c.retrace {
		g.discard(opts.Chosen)
		g.markJumpStart(so)
	}
	switch {
	case opts.Alt == "life" && c.lifePermit:
		g.loseLife(p, g.Chars(so).ManaValue, so.ID)
	case opts.Alt == "life":
		g.payForLife(p, so)
	}
	if opts.Alt == "zero" {
		g.payForZero(p)
	}
}

// castAllowed checks that p may cast obj from where it is, with these
// alternative costs; retrace says the permission is retrace's (a land
// card is then discarded as the spell is cast).
func (g *Game) castAllowed(p int, obj *Object, ch *Chars, opts CastOptions) (retrace bool, err error) {
	if err := g.CastPermission(p, obj, ch); err != nil && !g.altPermits(p, obj, opts) && !g.altOnlyPermits(p, obj, opts) && !opts.fromEffect && !opts.fromAbility {
		ok, rerr := g.retracePermits(p, obj, ch, opts)
		if rerr != nil {
			return false, rerr
		}
		if !ok {
			return false, err
		}
		retrace = true
	}
	if opts.Free && opts.Alt != "" {
		return false, fmt.Errorf("a spell cast without paying its mana cost cannot be cast for an alternative cost (%s)", opts.Alt)
	}
	if err := g.checkLifePermit(p, obj, ch, opts); err != nil {
		return false, err
	}
	if opts.Alt == "life" && !g.lifePermits(p, obj, ch) {
		if err := g.canCastForLife(p, obj, ch); err != nil {
			return false, err
		}
	}
	if opts.Alt == "zero" {
		if err := g.canCastForZero(p, obj); err != nil {
			return false, err
		}
	}
	if err := checkCreatureTypeChoice(ch, opts); err != nil {
		return false, err
	}
	if err := g.checkCastKeywords(p, obj, ch, opts); err != nil {
		return false, err
	}
	return retrace, nil
}

// castSpell casts obj for player p (601.2). Everything is checked before
// anything moves, so an illegal cast leaves the game as it was.
func (g *Game) castSpell(p int, obj *Object, opts CastOptions) (*Object, error) {
	if obj.Card == nil {
		return nil, fmt.Errorf("not a card")
	}
	if obj.Card.Room && (opts.Door < 0 || opts.Door > 1) {
		return nil, fmt.Errorf("%s is a room: choose a door to cast", obj.Card.Name)
	}
	if !obj.Card.Room {
		opts.Door = -1
	}
	ch := g.SpellChars(obj, opts)
	if ch.Is(TLand) {
		return nil, fmt.Errorf("%s is a land: lands are played, never cast", obj.Card.Name)
	}
	if err := g.castForbidden(p, obj, ch); err != nil {
		return nil, err
	}
	if so := g.splitSecond(); so != nil {
		return nil, fmt.Errorf("%s has split second: no other spell can be cast while it is on the stack", g.Describe(so))
	}
	retrace, err := g.castAllowed(p, obj, ch, opts)
	if err != nil {
		return nil, err
	}
	if opts.Alt == "miracle" && !opts.ignoreTiming {
		return nil, fmt.Errorf("a card can be cast for its miracle cost only while its miracle trigger resolves")
	}
	if !opts.ignoreTiming && !g.CastsAsFlash(p, obj, ch) {
		if err := g.CanCastNow(p, ch); err != nil {
			return nil, err
		}
	}
	sa := SpellAbility(ch)
	// The additional costs and choices: the spell's own sacrifice, its
	// choice, the top of the library's sacrifice (cast_from_top.go).
	if err := cmp.Or(checkOptionalCosts(ch, opts), g.checkCastSacrifice(p, obj, sa, opts), g.checkCastChoose(p, obj, sa, opts), g.checkTopCastSacrifice(p, obj, opts)); err != nil {
		return nil, err
	}
	toExile, err := g.castExileCost(p, obj, sa, opts)
	if err != nil {
		return nil, err
	}
	sa = altTargets(opts.Alt, sa)
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p, X: opts.X}
	if err := g.CheckModesAndTargets(ctx, sa, &opts); err != nil {
		return nil, err
	}
	cost, phyLife, err := g.castCost(p, obj, ch, opts)
	if err != nil {
		return nil, err
	}
	if len(opts.Convoke) > 0 || len(opts.ManaAbilities) > 0 || len(opts.Delve) > 0 || len(opts.Improvise) > 0 {
		return g.castStagedAll(p, obj, opts, cost, phyLife > 0 || len(toExile) > 0)
	}
	use := manaUse{kind: "cast", obj: obj, chars: ch}
	lifePermit := opts.Alt == "life" && g.lifePermits(p, obj, ch)
	if err := g.payFor(p, use, cost, true); err != nil {
		return nil, fmt.Errorf("casting %s: %w", g.castFace(obj, opts).Name, err)
	}
	exile, err := g.altExtra(p, obj, opts)
	if err != nil {
		return nil, err
	}
	// Everything is legal: the card moves to the stack, costs are paid.
	var sacLKI *Chars
	if opts.Sacrifice != nil {
		sacLKI = g.Chars(opts.Sacrifice).clone()
	}
	from := obj.Zone
	so := g.Move(obj, ZoneStack, castMoveOpts(opts))
	so.Controller = p
	so.Spell = &SpellState{X: opts.X, Modes: opts.Modes, Targets: opts.Targets, Alt: opts.Alt, Door: opts.Door,
		Sacrificed: sacLKI, CastFrom: from, Kicked: opts.Kicked, Additional: opts.Additional, Paid: cost, Choice: opts.Choice, Divide: opts.Divide,
		MainPhase: g.inOwnMainPhase(p)}
	if opts.Chosen != nil {
		so.Spell.Chosen = opts.Chosen.ID
	}
	if opts.Alt == "bestow" {
		so.Bestowed = true
	}
	g.Touch()
	if err := g.payFor(p, use, cost, false); err != nil {
		return nil, err
	}
	so.Spell.Spent = g.paid
	g.payOtherCosts(p, so, opts, otherCosts{phyLife: phyLife, toExile: toExile, altExile: exile, retrace: retrace, lifePermit: lifePermit})
	g.logf("%s casts %s for %s", g.Players[p].Name, g.Describe(so), CostString(cost))
	so.Spell.CastBefore = g.spellsCastThisTurn()
	g.Players[p].CastThisTurn++
	// Amount: the mana spent to cast it ("la quantité de mana dépensée").
	g.emit(Event{Kind: EvCast, Obj: so.ID, Player: p, Amount: cost.ManaValue(0)})
	for _, ts := range opts.Targets {
		g.announceTargets(so, p, "spell", [][]Target{ts})
	}
	return so, nil
}

// castCost is what p pays to cast obj: its total cost (601.2f), with the
// Phyrexian symbols paid in life apart (phyLife) and, where the spell
// allows it, mana of any color for its colored symbols (609.4b).
func (g *Game) castCost(p int, obj *Object, ch *Chars, opts CastOptions) (ManaCost, int, error) {
	cost, err := g.TotalCost(p, obj, opts)
	if err != nil {
		return nil, 0, err
	}
	cost, phyLife, err := g.PhyrexianSplit(p, cost)
	if err != nil {
		return nil, 0, fmt.Errorf("casting %s: %w", g.castFace(obj, opts).Name, err)
	}
	return anyColorCost(ch, cost), phyLife, nil
}

// checkCastSacrifice checks a spell's additional sacrifice cost: the
// permanent chosen must match the filter and be the caster's.
func (g *Game) checkCastSacrifice(p int, obj *Object, sa *Ability, opts CastOptions) error {
	if sa == nil || sa.CastSacrifice == "" || opts.Alt == "emerge" {
		return nil
	}
	if opts.Sacrifice == nil {
		if sa.CastSacrificeOr != nil {
			return nil // the other additional cost, in TotalCost
		}
		return fmt.Errorf("casting %s: as an additional cost, sacrifice %s (sacrifice:)", obj.Card.Name, sa.CastSacrifice)
	}
	f, err := ParseFilter(sa.CastSacrifice)
	if err != nil {
		return err
	}
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p}
	sc := g.Chars(opts.Sacrifice)
	if opts.Sacrifice.Zone != ZoneBattlefield || sc.Controller != p || !g.matchObj(ctx, f, opts.Sacrifice, sc) {
		return fmt.Errorf("casting %s: %s is not %s you control", obj.Card.Name, g.Describe(opts.Sacrifice), sa.CastSacrifice)
	}
	return nil
}

// CostString writes a mana cost, "{0}" for none.
func CostString(c ManaCost) string {
	if len(c) == 0 {
		return "{0}"
	}
	return c.String()
}

// announceTargets raises "becomes the target" events (heroic, Altanak).
// An object targeted several times by one spell triggers once.
func (g *Game) announceTargets(so *Object, p int, what string, targets [][]Target) {
	seen := map[int]bool{}
	for _, ts := range targets {
		for _, t := range ts {
			if t.IsPlayer() || seen[t.Obj] {
				continue
			}
			seen[t.Obj] = true
			g.emit(Event{Kind: EvTargeted, Obj: t.Obj, Player: p, Source: so.ID, What: what})
		}
	}
}

// CheckModesAndTargets validates mode and target choices (601.2b-c).
func (g *Game) CheckModesAndTargets(ctx *EvalCtx, sa *Ability, opts *CastOptions) error {
	if sa == nil {
		if len(opts.Targets) > 0 && len(opts.Targets[0]) > 0 {
			return fmt.Errorf("this spell has no targets")
		}
		return nil
	}
	if len(sa.Modes) > 0 {
		lo, hi := sa.modeRange()
		if g.entwined(ctx, opts) {
			// Entwined (702.42b): every mode, each once.
			lo, hi = len(sa.Modes), len(sa.Modes)
		}
		if len(opts.Modes) < lo || len(opts.Modes) > hi {
			return fmt.Errorf("choose between %d and %d modes, not %d", lo, hi, len(opts.Modes))
		}
		seen := map[int]bool{}
		for _, m := range opts.Modes {
			if m < 0 || m >= len(sa.Modes) {
				return fmt.Errorf("no mode %d", m+1)
			}
			if seen[m] && !sa.Repeat {
				return fmt.Errorf("mode %d chosen twice: the same mode cannot be chosen more than once", m+1)
			}
			seen[m] = true
		}
		for len(opts.Targets) < len(opts.Modes) {
			opts.Targets = append(opts.Targets, nil)
		}
		for i, m := range opts.Modes {
			if err := g.checkTargets(ctx, sa.Modes[m].Targets, opts.Targets[i]); err != nil {
				return fmt.Errorf("mode %d: %w", m+1, err)
			}
		}
		return nil
	}
	if len(opts.Targets) == 0 {
		opts.Targets = [][]Target{nil}
	}
	return g.checkTargets(ctx, sa.Targets, opts.Targets[0])
}

// checkTargets validates a flat list of chosen targets against target slots.
func (g *Game) checkTargets(ctx *EvalCtx, specs []*TargetSpec, chosen []Target) error {
	i := 0
	for si, spec := range specs {
		restMin := 0
		for _, s := range specs[si+1:] {
			restMin += s.Min
		}
		n := len(chosen) - i - restMin
		if n > spec.Max {
			n = spec.Max
		}
		if spec.MaxN != nil {
			// "Jusqu'à X": more than X chosen is an error, not ignored.
			if lim := spec.MaxN.Eval(ctx); n > lim {
				return fmt.Errorf("%q: at most %s = %d target(s), not %d", spec.Filter, spec.MaxN, lim, n)
			}
		}
		if spec.MinN != nil {
			// "X target creatures": fewer than X chosen is an error.
			if lim := spec.MinN.Eval(ctx); n < lim {
				return fmt.Errorf("%q: %s = %d target(s), not %d", spec.Filter, spec.MinN, lim, n)
			}
		}
		if n < spec.Min {
			return fmt.Errorf("%q needs at least %d target(s)", spec.Filter, spec.Min)
		}
		slot := chosen[i : i+n]
		seen := map[Target]bool{}
		ctrl := -1
		for _, t := range slot {
			if seen[t] {
				return fmt.Errorf("the same target cannot be chosen twice for one instance of the word \"target\"")
			}
			seen[t] = true
			if err := g.legalTarget(ctx, spec, t); err != nil {
				return err
			}
			if spec.SameController && !t.IsPlayer() {
				c := g.Chars(g.Objs[t.Obj]).Controller
				if ctrl >= 0 && c != ctrl {
					return fmt.Errorf("targets must be controlled by the same player")
				}
				ctrl = c
			}
		}
		i += n
	}
	if i != len(chosen) {
		return fmt.Errorf("too many targets: %d chosen, %d used", len(chosen), i)
	}
	return nil
}

// legalTarget checks one target against its slot: the filter, hexproof,
// shroud and protection (702.11, 702.16).
func (g *Game) legalTarget(ctx *EvalCtx, spec *TargetSpec, t Target) error {
	if t.IsPlayer() {
		if !spec.Filter.matchPlayer(ctx, t.Player-1) {
			return fmt.Errorf("player %s is not a legal target for %q", g.Players[t.Player-1].Name, spec.Filter)
		}
		if k := g.playerKeyword(t.Player-1, "shroud", "hexproof"); k == "shroud" || k == "hexproof" && t.Player-1 != ctx.Ctrl {
			return fmt.Errorf("player %s has %s", g.Players[t.Player-1].Name, k)
		}
		return nil
	}
	o := g.Objs[t.Obj]
	if o == nil {
		return fmt.Errorf("target no longer exists")
	}
	ch := g.Chars(o)
	if !g.matchObj(ctx, spec.Filter, o, ch) {
		return fmt.Errorf("%s is not a legal target for %q", g.Describe(o), spec.Filter)
	}
	if o.Zone == ZoneBattlefield {
		if ch.Has("shroud") {
			return fmt.Errorf("%s has shroud", g.Describe(o))
		}
		if ch.Has("hexproof") && ch.Controller != ctx.Ctrl && !g.ignoresHexproof(o) {
			return fmt.Errorf("%s has hexproof", g.Describe(o))
		}
		_, sch := ctx.source()
		if sch != nil {
			for _, k := range ch.Keywords {
				if k.Key == "protection" && protects(k.Arg, sch) {
					return fmt.Errorf("%s has protection from %s", g.Describe(o), k.Arg)
				}
			}
		}
	}
	return nil
}

// legalTargets lists every legal choice for a slot.
func (g *Game) legalTargets(ctx *EvalCtx, spec *TargetSpec, _ []Target) []Target {
	var out []Target
	if spec.Filter.players > 0 {
		for _, p := range g.Players {
			if !p.Lost && spec.Filter.matchPlayer(ctx, p.Index) {
				out = append(out, Target{Player: p.Index + 1})
			}
		}
	}
	if spec.Filter.objects {
		for _, o := range g.Matching(ctx, spec.Filter) {
			if g.legalTarget(ctx, spec, Target{Obj: o.ID}) == nil {
				out = append(out, Target{Obj: o.ID})
			}
		}
	}
	return out
}

// activate activates an ability of a permanent (or of a card in another
// zone, such as a graveyard) (602.2).
func (g *Game) activate(p int, obj *Object, a *Ability, opts CastOptions) (*Object, error) {
	ch := g.Chars(obj)
	ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p, X: opts.X}
	if err := g.canActivate(p, obj, ch, a, ctx, opts); err != nil {
		return nil, err
	}
	loyalty := 0
	if a.Loyalty != "" {
		n, err := g.checkLoyalty(p, obj, a, opts.X)
		if err != nil {
			return nil, err
		}
		loyalty = n
	}
	if a.Kind == KindMana {
		return nil, g.activateMana(p, obj, a, opts)
	}
	if so := g.splitSecond(); so != nil {
		return nil, fmt.Errorf("%s has split second: no ability but a mana ability can be activated while it is on the stack", g.Describe(so))
	}
	if err := g.CheckModesAndTargets(ctx, a, &opts); err != nil {
		return nil, err
	}
	cost := a.Cost.WithX(opts.X)
	if err := g.Players[p].Pool.Clone().Pay(cost); err != nil {
		return nil, err
	}
	// Targets are chosen before costs are paid (602.2b): a creature
	// sacrificed as a cost is not a legal target of its own ability.
	g.Players[p].Pool.Pay(cost)
	if a.Loyalty != "" {
		g.payLoyalty(obj, loyalty)
	}
	if a.Life > 0 {
		g.loseLife(p, a.Life, obj.ID)
	}
	g.payEnergyCost(p, a)
	// A discard cost is paid like the others (602.2b); the first cards of
	// the hand that match go, the engine making the player's choice.
	g.payDiscardCost(p, obj, a)
	if a.Once {
		if obj.TriggeredOnce == nil {
			obj.TriggeredOnce = map[*Ability]bool{}
		}
		obj.TriggeredOnce[a] = true
	}
	g.markTurn(obj, a)
	name := g.Describe(obj)
	lk := ch.clone()
	if a.Tap {
		g.tapPermanent(obj)
		g.Touch()
	}
	g.payUntapCost(obj, a)
	if err := g.payExertCost(p, obj, a); err != nil {
		return nil, err
	}
	g.payCounterCost(obj, a, opts.X)
	g.payTapCosts(p, obj, a, opts)
	var cycled *Object
	var sacLKI *Chars
	if a.DiscardSelf {
		// Discarding the card is a cost like the others (602.2b); the
		// ability then exists independently of it (113.7a).
		cycled = g.discard(obj)
		ctx.srcLKI = lk
	}
	g.payExileSelf(obj, a, ctx, lk)
	sacLKI = g.payLeavingCosts(p, obj, a, opts, ctx, lk)
	if a.From == "graveyard" || obj.Zone != ZoneBattlefield && a.Sacrifice != "self" {
		ctx.srcLKI = lk
	}
	ctx.Targets = opts.Targets
	ctx.spell = &SpellState{X: opts.X, Modes: opts.Modes, Targets: opts.Targets, Divide: opts.Divide, Sacrificed: sacLKI}
	g.nextID++
	g.ts++
	so := &Object{ID: g.nextID, Controller: p, Owner: p, Zone: ZoneStack, Timestamp: g.ts, CastDoor: -1,
		Ability: &AbilityInstance{Ab: a, Ctx: ctx, SrcName: name}}
	g.Objs[so.ID] = so
	g.stack = append(g.stack, so.ID)
	g.Touch()
	g.logf("%s activates %s's ability", g.Players[p].Name, name)
	g.announceTargets(so, p, "ability", opts.Targets)
	g.emitCycled(p, a, cycled)
	return so, nil
}

// payLeavingCosts pays an activated ability's costs that take a permanent
// off the battlefield (sacrifice, return to hand) and returns the
// sacrificed permanent as it last existed, nil when none was.
func (g *Game) payLeavingCosts(p int, obj *Object, a *Ability, opts CastOptions, ctx *EvalCtx, lk *Chars) (sacLKI *Chars) {
	if a.Sacrifice == "self" {
		g.sacrifice(obj, p)
		ctx.srcLKI = lk
		ctx.srcObj = obj
	} else if a.Sacrifice != "" {
		// "… equal to the sacrificed creature's toughness": as it last
		// existed on the battlefield (608.2h).
		sacLKI = g.Chars(opts.Chosen).clone()
		g.sacrifice(opts.Chosen, p)
	}
	if a.Bounce == "self" {
		g.Move(obj, ZoneHand, MoveOpts{cause: "cost"})
		ctx.srcLKI = lk
	} else if a.Bounce != "" {
		g.Move(opts.Chosen, ZoneHand, MoveOpts{cause: "cost"})
	}
	return sacLKI
}

// canActivate says why player p cannot activate ability a of obj (whose
// characteristics are ch) now, or with the cost opts choose: control,
// timing, conditions, once-only abilities, {T}, and costs that cannot be
// paid; nil when it can.
func (g *Game) canActivate(p int, obj *Object, ch *Chars, a *Ability, ctx *EvalCtx, opts CastOptions) error {
	// A permanent's activated abilities work on the battlefield, an
	// emblem's or a scheme's in the command zone; one that says where else
	// it is activated (from:) works only there (113.6).
	if from := a.From; from == "" && obj.Zone != ZoneBattlefield && obj.Zone != ZoneCommand && a.Kind == KindActivated {
		return fmt.Errorf("%s is not on the battlefield (%s): its ability cannot be activated", g.Describe(obj), obj.Zone)
	} else if z, ok := ParseZone(from); from != "" && ok && obj.Zone != z {
		return fmt.Errorf("%s is not in the %s: its ability cannot be activated", g.Describe(obj), z)
	}
	if obj.Zone == ZoneBattlefield && ch.Controller != p {
		return fmt.Errorf("%s is not under your control", g.Describe(obj))
	}
	if r, _ := g.combatRestricted(obj, "cant_activate"); r && obj.Zone == ZoneBattlefield {
		return fmt.Errorf("%s: its activated abilities can't be activated", g.Describe(obj))
	}
	if obj.Zone != ZoneBattlefield && obj.Owner != p {
		return fmt.Errorf("%s is not yours", g.Describe(obj))
	}
	if a.Sorcery && !g.sorceryTiming(p) {
		return fmt.Errorf("this ability can be activated only as a sorcery")
	}
	if a.ActiveIf != nil && a.ActiveIf.Eval(ctx) == 0 {
		return fmt.Errorf("the ability's activation condition (%s) is not met", a.ActiveIf)
	}
	if a.Once && obj.TriggeredOnce[a] {
		return fmt.Errorf("this ability can be activated only once")
	}
	if a.OncePerTurn && obj.TriggeredTurn[a] == g.Turn {
		return fmt.Errorf("this ability can be activated only once each turn")
	}
	if a.Tap {
		if obj.Tapped {
			return fmt.Errorf("%s is already tapped", g.Describe(obj))
		}
		if ch.Is(TCreature) && g.summoningSick(obj) {
			return fmt.Errorf("%s has summoning sickness: it cannot use {T} abilities", g.Describe(obj))
		}
	}
	if err := g.checkUntapCost(obj, a, ch); err != nil {
		return err
	}
	if err := g.checkCounterCost(obj, a, opts.X); err != nil {
		return err
	}
	if err := g.checkEnergyCost(p, a); err != nil {
		return err
	}
	if err := g.checkTapOther(p, obj, a, opts); err != nil {
		return err
	}
	if err := g.checkCrew(p, a, opts); err != nil {
		return err
	}
	if a.Sacrifice != "" && a.Sacrifice != "self" {
		f, err := ParseFilter(a.Sacrifice)
		if err != nil {
			return err
		}
		if opts.Chosen == nil {
			return fmt.Errorf("choose what to sacrifice (%s)", a.Sacrifice)
		}
		if !g.matchObj(ctx, f, opts.Chosen, g.Chars(opts.Chosen)) || g.Chars(opts.Chosen).Controller != p {
			return fmt.Errorf("cannot pay the cost: %s is not %s", g.Describe(opts.Chosen), a.Sacrifice)
		}
	}
	if err := g.checkDiscardCost(p, obj, a); err != nil {
		return err
	}
	if err := g.checkBounceSelf(obj, a); err != nil {
		return err
	}
	return g.canBounce(p, a, ctx, opts)
}

func (g *Game) activateMana(p int, obj *Object, a *Ability, opts CastOptions) error {
	// A count of mana (mana_count.go) is taken before the costs change
	// what is counted: a sacrificed source's counters as it last existed.
	counted := g.manaCount(p, obj, a)
	// A mana cost ("{1}, {T}: Add {U}{R}": the signets, the filter lands)
	// is paid like any other (602.2b), from the pool, before the mana is
	// added; Pay leaves the pool as it was when it cannot.
	if len(a.Cost) > 0 {
		if err := g.Players[p].Pool.Pay(a.Cost); err != nil {
			return fmt.Errorf("cannot pay the cost: %w", err)
		}
	}
	if a.Sacrifice == "self" {
		g.sacrifice(obj, p)
	} else if a.Sacrifice != "" {
		f, err := ParseFilter(a.Sacrifice)
		if err != nil {
			return err
		}
		if opts.Chosen == nil || opts.Chosen.Zone != ZoneBattlefield {
			return fmt.Errorf("choose what to sacrifice (%s)", a.Sacrifice)
		}
		ctx := &EvalCtx{G: g, Src: obj.ID, Ctrl: p}
		if !g.matchObj(ctx, f, opts.Chosen, g.Chars(opts.Chosen)) || g.Chars(opts.Chosen).Controller != p {
			return fmt.Errorf("cannot pay the cost: %s is not %s", g.Describe(opts.Chosen), a.Sacrifice)
		}
		g.sacrifice(opts.Chosen, p)
	}
	if a.Tap {
		g.tapPermanent(obj)
	}
	// "{2}, {Q}: Add one mana of any color" (Shadowmoor's Fire-Lit
	// Thicket kin) untaps its permanent as it is paid.
	g.payUntapCost(obj, a)
	// "{T}, Exert Oasis Ritualist: Add two mana of any one color."
	if err := g.payExertCost(p, obj, a); err != nil {
		return err
	}
	if a.Life > 0 {
		g.loseLife(p, a.Life, obj.ID)
	}
	g.payEnergyCost(p, a)
	// The other costs a mana ability may have are paid as an activated
	// ability's are (602.2b): "Remove a charge counter from Gemstone
	// Array", "Tap an untapped creature you control" (Springleaf Drum),
	// "Discard a card". Before, they were checked but never paid.
	g.payDiscardCost(p, obj, a)
	g.payCounterCost(obj, a, opts.X)
	g.payTapOther(p, obj, a, opts)
	mana, n, all, spec := g.manaAdded(p, obj, a)
	if a.ManaCount != nil && a.ManaInstead == nil {
		n = counted
	}
	col := mana[0]
	if opts.X > 0 && opts.X-1 < len(mana) {
		col = mana[opts.X-1]
	}
	added := []Color{col}
	if all {
		added = mana
	}
	for _, c := range added {
		if len(a.ManaFor) > 0 {
			g.addRestricted(p, c, n, a.ManaFor)
		} else {
			g.Players[p].Pool[c] += n
		}
	}
	g.Touch()
	switch {
	case all:
		g.logf("%s taps %s for %s", g.Players[p].Name, g.Describe(obj), spec)
	case n == 1:
		g.logf("%s taps %s for {%s}", g.Players[p].Name, g.Describe(obj), string(col))
	default:
		g.logf("%s taps %s for %d mana {%s}", g.Players[p].Name, g.Describe(obj), n, string(col))
	}
	if len(a.Effects) > 0 {
		// What the mana ability also does happens as it resolves, at
		// once: it does not use the stack (605.3).
		if err := g.Run(a.Effects, &EvalCtx{G: g, Src: obj.ID, Ctrl: p}); err != nil {
			return err
		}
	}
	if a.Tap {
		return g.tappedForMana(p, obj, col)
	}
	return nil
}

// summoningSick is rule 302.6: a creature can't attack or use {T}
// abilities unless its controller has controlled it continuously since the
// start of their most recent turn.
func (g *Game) summoningSick(o *Object) bool {
	if g.Chars(o).Has("haste") {
		return false
	}
	// Since the start of the controller's most recent turn: this turn if
	// it is theirs, else (two players taking turns in order) the turn
	// before; a creature that came on their turn is still sick during the
	// next opponent's turn.
	last := g.Turn
	if g.Chars(o).Controller != g.Active {
		last = g.Turn - 1
	}
	return o.EnteredTurn >= last && o.EnteredTurn != 0
}

// ResolveTop resolves the top object of the stack (608).
func (g *Game) ResolveTop() error {
	if len(g.stack) == 0 {
		return fmt.Errorf("the stack is empty")
	}
	top := g.Objs[g.stack[len(g.stack)-1]]
	// The active player receives priority after it resolves (117.3b).
	g.resetPriority()
	g.inResolve = true
	defer func() { g.inResolve = false }()
	if top.Ability != nil {
		return g.resolveAbility(top)
	}
	if top.CombatDamage != nil {
		g.remove(top)
		delete(g.Objs, top.ID)
		g.dealCombatDamage(top.CombatDamage)
		return nil
	}
	return g.resolveSpell(top)
}

// targetsAllIllegal reports whether a spell or ability that had targets
// has lost all of them (608.2b): then it does nothing at all.
func (g *Game) targetsAllIllegal(ctx *EvalCtx, targets [][]Target, specs func(i int) []*TargetSpec) bool {
	any, legal := false, false
	for i, ts := range targets {
		c := *ctx
		c.mode = i
		sp := specs(i)
		for j, t := range ts {
			spec := specFor(sp, j, len(ts))
			if spec == nil {
				// Not a target of this ability (a delayed trigger's
				// inherited ones, PutTriggers).
				continue
			}
			any = true
			if t.IsPlayer() {
				// A player who lost, or who has hexproof now, is no
				// longer a legal target.
				if !g.Players[t.Player-1].Lost && g.legalTarget(&c, spec, t) == nil {
					legal = true
				}
				continue
			}
			o := g.Objs[t.Obj]
			if o == nil {
				continue
			}
			if g.legalTarget(&c, spec, t) == nil {
				legal = true
			}
		}
	}
	return any && !legal
}

// specFor finds the slot of the j-th of n chosen targets.
func specFor(specs []*TargetSpec, j, n int) *TargetSpec {
	i := 0
	for si, s := range specs {
		restMin := 0
		for _, r := range specs[si+1:] {
			restMin += r.Min
		}
		k := n - i - restMin
		if k > s.Max {
			k = s.Max
		}
		if j < i+k {
			return s
		}
		i += k
	}
	if len(specs) > 0 {
		return specs[len(specs)-1]
	}
	return nil
}

// illegalTargetsGone rewrites targets that are no longer legal so that
// references to them resolve to nothing (608.2b: the spell does not
// affect illegal targets).
func (g *Game) dropIllegal(ctx *EvalCtx, targets [][]Target, specs func(i int) []*TargetSpec) [][]Target {
	out := make([][]Target, len(targets))
	for i, ts := range targets {
		c := *ctx
		c.mode = i
		sp := specs(i)
		if len(sp) == 0 {
			// Targets of the ability that created a delayed trigger
			// (PutTriggers), not chosen for this one: kept, a target
			// gone still found by its last known information (608.2h).
			out[i] = ts
			continue
		}
		for j, t := range ts {
			spec := specFor(sp, j, len(ts))
			ok := true
			if t.IsPlayer() {
				ok = !g.Players[t.Player-1].Lost && (spec == nil || g.legalTarget(&c, spec, t) == nil)
			} else if g.Objs[t.Obj] == nil || spec != nil && g.legalTarget(&c, spec, t) != nil {
				ok = false
			}
			if !ok {
				t = Target{Obj: -1}
			}
			out[i] = append(out[i], t)
		}
	}
	return out
}

func (g *Game) resolveAbility(top *Object) error {
	inst := top.Ability
	a := inst.Ab
	ctx := inst.Ctx
	specs := func(i int) []*TargetSpec {
		if len(a.Modes) > 0 && ctx.spell != nil && i < len(ctx.spell.Modes) {
			return a.Modes[ctx.spell.Modes[i]].Targets
		}
		return a.Targets
	}
	g.remove(top)
	delete(g.Objs, top.ID)
	if g.targetsAllIllegal(ctx, ctx.Targets, specs) {
		g.logf("%s's ability: every target is illegal, it does nothing", inst.SrcName)
		return nil
	}
	ctx.Targets = g.dropIllegal(ctx, ctx.Targets, specs)
	ctx.specs = specs
	if inst.trigger && a.If != nil && a.If.Eval(ctx) == 0 {
		g.logf("%s's ability: its condition (%s) is false on resolution, it does nothing", inst.SrcName, a.If)
		return nil
	}
	g.logf("%s's ability resolves", inst.SrcName)
	ctx.resolution = g.countResolution(ctx.Src, a)
	if len(a.Modes) > 0 && ctx.spell != nil {
		for _, i := range modeOrder(ctx.spell.Modes) {
			m := ctx.spell.Modes[i]
			c := *ctx
			c.mode = i
			if err := g.Run(a.Modes[m].Effects, &c); err != nil {
				return err
			}
		}
		return nil
	}
	return g.Run(a.Effects, ctx)
}

func (g *Game) resolveSpell(top *Object) error {
	sp := top.Spell
	ch := g.Chars(top)
	sa := SpellAbility(ch)
	if top.Bestowed {
		cf, _ := ParseFilter("creature")
		sa = &Ability{Kind: KindSpell, Targets: []*TargetSpec{{Filter: cf, Min: 1, Max: 1}}, RoomDoor: -1}
	}
	if sp.Alt == "mutate" {
		sa = mutateTargetSpec()
	}
	ctx := &EvalCtx{G: g, Src: top.ID, Ctrl: top.Controller, X: sp.X, Targets: sp.Targets, spell: sp}
	specs := func(i int) []*TargetSpec {
		if sa == nil {
			return nil
		}
		if len(sa.Modes) > 0 && i < len(sp.Modes) {
			return sa.Modes[sp.Modes[i]].Targets
		}
		return sa.Targets
	}
	permanent := !ch.Is(TInstant) && !ch.Is(TSorcery)
	if g.targetsAllIllegal(ctx, sp.Targets, specs) {
		if top.Bestowed {
			// 702.103e: a bestowed aura spell whose target is illegal
			// resolves as an enchantment creature instead of being countered.
			top.Bestowed = false
			sp.Targets = nil
			g.logf("%s: its target is illegal, it resolves as an enchantment creature", g.Describe(top))
			g.enterFromStack(top, nil)
			return nil
		}
		if sp.Alt == "mutate" {
			// 702.140b: a mutating creature spell whose target is
			// illegal resolves as a creature spell.
			sp.Targets = nil
			g.logf("%s: its target is illegal, it resolves as a creature spell", g.Describe(top))
			g.enterFromStack(top, nil)
			return nil
		}
		g.logf("%s: every target is illegal, it is countered on resolution", g.Describe(top))
		g.Move(top, ZoneGraveyard, MoveOpts{})
		return nil
	}
	ctx.Targets = g.dropIllegal(ctx, sp.Targets, specs)
	ctx.specs = specs
	if permanent && sp.Alt == "mutate" && len(ctx.Targets) > 0 && len(ctx.Targets[0]) > 0 {
		if t := g.Objs[ctx.Targets[0][0].Obj]; t != nil {
			g.mutateOnto(top, t)
			return nil
		}
	}
	if permanent {
		var attach *Target
		if sa != nil && len(ctx.Targets) > 0 && len(ctx.Targets[0]) > 0 && (ch.HasSub(SubAura) || top.Bestowed) {
			t := ctx.Targets[0][0]
			attach = &t
		}
		g.enterFromStack(top, attach)
		return nil
	}
	g.logf("%s resolves", g.Describe(top))
	// Ascend on an instant or sorcery is its first instruction (702.131a).
	g.ascend(top.Controller, ch)
	if sa != nil {
		if len(sa.Modes) > 0 {
			// 702.119b: modes are followed in the order printed.
			for _, i := range modeOrder(sp.Modes) {
				m := sp.Modes[i]
				c := *ctx
				c.mode = i
				if err := g.Run(sa.Modes[m].Effects, &c); err != nil {
					return err
				}
			}
		} else if err := g.Run(sa.Effects, ctx); err != nil {
			return err
		}
	}
	if g.Objs[top.ID] != nil && top.Zone == ZoneStack {
		if _, ok := ch.Keyword("buyback"); ok && sp.paidTimes("buyback") > 0 && !top.Copy {
			// Buyback (702.27a): to its owner's hand instead.
			g.Move(top, ZoneHand, MoveOpts{})
			return nil
		}
		if ch.Has("cipher") && !top.Copy && g.encode(top) {
			return nil
		}
		if ch.Has("rebound") && sp.CastFrom == ZoneHand && !top.Copy {
			g.rebound(top)
			return nil
		}
		n := g.Move(top, ZoneGraveyard, MoveOpts{})
		if ch.Has("haunt") && !top.Copy {
			g.hauntSpell(n, top.Controller)
		}
	}
	return nil
}

// enterFromStack puts a resolving permanent spell onto the battlefield: a
// room with its cast door unlocked, an impending permanent with its time
// counters, an aura attached to its target.
func (g *Game) enterFromStack(top *Object, attach *Target) {
	sp := top.Spell
	ch := g.Chars(top)
	counters := map[string]int{}
	sagaEntersWith(ch, counters)
	if sp.Alt == "impending" {
		if kw, ok := ch.Keyword("impending"); ok {
			counters["time"] = kw.N
		}
	}
	vanishingCounters(ch, counters)
	sunburstCounters(ch, sp.Spent, counters)
	if kw, ok := ch.Keyword("bloodthirst"); ok && g.opponentDamaged(top.Controller) {
		// Bloodthirst N (702.54a): if an opponent was dealt damage this
		// turn, it enters with N +1/+1 counters.
		counters["+1/+1"] += kw.N
	}
	for _, a := range ch.Abilities {
		if a.Kind != KindStatic {
			continue
		}
		for _, e := range a.Static {
			if e.Op == "enters_with_counters" {
				// "Enters with X counters": the X paid for the spell.
				ctx := &EvalCtx{G: g, Src: top.ID, Ctrl: top.Controller, spell: sp, X: sp.X}
				cond := CombineCond(a.If, e.If)
				if cond == nil || cond.Eval(ctx) != 0 {
					counters[e.Kind] += e.N.Eval(ctx)
				}
			}
		}
	}
	bestowed := top.Bestowed
	n := g.Move(top, ZoneBattlefield, MoveOpts{noReplace: true, counters: counters, controller: top.Controller + 1, faceDown: top.FaceDown, tapped: hideawayTapped(ch) || !top.FaceDown && g.printedEntersTapped(top, top.Controller),
		prep: func(n *Object) {
			n.FaceDownAs, n.WasKicked, n.Kicks = top.FaceDownAs, sp.kicks() > 0, sp.kicks()
			n.WasProwled = sp.Alt == "prowl"
			n.WasCastMainPhase = sp.MainPhase
			n.WasCast = !top.Copy
			n.CastFrom = sp.CastFrom
			n.CastSpent = sp.Spent
			n.CastX = sp.X
			n.Impending = sp.Alt == "impending"
			if attach != nil && !attach.IsPlayer() {
				n.AttachedTo = attach.Obj
				n.Bestowed = bestowed
			} else if attach != nil {
				n.AttachedToPl = attach.Player
			}
			g.entersAsCopy(n, sp.Choice)
			if sp.Choice != "" {
				n.Chosen = map[string]string{"choice": sp.Choice}
				if i := g.choiceIndex(n, sp.Choice); i != "" {
					n.Chosen["index"] = i
				}
				if choosesCreatureType(g.BaseChars(n)) {
					n.ChosenType = text.FoldLine(sp.Choice)
				}
			}
		}})
	g.Touch()
	if n.Card != nil && n.Card.Room && sp.Door >= 0 {
		g.unlock(n, sp.Door)
	}
	if sp.Alt == "blitz" {
		g.blitzed(n)
	}
	if sp.Alt == "dash" {
		g.dashed(n)
	}
	if sp.Alt == "evoke" {
		g.evoked(n)
	}
}

// castStaged finishes casting a spell whose payment involves mana
// abilities activated during casting or convoke (601.2g-h): the card moves
// to the stack, the mana abilities are activated (a permanent sacrificed
// for mana is gone before costs are paid), then the creatures tapped for
// convoke pay {1} or one mana of their color each — only if the spell has
// convoke at that moment — and the pool pays the rest.
func (g *Game) castStaged(p int, obj *Object, opts CastOptions, cost ManaCost) (*Object, error) {
	from := obj.Zone
	so := g.Move(obj, ZoneStack, castMoveOpts(opts))
	so.Controller = p
	so.Spell = &SpellState{X: opts.X, Modes: opts.Modes, Targets: opts.Targets, Alt: opts.Alt, Door: opts.Door,
		CastFrom: from, Kicked: opts.Kicked, Additional: opts.Additional, Choice: opts.Choice, MainPhase: g.inOwnMainPhase(p)}
	g.Touch()
	for _, m := range opts.ManaAbilities {
		if m.Source == nil || m.Ability == nil || m.Ability.Kind != KindMana {
			return nil, fmt.Errorf("not a mana ability")
		}
		if m.Ability.Tap && m.Source.Tapped {
			return nil, fmt.Errorf("%s is already tapped", g.Describe(m.Source))
		}
		if err := g.checkUntapCost(m.Source, m.Ability, g.Chars(m.Source)); err != nil {
			return nil, err
		}
		if err := g.activateMana(p, m.Source, m.Ability, CastOptions{Chosen: m.Chosen, X: m.Color}); err != nil {
			return nil, err
		}
	}
	if len(opts.Convoke) > 0 {
		if !g.Chars(so).Has("convoke") {
			return nil, fmt.Errorf("%s does not have convoke now: creatures cannot help pay for it", g.Describe(so))
		}
		rest := append(ManaCost{}, cost...)
		for _, c := range opts.Convoke {
			cc := g.Chars(c)
			if c.Zone != ZoneBattlefield || !cc.Is(TCreature) || cc.Controller != p || c.Tapped {
				return nil, fmt.Errorf("%s is not an untapped creature you control", g.Describe(c))
			}
			paid := false
			for i, s := range rest {
				if s.Kind == SymColored && cc.HasColor(s.Colors[0]) {
					rest = append(rest[:i:i], rest[i+1:]...)
					paid = true
					break
				}
			}
			if !paid {
				var unused int
				rest, unused = rest.ReduceGeneric(1)
				if unused > 0 {
					return nil, fmt.Errorf("%s cannot pay any part of the cost left (%s)", g.Describe(c), CostString(rest))
				}
			}
			g.tapPermanent(c)
		}
		cost = rest
	}
	if len(opts.Delve) > 0 || len(opts.Improvise) > 0 {
		var err error
		if cost, err = g.payGenericWith(p, so, opts, cost); err != nil {
			return nil, err
		}
	}
	if err := g.payFor(p, manaUse{kind: "cast", obj: so, chars: g.Chars(so)}, cost, false); err != nil {
		return nil, fmt.Errorf("casting %s: %w", g.Describe(so), err)
	}
	so.Spell.Spent = g.paid
	so.Spell.Paid = cost
	g.Touch()
	g.logf("%s casts %s", g.Players[p].Name, g.Describe(so))
	so.Spell.CastBefore = g.spellsCastThisTurn()
	g.Players[p].CastThisTurn++
	// Amount: the mana spent to cast it ("la quantité de mana dépensée").
	g.emit(Event{Kind: EvCast, Obj: so.ID, Player: p, Amount: cost.ManaValue(0)})
	for _, ts := range opts.Targets {
		g.announceTargets(so, p, "spell", [][]Target{ts})
	}
	return so, nil
}

// ignoresHexproof reports whether an effect lets o be targeted as though it
// didn't have hexproof.
func (g *Game) ignoresHexproof(o *Object) bool {
	r, _ := g.combatRestricted(o, "ignore_hexproof")
	return r
}

// inOwnMainPhase tells whether it is p's turn and a main phase: a spell
// cast now is cast "during your main phase" (addendum).
func (g *Game) inOwnMainPhase(p int) bool {
	return g.Active == p && (g.Step == StepMain1 || g.Step == StepMain2)
}
