package read

import "github.com/arbitre/arbitre/rules"

// Power and toughness of an object as a whole: switched until end of turn
// (layer 7d: "Switch target creature's power and toughness until end of
// turn", « Échangez la force et l'endurance de ~ jusqu'à la fin du
// tour »), or a power the card defines itself while its toughness is
// printed (604.3, layer 7a: "~'s power is equal to the number of
// artifacts you control").

// buildSwitchPT builds the effect shape "switch_pt".
func buildSwitchPT(rd *reader, m map[string]string) (*rules.Effect, error) {
	return readContinuous(rd, "switch_pt", m)
}

// buildCdaPower builds the static shape "cda_power": only a static
// ability defines a characteristic (604.3).
func buildCdaPower(rd *reader, m map[string]string) (*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("a power defined by a resolving ability")
	}
	n, err := rd.amount(m["expr"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "cda_pt", P: n, Affects: "self"}, nil
}
