package read

import (
	"strings"
)

// sacrificeCount reads how many permanents a sacrifice cost names
// ("sacrifiez trois permanents non-terrain": 3), 0 if it does not say.
func (rd *reader) sacrificeCount(cost string) int {
	sc := rd.lx.lits.scan(strings.TrimSpace(cost))
	for _, sh := range rd.lx.costs {
		if sh.name != "sacrifice_filter" {
			continue
		}
		if m := sh.match(sc); m != nil {
			if n, err := rd.nounPhrase(m["what"]); err == nil && n.min == n.max {
				return n.min
			}
		}
	}
	return 0
}
