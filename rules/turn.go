package rules

import "fmt"

// emptyPools empties mana pools at the end of a step (modern) or phase
// (9th edition), where unspent mana burns: its controller loses 1 life per
// mana (the old rule 300.3).
func (g *Game) emptyPools(from, to Step) {
	if g.Era == Era9ED && phaseOf(from) == phaseOf(to) && to != StepUntap {
		return
	}
	for _, p := range g.Players {
		n := p.Pool.Total() + len(p.Restricted)
		p.Restricted = nil
		if n == 0 {
			continue
		}
		if g.Era == Era9ED {
			g.logf("mana burn: %s loses %d life for unspent mana", p.Name, n)
			g.loseLife(p.Index, n, 0)
		}
		p.Pool = Pool{}
	}
	g.Touch()
}

// Advance moves to the next step (or turn), performing turn-based actions:
// untap, draw, mana emptying, removal of damage and "until end of turn"
// effects at cleanup, and raising "at the beginning of" events.
func (g *Game) Advance() {
	from := g.Step
	next := from + 1
	if from == StepCleanup {
		next = StepUntap
	}
	if (from == StepMain1 || from == StepMain2) && g.ExtraCombats > 0 {
		// "This main phase is followed by an additional combat phase and an
		// additional main phase."
		g.ExtraCombats--
		next = StepBeginCombat
	}
	if from == StepEndCombat && g.combatAfterCombat > 0 {
		// "This phase is followed by an additional combat phase": no main
		// phase between the two.
		g.combatAfterCombat--
		next = StepBeginCombat
	}
	if from == StepDeclareAttackers && !g.anyAttackers() {
		next = StepEndCombat
	}
	if next == StepFirstStrikeDamage && !g.firstStrikeInCombat() {
		next = StepCombatDamage
	}
	if next == StepUntap {
		g.newTurn()
	}
	next = g.skipSteps(next)
	g.emptyPools(from, next)
	if from == StepEndCombat || (from < StepEndCombat && next > StepEndCombat) {
		g.endCombat()
	}
	g.Step = next
	switch next {
	case StepUntap:
		g.untapStep()
	case StepUpkeep:
		g.suspendUpkeep()
	case StepDraw:
		if !(g.Turn == 1) {
			g.draws.turnDraw = true
			g.draw(g.Active)
			g.draws.turnDraw = false
		}
	case StepMain1, StepMain2:
		g.MainPhases++
		if next == StepMain1 {
			g.addLoreCounters()
		}
	case StepFirstStrikeDamage, StepCombatDamage:
		// Combat damage is a turn-based action (510.1): dealt as the step
		// begins, unless a scenario action already dealt it.
		if !g.combatDealt[next] {
			g.Step = from
			if err := g.CombatDamage(nil); err != nil {
				g.logf("combat damage: %v", err)
			}
		}
	case StepCleanup:
		g.discardToHandSize()
		for _, o := range g.Battlefield() {
			o.Damage = 0
			o.Deathtouched = false
			o.CantBlock = false
			// A regeneration shield replaces the next destruction "this
			// turn" (701.19a): it ends with the turn's effects (514.2).
			o.Regenerate = 0
		}
		var keep []*contEffect
		for _, e := range g.effects {
			if !g.expires(e) {
				keep = append(keep, e)
			}
		}
		g.effects = keep
		g.delayed = keepDelayed(g.delayed)
		g.Touch()
	case StepEnd:
		g.endCopies()
		g.impendingTriggers()
	}
	g.Step = next
	// The active player receives priority as a step begins (117.3a).
	g.resetPriority()
	g.emit(Event{Kind: EvStep, Step: next, Player: g.Active})
	g.logf("— %s (turn %d, %s)", next, g.Turn, g.Players[g.Active].Name)
}

// untapStep is the untap step's turn-based action (502.3): the active
// player's permanents untap but those that don't; permanents that untap
// during each other player's untap step do too.
func (g *Game) untapStep() {
	// They untap simultaneously: what keeps one tapped ("for as long as
	// ~ remains tapped") is judged before any untaps.
	var untap []*Object
	for _, o := range g.Battlefield() {
		if g.Chars(o).Controller != g.Active {
			// « Dégagez chaque créature que vous contrôlez pendant
			// l'étape de dégagement de chaque autre joueur. »
			if r, _ := g.combatRestricted(o, "untap_during_others"); r && o.Tapped {
				o.Tapped = false
				g.emitUntapped(o)
				g.logf("%s untaps during %s's untap step", g.Describe(o), g.Players[g.Active].Name)
			}
			continue
		}
		if r, _ := g.combatRestricted(o, "no_untap"); r && o.Tapped {
			g.logf("%s doesn't untap", g.Describe(o))
			continue
		}
		if g.keepsTapped(o) {
			continue
		}
		untap = append(untap, o)
	}
	for _, o := range untap {
		g.untapPermanent(o)
	}
	g.endNextUntapEffects()
	g.Touch()
}

// impendingTriggers: "at the beginning of your end step, if this permanent
// was cast for its impending cost, remove a time counter from it; then if it
// has none, it loses impending" (702.176a).
func (g *Game) impendingTriggers() {
	for _, o := range g.Battlefield() {
		c := g.Chars(o)
		if !o.Impending || c.Controller != g.Active {
			continue
		}
		a := &Ability{Kind: KindTriggered, When: "end_step", RoomDoor: -1, Label: "impending",
			Effects: []*Effect{{Op: "remove_counters", Kind: "time", N: ConstExpr(1), What: "self"}}}
		g.pending = append(g.pending, &pendingTrigger{ab: a, ctx: &EvalCtx{G: g, Src: o.ID, Ctrl: c.Controller}, holder: o.Alias, name: g.Describe(o)})
	}
}

// expires reports whether an effect ends in this turn's cleanup step:
// "until end of turn" and "this turn", or "until the end of your next turn"
// at the cleanup of its controller's next turn. "game" lasts for the rest of
// the game.
func (g *Game) expires(e *contEffect) bool {
	switch e.until {
	case "eot", "this_turn":
		return true
	case "end_of_next_turn":
		return g.Active == e.ctrl && g.Turn > e.turn
	}
	return false
}

// keepDelayed drops "until end of turn" delayed triggers.
func keepDelayed(ds []*delayedTrigger) []*delayedTrigger {
	var out []*delayedTrigger
	for _, d := range ds {
		if !d.done && !d.thisTurn {
			out = append(out, d)
		}
	}
	return out
}

func (g *Game) anyAttackers() bool {
	for _, o := range g.Battlefield() {
		if o.Attacking {
			return true
		}
	}
	return false
}

func (g *Game) firstStrikeInCombat() bool {
	for _, o := range g.Battlefield() {
		if o.Attacking || len(o.Blocking) > 0 {
			c := g.Chars(o)
			if c.Has("first_strike") || c.Has("double_strike") {
				return true
			}
		}
	}
	return false
}

func (g *Game) newTurn() {
	g.Turn++
	g.Active = (g.Active + 1) % len(g.Players)
	// Skip players who have lost; when every player has lost the loop
	// must still end (a game that is over is advanced no further).
	for i := 0; i < len(g.Players) && g.Players[g.Active].Lost; i++ {
		g.Active = (g.Active + 1) % len(g.Players)
	}
	if g.skipTurn() {
		// "Skip your next turn" (500.11): the next player's turn.
		g.newTurn()
		return
	}
	g.MainPhases = 0
	g.diedThisTurn = nil
	g.resolutions = nil
	for _, p := range g.Players {
		p.LandsPlayed = 0
		p.LifeLostThisTurn = 0
		p.DamagedThisTurn = 0
		p.LifeGainedThisTurn = 0
		p.DrawnLastTurn, p.DrawnThisTurn = p.DrawnThisTurn, 0
		p.SacrificedThisTurn = 0
		p.CastLastTurn, p.CastThisTurn = p.CastThisTurn, 0
		p.LeftThisTurn = 0
		p.LandsEnteredThisTurn, p.FaceDownEnteredThisTurn, p.TurnedFaceUpThisTurn = 0, 0, 0
		p.AttackedThisTurn = 0
		p.ProwlSources = nil
	}
	var keep []*contEffect
	for _, e := range g.effects {
		if e.until != "your_next_turn" || e.ctrl != g.Active {
			keep = append(keep, e)
		}
	}
	g.effects = keep
}

// GoTo advances to step s (of this turn, or of the next turn when s is not
// ahead), letting every player pass: whatever goes on the stack on the way
// resolves, except what triggers at the beginning of s itself, which stays
// on the stack for the scenario to respond to or resolve.
func (g *Game) GoTo(s Step, nextTurn bool) error {
	turn := g.Turn
	for i := 0; i < 40; i++ {
		if len(g.stack) > 0 {
			if err := g.ResolveAll(); err != nil {
				return err
			}
		}
		if g.Step == s && (!nextTurn || g.Turn > turn) {
			return nil
		}
		g.Advance()
		if err := g.Settle(); err != nil {
			return err
		}
		if g.Step == s && (!nextTurn || g.Turn > turn) {
			return nil
		}
	}
	return fmt.Errorf("step %s not reached", s)
}

// ResolveAll resolves the stack until it is empty (every player passes).
func (g *Game) ResolveAll() error {
	for i := 0; len(g.stack) > 0; i++ {
		if i > 200 {
			return fmt.Errorf("the stack does not empty (a loop?)")
		}
		if err := g.ResolveTop(); err != nil {
			return err
		}
		if err := g.Settle(); err != nil {
			return err
		}
	}
	return nil
}

// discardToHandSize is the first turn-based action of the cleanup step
// (514.1): the active player discards down to their maximum hand size. The
// player chooses which cards; the engine discards the ones that came to
// the hand last, so that a scenario's outcome is the same at every run.
// Only here is the maximum checked: a hand may hold more at any other time.
func (g *Game) discardToHandSize() {
	p := g.Active
	n, limited := g.MaxHandSize(p)
	if !limited {
		return
	}
	for len(g.Players[p].Hand) > n && len(g.Players[p].Hand) > 0 {
		hand := g.Players[p].Hand
		o := g.Objs[hand[len(hand)-1]]
		if o == nil {
			return
		}
		g.logf("%s discards %s down to the maximum hand size (%d)", g.Players[p].Name, o.Card.Name, n)
		g.discard(o)
	}
}
