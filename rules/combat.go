package rules

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// combatRestricted reports whether a combat restriction op applies to o.
func (g *Game) combatRestricted(o *Object, ops ...string) (bool, string) {
	for _, e := range g.activeEffects() {
		if e.kind != effCombat || !slices.Contains(ops, e.op.Op) {
			continue
		}
		if e.cond != nil && e.cond.Eval(e.ctx) == 0 {
			continue
		}
		if g.effectApplies(e, o) {
			return true, e.op.Op
		}
	}
	return false, ""
}

// DeclareAttackers declares attackers for p against defender (508.1),
// checking each is an untapped creature p controls, without summoning
// sickness or defender, and not stopped by an effect. Attackers tap unless
// they have vigilance.
func (g *Game) DeclareAttackers(p, defender int, attackers []*Object) error {
	if g.Active != p {
		return fmt.Errorf("only the active player attacks")
	}
	if g.Step > StepDeclareAttackers {
		return fmt.Errorf("attackers can no longer be declared (step %s)", g.Step)
	}
	// "Can't attack unless defending player controls …" is checked
	// against the player to be attacked.
	g.declaringDefender = defender + 1
	defer func() { g.declaringDefender = 0 }()
	if err := g.checkAttackers(p, attackers); err != nil {
		return err
	}
	for _, a := range attackers {
		if !g.canAttackPlayer(a, defender) {
			return fmt.Errorf("%s cannot attack %s (cant_attack_you)", g.Describe(a), g.Players[defender].Name)
		}
	}
	if err := g.checkAttackRequirements(p, defender, attackers); err != nil {
		return err
	}
	if err := g.checkGoad(p, defender, attackers); err != nil {
		return err
	}
	if err := g.checkAttacksEachCombat(p, defender, attackers); err != nil {
		return err
	}
	if err := g.checkAttackAlone(attackers); err != nil {
		return err
	}
	if err := g.checkMustAttackOwner(p, defender, attackers); err != nil {
		return err
	}
	if err := g.checkExert(attackers); err != nil {
		return err
	}
	g.Step = StepDeclareAttackers
	for _, a := range attackers {
		g.markAttacking(a, defender)
	}
	g.Touch()
	g.logf("%s attacks %s with %s", g.Players[p].Name, g.Players[defender].Name, g.names(attackers))
	for _, a := range attackers {
		g.emit(Event{Kind: EvAttacks, Obj: a.ID, Player: p, Amount: len(attackers)})
	}
	if len(attackers) > 0 {
		g.emit(Event{Kind: EvYouAttack, Player: p, Amount: len(attackers), ToPlayer: defender + 1})
		g.emit(Event{Kind: EvAttackPlayer, Player: defender, SourceCtrl: p, Amount: len(attackers)})
	}
	return g.exertDeclared(p)
}

// checkAttackers checks that each creature may be declared as an attacker
// by p (508.1a, 508.1c).
func (g *Game) checkAttackers(p int, attackers []*Object) error {
	if len(attackers) > 0 && g.actRestricted(p) {
		return fmt.Errorf("%s may not attack: an effect lets only other players cast spells and attack", g.Players[p].Name)
	}
	for _, a := range attackers {
		ch := g.Chars(a)
		name := g.Describe(a)
		switch {
		case a.Zone != ZoneBattlefield || !ch.Is(TCreature):
			return fmt.Errorf("%s is not a creature on the battlefield and cannot attack", name)
		case ch.Controller != p:
			return fmt.Errorf("%s is not controlled by the attacking player", name)
		case a.Tapped:
			return fmt.Errorf("%s is tapped and cannot attack", name)
		case hasDefender(ch):
			return fmt.Errorf("%s has defender and cannot attack", name)
		case g.summoningSick(a):
			return fmt.Errorf("%s has not been under its controller's control since the start of the turn (summoning sickness)", name)
		}
		if r, op := g.combatRestricted(a, "cant_attack", "cant_attack_or_block"); r {
			return fmt.Errorf("%s cannot attack (%s)", name, op)
		}
	}
	return nil
}

// markAttacking makes a declared attacker attack defender (508.1f).
func (g *Game) markAttacking(a *Object, defender int) {
	a.Attacking, a.Declared = true, true
	a.AttackTarget = defender
	if a.AttackTurn != g.Turn {
		a.AttackTurn, a.AttacksThisTurn = g.Turn, 0
	}
	a.AttacksThisTurn++
	if !g.Chars(a).Has("vigilance") {
		g.tapPermanent(a)
	}
}

func (g *Game) names(os []*Object) string {
	var ns []string
	for _, o := range os {
		ns = append(ns, g.Describe(o))
	}
	return strings.Join(ns, ", ")
}

// Block is one blocker and the attacker it blocks.
type Block struct {
	Blocker  *Object
	Attacker *Object
}

// DeclareBlockers declares blocks (509.1), checking flying and reach, fear,
// shadow, menace, landwalk, "can't block" effects, and that each blocker blocks one
// attacker unless allowed more. The order of blocks for an attacker is its
// damage assignment order; and the blocking requirements (509.1c).
func (g *Game) DeclareBlockers(p int, blocks []Block) error {
	if err := g.checkBlocks(p, blocks); err != nil {
		return err
	}
	if err := g.checkBlockRequirements(p, blocks); err != nil {
		return err
	}
	return g.declareBlocks(p, blocks)
}

// checkBlocks checks a declaration of blockers against the restrictions
// (509.1b), changing nothing: the blocking requirements compare it with
// other declarations.
func (g *Game) checkBlocks(p int, blocks []Block) error {
	count := map[int]int{}
	byAttacker := map[int][]*Object{}
	for _, b := range blocks {
		bl, at := b.Blocker, b.Attacker
		bc, ac := g.Chars(bl), g.Chars(at)
		bn, an := g.Describe(bl), g.Describe(at)
		switch {
		case bl.Zone != ZoneBattlefield || !bc.Is(TCreature):
			return fmt.Errorf("%s is not a creature and cannot block", bn)
		case bc.Controller != p:
			return fmt.Errorf("%s is not controlled by the defending player", bn)
		case bl.Tapped:
			return fmt.Errorf("%s is tapped and cannot block", bn)
		case !at.Attacking:
			return fmt.Errorf("%s is not attacking", an)
		}
		if r, op := g.combatRestricted(bl, "cant_block", "cant_attack_or_block"); r || bl.CantBlock {
			if op == "" {
				op = "cant_block"
			}
			return fmt.Errorf("%s cannot block (%s)", bn, op)
		}
		if err := g.unleashedCantBlock(bl); err != nil {
			return err
		}
		if r, _ := g.combatRestricted(at, "unblockable"); r || ac.Has("unblockable") {
			return fmt.Errorf("%s cannot be blocked", an)
		}
		if g.blockRestricted(at, bl, bc) {
			return fmt.Errorf("%s cannot be blocked by %s", an, bn)
		}
		if ac.Has("flying") && !bc.Has("flying") && !bc.Has("reach") && !bc.Has("block_as_flying") {
			return fmt.Errorf("%s has flying: %s, without flying or reach, cannot block it", an, bn)
		}
		if ac.Has("fear") && !bc.Is(TArtifact) && !bc.HasColor(Black) {
			return fmt.Errorf("%s has fear: only artifact or black creatures can block it, not %s", an, bn)
		}
		if ac.Has("intimidate") && !bc.Is(TArtifact) && !sharesColor(ac, bc) {
			// 702.13b: only artifact creatures and creatures that share a
			// color with it can block it.
			return fmt.Errorf("%s has intimidate: only artifact creatures or creatures sharing a color with it can block it, not %s", an, bn)
		}
		for _, k := range ac.Keywords {
			if k.Key == "protection" && protects(k.Arg, bc) {
				return fmt.Errorf("%s has protection from %s: %s cannot block it", an, k.Arg, bn)
			}
		}
		if ac.Has("shadow") != bc.Has("shadow") {
			// 702.28b: a creature with shadow can't be blocked by
			// creatures without shadow, and one without shadow can't be
			// blocked by creatures with shadow.
			return fmt.Errorf("%s and %s: shadow blocks and is blocked by shadow only", an, bn)
		}
		if ac.Has("skulk") && bc.Power > ac.Power {
			return fmt.Errorf("%s has skulk: %s has greater power and cannot block it", an, bn)
		}
		if kw, ok := ac.Keyword("landwalk"); ok {
			if g.controlsLandType(p, kw.Arg) {
				return fmt.Errorf("%s has landwalk (%s) and the defending player controls such a land: it cannot be blocked", an, kw.Arg)
			}
		}
		count[bl.ID]++
		byAttacker[at.ID] = append(byAttacker[at.ID], bl)
	}
	for id, n := range count {
		bl := g.Objs[id]
		allowed := 1 + g.extraBlocks(bl)
		if n > allowed {
			return fmt.Errorf("%s can block only %d creature(s), not %d", g.Describe(bl), allowed, n)
		}
	}
	for id, bls := range byAttacker {
		at := g.Objs[id]
		if g.Chars(at).Has("menace") && len(bls) < 2 {
			return fmt.Errorf("%s has menace: it cannot be blocked except by two or more creatures", g.Describe(at))
		}
	}
	if err := g.checkBlockersCount(byAttacker); err != nil {
		return err
	}
	return g.checkBlockAlone(blocks)
}

// declareBlocks makes the checked declaration: the blocks, then the
// events they trigger.
func (g *Game) declareBlocks(p int, blocks []Block) error {
	g.Step = StepDeclareBlockers
	for _, b := range blocks {
		b.Attacker.Blocked = true
		b.Attacker.BlockedBy = append(b.Attacker.BlockedBy, b.Blocker.ID)
		b.Blocker.Blocking = append(b.Blocker.Blocking, b.Attacker.ID)
	}
	g.Touch()
	first := map[int]bool{}
	for _, b := range blocks {
		g.logf("%s blocks %s", g.Describe(b.Blocker), g.Describe(b.Attacker))
		// Amount 1 marks the first block of an attacker: "becomes blocked"
		// triggers once however many creatures block it.
		n := 0
		if !first[b.Attacker.ID] {
			first[b.Attacker.ID] = true
			n = 1
		}
		g.emit(Event{Kind: EvBlocks, Obj: b.Blocker.ID, Player: p, Source: b.Attacker.ID, Amount: n})
	}
	return nil
}

func (g *Game) extraBlocks(o *Object) int {
	n := 0
	for _, e := range g.activeEffects() {
		if e.kind == effCombat && e.op.Op == "extra_blocks" && g.effectApplies(e, o) {
			if e.cond != nil && e.cond.Eval(e.ctx) == 0 {
				continue
			}
			n += g.num(e.op.N, e.ctx, 1)
		}
	}
	return n
}

// controlsLandType reports whether p controls a land with the named
// subtype ("forêt", "forest", "forêts" …).
func (g *Game) controlsLandType(p int, arg string) bool {
	want := text.FoldLine(arg)
	for _, o := range g.Battlefield() {
		c := g.Chars(o)
		if c.Controller != p || !c.Is(TLand) {
			continue
		}
		for _, s := range c.Subtypes {
			for word, canon := range subWords {
				if canon == s && (strings.Contains(want, word) || strings.Contains(want, s)) {
					return true
				}
			}
		}
	}
	return false
}

// assignment is combat damage one source assigns.
type assignment struct {
	src    int
	chars  *Chars
	target Target
	amount int
}

// combatDamage is the combat damage of one combat damage step. In the 9th
// edition rules it waits on the stack as an object, and is dealt even if
// its source has left the battlefield.
type combatDamage struct {
	first bool
	list  []assignment
}

// DamageAssignment lets a scenario divide an attacker's damage: target
// (blocker object or player) → amount.
type DamageAssignment map[int]map[Target]int

// CombatDamage runs one combat damage step (510). With first strike or
// double strike in combat there are two steps; the first call deals the
// first-strike damage. Under the 9th-edition rules the damage goes on the
// stack and is dealt when it resolves.
func (g *Game) CombatDamage(custom DamageAssignment) error {
	var combatants []*Object
	for _, o := range g.Battlefield() {
		if (o.Attacking || len(o.Blocking) > 0) && !o.RemovedFromCombat {
			combatants = append(combatants, o)
		}
	}
	first := false
	if g.Step < StepFirstStrikeDamage {
		for _, o := range combatants {
			c := g.Chars(o)
			if c.Has("first_strike") || c.Has("double_strike") {
				first = true
				break
			}
		}
	}
	var dealers []*Object
	for _, o := range combatants {
		c := g.Chars(o)
		fs, ds := c.Has("first_strike"), c.Has("double_strike")
		if first {
			if fs || ds {
				dealers = append(dealers, o)
			}
			continue
		}
		// Regular step: creatures without first strike, creatures with
		// double strike, and creatures that did not deal first-strike damage.
		if !fs || ds || !o.dealtFirstStrike {
			if fs && !ds && o.dealtFirstStrike {
				continue
			}
			dealers = append(dealers, o)
		}
	}
	if first {
		g.Step = StepFirstStrikeDamage
	} else {
		g.Step = StepCombatDamage
	}
	if g.combatDealt == nil {
		g.combatDealt = map[Step]bool{}
	}
	g.combatDealt[g.Step] = true
	cd := &combatDamage{first: first}
	for _, o := range dealers {
		list, err := g.assignCombatDamage(o, custom[o.ID])
		if err != nil {
			return err
		}
		cd.list = append(cd.list, list...)
		if first {
			o.dealtFirstStrike = true
		}
	}
	if g.Era == Era9ED {
		// 9th edition: combat damage is put on the stack; players may
		// respond before it is dealt.
		g.nextID++
		so := &Object{ID: g.nextID, Zone: ZoneStack, Controller: g.Active, Owner: g.Active, CombatDamage: cd, CastDoor: -1}
		g.Objs[so.ID] = so
		g.stack = append(g.stack, so.ID)
		g.Touch()
		g.logf("combat damage is put on the stack")
		return nil
	}
	g.dealCombatDamage(cd)
	return nil
}

// assignCombatDamage works out how one creature assigns its combat damage.
func (g *Game) assignCombatDamage(o *Object, custom map[Target]int) ([]assignment, error) {
	c := g.Chars(o)
	power := c.Power
	if power <= 0 {
		return nil, nil
	}
	lk := c.clone()
	if len(o.Blocking) > 0 {
		return g.blockerAssignment(o, c, lk, power), nil
	}
	defender := Target{Player: o.AttackTarget + 1}
	if !o.Blocked {
		return []assignment{{src: o.ID, chars: lk, target: defender, amount: power}}, nil
	}
	var blockers []*Object
	for _, id := range o.BlockedBy {
		// A blocker removed from combat (by regeneration, say) is dealt
		// no combat damage; the attacker stays blocked (506.4, 510.1c).
		if b := g.Objs[id]; b != nil && b.Zone == ZoneBattlefield && !b.RemovedFromCombat {
			blockers = append(blockers, b)
		}
	}
	if out, ok := g.asUnblocked(o, lk, custom, defender); ok {
		return out, nil
	}
	trample := c.Has("trample")
	if len(blockers) == 0 {
		// Blocked, but its blockers are gone: no damage unless trample (510.1c).
		if trample {
			return []assignment{{src: o.ID, chars: lk, target: defender, amount: power}}, nil
		}
		return nil, nil
	}
	lethal := func(b *Object) int {
		if c.Has("deathtouch") {
			return 1
		}
		need := g.Chars(b).Toughness - b.Damage
		if need < 0 {
			need = 0
		}
		return need
	}
	if custom != nil {
		return g.customAssignment(o, lk, custom, blockers, defender, trample, lethal)
	}
	// Default: lethal damage to each blocker in order, the rest to the
	// player with trample, or to the last blocker without.
	var out []assignment
	left := power
	for i, b := range blockers {
		n := lethal(b)
		if n > left {
			n = left
		}
		if i == len(blockers)-1 && !trample {
			n = left
		}
		if n > 0 {
			out = append(out, assignment{src: o.ID, chars: lk, target: Target{Obj: b.ID}, amount: n})
		}
		left -= n
	}
	if left > 0 && trample {
		out = append(out, assignment{src: o.ID, chars: lk, target: defender, amount: left})
	}
	return out, nil
}

// dealCombatDamage deals all assigned combat damage simultaneously.
func (g *Game) dealCombatDamage(cd *combatDamage) {
	sort.SliceStable(cd.list, func(i, j int) bool { return false })
	g.beginDamageBatch(true)
	for _, a := range cd.list {
		g.dealDamage(damageSource{id: a.src, chars: a.chars}, a.target, a.amount, true)
	}
	g.endDamageBatch()
}

// removeFromCombat takes a creature out of combat (506.4).
func (g *Game) removeFromCombat(o *Object) {
	o.Attacking = false
	o.Blocking = nil
	o.RemovedFromCombat = true
	g.Touch()
}

// endCombat clears combat state (511.3).
func (g *Game) endCombat() {
	g.combatDealt = nil
	// Effects "pendant ce combat" end with it.
	var keep []*contEffect
	for _, e := range g.effects {
		if e.until != "end_of_combat" {
			keep = append(keep, e)
		}
	}
	g.effects = keep
	for _, o := range g.Battlefield() {
		o.Attacking, o.Blocked, o.Blocking, o.BlockedBy, o.RemovedFromCombat, o.dealtFirstStrike = false, false, nil, nil, false, false
		o.Declared = false
	}
	g.Touch()
}

// blockerAssignment divides a blocker's combat damage.
func (g *Game) blockerAssignment(o *Object, c, lk *Chars, power int) []assignment {
	// A blocker deals its damage to the creature it blocks; blocking
	// several, it divides it, lethal damage to each in turn (510.1d).
	var ats []*Object
	for _, id := range o.Blocking {
		if at := g.Objs[id]; at != nil && at.Zone == ZoneBattlefield && !at.RemovedFromCombat {
			ats = append(ats, at)
		}
	}
	var out []assignment
	left := power
	for i, at := range ats {
		n := g.Chars(at).Toughness - at.Damage
		if c.Has("deathtouch") {
			n = 1
		}
		if n < 0 {
			n = 0
		}
		if n > left || i == len(ats)-1 {
			n = left
		}
		if n > 0 {
			out = append(out, assignment{src: o.ID, chars: lk, target: Target{Obj: at.ID}, amount: n})
		}
		left -= n
	}
	return out
}

// customAssignment checks and applies the division of an attacker's combat
// damage that the scenario chose.
func (g *Game) customAssignment(o *Object, lk *Chars, custom map[Target]int, blockers []*Object, defender Target, trample bool,
	lethal func(*Object) int) ([]assignment, error) {
	name, power := g.Describe(o), lk.Power
	total := 0
	for _, n := range custom {
		total += n
	}
	if total != power {
		return nil, fmt.Errorf("%s must assign exactly its %d damage, not %d", name, power, total)
	}
	// In order: a later blocker (or the player, with trample) gets
	// damage only once every earlier blocker has been assigned lethal
	// damage (510.1c-d). The 9th-edition rules had no damage
	// assignment order: the attacking player divided the damage among
	// the blockers as they liked (only trample asked for lethal damage
	// to every blocker first).
	allLethal := true
	for _, b := range blockers {
		got := custom[Target{Obj: b.ID}]
		if g.Era == EraModern && !allLethal && got > 0 {
			return nil, fmt.Errorf("%s cannot assign damage to %s before assigning lethal damage to the blockers ordered before it", name, g.Describe(b))
		}
		if got < lethal(b) {
			allLethal = false
		}
	}
	if n := custom[defender]; n > 0 {
		if !trample {
			return nil, fmt.Errorf("%s has no trample: it cannot assign damage to the defending player", name)
		}
		if !allLethal {
			return nil, fmt.Errorf("%s must assign lethal damage to all its blockers before assigning damage to the player", name)
		}
	}
	var out []assignment
	for _, b := range blockers {
		if n := custom[Target{Obj: b.ID}]; n > 0 {
			out = append(out, assignment{src: o.ID, chars: lk, target: Target{Obj: b.ID}, amount: n})
		}
	}
	if n := custom[defender]; n > 0 {
		out = append(out, assignment{src: o.ID, chars: lk, target: defender, amount: n})
	}
	for t := range custom {
		if t != defender && !slices.Contains(ids(blockers), t.Obj) {
			return nil, fmt.Errorf("%s can only assign damage to its blockers or, with trample, the player", name)
		}
	}
	return out, nil
}

// checkMustAttackOwner applies "chacun d'eux attaque son propriétaire si
// possible" (508.1d): a creature under must_attack_owner that can attack
// attacks when its owner is the player attacked, and attacks no one else.
// A tapped creature, or one that can't attack, is not forced (the checks
// of DeclareAttackers before); the engine declares one defender at a time,
// so attacking another player is refused only while the owner can be.
func (g *Game) checkMustAttackOwner(p, defender int, attackers []*Object) error {
	for _, id := range g.battlefield {
		o := g.Objs[id]
		if o == nil {
			continue
		}
		ch := g.Chars(o)
		if ch.Controller != p || !ch.Is(TCreature) || o.Owner == p || g.Players[o.Owner].Lost {
			continue
		}
		if r, _ := g.combatRestricted(o, "must_attack_owner"); !r {
			continue
		}
		attacking := slices.Contains(attackers, o)
		switch {
		case !g.canAttackPlayer(o, o.Owner):
			// It can't attack its owner: it may attack another player, or
			// no one.
			continue
		case attacking && defender != o.Owner:
			return fmt.Errorf("%s must attack its owner, %s", g.Describe(o), g.Players[o.Owner].Name)
		case !attacking && defender == o.Owner && !o.Tapped && !hasDefender(ch) && !g.summoningSick(o):
			if r, _ := g.combatRestricted(o, "cant_attack", "cant_attack_or_block"); !r {
				return fmt.Errorf("%s must attack its owner, %s, if able", g.Describe(o), g.Players[o.Owner].Name)
			}
		}
	}
	return nil
}

// blockRestricted reports whether an effect says attacker at can't be
// blocked by blocker bl (whose characteristics are bc): the attacker's
// cant_be_blocked_by of blockers like it, or the blocker's block_only of
// attackers unlike it.
func (g *Game) blockRestricted(at, bl *Object, bc *Chars) bool {
	for _, e := range g.activeEffects() {
		if e.kind != effCombat || e.op.Op != "cant_be_blocked_by" && e.op.Op != "block_only" {
			continue
		}
		if e.cond != nil && e.cond.Eval(e.ctx) == 0 {
			continue
		}
		f, err := ParseFilter(e.op.Kind)
		if err != nil {
			continue
		}
		if e.op.Op == "block_only" {
			if g.effectApplies(e, bl) && !matchPreds(e.ctx, f, at, g.Chars(at)) {
				return true
			}
			continue
		}
		if g.effectApplies(e, at) && matchPreds(e.ctx, f, bl, bc) {
			return true
		}
	}
	return false
}

// tokenAttacking puts a token p just created into combat, attacking the
// player the resolving trigger is about ("attaquant ce joueur") when that
// is an opponent, else p's first opponent. It was never declared as an
// attacker: nothing triggers on its attack.
func (g *Game) tokenAttacking(t *Object, p int, ctx *EvalCtx) {
	def := -1
	if ps := ctx.PlayerRef("them"); len(ps) == 1 && ps[0] != p {
		def = ps[0]
	} else if ops := g.Opponents(p); len(ops) > 0 {
		def = ops[0]
	}
	if def < 0 {
		return
	}
	t.Attacking, t.AttackTarget = true, def
	g.Touch()
}

// sharesColor reports whether two objects have a color in common.
func sharesColor(a, b *Chars) bool {
	for _, c := range a.Colors {
		if b.HasColor(c) {
			return true
		}
	}
	return false
}
