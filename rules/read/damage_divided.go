package read

import "github.com/arbitre/arbitre/rules"

// buildDamageDivided builds the effect shape "damage_divided": "~ deals 4
// damage divided as you choose among one or two targets", « … inflige 4
// blessures réparties comme vous le désirez entre une ou deux cibles »,
// « … infligge 4 danni divisi a tua scelta tra uno o due bersagli »: the
// division is announced with the targets (601.2d), which must be the
// ability's only ones, so that each amount goes to the target of its
// place (op damage_divided).
func buildDamageDivided(rd *reader, m map[string]string) (*rules.Effect, error) {
	// The card divides its own damage: another source named before the
	// verb is not read ("Il Fuoco infligge …" on a split card whose face
	// name the reader does not swallow would be the subtype "fuoco").
	src, err := rd.damageSource(m["src"])
	if err != nil {
		return nil, err
	}
	if src != "" && src != "it" {
		return nil, unreadf("damage divided by %q, not the card", m["src"])
	}
	n, err := rd.number(m["n"])
	if err != nil {
		return nil, err
	}
	before := len(rd.ab.Targets)
	ref, err := rd.object(m["to"])
	if err != nil {
		return nil, err
	}
	if before != 0 || len(rd.ab.Targets) != 1 || (ref != "targets" && ref != "t0") {
		return nil, unreadf("damage divided among %q: not the ability's only targets", m["to"])
	}
	e := &rules.Effect{Op: "damage_divided", N: n, What: "targets"}
	if src == "it" {
		// After a trigger about another object, "it deals" is that one.
		e.Source = src
	}
	return e, nil
}
