package rules

import (
	"fmt"
	"strings"
)

// Functions of the expression language for the reader's conditions
// (exprFuncs holds them once its init has run): what happened this turn
// or the previous one, and totals over a set of objects.

// conditionFuncs are the expression functions of this file and of
// spells_last_turn.go.
var conditionFuncs = map[string]exprFunc{
	"spells_cast_last_turn": {[]Arg{}, "how many spells were cast during the previous turn, by every player", compileSpellsCastLastTurn},
	"most_cast_last_turn":   {[]Arg{}, "the most spells one player cast during the previous turn", compileMostCastLastTurn},
	"left_battlefield": {[]Arg{Req("player", ArgPlayer)}, "how many permanents the player controlled left the battlefield this turn (revolt)",
		compileLeftBattlefield},
	"city_blessing": {[]Arg{Req("player", ArgPlayer)}, "1 if the player has the city's blessing (ascend, 702.131)", compileCityBlessing},
	"spent_color": {[]Arg{Req("ref", ArgRef), Req("color", ArgString)},
		"how much mana of the color (W U B R G C, or \"colored\": all five) was spent to cast the spell, or the permanent's spell", compileSpentColor},
	"most_controlled": {[]Arg{Req("player", ArgPlayer), Req("filter", ArgFilter)},
		"the most objects matching the filter that one of the players controls (\"an opponent controls more lands than you\")", compileMostControlled},
	"highest":     {[]Arg{Req("player", ArgPlayer), Req("stat", ArgString)}, "the highest life or hand size (stat: life, hand) among the players", compilePlayerExtreme},
	"lowest":      {[]Arg{Req("player", ArgPlayer), Req("stat", ArgString)}, "the lowest life or hand size (stat: life, hand) among the players", compilePlayerExtreme},
	"total_power": {[]Arg{Req("filter", ArgFilter)}, "the total power of the objects matching the filter (formidable)", compileTotalPower},
	"shares_creature_type": {[]Arg{Req("ref", ArgRef), Req("other", ArgRef)},
		"1 if the two objects have a creature type in common (kinship; a changeling has them all)", compileSharesCreatureType},
	"cast_from": {[]Arg{Req("ref", ArgRef), Req("zone", ArgString)},
		"1 if the object is a spell, or a permanent that was a spell, cast from the zone (hand, graveyard, exile, library)", compileCastFrom},
}

func init() {
	// "As long as ~ is equipped": a permanent with an Equipment attached
	// to it (resolutionFilterWords is filterWord's table of such words).
	resolutionFilterWords["equipped"] = func(c *EvalCtx, o *Object, _ *Chars) bool {
		for _, a := range c.G.Battlefield() {
			if a.AttachedTo == o.ID && c.G.Chars(a).HasSub(SubEquipment) {
				return true
			}
		}
		return false
	}
}

// compileLeftBattlefield compiles left_battlefield(player): the
// permanents that left the battlefield this turn under the player's
// control, whatever made them leave and wherever they went.
func compileLeftBattlefield(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	return func(c *EvalCtx) int {
		n := 0
		for _, p := range c.PlayerRef(ref) {
			n += c.G.Players[p].LeftThisTurn
		}
		return n
	}, nil
}

// compileTotalPower compiles total_power(filter): "creatures you control
// have total power 8 or greater" adds up their powers (a negative power
// counts as it is, 208.3).
func compileTotalPower(_ string, args []string) (evalFn, error) {
	f, err := ParseFilter(args[0])
	if err != nil {
		return nil, err
	}
	return func(c *EvalCtx) int {
		n := 0
		for _, o := range c.G.Matching(c, f) {
			n += c.G.Chars(o).Power
		}
		return n
	}, nil
}

// compileCastFrom compiles cast_from(ref, zone): the spell on the stack
// was cast from the zone, or the permanent entered as a spell cast from
// it ("when ~ enters, if you cast it from your hand"). A permanent that
// was not cast (put onto the battlefield, a copy) was cast from nowhere.
func compileCastFrom(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	z, ok := ParseZone(args[1])
	if !ok {
		return nil, fmt.Errorf("cast_from: unknown zone %q", args[1])
	}
	return func(c *EvalCtx) int {
		o, _ := c.objRef(ref)
		if o == nil {
			return 0
		}
		if o.Zone == ZoneStack && o.Spell != nil {
			return b2i(o.Spell.CastFrom == z)
		}
		return b2i(o.Zone == ZoneBattlefield && o.WasCast && o.CastFrom == z)
	}, nil
}

// compileSpentColor compiles spent_color(ref, color): "if {R} was spent to
// cast it" asks spent_color(self, R) > 0. A spell on the stack knows what
// was spent for it; a permanent, what was spent for the spell it was (a
// permanent that was not cast: nothing).
func compileSpentColor(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	col := strings.TrimSpace(args[1])
	var cols []Color
	switch {
	case col == "colored":
		cols = []Color{'W', 'U', 'B', 'R', 'G'}
	case len(col) == 1 && (Color(col[0]).IsColor() || col == "C"):
		cols = []Color{Color(col[0])}
	default:
		return nil, fmt.Errorf("spent_color: %q is not a color", col)
	}
	return func(c *EvalCtx) int {
		o, _ := c.objRef(ref)
		if o == nil {
			return 0
		}
		spent := o.CastSpent
		if o.Zone == ZoneStack && o.Spell != nil {
			spent = o.Spell.Spent
		} else if o.Zone != ZoneBattlefield {
			return 0
		}
		n := 0
		for _, k := range cols {
			n += spent[k]
		}
		return n
	}, nil
}

// compileMostControlled compiles most_controlled(player, filter): "an
// opponent controls more lands than you" is most_controlled(each_opponent,
// land) > count(land you_control): one opponent, not all together.
func compileMostControlled(_ string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	f, err := ParseFilter(args[1])
	if err != nil {
		return nil, err
	}
	return func(c *EvalCtx) int {
		by := map[int]int{}
		for _, o := range c.G.Matching(c, f) {
			by[c.G.Chars(o).Controller]++
		}
		most := 0
		for _, p := range c.PlayerRef(ref) {
			most = max(most, by[p])
		}
		return most
	}, nil
}

// compilePlayerExtreme compiles highest(player, stat) and lowest(player,
// stat): "you have more cards in hand than each opponent" is hand(you) >
// highest(each_opponent, hand). With no player, 0.
func compilePlayerExtreme(name string, args []string) (evalFn, error) {
	ref := strings.TrimSpace(args[0])
	stat := strings.TrimSpace(args[1])
	if stat != "life" && stat != "hand" {
		return nil, fmt.Errorf("%s: unknown stat %q (life, hand)", name, stat)
	}
	return func(c *EvalCtx) int {
		best, found := 0, false
		for _, p := range c.PlayerRef(ref) {
			v := c.G.Players[p].Life
			if stat == "hand" {
				v = len(c.G.Players[p].Hand)
			}
			switch {
			case !found, name == "highest" && v > best, name == "lowest" && v < best:
				best, found = v, true
			}
		}
		return best
	}, nil
}
