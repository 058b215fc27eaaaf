package read

import (
	"slices"
	"strings"
)

// isSelfInGraveyard reports whether a phrase, its qualifiers read, names
// the card itself in its owner's graveyard ("~ from your graveyard",
// « ~ depuis votre cimetière », "~ dal tuo cimitero").
func isSelfInGraveyard(s string) bool {
	w := strings.Fields(s)
	return len(w) == 3 && w[0] == "~" && slices.Equal(sortedCopy(w[1:]), []string{"#in:graveyard", "#you_own"})
}

func sortedCopy(s []string) []string {
	c := slices.Clone(s)
	slices.Sort(c)
	return c
}

// selfInGraveyard is the reference of the card named in its graveyard by
// an instruction: the card itself, by an activated ability that is
// activated from the graveyard (113.6: an ability that names the card in
// its graveyard as the object it moves works there), as
// buildReturnToBattlefield reads « renvoyez ~ depuis votre cimetière ».
// A triggered ability of a card in a graveyard, or a spell, stays unread:
// the engine's triggers of cards in graveyards are not read from such
// text.
func (rd *reader) selfInGraveyard(s string) (string, error) {
	if rd.when != "" || rd.static || rd.env.spell {
		return "", unreadf("the card itself in its graveyard %q outside an activated ability", s)
	}
	if rd.ab.From != "" && rd.ab.From != "graveyard" {
		return "", unreadf("the card itself in its graveyard %q, activated from the %s", s, rd.ab.From)
	}
	rd.ab.From = "graveyard"
	rd.last = "self"
	return "self", nil
}
