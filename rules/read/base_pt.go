package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// Base power and toughness set to fixed numbers (layer 7b, 613.4b):
// "Enchanted creature has base power and toughness 0/2", « La créature
// enchantée a une force et une endurance de base de 0/2 », « La creatura
// incantata ha forza e costituzione base 0/2 », and the older wording of
// the same effect, "Target creature becomes 1/1 until end of turn" /
// « devient 1/1 » / « diventa 1/1 » (Oracle rewrote each of them to "has
// base power and toughness"). The subject is any object phrase; the
// duration is read as a pump's.

// buildSetBasePt builds the shape "set_base_pt": (?P<pt>N/N or X/X).
func buildSetBasePt(rd *reader, m map[string]string) (*rules.Effect, error) {
	p, t, ok := strings.Cut(m["pt"], "/")
	if !ok {
		return nil, unreadf("base power and toughness %q", m["pt"])
	}
	e, err := readContinuous(rd, "set_pt", m)
	if err != nil {
		return nil, err
	}
	if !rd.static && m["until"] == "" && rd.sentenceUntil == "" && !rd.eotPrefix {
		// An activated ability's "~ has base power and toughness 3/3"
		// without a duration lasts (611.2a), as "becomes" does.
		e.Until = "game"
	}
	e.P, e.T = rd.ptValue("+"+p), rd.ptValue("+"+t)
	return e, nil
}
