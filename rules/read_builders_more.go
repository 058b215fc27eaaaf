package rules

import (
	"fmt"
	"strings"
)

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
	// "meulez deux fois X cartes" / "macina carte pari al doppio di X".
	"mill_twice": one(func(rd *reader, m map[string]string) (*Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		twice, err := ParseExpr("2 * " + n.String())
		if err != nil {
			return nil, unreadf("twice %s: %v", n, err)
		}
		return &Effect{Op: "mill", N: twice}, nil
	}),
	// "Chaque carte d'enchantement dans votre main a le miracle. Son coût
	// de miracle est égal à son coût de mana réduit de {4}."
	"grant_miracle_less": grantAltCost("miracle", func(rd *reader, m map[string]string) (string, error) {
		return "mana_cost-" + m["less"], nil
	}),
	// "… a l'échappée. Le coût d'échappée est égal au coût de mana de la
	// carte plus l'exil de trois autres cartes de votre cimetière."
	"grant_escape_exile": grantAltCost("escape", func(rd *reader, m map[string]string) (string, error) {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("mana_cost+exile%d", n), nil
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

// grantAltCost builds a static ability granting the objects {obj} an
// alternative cost keyword whose cost derives from their mana cost (the
// engine's "miracle:mana_cost-4", "escape:mana_cost+exile3").
func grantAltCost(key string, cost func(rd *reader, m map[string]string) (string, error)) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*Effect, error) {
		c, err := cost(rd, m)
		if err != nil {
			return nil, err
		}
		e, err := readContinuous(rd, "grant", m)
		if err != nil {
			return nil, err
		}
		e.Keywords = []string{key + ":" + c}
		return e, nil
	})
}
