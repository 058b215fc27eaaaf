package read

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// topOfLibrary is the filter of "the top card of your library", its words
// sorted.
var topOfLibrary = []string{"card", "in:library", "top", "you_own"}

// buildManifest builds the effect shape "manifest": « Manifestez la carte
// du dessus de votre bibliothèque » (701.40): the top card of your library
// put onto the battlefield face down as a 2/2 creature. Only that card can
// be manifested this way; what follows ("puis mettez un marqueur +1/+1 sur
// elle") is about the manifested creature.
func buildManifest(rd *reader, m map[string]string) (*rules.Effect, error) {
	f, err := rd.filterPhrase(m["what"])
	if err != nil {
		return nil, err
	}
	words := strings.Fields(f)
	slices.Sort(words)
	if !slices.Equal(words, topOfLibrary) {
		return nil, unreadf("manifest %q: only the top card of your library is read", m["what"])
	}
	rd.last = "manifested"
	return &rules.Effect{Op: "manifest", N: rules.ConstExpr(1)}, nil
}
