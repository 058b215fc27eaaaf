package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// The builders below read a static ability that gives two kinds of objects a
// card type: "Les permanents non-terrain que vous contrôlez et les sorts de
// permanent que vous contrôlez sont des enchantements en plus de leurs
// autres types" / "I permanenti non terra che controlli e le magie
// permanente che controlli sono incantesimi in aggiunta ai loro altri
// tipi": one add_types for each kind, each in its own zones.

// buildBothAddType builds the effect shape "both_add_type".
func buildBothAddType(rd *reader, m map[string]string) ([]*rules.Effect, error) {
	if !rd.static {
		return nil, unreadf("a type added to two kinds of objects: only as a static ability")
	}
	ty, err := rd.filterPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	t, ok := rules.FilterTypes[ty]
	if !ok {
		return nil, unreadf("%q is not a card type", m["what"])
	}
	var out []*rules.Effect
	for _, o := range []string{m["obj"], m["obj2"]} {
		f, err := rd.filterPhrase(o)
		if err != nil {
			return nil, err
		}
		if strings.Contains(f, "spell") && !strings.Contains(f, "in:") {
			f += " in:stack"
		}
		out = append(out, &rules.Effect{Op: "add_types", Types: []string{t}, Affects: "all:" + f})
	}
	return out, nil
}
