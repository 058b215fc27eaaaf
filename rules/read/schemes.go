package read

import (
	"github.com/arbitre/arbitre/rules"
)

// More builders of the reader, kept apart from read_builders.go: the
// shapes the Archenemy schemes print (a player's own keywords, life
// thresholds against the starting total, casting without paying). They are
// general shapes, looked up after effectBuilders and condBuilders.

// buildSchemesInstead builds the effect shape "schemes_instead":
// "La prochaine fois que vous devriez mettre une machination à
// exécution, mettez trois machinations à exécution à la place."
func buildSchemesInstead(rd *reader, m map[string]string) (*rules.Effect, error) {
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "schemes_instead", N: n, What: "you", Until: "game"}, nil
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

// chooseMany adds the choice of objects as the ability resolves; "ces
// créatures" after it are the objects chosen.
func chooseMany(rd *reader, n np, kind string, out *[]*rules.Effect) error {
	pf, err := rules.ParseFilter(n.filter())
	if err != nil {
		return unreadf("choose %q: %v", n.filter(), err)
	}
	e := &rules.Effect{Op: "choose_many", Filter: pf, Kind: kind}
	if n.max > 0 {
		e.N = rules.ConstExpr(n.max)
	}
	*out = append(*out, e)
	rd.last = "chosen"
	return nil
}

// lastPiles is the piles instruction just read, which the sentences after
// it complete.
func lastPiles(out []*rules.Effect) *rules.Effect {
	if len(out) > 0 && out[len(out)-1].Op == "piles" {
		return out[len(out)-1]
	}
	return nil
}

// buildAbandon builds the effect shape "abandon".
func buildAbandon(*reader, map[string]string) (*rules.Effect, error) {
	return &rules.Effect{Op: "abandon"}, nil
}
