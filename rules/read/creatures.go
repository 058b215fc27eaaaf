package read

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Creature subjects for a time: "target creature attacks this turn if
// able", "~ can't be regenerated this turn", « la créature ciblée est
// indestructible ce tour-ci ». Each reuses a continuous op the engine
// runs, limited by the clause's own duration: without one the clause is
// another sentence (a static ability, or a shape of its own) and is not
// read here.

// timed reads a continuous op whose clause must carry its duration.
func timed(rd *reader, op string, m map[string]string) (*rules.Effect, error) {
	if m["until"] == "" && rd.sentenceUntil == "" {
		return nil, unreadf("%q with no duration", op)
	}
	return readContinuous(rd, op, m)
}

// buildAttacksThisTurn builds the effect shape "attacks_this_turn":
// "attacks this turn if able" binds each combat of that turn (508.1d), as
// "attacks each combat if able" does for as long as it lasts.
func buildAttacksThisTurn(rd *reader, m map[string]string) (*rules.Effect, error) {
	return timed(rd, "attacks_each_combat", m)
}

// buildCantRegenerateFor builds the effect shape "cant_regenerate_for":
// "~ can't be regenerated this turn" (701.19c).
func buildCantRegenerateFor(rd *reader, m map[string]string) (*rules.Effect, error) {
	return timed(rd, "cant_regenerate", m)
}

// buildIndestructibleFor builds the effect shape "indestructible_for":
// the old wording « est indestructible ce tour-ci » grants the keyword
// for that time (702.12).
func buildIndestructibleFor(rd *reader, m map[string]string) (*rules.Effect, error) {
	if m["until"] == "" && rd.sentenceUntil == "" {
		return nil, unreadf("\"indestructible\" with no duration")
	}
	e, err := readContinuous(rd, "grant", m)
	if err != nil {
		return nil, err
	}
	e.Keywords = []string{"indestructible"}
	return e, nil
}

// buildDamageItself builds the effect shape "damage_itself": "target
// creature deals damage to itself equal to its power", « la créature
// ciblée s'inflige un nombre de blessures égal à sa force », « la creatura
// bersaglio si infligge un ammontare di danni pari alla propria forza »:
// the creature is source and recipient. "Each creature deals damage to
// itself" is one amount per creature, which one damage op does not say:
// left unread.
func buildDamageItself(rd *reader, m map[string]string) (*rules.Effect, error) {
	src, err := rd.damageSource(m["src"])
	if err != nil {
		return nil, err
	}
	if src == "" || strings.HasPrefix(src, "all:") {
		return nil, unreadf("%q deals damage to itself: one amount for each of them", m["src"])
	}
	n, err := rules.ParseExpr("power(" + src + ")")
	if err != nil {
		return nil, fmt.Errorf("the power of %q: %w", src, err)
	}
	return &rules.Effect{Op: "damage", N: n, To: src, Source: src}, nil
}
