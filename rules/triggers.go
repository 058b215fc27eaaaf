package rules

import (
	"fmt"
	"sort"
)

// EventKind names what happened, for triggered abilities (rule 603.2).
type EventKind int

// Events.
const (
	EvZoneChange EventKind = iota
	EvDies
	EvLeaves
	EvCast
	EvTargeted
	EvAttacks
	EvYouAttack
	EvBlocks
	EvDamage  // one source dealt damage to one recipient
	EvDamaged // a recipient was dealt damage (once per simultaneous batch)
	EvLifeGained
	EvLifeLost
	EvDraw
	EvUnlock
	EvFullyUnlocked
	EvManifestDread
	EvSacrificed
	EvCounters
	EvMonstrous
	EvStep
	EvTurnedFaceUp
	EvDiscard
	EvSetInMotion // a player set a scheme in motion (701.25)
	// EvAttackPlayer: SourceCtrl attacked Player with Amount creatures
	// (once per defending player).
	EvAttackPlayer
	// EvPlayLand: Player played the land Obj (305.1; not put onto the
	// battlefield by an effect).
	EvPlayLand
	// EvTappedForMana: Player tapped the permanent Obj for mana What (a
	// color letter).
	EvTappedForMana
	// EvEnteredBatch: the permanents Sources entered the battlefield in
	// one event (alone, or together: 603.6a); enters_batch.go.
	EvEnteredBatch
	// EvMilledBatch: the cards Sources were put into graveyards from
	// libraries in one event (milled together, 701.13); enters_batch.go.
	EvMilledBatch
	// EvTransformed: the permanent Obj transformed (transform.go).
	EvTransformed
	// EvMadness: the card Obj was discarded into exile by madness
	// (keyword_casts.go).
	EvMadness
	// EvCycled: Player cycled the card Obj, now where the discard put it
	// (702.29c; cycling_triggers.go).
	EvCycled
	// EvDealtDamage: the source Source dealt Amount damage in one
	// simultaneous event, to however many recipients (once per source
	// and batch; triggerkinds_against.go).
	EvDealtDamage
	// EvTapped, EvUntapped: the permanent Obj became tapped, untapped
	// (tap_events.go).
	EvTapped
	EvUntapped
	// EvExploited: the creature Obj exploited the creature Old, which its
	// controller Player sacrificed (exploit.go).
	EvExploited
	// EvGraveyardBatch: the cards Sources were put into graveyards from
	// anywhere in one event (graveyard_triggers.go).
	EvGraveyardBatch
	// EvLostGame: Player lost the game (104.3; player_events.go).
	EvLostGame
	// EvExerted: Player exerted the creature Obj as it attacked
	// (exert.go). In the list, not "EvExploited + 1": two branches that
	// each added a kind after EvExploited gave it EvGraveyardBatch's value.
	EvExerted
	// EvMutated: a mutating creature spell merged with the permanent Obj
	// (702.140c; mutate.go), controlled by Player.
	EvMutated
)

// Event is one game event.
type Event struct {
	Kind       EventKind
	Obj        int    // the object concerned (its new ID after a zone change)
	Old        int    // its ID before a zone change
	LKI        *Chars // its characteristics before it left
	From       Zone
	To         Zone
	Player     int // the player concerned (controller, caster, damaged player)
	Source     int // the source of damage, the spell that targets
	Amount     int
	Combat     bool
	What       string // counter kind; "spell"/"ability" for targeting
	Card       bool   // the object moved is a card
	Token      bool
	Door       int
	Step       Step
	ToPlayer   int // damage dealt to player index + 1
	SourceCtrl int
	// Sources are the sources that dealt the damage of an EvDamaged
	// batch to its recipient.
	Sources []int
}

// AbilityInstance is a triggered or activated ability on the stack.
type AbilityInstance struct {
	Ab      *Ability
	Ctx     *EvalCtx
	SrcName string
	trigger bool
}

type pendingTrigger struct {
	ab     *Ability
	ctx    *EvalCtx
	holder string // alias of the source, for the scenario's target choices
	name   string
	order  int
}

type delayedTrigger struct {
	ab       *Ability
	ctx      *EvalCtx
	once     bool
	done     bool
	thisTurn bool // "until end of turn, whenever …": ends at cleanup
}

// emit records an event and collects the triggered abilities it triggers.
func (g *Game) emit(ev Event) {
	if g.deferring {
		g.deferred = append(g.deferred, ev)
		return
	}
	g.events = append(g.events, ev)
	g.recordTurnEvent(&ev)
	g.collectTriggers(&ev)
	if ev.Kind == EvZoneChange && !g.entering {
		g.emitBatches([]Event{ev})
	}
}

// simultaneously runs f, which moves several objects at once, and only
// then lets their events trigger abilities: objects entering together see
// each other enter (603.6a), objects leaving together see each other leave.
func (g *Game) simultaneously(f func()) {
	if g.deferring {
		f()
		return
	}
	g.deferring = true
	f()
	g.deferring = false
	evs := g.deferred
	g.deferred = nil
	saved := g.batch
	for _, ev := range evs {
		if ev.Kind == EvLeaves || ev.Kind == EvDies {
			g.batch = appendUnique(g.batch, ev.Old)
		}
	}
	g.entering = true
	for _, ev := range evs {
		g.emit(ev)
	}
	g.entering = false
	g.emitBatches(evs)
	g.batch = saved
}

// holder is a potential source of triggered abilities: a permanent, a
// spell, or an object as it last existed.
type holder struct {
	obj   *Object
	chars *Chars
	lki   bool
	// cycled: the card just cycled, whose "when you cycle this card"
	// alone triggers where the discard put it.
	cycled bool
	// haunting: a card in exile haunting the creature that died, whose
	// "when the creature it haunts dies" alone triggers (haunt.go).
	haunting bool
}

func (g *Game) holders(ev *Event) []holder {
	var hs []holder
	for _, o := range g.Battlefield() {
		hs = append(hs, holder{obj: o, chars: g.Chars(o)})
	}
	if ev.Kind == EvCast {
		if o := g.Objs[ev.Obj]; o != nil {
			hs = append(hs, holder{obj: o, chars: g.Chars(o)})
		}
	}
	// A scheme's, an emblem's and a plane's triggered abilities work from
	// the command zone (314.2, 114.4, 901.4).
	for _, o := range g.list(g.command) {
		if ch := g.Chars(o); (ch.Is(TScheme) || ch.Is(TEmblem) || ch.Is(TPlane)) && !o.FaceDown {
			hs = append(hs, holder{obj: o, chars: ch})
		}
	}
	if ev.Kind == EvCycled {
		hs = append(hs, g.cycledHolder(ev)...)
	}
	if ev.Kind == EvZoneChange && ev.To == ZoneGraveyard {
		// "When ~ is put into a graveyard from anywhere" triggers from the
		// graveyard, the card that was put there.
		if o := g.Objs[ev.Obj]; o != nil && o.Zone == ZoneGraveyard {
			hs = append(hs, holder{obj: o, chars: g.Chars(o)})
		}
	}
	if ev.Kind == EvDraw || ev.Kind == EvMadness {
		// A card drawn can trigger from the hand ("when you draw this card":
		// miracle).
		if o := g.Objs[ev.Obj]; o != nil {
			hs = append(hs, holder{obj: o, chars: g.Chars(o)})
		}
	}
	hs = g.graveyardHolders(hs)
	hs = g.hauntingHolders(hs, ev)
	// Leaves-the-battlefield abilities look back in time (603.10a): the
	// objects that left with this event, or in the same simultaneous batch.
	// A sacrifice is a permanent leaving the battlefield: "whenever you
	// sacrifice a permanent" looks back too (a sacrificed Égotiste
	// populaire sees itself and what was sacrificed with it).
	// A creature that exploited itself sees it from the graveyard.
	if ev.Kind == EvDies || ev.Kind == EvLeaves || ev.Kind == EvSacrificed || ev.Kind == EvExploited && ev.Old == ev.Obj {
		seen := map[int]bool{}
		add := func(id int) {
			if seen[id] {
				return
			}
			seen[id] = true
			if e := g.lki[id]; e != nil {
				obj := e.obj
				hs = append(hs, holder{obj: &obj, chars: e.chars, lki: true})
			}
		}
		add(ev.Old)
		for _, id := range g.batch {
			add(id)
		}
	}
	return hs
}

// lookBackTriggers are the triggers that look back in time (603.10a):
// they trigger from the object as it last existed on the battlefield.
var lookBackTriggers = map[string]bool{
	"dies": true, "leaves": true, "leaves_to_graveyard": true, "dies_any": true, "sacrificed": true, "sacrificed_self": true,
	"leaves_to_graveyard_any": true, "you_sacrifice": true, "leaves_to_exile": true, "leaves_any": true, "exploits": true,
}

// fromGraveyard are the triggers of a card put into a graveyard, which
// trigger from the graveyard it was put into.
var fromGraveyard = map[string]bool{"put_into_graveyard_self": true, "milled_self": true}

func (g *Game) collectTriggers(ev *Event) {
	for _, h := range g.holders(ev) {
		for _, a := range h.chars.Abilities {
			if a.Kind != KindTriggered {
				continue
			}
			if h.lki && !lookBackTriggers[a.When] {
				continue
			}
			if h.obj.Zone == ZoneStack && a.When != "cast_self" {
				continue
			}
			if h.obj.Zone == ZoneHand && a.When != "drawn_self" {
				continue
			}
			if !functionsIn(a, h) {
				continue
			}
			if h.cycled && a.When != "cycled_self" {
				continue
			}
			if h.haunting && a.When != "haunted_dies" {
				continue
			}
			if h.obj.Zone == ZoneBattlefield && a.When == "cast_self" {
				continue
			}
			ctx := &EvalCtx{G: g, Src: h.obj.ID, Ctrl: h.chars.Controller, ev: ev}
			if a.When == "enters" {
				// X in an enters trigger is the X chosen as the permanent
				// was cast (107.3m).
				ctx.X = h.obj.CastX
			}
			if h.lki {
				ctx.srcLKI = h.chars
				ctx.srcObj = h.obj
			}
			if !g.triggerMatches(a, h, ev, ctx) {
				continue
			}
			if a.If != nil && a.If.Eval(ctx) == 0 {
				continue
			}
			if a.Once {
				if h.obj.TriggeredOnce[a] {
					continue
				}
				if live := g.Objs[h.obj.ID]; live != nil {
					if live.TriggeredOnce == nil {
						live.TriggeredOnce = map[*Ability]bool{}
					}
					live.TriggeredOnce[a] = true
				}
			}
			if a.OncePerTurn {
				if h.obj.TriggeredTurn[a] == g.Turn {
					continue
				}
				if live := g.Objs[h.obj.ID]; live != nil {
					g.markTurn(live, a)
				}
			}
			name := g.describeChars(h.chars, h.obj)
			n := 1
			if h.obj.Zone == ZoneBattlefield || h.lki {
				n += g.extraTriggers(h.chars.Controller)
			}
			if n > MaxRepeat {
				n = MaxRepeat
			}
			for i := 0; i < n; i++ {
				c := *ctx
				g.pending = append(g.pending, &pendingTrigger{ab: a, ctx: &c, holder: h.obj.Alias, name: name, order: len(g.pending)})
			}
		}
	}
	for _, d := range g.delayed {
		if d.done {
			continue
		}
		ctx := *d.ctx
		ctx.ev = ev
		if !g.triggerMatches(d.ab, holder{obj: &Object{ID: -1}, chars: &Chars{Controller: d.ctx.Ctrl}}, ev, &ctx) {
			continue
		}
		if d.once {
			d.done = true
		}
		g.pending = append(g.pending, &pendingTrigger{ab: d.ab, ctx: &ctx, name: "delayed trigger", order: len(g.pending)})
	}
}

func (g *Game) triggerMatches(a *Ability, h holder, ev *Event, ctx *EvalCtx) bool {
	tr, ok := triggers[a.When]
	if !ok {
		return false
	}
	if a.Label == "ward" && h.obj != nil && h.obj.ID >= 0 {
		// « Les capacités de parade de ces créatures ne se déclenchent pas. »
		if r, _ := g.combatRestricted(h.obj, "no_ward"); r {
			return false
		}
	}
	return tr.match(triggerEvent{g: g, a: a, h: h, ev: ev, ctx: ctx, id: h.obj.ID, ctrl: h.chars.Controller})
}

// PutTriggers puts waiting triggered abilities on the stack (603.3b): the
// active player's first, then the others in turn order, each player's in
// the order they triggered (the order a player would choose when the
// scenario does not say). A trigger that needs a target and has none is
// removed (603.3d).
func (g *Game) PutTriggers() error {
	if len(g.pending) == 0 {
		return nil
	}
	pend := g.pending
	g.pending = nil
	n := len(g.Players)
	sort.SliceStable(pend, func(i, j int) bool {
		pi := (pend[i].ctx.Ctrl - g.Active + n) % n
		pj := (pend[j].ctx.Ctrl - g.Active + n) % n
		return pi < pj
	})
	for _, t := range pend {
		targets, ok, err := g.chooseTriggerTargets(t)
		if err != nil {
			return err
		}
		if !ok {
			g.logf("%s's triggered ability has no legal target and is removed", t.name)
			continue
		}
		if len(t.ab.Targets) > 0 || len(t.ab.Modes) > 0 {
			t.ctx.Targets = targets
		}
		// A trigger without targets keeps its context's: a delayed
		// trigger's are those of the ability that created it, which its
		// effect names ("Exile target creature. … At the beginning of
		// your next upkeep, return that card to the battlefield", 603.7c);
		// an ordinary trigger's context has none.
		g.nextID++
		g.ts++
		so := &Object{ID: g.nextID, Controller: t.ctx.Ctrl, Owner: t.ctx.Ctrl, Zone: ZoneStack, Timestamp: g.ts,
			Ability: &AbilityInstance{Ab: t.ab, Ctx: t.ctx, SrcName: t.name, trigger: true}, CastDoor: -1}
		g.Objs[so.ID] = so
		g.stack = append(g.stack, so.ID)
		g.Touch()
		g.logf("%s's triggered ability (%s) goes on the stack", t.name, t.ab.When)
		g.announceTargets(so, t.ctx.Ctrl, "ability", targets)
	}
	return nil
}

// chooseTriggerTargets picks targets for a trigger: those the scenario
// named for its source, or the only legal choice.
func (g *Game) chooseTriggerTargets(t *pendingTrigger) ([][]Target, bool, error) {
	if len(t.ab.Modes) > 0 {
		return g.chooseTriggerModes(t)
	}
	if len(t.ab.Targets) == 0 {
		return nil, true, nil
	}
	var named []string
	if q := g.TriggerTargets[t.holder]; len(q) > 0 {
		named = q[0]
		g.TriggerTargets[t.holder] = q[1:]
	}
	var slot []Target
	if named != nil {
		for _, ref := range named {
			tg, ok := g.ResolveRef(ref)
			if !ok {
				return nil, false, fmt.Errorf("trigger of %s: unknown target %q", t.name, ref)
			}
			slot = append(slot, tg)
		}
		if err := g.checkTargets(t.ctx, t.ab.Targets, slot); err != nil {
			return nil, false, fmt.Errorf("trigger of %s: %w", t.name, err)
		}
		return [][]Target{slot}, true, nil
	}
	for _, spec := range t.ab.Targets {
		legal := g.legalTargets(t.ctx, spec, nil)
		switch {
		case len(legal) == 0 && spec.Min > 0:
			return nil, false, nil
		case spec.Min == 0:
			// "Up to": choosing nothing is always legal.
		case len(legal) == 1:
			slot = append(slot, legal[0])
		default:
			return nil, false, fmt.Errorf("trigger of %s: %d legal targets for %q, the scenario must choose (trigger_targets)", t.name, len(legal), spec.Filter)
		}
	}
	return [][]Target{slot}, true, nil
}

// objectOrLKI is the object id as it is now, or as it last existed when it
// has left its zone: a source that dealt damage and died still matches the
// filter it matched while it dealt it.
func (g *Game) objectOrLKI(id int) (*Object, *Chars) {
	if o := g.Objs[id]; o != nil {
		return o, g.Chars(o)
	}
	return g.LKI(id)
}

// markTurn records that a once-each-turn ability of o triggered or was
// activated this turn.
func (g *Game) markTurn(o *Object, a *Ability) {
	if !a.OncePerTurn {
		return
	}
	if o.TriggeredTurn == nil {
		o.TriggeredTurn = map[*Ability]int{}
	}
	o.TriggeredTurn[a] = g.Turn
}

// chooseTriggerModes chooses the modes of a modal triggered ability as it
// is put on the stack (603.3c), those the scenario named for its source
// (trigger_modes), and one target list per chosen mode that has targets
// (trigger_targets, in order).
func (g *Game) chooseTriggerModes(t *pendingTrigger) ([][]Target, bool, error) {
	q := g.TriggerModes[t.holder]
	if len(q) == 0 {
		return nil, false, fmt.Errorf("trigger of %s: a modal ability, the scenario must choose its modes (trigger_modes)", t.name)
	}
	if g.allModesChosen(t) {
		// Nothing left to choose: the ability is removed (603.3c).
		return nil, false, nil
	}
	chosen := q[0]
	g.TriggerModes[t.holder] = q[1:]
	lo, hi := t.ab.modeRange()
	if len(chosen) < lo || len(chosen) > hi {
		return nil, false, fmt.Errorf("trigger of %s: choose between %d and %d modes, not %d", t.name, lo, hi, len(chosen))
	}
	modes := make([]int, len(chosen))
	seen := map[int]bool{}
	for i, m := range chosen {
		if m < 1 || m > len(t.ab.Modes) {
			return nil, false, fmt.Errorf("trigger of %s: no mode %d", t.name, m)
		}
		if seen[m] && !t.ab.Repeat {
			return nil, false, fmt.Errorf("trigger of %s: mode %d chosen twice", t.name, m)
		}
		seen[m] = true
		modes[i] = m - 1
	}
	if err := g.rememberModes(t, modes); err != nil {
		return nil, false, err
	}
	t.ctx.spell = &SpellState{Modes: modes, Door: -1}
	targets := make([][]Target, len(modes))
	for i, m := range modes {
		specs := t.ab.Modes[m].Targets
		if len(specs) == 0 {
			continue
		}
		tq := g.TriggerTargets[t.holder]
		if len(tq) == 0 {
			return nil, false, fmt.Errorf("trigger of %s: mode %d has targets, the scenario must choose them (trigger_targets)", t.name, m+1)
		}
		g.TriggerTargets[t.holder] = tq[1:]
		for _, ref := range tq[0] {
			tg, ok := g.ResolveRef(ref)
			if !ok {
				return nil, false, fmt.Errorf("trigger of %s: unknown target %q", t.name, ref)
			}
			targets[i] = append(targets[i], tg)
		}
		c := *t.ctx
		c.mode = i
		if err := g.checkTargets(&c, specs, targets[i]); err != nil {
			return nil, false, fmt.Errorf("trigger of %s: mode %d: %w", t.name, m+1, err)
		}
	}
	return targets, true, nil
}
