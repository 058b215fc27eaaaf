package rules

import (
	"slices"
	"strconv"
	"strings"
)

// EvalCtx is what an ability's expressions and references are evaluated
// against: its source, its controller, its targets, the event that
// triggered it, the value of X.
type EvalCtx struct {
	G       *Game
	Src     int    // source object
	srcLKI  *Chars // the source as it last existed, if it left
	srcObj  *Object
	Ctrl    int
	Targets [][]Target
	mode    int
	X       int
	ev      *Event
	spell   *SpellState
	obj     int // the object a per-object expression is evaluated for
	vars    map[string][]int
	// lki: how the objects some instructions moved last existed
	// (rememberLKI), by the same names.
	lki map[string][]*Chars
	// chosenPl are the players chosen as the ability resolves
	// (choose_player, choose_opponent): the reference chosen_player.
	chosenPl []int
	// votes are the votes cast as the ability resolves (vote.go); voter
	// is the player whose vote for_each_vote is counting: the reference
	// voter.
	votes []vote
	voter []int
	// excess is the excess damage the ability's damage dealt to creatures
	// (120.4a), for "le surplus de blessures infligées de cette manière".
	excess int
	// lifeLost is the life the ability's instructions made players lose,
	// and dealt the damage they dealt, for "the life lost this way" and
	// "the damage dealt this way" (life_lost_this_way.go).
	lifeLost, dealt int
	// resolution is how many times this turn the resolving ability has
	// resolved, this time included (resolutions.go).
	resolution int
	// declined are the players who neither sacrificed nor discarded
	// (sacrifice_or_discard): the reference declined.
	declined []int
	// specs are the target slots of the resolving spell or ability, by
	// mode (the references slot<i>, slot<i>.<j>: target_slots.go).
	specs func(mode int) []*TargetSpec
}

func (c *EvalCtx) with(o *Object) *EvalCtx {
	d := *c
	d.obj = o.ID
	return &d
}

func (c *EvalCtx) curTargets() []Target {
	if c.mode < len(c.Targets) {
		return c.Targets[c.mode]
	}
	return nil
}

// source returns the source object if it still exists, with its
// characteristics, or its last known information.
func (c *EvalCtx) source() (*Object, *Chars) {
	if o := c.G.Objs[c.Src]; o != nil {
		return o, c.G.Chars(o)
	}
	if c.srcObj != nil {
		return nil, c.srcLKI
	}
	if o, ch := c.G.LKI(c.Src); o != nil {
		return nil, ch
	}
	return nil, c.srcLKI
}

// lkiObj returns the object a reference named as it last existed, for
// references whose object has left its zone ("self", "it").
func (c *EvalCtx) lkiObj(ref string) *Object {
	switch ref {
	case "self":
		if o, _ := c.G.LKI(c.Src); o != nil {
			return o
		}
		return c.srcObj
	case "it":
		if c.ev != nil {
			if o, _ := c.G.LKI(c.ev.Old); o != nil {
				return o
			}
		}
	}
	return nil
}

// objRef resolves a reference to one object. A target that has changed
// zones (and so is a new object) resolves to nil: it is no longer legal.
// itRef is the object the event is about: as it is now, or as it last
// existed (the LKI the event carries, or the game's: a spell that left the
// stack).
func (c *EvalCtx) itRef() (*Object, *Chars) {
	g := c.G
	if c.ev == nil {
		return nil, nil
	}
	if o := g.Objs[c.ev.Obj]; o != nil && c.ev.Obj != 0 {
		return o, g.Chars(o)
	}
	if c.ev.LKI != nil {
		return nil, c.ev.LKI
	}
	if _, ch := g.LKI(c.ev.Obj); ch != nil {
		return nil, ch
	}
	return nil, nil
}

// copySource returns the id of the object ref names, or of the object a
// target was before it left its zone (its last known information is kept
// under that id); 0 when ref names nothing.
func (c *EvalCtx) copySource(ref string) int {
	if len(ref) >= 2 && ref[0] == 't' && IsDigits(ref[1:]) {
		i, _ := strconv.Atoi(ref[1:])
		if ts := c.curTargets(); i < len(ts) && !ts[i].IsPlayer() {
			return ts[i].Obj
		}
		return 0
	}
	if o, _ := c.objRef(ref); o != nil {
		return o.ID
	}
	return 0
}

func (c *EvalCtx) objRef(ref string) (*Object, *Chars) {
	g := c.G
	switch {
	case ref == "self":
		return c.source()
	case ref == "affected":
		if o := g.Objs[c.obj]; o != nil {
			return o, g.Chars(o)
		}
		return nil, nil
	case strings.HasPrefix(ref, "slot") && slotRefRE.MatchString(ref):
		ts, j, _ := c.slotTargets(ref)
		return c.slotObj(ts, j)
	case len(ref) >= 2 && ref[0] == 't' && IsDigits(ref[1:]):
		i, _ := strconv.Atoi(ref[1:])
		ts := c.curTargets()
		if i >= len(ts) || ts[i].IsPlayer() {
			return nil, nil
		}
		if o := g.Objs[ts[i].Obj]; o != nil {
			return o, g.Chars(o)
		}
		return nil, nil
	case ref == "it":
		return c.itRef()
	case ref == "it_source" || ref == "it_other":
		return c.eventObj(ref)
	case ref == "enchanted" || ref == "equipped" || ref == "attached":
		return c.attachedObj()
	case ref == "chosen":
		return c.chosenObj()
	case ref == "sacrificed":
		if c.spell != nil && c.spell.Sacrificed != nil {
			return nil, c.spell.Sacrificed
		}
		return nil, nil
	case ref == "exiled":
		src, _ := c.source()
		if src != nil && len(src.Exiled) > 0 {
			if o := g.Objs[src.Exiled[0]]; o != nil {
				return o, g.Chars(o)
			}
		}
		return nil, nil
	case c.vars != nil && c.vars[ref] != nil:
		for _, id := range c.vars[ref] {
			if o := g.Objs[id]; o != nil {
				return o, g.Chars(o)
			}
		}
		return nil, nil
	}
	if g.ResolveRef != nil {
		if t, ok := g.ResolveRef(ref); ok && !t.IsPlayer() {
			if o := g.Objs[t.Obj]; o != nil {
				return o, g.Chars(o)
			}
		}
	}
	return nil, nil
}

// eventObj is it_source (the other object of the event: the attacker a
// creature blocked, the spell that targeted) or it_other (the event's
// other object, the ability's own being one of the two).
func (c *EvalCtx) eventObj(ref string) (*Object, *Chars) {
	g := c.G
	if ref == "it_source" {
		// The other object of the event: the attacker a creature blocked,
		// the spell that targeted.
		if c.ev == nil {
			return nil, nil
		}
		if o := g.Objs[c.ev.Source]; o != nil {
			return o, g.Chars(o)
		}
		if _, ch := g.LKI(c.ev.Source); ch != nil && c.ev.Source != 0 {
			// Gone since ("that source's controller" of a creature
			// that died in the combat): as it last existed.
			return nil, ch
		}
		return nil, nil
	}
	// The event's other object, the ability's own being one of the
	// two: the creature it blocked or that blocked it, the creature
	// it dealt damage to.
	if c.ev == nil {
		return nil, nil
	}
	id := c.ev.Obj
	if id == c.Src {
		id = c.ev.Source
	}
	if o := g.Objs[id]; o != nil && id != 0 {
		return o, g.Chars(o)
	}
	if _, ch := g.LKI(id); ch != nil && id != 0 {
		// Gone ("destroy that creature. You gain life equal to
		// that creature's toughness"): as it last existed.
		return nil, ch
	}
	return nil, nil
}

// attachedObj is the permanent the source is attached to (enchanted,
// equipped, attached), the source as it last existed if gone.
func (c *EvalCtx) attachedObj() (*Object, *Chars) {
	g := c.G
	src, _ := c.source()
	if src == nil {
		if o, _ := g.LKI(c.Src); o != nil {
			src = o
		}
	}
	if src == nil || src.AttachedTo == 0 {
		return nil, nil
	}
	if o := g.Objs[src.AttachedTo]; o != nil {
		return o, g.Chars(o)
	}
	return nil, nil
}

// chosenObj is the object chosen for the spell or ability (its cost's
// or its instruction's choice), as it last existed once gone.
func (c *EvalCtx) chosenObj() (*Object, *Chars) {
	g := c.G
	if c.spell == nil || c.spell.Chosen == 0 {
		return nil, nil
	}
	if o := g.Objs[c.spell.Chosen]; o != nil && o.Zone == ZoneBattlefield {
		return o, g.Chars(o)
	}
	if _, ch := g.LKI(c.spell.Chosen); ch != nil {
		return nil, ch
	}
	if o := g.Objs[c.spell.Chosen]; o != nil {
		return o, g.Chars(o)
	}
	return nil, nil
}

// IsDigits reports whether s is a non-empty string of decimal digits.
func IsDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// objRefs resolves a reference to a set of objects: "all:<filter>",
// "targets", "exiled", a variable, or a single reference.
func (c *EvalCtx) objRefs(ref string) []int {
	g := c.G
	switch {
	case strings.HasPrefix(ref, "chosen:"):
		return c.chosenRef(ref[len("chosen:"):])
	case strings.HasPrefix(ref, "all:"):
		f, err := ParseFilter(ref[4:])
		if err != nil {
			return nil
		}
		var out []int
		for _, o := range g.Matching(c, f) {
			out = append(out, o.ID)
		}
		return out
	case ref == "batch":
		// The objects of a batch event (milled_batch), still where the
		// event put them or not.
		if c.ev == nil {
			return nil
		}
		var out []int
		for _, id := range c.ev.Sources {
			if g.Objs[id] != nil {
				out = append(out, id)
			}
		}
		return out
	case ref == "self_cards":
		return c.selfCards()
	case ref == "it_cards":
		// The new objects the event's object became: both cards of a
		// melded permanent (712.4c).
		if c.ev == nil {
			return nil
		}
		var out []int
		for _, id := range g.newOf[c.ev.Old] {
			if g.Objs[id] != nil {
				out = append(out, id)
			}
		}
		return out
	case strings.HasPrefix(ref, "slot") && slotRefRE.MatchString(ref):
		ts, j, _ := c.slotTargets(ref)
		return c.slotObjs(ts, j)
	case ref == "pair":
		// The creature and the creature soulbond paired it with
		// (702.95c: "both creatures", "each of those creatures").
		src, _ := c.source()
		if src == nil {
			return nil
		}
		if p := g.partner(src); p != nil {
			return []int{src.ID, p.ID}
		}
		return []int{src.ID}
	case ref == "targets":
		var out []int
		for _, t := range c.curTargets() {
			if !t.IsPlayer() && g.Objs[t.Obj] != nil {
				out = append(out, t.Obj)
			}
		}
		return out
	case ref == "exiled":
		src, _ := c.source()
		if src == nil {
			if o, _ := g.LKI(c.Src); o != nil {
				src = o
			}
		}
		if src == nil {
			return nil
		}
		var out []int
		for _, id := range src.Exiled {
			if g.Objs[id] != nil {
				out = append(out, id)
			}
		}
		return out
	case c.vars != nil && c.vars[ref] != nil:
		var out []int
		for _, id := range c.vars[ref] {
			if g.Objs[id] != nil {
				out = append(out, id)
			}
		}
		return out
	}
	if o, _ := c.objRef(ref); o != nil {
		return []int{o.ID}
	}
	return nil
}

// playerRef resolves a reference to players.
// exiledOwners are the owners of the cards the source exiled and that are
// still in exile, each once, in turn order: "le propriétaire de la carte
// exilée" (none when it exiled nothing).
func (c *EvalCtx) exiledOwners() []int {
	g := c.G
	src, _ := c.source()
	if src == nil {
		src, _ = g.LKI(c.Src)
	}
	if src == nil {
		return nil
	}
	owns := map[int]bool{}
	for _, id := range src.Exiled {
		if o := g.Objs[id]; o != nil && o.Zone == ZoneExile {
			owns[o.Owner] = true
		}
	}
	var out []int
	for _, p := range g.Players {
		if owns[p.Index] {
			out = append(out, p.Index)
		}
	}
	return out
}

// PlayerRef returns the players a reference names ("you", "opp",
// "each_opponent", "controller(t0)" …), by index.
func (c *EvalCtx) PlayerRef(ref string) []int {
	g := c.G
	switch ref {
	case "you", "controller":
		return []int{c.Ctrl}
	case "other_opponent_random":
		return c.otherOpponentRandom()
	case "other_opponents":
		return c.otherOpponents()
	case "chosen_player":
		return c.chosenPl
	case "voter":
		return c.voter
	case "declined":
		return c.declined
	case "you_and_chosen":
		if slices.Contains(c.chosenPl, c.Ctrl) {
			return c.chosenPl
		}
		return append([]int{c.Ctrl}, c.chosenPl...)
	case "opp", "opponent":
		if ops := g.Opponents(c.Ctrl); len(ops) > 0 {
			return ops[:1]
		}
		return nil
	case "each_opponent", "opponents":
		return g.Opponents(c.Ctrl)
	case "each_player", "players":
		var out []int
		for _, p := range g.Players {
			if !p.Lost {
				out = append(out, p.Index)
			}
		}
		return out
	case "active":
		return []int{g.Active}
	case "exiled_owners":
		return c.exiledOwners()
	case "enchanted_player":
		return c.enchantedPlayer()
	case "defending":
		return c.defendingPlayer()
	case "them":
		if c.ev != nil {
			return []int{c.ev.Player}
		}
		return nil
	case "it_controller", "it_owner":
		return c.eventPlayer(ref)
	}
	if len(ref) >= 2 && ref[0] == 't' && IsDigits(ref[1:]) {
		i, _ := strconv.Atoi(ref[1:])
		ts := c.curTargets()
		if i < len(ts) && ts[i].IsPlayer() {
			return []int{ts[i].Player - 1}
		}
		return nil
	}
	if ref == "targets" {
		// Every targeted player ("n'importe quel nombre de joueurs
		// ciblés").
		var out []int
		for _, t := range c.curTargets() {
			if t.IsPlayer() {
				out = append(out, t.Player-1)
			}
		}
		return out
	}
	if pls, ok := c.ownerOrController(ref); ok {
		return pls
	}
	if strings.HasPrefix(ref, "all:") {
		// "Each other player" (all:other player): the players a filter
		// admits.
		return c.playersMatching(ref[len("all:"):])
	}
	if g.ResolveRef != nil {
		if t, ok := g.ResolveRef(ref); ok && t.IsPlayer() {
			return []int{t.Player - 1}
		}
	}
	return nil
}

// playersMatching are the players still in the game that a filter
// admits; none when it is no filter of players.
func (c *EvalCtx) playersMatching(filter string) []int {
	f, err := ParseFilter(filter)
	if err != nil {
		return nil
	}
	var out []int
	for _, p := range c.G.Players {
		if !p.Lost && f.matchPlayer(c, p.Index) {
			out = append(out, p.Index)
		}
	}
	return out
}

// otherOpponents is "each other opponent": the controller's opponents but
// the player the event is about.
func (c *EvalCtx) otherOpponents() []int {
	g := c.G
	var out []int
	for _, o := range g.Opponents(c.Ctrl) {
		if c.ev == nil || o != c.ev.Player {
			out = append(out, o)
		}
	}
	return out
}

// enchantedPlayer is the player the source (an Aura) enchants.
func (c *EvalCtx) enchantedPlayer() []int {
	g := c.G
	src, _ := c.source()
	if src == nil {
		if o, _ := g.LKI(c.Src); o != nil {
			src = o
		}
	}
	if src != nil && src.AttachedToPl > 0 {
		return []int{src.AttachedToPl - 1}
	}
	return nil
}

// eventPlayer is the controller (it_controller) or owner (it_owner) of
// the event's object, as it last existed when gone.
func (c *EvalCtx) eventPlayer(ref string) []int {
	g := c.G
	if c.ev == nil {
		return nil
	}
	if ref == "it_owner" {
		if o := g.Objs[c.ev.Obj]; o != nil {
			return []int{o.Owner}
		}
	}
	if c.ev.LKI != nil {
		return []int{c.ev.LKI.Controller}
	}
	if o := g.Objs[c.ev.Obj]; o != nil {
		return []int{g.Chars(o).Controller}
	}
	return nil
}

func indexOfTarget(ts []Target, t Target) int {
	for i, x := range ts {
		if x == t {
			return i
		}
	}
	return -1
}

// Matching returns the objects that pass filter f, in its zones.
func (g *Game) Matching(c *EvalCtx, f *Filter) []*Object {
	var out []*Object
	for _, z := range f.zones {
		for _, o := range g.ZoneList(z) {
			if g.matchObj(c, f, o, g.Chars(o)) {
				out = append(out, o)
			}
		}
	}
	return out
}

// matchObj reports whether object o (with characteristics ch) passes f.
func (g *Game) matchObj(c *EvalCtx, f *Filter, o *Object, ch *Chars) bool {
	if !f.objects {
		return false
	}
	if !f.InZone(o.Zone) {
		return false
	}
	for _, p := range f.preds {
		if !p(c, o, ch) {
			return false
		}
	}
	return true
}

// targetLKI is the last known information of the target ref (t0, t1 …)
// names, once it has left its zone.
func (c *EvalCtx) targetLKI(ref string) (*Object, *Chars) {
	if chs := c.lki[ref]; len(chs) == 1 {
		// An object an instruction of this resolution moved, remembered
		// as it last existed ("sacrificed_now").
		return nil, chs[0]
	}
	if len(ref) < 2 || ref[0] != 't' || !IsDigits(ref[1:]) {
		return nil, nil
	}
	i, _ := strconv.Atoi(ref[1:])
	ts := c.curTargets()
	if i >= len(ts) || ts[i].IsPlayer() {
		return nil, nil
	}
	return c.G.LKI(ts[i].Obj)
}

// ownerOrController reads "controller(ref)" and "owner(ref)"; ok is false
// for any other reference.
func (c *EvalCtx) ownerOrController(ref string) ([]int, bool) {
	g := c.G
	for _, pre := range []string{"controller(", "owner("} {
		if strings.HasPrefix(ref, pre) && strings.HasSuffix(ref, ")") {
			inner := ref[len(pre) : len(ref)-1]
			o, ch := c.objRef(inner)
			if pre == "owner(" && o != nil {
				return []int{o.Owner}, true
			}
			if ch != nil {
				return []int{ch.Controller}, true
			}
			if pre == "controller(" {
				// The object has left (a destroyed creature, a countered
				// spell): its controller as it last existed (608.2h).
				if _, lch := c.targetLKI(inner); lch != nil {
					return []int{lch.Controller}, true
				}
			}
			if pre == "owner(" {
				// The card left: its owner is remembered by the last known object.
				for _, t := range c.curTargets() {
					if lo, _ := g.LKI(t.Obj); lo != nil && "t"+strconv.Itoa(indexOfTarget(c.curTargets(), t)) == inner {
						return []int{lo.Owner}, true
					}
				}
			}
			return nil, true
		}
	}
	return nil, false
}

// rememberPlayer records that something happened to player p during the
// resolution.
func (c *EvalCtx) rememberPlayer(what string, p int) {
	if c.vars == nil {
		c.vars = map[string][]int{}
	}
	key := what + ":players"
	if !slices.Contains(c.vars[key], p) {
		c.vars[key] = append(c.vars[key], p)
	}
}

// remember records an object an instruction produced ("the discarded
// card"), for later instructions of the same ability to name.
func (c *EvalCtx) remember(name string, o *Object) {
	if o == nil {
		return
	}
	if c.vars == nil {
		c.vars = map[string][]int{}
	}
	c.vars[name] = append(c.vars[name], o.ID)
}

// rememberLKI records how an object an instruction moved last existed
// ("the permanents destroyed this way"): mv_sum reads their mana values
// as they were on the battlefield.
func (c *EvalCtx) rememberLKI(name string, ch *Chars) {
	if c.lki == nil {
		c.lki = map[string][]*Chars{}
	}
	c.lki[name] = append(c.lki[name], ch)
}

// dealtKey holds, among a resolution's remembered values, the players its
// damage instructions dealt damage to (player indexes, not object ids).
const dealtKey = "dealt:players"
