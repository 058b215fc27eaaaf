package rules

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Era selects the rules a game is played under. The 9th-edition rulebook
// (2005) differs from the modern rules in ways the documents' examples rely
// on: mana burn, combat damage on the stack, the old legend rule, and no
// +1/+1 and -1/-1 counter annihilation.
type Era int

// The two eras.
const (
	EraModern Era = iota
	Era9ED
)

// eraName is an era's name and aliases in the scenario language.
type eraName struct {
	Name    string   `json:"name"`
	Aliases []string `json:"aliases"`
}

// eraNames are the eras' names, in Era order. They are data (eras.json),
// like the documents' rules_until, so that the engine's code names no set.
//
//go:embed eras.json
var erasJSON []byte

var eraNames = sync.OnceValue(func() []eraName {
	var out []eraName
	if err := json.Unmarshal(erasJSON, &out); err != nil || len(out) <= int(Era9ED) {
		// The file is embedded: a broken one is a build defect, caught by
		// every test that plays a scenario.
		panic(fmt.Sprintf("rules: eras.json: %d eras, %v", len(out), err))
	}
	return out
})

func (e Era) String() string {
	names := eraNames()
	if int(e) < 0 || int(e) >= len(names) {
		return fmt.Sprintf("Era(%d)", int(e))
	}
	return names[e].Name
}

// ParseEra reads an era's name or one of its aliases.
func ParseEra(s string) (Era, error) {
	key := strings.ToLower(strings.TrimSpace(s))
	var known []string
	for i, n := range eraNames() {
		if key == n.Name || slices.Contains(n.Aliases, key) {
			return Era(i), nil
		}
		known = append(known, n.Name)
	}
	return EraModern, fmt.Errorf("unknown rules era %q (want %s)", s, strings.Join(known, " or "))
}

// Game is one game in progress. It is not safe for concurrent use; every
// scenario runs its own.
type Game struct {
	// draws: the draw replacements' state (draw_instead.go).
	draws   drawState
	Era     Era
	Players []*Player
	Turn    int
	Active  int
	Step    Step
	// MainPhases counts the main phases begun this turn (survival fires
	// at the second one only).
	MainPhases int
	// Exerting names the attackers the next declaration exerts (exert.go);
	// the declaration forgets it.
	Exerting []*Object
	// paid is the mana the last payment took from a pool, by color:
	// what a spell records as the mana spent to cast it.
	paid Pool
	// Declining: the optional instructions ("you may") of what resolves
	// now are declined (the scenario's choice); did: whether the last one
	// was done ("if you do").
	Declining, did bool
	// KeepTapped are the permanents whose controller chooses, in the
	// untap steps of the move in progress, not to untap them (a
	// scenario's goto names them; may_not_untap.go).
	KeepTapped []int
	// declaringDefender is the player attacked, plus one, while attackers
	// are declared (DeclareAttackers): "can't attack unless defending
	// player controls an Island" is checked before anything attacks.
	declaringDefender int
	// entering: the events of objects moved together are being emitted;
	// their entering is one event (enters_batch.go).
	entering bool
	// Choices are the objects the scenario names for the choices of what
	// resolves now (resolve … choices:), taken in order by the
	// instructions that choose (choose without choose:, cast_free).
	Choices []string
	// enteringTogether: the permanents that entered in the batch of
	// objects being moved onto the battlefield (moveAll).
	enteringTogether map[int]bool
	// CastTargets are the targets the scenario chose for a spell cast while
	// an ability resolves (suspend, miracle).
	CastTargets [][]Target
	// CastX is the X the scenario chose for a spell cast while an ability
	// resolves (a copy cast by Le conte de Tamiyo).
	CastX int
	// cardCopies counts the copies of cards made outside the stack
	// (card_copies.go): until there is one, no state-based check looks.
	cardCopies int
	// kwAbilities are the triggered abilities of keywords (ward {2},
	// undying), one per keyword and cost.
	kwAbilities map[string]*Ability

	// Objs holds every object of the game, by id, wherever it is.
	Objs        map[int]*Object
	nextID      int
	battlefield []int
	stack       []int // bottom first
	exile       []int
	command     []int
	ts          int
	effects     []*contEffect
	pending     []*pendingTrigger
	delayed     []*delayedTrigger
	lki         map[int]*lkiEntry
	events      []Event
	cache       map[int]*Chars
	dirty       bool
	log         []LogLine
	// creatureDiedThisTurn records non-token creature deaths for "if a
	// creature died this turn" conditions.
	diedThisTurn []*Chars
	// resolutions counts, this turn, each object's abilities' resolutions
	// (resolutions.go).
	resolutions map[resolutionKey]int
	// TriggerTargets are the targets a scenario chose for triggered
	// abilities about to be put on the stack, by source alias.
	TriggerTargets map[string][][]string
	// TriggerModes are the modes (1-based) a scenario chose for modal
	// triggered abilities about to be put on the stack (603.3c).
	TriggerModes map[string][][]int
	// ResolveRef resolves a scenario reference; set by the runner.
	ResolveRef func(string) (Target, bool)
	inResolve  bool
	// prio is who holds priority and who passed (priority.go).
	prio priorityState
	// partial holds characteristics while computeAll is applying layers.
	partial map[int]*Chars
	// batch lists objects leaving the battlefield simultaneously, so that
	// their leave-the-battlefield abilities see each other (603.10a).
	batch []int
	// LegendKeep is the alias of the legendary permanent a player keeps
	// under the legend rule, when the scenario says.
	LegendKeep string
	// dbatch collects simultaneous damage (see damageBatch).
	dbatch *damageBatch
	// newOf maps an object that changed zones to the new objects it became
	// (two for a melded permanent).
	newOf map[int][]int
	// ExtraCombats counts additional combat phases (each followed by an
	// additional main phase) still to come this turn.
	ExtraCombats int
	// combatAfterCombat counts additional combat phases that directly
	// follow this combat phase, with no main phase between ("Cette phase
	// est suivie d'une phase de combat supplémentaire" during combat).
	combatAfterCombat int
	// deferring holds events back while several objects move at once.
	deferring bool
	deferred  []Event
	// combatDealt records the combat damage steps whose damage is done.
	combatDealt map[Step]bool
	// ops are the ops the game executes; nil for the built-in ones.
	ops *Registry[OpHandler]
}

type lkiEntry struct {
	obj   Object
	chars *Chars
}

// NewGame starts a game between the named players, each at 20 life (the
// default of both eras), on turn 1 in the first main phase of the first
// player.
func NewGame(era Era, names ...string) *Game {
	g := &Game{Era: era, Objs: map[int]*Object{}, lki: map[int]*lkiEntry{}, Turn: 1, Step: StepMain1, MainPhases: 1, dirty: true}
	for i, n := range names {
		g.Players = append(g.Players, &Player{Index: i, Name: n, Life: 20, StartingLife: 20, Pool: Pool{}})
	}
	return g
}

// Step is a step or phase of the turn.
type Step int

// The steps, in order.
const (
	StepUntap Step = iota
	StepUpkeep
	StepDraw
	StepMain1
	StepBeginCombat
	StepDeclareAttackers
	StepDeclareBlockers
	StepFirstStrikeDamage
	StepCombatDamage
	StepEndCombat
	StepMain2
	StepEnd
	StepCleanup
)

var stepNames = []string{"untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
	"declare_blockers", "first_strike_damage", "combat_damage", "end_combat", "main2", "end", "cleanup"}

func (s Step) String() string { return stepNames[s] }

// ParseStep reads a step name.
func ParseStep(s string) (Step, error) {
	for i, n := range stepNames {
		if n == s {
			return Step(i), nil
		}
	}
	return 0, fmt.Errorf("unknown step %q (want one of %s)", s, strings.Join(stepNames, ", "))
}

// phaseOf groups steps into phases: mana empties (and burns in 9ED) at the
// end of each phase in the old rules, of each step in the modern ones.
func phaseOf(s Step) int {
	switch {
	case s <= StepDraw:
		return 0
	case s == StepMain1:
		return 1
	case s <= StepEndCombat:
		return 2
	case s == StepMain2:
		return 3
	}
	return 4
}

// LastID returns the id of the newest object: ids only grow, so the
// objects made after a moment are those with a greater id.
func (g *Game) LastID() int { return g.nextID }

// NextTimestamp returns a new timestamp (613.7), later than every one
// given before: a room door unlocked as a scenario sets up takes one.
func (g *Game) NextTimestamp() int {
	g.ts++
	return g.ts
}

// Touch marks the computed characteristics stale after a change.
func (g *Game) Touch() { g.dirty = true }

// LogLine is one line of the game log as its English format and its
// arguments as text, so that a reader in another language gets it worded
// in theirs: the format is the key of its translations (package api's
// catalogue holds them under "log.FORMAT").
type LogLine struct {
	Format string
	Args   []string
	Text   string // in English
}

// String is the line in English.
func (l LogLine) String() string { return l.Text }

func (g *Game) logf(format string, args ...any) {
	l := LogLine{Format: format, Args: make([]string, len(args)), Text: fmt.Sprintf(format, args...)}
	for i, a := range args {
		l.Args[i] = fmt.Sprint(a)
	}
	g.log = append(g.log, l)
}

// Log returns what happened, one line per event, in English, for
// scenario reports.
func (g *Game) Log() []string {
	out := make([]string, len(g.log))
	for i, l := range g.log {
		out[i] = l.String()
	}
	return out
}

// LogLines returns what happened as Log does, as formats and arguments.
func (g *Game) LogLines() []LogLine { return append([]LogLine(nil), g.log...) }

// Obj returns the object with id, or nil if it no longer exists.
func (g *Game) Obj(id int) *Object { return g.Objs[id] }

func (g *Game) newObject(card *CardDef, owner int, z Zone) *Object {
	g.nextID++
	g.ts++
	o := &Object{ID: g.nextID, Card: card, Owner: owner, Controller: owner, Zone: z, Timestamp: g.ts,
		CastDoor: -1, EnteredTurn: g.Turn}
	g.Objs[o.ID] = o
	g.Touch()
	return o
}

// AddCard puts a new card into a zone (setup): library cards go on top
// unless bottom is set. Battlefield cards enter without triggering anything
// and are not summoning sick.
func (g *Game) AddCard(card *CardDef, owner int, z Zone, bottom bool) *Object {
	o := g.newObject(card, owner, z)
	g.insert(o, z, bottom)
	if z == ZoneBattlefield {
		g.enterWithLoyalty(o)
		o.EnteredTurn = 0
		if card.Room {
			o.Unlocked = [2]bool{false, false}
		}
	}
	return o
}

func (g *Game) insert(o *Object, z Zone, bottom bool) {
	o.Zone = z
	if l := g.zoneIDs(o.Owner, z); l != nil {
		if z == ZoneLibrary && !bottom {
			*l = append([]int{o.ID}, *l...)
		} else {
			*l = append(*l, o.ID)
		}
	}
	g.Touch()
}

func (g *Game) remove(o *Object) {
	if l := g.zoneIDs(o.Owner, o.Zone); l != nil {
		*l = removeInt(*l, o.ID)
	}
	g.Touch()
}

// zoneIDs is the list of object ids that zone z keeps: the owner's for a
// library, hand or graveyard, the game's shared one otherwise.
func (g *Game) zoneIDs(owner int, z Zone) *[]int {
	p := g.Players[owner]
	switch z {
	case ZoneLibrary:
		return &p.Library
	case ZoneHand:
		return &p.Hand
	case ZoneGraveyard:
		return &p.Graveyard
	case ZoneBattlefield:
		return &g.battlefield
	case ZoneStack:
		return &g.stack
	case ZoneExile:
		return &g.exile
	case ZoneCommand:
		return &g.command
	}
	return nil
}

// Battlefield returns the permanents in the order they entered.
func (g *Game) Battlefield() []*Object { return g.list(g.battlefield) }

// Stack returns the stack, bottom first.
func (g *Game) Stack() []*Object { return g.list(g.stack) }

func (g *Game) list(ids []int) []*Object {
	out := make([]*Object, 0, len(ids))
	for _, id := range ids {
		if o := g.Objs[id]; o != nil {
			out = append(out, o)
		}
	}
	return out
}

// ZoneList returns the objects of zone z; player-owned zones for every player.
func (g *Game) ZoneList(z Zone) []*Object {
	switch z {
	case ZoneLibrary, ZoneHand, ZoneGraveyard:
		var out []*Object
		for i := range g.Players {
			out = append(out, g.list(*g.zoneIDs(i, z))...)
		}
		return out
	}
	if l := g.zoneIDs(0, z); l != nil {
		return g.list(*l)
	}
	return nil
}

// MoveOpts qualify a zone change.
type MoveOpts struct {
	bottom     bool // to the bottom of a library
	tapped     bool
	faceDown   bool
	controller int // battlefield: new controller + 1; 0 = owner
	cause      string
	noReplace  bool
	counters   map[string]int
	// prep adjusts the new object before anything sees it enter (an
	// impending permanent's flag, an aura's attachment).
	prep func(*Object)
}

// moveMelded moves a melded permanent o, leaving the battlefield, as its two
// cards, and returns the first of them.
func (g *Game) moveMelded(o *Object, from, z Zone, lk *Chars, bottom bool) *Object {
	var first *Object
	if g.newOf == nil {
		g.newOf = map[int][]int{}
	}
	for i, c := range o.MeldCards {
		n := g.newObject(c, o.Owner, z)
		g.newOf[o.ID] = append(g.newOf[o.ID], n.ID)
		if i < len(o.meldAliases) {
			n.Alias = o.meldAliases[i]
		}
		g.insert(n, z, bottom)
		g.lki[o.ID] = &lkiEntry{obj: *o, chars: lk}
		g.emit(Event{Kind: EvZoneChange, Obj: n.ID, Old: o.ID, From: from, To: z, LKI: lk, Player: o.Controller, Card: true})
		if first == nil {
			first = n
		}
	}
	// One permanent left: "dies" triggers once, but two cards were put
	// into the graveyard (712.4).
	g.emitLeave(o, lk, z)
	return first
}

// Move moves an object to zone z and returns the new object (rule 400.7).
// Replacement effects that change the destination (a finality counter,
// "exile it instead") apply first. A melded permanent leaves as its two
// cards; the first of them is returned.
func (g *Game) Move(o *Object, z Zone, opt MoveOpts) *Object {
	from := o.Zone
	by := 0 // the source of the replacement effect that sent it elsewhere
	if !opt.noReplace {
		z, by = g.replaceDestination(o, from, z)
	}
	var lk *Chars
	if from == ZoneBattlefield || from == ZoneStack {
		lk = g.Chars(o).clone()
		g.lki[o.ID] = &lkiEntry{obj: *o, chars: lk}
	}
	g.remove(o)
	delete(g.Objs, o.ID)
	g.Touch()
	if o.Copy && from == ZoneStack && z != ZoneBattlefield {
		// A copy of a spell ceases to exist as it leaves the stack (707.10a);
		// a copy of a permanent spell that resolves becomes a token
		// (608.3f, 111.12), below.
		g.emit(Event{Kind: EvZoneChange, Old: o.ID, From: from, To: ZoneNone, LKI: lk, Player: o.Controller})
		return nil
	}
	if len(o.MeldCards) == 2 && from == ZoneBattlefield {
		return g.moveMelded(o, from, z, lk, opt.bottom)
	}
	if len(o.Merged) > 1 && from == ZoneBattlefield {
		return g.moveMerged(o, from, z, lk, opt.bottom)
	}
	n := g.newObject(o.Card, o.Owner, z)
	n.Token, n.Copy, n.Def, n.Alias = o.Token, o.Copy, o.Def, o.Alias
	if o.Copy && from == ZoneStack {
		// The resolved copy of a permanent spell is a token, not a copy of
		// a card (it was not "created", 111.12).
		n.Token, n.Copy = true, false
	}
	n.Commander = o.Commander
	if g.newOf == nil {
		g.newOf = map[int][]int{}
	}
	g.newOf[o.ID] = []int{n.ID}
	if z == ZoneExile {
		// Exiled face down (406.3): its owner may not look at it.
		n.FaceDown = opt.faceDown
		// "Les cartes exilées par Valgavoth": exiled by a replacement
		// effect of that object.
		n.ExiledBy = by
	}
	if z == ZoneBattlefield {
		n.Tapped = opt.tapped
		n.FaceDown = opt.faceDown
		if opt.controller > 0 {
			n.Controller = opt.controller - 1
		}
	}
	if z == ZoneBattlefield || z == ZoneExile {
		// "Exilez-la avec trois marqueurs « temps » sur elle": a card in
		// exile keeps counters too (suspend).
		for k, v := range opt.counters {
			if n.Counters == nil {
				n.Counters = map[string]int{}
			}
			if z == ZoneBattlefield {
				// Entering with counters is having them put on it
				// (122.6): Hardened Scales applies (replace_amounts.go).
				v = g.modifyCounters(n, k, v)
			}
			n.Counters[k] += v
		}
	}
	if z == ZoneBattlefield {
		g.enterWithLoyalty(n)
	}
	if opt.prep != nil {
		opt.prep(n)
	}
	g.insert(n, z, opt.bottom)
	if z == ZoneBattlefield {
		g.othersEnterWithCounters(n)
		g.riotEnters(n)
		g.enterKeywords(n)
	}
	if from == ZoneBattlefield || from == ZoneStack {
		if from == ZoneBattlefield && o.FaceDown {
			g.logf("%s is revealed as it leaves the battlefield", g.Describe(n))
		}
	}
	g.emit(Event{Kind: EvZoneChange, Obj: n.ID, Old: o.ID, From: from, To: z, LKI: lk, Player: o.Controller, Card: !o.Token && !o.Copy})
	if from == ZoneBattlefield {
		g.emitLeave(o, lk, z)
	}
	g.logf("%s: %s → %s", g.describeChars(lk, n), from, z)
	return n
}

// emitLeave records what left the battlefield for look-back triggers.
func (g *Game) emitLeave(o *Object, lk *Chars, z Zone) {
	// A creature or a planeswalker put into a graveyard from the
	// battlefield dies (700.4: "another creature or planeswalker you
	// control dies"); only creatures count as died this turn (morbid).
	if lk != nil && (lk.Is(TCreature) || lk.Is(TPlaneswalker)) && z == ZoneGraveyard {
		g.emit(Event{Kind: EvDies, Old: o.ID, LKI: lk, Player: lk.Controller, Token: o.Token})
	}
	if lk != nil && lk.Is(TCreature) && z == ZoneGraveyard {
		if !o.Token {
			g.diedThisTurn = append(g.diedThisTurn, lk)
		}
	}
	g.emit(Event{Kind: EvLeaves, Old: o.ID, LKI: lk, Player: lk.Controller, To: z})
	g.returnExiledUntilLeaves(o)
}

// replaceDestination applies the replacement effects of rule 614 that send
// a card somewhere else than where it was going, and returns the object
// whose effect did (0 for a rule: flashback, a finality counter).
func (g *Game) replaceDestination(o *Object, from, to Zone) (Zone, int) {
	if z, ok := flashbackDestination(o, from, to); ok {
		g.logf("%s was cast with flashback: exiled instead", g.Describe(o))
		return z, 0
	}
	if from == ZoneBattlefield && to != ZoneExile && o.Unearthed {
		g.logf("%s was unearthed: exiled instead", g.Describe(o))
		return ZoneExile, 0
	}
	if from == ZoneBattlefield && to == ZoneGraveyard && o.CounterCount("finality") > 0 {
		g.logf("%s has a finality counter: exiled instead", g.Describe(o))
		return ZoneExile, 0
	}
	for _, e := range g.activeEffects() {
		if e.kind != effRedirect {
			continue
		}
		if e.fromBattlefield && from != ZoneBattlefield {
			continue
		}
		if e.toZone != to {
			continue
		}
		if !g.effectApplies(e, o) {
			continue
		}
		g.logf("%s would go to %s: %s instead", g.Describe(o), to, e.newZone)
		return e.newZone, e.source
	}
	return to, 0
}

// Describe names an object for logs and messages.
func (g *Game) Describe(o *Object) string {
	if o == nil {
		return "(gone)"
	}
	return g.describeChars(g.Chars(o), o)
}

func (g *Game) describeChars(c *Chars, o *Object) string {
	if c != nil && len(c.Names) > 0 {
		return joinNames(c.Names)
	}
	if o != nil && o.FaceDown {
		return "face-down permanent"
	}
	if o != nil && o.Card != nil {
		return o.Card.Name
	}
	return "object"
}

// LKI returns the object as it last existed before it left the battlefield
// or the stack (last known information, rule 608.2h).
func (g *Game) LKI(oldID int) (*Object, *Chars) {
	e := g.lki[oldID]
	if e == nil {
		return nil, nil
	}
	return &e.obj, e.chars
}

// Opponents of p.
func (g *Game) Opponents(p int) []int {
	var out []int
	for _, pl := range g.Players {
		if pl.Index != p && !pl.Lost {
			out = append(out, pl.Index)
		}
	}
	return out
}

func (g *Game) addCounters(o *Object, kind string, n int) {
	if n <= 0 {
		return
	}
	n = g.modifyCounters(o, kind, n)
	if o.Counters == nil {
		o.Counters = map[string]int{}
	}
	o.Counters[kind] += n
	g.Touch()
	g.emit(Event{Kind: EvCounters, Obj: o.ID, Amount: n, What: kind, Player: o.Controller})
}

func (g *Game) removeCounters(o *Object, kind string, n int) int {
	have := o.CounterCount(kind)
	if have > 0 && g.countersLocked(o, kind) {
		return 0
	}
	if n > have {
		n = have
	}
	if n <= 0 {
		return 0
	}
	o.Counters[kind] -= n
	if o.Counters[kind] == 0 {
		delete(o.Counters, kind)
		if kind == "time" {
			g.lastTimeCounter(o)
			g.vanished(o)
		}
	}
	g.Touch()
	return n
}

// GraveyardTypes counts the card types among the cards in p's graveyard, the
// delirium number: tokens and copies are not cards and never count; one
// card counts once for each of its types (a room counts once).
func (g *Game) GraveyardTypes(p int) int {
	seen := map[string]bool{}
	for _, id := range g.Players[p].Graveyard {
		o := g.Objs[id]
		if o == nil || o.Token || o.Copy || o.Card == nil {
			continue
		}
		for _, t := range g.Chars(o).Types {
			if slices.Contains(CardTypes, t) {
				seen[t] = true
			}
		}
	}
	return len(seen)
}

// Devotion is the number of mana symbols of the given colors among the mana
// costs of the permanents p controls; a hybrid symbol counts once.
func (g *Game) Devotion(p int, colors ...Color) int {
	n := 0
	for _, o := range g.Battlefield() {
		c := g.Chars(o)
		if c.Controller != p {
			continue
		}
		n += c.Cost.Devotion(colors...)
	}
	return n
}

// loseLife and gainLife change life totals and record it for "lost life
// this turn" conditions.
func (g *Game) loseLife(p, n int, src int) {
	if n <= 0 {
		return
	}
	pl := g.Players[p]
	pl.Life -= n
	pl.LifeLostThisTurn += n
	g.Touch()
	g.logf("%s loses %d life (%d)", pl.Name, n, pl.Life)
	g.emit(Event{Kind: EvLifeLost, Player: p, Amount: n, Source: src})
}

// GainLife makes player p gain n life from source src, unless a rule
// forbids it or modifies the amount; it raises the life-gain event.
func (g *Game) GainLife(p, n int, src int) {
	if n <= 0 {
		return
	}
	if g.cantGainLife(p) {
		g.logf("%s cannot gain life", g.Players[p].Name)
		return
	}
	n = g.modifyLifeGain(p, n)
	pl := g.Players[p]
	pl.Life += n
	pl.LifeGainedThisTurn += n
	g.Touch()
	g.logf("%s gains %d life (%d)", pl.Name, n, pl.Life)
	g.emit(Event{Kind: EvLifeGained, Player: p, Amount: n, Source: src})
}

// ByAlias returns the newest object a scenario's alias names (a card that
// changed zones is a new object with the same alias), or nil.
func (g *Game) ByAlias(alias string) *Object {
	var best *Object
	for _, o := range g.Objs {
		if o.Alias != alias {
			continue
		}
		if best == nil || o.ID > best.ID {
			best = o
		}
	}
	return best
}
