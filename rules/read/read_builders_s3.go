package read

import (
	"github.com/arbitre/arbitre/rules"
)

// exiledBefore reports whether one of effs exiles what ref names.
func exiledBefore(effs []*rules.Effect, ref string) bool {
	for _, e := range effs {
		if e.Op == "exile" && e.What == ref {
			return true
		}
	}
	return false
}
