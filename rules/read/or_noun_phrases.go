package read

import (
	"slices"
	"strings"
)

// orHeads are the head nouns two noun phrases joined by "or" may share.
var orHeads = map[string]bool{"creature": true, "card": true, "permanent": true, "artifact": true, "enchantment": true,
	"land": true, "planeswalker": true, "spell": true}

// factorNounPhrases reads the tokens of two noun phrases joined by "or"
// whose heads are the same ("a red creature card or an artifact creature
// card", « une carte de créature rouge ou de créature-artefact », « una
// carta creatura rossa o una carta creatura artefatto»): the words they
// share, and the one word each has alone as alternatives (card creature
// artifact|red). Read word by word, the "or" joined the nearest words
// ("artifact|creature card red": a red artifact card; "creature|red":
// an artifact creature card only). The French complement « ou de … »
// leaves out its head « carte »; a qualifier after the second phrase
// ("from your hand") is both's. Phrases that differ by more than one word
// each cannot be one filter: unread. Tokens of one phrase, or of phrases
// that share no head ("creature or artifact card"), are as they were.
func factorNounPhrases(toks []string) ([]string, error) {
	i := slices.Index(toks, "|")
	if i <= 0 || slices.Contains(toks[i+1:], "|") {
		return toks, nil
	}
	l, r := slices.Clone(toks[:i]), slices.Clone(toks[i+1:])
	if !slices.ContainsFunc(l, func(t string) bool { return orHeads[t] && slices.Contains(r, t) }) {
		return toks, nil
	}
	if slices.Contains(l, "card") && !slices.Contains(r, "card") {
		r = append(r, "card")
	}
	for _, t := range r {
		if isScopeToken(t) && !slices.Contains(l, t) {
			l = append(l, t)
		}
	}
	var common, dl, dr []string
	for _, t := range l {
		if slices.Contains(r, t) {
			common = append(common, t)
		} else {
			dl = append(dl, t)
		}
	}
	for _, t := range r {
		if !slices.Contains(l, t) {
			dr = append(dr, t)
		}
	}
	if len(dl) != 1 || len(dr) != 1 {
		return nil, unreadf("two noun phrases joined by \"or\" that differ by more than one word (%s or %s): no one filter", strings.Join(l, " "), strings.Join(r, " "))
	}
	return append(common, dl[0]+"|"+dr[0]), nil
}

// isScopeToken reports whether t is a qualifier of where or whose an
// object is ("in:hand", "you_own", "#…"), which ends a list of phrases
// and qualifies each.
func isScopeToken(t string) bool {
	return strings.Contains(t, ":") || strings.Contains(t, "_") || strings.HasPrefix(t, "#")
}
