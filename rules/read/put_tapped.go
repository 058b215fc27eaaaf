package read

import (
	"slices"
	"strings"
)

// enteringTapped reads "tapped" said of a card put onto the battlefield
// from a hand, a graveyard, a library or exile (« mettez sur le champ de
// bataille une carte de terrain engagée depuis votre main »): a card
// there is never tapped, so the word says how it enters, not which card
// is chosen. It returns the tokens without it and whether it was there.
func enteringTapped(tokens []string) ([]string, bool) {
	outside := slices.ContainsFunc(tokens, func(t string) bool {
		return strings.HasPrefix(t, "in:") && t != "in:battlefield"
	})
	if !outside || !slices.Contains(tokens, "tapped") {
		return tokens, false
	}
	return slices.DeleteFunc(slices.Clone(tokens), func(t string) bool { return t == "tapped" }), true
}
