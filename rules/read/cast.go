package read

import (
	"fmt"

	"github.com/arbitre/arbitre/rules"
)

// buildNewTargets builds the effect shape "new_targets".
func buildNewTargets(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "choose_new_targets", Optional: true}, nil
}

// buildPlayLandsFromGraveyard builds the effect shape "play_lands_from_graveyard".
func buildPlayLandsFromGraveyard(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "may_play", Zone: "graveyard", Filter: rules.MustParseFilter("land")}, nil
}

// buildExtraLand builds the effect shape "extra_land".
func buildExtraLand(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "extra_land", N: rules.ConstExpr(1), Affects: "you"}, nil
}

// buildCantBeCountered builds the effect shape "cant_be_countered".
func buildCantBeCountered(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "cant_be_countered", Affects: "self"}, nil
}

// buildCostLessSelf builds the effect shape "cost_less_self".
func buildCostLessSelf(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "cost_less", N: n, Affects: "self"}, nil
}

// buildCostLess builds the effect shape "cost_less".
func buildCostLess(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	pf, err := rd.parsedFilter(m["what"], "cost reduction")
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "cost_less", N: n, Filter: pf}, nil
}

// buildGrantMiracleLess builds the effect shape "grant_miracle_less":
// "Chaque carte d'enchantement dans votre main a le miracle. Son coût
// de miracle est égal à son coût de mana réduit de {4}."
func buildGrantMiracleLess(rd *reader, m map[string]string) (string, error) {
	return "mana_cost-" + m["less"], nil
}

// buildGrantEscapeExile builds the effect shape "grant_escape_exile":
// "… a l'échappée. Le coût d'échappée est égal au coût de mana de la
// carte plus l'exil de trois autres cartes de votre cimetière."
func buildGrantEscapeExile(rd *reader, m map[string]string) (string, error) {
	n, err := rd.lx.count(m["n"])
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("mana_cost+exile%d", n), nil
}

// buildChangeTarget builds the effect shape "change_target":
// "Remplacez la cible d'un sort ciblé ou d'une capacité ciblée avec
// une cible unique": a target slot of its own.
func buildChangeTarget(rd *reader, _ map[string]string) (*rules.Effect, error) {
	if rd.static {
		return nil, unreadf("a target in a static ability")
	}
	for _, t := range rd.ab.Targets {
		if t.Max > 1 {
			return nil, unreadf("a target after a slot of several targets")
		}
	}
	f, err := rules.ParseFilter("one_target")
	if err != nil {
		return nil, unreadf("one_target: %v", err)
	}
	rd.ab.Targets = append(rd.ab.Targets, &rules.TargetSpec{Filter: f, Min: 1, Max: 1})
	rd.last = fmt.Sprintf("t%d", len(rd.ab.Targets)-1)
	return &rules.Effect{Op: "change_target", What: rd.last}, nil
}

// buildMayCastSelfFromGraveyard builds the effect shape "may_cast_self_from_graveyard":
// "Vous pouvez lancer ~ depuis votre cimetière si C".
func buildMayCastSelfFromGraveyard(rd *reader, m map[string]string) (*rules.Effect, error) {
	c, err := rd.condition(m["cond"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "may_cast_from", Zone: "graveyard", If: c}, nil
}

// buildZeroCostFromExile builds the effect shape "zero_cost_from_exile".
func buildZeroCostFromExile(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "zero_cost_from_exile", Affects: "you"}, nil
}

// buildMayCastFromGraveyard builds the effect shape "may_cast_from_graveyard":
// "Vous pouvez lancer des sorts depuis votre cimetière ce tour-ci": a
// permission for the ability's controller, for its duration.
func buildMayCastFromGraveyard(rd *reader, m map[string]string) (*rules.Effect, error) {
	u, err := rd.until(m["until"])
	if err != nil {
		return nil, err
	}
	if u == "" && !rd.static {
		return nil, unreadf("a permission to cast from the graveyard without a duration")
	}
	return &rules.Effect{Op: "may_cast_from", Zone: "graveyard", Until: u}, nil
}

// buildCastCopies builds the effect shape "cast_copies":
// "Vous pouvez lancer n'importe quel nombre de ces copies."
func buildCastCopies(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "cast_copies"}, nil
}

// buildUnlockCostLess builds the effect shape "unlock_cost_less".
func buildUnlockCostLess(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "unlock_cost_less", N: n, Affects: "you"}, nil
}

// buildCastFreeExiled builds the effect shape "cast_free_exiled":
// "… lancer n'importe quel nombre de sorts parmi les cartes exilées de
// cette manière sans payer leur coût de mana."
func buildCastFreeExiled(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "cast_free", What: "exiled_top"}, nil
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

// castFree reads "lancer un sort depuis votre main sans payer son coût de
// mana" (optional: the "vous pouvez" before it says so), "jusqu'à trois
// sorts" (n), "cette carte" (an object an earlier instruction named).
func castFree(rd *reader, m map[string]string) (*rules.Effect, error) {
	e := &rules.Effect{Op: "cast_free"}
	if obj, ok := m["obj"]; ok {
		ref, err := rd.object(obj)
		if err != nil {
			return nil, err
		}
		e.What = ref
		return e, nil
	}
	if s := m["n"]; s != "" {
		n, err := rd.number(s)
		if err != nil {
			return nil, err
		}
		e.N = n
	}
	return e, nil
}
