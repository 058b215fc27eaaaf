package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// exprFunc is a function of the expression language ("count(creature)",
// "power(t0)"): its arguments, one line of documentation, and how a call
// compiles. compileCall checks the number of arguments.
type exprFunc struct {
	args    []Arg
	doc     string
	compile func(name string, args []string) (evalFn, error)
}

// exprFuncs are the functions of the expression language. Filled by init,
// never written afterwards (a variable initializer cannot hold them: they
// compile filters and expressions, which call compileCall).
var exprFuncs map[string]exprFunc

func init() {
	ref, filter, expr := Req("ref", ArgRef), Req("filter", ArgFilter), Req("e", ArgExpr)
	player := Req("player", ArgPlayer)
	exprFuncs = map[string]exprFunc{
		"count": {[]Arg{filter}, "how many objects match the filter", compileCount},
		"is":    {[]Arg{ref, filter}, "1 if the object matches the filter", compileIs},
		"counters": {[]Arg{ref, Req("kind", ArgString)}, "how many counters of kind the object has (or had, if it left)",
			compileCounters},
		"devotion":   {[]Arg{Req("colors", ArgColors)}, "your devotion to the colors", compileDevotion},
		"half_up":    {[]Arg{expr}, "half of e, rounded up", compileHalf},
		"half_down":  {[]Arg{expr}, "half of e, rounded down", compileHalf},
		"prime":      {[]Arg{expr}, "1 if e is a prime number", compilePrime},
		"min":        {[]Arg{Req("a", ArgExpr), Req("b", ArgExpr)}, "the smaller of a and b", compileMinMax},
		"max":        {[]Arg{Req("a", ArgExpr), Req("b", ArgExpr)}, "the larger of a and b", compileMinMax},
		"mv_sum":     {[]Arg{ref}, "the total mana value of every object the reference names", compileMVSum},
		"same_types": {[]Arg{ref}, "1 if the reference names at least two objects and they all have exactly the same card types (supertypes and subtypes aside)", compileSameTypes},
		"resolutions": {[]Arg{}, "how many times this turn the resolving ability has resolved, this time included", func(_ string, _ []string) (evalFn, error) {
			return func(c *EvalCtx) int { return c.resolution }, nil
		}},
		"life_lost_this_way": {[]Arg{}, "the life the resolving ability's instructions made players lose (\"the life lost this way\")", func(_ string, _ []string) (evalFn, error) {
			return func(c *EvalCtx) int { return c.lifeLost }, nil
		}},
		"dealt_this_way": {[]Arg{}, "the damage the resolving ability's damage instructions dealt (\"the damage dealt this way\")", func(_ string, _ []string) (evalFn, error) {
			return func(c *EvalCtx) int { return c.dealt }, nil
		}},
		"excess": {[]Arg{}, "the excess damage the resolving ability's damage dealt to creatures (120.4a)", func(_ string, _ []string) (evalFn, error) {
			return func(c *EvalCtx) int { return c.excess }, nil
		}},
		"discarded": {[]Arg{player}, "how many cards the player discarded by the ability being resolved", func(_ string, args []string) (evalFn, error) {
			ref := strings.TrimSpace(args[0])
			return func(c *EvalCtx) int {
				n := 0
				for _, p := range c.PlayerRef(ref) {
					n += discardedBy(c, p)
				}
				return n
			}, nil
		}},
		"spent": {[]Arg{}, "the mana spent to cast the spell the trigger is about (it: a cast)", func(_ string, _ []string) (evalFn, error) {
			return func(c *EvalCtx) int {
				if c.ev != nil && c.ev.Kind == EvCast {
					return c.ev.Amount
				}
				return 0
			}, nil
		}},
		"size": {[]Arg{ref}, "how many objects the reference names (\"the tokens created this way\")", func(_ string, args []string) (evalFn, error) {
			ref := strings.TrimSpace(args[0])
			return func(c *EvalCtx) int { return len(c.objRefs(ref)) }, nil
		}},
		"max_power":      {[]Arg{filter}, "the greatest power among the objects matching the filter (0 if none)", compileMaxPower},
		"max_toughness":  {[]Arg{filter}, "the greatest toughness among the objects matching the filter (0 if none)", compileAmong},
		"max_mv":         {[]Arg{filter}, "the highest mana value among the objects matching the filter (0 if none)", compileAmong},
		"power_sum":      {[]Arg{filter}, "the total power of the objects matching the filter", compileAmong},
		"doors_unlocked": {[]Arg{filter}, "how many unlocked doors the rooms matching the filter have", compileDoorsUnlocked},
		"died_matching":  {[]Arg{filter}, "how many creatures that died this turn matched the filter as they last existed", compileDiedMatching},
		"door_names":     {[]Arg{filter}, "how many different names the unlocked doors of the rooms matching the filter have", compileDoorNames},
		"all_counters":   {[]Arg{ref}, "how many counters of every kind the object has (or had, if it left)", compileAllCounters},
		"dealt_player":   {[]Arg{player}, "1 if a damage instruction of this resolution dealt damage to the player (\"dealt damage this way\")", compileDealtPlayer},
		"lowest_life":    {[]Arg{player}, "the lowest life total among the players the reference names", compileLowestLife},
		"chose": {[]Arg{ref, Req("value", ArgString)}, "1 if the choice made as the permanent entered was value",
			compileChose},
		"card_is": {[]Arg{ref, Req("type", ArgString)}, "1 if the card's printed types include type, ignoring every effect",
			compileCardIs},
		"was_cast": {[]Arg{ref}, "1 if the permanent entered the battlefield as a spell that was cast", func(_ string, args []string) (evalFn, error) {
			ref := strings.TrimSpace(args[0])
			return func(c *EvalCtx) int {
				o, _ := c.objRef(ref)
				return b2i(o != nil && o.WasCast)
			}, nil
		}},
		"tribute_paid": {[]Arg{ref}, "1 if the opponent chosen as the permanent entered put its tribute's counters on it (702.104b)",
			compileTributePaid},
		"prowled": {[]Arg{}, "1 if the spell, or the permanent's spell, was cast for its prowl cost (702.76)",
			compileProwled},
		"conspired": {[]Arg{}, "1 if the spell's conspire cost was paid as it was cast (702.78)",
			compileConspired},
		"echo_due": {[]Arg{ref}, "1 if the permanent came under its controller's control since the beginning of their last upkeep (echo)", compileEchoDue},
		"legal": {[]Arg{ref}, "1 if the target is still legal (608.2b)", func(_ string, args []string) (evalFn, error) {
			ref := strings.TrimSpace(args[0])
			return func(c *EvalCtx) int {
				o, _ := c.objRef(ref)
				return b2i(o != nil)
			}, nil
		}},
		"share_type":    {[]Arg{ref}, "1 if the reference names at least two objects and every two of them share a card type", compileShareType},
		"single_target": {[]Arg{ref, filter}, "1 if every target of the spell is one and the same object, matching the filter", compileSingleTarget},
	}
	for name, doc := range objectNumbers {
		exprFuncs[name] = exprFunc{[]Arg{ref}, doc, compileObjectNumber}
	}
	for name, doc := range playerNumbers {
		exprFuncs[name] = exprFunc{[]Arg{player}, doc, compilePlayerNumber}
	}
	for _, group := range []map[string]exprFunc{conditionFuncs, soulbondFuncs, mutateFuncs} {
		for name, f := range group {
			exprFuncs[name] = f
		}
	}
}

func compileCount(_ string, args []string) (evalFn, error) {
	f, err := ParseFilter(args[0])
	if err != nil {
		return nil, err
	}
	if f.players > 0 && !f.objects {
		// A filter of players ("opponent lost_life") counts players, those
		// who have left the game included.
		return func(c *EvalCtx) int {
			n := 0
			for p := range c.G.Players {
				if f.matchPlayer(c, p) {
					n++
				}
			}
			return n
		}, nil
	}
	return func(c *EvalCtx) int { return len(c.G.Matching(c, f)) }, nil
}

func compileIs(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	f, err := ParseFilter(args[1])
	if err != nil {
		return nil, err
	}
	return func(c *EvalCtx) int {
		o, ch := c.objRef(ref)
		if o == nil && ch != nil {
			// The object left: "if it was a creature" reads it as it last
			// existed.
			o = c.lkiObj(ref)
		}
		if o == nil && ch == nil {
			// A target that moved: "Destroy target land. If that land was
			// legendary" reads it as it last existed on the battlefield
			// (608.2h); "Return target creature card … to the battlefield.
			// If it's a Dragon" reads the permanent it became.
			if lo, lch := c.targetLKI(ref); lo != nil {
				o, ch = lo, lch
			} else if m := c.movedTarget(ref); m != nil {
				o, ch = m, c.G.Chars(m)
			}
		}
		if o == nil {
			return 0
		}
		return b2i(c.G.matchObj(c, f, o, ch))
	}, nil
}

// objectNumbers are the functions that read a number of an object.
var objectNumbers = map[string]string{
	"power": "the object's power", "toughness": "the object's toughness", "mv": "the object's mana value",
	"loyalty": "the object's loyalty", "damage": "the damage marked on the object",
	"unlocked": "how many of the room's doors are unlocked", "tapped": "1 if the object is tapped",
	"monstrous": "1 if the object is monstrous", "renowned": "1 if the object is renowned", "attacking": "1 if the object is attacking",
}

func compileObjectNumber(name string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	return func(c *EvalCtx) int {
		o, ch := c.objRef(ref)
		if ch == nil {
			// A target that has left its zone ("Exile target creature.
			// Its controller gains life equal to its power"): as it last
			// existed (608.2h).
			o, ch = c.targetLKI(ref)
		}
		if ch == nil {
			return 0
		}
		switch name {
		case "power":
			return ch.Power
		case "toughness":
			return ch.Toughness
		case "mv":
			return ch.ManaValue
		case "loyalty":
			return ch.Loyalty
		}
		if o == nil {
			// The object has left: its last known state counts (608.2h).
			o = c.lkiObj(ref)
		}
		if o == nil {
			return 0
		}
		switch name {
		case "damage":
			return o.Damage
		case "unlocked":
			return b2i(o.Unlocked[0]) + b2i(o.Unlocked[1])
		case "tapped":
			return b2i(o.Tapped)
		case "monstrous":
			return b2i(o.Monstrous)
		case "renowned":
			return b2i(o.Renowned) // renown.go
		default:
			return b2i(o.Attacking)
		}
	}, nil
}

func compileCounters(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	// The tokenizer spaces out "+1/+1": the kind is read without spaces.
	kind := strings.ReplaceAll(args[1], " ", "")
	return func(c *EvalCtx) int {
		o, _ := c.objRef(ref)
		if o == nil {
			// The object has left: the counters it had (Esempio
			// Riluttante, L'Ozolito).
			o = c.lkiObj(ref)
		}
		if o == nil {
			return 0
		}
		return o.CounterCount(kind)
	}, nil
}

// playerNumbers are the functions that read a number of a player.
var playerNumbers = map[string]string{
	"life": "the player's life total", "hand": "how many cards are in the player's hand",
	"library": "how many cards are in the player's library", "graveyard": "how many cards are in the player's graveyard",
	"types_in_graveyard": "how many card types are among the cards in the player's graveyard",
	"lost_life":          "the life the player lost this turn", "gained_life": "the life the player gained this turn",
	"drawn": "how many cards the player drew this turn", "poison": "the player's poison counters",
	"energy":            "the player's energy counters",
	"drawn_last_turn":   "how many cards the player drew during the previous turn",
	"died":              "how many creatures died under the player's control this turn",
	"sacrificed":        "how many permanents the player sacrificed this turn",
	"starting_life":     "the player's starting life total",
	"lands_entered":     "how many lands entered the battlefield under the player's control this turn",
	"face_down_entered": "how many face-down permanents entered the battlefield under the player's control this turn",
	"turned_face_up":    "how many permanents the player turned face up this turn",
	"attacked":          "how many creatures the player attacked with this turn",
	"basic_land_types":  "how many basic land types are among the lands the player controls (domain)",
}

func compilePlayerNumber(name string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	return func(c *EvalCtx) int {
		ps := c.PlayerRef(ref)
		if len(ps) == 0 {
			return 0
		}
		pl := c.G.Players[ps[0]]
		switch name {
		case "life":
			return pl.Life
		case "hand":
			return len(pl.Hand)
		case "library":
			return len(pl.Library)
		case "graveyard":
			return len(pl.Graveyard)
		case "lost_life":
			return pl.LifeLostThisTurn
		case "gained_life":
			return pl.LifeGainedThisTurn
		case "drawn":
			return pl.DrawnThisTurn
		case "drawn_last_turn":
			return pl.DrawnLastTurn
		case "poison":
			return pl.Poison
		case "energy":
			return pl.Energy
		case "died":
			n := 0
			for _, ch := range c.G.diedThisTurn {
				if ch.Controller == ps[0] {
					n++
				}
			}
			return n
		case "sacrificed":
			return pl.SacrificedThisTurn
		case "starting_life":
			return pl.StartingLife
		case "lands_entered":
			return pl.LandsEnteredThisTurn
		case "face_down_entered":
			return pl.FaceDownEnteredThisTurn
		case "turned_face_up":
			return pl.TurnedFaceUpThisTurn
		case "attacked":
			return pl.AttackedThisTurn
		case "basic_land_types":
			return c.G.BasicLandTypes(ps[0])
		default:
			return c.G.GraveyardTypes(ps[0])
		}
	}, nil
}

func compileDevotion(_ string, args []string) (evalFn, error) {
	var cols []Color
	for _, r := range strings.ToUpper(strings.TrimSpace(args[0])) {
		if !Color(r).IsColor() {
			return nil, fmt.Errorf("devotion: %q is not a color", string(r))
		}
		cols = append(cols, Color(r))
	}
	return func(c *EvalCtx) int { return c.G.Devotion(c.Ctrl, cols...) }, nil
}

func compileHalf(name string, args []string) (evalFn, error) {
	inner, err := ParseExpr(args[0])
	if err != nil {
		return nil, err
	}
	return func(c *EvalCtx) int {
		v := inner.Eval(c)
		if name == "half_up" {
			return (v + 1) / 2
		}
		return v / 2
	}, nil
}

func compileMinMax(name string, args []string) (evalFn, error) {
	a, err := ParseExpr(args[0])
	if err != nil {
		return nil, err
	}
	b, err := ParseExpr(args[1])
	if err != nil {
		return nil, err
	}
	return func(c *EvalCtx) int {
		x, y := a.Eval(c), b.Eval(c)
		if (name == "min") == (x < y) {
			return x
		}
		return y
	}, nil
}

func compileMVSum(_ string, args []string) (evalFn, error) {
	// mv_sum(ref): the total mana value of every object a reference names
	// ("the exiled card" of linked abilities triggered twice).
	ref := strings.TrimSpace(args[0])
	return func(c *EvalCtx) int {
		n := 0
		if chs, ok := c.lki[ref]; ok {
			// Objects as they last existed on the battlefield (the
			// permanents destroyed this way).
			for _, ch := range chs {
				n += ch.ManaValue
			}
			return n
		}
		for _, id := range c.objRefs(ref) {
			if o := c.G.Objs[id]; o != nil {
				n += c.G.Chars(o).ManaValue
			}
		}
		return n
	}, nil
}

func compileMaxPower(_ string, args []string) (evalFn, error) {
	f, err := ParseFilter(args[0])
	if err != nil {
		return nil, err
	}
	return func(c *EvalCtx) int {
		best := 0
		for _, o := range c.G.Matching(c, f) {
			if p := c.G.Chars(o).Power; p > best {
				best = p
			}
		}
		return best
	}, nil
}

func compileChose(_ string, args []string) (evalFn, error) {
	// chose(ref, value): the choice made as the permanent entered was
	// value; no choice at all (a copy, a manifested card turned face up)
	// matches nothing.
	ref, val := strings.TrimSpace(args[0]), text.FoldLine(strings.TrimSpace(args[1]))
	return func(c *EvalCtx) int {
		o, _ := c.objRef(ref)
		if o == nil {
			o = c.lkiObj(ref)
		}
		if o == nil || o.Chosen == nil {
			return 0
		}
		if IsDigits(val) {
			// The position of the choice among the card's (enters_choice).
			return b2i(o.Chosen["index"] == val)
		}
		return b2i(text.FoldLine(o.Chosen["choice"]) == val)
	}, nil
}

func compileCardIs(_ string, args []string) (evalFn, error) {
	// card_is(ref, Creature): the card's printed types, ignoring every
	// effect (a face-down card revealed, 701.40b).
	ref := strings.TrimSpace(args[0])
	t := strings.TrimSpace(args[1])
	if ct, ok := CardTypeWord(t); ok {
		t = ct
	}
	return func(c *EvalCtx) int {
		o, _ := c.objRef(ref)
		if o == nil {
			// "Exile target card from a graveyard. If it was a creature
			// card": the target has moved (a new object, 400.7); the
			// card it became is the same printed card.
			o = c.movedTarget(ref)
		}
		if o == nil && strings.HasPrefix(ref, "all:") {
			// "Reveal the top card of your library. If it's a creature
			// card": the one object a filter names (the top card), as
			// the reveal before it named it.
			if ids := c.objRefs(ref); len(ids) == 1 {
				o = c.G.Objs[ids[0]]
			}
		}
		if o == nil || o.Card == nil || o.Token {
			return 0
		}
		for _, f := range o.Card.Faces {
			if slices.Contains(f.Types, t) {
				return 1
			}
		}
		return 0
	}, nil
}

func compileLowestLife(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	return func(c *EvalCtx) int {
		ps := c.PlayerRef(ref)
		if len(ps) == 0 {
			return 0
		}
		low := c.G.Players[ps[0]].Life
		for _, p := range ps[1:] {
			low = min(low, c.G.Players[p].Life)
		}
		return low
	}, nil
}

func compileAllCounters(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	return func(c *EvalCtx) int {
		o, _ := c.objRef(ref)
		if o == nil {
			o = c.lkiObj(ref)
		}
		if o == nil {
			return 0
		}
		n := 0
		for _, v := range o.Counters {
			n += v
		}
		return n
	}, nil
}

func compileSameTypes(_ string, args []string) (evalFn, error) {
	// same_types(milled): "deux cartes qui partagent tous leurs types de
	// carte ont été meulées de cette manière".
	ref := strings.TrimSpace(args[0])
	return func(c *EvalCtx) int {
		ids := c.objRefs(ref)
		if len(ids) < 2 {
			return 0
		}
		var first []string
		for i, id := range ids {
			o := c.G.Objs[id]
			if o == nil {
				return 0
			}
			ts := slices.Sorted(slices.Values(c.G.Chars(o).Types))
			if i == 0 {
				first = ts
				continue
			}
			if !slices.Equal(first, ts) {
				return 0
			}
		}
		return 1
	}, nil
}

func compileDealtPlayer(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	return func(c *EvalCtx) int {
		for _, p := range c.PlayerRef(ref) {
			if slices.Contains(c.vars[dealtKey], p) {
				return 1
			}
		}
		return 0
	}, nil
}

// movedTarget is the object a target (ref "t0", "t1" …) became by changing
// zones during the resolution, nil if it has not moved or is no card.
func (c *EvalCtx) movedTarget(ref string) *Object {
	if len(ref) < 2 || ref[0] != 't' || !IsDigits(ref[1:]) {
		return nil
	}
	i, _ := strconv.Atoi(ref[1:])
	ts := c.curTargets()
	if i >= len(ts) || ts[i].IsPlayer() {
		return nil
	}
	for _, id := range c.G.newOf[ts[i].Obj] {
		if o := c.G.Objs[id]; o != nil {
			return o
		}
	}
	return nil
}
