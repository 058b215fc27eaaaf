package rules

import (
	"regexp"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// Levelers (711): the abilities printed after a leveler's first level bar
// ("LEVEL 1-4", « NIVEAU 5+ ») are its level boxes' (711.2): the creature
// has them only as long as its level counters are within the box's range,
// which the reader compiles into one static ability per box. The face
// built from the printed text reads keywords and abilities only above the
// first bar, so that a box's "Flying" is no keyword of every level.

// levelBarShape is a bar once folded: one word (the level counter's, in
// the card's language), then a range "N-M" or "N+".
var levelBarShape = regexp.MustCompile(`^\pL+ \d+(?:-\d+|\+)$`)

// unboxed returns the paragraphs of a face's text above its first level
// bar, all of them for a card without level up.
func unboxed(paras []string) []string {
	leveler := false
	for i, p := range paras {
		if kws, ok := ParseKeywords(p); ok && len(kws) == 1 && kws[0].Key == "level_up" {
			leveler = true
			continue
		}
		bar := strings.NewReplacer("—", "-", "–", "-").Replace(strings.TrimSpace(p))
		if leveler && levelBarShape.MatchString(text.FoldLine(bar)) {
			return paras[:i]
		}
	}
	return paras
}
