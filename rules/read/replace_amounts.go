package read

import (
	"maps"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Replacement effects that change how much of something happens
// (rules/replace_amounts.go): « Si vous deviez gagner des points de vie,
// vous gagnez deux fois ce nombre de points de vie à la place »; "If one
// or more +1/+1 counters would be put on a creature you control, that
// many plus one +1/+1 counters are put on it instead" (or twice that
// many, group double).
func init() {
	maps.Copy(builders.effects, map[string]effectBuilder{
		"life_gain_double": one(buildLifeGainDouble),
		"counters_more":    one(buildCountersMore),
		"tokens_double":    one(buildTokensDouble),
	})
}

// buildTokensDouble builds the static shape "tokens_double": "If one or
// more tokens would be created under your control, twice that many of
// those tokens are created instead" (you: under your control; without
// it, every player's tokens, Primal Vigor).
func buildTokensDouble(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static || rd.env.spell {
		return nil, unreadf("a replacement of tokens created outside a permanent's static ability")
	}
	if m["you"] == "" {
		return &rules.Effect{Op: "tokens_double", Affects: "each_player"}, nil
	}
	return &rules.Effect{Op: "tokens_double", Affects: "you"}, nil
}

// buildLifeGainDouble builds the static shape "life_gain_double": the
// card's controller gains twice the life instead.
func buildLifeGainDouble(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if !rd.static || rd.env.spell {
		return nil, unreadf("\"you gain twice that much life instead\" outside a permanent's static ability")
	}
	return &rules.Effect{Op: "life_gain_double", Affects: "you"}, nil
}

// buildCountersMore builds the static shape "counters_more": counters of
// kind put on what (the card itself, or a kind of permanent) are that
// many plus one, or twice that many (group double), instead.
func buildCountersMore(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static || rd.env.spell {
		return nil, unreadf("a replacement of counters put outside a permanent's static ability")
	}
	kind, err := rd.counterKind(m["kind"])
	if err != nil {
		return nil, err
	}
	e := &rules.Effect{Op: "counters_plus", Kind: kind, N: rules.ConstExpr(1)}
	if m["double"] != "" {
		e.Op, e.N = "counters_double", nil
	}
	if strings.TrimSpace(m["what"]) == "~" {
		e.Affects = "self"
		return e, nil
	}
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	if f == "self" || strings.HasPrefix(f, "self ") {
		return nil, unreadf("counters put on %q: names an object named before, not a kind", m["what"])
	}
	pf, err := rules.ParseFilter(f)
	if err != nil {
		return nil, unreadf("counters put on %q: %v", m["what"], err)
	}
	e.Filter = pf
	return e, nil
}
