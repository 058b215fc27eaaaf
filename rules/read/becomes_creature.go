package read

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// A permanent that becomes a creature (a "manland", awaken, a vehicle-like
// artifact, a planeswalker turned creature): "Treetop Village becomes a
// 3/3 green Ape creature with trample until end of turn. It's still a
// land." It is the type change of layer 4, the colour of layer 5, the
// abilities of layer 6 and the power and toughness of layer 7b, each
// named by the description, with the one duration.
//
// A new card type replaces the permanent's others (205.1a) unless the
// text says it keeps them: "that's still a land" in the clause, or the
// sentence after it, "It's still a land." (flow still_a), which turns the
// replacement into an addition (205.1b: every prior type and subtype is
// retained).

// buildBecomesCreature builds the effect shape "becomes_creature".
func buildBecomesCreature(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	tok, err := rd.tokenSpec(m["what"])
	if err != nil {
		return nil, err
	}
	types := tokenKindTypes(tok.Kind)
	if !slices.Contains(types, rules.TCreature) || tok.PT == "" {
		return nil, unreadf("%q: not a creature of a stated power and toughness", m["what"])
	}
	if strings.HasPrefix(tok.Kind, "Legendary") {
		return nil, unreadf("%q: a supertype the permanent becomes", m["what"])
	}
	base, err := readContinuous(rd, "add_types", m)
	if err != nil {
		return nil, err
	}
	if m["until"] == "" && rd.sentenceUntil == "" && !rd.static && !rd.eotPrefix {
		// Without a stated duration the change lasts (611.2a).
		base.Until = "game"
	}
	var out []*rules.Effect
	var subs []string
	if _, sub, ok := tokenKindSubtypes(tok.Kind); ok {
		subs = sub
	}
	if m["still"] != "" {
		e := withOp(base, "add_types")
		e.Types, e.Subtypes = types, subs
		out = append(out, e)
	} else {
		e := withOp(base, "set_types")
		e.Types = types
		out = append(out, e)
		if len(subs) > 0 {
			s := withOp(base, "add_types")
			s.Subtypes = subs
			out = append(out, s)
		}
	}
	if tok.Colors != "" || rd.namesColorless(m["what"]) {
		e := withOp(base, "set_colors")
		e.Colors = tok.Colors
		out = append(out, e)
	}
	if tok.Keywords != nil || tok.Ability != nil {
		e := withOp(base, "grant")
		e.Keywords, e.Ability = tok.Keywords, tok.Ability
		out = append(out, e)
	}
	if tok.PT != "" {
		p, t, _ := strings.Cut(tok.PT, "/")
		e := withOp(base, "set_pt")
		e.P, e.T = rd.ptValue("+"+p), rd.ptValue("+"+t)
		out = append(out, e)
	}
	return out, nil
}

// namesColorless reports whether a description names the colour
// colorless ("becomes a 2/2 colorless Construct artifact creature").
func (rd *reader) namesColorless(desc string) bool {
	desc, _, _ = strings.Cut(desc, rd.lx.tokenWith)
	for _, w := range strings.Fields(desc) {
		if rd.lx.colors[w] == "colorless" {
			return true
		}
	}
	return false
}

// flowStillA builds the flow shape "still_a": "It's still a land." after a
// permanent became a creature, which keeps its other types.
func flowStillA(_ *reader, _ map[string]string, out *[]*rules.Effect) error {
	for i := len(*out) - 1; i >= 0; i-- {
		e := (*out)[i]
		if e.Op != "set_types" {
			continue
		}
		add := *e
		add.Op = "add_types"
		(*out)[i] = &add
		return nil
	}
	return unreadf("\"it's still …\" with no permanent that became something before it")
}

// withOp is a copy of base, of the same object and duration, as op.
func withOp(base *rules.Effect, op string) *rules.Effect {
	e := *base
	e.Op = op
	return &e
}
