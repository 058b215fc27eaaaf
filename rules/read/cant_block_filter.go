package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// buildCantBlockFilter builds the shape "cant_block_filter": "~ can't
// block creatures with power 2 or greater", « ne peut pas bloquer les
// humains », « non può bloccare creature senza volare », "target creature
// can't block ~ this turn". It can block only the attackers without that
// one quality: the engine's block_only with the quality negated (every
// attacker is a creature, so "creatures" adds nothing). A phrase of
// several qualities is not read: its negation is a choice of them.
func buildCantBlockFilter(rd *reader, m map[string]string) (*rules.Effect, error) {
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	var rest []string
	for _, t := range strings.Fields(f) {
		if t != "creature" {
			rest = append(rest, t)
		}
	}
	if len(rest) != 1 {
		return nil, unreadf("can't block %q: not one quality the engine negates", m["what"])
	}
	q := "!" + rest[0]
	if strings.HasPrefix(rest[0], "!") {
		q = rest[0][1:]
	}
	if _, err := rules.ParseFilter(q); err != nil {
		return nil, unreadf("can't block %q: %v", m["what"], err)
	}
	e, err := readContinuous(rd, "block_only", m)
	if err != nil {
		return nil, err
	}
	e.Kind = q
	return e, nil
}
