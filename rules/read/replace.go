package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// readExileIfDies reads "Si cette créature devait mourir ce tour-ci,
// exilez-la à la place" / "Se quella creatura sta per morire in questo
// turno, invece esiliala": a replacement of its dying, whatever kills it,
// for the rest of the turn, on the object the ability already names (a
// target, a pronoun).
func readExileIfDies(rd *reader, m map[string]string, out *[]*rules.Effect) error {
	ref, err := rd.object(m["obj"])
	if err != nil {
		return err
	}
	if ref == "" || ref == "self" && len(rd.ab.Targets) > 0 {
		return unreadf("\"if it would die\": %q names no object of the ability", m["obj"])
	}
	if f, ok := strings.CutPrefix(ref, "chosen:"); ok {
		// "If a creature would die this turn, exile it instead" (Flaying
		// Tendrils): any creature that would die this turn, not one
		// chosen (branch grammar-graveyard).
		pf, err := rules.ParseFilter(f)
		if err != nil {
			return unreadf("\"if it would die\": %v", err)
		}
		*out = append(*out, &rules.Effect{Op: "redirect", Filter: pf, Zone: "graveyard", NewZone: "exile", Kind: "dies", Until: "this_turn"})
		return nil
	}
	if strings.HasPrefix(ref, "all:") {
		// "If the creature an opponent controls would die" names the
		// creature the ability targeted, never every creature of the
		// kind: unread until a definite phrase is linked to its target.
		return unreadf("\"if it would die\": %q is read as every such object, not the one the ability named", m["obj"])
	}
	*out = append(*out, &rules.Effect{Op: "redirect", What: ref, Zone: "graveyard", NewZone: "exile", Kind: "dies", Until: "this_turn"})
	return nil
}

// readIsType reads "c'est une créature 3/4 Ninja" / "è una creatura Ninja
// 3/4" in a static ability: the object is of those card types only (it
// stops being a planeswalker, 205.1a), with that subtype and base power
// and toughness.
func readIsType(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	tok, err := rd.tokenSpec(m["what"])
	if err != nil {
		return nil, err
	}
	e, err := readContinuous(rd, "set_types", m)
	if err != nil {
		return nil, err
	}
	if !rd.static {
		return nil, unreadf("\"it's a %s\" outside a static ability", m["what"])
	}
	e.Types = tokenKindTypes(tok.Kind)
	out := []*rules.Effect{e}
	if tok.Name != "" {
		sub := *e
		sub.Op, sub.Types, sub.Subtypes = "add_types", nil, []string{tok.Name}
		out = append(out, &sub)
	}
	if tok.PT != "" {
		p, t, _ := strings.Cut(tok.PT, "/")
		pt := *e
		pt.Op, pt.Types = "set_pt", nil
		pt.P, pt.T = ptExpr("+"+p), ptExpr("+"+t)
		out = append(out, &pt)
	}
	return out, nil
}

// readBecomesBase reads "est une créature-artefact Jouet avec une force et
// une endurance de base de 0/2 en plus de ses autres types": types and
// subtype added (layer 4), base power and toughness set (layer 7b).
func readBecomesBase(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	tok, err := rd.tokenSpec(m["what"] + " " + m["pt"])
	if err != nil {
		return nil, err
	}
	e, err := readContinuous(rd, "add_types", m)
	if err != nil {
		return nil, err
	}
	e.Types = tokenKindTypes(tok.Kind)
	if tok.Name != "" {
		e.Subtypes = []string{tok.Name}
	}
	p, t, _ := strings.Cut(tok.PT, "/")
	pt := *e
	pt.Op, pt.Types, pt.Subtypes = "set_pt", nil, nil
	pt.P, pt.T = ptExpr("+"+p), ptExpr("+"+t)
	return []*rules.Effect{e, &pt}, nil
}
