package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// More builders of the reader: discarding a hand, "unless" (« à moins que »,
// "a meno che"), a permanent that enters tapped unless a condition holds.
// They join the shared tables as init registers them; a name both files
// define is a programming error.

// negate is the expression true when c is false.
func negate(c *rules.Expr) (*rules.Expr, error) {
	e, err := rules.ParseExpr("!(" + c.String() + ")")
	if err != nil {
		return nil, unreadf("negating %q: %v", c.String(), err)
	}
	return e, nil
}

// moveTo builds an instruction putting {obj} into zone.
func moveTo(zone string) effectBuilder {
	return func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err == nil {
			return []*rules.Effect{{Op: "move", What: ref, Zone: zone}}, nil
		}
		// "Mélangez ~ et une créature ciblée … dans les bibliothèques de
		// leurs propriétaires": each object of the list moves.
		parts := rd.lx.listSplit.Split(strings.TrimSpace(m["obj"]), -1)
		if len(parts) < 2 {
			return nil, err
		}
		saved, last := *rd.ab, rd.last
		var out []*rules.Effect
		for _, p := range parts {
			r, perr := rd.object(p)
			if perr != nil {
				*rd.ab, rd.last = saved, last
				return nil, err
			}
			out = append(out, &rules.Effect{Op: "move", What: r, Zone: zone})
		}
		return out, nil
	}
}

// tokenKeywords reads what a token is created "with": keywords, or a
// quoted ability that the engine holds as keywords ("« Cette créature ne
// peut pas attaquer ou bloquer seule. »"), the only abilities its tokens
// take.
func (rd *reader) tokenKeywords(s string) ([]string, error) {
	q := strings.TrimSpace(s)
	if !strings.HasPrefix(q, `"`) {
		return rd.keywords(s)
	}
	q = strings.TrimSuffix(strings.TrimSuffix(strings.Trim(q, `"`), "."), `"`)
	a, err := rd.quotedAbility(q)
	if err != nil {
		return nil, err
	}
	if a.Kind != rules.KindStatic || a.If != nil || len(a.Static) != 1 || a.Static[0].Op != "grant" ||
		a.Static[0].Ability != nil || a.Static[0].Affects != "self" {
		return nil, unreadf("token with the ability %q, which the engine's tokens do not take", q)
	}
	return a.Static[0].Keywords, nil
}

// sentenceDuration takes the duration off the end of a sentence of
// several clauses, for each continuous clause of it without one of its
// own; a sentence of one clause keeps it.
func (rd *reader) sentenceDuration(sent string) string {
	rd.sentenceUntil = ""
	best := ""
	for phrase := range rd.lx.durations {
		if strings.HasSuffix(sent, " "+phrase) && len(phrase) > len(best) {
			best = phrase
		}
	}
	if best == "" {
		return sent
	}
	rest := strings.TrimSuffix(sent, " "+best)
	for _, c := range rd.lx.conjunctions {
		if c != ", " && strings.Contains(rest, c) {
			rd.sentenceUntil = rd.lx.durations[best]
			return rest
		}
	}
	return sent
}

// objectPronoun reports whether s is a pronoun the lexicon reads as the
// object last named ("il", "elle").
func (lx *lexicon) objectPronoun(s string) bool {
	r := lx.fixedRefs[strings.TrimSpace(s)]
	return r == "@last" || r == "@each"
}
