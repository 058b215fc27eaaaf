package read

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// moreEffectBuilders are builders of shapes added after effectBuilders:
// the shape tables look a name up in both.
var moreEffectBuilders = map[string]effectBuilder{
	// "Les marqueurs « étourdissement » ne peuvent pas être retirés des
	// permanents que vos adversaires contrôlent."
	"cant_remove_counters": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		kind, err := rd.counterKind(m["kind"])
		if err != nil {
			return nil, err
		}
		ref, err := rd.object(m["what"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "cant_remove_counters", Kind: kind, Affects: ref}, nil
	}),
	// "Exilez la Peine suspendue avec trois marqueurs « temps » sur elle."
	"exile_with_counters": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
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
		return &rules.Effect{Op: "move", What: ref, Zone: "exile", Kind: kind, N: n}, nil
	}),
	// "meulez deux fois X cartes" / "macina carte pari al doppio di X".
	"mill_twice": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		twice, err := rules.ParseExpr("2 * " + n.String())
		if err != nil {
			return nil, unreadf("twice %s: %v", n, err)
		}
		return &rules.Effect{Op: "mill", N: twice}, nil
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
	// "…, tu scegli fino a una creatura bersaglio che controlla e metti …":
	// the target is chosen; the instructions after it act on it.
	"choose_target": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		n, err := rd.nounPhrase(m["obj"])
		if err != nil {
			return nil, err
		}
		if !n.target {
			return nil, unreadf("%q is not a target", m["obj"])
		}
		if _, err := rd.refOf(n, m["obj"]); err != nil {
			return nil, err
		}
		return nil, nil
	},
	// "Son contrôleur peut le sacrifier." after a target: what its
	// controller may do (the scenario's decline is their choice); "ce
	// joueur" is then that controller.
	"optional_controller": func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		if !targetRef.MatchString(rd.last) {
			return nil, unreadf("\"its controller\" with no target before it")
		}
		rd.lastPl = "controller(" + rd.last + ")"
		return rd.optionalClauses(m["rest"])
	},
	// "dégagez jusqu'à X terrains": up to N objects chosen as it resolves
	// (resolve's choices, else the first tapped ones).
	"untap_upto": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		pf, err := rd.parsedFilter(m["what"], "untap")
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "untap", N: n, Filter: pf}, nil
	}),
	// "… et choisissez un adversaire au hasard": "ce joueur" after it.
	"choose_opponent": one(func(rd *reader, _ map[string]string) (*rules.Effect, error) {
		rd.lastPl = "chosen_player"
		return &rules.Effect{Op: "choose_opponent"}, nil
	}),
	// "La Monstruosité ursidée attaque ce joueur pendant ce combat si
	// possible."
	"must_attack": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err != nil {
			return nil, err
		}
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "must_attack", What: ref, To: who, Until: "end_of_combat"}, nil
	}),
	// "… gagne +1/+1 pour chaque type de carte parmi les cartes dans votre
	// cimetière."
	"pump_per_type": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		e, err := readContinuous(rd, "pump", m)
		if err != nil {
			return nil, err
		}
		per := func(s string) (*rules.Expr, error) {
			return rules.ParseExpr(rd.ptValue(s).String() + " * types_in_graveyard(you)")
		}
		if e.P, err = per(m["p"]); err != nil {
			return nil, unreadf("pump per type: %v", err)
		}
		if e.T, err = per(m["t"]); err != nil {
			return nil, unreadf("pump per type: %v", err)
		}
		return e, nil
	}),
	// "Vous gagnez autant de points de vie que le surplus de blessures …"
	"gain_life_expr": one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.amount(m["expr"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "gain_life", N: n}, nil
	}),
	// "Une fois pendant chacun de vos tours, vous pouvez lancer un sort
	// depuis votre main en payant un nombre de points de vie égal à sa
	// valeur de mana à la place de payer son coût de mana."
	"cast_for_life": one(func(*reader, map[string]string) (*rules.Effect, error) {
		return &rules.Effect{Op: "cast_for_life", Affects: "you"}, nil
	}),
	"damage_plus":           damagePlus(""),
	"damage_plus_noncombat": damagePlus("noncombat"),
	"damage_plus_combat":    damagePlus("combat"),
}

// damagePlus builds the replacement that increases the damage sources you
// control deal to an opponent by {n}; kind is combat, noncombat or either.
func damagePlus(kind string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: "damage_plus", N: n, Kind: kind, To: "opponent", Filter: rules.MustParseFilter("you_control")}, nil
	})
}

// tokenXPT gives a token "X/X" the X its sentence defines ("…, X étant le
// nombre de cartes de terrain dans votre cimetière"), counted as the
// instruction resolves.
func tokenXPT(rd *reader, e *rules.Effect) {
	p, t, ok := strings.Cut(e.PT, "/")
	if !ok || rd.x == nil || (p != "x" && t != "x") {
		return
	}
	part := func(s string) *rules.Expr {
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
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
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

// targetList reads a list of target phrases, each a target of its own
// ("jusqu'à un artefact ciblé, jusqu'à une créature ciblée et jusqu'à un
// enchantement ciblé"): the instruction acts on all of them ("targets"),
// which must then be the ability's only targets.
func (rd *reader) targetList(s string) (string, error) {
	if len(rd.ab.Targets) > 0 {
		return "", unreadf("a list of targets after other targets: %q", s)
	}
	parts := rd.lx.listSplit.Split(strings.TrimSpace(s), -1)
	if len(parts) < 2 {
		return "", unreadf("not a list: %q", s)
	}
	saved := *rd.ab
	for _, p := range parts {
		n, err := rd.nounPhrase(p)
		if err == nil && !n.target {
			err = unreadf("%q is not a target", p)
		}
		if err == nil {
			_, err = rd.refOf(n, p)
		}
		if err != nil {
			*rd.ab = saved
			return "", err
		}
	}
	rd.last = "targets"
	return "targets", nil
}

// condBuilder builds a condition's expression from a matched shape.
type condBuilder = func(rd *reader, m map[string]string) (string, error)

// filterCond is the condition format of a filter phrase (m["what"]),
// for format's %s: "Une {what} est morte ce tour-ci".
func filterCond(format string) condBuilder {
	return func(rd *reader, m map[string]string) (string, error) {
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf(format, f), nil
	}
}

// countFilterCond is the condition format of a filter phrase and a
// count (m["what"], m["n"]), for format's %s and %d: "vous contrôlez au
// moins trois artefacts".
func countFilterCond(format string) condBuilder {
	return func(rd *reader, m map[string]string) (string, error) {
		n, err := rd.lx.count(m["n"])
		if err != nil {
			return "", err
		}
		f, err := rd.filterPhrase(m["what"])
		if err != nil {
			return "", err
		}
		return fmt.Sprintf(format, f, n), nil
	}
}

// castCondBuilders are conditions about the spell a trigger is about.
var castCondBuilders = map[string]condBuilder{
	// "si la quantité de mana dépensée pour le lancer était inférieure à
	// sa valeur de mana": of the spell whose cast triggered the ability.
	"spent_less": func(*reader, map[string]string) (string, error) { return "spent() < mv(it)", nil },
	// "Si deux cartes qui partagent tous leurs types de carte ont été
	// meulées de cette manière".
	"milled_same_types": func(*reader, map[string]string) (string, error) { return "same_types(milled)", nil },
}

// choiceFlowBuilders are sentences that choose what later sentences name.
var choiceFlowBuilders = map[string]func(rd *reader, m map[string]string, out *[]*rules.Effect) error{
	// "Choisissez un adversaire au hasard." on its own: "ce joueur" after it.
	"choose_opponent": func(rd *reader, _ map[string]string, out *[]*rules.Effect) error {
		rd.lastPl = "chosen_player"
		*out = append(*out, &rules.Effect{Op: "choose_opponent"})
		return nil
	},
}
