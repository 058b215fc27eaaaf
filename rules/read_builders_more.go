package rules

import "strings"

// moreEffectBuilders are builders of shapes added after effectBuilders:
// the shape tables look a name up in both.
var moreEffectBuilders = map[string]effectBuilder{
	// "Les marqueurs « étourdissement » ne peuvent pas être retirés des
	// permanents que vos adversaires contrôlent."
	"cant_remove_counters": one(func(rd *reader, m map[string]string) (*Effect, error) {
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		ref, err := rd.object(m["what"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "cant_remove_counters", Kind: kind, Affects: ref}, nil
	}),
	// "Si une source que vous contrôlez devait infliger des blessures
	// non-combat à un adversaire, elle inflige autant de blessures plus 2
	// à la place."
	// "Exilez la Peine suspendue avec trois marqueurs « temps » sur elle."
	"exile_with_counters": one(func(rd *reader, m map[string]string) (*Effect, error) {
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "move", What: ref, Zone: "exile", Kind: kind, N: n}, nil
	}),
	"damage_plus":           damagePlus(""),
	"damage_plus_noncombat": damagePlus("noncombat"),
	"damage_plus_combat":    damagePlus("combat"),
}

// damagePlus builds the replacement that increases the damage sources you
// control deal to an opponent by {n}; kind is combat, noncombat or either.
func damagePlus(kind string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &Effect{Op: "damage_plus", N: n, Kind: kind, To: "opponent", Filter: builtinFilter("you_control")}, nil
	})
}

// tokenXPT gives a token "X/X" the X its sentence defines ("…, X étant le
// nombre de cartes de terrain dans votre cimetière"), counted as the
// instruction resolves.
func tokenXPT(rd *reader, e *Effect) {
	p, t, ok := strings.Cut(e.PT, "/")
	if !ok || rd.x == nil || (p != "x" && t != "x") {
		return
	}
	part := func(s string) *Expr {
		if s == "x" {
			return rd.x
		}
		return ptExpr(s)
	}
	e.P, e.T = part(p), part(t)
}
