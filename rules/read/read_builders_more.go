package read

import (
	"fmt"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

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
