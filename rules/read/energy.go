package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Energy (107.14): "you get {E}{E}" / « vous gagnez {E}{E} » / « ottieni
// {E}{E} », and paying it, as a cost ("Pay {E}{E}:") or as an instruction
// ("you may pay {E}{E}. If you do, …"). The amount is the number of {E}
// symbols printed, matched as the group e.

// energyCount is how many {E} symbols s holds; 0 when it holds anything
// else.
func energyCount(s string) int {
	s = strings.TrimSpace(s)
	n := strings.Count(s, "{e}")
	if n == 0 || strings.ReplaceAll(s, "{e}", "") != "" {
		return 0
	}
	return n
}

// buildEnergy builds the effect shape "energy": you get that many energy
// counters, once for each object of {what} when the shape names it.
func buildEnergy(rd *reader, m map[string]string) (*rules.Effect, error) {
	n := energyCount(m["e"])
	if n == 0 {
		return nil, unreadf("energy %q: not {E} symbols", m["e"])
	}
	e, err := rd.forEach(rules.ConstExpr(n), m["what"])
	if err != nil {
		return nil, err
	}
	return &rules.Effect{Op: "energy", N: e}, nil
}

// buildPayEnergy builds the effect shape "pay_energy": "if you do" is
// whether it was paid.
func buildPayEnergy(rd *reader, m map[string]string) (*rules.Effect, error) {
	n := energyCount(m["e"])
	if n == 0 {
		return nil, unreadf("energy %q: not {E} symbols", m["e"])
	}
	return &rules.Effect{Op: "pay_energy", N: rules.ConstExpr(n)}, nil
}

// applyPayEnergy builds the cost shape "pay_energy".
func applyPayEnergy(rd *reader, m map[string]string) error {
	n := energyCount(m["e"])
	if n == 0 {
		return unreadf("energy cost %q: not {E} symbols", m["e"])
	}
	rd.ab.Energy += n
	return nil
}
