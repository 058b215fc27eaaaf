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
	"spells_cast_last_turn": {nil, "how many spells were cast during the previous turn, by every player", compileSpellsCastLastTurn},
	"most_cast_last_turn":   {nil, "the most spells one player cast during the previous turn", compileMostCastLastTurn},
	"left_battlefield": {[]Arg{Req("player", ArgPlayer)}, "how many permanents the player controlled left the battlefield this turn (revolt)",
		compileLeftBattlefield},
	"city_blessing": {[]Arg{Req("player", ArgPlayer)}, "1 if the player has the city's blessing (ascend, 702.131)", compileCityBlessing},
	"total_power":   {[]Arg{Req("filter", ArgFilter)}, "the total power of the objects matching the filter (formidable)", compileTotalPower},
	"cast_from": {[]Arg{Req("ref", ArgRef), Req("zone", ArgString)},
		"1 if the object is a spell, or a permanent that was a spell, cast from the zone (hand, graveyard, exile, library)", compileCastFrom},
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
