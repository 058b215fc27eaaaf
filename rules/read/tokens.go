package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildToken builds the effect shape "token".
func buildToken(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	e, err := rd.tokenSpec(m["what"])
	if err != nil {
		return nil, err
	}
	if x := m["expr"]; x != "" {
		// "Créez un nombre de jetons … égal à votre dévotion au blanc".
		e.N, err = rd.amount(x)
	} else {
		e.N, err = rd.number(m["n"])
	}
	if err != nil {
		return nil, err
	}
	tokenXPT(rd, e)
	if m["tapped"] != "" {
		e.Tapped = true
	}
	// "Elles acquièrent la célérité": a pronoun after the tokens is
	// the tokens created.
	rd.last = "created"
	if m["attacking"] != "" {
		// "engagé et attaquant ce joueur": the player the trigger is
		// about.
		e.Tapped, e.Attacking = true, true
	}
	return []*rules.Effect{e}, nil
}

// buildEmblem builds the effect shape "emblem".
func buildEmblem(rd *reader, m map[string]string) (*rules.Effect, error) {
	q := strings.TrimSpace(m["what"])
	if len(q) < 2 || q[0] != '"' || q[len(q)-1] != '"' {
		return nil, unreadf("emblem without a quoted ability: %q", q)
	}
	a, err := rd.quotedAbility(q[1 : len(q)-1])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "emblem", Ability: a}, nil
}

// buildTokenNamed builds the effect shape "token_named":
// "Créez Primo, l'indivisible, un jeton de créature légendaire 0/0 …":
// the name is a word of its language, like a token's creature type.
func buildTokenNamed(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	e, err := rd.tokenSpec(m["what"])
	if err != nil {
		return nil, err
	}
	e.N, e.Name = rules.ConstExpr(1), m["name"]
	rd.last = "created"
	return []*rules.Effect{e}, nil
}

// buildTokenPerCounter builds the effect shape "token_per_counter":
// "Créez un jeton … pour chaque marqueur sur ~": as many as the
// counters on it (or it had, if it left: sacrificed as the cost).
func buildTokenPerCounter(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	ref, err := rd.object(m["obj"])
	if err != nil {
		return nil, err
	}
	effs, err := buildToken(rd, m)
	if err != nil {
		return nil, err
	}
	if len(effs) != 1 || effs[0].N == nil || effs[0].N.String() != "1" {
		return nil, unreadf("tokens for each counter: not one token each")
	}
	effs[0].N = rules.MustParseExpr("all_counters(" + ref + ")")
	return effs, nil
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
