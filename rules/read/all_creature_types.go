package read

import "github.com/arbitre/arbitre/rules"

// buildAllCreatureTypes builds the effect shape "all_creature_types":
// "target creature gains all creature types until end of turn", « la
// créature équipée a tous les types de créature »: add_types with every
// creature type (layer 4), for a duration or as a static ability.
func buildAllCreatureTypes(rd *reader, m map[string]string) (*rules.Effect, error) {
	e, err := readContinuous(rd, "add_types", m)
	if err != nil {
		return nil, err
	}
	if rd.static && e.Affects == "self" {
		// « ~ a tous les types de créature (même si cette carte n'est
		// pas en jeu) » is the card's in every zone, as changeling's
		// (702.73a): a static ability applies on the battlefield only.
		return nil, unreadf("every creature type of the card itself: a characteristic in every zone, not a static ability on the battlefield")
	}
	e.Subtypes = []string{rules.AllCreatureTypes}
	return e, nil
}

// buildMayNotUntap builds the effect shape "may_not_untap": "you may
// choose not to untap ~ during your untap step", a static ability.
func buildMayNotUntap(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("choosing not to untap, outside a static ability")
	}
	return readContinuous(rd, "may_not_untap", m)
}
