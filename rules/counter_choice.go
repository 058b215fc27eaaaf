package rules

import (
	"fmt"
	"slices"
	"strings"
)

// "Mettez un marqueur « vol », « lien de vie » ou +1/+1 sur lui": counters
// of a kind chosen as the instruction resolves, among those it names
// (kind "flying|lifelink|+1/+1"). The resolution's choice "kind:<kind>"
// picks one; without it, the first is put.

// counterKindChoice returns the kind of counter e puts.
func (g *Game) counterKindChoice(e *Effect) (string, error) {
	kinds := strings.Split(e.Kind, "|")
	if len(kinds) == 1 {
		return e.Kind, nil
	}
	if len(g.Choices) == 0 || !strings.HasPrefix(g.Choices[0], "kind:") {
		return kinds[0], nil
	}
	k := strings.TrimPrefix(g.Choices[0], "kind:")
	if !slices.Contains(kinds, k) {
		return "", fmt.Errorf("counters: %q is not one of %s", k, strings.Join(kinds, ", "))
	}
	g.Choices = g.Choices[1:]
	return k, nil
}
